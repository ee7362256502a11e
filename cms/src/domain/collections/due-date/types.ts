/** Answers of the due-date calls (docs/collections-due-date.md; schemas in endpoints/collections-due-date-answers.ts). */

export interface DueDateChangeView {
  protocol: string;
  dueDay: number;
  previousDay: number | null;
  /** dd/mm/aaaa hh:mm (São Paulo). */
  requestedAt: string;
  /** MM/AAAA: the reference month of the first bill with the new day. */
  effectiveFrom: string;
}

export interface DueDateView {
  data: {
    currentDay: number | null;
    options: number[];
    /** Why a change cannot be asked for now, or null. */
    blocked: string | null;
    lastChange: DueDateChangeView | null;
  };
}

export interface DueDateChangedView {
  data: DueDateChangeView;
  message: string;
}
