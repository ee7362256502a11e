import { useStore } from '@nanostores/react';
import { mayBillLine } from '@domain/collections/declaration/texts';
import { useInvoiceList } from '~/lib/invoice-list';
import { Link } from '../../../../components/Link';
import { $selectedContract } from '../../../../stores/user';
import { useDeclarations } from '../../api/list-declarations';
import { mayBillYear } from '../../model/declaration/may-bill';
import styles from './Declaration.module.css';

/**
 * Beside the current bill on the home page: when the latest bill falls due in May, the line of the
 * previous year's discharge declaration (Lei nº 12.007/2009, art. 3º; the same line the bill's PDF
 * carries) and the way to it — only when that year has a declaration.
 */
export function MayBillDeclarationNote() {
  const contract = useStore($selectedContract);
  const { data: bills } = useInvoiceList('ALL', { contractId: contract?.id ?? null });
  const year = bills ? mayBillYear(bills.invoices.map((bill) => bill.deadline)) : null;
  const { data } = useDeclarations(year !== null ? contract?.id : null);
  const entry = data?.data.find((y) => y.year === year);
  if (year === null || !entry || entry.state === 'UNAVAILABLE') return null;
  return (
    <aside className={styles.mayNote} aria-label="Declaração anual de quitação de débitos">
      <p>{mayBillLine(year, entry.state === 'PARTIAL')}</p>
      <Link href="/area-cliente/declaracao-quitacao">Ver a declaração de {year}</Link>
    </aside>
  );
}
