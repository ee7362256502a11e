import { useId, useState, type KeyboardEvent } from 'react';
import type { CatalogueEntry } from '@domain/administration/types';
import { PERMISSION_ACTIONS, PERMISSION_CATEGORIES, type PermissionCategory } from '@domain/permissions';
import styles from './Admin.module.css';

export interface PermissionMatrixProps {
  catalogue: readonly CatalogueEntry[];
  selected: ReadonlySet<string>;
  onToggle: (key: string, on: boolean) => void;
  readOnly: boolean;
  /** The caller's own permissions: only these can be added (the server refuses the rest). */
  grantable?: ReadonlySet<string>;
}

/**
 * The permission matrix of spec 02 §2.2: category tabs (Master, Administrativo, Atendimento,
 * Operação), then one row per label, one column per action. Required permissions are checked
 * and cannot be unchecked; in preview mode everything is read-only; a permission the caller does
 * not hold is disabled.
 */
export function PermissionMatrix({ catalogue, selected, onToggle, readOnly, grantable }: PermissionMatrixProps) {
  const base = useId();
  const categories = PERMISSION_CATEGORIES.filter((c) => catalogue.some((e) => e.category === c));
  const [tab, setTab] = useState<PermissionCategory>(categories[0] ?? 'Master');
  const entries = catalogue.filter((e) => e.category === tab);
  const labels = [...new Set(entries.map((e) => e.label))];
  const actions = PERMISSION_ACTIONS.filter((a) => entries.some((e) => e.action === a));

  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const next = categories[(categories.indexOf(tab) + (e.key === 'ArrowRight' ? 1 : -1) + categories.length) % categories.length]!;
    setTab(next);
    document.getElementById(`${base}-${next}`)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label="Categorias de permissões" className={styles.tabs}>
        {categories.map((c) => (
          <button
            key={c}
            id={`${base}-${c}`}
            type="button"
            role="tab"
            aria-selected={tab === c}
            aria-controls={`${base}-panel`}
            tabIndex={tab === c ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(c)}
            onKeyDown={onKey}
          >
            {c}
          </button>
        ))}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-${tab}`}>
        <table className={`${styles.table} ${styles.matrix}`}>
          <caption className="visually-hidden">Permissões da categoria {tab}</caption>
          <thead>
            <tr>
              <th scope="col">Permissão</th>
              {actions.map((a) => (
                <th key={a} scope="col">
                  {a}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {actions.map((action) => {
                  const entry = entries.find((e) => e.label === label && e.action === action);
                  if (!entry) return <td key={action} />;
                  const checked = entry.required || selected.has(entry.key);
                  // The grant ceiling: a permission the caller does not hold cannot be added.
                  const beyond = Boolean(grantable && !entry.required && !checked && !grantable.has(entry.key));
                  return (
                    <td key={action}>
                      <input
                        type="checkbox"
                        aria-label={`${label}: ${action}${entry.required ? ' (obrigatória)' : ''}`}
                        checked={checked}
                        disabled={readOnly || entry.required || beyond}
                        title={beyond ? 'Você só pode conceder permissões que você mesmo possui.' : undefined}
                        onChange={(e) => onToggle(entry.key, e.target.checked)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
