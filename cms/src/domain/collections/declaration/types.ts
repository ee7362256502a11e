/** Answers of the declaration calls (docs/collections-declaration.md; schemas in endpoints/collections-declaration-answers.ts). */
import type { DeclarationState } from './rules';

export interface DeclarationYearView {
  year: number;
  state: DeclarationState;
  billedMonths: number[];
  excludedMonths: number[];
  unpaidMonths: number[];
  /** The screen's line for the year. */
  explanation: string;
  /** The verification code of the declaration already issued for this state of the year, else null (issued on the first download). */
  code: string | null;
}

export interface DeclarationListView {
  data: DeclarationYearView[];
}

/** The public check of a code: what a landlord or a bank may see. */
export interface DeclarationCheckView {
  data: {
    code: string;
    holder: string;
    contract: string;
    year: number;
    issueDate: string;
    partial: boolean;
    excludedMonths: number[];
  };
}
