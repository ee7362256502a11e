/** Staff's decision in the admin: once, PENDING → CONFIRMED | REFUSED (with reason); the bill paid and the customer told. */
import { staffDecisionLifecycles } from '../../../../portal/core/staff-decision-lifecycles';
import { afterReceiptUpdate, guardReceiptUpdate } from '../../../../portal/collections/receipt/review';

export default staffDecisionLifecycles({ statusField: 'receiptStatus', guard: guardReceiptUpdate, after: afterReceiptUpdate });
