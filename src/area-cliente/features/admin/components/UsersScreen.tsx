import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import {
  DEFAULT_PROFILE_SORT,
  INFINITE_SCROLL_THRESHOLD_PX,
  type ProfileSort,
  type SituationFilter,
} from '@domain/administration/constants';
import { ADMIN_MESSAGES as M } from '@domain/administration/messages';
import { maskCpfCnpj } from '@domain/cpf-cnpj';
import { Button } from '~/components/ui/Button';
import { ListState } from '~/components/ui/user';
import { $user } from '../../../stores/user';
import { useUsers } from '../api/list-users';
import { ListToolbar, SituationBadge } from './ListToolbar';
import { useUserActions } from './UserActions';
import { ProfileListByRole, type ProfileType } from './ProfileListByRole';
import styles from './Admin.module.css';

const SEARCH_DELAY_MS = 300;

/** The older variant's profile types (spec 02 §2.2, §6): Admin only for the admin master. */
const PROFILE_TYPES: readonly ProfileType[] = [
  {
    key: 'admin',
    tab: 'Admin',
    title: 'Administradores',
    roleNames: ['Administrador', 'Administrador master'],
    newRole: 'admin',
    company: false,
  },
  {
    key: 'atendente',
    tab: 'Atendente',
    title: 'Atendentes',
    roleNames: ['Atendente', 'Atendente 2'],
    newRole: 'attendant-only',
    company: false,
  },
  { key: 'administradora', tab: 'Administradora', title: 'Administradoras', roleNames: ['Indústria'], company: true },
];

/**
 * /area-cliente/perfis-necta/usuarios (spec 02 §2.1, §2.2): platform users with infinite scroll
 * (20 per page, the next one asked within 10 px of the bottom), search, status chips, sort,
 * create, edit, delete with confirmation and password reset.
 */
export default function UsersScreen() {
  const me = useStore($user);
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const [situation, setSituation] = useState<SituationFilter>('ALL');
  const [sort, setSort] = useState<ProfileSort>(DEFAULT_PROFILE_SORT);
  const { data, error, size, setSize, isValidating, mutate } = useUsers({ term, situation, sort });
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

  const { canCreate, create, actions, modals } = useUserActions(() => mutate());

  return (
    <section className={styles.screen} aria-labelledby="usuarios-title">
      <div className={styles.header}>
        <h1 id="usuarios-title">Usuários</h1>
        {canCreate && !type && <Button onClick={() => create()}>Adicionar novo usuário</Button>}
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
              <ListState
                failed={Boolean(error)}
                loading={!data}
                empty={users.length === 0}
                errorText={M.dataFetchFailed}
                emptyText={M.profileNotFound}
              >
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
                          <td>{actions(u)}</td>
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
              </ListState>
            </div>
          </>
        )}
      </div>
      {modals}
    </section>
  );
}
