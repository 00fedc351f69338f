import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, fieldStyles, type FieldBaseProps } from '../Field';
import { Flag, type FlagCountry } from '../Flag';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { mobileProblem, normaliseMobile, phoneCountryCodes, saudiCountryCode, type PhoneCountryCode, type PhoneValue } from './phone';
import * as styles from './PhoneField.css';

export interface PhoneFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'validate' | 'className'>,
    FieldBaseProps {
  value?: PhoneValue;
  defaultValue?: PhoneValue;
  onChange?: (value: PhoneValue) => void;
  /** Form field name of the national number (default `mobile`). */
  name?: string;
  /** Form field name of the country code (default `country_code`). */
  countryCodeName?: string;
  className?: string;
}

const flags: Record<PhoneCountryCode, FlagCountry> = { '+966': 'SA' };

/**
 * A mobile number: country code picker (+966 only) and the national number `5XXXXXXXX`.
 * Numbers read left to right in every language, so the pair is laid out `dir="ltr"`.
 * Arabic-Indic digits, spaces, a pasted `+966…` or a leading `0` are normalised as the user types;
 * the number is checked against the Saudi mobile format with a translated message.
 */
export function PhoneField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  name = 'mobile',
  countryCodeName = 'country_code',
  isRequired,
  isDisabled,
  className,
  ...props
}: PhoneFieldProps) {
  const intl = useIntl();
  const [ownValue, setOwnValue] = useState<PhoneValue>(defaultValue ?? { countryCode: saudiCountryCode, mobile: '' });
  const current = value ?? ownValue;
  const update = (next: PhoneValue) => {
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  };

  return (
    <AriaTextField
      {...props}
      name={name}
      isRequired={isRequired}
      isDisabled={isDisabled}
      value={current.mobile}
      onChange={(typed) => update({ ...current, mobile: normaliseMobile(typed) })}
      validate={(mobile) => {
        const problem = mobileProblem(mobile, isRequired ?? false);
        if (problem === 'required') return intl.formatMessage({ id: 'ds.forms.phone.required' });
        if (problem === 'format') return intl.formatMessage({ id: 'ds.forms.phone.format' });
        return null;
      }}
      inputMode="tel"
      type="tel"
      autoComplete="tel-national"
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      {({ isInvalid }) => (
        <>
          {label && <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
          <Group className={fieldStyles.group} dir="ltr" isInvalid={isInvalid} isDisabled={isDisabled}>
            <Select
              aria-label={intl.formatMessage({ id: 'ds.forms.phone.countryCode' })}
              name={countryCodeName}
              value={current.countryCode}
              onChange={(code) => {
                if (code && code !== current.countryCode) update({ ...current, countryCode: code as PhoneCountryCode });
              }}
              isDisabled={isDisabled}
            >
              <Button className={styles.countryButton}>
                <SelectValue />
                <Icon name="chevronDown" />
              </Button>
              <Popover className={fieldStyles.popover}>
                <ListBox className={fieldStyles.listBox}>
                  {phoneCountryCodes.map((code) => (
                    <ListBoxItem
                      key={code}
                      id={code}
                      className={fieldStyles.option}
                      textValue={intl.formatMessage({ id: 'ds.forms.phone.saudiArabia' }, { code })}
                    >
                      <Flag country={flags[code]} className={styles.flag} />
                      <VisuallyHidden>{intl.formatMessage({ id: 'ds.forms.phone.countryName' })} </VisuallyHidden>
                      <span dir="ltr" className={styles.number}>
                        {code}
                      </span>
                    </ListBoxItem>
                  ))}
                </ListBox>
              </Popover>
            </Select>
            <Input className={[fieldStyles.groupInput, styles.number].join(' ')} dir="ltr" placeholder="5XXXXXXXX" />
          </Group>
          {description && <FieldDescription>{description}</FieldDescription>}
          <FieldError errorMessage={errorMessage} />
        </>
      )}
    </AriaTextField>
  );
}
