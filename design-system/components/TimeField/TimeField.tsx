import { useState } from 'react';
import { DateInput, DateSegment, TimeField as AriaTimeField, composeRenderProps, type TimeFieldProps as AriaTimeFieldProps, type TimeValue } from 'react-aria-components';
import * as dateStyles from '../DatePicker/DatePicker.css';
import { FieldDescription, FieldError, FieldLabel, fieldStyles, type FieldBaseProps } from '../Field';
import { hhmmFromTime, timeFromHHMM, type HHMM } from './time';

export interface TimeFieldProps
  extends Omit<AriaTimeFieldProps<TimeValue>, 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue' | 'children'>,
    FieldBaseProps {
  /** 24-hour `HH:MM` (controlled); `null` for empty. */
  value?: HHMM | null;
  defaultValue?: HHMM | null;
  /** Called with `HH:MM`, or null when the field is cleared or incomplete. */
  onChange?: (value: HHMM | null) => void;
  minValue?: HHMM;
  maxValue?: HHMM;
}

/**
 * A time of day typed hour and minute segment by segment (ArrowUp/ArrowDown change a segment).
 * It shows the locale's clock (12-hour with ص/م in Arabic unless `hourCycle={24}`), but its value
 * is always the API's 24-hour `HH:MM` string.
 */
export function TimeField({ label, description, errorMessage, value, defaultValue, onChange, minValue, maxValue, className, ...props }: TimeFieldProps) {
  const [own, setOwn] = useState<HHMM | null>(defaultValue ?? null);
  const current = value !== undefined ? value : own;
  return (
    <AriaTimeField
      {...props}
      value={timeFromHHMM(current)}
      minValue={timeFromHHMM(minValue) ?? undefined}
      maxValue={timeFromHHMM(maxValue) ?? undefined}
      onChange={(time) => {
        const next = time ? hhmmFromTime(time) : null;
        if (value === undefined) setOwn(next);
        onChange?.(next);
      }}
      className={composeRenderProps(className, (cls) => [fieldStyles.field, cls].filter(Boolean).join(' '))}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <DateInput className={[fieldStyles.group, dateStyles.dateInput].join(' ')}>
        {(segment) => <DateSegment segment={segment} className={dateStyles.segment} />}
      </DateInput>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError errorMessage={errorMessage} />
    </AriaTimeField>
  );
}
