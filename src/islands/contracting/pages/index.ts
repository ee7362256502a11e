/** The dynamic pages of the contracting flow (spec 04 §4.4), each one form, by branch. */
export * from './residential';
export * from './condominium';
export * from './company';
