export * from './client';
export { defaultRealtimeAppKey } from './realtime';
export type { components, operations, paths } from './schema';
import type { components } from './schema';

/** Shorthand for a schema of the contract: `Schema<'Salon'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
