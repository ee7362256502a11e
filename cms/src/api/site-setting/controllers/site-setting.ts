/**
 * The site settings single type. Its answer also carries the DPO and support addresses, which
 * come from the server's settings (DPO_EMAIL, SUPPORT_EMAIL; portal/core/contacts.ts) and are
 * not editable content: the public pages show the same addresses the portal sends to.
 */
import { factories } from '@strapi/strapi';
import { dpoEmail, supportEmail } from '../../../portal/core/contacts';

export default factories.createCoreController('api::site-setting.site-setting', () => ({
  async find(ctx) {
    const answer = (await super.find(ctx)) as { data?: Record<string, unknown> | null } | undefined;
    if (answer?.data) Object.assign(answer.data, { dpoEmail: dpoEmail(), supportEmail: supportEmail() });
    return answer;
  },
}));
