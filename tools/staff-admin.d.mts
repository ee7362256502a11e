export declare const STAFF_ADMIN: { email: string; password: string };
export declare const STAFF_ADMIN_ENV: { CMS_ADMIN_EMAIL: string; CMS_ADMIN_PASSWORD: string };
