/** Island entry of /meu-codigo-cliente (issue 11, customer-code help). */
export { CustomerCodeForm as default } from './access/components/CustomerCodeForm';
