import { useIntl } from 'react-intl';
import {
  Button,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Popover,
  composeRenderProps,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
} from 'react-aria-components';
import { RangeCalendar, formatHijri, useShowsHijri } from '../Calendar';
import * as dateStyles from '../DatePicker/DatePicker.css';
import { FieldDescription, FieldError, FieldLabel, fieldStyles, type FieldBaseProps } from '../Field';
import { Icon } from '../Icon';

export interface DateRangePickerProps<T extends DateValue> extends Omit<AriaDateRangePickerProps<T>, 'children'>, FieldBaseProps {}

/**
 * A span of days (report period, leave of a barber, reservations filter): a start and an end
 * typed segment by segment or picked on a two-press RangeCalendar. In Arabic both ends are also
 * given in Umm al-Qura Hijri. An end before the start is reported with a translated error.
 */
export function DateRangePicker<T extends DateValue>({ label, description, errorMessage, className, ...props }: DateRangePickerProps<T>) {
  const intl = useIntl();
  const hijriShown = useShowsHijri();
  return (
    <AriaDateRangePicker {...props} className={composeRenderProps(className, (own) => [fieldStyles.field, own].filter(Boolean).join(' '))}>
      {({ isInvalid, isDisabled, state }) => {
        const range = state.value;
        const hijri =
          hijriShown && range?.start && range.end
            ? intl.formatMessage({ id: 'ds.forms.date.hijriRange' }, { start: formatHijri(range.start), end: formatHijri(range.end) })
            : null;
        return (
          <>
            {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
            <Group className={fieldStyles.group} isInvalid={isInvalid} isDisabled={isDisabled}>
              <DateInput slot="start" className={dateStyles.dateInput}>
                {(segment) => <DateSegment segment={segment} className={dateStyles.segment} />}
              </DateInput>
              <span aria-hidden="true" className={dateStyles.rangeDash}>
                –
              </span>
              <DateInput slot="end" className={dateStyles.dateInput}>
                {(segment) => <DateSegment segment={segment} className={dateStyles.segment} />}
              </DateInput>
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
              <Dialog className={dateStyles.dialog}>
                <RangeCalendar />
              </Dialog>
            </Popover>
          </>
        );
      }}
    </AriaDateRangePicker>
  );
}
