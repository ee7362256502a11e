import { useId } from 'react';
import {
  PROFILE_SORTS,
  SITUATION_FILTERS,
  SITUATION_LABELS,
  type ProfileSort,
  type SituationFilter,
} from '@domain/administration/constants';
import fieldStyles from '~/components/ui/form/Field.module.css';
import styles from './Admin.module.css';

export interface ListToolbarProps {
  searchLabel: string;
  term: string;
  onTerm: (term: string) => void;
  situation: SituationFilter;
  onSituation: (situation: SituationFilter) => void;
  sort: ProfileSort;
  onSort: (sort: ProfileSort) => void;
}

/** Search box, status chips (Todos, Ativa, Inativa, Pendente) and sort of the profile lists (spec 02 §2.1). */
export function ListToolbar({ searchLabel, term, onTerm, situation, onSituation, sort, onSort }: ListToolbarProps) {
  const id = useId();
  return (
    <div className={styles.toolbar}>
      <div className={styles.search}>
        <label htmlFor={`${id}-search`}>{searchLabel}</label>
        <input
          id={`${id}-search`}
          type="search"
          className={fieldStyles.input}
          value={term}
          onChange={(e) => onTerm(e.target.value)}
          autoComplete="off"
        />
      </div>
      <fieldset className={styles.chips}>
        <legend>Situação</legend>
        {SITUATION_FILTERS.map((s) => (
          <button key={s} type="button" className={styles.chip} aria-pressed={situation === s} onClick={() => onSituation(s)}>
            {SITUATION_LABELS[s]}
          </button>
        ))}
      </fieldset>
      <div className={styles.sort}>
        <label htmlFor={`${id}-sort`}>Ordenar por</label>
        <select id={`${id}-sort`} className={fieldStyles.input} value={sort} onChange={(e) => onSort(e.target.value as ProfileSort)}>
          {(Object.keys(PROFILE_SORTS) as ProfileSort[]).map((key) => (
            <option key={key} value={key}>
              {PROFILE_SORTS[key]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

export function SituationBadge({ situation }: { situation: keyof typeof SITUATION_LABELS }) {
  return (
    <span className={styles.badge} data-situation={situation}>
      {SITUATION_LABELS[situation]}
    </span>
  );
}
