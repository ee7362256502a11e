/**
 * The suspension notice in force (docs/collections-suspension.md), on the home page and above the
 * bill list: "Aviso de suspensão: o fornecimento pode ser suspenso a partir de dd/MM/aaaa", the
 * bills it names and the way out (pay, or "Já paguei" on the bill). Nothing while none is in force.
 */
import { useStore } from '@nanostores/react';
import { formatCents } from '~/lib/format';
import { Link } from '../../../../components/Link';
import { $selectedContract } from '../../../../stores/user';
import { useSuspensionStatus } from '../../api/get-suspension-status';
import styles from '../Collections.module.css';

export function SuspensionNotice({ withLink = false }: { withLink?: boolean }) {
  const contract = useStore($selectedContract);
  const { data } = useSuspensionStatus(contract?.id ?? null);
  const notice = data?.data.notice;
  if (!notice) return null;
  return (
    <section className={styles.notice} aria-labelledby="aviso-suspensao" data-testid="suspension-notice">
      <h2 id="aviso-suspensao" className={styles.noticeTitle}>
        {notice.text}
      </h2>
      <p>
        Faturas em aberto: {notice.numDocs.join(', ')} — total de {formatCents(notice.amountCents)}. A suspensão ocorre em horário
        comercial. Pague a fatura ou, se já pagou, envie o comprovante em &quot;Já paguei&quot;.
      </p>
      {withLink && (
        <Link className="button" href="/area-cliente/conta-digital?r=v">
          Ver faturas vencidas
        </Link>
      )}
    </section>
  );
}
