/** Supply suspension (spec 02 §2.5, §5, §7): only for active contracts; verify, calendar, request. */
import type { Core } from '@strapi/strapi';
import { SERVICE_MESSAGES as M } from '../../domain/service/messages';
import { calendarUnusable, parseMotive, parseSlot, phoneValue, suspensionErrors, buildMotive, type Slot } from '../../domain/service/rules';
import type { ProtocolAnswer, SuspensionCalendarAnswer, VerifyAnswer } from '../../domain/service/types';
import type { UserContractScope } from '../core/access';
import { badRequest, unprocessable, type Body } from '../core/http';
import { createServiceRequest } from './create';
import { assertOffered, serviceCalendar } from './reconnection';
import { openRequest } from './store';

export async function verifySuspension(strapi: Core.Strapi, portal: UserContractScope): Promise<VerifyAnswer> {
  const contract = portal.contract;
  return { data: await openRequest(strapi, contract, 'SUSPENSION'), meta: { contractActive: contract.situation === 'ACTIVE' } };
}

/**
 * GET /services/supply-suspension/calendar (spec 02 §7: "data list of dates"): the dates a
 * suspension may be booked on (a period with a vacancy); each date's periods and vacancies
 * beside it in `meta.calendar`, for the screen's period choice and its error page.
 */
export async function suspensionCalendar(strapi: Core.Strapi): Promise<SuspensionCalendarAnswer> {
  const calendar = await serviceCalendar(strapi, 'SUSPENSION');
  return { data: calendar.filter((e) => e.totalVacancies > 0).map((e) => e.date), meta: { calendar } };
}

export async function requestSuspension(
  strapi: Core.Strapi,
  portal: UserContractScope,
  body: Body<'service.supply-suspension'>,
): Promise<ProtocolAnswer> {
  const errors = suspensionErrors(body);
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]!, errors);
  const slot = (parseSlot(body.date) as { slot: Slot }).slot;
  const { reason, extra } = parseMotive(body.motive) as { reason: string; extra: string };
  const contract = portal.contract;
  if (contract.situation !== 'ACTIVE') throw unprocessable(M.noActiveInstallation);
  if (await openRequest(strapi, contract, 'SUSPENSION')) throw unprocessable(M.openRequest);
  const calendar = await serviceCalendar(strapi, 'SUSPENSION');
  if (calendarUnusable(calendar)) throw unprocessable(M.suspensionUnavailable);
  assertOffered(calendar, slot);
  const protocol = await createServiceRequest(strapi, portal, {
    kind: 'SUSPENSION',
    slot,
    data: { phone: phoneValue(body.phone), motive: buildMotive(reason, extra) },
  });
  return { data: { protocol, date: slot.date, period: slot.period } };
}
