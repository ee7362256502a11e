/** What the test-support factories answer, and the choices their bodies accept. */
import type { PortalRole } from '../../../domain/roles';
import type { Situation } from '../../core/types';

export const FACTORY_PASSWORD = 'Test@12345';
export const MAX_CONTRACTS = 10;

export const SITUATIONS = ['ACTIVE', 'DEACTIVATE', 'PENDING'] as const;
export const SEGMENTS = ['RESIDENCIAL', 'COMERCIAL', 'INDUSTRIAL', 'GNV'] as const;
export const DOCUMENTS = ['cpf', 'cnpj', 'cnpj-alnum'] as const;
export type Segment = (typeof SEGMENTS)[number];

export interface MadeUser {
  id: number;
  documentId: string;
  email: string;
  /** The password to sign in with; null for an account that has none yet. */
  password: string | null;
  name: string;
  role: PortalRole;
  cpfCnpj: string | null;
  consumerCode: string | null;
  situation: Situation;
  active: boolean;
}

export interface MadeContract {
  id: number;
  documentId: string;
  consumerCode: string;
  consumerCpfCnpj: string;
  consumerName: string;
  situation: Situation;
  segment: Segment;
}

export interface MadeProfile {
  id: number;
  documentId: string;
  name: string;
  situation: Situation;
  permissions: string[];
}
