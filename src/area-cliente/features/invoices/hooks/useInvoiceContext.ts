import { useStore } from '@nanostores/react';
import { $selectedContract, $user } from '../../../stores/user';
import { invoiceCapabilities } from '../model/capabilities';
import { useRegisteredEmail } from '../api/get-registered-email';

/** Who is looking and at which contract: the capabilities of spec 01 §6 and the contract id. */
export function useInvoiceViewer() {
  const user = useStore($user);
  const contract = useStore($selectedContract);
  return { user, contract, contractId: contract?.id ?? null, caps: invoiceCapabilities(user) };
}

/** The registered e-mail (GET /api/user/sap), falling back to the contract's SAP e-mail. */
export function useRegisteredAddress(contractId: string | null, fallback: string | null | undefined): string {
  const { data } = useRegisteredEmail(contractId);
  return data?.data?.email ?? fallback ?? '';
}
