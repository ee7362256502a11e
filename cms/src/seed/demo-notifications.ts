/**
 * Demo notifications (DESIGN §7): unread and read ones for cliente@ and the other demo
 * customers, written as `notify` writes them (one row per user, sanitized HTML), at times
 * before the seed so the panel shows minutes, hours, days and months. Idempotent: a user who
 * already has a notification of the same title does not get it again.
 */
import type { Core } from '@strapi/strapi';
import { now } from '../portal/core/clock';
import { USER_UID } from '../portal/core/types';
import { NOTIFICATION_UID } from '../portal/notifications/notify';
import { sanitizeNotificationHtml } from '../portal/notifications/sanitize';

export interface DemoNotification {
  email: string;
  title: string;
  description: string;
  /** How long before the seed it was sent, in minutes. */
  minutesAgo: number;
  read: boolean;
}

const MIN = 1;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

const invoiceIssued = (month: string) =>
  `<p>A fatura de <strong>${month}</strong> já está disponível na <a href="/area-cliente/conta-digital">Conta digital</a>. Pague com Pix ou código de barras.</p>`;
const maintenance =
  '<p>No dia <strong>15/12</strong>, das 8h às 12h, faremos manutenção preventiva na rede do seu bairro. O fornecimento não será interrompido.</p>';
const appWelcome =
  '<p>Agora você acompanha faturas, pagamentos e serviços pela área do cliente.</p><ul><li>Segunda via em PDF</li><li>Pagamento por Pix</li><li>Fatura por e-mail</li></ul>';
const paymentConfirmed = (month: string) => `<p>Recebemos o pagamento da fatura de <strong>${month}</strong>. Obrigado!</p>`;
const security =
  '<p>A Necta nunca pede sua senha por telefone ou e-mail. Em caso de dúvida, fale com a central pelo <a href="tel:08007736099">0800 773 6099</a>.</p>';

const forCustomer = (email: string, unread: number, read: number): DemoNotification[] => {
  const pool: Omit<DemoNotification, 'email' | 'read'>[] = [
    { title: 'Nova fatura disponível', description: invoiceIssued('novembro/2026'), minutesAgo: 25 * MIN },
    { title: 'Manutenção programada na rede', description: maintenance, minutesAgo: 5 * HOUR },
    { title: 'Cuidado com golpes', description: security, minutesAgo: 3 * DAY },
    { title: 'Pagamento confirmado', description: paymentConfirmed('outubro/2026'), minutesAgo: 20 * DAY },
    { title: 'Bem-vindo à área do cliente', description: appWelcome, minutesAgo: 70 * DAY },
  ];
  return pool.slice(0, unread + read).map((n, i) => ({ ...n, email, read: i >= unread }));
};

export const DEMO_NOTIFICATIONS: readonly DemoNotification[] = [
  ...forCustomer('cliente@demo.test', 3, 2),
  ...forCustomer('multicontrato@demo.test', 2, 1),
  ...forCustomer('industria@demo.test', 1, 1),
  ...forCustomer('gnv@demo.test', 1, 1),
  ...forCustomer('operador.lins@demo.test', 1, 0),
  ...forCustomer('admin@demo.test', 1, 0),
];

export async function seedDemoNotifications(strapi: Core.Strapi): Promise<number> {
  const at = now().getTime();
  let created = 0;
  await strapi.db.transaction(async () => {
    for (const n of DEMO_NOTIFICATIONS) {
      const user = await strapi.db.query(USER_UID).findOne({ where: { email: n.email }, select: ['id'] });
      if (!user) continue;
      const exists = await strapi.db.query(NOTIFICATION_UID).count({ where: { userId: user.id, title: n.title } });
      if (exists) continue;
      const sentAt = new Date(at - n.minutesAgo * 60_000);
      await strapi.db.query(NOTIFICATION_UID).create({
        data: {
          userId: user.id,
          title: n.title,
          description: sanitizeNotificationHtml(n.description),
          sentAt,
          readedAt: n.read ? new Date(sentAt.getTime() + 30 * 60_000) : null,
        },
      });
      created++;
    }
  });
  return created;
}
