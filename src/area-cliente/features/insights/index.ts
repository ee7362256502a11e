/**
 * Public surface of the consumption-insight feature (issue 25, docs/insights.md) for the app
 * layer's composition; its screens are registered in app/screens.ts. Grouped by part.
 */
// explain (docs/insights-explain.md): the link from each bill of the list to "Entenda sua conta".
export { ExplainBillLink } from './components/explain/ExplainBillLink';
