import type { Schema } from '../../api-spec';

/** The public booking calls' shapes (tag `Public booking` in api-spec/openapi.yaml). */
export type PublicSalon = Schema<'PublicSalon'>;
export type PublicService = Schema<'PublicService'>;
export type PublicBarber = Schema<'PublicBarber'>;
export type SlotDay = Schema<'PublicSlotsDay'>;
export type CustomerBooking = Schema<'CustomerBooking'>;
