export const FLOATING_MENU_SCRIPT: string;
export const LANDING_FOOTER_SCRIPT: string;
export function inlineScriptHashes(): `sha256-${string}`[];
