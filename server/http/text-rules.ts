/**
 * What the contract's JSON Schema does not say about text, applied to every request after the
 * schema (server/http/validation.ts), so no handler sees text the database cannot store or a person
 * cannot read:
 *  - control characters (C0 except tab, line feed and carriage return; DEL) are refused in every
 *    string: PostgreSQL cannot store NUL, and the others only hide or garble text;
 *  - numbers are finite (`page=1e400` is not a page);
 *  - names (`name`, `title`, `name_ar`, `customer_name`, `commercial_name_en`, …) need a visible
 *    character, and may not carry bidirectional embeddings, overrides or isolates (U+202A–U+202E,
 *    U+2066–U+2069), which reorder what a reader sees;
 *  - every string of a body or query is NFC-normalized, so stored text compares as it reads.
 */
import type { ErrorObject } from 'ajv/dist/2020.js';

/** C0 controls except tab, line feed and carriage return, and DEL. */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** White space, format characters (zero-width, bidi marks), marks alone and the blank-looking letters. */
const INVISIBLE = /[\p{White_Space}\p{Cf}\p{Cc}\p{Mn}\p{Me}\u115F\u1160\u3164\uFFA0\u2800]/gu;
const NAME_FIELD = /^(?:name|title)(?:_(?:ar|en|tr|ur))?$|_name(?:_(?:ar|en|tr|ur))?$/;

/** True when a person would see something: at least one character that is not blank or a control. */
function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, '').length > 0;
}

function problem(path: string[], keyword: string): ErrorObject {
  return { instancePath: path.length ? `/${path.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}` : '', schemaPath: '#/text', keyword, params: {}, message: keyword };
}

/**
 * Checks (and NFC-normalizes, for bodies and queries) what a request carries; the problems come back
 * in Ajv's shape so that they are reported like any other field error.
 */
export function textProblems(data: unknown, part: string | undefined): ErrorObject[] {
  const problems: ErrorObject[] = [];
  const normalize = part === 'body' || part === 'querystring';
  const visit = (value: unknown, path: string[], key: string | undefined, set: ((v: string) => void) | undefined) => {
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) problems.push(problem(path, 'controlCharacters'));
      else if (key !== undefined && NAME_FIELD.test(key) && value.length > 0 && (BIDI_CONTROL.test(value) || !hasVisibleText(value))) {
        problems.push(problem(path, 'visibleText'));
      } else if (normalize && set) {
        const normalized = value.normalize('NFC');
        if (normalized !== value) set(normalized);
      }
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) problems.push(problem(path, 'type'));
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, String(index)], key, (v) => (value[index] = v)));
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const [name, item] of Object.entries(record)) visit(item, [...path, name], name, (v) => (record[name] = v));
    }
  };
  visit(data, [], undefined, undefined);
  return problems;
}
