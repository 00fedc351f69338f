import type { PublicSalon } from '../types';
import type { FreeTime } from './slots';

/** The booking steps, in order. */
export const bookingSteps = ['services', 'barber', 'day', 'time', 'contact', 'code', 'done'] as const;
type BookingStep = (typeof bookingSteps)[number];

export interface BookingState {
  step: BookingStep;
  serviceIds: number[];
  /** The chosen barber; null is "any barber". */
  barberId: number | null;
  day: string | null;
  time: FreeTime | null;
  /** The nearest free times the server offered when the chosen one was taken meanwhile. */
  alternatives: FreeTime[] | null;
}

export type BookingEvent =
  | { type: 'toggleService'; id: number }
  | { type: 'chooseBarber'; id: number | null }
  | { type: 'chooseDay'; day: string }
  | { type: 'chooseTime'; time: FreeTime }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goTo'; step: BookingStep }
  | { type: 'codeSent' }
  | { type: 'taken'; alternatives: FreeTime[] }
  | { type: 'booked' };

export const initialBooking: BookingState = { step: 'services', serviceIds: [], barberId: null, day: null, time: null, alternatives: null };

/** Whether the step's choice is made, so Next may go on. */
export function stepComplete(state: BookingState): boolean {
  switch (state.step) {
    case 'services':
      return state.serviceIds.length > 0;
    case 'barber':
      return true;
    case 'day':
      return state.day !== null;
    case 'time':
      return state.time !== null;
    default:
      return false;
  }
}

/**
 * The booking's steps as one pure function (the page renders what it returns; tests drive it):
 * a choice that changes what follows clears what followed (other services or another barber →
 * the day and time are chosen again), and a taken time offers the alternatives on the time step.
 */
export function bookingReducer(state: BookingState, event: BookingEvent): BookingState {
  switch (event.type) {
    case 'toggleService': {
      const serviceIds = state.serviceIds.includes(event.id) ? state.serviceIds.filter((id) => id !== event.id) : [...state.serviceIds, event.id];
      return { ...state, serviceIds, day: null, time: null, alternatives: null };
    }
    case 'chooseBarber':
      return state.barberId === event.id ? state : { ...state, barberId: event.id, day: null, time: null, alternatives: null };
    case 'chooseDay':
      return state.day === event.day ? state : { ...state, day: event.day, time: null, alternatives: null };
    case 'chooseTime':
      return { ...state, time: event.time };
    case 'next': {
      if (!stepComplete(state)) return state;
      const index = bookingSteps.indexOf(state.step);
      return { ...state, step: bookingSteps[Math.min(index + 1, bookingSteps.indexOf('contact'))]! };
    }
    case 'back': {
      const index = bookingSteps.indexOf(state.step);
      if (state.step === 'done' || index === 0) return state;
      // Back from the code goes to the number; from the number to the time.
      return { ...state, step: bookingSteps[index - 1]! };
    }
    case 'goTo':
      return bookingSteps.indexOf(event.step) < bookingSteps.indexOf(state.step) && state.step !== 'done' ? { ...state, step: event.step } : state;
    case 'codeSent':
      return state.step === 'contact' ? { ...state, step: 'code' } : state;
    case 'taken':
      return { ...state, step: 'time', time: null, alternatives: event.alternatives };
    case 'booked':
      return { ...state, step: 'done', alternatives: null };
  }
}

/** The chosen services in the salon's order, their total price (halalas) and length (minutes). */
export function chosenServices(salon: Pick<PublicSalon, 'services'>, ids: readonly number[]) {
  const services = salon.services.filter((service) => ids.includes(service.id));
  return {
    services,
    total: services.reduce((sum, service) => sum + service.price, 0),
    minutes: services.reduce((sum, service) => sum + service.duration_minutes, 0),
  };
}
