/**
 * Test data made on demand, reachable only through /api/test-support (a test stack): each
 * test creates its own customers, contracts and staff instead of changing the demo accounts
 * of DESIGN §7, so a retry starts from the same state and tests can run in parallel.
 * Everything a factory makes is unique (e-mail `t-<random>@test.local`, a fresh consumer
 * code, a generated CPF/CNPJ with valid check digits) and is written in one transaction.
 *
 * One file per entity or domain — `customers.ts`, `contracts.ts`, `staff.ts` over what they share
 * (`made.ts`: the answers and the choices a body accepts; `input.ts`: the body checks;
 * `generated.ts`: unique names, e-mails, consumer codes and documents), and `invoices.ts`,
 * `services.ts`, `consumption.ts`, `notifications.ts` for the data of those domains.
 */
export type { MadeContract, MadeProfile, MadeUser } from './made';
export { createContract } from './contracts';
export { createCustomer } from './customers';
export { createStaff } from './staff';
export { changeInvoice, createInvoice, createPixCharge, createPixRecurrence, payInvoice } from './invoices';
export { createInterruption, setServiceSettings, setServiceSlot } from './services';
export { createAxis, createDay, joinAxis } from './consumption';
export { sendTestNotification } from './notifications';
export { createPlannedInterruption } from './insights-interruptions';
export { createContractTerm } from './contract-accounting';
