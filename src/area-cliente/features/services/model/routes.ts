/** The error page the reconnection and suspension screens turn into (spec 02 §2, §2.4, §8). */
export const RECONNECTION_ERROR_PAGE = '/area-cliente/error?type=gasReconnection';
