/** Public surface of the notifications feature (the app shell puts the bell in the header). */
export { NotificationBell } from './components/NotificationBell';
