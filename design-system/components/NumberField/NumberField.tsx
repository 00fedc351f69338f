import { useIntl } from 'react-intl';
import { Button, Group, Input, NumberField as AriaNumberField, composeRenderProps, type NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, fieldStyles, type FieldBaseProps } from '../Field';
import { Icon } from '../Icon';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'>, FieldBaseProps {
  placeholder?: string;
}

/**
 * A number with − and + steppers (duration in minutes, buffer time, price). It formats and parses
 * in the current locale (Arabic-Indic digits in Arabic; `formatOptions` for units or currency),
 * ArrowUp/ArrowDown step, and values outside `minValue`/`maxValue` are clamped on blur.
 */
export function NumberField({ label, description, errorMessage, placeholder, className, ...props }: NumberFieldProps) {
  const intl = useIntl();
  return (
    <AriaNumberField {...props} className={composeRenderProps(className, (own) => [fieldStyles.field, own].filter(Boolean).join(' '))}>
      {({ isInvalid, isDisabled }) => (
        <>
          {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
          <Group className={fieldStyles.group} isInvalid={isInvalid} isDisabled={isDisabled}>
            <Button slot="decrement" className={fieldStyles.groupButton} aria-label={intl.formatMessage({ id: 'ds.forms.number.decrement' })}>
              <Icon name="minus" />
            </Button>
            <Input className={fieldStyles.groupInput} placeholder={placeholder} />
            <Button slot="increment" className={fieldStyles.groupButton} aria-label={intl.formatMessage({ id: 'ds.forms.number.increment' })}>
              <Icon name="plus" />
            </Button>
          </Group>
          {description && <FieldDescription>{description}</FieldDescription>}
          <FieldError errorMessage={errorMessage} />
        </>
      )}
    </AriaNumberField>
  );
}
