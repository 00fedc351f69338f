import { describe, expect, it } from 'vitest';
import { bookingReducer, chosenServices, initialBooking, type BookingEvent, type BookingState } from './booking';

const run = (events: BookingEvent[], from: BookingState = initialBooking) => events.reduce(bookingReducer, from);
const time = { starts_at: '2026-11-23T10:00:00+03:00', ends_at: '2026-11-23T10:30:00+03:00', barber_ids: [5] };

describe('the booking steps', () => {
  it('goes services → barber → day → time → contact, each once its choice is made', () => {
    expect(run([{ type: 'next' }]).step).toBe('services');
    const state = run([{ type: 'toggleService', id: 3 }, { type: 'next' }, { type: 'next' }, { type: 'chooseDay', day: '2026-11-23' }, { type: 'next' }, { type: 'chooseTime', time }, { type: 'next' }]);
    expect(state).toMatchObject({ step: 'contact', serviceIds: [3], barberId: null, day: '2026-11-23', time });
  });

  it('chooses the day and time again when the services or the barber change', () => {
    const chosen = run([{ type: 'toggleService', id: 3 }, { type: 'chooseDay', day: '2026-11-23' }, { type: 'chooseTime', time }]);
    expect(run([{ type: 'toggleService', id: 4 }], chosen)).toMatchObject({ serviceIds: [3, 4], day: null, time: null });
    expect(run([{ type: 'chooseBarber', id: 5 }], chosen)).toMatchObject({ barberId: 5, day: null, time: null });
    expect(run([{ type: 'toggleService', id: 3 }], chosen).serviceIds).toEqual([]);
  });

  it('after the code is sent, goes to the code; back from the code is the number', () => {
    const contact: BookingState = { ...initialBooking, step: 'contact', serviceIds: [3], day: '2026-11-23', time };
    const code = run([{ type: 'codeSent' }], contact);
    expect(code.step).toBe('code');
    expect(run([{ type: 'back' }], code).step).toBe('contact');
  });

  it('offers the alternatives on the time step when the time was taken meanwhile', () => {
    const code: BookingState = { ...initialBooking, step: 'code', serviceIds: [3], day: '2026-11-23', time };
    const taken = run([{ type: 'taken', alternatives: [time] }], code);
    expect(taken).toMatchObject({ step: 'time', time: null, alternatives: [time] });
    expect(run([{ type: 'chooseTime', time }, { type: 'next' }], taken).step).toBe('contact');
  });

  it('stays done once booked', () => {
    const done = run([{ type: 'booked' }], { ...initialBooking, step: 'code' });
    expect(run([{ type: 'back' }, { type: 'goTo', step: 'services' }], done).step).toBe('done');
  });

  it('sums the chosen services’ prices and lengths', () => {
    const salon = { services: [{ id: 3, name: 'a', description: null, price: 5000, duration_minutes: 30 }, { id: 4, name: 'b', description: null, price: 2500, duration_minutes: 15 }] };
    expect(chosenServices(salon, [4, 3])).toMatchObject({ total: 7500, minutes: 45 });
  });
});
