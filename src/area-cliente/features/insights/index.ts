// Consumption insights (issue 25; docs/insights.md). One group of exports per part.

// §2 Meu consumo (docs/insights-consumption.md)
export { default as ConsumptionScreen } from './components/consumption/ConsumptionScreen';
