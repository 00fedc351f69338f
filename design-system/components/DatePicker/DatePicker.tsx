import { useIntl } from 'react-intl';
import {
  Button,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Popover,
  composeRenderProps,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { Calendar, formatHijri, useShowsHijri } from '../Calendar';
import { FieldDescription, FieldError, FieldLabel, fieldStyles, type FieldBaseProps } from '../Field';
import { Icon } from '../Icon';
import * as styles from './DatePicker.css';

export interface DatePickerProps<T extends DateValue> extends Omit<AriaDatePickerProps<T>, 'children'>, FieldBaseProps {}

/**
 * A date typed segment by segment (day, month, year in the locale's order) or picked from a
 * Calendar in a popover. Values are `@internationalized/date` objects (`CalendarDate`), Gregorian.
 * In Arabic the chosen date is also given in Umm al-Qura Hijri under the field (and read with the
 * description). Min/max and unavailable dates come from props and show a translated error.
 */
export function DatePicker<T extends DateValue>({ label, description, errorMessage, className, ...props }: DatePickerProps<T>) {
  const intl = useIntl();
  const hijriShown = useShowsHijri();
  return (
    <AriaDatePicker {...props} className={composeRenderProps(className, (own) => [fieldStyles.field, own].filter(Boolean).join(' '))}>
      {({ isInvalid, isDisabled, state }) => {
        const hijri = hijriShown && state.dateValue ? intl.formatMessage({ id: 'ds.forms.date.hijri' }, { date: formatHijri(state.dateValue) }) : null;
        return (
          <>
            {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
            <Group className={fieldStyles.group} isInvalid={isInvalid} isDisabled={isDisabled}>
              <DateInput className={styles.dateInput}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
              <Button className={fieldStyles.groupButton} aria-label={intl.formatMessage({ id: 'ds.forms.date.openCalendar' })}>
                <Icon name="calendar" />
              </Button>
            </Group>
            {(description || hijri) && (
              <FieldDescription>
                {description}
                {description && hijri && ' · '}
                {hijri && <span lang="ar">{hijri}</span>}
              </FieldDescription>
            )}
            <FieldError errorMessage={errorMessage} />
            <Popover className={fieldStyles.popover}>
              <Dialog className={styles.dialog}>
                <Calendar />
              </Dialog>
            </Popover>
          </>
        );
      }}
    </AriaDatePicker>
  );
}
