import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import {
  DEFAULT_PROFILE_SORT,
  INFINITE_SCROLL_THRESHOLD_PX,
  type ProfileSort,
  type SituationFilter,
} from '@domain/administration/constants';
import { ADMIN_MESSAGES as M } from '@domain/administration/messages';
import type { PlatformUserView } from '@domain/administration/types';
import { maskCpfCnpj } from '@domain/cpf-cnpj';
import { outranks } from '@domain/roles';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/modal';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { $user } from '../../../stores/user';
import { deleteUser } from '../api/delete-user';
import { useGroups } from '../api/groups';
import { resetUserPassword } from '../api/reset-user-password';
import { resetUserSecondFactor } from '../api/reset-user-second-factor';
import { useUsers } from '../api/users';
import { ListToolbar, SituationBadge } from './ListToolbar';
import { ProfileListByRole, type ProfileType } from './ProfileListByRole';
import { UserFormModal } from './UserFormModal';
import styles from './Admin.module.css';

const SEARCH_DELAY_MS = 300;

/** The older variant's profile types (spec 02 §2.2, §6): Admin only for the admin master. */
const PROFILE_TYPES: readonly ProfileType[] = [
  { key: 'admin', tab: 'Admin', title: 'Administradores', roles: ['admin', 'admin-master'], company: false },
  { key: 'atendente', tab: 'Atendente', title: 'Atendentes', roles: ['attendant-only', 'attendant-2'], company: false },
  { key: 'administradora', tab: 'Administradora', title: 'Administradoras', roles: ['industry'], company: true },
];

/**
 * /area-cliente/perfis-necta-usuarios (spec 02 §2.1, §2.2): platform users with infinite scroll
 * (20 per page, the next one asked within 10 px of the bottom), search, status chips, sort,
 * create, edit, delete with confirmation and password reset.
 */
