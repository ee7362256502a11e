// Consumption insights (issue 25; docs/insights.md). One group of exports per part; the parts'
// screens ("Entenda sua conta", "Meu consumo", "Autoleitura") are registered in app/screens.ts only.

// §1 The bill explained (docs/insights-explain.md): the link from each bill of the list.
export { ExplainBillLink } from './components/explain/ExplainBillLink';

// §5 Planned interruptions (docs/insights-interruptions.md): the home page's card.
export { InterruptionNotice } from './components/interruptions/InterruptionNotice';
