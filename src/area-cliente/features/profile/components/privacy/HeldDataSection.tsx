import { EXPORT_KINDS, type ExportKind } from '@domain/privacy/rules';
import type { PrivacySummaryView } from '@domain/privacy/types';
import { maskCpfCnpj } from '@domain/cpf-cnpj';
import { maskPhone } from '@domain/profile';
import styles from '../Privacy.module.css';

/** 'Seus dados na área do cliente': the account's data and how many records of each kind are kept. */
export function HeldDataSection({ data }: { data: PrivacySummaryView }) {
  const { account, counts } = data;
  const kinds = (Object.keys(EXPORT_KINDS) as ExportKind[]).filter((k) => k !== 'conta' && counts[k] !== undefined);
  return (
    <section className={styles.card} aria-labelledby="privacidade-resumo">
      <h2 id="privacidade-resumo">Seus dados na área do cliente</h2>
      <dl className={styles.data}>
        <div>
          <dt>Nome</dt>
          <dd>{account.name ?? '—'}</dd>
        </div>
        <div>
          <dt>E-mail de login</dt>
          <dd>{account.email}</dd>
        </div>
        <div>
          <dt>CPF/CNPJ</dt>
          <dd>{account.cpfCnpj ? maskCpfCnpj(account.cpfCnpj) : '—'}</dd>
        </div>
        <div>
          <dt>Telefone</dt>
          <dd>{account.phone ? maskPhone(account.phone) : '—'}</dd>
        </div>
      </dl>
      <h3>Registros guardados</h3>
      <ul className={styles.counts}>
        {kinds.map((k) => (
          <li key={k}>
            {EXPORT_KINDS[k]}: <strong>{counts[k]}</strong>
          </li>
        ))}
      </ul>
      {!account.isAccountOwner && (
        <p className={styles.hint}>Os contratos e as faturas são dados do titular da conta; aqui aparecem só os seus próprios registros.</p>
      )}
    </section>
  );
}
