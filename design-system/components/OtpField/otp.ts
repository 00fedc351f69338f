import { toLatinDigits } from '../Field/digits';

/** The product's SMS codes have four digits. */
export const OTP_LENGTH = 4;

/** Only the digits of a text, as ASCII: `"١ ٢-3a4"` → `"1234"`. */
export function otpDigits(text: string): string {
  return toLatinDigits(text).replace(/\D/g, '');
}

/** `length` empty boxes. */
export function emptyOtp(length: number = OTP_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

/**
 * The code the boxes hold, read in box order (first box = first digit). The boxes run left to
 * right in every locale (`dir="ltr"`), so this is also the order the user reads in the SMS:
 * there is no reversal for Arabic or Urdu.
 */
export function joinOtp(boxes: readonly string[]): string {
  return boxes.join('');
}

/** Whether every box holds one digit. */
export function isOtpComplete(boxes: readonly string[]): boolean {
  return boxes.length > 0 && boxes.every((box) => /^\d$/.test(box));
}

/** A code as boxes (e.g. a value from the caller); non-digits are dropped, extra digits ignored. */
export function splitOtp(code: string, length: number = OTP_LENGTH): string[] {
  const digits = otpDigits(code).slice(0, length);
  return emptyOtp(length).map((_, index) => digits[index] ?? '');
}

export interface OtpEntry {
  boxes: string[];
  /** The box that should have focus next. */
  focus: number;
}

/**
 * Writes `digits` into the boxes from `start` on. Focus goes to the box after the last digit
 * written (the last box when the code is full).
 */
export function fillOtp(boxes: readonly string[], start: number, digits: string): OtpEntry {
  const next = [...boxes];
  let index = start;
  for (const digit of digits) {
    if (index >= next.length) break;
    next[index] = digit;
    index += 1;
  }
  return { boxes: next, focus: Math.min(index, next.length - 1) };
}

/**
 * What a paste into box `start` does: a whole code (as many digits as boxes, or more, with any
 * spaces, dashes or Arabic-Indic digits) fills every box from the first; fewer digits fill from
 * `start`. Null when the text holds no digit at all (nothing changes).
 */
export function pasteOtp(boxes: readonly string[], start: number, text: string): OtpEntry | null {
  const digits = otpDigits(text);
  if (digits === '') return null;
  if (digits.length >= boxes.length) return fillOtp(boxes, 0, digits.slice(0, boxes.length));
  return fillOtp(boxes, start, digits);
}

/**
 * What typing into box `index` does, given the box's new text. Null means "reject" (no digit
 * in it: a letter, a symbol). An emptied box is cleared. One digit replaces the box's digit and
 * moves on; a longer text (autofill of the whole code into one box) is handled like a paste.
 */
export function typeIntoOtp(boxes: readonly string[], index: number, text: string): OtpEntry | null {
  if (text === '') {
    const next = [...boxes];
    next[index] = '';
    return { boxes: next, focus: index };
  }
  const digits = otpDigits(text);
  if (digits === '') return null;
  const previous = boxes[index] ?? '';
  // Typing into a box that holds a digit gives its old digit plus the new one, in either order.
  if (digits.length === 2 && previous !== '' && digits.includes(previous)) {
    const [first = '', second = ''] = digits;
    const typed = first === previous ? second : first;
    return fillOtp(boxes, index, typed);
  }
  return pasteOtp(boxes, index, digits);
}
