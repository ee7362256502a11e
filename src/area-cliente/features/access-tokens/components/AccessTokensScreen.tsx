import { useId, useState, type FormEvent } from 'react';
import {
  ACCESS_TOKEN_MESSAGES as M,
  DEFAULT_EXPIRY_DAYS,
  SCOPE_LABELS,
  TOKEN_NAME_MAX,
  TOKEN_SCOPES,
  createTokenErrors,
  type AccessTokenView,
  type TokenScope,
} from '@domain/access-tokens/rules';
import { Button } from '~/components/ui/Button';
import { copyButtonLabel, useCopy } from '~/components/ui/copy';
import { Checkbox, TextField } from '~/components/ui/form';
import { SelectField } from '~/components/ui/form/SelectField';
import { ConfirmModal } from '~/components/ui/modal';
import { ListState } from '~/components/ui/user';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { fieldErrors } from '~/lib/api-call';
import { formatDateTimeAt } from '~/lib/format';
import { createAccessToken } from '../api/create-access-token';
import { useAccessTokens } from '../api/list-access-tokens';
import { revokeAccessToken } from '../api/revoke-access-token';
import { STATE_LABELS, expiryOptions } from '../model/labels';
import styles from './AccessTokens.module.css';

const serverMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage ? error.serverMessage : fallback;

/** The token just created, shown once with its copy button and the warning. */
function CreatedToken({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const id = useId();
  const { state, copy } = useCopy();
  return (
    <section className={styles.created} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Token “{name}” criado</h2>
      <p className={styles.warning} role="alert">
        Copie o token agora e guarde-o em local seguro: por segurança, ele não será mostrado de novo. Quem tiver o token age em nome desta
        conta, nos escopos escolhidos.
      </p>
      <label htmlFor={`${id}-token`}>Token</label>
      <div className={styles.tokenRow}>
        <input id={`${id}-token`} className={styles.token} readOnly value={token} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="secondary" onClick={() => void copy(token)}>
          {copyButtonLabel(state, 'Copiar token')}
        </Button>
      </div>
      <Button onClick={onDone}>Já copiei o token</Button>
    </section>
  );
}

/** The create form: name, scopes, expiry (up to the server's maximum). */
function CreateForm({ maxDays, onCreated }: { maxDays: number; onCreated: (created: { name: string; token: string }) => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScope[]>(['consumption:read']);
  const [days, setDays] = useState(String(Math.min(DEFAULT_EXPIRY_DAYS, maxDays)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { name: name.trim(), scopes, expiresInDays: Number(days) };
    const found = createTokenErrors(body);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const answer = await createAccessToken(body);
      toast.success(answer.message);
      setName('');
      onCreated({ name: answer.data.name, token: answer.data.token });
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(serverMessage(error, 'Não foi possível criar o token. Tente novamente.'));
    } finally {
      setBusy(false);
    }
  };

  const toggle = (scope: TokenScope, on: boolean) =>
    setScopes((current) => (on ? [...new Set([...current, scope])] : current.filter((s) => s !== scope)));

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} aria-label="Novo token de acesso" noValidate>
      <TextField
        label="Nome do token"
        hint="Para você reconhecer onde ele é usado, por exemplo “ERP da fábrica”."
        maxLength={TOKEN_NAME_MAX}
        value={name}
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
      />
      <fieldset className={styles.scopes} aria-describedby={errors.scopes ? 'access-token-scopes-error' : undefined}>
        <legend>Escopos</legend>
        {TOKEN_SCOPES.map((scope) => (
          <Checkbox
            key={scope}
            label={`${SCOPE_LABELS[scope]} (${scope})`}
            checked={scopes.includes(scope)}
            onChange={(e) => toggle(scope, e.target.checked)}
          />
        ))}
        {errors.scopes && (
          <p id="access-token-scopes-error" className={styles.error}>
            {errors.scopes}
          </p>
        )}
      </fieldset>
      <SelectField
        label="Validade"
        placeholder="Selecione a validade"
        options={expiryOptions(maxDays)}
        value={days}
        error={errors.expiresInDays}
        onChange={(e) => setDays(e.target.value)}
      />
      <div>
        <Button type="submit" loading={busy}>
          Criar token
        </Button>
      </div>
    </form>
  );
}

