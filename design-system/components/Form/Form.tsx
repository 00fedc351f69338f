import { useEffect, useMemo, useRef } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import * as styles from './Form.css';
import { validationErrorsFrom } from './validationErrors';

export interface FormProps extends AriaFormProps {
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
 * A form of design-system fields. Errors from the client (required, format…) show on submit and
 * the first invalid field gets focus (React Aria's native validation); errors from the server
 * arrive through `errorBody` or `validationErrors`, show under their fields until the user edits
 * them, and move focus to the first one.
 */
export function Form({ errorBody, validationErrors, className, children, ...props }: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const errors = useMemo(() => validationErrors ?? validationErrorsFrom(errorBody), [validationErrors, errorBody]);
  // Compared by content, so a parent that re-renders with an equal object does not move focus again.
  const errorsKey = JSON.stringify(errors);

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

  return (
    <AriaForm {...props} ref={ref} validationErrors={errors} className={[styles.form, className].filter(Boolean).join(' ')}>
      {children}
    </AriaForm>
  );
}
