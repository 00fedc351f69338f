/**
 * Handlers of customers' online booking (issue 22, docs/customer-booking.md), keyed by operationId.
 * Contract stage: every operation answers a declared status while the domain lands.
 */
import { envelope, paginated, type Handlers } from '../../context';
import { ApiError, errors } from '../../errors';

const salonNotFound = () => new ApiError(404, 'salon_not_found', 'api.error.not_found');

export const customerBookingHandlers: Handlers = {
  getPublicSalon: () => {
    throw salonNotFound();
  },
  listPublicSlots: () => {
    throw salonNotFound();
  },
  createCustomerBooking: () => {
    throw salonNotFound();
  },
  requestCustomerCode: (ctx) => envelope({ mobile: ctx.body.mobile, resend_in: 60 }),
  verifyCustomerCode: () => {
    throw new ApiError(422, 'otp_invalid', 'api.error.not_found', { errors: { code: ['api.error.not_found'] }, remaining_attempts: 4 });
  },
  customerLogout: () => {
    throw errors.unauthenticated();
  },
  listCustomerBookings: () => envelope({ upcoming: [], past: [] }),
  getCustomerBooking: () => {
    throw errors.notFound();
  },
  cancelCustomerBooking: () => {
    throw errors.notFound();
  },
  moveCustomerBooking: () => {
    throw errors.notFound();
  },
  getOnlineBookingSettings: () => {
    throw errors.notFound();
  },
  updateOnlineBookingSettings: () => {
    throw errors.notFound();
  },
  listClients: (ctx) => paginated(ctx.request, [], { page: ctx.query.page ?? 1, perPage: ctx.query.per_page ?? 15, total: 0 }),
  getClient: () => {
    throw errors.notFound();
  },
  updateClient: () => {
    throw errors.notFound();
  },
  declineReservation: () => {
    throw errors.notFound();
  },
};
