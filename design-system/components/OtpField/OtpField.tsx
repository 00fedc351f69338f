import { useContext, useEffect, useId, useRef, useState, type ClipboardEvent, type ComponentPropsWithRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useHover } from 'react-aria';
import { useIntl } from 'react-intl';
import { FormValidationContext } from 'react-aria-components';
import { FieldErrorText, fieldStyles } from '../Field';
import { OTP_LENGTH, isOtpComplete, joinOtp, pasteOtp, splitOtp, typeIntoOtp, type OtpEntry } from './otp';
import * as styles from './OtpField.css';

export interface OtpFieldProps {
  /** The visible label ("Verification code"). */
  label: ReactNode;
  description?: ReactNode;
  /** Number of boxes (the product's codes have 4). */
  length?: number;
  /** The code (controlled). Set `''` to clear the boxes, e.g. after a failed verification. */
  value?: string;
  defaultValue?: string;
  /** Called with the digits in box order whenever a box changes. */
  onChange?: (code: string) => void;
  /** Called once all boxes hold a digit, with the code as read in the SMS. */
  onComplete?: (code: string) => void;
  /** Form field name of the joined code (default `otp`); server errors for this name show here. */
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  errorMessage?: string;
  autoFocus?: boolean;
}

/**
 * The SMS code: one box per digit. Digits only (Arabic-Indic digits are read as 0-9, letters are
 * refused with a message), focus moves forward on input and back on Backspace in an empty box,
 * ArrowLeft/ArrowRight move between boxes, and pasting the whole code fills every box. The boxes
 * run left to right in every locale (`dir="ltr"`), so the code sent equals the code in the SMS.
 */
export function OtpField({
  label,
  description,
  length = OTP_LENGTH,
  value,
  defaultValue,
  onChange,
  onComplete,
  name = 'otp',
  isRequired = false,
  isDisabled = false,
  isInvalid = false,
  errorMessage,
  autoFocus = false,
}: OtpFieldProps) {
  const intl = useIntl();
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const [boxes, setBoxes] = useState<string[]>(() => splitOtp(value ?? defaultValue ?? '', length));
  const [notice, setNotice] = useState<'digitsOnly' | 'incomplete' | null>(null);
  const serverErrors = [useContext(FormValidationContext)?.[name] ?? []].flat();
  const serverErrorsKey = JSON.stringify(serverErrors);
  const [hiddenServerErrors, setHiddenServerErrors] = useState<string | null>(null);
  // Server errors show until the user edits the code; a new set of errors shows again.
  const shownServerErrors = serverErrorsKey === hiddenServerErrors ? [] : serverErrors;

  // The caller reset or replaced the code.
  useEffect(() => {
    if (value !== undefined && value !== joinOtp(boxes)) setBoxes(splitOtp(value, length));
    // Only a change of `value` resyncs; typing is reported through onChange first.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, length]);

  useEffect(() => {
    if (autoFocus) inputs.current[0]?.focus();
  }, [autoFocus]);

  const focusBox = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(length - 1, index))];
    input?.focus();
    input?.select();
  };

  const apply = (entry: OtpEntry | null) => {
    if (!entry) {
      setNotice('digitsOnly');
      return;
    }
    const before = joinOtp(boxes);
    const code = joinOtp(entry.boxes);
    setBoxes(entry.boxes);
    setNotice(null);
    setHiddenServerErrors(serverErrorsKey);
    focusBox(entry.focus);
    if (code !== before) {
      onChange?.(code);
      if (isOtpComplete(entry.boxes)) onComplete?.(code);
    }
  };

  const onInput = (index: number) => (event: FormEvent<HTMLInputElement>) => {
    apply(typeIntoOtp(boxes, index, event.currentTarget.value));
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(pasteOtp(boxes, index, event.clipboardData.getData('text')));
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace':
        if (boxes[index] === '' && index > 0) {
          event.preventDefault();
          const next = [...boxes];
          next[index - 1] = '';
          apply({ boxes: next, focus: index - 1 });
        }
        break;
      // The boxes are laid out left to right in every locale, so the arrows move physically.
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        break;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        break;
      case 'End':
        event.preventDefault();
        focusBox(length - 1);
        break;
      default:
    }
  };

  // On submit the browser reports the empty required boxes: show our message instead of its bubble,
  // and focus the first empty box when it is the form's first invalid control.
  const onInvalid = (event: FormEvent<HTMLInputElement>) => {
    event.preventDefault();
    setNotice('incomplete');
    const form = event.currentTarget.form;
    const firstInvalid = form ? Array.from(form.elements).find((el) => el instanceof HTMLInputElement && !el.validity.valid) : null;
    if (firstInvalid === event.currentTarget) focusBox(boxes.findIndex((box) => box === ''));
  };

  const error =
    notice === 'digitsOnly'
      ? intl.formatMessage({ id: 'ds.forms.otp.digitsOnly' })
      : notice === 'incomplete'
        ? intl.formatMessage({ id: 'ds.forms.otp.incomplete' }, { count: length })
        : shownServerErrors.length > 0
          ? shownServerErrors.join(' ')
          : isInvalid
            ? (errorMessage ?? intl.formatMessage({ id: 'ds.forms.error.invalid' }))
            : null;
  const invalid = error !== null && notice !== 'digitsOnly' ? true : isInvalid;

  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        <span>{label}</span>
        {isRequired && (
          <span aria-hidden="true" className={fieldStyles.requiredMarker}>
            *
          </span>
        )}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={[description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
        dir="ltr"
        className={styles.boxes}
      >
        {boxes.map((digit, index) => (
          <OtpBox
            // The boxes are fixed positions, never reordered.
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            value={digit}
            onChange={onInput(index)}
            onPaste={onPaste(index)}
            onKeyDown={onKeyDown(index)}
            onFocus={(event) => event.currentTarget.select()}
            onInvalid={onInvalid}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={intl.formatMessage({ id: 'ds.forms.otp.digit' }, { index: index + 1, count: length })}
            aria-invalid={invalid || undefined}
            aria-required={isRequired || undefined}
            required={isRequired}
            disabled={isDisabled}
          />
        ))}
      </div>
      <input type="hidden" name={name} value={joinOtp(boxes)} />
      {description && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      <div aria-live="polite">{error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}</div>
    </div>
  );
}

/** One digit box, with the hover and keyboard-focus states the other fields show (`data-hovered`, `data-focus-visible`). */
function OtpBox({ ref, disabled, ...props }: ComponentPropsWithRef<'input'>) {
  const { hoverProps, isHovered } = useHover({ isDisabled: disabled });
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <input
      {...mergeProps(props, hoverProps, focusProps)}
      ref={ref}
      disabled={disabled}
      className={styles.box}
      inputMode="numeric"
      pattern="[0-9]"
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
    />
  );
}
