export const SITE_REQUEST_HEADER: 'x-necta-site';
export const SITE_REQUEST_VALUE: '1';
export const SITE_REQUEST_HEADERS: Readonly<{ 'x-necta-site': '1' }>;
