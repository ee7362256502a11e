import { useId, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { SITUATION_LABELS } from '@domain/administration/constants';
import { ADMIN_MESSAGES as M } from '@domain/administration/messages';
import { groupErrors } from '@domain/administration/rules';
import type { CatalogueEntry, GroupView, SubGroup } from '@domain/administration/types';
import { PERMISSION_CATEGORIES } from '@domain/permissions';
import type { Situation } from '@domain/portal-types';
import { Button } from '~/components/ui/Button';
import { TextField } from '~/components/ui/form';
import fieldStyles from '~/components/ui/form/Field.module.css';
import { FailureModal } from '~/components/ui/modal';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { fieldErrors } from '~/lib/api-call';
import { $user } from '../../../stores/user';
import { createGroup, type GroupBody } from '../api/create-group';
import { updateGroup } from '../api/update-group';
import { PermissionMatrix } from './PermissionMatrix';
import styles from './Admin.module.css';

export type EditorMode = 'create' | 'edit' | 'preview';

export interface GroupEditorProps {
  mode: EditorMode;
  group: GroupView | null;
  catalogue: readonly CatalogueEntry[];
  onDone: (saved: boolean) => void;
}

const TITLES: Record<EditorMode, string> = { create: 'Novo perfil', edit: 'Editar perfil', preview: 'Visualizar perfil' };

/** The selected keys as the call's `subGrupos`: one sub-group per category (spec 02 §7). */
function subGroupsOf(catalogue: readonly CatalogueEntry[], selected: ReadonlySet<string>): SubGroup[] {
  return PERMISSION_CATEGORIES.map((nome) => ({
    nome,
    roles: catalogue.filter((e) => e.category === nome && (e.required || selected.has(e.key))).map((e) => ({ id: e.id, name: e.key })),
  })).filter((g) => g.roles.length > 0);
}

/** Create, edit or preview a profile (spec 02 §2.2, §5, §8). */
export function GroupEditor({ mode, group, catalogue, onDone }: GroupEditorProps) {
  const id = useId();
  const readOnly = mode === 'preview';
  const [name, setName] = useState(group?.name ?? '');
  const [situation, setSituation] = useState<Situation>(group?.situation ?? 'ACTIVE');
  const [selected, setSelected] = useState<Set<string>>(() => new Set(group?.permissions ?? []));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const me = useStore($user);
  const grantable = useMemo(() => new Set<string>(me?.permissions ?? []), [me]);

  const toggle = (key: string, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  };

  const submit = async (e: { preventDefault(): void }) => {
    e.preventDefault();
    if (readOnly) return;
    const body: GroupBody = { nome: name, subGrupos: subGroupsOf(catalogue, selected), ...(mode === 'edit' ? { situation } : {}) };
    const found = groupErrors(body as unknown as Record<string, unknown>);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const answer = mode === 'edit' && group ? await updateGroup(group.id, body) : await createGroup(body);
      toast.success(answer.message);
      onDone(true);
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.nome) setErrors({ nome: fields.nome });
      else if (mode === 'create') setFailure(error instanceof ApiError ? (error.serverMessage ?? M.unexpected) : M.unexpected);
      else toast.error((error instanceof ApiError && error.status === 403 && error.serverMessage) || M.changesNotSaved);
      if (mode === 'create') toast.error(M.groupCreateFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{TITLES[mode]}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate className={styles.form}>
        <TextField
          label="Nome do perfil"
          value={name}
          onChange={(e) => setName(e.target.value)}
          readOnly={readOnly}
          error={errors.nome}
          maxLength={100}
        />
        {mode !== 'create' && (
          <div>
            <label htmlFor={`${id}-situation`}>Situação</label>
            <select
              id={`${id}-situation`}
              className={fieldStyles.input}
              value={situation}
              disabled={readOnly}
              onChange={(e) => setSituation(e.target.value as Situation)}
            >
              {(['ACTIVE', 'DEACTIVATE'] as const).map((s) => (
                <option key={s} value={s}>
                  {SITUATION_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
        )}
        <PermissionMatrix catalogue={catalogue} selected={selected} onToggle={toggle} readOnly={readOnly} grantable={grantable} />
        {errors.subGrupos && (
          <p role="alert" className={styles.fieldError}>
            {errors.subGrupos}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => onDone(false)}>
            {readOnly ? 'Voltar' : 'Cancelar'}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={saving}>
              Salvar
            </Button>
          )}
        </div>
      </form>
      <FailureModal failure={failure} title={M.groupCreateFailed} onClose={() => setFailure(null)} />
    </section>
  );
}
