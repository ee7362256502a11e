/** Public surface of the layout feature (the app shell composes it). */
export { LoggedHeader } from './components/LoggedHeader';
export { LoggedFooter } from './components/LoggedFooter';
export { AreaNav } from './components/AreaNav';
export { logout } from './api/logout';
export { default as layoutStyles } from './components/Layout.module.css';
