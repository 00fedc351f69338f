import { afterEach, describe, expect, it } from 'vitest';
import { rememberSalon, salonInUse } from './salonInUse';

const salons = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('the salon in use', () => {
  afterEach(() => localStorage.clear());

  it('is the only or first salon on a first visit', () => {
    expect(salonInUse([{ id: 7 }], undefined)).toBe(7);
    expect(salonInUse(salons, undefined)).toBe(1);
    expect(salonInUse([], undefined)).toBeUndefined();
  });

  it('is the last one used on this device, while the provider still has it', () => {
    rememberSalon(3);
    expect(salonInUse(salons, undefined)).toBe(3);
    expect(salonInUse([{ id: 1 }, { id: 2 }], undefined)).toBe(1);
  });

  it('gives way to the salon the address names', () => {
    rememberSalon(3);
    expect(salonInUse(salons, 2)).toBe(2);
  });
});
