import { useId, useState } from 'react';
import { MAX_SECONDARY_USERS, SITUATION_LABELS } from '@domain/administration/constants';
import { ADMIN_MESSAGES as M } from '@domain/administration/messages';
import { canChangeSituation } from '@domain/administration/rules';
import type { SecondaryUserView } from '@domain/administration/types';
import { maskCpfCnpj } from '@domain/cpf-cnpj';
import { Button } from '~/components/ui/Button';
import fieldStyles from '~/components/ui/form/Field.module.css';
import { ConfirmModal } from '~/components/ui/modal';
import { ListState } from '~/components/ui/user';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { deleteSecondaryUser } from '../api/delete-secondary-user';
import { useSecondaryUsers } from '../api/list-secondary-users';
import { updateSecondaryUser } from '../api/update-secondary-user';
import { SecondaryUserModal } from './SecondaryUserModal';
import styles from './SecondaryUsers.module.css';

/**
 * /area-cliente/meus-usuarios (spec 02 §2.3): the secondary users of an industry administrator
 * account — at most 3 (the add button is disabled from 3), created pending validation; the
 * situation select only for ACTIVE/DEACTIVATE users with contracts.
 */
export default function SecondaryUsersScreen() {
  const id = useId();
  const { data, error, mutate } = useSecondaryUsers();
  const [form, setForm] = useState<{ user: SecondaryUserView | null } | null>(null);
  const [toDelete, setToDelete] = useState<SecondaryUserView | null>(null);
  const [busy, setBusy] = useState(false);
  const users = data?.data ?? [];
  const max = data?.max ?? MAX_SECONDARY_USERS;
  const full = users.length >= max;

  const changeSituation = async (user: SecondaryUserView, situation: 'ACTIVE' | 'DEACTIVATE') => {
    try {
      await updateSecondaryUser(user.id, {
        name: user.name,
        cpfCnpj: user.cpfCnpj ?? '',
        email: user.email,
        contracts: user.contracts.map((c) => c.id),
        situation,
      });
      toast.success(M.changesSaved);
    } catch (e) {
      toast.error(e instanceof ApiError && e.serverMessage ? e.serverMessage : M.changesNotSaved);
    }
    await mutate();
  };

  const remove = async () => {
    if (!toDelete) return;
    setBusy(true);
    try {
      await deleteSecondaryUser(toDelete.id);
      toast.success(M.changesSaved);
      await mutate();
    } catch {
      toast.error(M.changesNotSaved);
    } finally {
      setBusy(false);
      setToDelete(null);
    }
  };

  return (
    <section className={styles.screen} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <h1 id={`${id}-title`}>Meus usuários</h1>
        <Button onClick={() => setForm({ user: null })} disabled={!data || full} aria-describedby={`${id}-limit`}>
          Adicionar usuário
        </Button>
      </div>
      <p id={`${id}-limit`} className={styles.lead}>
        Você pode cadastrar até {max} usuários secundários. Cada novo usuário recebe por e-mail um link de validação, válido por 3 horas.
        {full && ' O limite de usuários foi atingido.'}
      </p>
      <div className={styles.card}>
        <ListState
          failed={Boolean(error)}
          loading={!data}
          empty={users.length === 0}
          errorText={M.dataFetchFailedLong}
          emptyText={M.noData}
        >
          <table className={styles.table}>
            <caption className="visually-hidden">Usuários secundários</caption>
            <thead>
              <tr>
                <th scope="col">Nome</th>
                <th scope="col">E-mail</th>
                <th scope="col">CPF/CNPJ</th>
                <th scope="col">Situação</th>
                <th scope="col">Contratos</th>
                <th scope="col">Ações</th>
              </tr>
            </thead>
            <tbody>
              {users.map((u) => (
                <tr key={u.id}>
                  <td>{u.name}</td>
                  <td>{u.email}</td>
                  <td>{u.cpfCnpj ? maskCpfCnpj(u.cpfCnpj) : '—'}</td>
                  <td>
                    {canChangeSituation(u) ? (
                      <select
                        className={`${fieldStyles.input} ${styles.select}`}
                        aria-label={`Situação de ${u.name}`}
                        value={u.situation}
                        onChange={(e) => void changeSituation(u, e.target.value as 'ACTIVE' | 'DEACTIVATE')}
                      >
                        <option value="ACTIVE">{SITUATION_LABELS.ACTIVE}</option>
                        <option value="DEACTIVATE">{SITUATION_LABELS.DEACTIVATE}</option>
                      </select>
                    ) : (
                      SITUATION_LABELS[u.situation]
                    )}
                  </td>
                  <td>{u.contracts.length ? u.contracts.map((c) => c.consumerCode).join(', ') : '—'}</td>
                  <td>
                    <div className={styles.actions}>
                      <Button variant="link" onClick={() => setForm({ user: u })} aria-label={`Editar ${u.name}`}>
                        Editar
                      </Button>
                      <Button variant="link" onClick={() => setToDelete(u)} aria-label={`Excluir ${u.name}`}>
                        Excluir
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ListState>
      </div>
      {form && data && (
        <SecondaryUserModal
          user={form.user}
          ownerContracts={data.ownerContracts}
          onClose={(saved) => {
            setForm(null);
            if (saved) void mutate();
          }}
        />
      )}
      <ConfirmModal
        open={toDelete !== null}
        title="Excluir usuário?"
        confirmLabel="Excluir"
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setToDelete(null)}
      >
        <p>O usuário {toDelete?.name} será excluído e perderá o acesso. Esta ação não pode ser desfeita.</p>
      </ConfirmModal>
    </section>
  );
}
