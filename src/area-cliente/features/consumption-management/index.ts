/**
 * Public surface of the consumption-management feature for the app shell: the footer's daily
 * axes overview (spec 01 §2.6). Its screens are registered in app/screens.ts.
 */
export { AxisOverview } from './components/AxisOverview';
