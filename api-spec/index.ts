export * from './client';
import type { components } from './schema';

/** Shorthand for a schema of the contract: `Schema<'Salon'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
