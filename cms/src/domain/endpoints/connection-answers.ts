/**
 * Answer schemas of the public contracting flow (spec 04 §4.4, §7; PORTAL-API.md §11f), strict as
 * the others of `./answers.ts`, each mirroring its type of `../connection/types.ts` (a
 * compile-time check below keeps them equal). The verification answers only the sealed
 * `internalCode` (spec 04 §4.3): its `iv` and `data` are base64.
 */
import * as v from 'valibot';
import { LOCATION_TYPES } from '../connection/constants';
import type { CepView, CityView, ConnectionSubmitAnswer, LocationView, VerifyAnswer } from '../connection/types';

const nullableString = v.nullable(v.string());
const base64 = v.pipe(v.string(), v.base64());

const locationView = v.strictObject({
  id: v.pipe(v.number(), v.integer()),
  name: v.string(),
  address: v.string(),
  number: nullableString,
  cep: nullableString,
  type: v.picklist(LOCATION_TYPES),
  city: v.strictObject({ name: v.string() }),
});

export const CONNECTION_ANSWERS = {
  connectionVerify: v.strictObject({ internalCode: v.strictObject({ iv: base64, data: base64 }) }),
  connectionCities: v.strictObject({ data: v.array(v.strictObject({ name: v.string() })) }),
  connectionLocations: v.strictObject({ data: v.array(locationView) }),
  connectionCep: v.strictObject({
    data: v.strictObject({
      cep: v.pipe(v.string(), v.regex(/^\d{8}$/)),
      logradouro: v.string(),
      bairro: v.string(),
      localidade: v.string(),
      uf: v.string(),
    }),
  }),
  connectionSubmitted: v.strictObject({ data: v.strictObject({ protocol: v.string() }) }),
};

/** True when A and B are the same type (both directions assignable). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Out<K extends keyof typeof CONNECTION_ANSWERS> = v.InferOutput<(typeof CONNECTION_ANSWERS)[K]>;

/**
 * The schemas above and the answer types of the use cases cannot drift apart (compile time).
 * @public
 */
export const CONNECTION_ANSWER_TYPES_MATCH: [
  Same<Out<'connectionVerify'>, VerifyAnswer>,
  Same<Out<'connectionCities'>, { data: CityView[] }>,
  Same<Out<'connectionLocations'>, { data: LocationView[] }>,
  Same<Out<'connectionCep'>, { data: CepView }>,
  Same<Out<'connectionSubmitted'>, { data: ConnectionSubmitAnswer }>,
] = [true, true, true, true, true];
