import { describe, expect, it } from 'vitest';
import { emptyOtp, fillOtp, isOtpComplete, joinOtp, otpDigits, pasteOtp, splitOtp, typeIntoOtp } from './otp';

describe('otpDigits', () => {
  it('keeps only digits, Arabic-Indic ones as 0-9', () => {
    expect(otpDigits('١٢٣٤')).toBe('1234');
    expect(otpDigits('۱۲۳۴')).toBe('1234');
    expect(otpDigits(' 1 2-3 4 ')).toBe('1234');
    expect(otpDigits('abc')).toBe('');
  });
});

describe('joinOtp', () => {
  it('reads the boxes in box order, in every locale (no reversal for Arabic)', () => {
    expect(joinOtp(['1', '2', '3', '4'])).toBe('1234');
    expect(joinOtp(['9', '0', '0', '1'])).toBe('9001');
  });
});

describe('isOtpComplete', () => {
  it('is true only when every box holds one digit', () => {
    expect(isOtpComplete(['1', '2', '3', '4'])).toBe(true);
    expect(isOtpComplete(['1', '', '3', '4'])).toBe(false);
    expect(isOtpComplete(emptyOtp())).toBe(false);
  });
});

describe('splitOtp', () => {
  it('spreads a code over the boxes', () => {
    expect(splitOtp('12')).toEqual(['1', '2', '', '']);
    expect(splitOtp('١٢٣٤٥')).toEqual(['1', '2', '3', '4']);
  });
});

describe('fillOtp', () => {
  it('writes from a box and moves focus past the last digit written', () => {
    expect(fillOtp(emptyOtp(), 1, '23')).toEqual({ boxes: ['', '2', '3', ''], focus: 3 });
  });
  it('keeps focus on the last box when the code is full', () => {
    expect(fillOtp(emptyOtp(), 0, '1234')).toEqual({ boxes: ['1', '2', '3', '4'], focus: 3 });
  });
});

describe('pasteOtp', () => {
  it('fills every box from the first with a whole code, wherever it is pasted', () => {
    expect(pasteOtp(['', '', '7', ''], 2, '1234')?.boxes).toEqual(['1', '2', '3', '4']);
  });
  it('accepts spaces and Arabic-Indic digits in a pasted code', () => {
    expect(pasteOtp(emptyOtp(), 0, '١ ٢ ٣ ٤')?.boxes).toEqual(['1', '2', '3', '4']);
    expect(pasteOtp(emptyOtp(), 0, '12 34')?.boxes).toEqual(['1', '2', '3', '4']);
  });
  it('fills from the box pasted into when fewer digits arrive', () => {
    expect(pasteOtp(['1', '', '', ''], 1, '23')).toEqual({ boxes: ['1', '2', '3', ''], focus: 3 });
  });
  it('changes nothing when the text holds no digit', () => {
    expect(pasteOtp(['1', '', '', ''], 1, 'code')).toBeNull();
  });
});

describe('typeIntoOtp', () => {
  it('puts a typed digit in the box and moves forward', () => {
    expect(typeIntoOtp(emptyOtp(), 0, '5')).toEqual({ boxes: ['5', '', '', ''], focus: 1 });
  });
  it('rejects letters and symbols', () => {
    expect(typeIntoOtp(emptyOtp(), 0, 'a')).toBeNull();
    expect(typeIntoOtp(emptyOtp(), 0, '-')).toBeNull();
  });
  it('takes an Arabic-Indic digit as its ASCII digit', () => {
    expect(typeIntoOtp(emptyOtp(), 2, '٧')?.boxes).toEqual(['', '', '7', '']);
  });
  it('replaces the digit of a box typed into again', () => {
    expect(typeIntoOtp(['1', '', '', ''], 0, '19')?.boxes).toEqual(['9', '', '', '']);
    expect(typeIntoOtp(['1', '', '', ''], 0, '91')?.boxes).toEqual(['9', '', '', '']);
  });
  it('clears an emptied box and keeps focus there', () => {
    expect(typeIntoOtp(['1', '2', '', ''], 1, '')).toEqual({ boxes: ['1', '', '', ''], focus: 1 });
  });
  it('spreads a whole code autofilled into one box', () => {
    expect(typeIntoOtp(emptyOtp(), 0, '4321')?.boxes).toEqual(['4', '3', '2', '1']);
  });
});
