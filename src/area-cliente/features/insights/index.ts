/**
 * Public surface of the consumption-insight feature (issue 25; docs/insights.md), grouped by part.
 * Its screens are registered in app/screens.ts.
 */
// self-reading (docs/insights-self-reading.md): the screen only (app/screens.ts); nothing exported yet.
export {};
