/**
 * `GET /api/consumption-schedule/total-qdc?dateStartAt&dateEndAt` (spec 01 §7, spec 03 §7): the
 * day's total QDC for the footer overview, asked as the spec's call does — both dates, today in
 * São Paulo (the key carries the day, so the figure follows midnight).
 */
import useSWR from 'swr';
import { saoPauloDate } from '@domain/time/sao-paulo';
import { CONSUMPTION_ENDPOINTS } from '@domain/endpoints/consumption';
import { call, endpointOf } from '~/lib/api-call';

const TOTAL_QDC = endpointOf(CONSUMPTION_ENDPOINTS, 'GET', '/consumption-schedule/total-qdc');

export const fetchTotalQdc = (day: string) =>
  (call(TOTAL_QDC, { query: { dateStartAt: day, dateEndAt: day } }) as Promise<{ data: { totalQdc: string } }>).then(
    (r) => r.data.totalQdc,
  );
export const totalQdcKey = (day: string) => ['consumption/total-qdc', day] as const;
export const useTotalQdc = () => {
  const day = saoPauloDate(new Date());
  return useSWR(totalQdcKey(day), ([, d]) => fetchTotalQdc(d), { refreshInterval: 300_000 });
};
