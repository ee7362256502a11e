// The industrial contract cockpit (issue 26; docs/contract-accounting.md). Its screen is registered in app/screens.ts only.
export {};
