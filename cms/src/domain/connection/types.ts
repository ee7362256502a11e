/** Answers of the contracting-flow calls (PORTAL-API.md §11f), shared by the CMS and the island. */
import type { LocationType, RealData } from './constants';
import type { InternalCode } from './verify-code';

/** GET /api/services/connection/verify */
export interface VerifyAnswer {
  internalCode: InternalCode;
}

/** GET /session/connection/verify (the web server's decryption for the island) */
export interface SiteVerifyAnswer {
  realData: RealData;
}

/** GET /api/services/connection/cities */
export interface CityView {
  name: string;
}

/** GET /api/services/connection/locations?cityName= */
export interface LocationView {
  id: number;
  name: string;
  address: string;
  number: string | null;
  cep: string | null;
  type: LocationType;
  city: { name: string };
}

/** GET /api/services/connection/cep/{cep} */
export interface CepView {
  cep: string;
  logradouro: string;
  bairro: string;
  localidade: string;
  uf: string;
}

/** POST /api/services/connection */
export interface ConnectionSubmitAnswer {
  protocol: string;
}
