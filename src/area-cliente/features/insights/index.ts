// Consumption insights (issue 25; docs/insights.md). One group of exports per part.

// §2 Meu consumo (docs/insights-consumption.md)
// the screen only, registered in app/screens.ts.
// §3 Autoleitura (docs/insights-self-reading.md): the screen only, registered in app/screens.ts.

// Planned interruptions (docs/insights-interruptions.md).
export { InterruptionNotice } from './components/interruptions/InterruptionNotice';