/**
 * /area-cliente/acesso-api (issue 26 §6; docs/access-tokens.md): the industrial administrator's
 * personal access tokens for its own systems — create (shown once, with a copy button), list
 * (name, scopes, created, last used, expiry, prefix, state) and revoke after a confirmation.
 */
export default function AccessTokensScreen() {
  const id = useId();
  const { data, error, mutate } = useAccessTokens();
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [toRevoke, setToRevoke] = useState<AccessTokenView | null>(null);
  const [busy, setBusy] = useState(false);
  const tokens = data?.data.tokens ?? [];

  const revoke = async () => {
    if (!toRevoke) return;
    setBusy(true);
    try {
      const answer = await revokeAccessToken(toRevoke.id);
      toast.success(answer.message);
      await mutate();
    } catch (e) {
      toast.error(serverMessage(e, 'Não foi possível revogar o token. Tente novamente.'));
    } finally {
      setBusy(false);
      setToRevoke(null);
    }
  };

  return (
    <section className={styles.screen} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Acesso por API</h1>
      <p className={styles.lead}>
        Crie tokens para os sistemas da sua empresa lerem medições, dados e condições dos seus contratos e enviarem a programação diária
        pela API do portal, com as mesmas regras e horários da tela. Cada token tem escopos, validade e pode ser revogado a qualquer
        momento.
      </p>
      {created ? (
        <CreatedToken name={created.name} token={created.token} onDone={() => setCreated(null)} />
      ) : (
        data && (
          <CreateForm
            maxDays={data.data.maxDays}
            onCreated={(made) => {
              setCreated(made);
              void mutate();
            }}
          />
        )
      )}
      <h2>Seus tokens</h2>
      <div className={styles.card}>
        <ListState
          failed={Boolean(error)}
          loading={!data}
          empty={tokens.length === 0}
          errorText="Não foi possível carregar os tokens. Tente novamente."
          emptyText="Nenhum token criado."
        >
          <table className={styles.table}>
            <caption className="visually-hidden">Tokens de acesso</caption>
            <thead>
              <tr>
                <th scope="col">Nome</th>
                <th scope="col">Prefixo</th>
                <th scope="col">Escopos</th>
                <th scope="col">Criado em</th>
                <th scope="col">Último uso</th>
                <th scope="col">Validade</th>
                <th scope="col">Situação</th>
                <th scope="col">Ações</th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((t) => (
                <tr key={t.id}>
                  <td>{t.name}</td>
                  <td>
                    <code>{t.prefix}…</code>
                  </td>
                  <td>{t.scopes.join(', ')}</td>
                  <td>{formatDateTimeAt(t.createdAt)}</td>
                  <td>{t.lastUsedAt ? formatDateTimeAt(t.lastUsedAt) : 'Nunca usado'}</td>
                  <td>{formatDateTimeAt(t.expiresAt)}</td>
                  <td>{STATE_LABELS[t.state]}</td>
                  <td>
                    {t.state === 'revoked' ? (
                      '—'
                    ) : (
                      <Button variant="link" onClick={() => setToRevoke(t)} aria-label={`Revogar ${t.name}`}>
                        Revogar
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ListState>
      </div>
      <ConfirmModal
        open={toRevoke !== null}
        title="Revogar token?"
        confirmLabel="Revogar"
        danger
        busy={busy}
        onConfirm={() => void revoke()}
        onClose={() => setToRevoke(null)}
      >
        <p>
          O token {toRevoke?.name} deixará de funcionar imediatamente: os sistemas que o usam receberão “{M.revokedToken}”. Esta ação não
          pode ser desfeita.
        </p>
      </ConfirmModal>
    </section>
  );
}