export default function UsersScreen() {
  const me = useStore($user);
  const can = (action: string) => Boolean(me?.permissions.includes(`usuarios.${action}`));
  // The server's rank rule: e-mail, password, profile and access only of accounts the caller outranks.
  const above = (u: PlatformUserView) => Boolean(me && outranks({ role: me.role }, { role: u.role }));
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const [situation, setSituation] = useState<SituationFilter>('ALL');
  const [sort, setSort] = useState<ProfileSort>(DEFAULT_PROFILE_SORT);
  const { data, error, size, setSize, isValidating, mutate } = useUsers({ term, situation, sort });
  const groups = useGroups();
  const [form, setForm] = useState<{ user: PlatformUserView | null } | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'delete' | 'reset' | 'second-factor'; user: PlatformUserView } | null>(null);
  const [busy, setBusy] = useState(false);
  const base = useId();
  const views = [{ key: 'usuarios', tab: 'Usuários' }, ...PROFILE_TYPES.filter((t) => t.key !== 'admin' || me?.role === 'admin-master')];
  const [view, setView] = useState('usuarios');
  const type = PROFILE_TYPES.find((t) => t.key === view && views.includes(t)) ?? null;
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const index = views.findIndex((v) => v.key === view);
    const next = views[(index + (e.key === 'ArrowRight' ? 1 : -1) + views.length) % views.length]!;
    setView(next.key);
    document.getElementById(`${base}-${next.key}`)?.focus();
  };

  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const users = data?.flatMap((p) => p.data) ?? [];
  const total = data?.[0]?.total ?? 0;
  const hasMore = users.length < total;

  const region = useRef<HTMLDivElement>(null);
  const loadMoreIfAtBottom = () => {
    const el = region.current;
    if (el && hasMore && !isValidating && el.scrollHeight - el.scrollTop - el.clientHeight <= INFINITE_SCROLL_THRESHOLD_PX)
      void setSize(size + 1);
  };
  // A page that does not fill the region leaves nothing to scroll: ask for the next one at once.
  useEffect(loadMoreIfAtBottom);

  const act = async () => {
    if (!confirm) return;
    setBusy(true);
    try {
      if (confirm.kind === 'delete') {
        await deleteUser(confirm.user.id);
        toast.success(M.changesSaved);
        await mutate();
      } else if (confirm.kind === 'second-factor') {
        const answer = await resetUserSecondFactor(confirm.user.id);
        toast.success(answer.message);
        await mutate();
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

  return (
    <section className={styles.screen} aria-labelledby="usuarios-title">
      <div className={styles.header}>
        <h1 id="usuarios-title">Usuários</h1>
        {can('criar') && <Button onClick={() => setForm({ user: null })}>Adicionar novo usuário</Button>}
      </div>
      <div role="tablist" aria-label="Tipos de perfil" className={styles.tabs}>
        {views.map((v) => (
          <button
            key={v.key}
            id={`${base}-${v.key}`}
            type="button"
            role="tab"
            aria-selected={view === v.key}
            aria-controls={`${base}-panel`}
            tabIndex={view === v.key ? 0 : -1}
            className={styles.tab}
            onClick={() => setView(v.key)}
            onKeyDown={onTabKey}
          >
            {v.tab}
          </button>
        ))}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-${view}`}>
        {type ? (
          <ProfileListByRole key={type.key} type={type} />
        ) : (
          <>
            <ListToolbar
              searchLabel="Buscar por nome, e-mail, CPF/CNPJ ou situação"
              term={input}
              onTerm={setInput}
              situation={situation}
              onSituation={setSituation}
              sort={sort}
              onSort={setSort}
            />
            <div className={styles.card}>
              {error ? (
                <p role="alert">{M.dataFetchFailed}</p>
              ) : !data ? (
                <p role="status" className={styles.status}>
                  Carregando…
                </p>
              ) : users.length === 0 ? (
                <p className={styles.empty}>{M.profileNotFound}</p>
              ) : (
                <div
                  className={styles.scroll}
                  ref={region}
                  onScroll={loadMoreIfAtBottom}
                  tabIndex={0}
                  role="region"
                  aria-label={`Lista de usuários: ${users.length} de ${total}`}
                >
                  <table className={styles.table}>
                    <caption className="visually-hidden">Usuários da plataforma</caption>
                    <thead>
                      <tr>
                        <th scope="col">Nome completo</th>
                        <th scope="col">E-mail</th>
                        <th scope="col">CPF/CNPJ</th>
                        <th scope="col">Perfil</th>
                        <th scope="col">Situação</th>
                        <th scope="col">Ações</th>
                      </tr>
                    </thead>
                    <tbody>
                      {users.map((u) => (
                        <tr key={u.id}>
                          <td>{u.name}</td>
                          <td>{u.email}</td>
                          <td>{u.cpfCnpj ? maskCpfCnpj(u.cpfCnpj) : '—'}</td>
                          <td>{u.profileName ?? '—'}</td>
                          <td>
                            <SituationBadge situation={u.situation} />
                          </td>
                          <td>
                            <div className={styles.actions}>
                              {can('editar') && (
                                <Button variant="link" onClick={() => setForm({ user: u })} aria-label={`Editar ${u.name}`}>
                                  Editar
                                </Button>
                              )}
                              {can('editar') && u.situation !== 'DEACTIVATE' && above(u) && (
                                <Button
                                  variant="link"
                                  onClick={() => setConfirm({ kind: 'reset', user: u })}
                                  aria-label={`Redefinir senha de ${u.name}`}
                                >
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
                                <Button
                                  variant="link"
                                  onClick={() => setConfirm({ kind: 'delete', user: u })}
                                  aria-label={`Excluir ${u.name}`}
                                >
                                  Excluir
                                </Button>
                              )}
                            </div>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  {isValidating && hasMore && (
                    <p role="status" className={styles.status}>
                      Carregando mais usuários…
                    </p>
                  )}
                </div>
              )}
            </div>
          </>
        )}
      </div>
      {form && (
        <UserFormModal
          open
          user={form.user}
          groups={groups.data?.data ?? []}
          isMaster={me?.role === 'admin-master'}
          locked={Boolean(form.user && form.user.id !== me?.id && !above(form.user))}
          onClose={(saved) => {
            setForm(null);
            if (saved) void mutate();
          }}
        />
      )}
      <Modal
        open={confirm !== null}
        title={
          confirm?.kind === 'delete'
            ? 'Excluir usuário?'
            : confirm?.kind === 'second-factor'
              ? 'Redefinir verificação em duas etapas?'
              : 'Redefinir senha?'
        }
        onClose={() => setConfirm(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirm(null)} disabled={busy}>
              Cancelar
            </Button>
            <Button variant={confirm?.kind === 'delete' ? 'danger' : 'primary'} onClick={() => void act()} loading={busy}>
              {confirm?.kind === 'delete' ? 'Excluir' : confirm?.kind === 'second-factor' ? 'Redefinir' : 'Enviar link'}
            </Button>
          </>
        }
      >
        <p>
          {confirm?.kind === 'delete'
            ? `O usuário ${confirm.user.name} será excluído e perderá o acesso. Esta ação não pode ser desfeita.`
            : confirm?.kind === 'second-factor'
              ? `O aplicativo autenticador de ${confirm.user.name} deixará de valer e as sessões abertas serão encerradas. No próximo acesso, o usuário cadastra o aplicativo de novo.`
              : `Enviaremos para ${confirm?.user.email ?? ''} um link para redefinir a senha.`}
        </p>
      </Modal>
    </section>
  );
}
