/** Island entry of /login and /passwordcreate (the access forms of spec 04 §2.1). */
export { LoginApp as default } from './access';
