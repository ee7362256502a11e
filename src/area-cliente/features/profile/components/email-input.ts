import type { ChangeEvent, ClipboardEvent } from 'react';

/** E-mail input is lowercased as typed (spec 01 §5). */
export const lowercase = (e: ChangeEvent<HTMLInputElement>) => {
  const lower = e.target.value.toLowerCase();
  if (lower !== e.target.value) e.target.value = lower;
};

/** Pasting into the confirmation is blocked (spec 01 §5). */
export const blockPaste = (e: ClipboardEvent<HTMLInputElement>) => e.preventDefault();
