/**
 * Demo data of the service requests (spec 02): the service settings (regulated fees, default
 * vacancies, the 4-hour notice image `site/media/religacao-4h-aviso.svg`), an interruption on the deactivated contract of multicontrato@demo.test (so its
 * reconnection can be scheduled) and the 24h technical-assistance partners editors keep.
 * Each part is written only when its table is empty.
 */
import type { Core } from '@strapi/strapi';
import { DEFAULT_CAPACITY, DEFAULT_FEES } from '../domain/service/constants';
import { CONTRACT_UID } from '../portal/core/types';
import { ASSISTANCE_PARTNER_UID, INTERRUPTION_UID, SERVICE_SETTING_UID } from '../portal/service/store';
import { DEMO_CONTRACTS } from './demo-portal-data';
import { ensureMedia } from './media';

export const DEMO_ASSISTANCE_PARTNERS = [
  {
    name: 'Bauru Gás Assistência Técnica',
    phone: '(14) 3232-4410',
    whatsapp: '(14) 9 9812-4410',
    email: 'atendimento@baurugas.example',
    cities: 'Bauru, Lençóis Paulista, Pederneiras',
    description: 'Conversão e manutenção de aquecedores, fogões e secadoras. Atendimento 24 horas.',
    order: 1,
  },
  {
    name: 'Ribeirão Instalações de Gás',
    phone: '(16) 3610-2290',
    whatsapp: '(16) 9 9734-2290',
    email: 'contato@ribeiraogas.example',
    cities: 'Ribeirão Preto, São Carlos, Araraquara, Matão, Descalvado, Porto Ferreira',
    description: 'Reparo de vazamentos na instalação interna e regulagem de equipamentos a gás.',
    order: 2,
  },
  {
    name: 'Noroeste Gás Serviços',
    phone: '(18) 3621-7788',
    whatsapp: null,
    email: null,
    cities: 'Araçatuba, Valparaíso, Lins, Marília, Ibitinga, Itápolis',
    description: 'Plantão 24 horas para emergências em instalações residenciais e comerciais.',
    order: 3,
  },
] as const;

/** multi3 (Araraquara, DEACTIVATE since 2024-08-31) was cut for non-payment. */
export const DEMO_INTERRUPTIONS = [
  { contract: DEMO_CONTRACTS.multi3.consumerCode, reason: 'NON_PAYMENT', startedAt: '2024-08-31' },
] as const;

export async function seedDemoServices(strapi: Core.Strapi): Promise<void> {
  if ((await strapi.db.query(SERVICE_SETTING_UID).count({})) === 0)
    await strapi.documents(SERVICE_SETTING_UID as never).create({
      data: {
        fourHoursFeeCents: DEFAULT_FEES.fourHoursCents,
        nextDayFeeCents: DEFAULT_FEES.nextDayCents,
        reconnectionCapacity: DEFAULT_CAPACITY,
        suspensionCapacity: DEFAULT_CAPACITY,
        noticeImage: await ensureMedia(strapi, 'religacao-4h-aviso.svg', 'Religação em 4 horas: agende pelo 0800 773 6099 até as 14h'),
      } as never,
    });
  if ((await strapi.db.query(INTERRUPTION_UID).count({})) === 0)
    for (const interruption of DEMO_INTERRUPTIONS) {
      const contract = (await strapi.db
        .query(CONTRACT_UID)
        .findOne({ where: { consumerCode: interruption.contract }, select: ['id'] })) as {
        id: number;
      } | null;
      if (contract)
        await strapi.documents(INTERRUPTION_UID as never).create({
          data: { contract: contract.id, reason: interruption.reason, startedAt: interruption.startedAt } as never,
        });
    }
  if ((await strapi.db.query(ASSISTANCE_PARTNER_UID).count({})) === 0)
    for (const partner of DEMO_ASSISTANCE_PARTNERS)
      await strapi.documents(ASSISTANCE_PARTNER_UID as never).create({ data: { ...partner } as never, status: 'published' } as never);
}
