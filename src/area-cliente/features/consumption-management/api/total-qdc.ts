/**
 * `GET /api/consumption-schedule/total-qdc?dateStartAt&dateEndAt` (spec 01 §7, spec 03 §7): the
 * day's total QDC for the footer overview, asked as the spec's call does — both dates, today in
 * São Paulo (the key carries the day, so the figure follows midnight).
 */
import useSWR from 'swr';
import { saoPauloDate } from '@domain/time/sao-paulo';
import { api } from '~/lib/api-client';

export const fetchTotalQdc = (day: string) =>
  api
    .get<{ data: { totalQdc: string } }>('consumption-schedule/total-qdc', { query: { dateStartAt: day, dateEndAt: day } })
    .then((r) => r.data.totalQdc);
export const totalQdcKey = (day: string) => ['consumption/total-qdc', day] as const;
export const useTotalQdc = () => {
  const day = saoPauloDate(new Date());
  return useSWR(totalQdcKey(day), ([, d]) => fetchTotalQdc(d), { refreshInterval: 300_000 });
};
