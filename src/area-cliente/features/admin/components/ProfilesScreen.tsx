import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { mutate } from 'swr';
import { DEFAULT_PROFILE_SORT, SITUATION_LABELS, type ProfileSort, type SituationFilter } from '@domain/administration/constants';
import { ADMIN_MESSAGES as M } from '@domain/administration/messages';
import type { GroupListItem } from '@domain/administration/types';
import { Button } from '~/components/ui/Button';
import { ConfirmModal } from '~/components/ui/modal';
import { toast, useFailureToast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { $user } from '../../../stores/user';
import { deleteGroup } from '../api/delete-group';
import { groupKey, useGroup } from '../api/get-group';
import { useGroups } from '../api/list-groups';
import { usePermissionCatalogue } from '../api/get-permission-catalogue';
import { GroupEditor, type EditorMode } from './GroupEditor';
import { ListToolbar, SituationBadge } from './ListToolbar';
import styles from './Admin.module.css';

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function visible(groups: readonly GroupListItem[], term: string, situation: SituationFilter, sort: ProfileSort) {
  const t = fold(term.trim());
  const found = groups.filter(
    (g) =>
      (situation === 'ALL' || g.situation === situation) &&
      (!t || fold(g.name).includes(t) || fold(SITUATION_LABELS[g.situation]).includes(t)),
  );
  return [...found].sort((a, b) =>
    sort === 'alpha'
      ? a.name.localeCompare(b.name, 'pt-BR')
      : sort === 'asc'
        ? a.createdAt.localeCompare(b.createdAt)
        : b.createdAt.localeCompare(a.createdAt),
  );
}

/** /area-cliente/perfis-necta (spec 02 §2.1, §2.2): profiles (permission groups) with create, edit, preview and delete. */
export default function ProfilesScreen() {
  const user = useStore($user);
  const can = (action: string) => Boolean(user?.permissions.includes(`perfis.${action}`));
  const groups = useGroups();
  const catalogue = usePermissionCatalogue();
  // Spec 02 §8: a failed profile fetch toasts 'Erro ao buscar os perfis' (and the screen says so).
  useFailureToast(groups.error ?? catalogue.error, M.profilesFetchFailed);
  const [term, setTerm] = useState('');
  const [situation, setSituation] = useState<SituationFilter>('ALL');
  const [sort, setSort] = useState<ProfileSort>(DEFAULT_PROFILE_SORT);
  const [editor, setEditor] = useState<{ mode: EditorMode; id: number | null } | null>(null);
  const [toDelete, setToDelete] = useState<GroupListItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const detail = useGroup(editor?.id ?? null);
  const rows = useMemo(() => visible(groups.data?.data ?? [], term, situation, sort), [groups.data, term, situation, sort]);

  const remove = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteGroup(toDelete.id);
      toast.success(M.changesSaved);
      await groups.mutate();
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 409 ? (error.serverMessage ?? M.changesNotSaved) : M.changesNotSaved);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  if (groups.error || catalogue.error)
    return (
      <section className={styles.screen}>
        <h1>Perfis</h1>
        <p role="alert">{M.profilesFetchFailed}</p>
      </section>
    );

  const editing = editor && catalogue.data && (editor.id === null || detail.data);
  return (
    <section className={styles.screen} aria-labelledby="perfis-title">
      <div className={styles.header}>
        <h1 id="perfis-title">Perfis</h1>
        {!editor && can('criar') && <Button onClick={() => setEditor({ mode: 'create', id: null })}>Adicionar novo perfil</Button>}
      </div>
      {editor ? (
        editing ? (
          <GroupEditor
            key={`${editor.mode}-${editor.id ?? 'new'}`}
            mode={editor.mode}
            group={editor.id === null ? null : detail.data!.data}
            catalogue={catalogue.data!.data}
            onDone={(saved) => {
              const id = editor.id;
              setEditor(null);
              if (saved) void groups.mutate();
              if (saved && id) void mutate(groupKey(id));
            }}
          />
        ) : (
          <p role="status" className={styles.status}>
            Carregando…
          </p>
        )
      ) : (
        <>
          <ListToolbar
            searchLabel="Buscar perfil"
            term={term}
            onTerm={setTerm}
            situation={situation}
            onSituation={setSituation}
            sort={sort}
            onSort={setSort}
          />
          <div className={styles.card}>
            {!groups.data ? (
              <p role="status" className={styles.status}>
                Carregando…
              </p>
            ) : rows.length === 0 ? (
              <p className={styles.empty}>{M.profileNotFound}</p>
            ) : (
              <table className={styles.table}>
                <caption className="visually-hidden">Perfis de acesso</caption>
                <thead>
                  <tr>
                    <th scope="col">Nome</th>
                    <th scope="col">Situação</th>
                    <th scope="col">Usuários</th>
                    <th scope="col">Ações</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((g) => (
                    <tr key={g.id}>
                      <td>{g.name}</td>
                      <td>
                        <SituationBadge situation={g.situation} />
                      </td>
                      <td>{g.totalUsers}</td>
                      <td>
                        <div className={styles.actions}>
                          <Button
                            variant="link"
                            onClick={() => setEditor({ mode: 'preview', id: g.id })}
                            aria-label={`Visualizar ${g.name}`}
                          >
                            Visualizar
                          </Button>
                          {can('editar') && (
                            <Button variant="link" onClick={() => setEditor({ mode: 'edit', id: g.id })} aria-label={`Editar ${g.name}`}>
                              Editar
                            </Button>
                          )}
                          {can('deletar') && (
                            <Button variant="link" onClick={() => setToDelete(g)} aria-label={`Excluir ${g.name}`}>
                              Excluir
                            </Button>
                          )}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </>
      )}
      <ConfirmModal
        open={toDelete !== null}
        title="Excluir perfil?"
        confirmLabel="Excluir"
        danger
        busy={deleting}
        onConfirm={() => void remove()}
        onClose={() => setToDelete(null)}
      >
        <p>O perfil {toDelete?.name} será excluído. Esta ação não pode ser desfeita.</p>
      </ConfirmModal>
    </section>
  );
}
