/** Island entry of the tariff simulator block (docs/insights-simulator.md). */
export { TariffSimulator as default } from './tariff-simulator/TariffSimulator';
