/** `GET /api/consumption-schedule/total-qdc?dateStartAt&dateEndAt` (spec 01 §7, spec 03 §7): the day's total QDC, for the footer overview. */
import useSWR from 'swr';
import { api } from '~/lib/api-client';

export const fetchTotalQdc = () => api.get<{ data: { totalQdc: string } }>('consumption-schedule/total-qdc').then((r) => r.data.totalQdc);
export const useTotalQdc = () => useSWR('consumption/total-qdc', fetchTotalQdc, { refreshInterval: 300_000 });
