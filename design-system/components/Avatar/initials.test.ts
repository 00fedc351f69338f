import { describe, expect, it } from 'vitest';
import { colourIndexOf, initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ahmed Hassan')).toBe('AH');
    expect(initialsOf('ahmed bin saleh hassan')).toBe('AH');
    expect(initialsOf('  Khalid  ')).toBe('K');
  });

  it('skips the Arabic article and keeps Arabic initials from joining', () => {
    expect(initialsOf('سعد القحطاني')).toBe('س\u200cق');
    expect(initialsOf('خالد')).toBe('خ');
  });

  it('upper-cases with the Turkish rules of the letter itself', () => {
    expect(initialsOf('çağla ışık')).toBe('ÇI');
  });

  it('ignores digits and symbols and gives nothing for an empty name', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf('   ')).toBe('');
    expect(initialsOf('#1 Barber')).toBe('B');
  });
});

describe('colourIndexOf', () => {
  it('gives one name the same colour every time, within range', () => {
    expect(colourIndexOf('سعد', 4)).toBe(colourIndexOf('سعد', 4));
    for (const name of ['a', 'b', 'سعد', 'Çağla', '']) {
      const index = colourIndexOf(name, 4);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(4);
    }
  });
});
