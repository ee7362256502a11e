// @ts-check
// Staff acting in the Strapi admin in tests (issuing a bill, moving a privacy request): a Super
// Admin the test stack creates at start from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD
// (ensureSuperAdmin), never the demo Editor — the Editor role keeps to the site's content
// (cms/src/bootstrap/editor.ts). Shared by the browser stack (scripts/e2e-stack.mjs) and the API
// stacks (tests/api/helpers/cms.ts).
export const STAFF_ADMIN = { email: 'staff-admin@test.local', password: 'Staff-Admin-2026!' };
export const STAFF_ADMIN_ENV = { CMS_ADMIN_EMAIL: STAFF_ADMIN.email, CMS_ADMIN_PASSWORD: STAFF_ADMIN.password };
