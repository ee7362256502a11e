import { useMemo, useState } from 'react';
import { DEFAULT_PROFILE_SORT, type ProfileSort, type SituationFilter } from '@domain/administration/constants';
import { ADMIN_MESSAGES as M } from '@domain/administration/messages';
import { matchesProfileSearch } from '@domain/administration/rules';
import type { ProfileListItem } from '@domain/administration/types';
import { maskCpfCnpj } from '@domain/cpf-cnpj';
import type { PortalRole } from '@domain/roles';
import { useFailureToast } from '~/components/ui/toast';
import { useProfilesByRole } from '../api/profiles-by-role';
import { ListToolbar, SituationBadge } from './ListToolbar';
import styles from './Admin.module.css';

export interface ProfileType {
  key: string;
  tab: string;
  title: string;
  roles: readonly PortalRole[];
  /** The administrator type lists companies: its name column is 'Razão Social'. */
  company: boolean;
}

function sorted(items: readonly ProfileListItem[], sort: ProfileSort) {
  return [...items].sort((a, b) =>
    sort === 'alpha'
      ? a.name.localeCompare(b.name, 'pt-BR')
      : sort === 'asc'
        ? a.createdAt.localeCompare(b.createdAt)
        : b.createdAt.localeCompare(a.createdAt),
  );
}

/**
 * The profile list of spec 02 §2.1 for one type (Admin, Atendente, Administradora): title by
 * type, search (name, e-mail, CPF/CNPJ digits or situation label), status chips, sort (newest
 * first by default), columns name ('Razão Social' for the administrator type, otherwise 'Nome
 * completo'), e-mail, CNPJ or CPF, situation.
 */
export function ProfileListByRole({ type }: { type: ProfileType }) {
  const { data, error } = useProfilesByRole(type.roles);
  // Spec 02 §8: a failed profile fetch toasts 'Erro ao buscar os perfis' (and the list says so).
  useFailureToast(error, M.profilesFetchFailed);
  const [term, setTerm] = useState('');
  const [situation, setSituation] = useState<SituationFilter>('ALL');
  const [sort, setSort] = useState<ProfileSort>(DEFAULT_PROFILE_SORT);
  const rows = useMemo(
    () =>
      sorted(
        (data?.data.data ?? []).filter((p) => (situation === 'ALL' || p.situation === situation) && matchesProfileSearch(p, term)),
        sort,
      ),
    [data, term, situation, sort],
  );
  return (
    <div>
      <h2>{type.title}</h2>
      <ListToolbar
        searchLabel={`Buscar em ${type.title}`}
        term={term}
        onTerm={setTerm}
        situation={situation}
        onSituation={setSituation}
        sort={sort}
        onSort={setSort}
      />
      <div className={styles.card}>
        {error ? (
          <p role="alert">{M.profilesFetchFailed}</p>
        ) : !data ? (
          <p role="status" className={styles.status}>
            Carregando…
          </p>
        ) : rows.length === 0 ? (
          <p className={styles.empty}>{M.profileNotFound}</p>
        ) : (
          <table className={styles.table}>
            <caption className="visually-hidden">{type.title}</caption>
            <thead>
              <tr>
                <th scope="col">{type.company ? 'Razão Social' : 'Nome completo'}</th>
                <th scope="col">E-mail</th>
                <th scope="col">{type.company ? 'CNPJ' : 'CPF'}</th>
                <th scope="col">Situação</th>
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
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
