/** The id of the page's one cookie-settings dialog, shared by the dialog and its opener buttons. */
export const COOKIE_SETTINGS_DIALOG_ID = 'cookie-settings';
