import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_PROFILE_SORT, type ProfileSort, type SituationFilter } from '@domain/administration/constants';
import { ADMIN_MESSAGES as M } from '@domain/administration/messages';
import type { PlatformUserView, ProfileListItem } from '@domain/administration/types';
import { maskCpfCnpj } from '@domain/cpf-cnpj';
import type { PortalRole } from '@domain/roles';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/modal';
import { ListState } from '~/components/ui/user';
import { useFailureToast } from '~/components/ui/toast';
import { useProfilesByRole } from '../api/list-profiles-by-role';
import { useRoles } from '../api/list-roles';
import { ListToolbar, SituationBadge } from './ListToolbar';
import { useUserActions } from './UserActions';
import styles from './Admin.module.css';

const SEARCH_DELAY_MS = 300;

export interface ProfileType {
  key: string;
  tab: string;
  title: string;
  /** The roles listed, by their name in GET /api/admin/roles (spec 02 §6: "list users by role name"). */
  roleNames: readonly string[];
  /** The access type of a profile added from this list; none for a list of customer accounts. */
  newRole?: PortalRole;
  /** The administrator type lists companies: its name column is 'Razão Social'. */
  company: boolean;
}

/** A staff row as the user form and actions take it. */
const asUser = (p: ProfileListItem): PlatformUserView => ({
  id: p.id,
  name: p.name,
  email: p.email,
  cpfCnpj: p.cpfCnpj,
  type: 'INDIVIDUAL',
  role: p.roleId,
  roleLabel: p.roleName,
  profileId: p.profileId,
  profileName: p.profileName,
  situation: p.situation,
  updatedAt: p.updatedAt,
  createdAt: p.createdAt,
  enabled: p.enabled,
  secondFactor: false,
});

/**
 * The profile list of spec 02 §2.1 for one type (Admin, Atendente, Administradora): title by
 * type, search (name, e-mail, CPF/CNPJ digits or situation label), status chips, sort (newest
 * first by default), the add-new-profile button, columns name ('Razão Social' for the
 * administrator type, otherwise 'Nome completo'), e-mail, CNPJ or CPF, situation, and per-row
 * actions. The role ids come from GET /api/admin/roles; search, chips and sort are the query of
 * GET /api/admin/users/list (the server filters and orders), 20 rows a page.
 */
export function ProfileListByRole({ type }: { type: ProfileType }) {
  const roles = useRoles();
  const rolesIds = useMemo(
    () => (roles.data ? roles.data.data.filter((r) => type.roleNames.includes(r.name)).map((r) => r.id) : null),
    [roles.data, type.roleNames],
  );
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const [situation, setSituation] = useState<SituationFilter>('ALL');
  const [sort, setSort] = useState<ProfileSort>(DEFAULT_PROFILE_SORT);
  const { data, error, size, setSize, isValidating, mutate } = useProfilesByRole({ rolesIds, term, situation, sort });
  const failure = roles.error ?? error;
  // Spec 02 §8: a failed profile fetch toasts 'Erro ao buscar os perfis' (and the list says so).
  useFailureToast(failure, M.profilesFetchFailed);
  const { canCreate, create, actions, modals } = useUserActions(() => mutate());
  const [shown, setShown] = useState<ProfileListItem | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const rows = data?.flatMap((p) => p.data.data) ?? [];
  const total = data?.[0]?.data.total ?? 0;
  const nameColumn = type.company ? 'Razão Social' : 'Nome completo';
  const documentColumn = type.company ? 'CNPJ' : 'CPF';
  return (
    <div>
      <div className={styles.header}>
        <h2>{type.title}</h2>
        {type.newRole && canCreate && <Button onClick={() => create(type.newRole)}>Adicionar novo perfil</Button>}
      </div>
      <ListToolbar
        searchLabel={`Buscar em ${type.title}`}
        term={input}
        onTerm={setInput}
        situation={situation}
        onSituation={setSituation}
        sort={sort}
        onSort={setSort}
      />
      <div className={styles.card}>
        <ListState
          failed={Boolean(failure)}
          loading={!data}
          empty={rows.length === 0}
          errorText={M.profilesFetchFailed}
          emptyText={M.profileNotFound}
        >
          <table className={styles.table}>
            <caption className="visually-hidden">{type.title}</caption>
            <thead>
              <tr>
                <th scope="col">{nameColumn}</th>
                <th scope="col">E-mail</th>
                <th scope="col">{documentColumn}</th>
                <th scope="col">Situação</th>
                <th scope="col">Ações</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.id}>
                  <td>{p.name}</td>
                  <td>{p.email}</td>
                  <td>{p.cpfCnpj ? maskCpfCnpj(p.cpfCnpj) : '—'}</td>
                  <td>
                    <SituationBadge situation={p.situation} />
                  </td>
                  <td>
                    {type.company ? (
                      <div className={styles.actions}>
                        <Button variant="link" onClick={() => setShown(p)} aria-label={`Visualizar ${p.name}`}>
                          Visualizar
                        </Button>
                      </div>
                    ) : (
                      actions(asUser(p))
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length < total && (
            <div className={styles.actions}>
              <Button variant="secondary" loading={isValidating} onClick={() => void setSize(size + 1)}>
                Mostrar mais ({rows.length} de {total})
              </Button>
            </div>
          )}
        </ListState>
      </div>
      {modals}
      <Modal
        open={shown !== null}
        title={shown?.name ?? ''}
        onClose={() => setShown(null)}
        actions={
          <Button variant="secondary" onClick={() => setShown(null)}>
            Fechar
          </Button>
        }
      >
        {shown && (
          <dl className={styles.details}>
            <dt>{nameColumn}</dt>
            <dd>{shown.name}</dd>
            <dt>E-mail</dt>
            <dd>{shown.email}</dd>
            <dt>{documentColumn}</dt>
            <dd>{shown.cpfCnpj ? maskCpfCnpj(shown.cpfCnpj) : '—'}</dd>
            <dt>Situação</dt>
            <dd>
              <SituationBadge situation={shown.situation} />
            </dd>
          </dl>
        )}
      </Modal>
    </div>
  );
}
