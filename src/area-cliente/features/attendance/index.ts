/** Public surface of the attendance feature. */
export { AttendantPanel } from './components/AttendantPanel';
