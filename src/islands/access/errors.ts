import { ApiError } from '~/lib/api-client';

/** The server's message for a 4xx answer; network failures and 5xx have none worth showing. */
export function clientErrorMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.serverMessage : undefined;
}

export const LOGIN_TOAST_MS = 7000;
