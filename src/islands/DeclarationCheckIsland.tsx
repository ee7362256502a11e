/** Island entry of /declaracao-quitacao (the public check of a discharge declaration's code). */
export { DeclarationCheck as default } from './declaration-check/DeclarationCheck';
