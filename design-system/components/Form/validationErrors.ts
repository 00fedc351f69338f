
/** Field name → messages, the shape React Aria's Form takes as `validationErrors`. */
export type FieldValidationErrors = Record<string, string[]>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The field errors of an API error body, ready for `<Form validationErrors>`. Anything that is not
 * a `{ field: [messages] }` map (a 500 page, `null`, a 401 body without `errors`) gives `{}`;
 * a single message string is accepted as a one-item list; empty messages are dropped.
 */
export function validationErrorsFrom(body: unknown): FieldValidationErrors {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const result: FieldValidationErrors = {};
  for (const [field, value] of Object.entries(body.errors)) {
    const messages = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    if (messages.length > 0) result[field] = messages;
  }
  return result;
}

/** The errors without those of the given fields (the same object when there is nothing to leave out). */
export function withoutFields<Messages>(errors: Record<string, Messages>, fields: ReadonlySet<string>): Record<string, Messages> {
  if (![...fields].some((field) => field in errors)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.has(field)));
}
