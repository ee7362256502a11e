import { useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { ADMIN_MESSAGES as M } from '@domain/administration/messages';
import type { PlatformUserView } from '@domain/administration/types';
import { outranks } from '@domain/roles';
import { Button } from '~/components/ui/Button';
import { ConfirmModal } from '~/components/ui/modal';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { $user } from '../../../stores/user';
import { deleteUser } from '../api/delete-user';
import { useGroups } from '../api/list-groups';
import { resetUserPassword } from '../api/reset-user-password';
import { resetUserSecondFactor } from '../api/reset-user-second-factor';
import { UserFormModal } from './UserFormModal';
import styles from './Admin.module.css';

type Confirm = { kind: 'delete' | 'reset' | 'second-factor'; user: PlatformUserView };

/**
 * The per-row actions on platform users (spec 02 §2.1, §2.2): edit (the user form), password
 * reset and delete, each after a confirmation modal, and — for the admin master — the second
 * factor reset. Offered only as the server allows them (usuarios.editar / usuarios.deletar and
 * the rank rule of domain/roles.ts `outranks`). `onChanged` runs after a saved change.
 */
export function useUserActions(onChanged: () => unknown) {
  const me = useStore($user);
  const can = (action: string) => Boolean(me?.permissions.includes(`usuarios.${action}`));
  const above = (u: PlatformUserView) => Boolean(me && outranks({ role: me.role }, { role: u.role }));
  const groups = useGroups();
  const [form, setForm] = useState<{ user: PlatformUserView | null; role?: PlatformUserView['role'] } | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async () => {
    if (!confirm) return;
    setBusy(true);
    try {
      if (confirm.kind === 'delete') {
        await deleteUser(confirm.user.id);
        toast.success(M.changesSaved);
        await onChanged();
      } else if (confirm.kind === 'second-factor') {
        const answer = await resetUserSecondFactor(confirm.user.id);
        toast.success(answer.message);
        await onChanged();
      } else {
        const answer = await resetUserPassword(confirm.user.id);
        toast.success(answer.message);
      }
    } catch (error) {
      toast.error((error instanceof ApiError && error.status === 403 && error.serverMessage) || M.changesNotSaved);
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  const actions = (u: PlatformUserView): ReactNode => (
    <div className={styles.actions}>
      {can('editar') && (
        <Button variant="link" onClick={() => setForm({ user: u })} aria-label={`Editar ${u.name}`}>
          Editar
        </Button>
      )}
      {can('editar') && u.situation !== 'DEACTIVATE' && above(u) && (
        <Button variant="link" onClick={() => setConfirm({ kind: 'reset', user: u })} aria-label={`Redefinir senha de ${u.name}`}>
          Redefinir senha
        </Button>
      )}
      {me?.role === 'admin-master' && u.secondFactor && u.id !== me.id && (
        <Button
          variant="link"
          onClick={() => setConfirm({ kind: 'second-factor', user: u })}
          aria-label={`Redefinir verificação em duas etapas de ${u.name}`}
        >
          Redefinir verificação em duas etapas
        </Button>
      )}
      {can('deletar') && u.id !== me?.id && above(u) && (
        <Button variant="link" onClick={() => setConfirm({ kind: 'delete', user: u })} aria-label={`Excluir ${u.name}`}>
          Excluir
        </Button>
      )}
    </div>
  );

  const modals = (
    <>
      {form && (
        <UserFormModal
          open
          user={form.user}
          initialRole={form.role}
          groups={groups.data?.data ?? []}
          isMaster={me?.role === 'admin-master'}
          locked={Boolean(form.user && form.user.id !== me?.id && !above(form.user))}
          onClose={(saved) => {
            setForm(null);
            if (saved) void onChanged();
          }}
        />
      )}
      <ConfirmModal
        open={confirm !== null}
        title={
          confirm?.kind === 'delete'
            ? 'Excluir usuário?'
            : confirm?.kind === 'second-factor'
              ? 'Redefinir verificação em duas etapas?'
              : 'Redefinir senha?'
        }
        confirmLabel={confirm?.kind === 'delete' ? 'Excluir' : confirm?.kind === 'second-factor' ? 'Redefinir' : 'Enviar link'}
        danger={confirm?.kind === 'delete'}
        busy={busy}
        onConfirm={() => void act()}
        onClose={() => setConfirm(null)}
      >
        <p>
          {confirm?.kind === 'delete'
            ? `O usuário ${confirm.user.name} será excluído e perderá o acesso. Esta ação não pode ser desfeita.`
            : confirm?.kind === 'second-factor'
              ? `O aplicativo autenticador de ${confirm.user.name} deixará de valer e as sessões abertas serão encerradas. No próximo acesso, o usuário cadastra o aplicativo de novo.`
              : `Enviaremos para ${confirm?.user.email ?? ''} um link para redefinir a senha.`}
        </p>
      </ConfirmModal>
    </>
  );

  return {
    canCreate: can('criar'),
    /** Opens the new-user form, with the access type preset when given. */
    create: (role?: PlatformUserView['role']) => setForm({ user: null, ...(role ? { role } : {}) }),
    actions,
    modals,
  };
}
