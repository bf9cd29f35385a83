/** Injection token of the shared ioredis connection. */
export const REDIS = Symbol('REDIS');
