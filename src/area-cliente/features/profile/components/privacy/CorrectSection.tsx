import { CUSTOMER_SERVICE_PHONE } from '@domain/constants';
import { Button } from '~/components/ui/Button';
import { Link } from '../../../../components/Link';
import styles from '../Privacy.module.css';

export type ProfileTab = 'cadastro' | 'login';

/** 'Corrigir meus dados': where each datum is changed, and what only customer service can change. */
export function CorrectSection({
  onOpenTab,
  hasLoginTab,
  dpoEmail,
}: {
  onOpenTab: (tab: ProfileTab) => void;
  hasLoginTab: boolean;
  dpoEmail: string;
}) {
  return (
    <section className={styles.card} aria-labelledby="privacidade-corrigir">
      <h2 id="privacidade-corrigir">Corrigir meus dados</h2>
      <ul className={styles.list}>
        <li>
          <strong>Telefone, e-mail de cadastro e fatura por e-mail:</strong>{' '}
          <Button variant="link" onClick={() => onOpenTab('cadastro')}>
            alterar em Dados cadastrais
          </Button>
        </li>
        {hasLoginTab && (
          <li>
            <strong>E-mail de login:</strong>{' '}
            <Button variant="link" onClick={() => onOpenTab('login')}>
              alterar em Dados de login
            </Button>
          </li>
        )}
        <li>
          <strong>Senha:</strong> <Link href="/area-cliente/atualizar-senha">redefinir senha</Link>
        </li>
        <li>
          <strong>Nome, CPF/CNPJ, endereço e titularidade do contrato</strong> não podem ser alterados pela internet. Ligue para{' '}
          {CUSTOMER_SERVICE_PHONE} ou escreva para <a href={`mailto:${dpoEmail}`}>{dpoEmail}</a>, informando o código do cliente.
        </li>
      </ul>
    </section>
  );
}
