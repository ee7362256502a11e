/** Island entry of /meu-codigo-cliente (customer-code help, spec 04 §2.1). */
export { CustomerCodeForm as default } from './access';
