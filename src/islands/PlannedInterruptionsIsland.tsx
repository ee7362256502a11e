/** Island entry of /interrupcoes-programadas (the public list of planned interruptions). */
export { PlannedInterruptions as default } from './interruptions/PlannedInterruptions';
