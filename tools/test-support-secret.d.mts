export declare const TEST_SUPPORT_HEADER: 'x-test-support-secret';
export declare const DEFAULT_TEST_SUPPORT_SECRET: string;
