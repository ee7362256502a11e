import { ApiError } from '~/lib/api-client';

const UNEXPECTED = 'Ocorreu um erro inesperado';

/** The server's message of a refused privacy call, else 'Ocorreu um erro inesperado'. */
export const failure = (error: unknown) => (error instanceof ApiError ? (error.serverMessage ?? UNEXPECTED) : UNEXPECTED);
