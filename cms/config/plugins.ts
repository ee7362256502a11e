import { outboxTransport } from '../src/lib/outbox-transport';

/**
 * E-mail goes through the nodemailer provider. Without SMTP_HOST the transport writes each
 * message as an .eml file into the outbox folder, so a developer can open what a customer gets.
 */
export default ({ env }: { env: any }) => {
  const smtpHost: string = env('SMTP_HOST', '');
  const providerOptions = smtpHost
    ? {
        host: smtpHost,
        port: env.int('SMTP_PORT', 587),
        secure: env.bool('SMTP_SECURE', false),
        auth: env('SMTP_USERNAME', '') ? { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } : undefined,
      }
    : outboxTransport(env('MAIL_OUTBOX_DIR', 'var/outbox'));
  return {
    email: {
      config: {
        provider: 'nodemailer',
        providerOptions,
        settings: {
          defaultFrom: env('MAIL_FROM', 'Necta Gás <nao-responda@necta.local>'),
          defaultReplyTo: env('MAIL_REPLY_TO', 'atendimento@necta.local'),
        },
      },
    },
    'users-permissions': {
      config: {
        jwtSecret: env('JWT_SECRET'),
        jwt: { expiresIn: '30d' },
        register: { allowedFields: [] },
      },
    },
  };
};
