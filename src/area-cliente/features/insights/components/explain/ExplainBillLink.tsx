import { useStore } from '@nanostores/react';
import type { InvoiceView } from '@domain/invoices/types';
import { $menu } from '../../../../stores/user';

/** The link from a bill of the list to "Entenda sua conta" (docs/insights-explain.md), when the user's menu has that screen. */
export function ExplainBillLink({ invoice }: { invoice: Pick<InvoiceView, 'numDoc' | 'shortUpperReferenceDate'> }) {
  const menu = useStore($menu);
  if (!menu.some((entry) => entry.slug === 'entenda-sua-conta')) return null;
  return (
    <a
      href={`/area-cliente/entenda-sua-conta?fatura=${invoice.numDoc}`}
      aria-label={`Entenda sua conta de ${invoice.shortUpperReferenceDate}`}
    >
      Entenda sua conta
    </a>
  );
}
