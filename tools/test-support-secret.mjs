// @ts-check
// The secret that opens /api/test-support on a test stack (cms/src/policies/test-support.ts).
// Test stacks only: the route answers 404 unless the CMS runs with NODE_ENV=test and this
// secret. Shared by the stack starters (tools/throwaway-stack.mjs, tests/api/helpers)
// and the typed client (tests/support/factories.ts).
export const TEST_SUPPORT_HEADER = 'x-test-support-secret';
export const DEFAULT_TEST_SUPPORT_SECRET = 'portal-test-stack-support-secret';
