import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import * as styles from './Form.css';
import { FormSubmittingContext } from './submitting';
import { validationErrorsFrom, withoutFields } from './validationErrors';

export interface FormProps extends Omit<AriaFormProps, 'onSubmit'> {
  /**
   * Called on submit. Return the request's promise: until it settles the form is busy, its submit
   * buttons show so, and further submits (a double press, Enter again) are ignored. A rejection is
   * the caller's to show (a mutation's `onError`, a 422 in `errorBody`); the form only stops being busy.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void | Promise<unknown>;
  /**
   * The body of a failed API call (`422`: `{ code, message, errors }`). Its field errors show under
   * the fields with the same `name`, and the first of those fields gets focus.
   * `validationErrors`, when given, wins.
   */
  errorBody?: unknown;
}

/** The first field that shows an error, or the first focusable control inside an invalid field. */
function firstInvalidControl(form: HTMLFormElement): HTMLElement | null {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]:not([type="hidden"])');
  if (invalid) return invalid;
  return form.querySelector<HTMLElement>('[data-invalid] :is(input:not([type="hidden"]), button, textarea, [tabindex="0"])');
}

/**
 * The `name` of the field an edited control belongs to: its own, or that of the one named input
 * (often hidden: NumberField, PhoneField) inside the nearest wrapper that holds one.
 */
function fieldNameOf(control: EventTarget, form: HTMLFormElement): string | null {
  if (!(control instanceof HTMLElement)) return null;
  const own = control.getAttribute('name');
  if (own) return own;
  for (let node = control.parentElement; node && node !== form; node = node.parentElement) {
    const named = node.querySelectorAll('[name]');
    if (named.length === 1) return named[0]!.getAttribute('name');
    if (named.length > 1) return null;
  }
  return null;
}

const noFields: ReadonlySet<string> = new Set();

const neverChanges = () => () => undefined;

/**
 * False while a page rendered on the server waits for its code (and during hydration), true once
 * React runs it; always true for a page rendered in the browser.
 */
function useInteractive(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * A form of design-system fields. Errors from the client (required, format…) show on submit and
 * the first invalid field gets focus (React Aria's native validation); errors from the server
 * arrive through `errorBody` or `validationErrors`, show under their fields, and move focus to
 * the first one. A field's message goes (or, for a client rule, is checked again) as soon as the
 * user types in that field: had it gone only when the field commits (on blur, as React Aria does),
 * it would go as the pointer presses the submit button, the button would move up under the
 * pointer, and the press would be lost.
 *
 * While the promise `onSubmit` returns runs, the form is busy: its submit buttons show a spinner
 * and further submits are ignored, so a double press sends one request.
 *
 * Rendered on the server, the form is disabled until the browser runs its code.
 */
export function Form({ errorBody, validationErrors, className, children, onSubmit, ...props }: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const errors = useMemo(() => validationErrors ?? validationErrorsFrom(errorBody), [validationErrors, errorBody]);
  // Compared by content, so a parent that re-renders with an equal object does not move focus again.
  const errorsKey = JSON.stringify(errors);
  // The fields typed in since these errors arrived; new errors, or a new submit, start afresh
  // (an answer with the same errors as before shows them again).
  const [edited, setEdited] = useState<{ key: string; fields: ReadonlySet<string> }>({ key: errorsKey, fields: noFields });
  const editedFields = edited.key === errorsKey ? edited.fields : noFields;
  const shown = useMemo(() => withoutFields(errors, editedFields), [errors, editedFields]);

  // Input events bubble to the form from every field (React Aria's Form does not pass onInput on).
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    const onFieldInput = (event: Event) => {
      const control = event.target;
      // A field showing a client error (required, format…) checks again as the user types:
      // React Aria re-validates on the native change event, which otherwise comes only on blur.
      if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && control.getAttribute('aria-invalid') === 'true') {
        control.dispatchEvent(new Event('change', { bubbles: true }));
      }
      const name = control ? fieldNameOf(control, form) : null;
      if (name && name in errors && !editedFields.has(name)) setEdited({ key: errorsKey, fields: new Set([...editedFields, name]) });
    };
    form.addEventListener('input', onFieldInput);
    return () => form.removeEventListener('input', onFieldInput);
  }, [errors, errorsKey, editedFields]);
  // A ref, not only state: a second press can arrive before React renders the busy state.
  const submittingRef = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (submittingRef.current) {
      event.preventDefault();
      return;
    }
    if (editedFields.size > 0) setEdited({ key: errorsKey, fields: noFields });
    const request = onSubmit?.(event);
    if (!request || typeof request.then !== 'function') return;
    submittingRef.current = true;
    setSubmitting(true);
    const settle = () => {
      submittingRef.current = false;
      setSubmitting(false);
    };
    request.then(settle, settle);
  };

  useEffect(() => {
    if (errorsKey === '{}' || !ref.current) return;
    // Fields mark themselves invalid while rendering these errors, and a field may first open the
    // tab that holds the invalid input (MultilingualTextField): focus two frames later.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (ref.current) firstInvalidControl(ref.current)?.focus();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [errorsKey]);

  // A form that arrives rendered by the server stays disabled until its code runs: typed text
  // could otherwise be reset when React takes over, and a press would submit it natively (its
  // fields in the address).
  const interactive = useInteractive();

  return (
    <AriaForm
      {...props}
      onSubmit={onFormSubmit}
      ref={ref}
      validationErrors={shown}
      aria-busy={submitting || undefined}
      className={[styles.form, className].filter(Boolean).join(' ')}
    >
      <fieldset role="none" disabled={!interactive} className={styles.fields}>
        <FormSubmittingContext.Provider value={submitting}>{children}</FormSubmittingContext.Provider>
      </fieldset>
    </AriaForm>
  );
}
