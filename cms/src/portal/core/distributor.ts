/**
 * The distributor as bills and payment codes name it. The Pix key, the FEBRABAN company
 * identification and the legal data come from the environment (.env.example), with the demo
 * distributor's values as defaults so a fresh install prints complete bills.
 */
import { CNPJ_LENGTH, cnpjCheckDigits, documentKind, maskCpfCnpj, normalizeDocument } from '../../domain/cpf-cnpj';
import { CUSTOMER_SERVICE_PHONE } from '../../domain/constants';

const DEMO_CNPJ = `071624580001${cnpjCheckDigits('071624580001')}`;

/** DISTRIBUTOR_CNPJ when it has a CNPJ's 14 characters (numeric or alphanumeric), masked. */
function distributorCnpj(value: string | undefined): string {
  const d = normalizeDocument(value);
  return maskCpfCnpj(d.length === CNPJ_LENGTH && documentKind(d) === 'CNPJ' ? d : DEMO_CNPJ);
}

export interface Distributor {
  name: string;
  cnpj: string;
  address: string;
  phone: string;
  pixKey: string;
  pixMerchantName: string;
  pixMerchantCity: string;
  /** FEBRABAN identification of the company in the collection barcode (4 digits). */
  febrabanCompanyId: string;
}

export function distributor(env: NodeJS.ProcessEnv = process.env): Distributor {
  const companyId = (env.FEBRABAN_COMPANY_ID ?? '').replace(/\D/g, '');
  return {
    name: env.DISTRIBUTOR_NAME || 'Necta Gás Natural',
    cnpj: distributorCnpj(env.DISTRIBUTOR_CNPJ),
    address: env.DISTRIBUTOR_ADDRESS || 'Rua Aguapeí, 1560, Araçatuba - SP',
    phone: CUSTOMER_SERVICE_PHONE,
    pixKey: env.PIX_KEY || 'pix@necta.com.br',
    pixMerchantName: env.PIX_MERCHANT_NAME || 'Necta Gas Natural',
    pixMerchantCity: env.PIX_MERCHANT_CITY || 'Aracatuba',
    febrabanCompanyId: companyId.length === 4 ? companyId : '0123',
  };
}
