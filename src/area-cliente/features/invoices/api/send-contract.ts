/** `GET /api/contract/send?email` (spec 01 §7): e-mails the contract. */
import { api } from '~/lib/api-client';

export const sendContract = (email: string) => api.get<unknown>('contract/send', { query: { email } });
