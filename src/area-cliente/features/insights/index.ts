/** Consumption insights (issue 25; docs/insights.md): the feature's public surface, grouped by part. */

// Planned interruptions (docs/insights-interruptions.md).
export { InterruptionNotice } from './components/interruptions/InterruptionNotice';
