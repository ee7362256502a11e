/** Island entry of /encarregado-de-dados (issue 13): the public form to the encarregado. */
export { DpoContactForm as default } from './privacy/DpoContactForm';
