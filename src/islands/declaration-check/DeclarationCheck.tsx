import { useEffect, useId, useState, type FormEvent } from 'react';
import type { DeclarationCheckView } from '@domain/collections/declaration/types';
import { normalizeVerificationCode } from '@domain/collections/declaration/code';
import { DECLARATION_MESSAGES, monthList } from '@domain/collections/declaration/texts';
import { Button } from '~/components/ui/Button';
import { ApiError } from '~/lib/api-client';
import { checkDeclaration } from './check-declaration';
import styles from './DeclarationCheck.module.css';

const TOO_MANY = 'Muitas consultas em pouco tempo. Aguarde alguns minutos e tente novamente.';
const UNEXPECTED = 'Não foi possível consultar agora. Tente novamente em instantes.';

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return TOO_MANY;
  if (error instanceof ApiError && (error.status === 400 || error.status === 404) && error.serverMessage) return error.serverMessage;
  return UNEXPECTED;
}

/**
 * The public check of a discharge declaration's code (Lei nº 12.007/2009): the code typed (or
 * given in `?codigo=`), checked on the page first (its check symbol) and then by the CMS.
 */
export function DeclarationCheck() {
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [found, setFound] = useState<DeclarationCheckView['data'] | null>(null);

  const run = async (typed: string) => {
    setFailure(null);
    setFound(null);
    const normalized = normalizeVerificationCode(typed);
    if (!normalized) {
      setFailure(DECLARATION_MESSAGES.codeInvalid);
      return;
    }
    setBusy(true);
    try {
      setFound((await checkDeclaration(normalized)).data);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    const given = new URLSearchParams(window.location.search).get('codigo');
    if (given) {
      setCode(given);
      void run(given);
    }
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(code);
  };

  return (
    <div className={styles.check}>
      <form onSubmit={submit} noValidate aria-label="Verificar declaração de quitação">
        <label htmlFor={`${id}-code`}>Código de verificação</label>
        <input
          id={`${id}-code`}
          name="codigo"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          aria-describedby={`${id}-hint`}
          aria-invalid={failure === DECLARATION_MESSAGES.codeInvalid || undefined}
          maxLength={40}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          Os 16 caracteres impressos na declaração, com ou sem hífens.
        </p>
        <Button type="submit" loading={busy}>
          Verificar
        </Button>
      </form>
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      {found && (
        <section role="status" aria-label="Resultado da verificação" className={styles.result}>
          <h2>Declaração autêntica</h2>
          <dl>
            <div>
              <dt>Titular</dt>
              <dd>{found.holder}</dd>
            </div>
            <div>
              <dt>Contrato</dt>
              <dd>{found.contract}</dd>
            </div>
            <div>
              <dt>Ano</dt>
              <dd>{found.year}</dd>
            </div>
            <div>
              <dt>Data de emissão</dt>
              <dd>{found.issueDate}</dd>
            </div>
            <div>
              <dt>Abrangência</dt>
              <dd>
                {found.partial
                  ? `Parcial: exclui ${monthList(found.excludedMonths)} (débito em discussão judicial)`
                  : 'Integral: todas as faturas do ano'}
              </dd>
            </div>
          </dl>
        </section>
      )}
    </div>
  );
}
