// Consumption insights (issue 25; docs/insights.md). One group of exports per part.

// §2 Meu consumo (docs/insights-consumption.md)
// the screen only, registered in app/screens.ts.
// §3 Autoleitura (docs/insights-self-reading.md): the screen only, registered in app/screens.ts.

// Planned interruptions (docs/insights-interruptions.md).
export { InterruptionNotice } from './components/interruptions/InterruptionNotice';
/**
 * Public surface of the consumption-insight feature (issue 25, docs/insights.md) for the app
 * layer's composition; its screens are registered in app/screens.ts. Grouped by part.
 */
// explain (docs/insights-explain.md): the link from each bill of the list to "Entenda sua conta".
export { ExplainBillLink } from './components/explain/ExplainBillLink';
