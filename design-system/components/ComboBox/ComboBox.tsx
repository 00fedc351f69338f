import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  Popover,
  composeRenderProps,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, fieldStyles, type FieldBaseProps } from '../Field';
import { Icon } from '../Icon';
import * as styles from './ComboBox.css';

export interface ComboBoxProps<T extends object> extends Omit<AriaComboBoxProps<T>, 'children'>, FieldBaseProps {
  placeholder?: string;
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A text input with a filtered list of suggestions (city, service, customer). Typing filters
 * (React Aria's locale-aware "contains" by default), ArrowDown opens the list, Enter picks, Escape
 * closes. When nothing matches, a translated "No results" is shown. Options are `SelectItem`s
 * (re-exported as `ComboBoxItem`). For a short fixed list use Select.
 */
export function ComboBox<T extends object>({ label, description, errorMessage, placeholder, children, className, ...props }: ComboBoxProps<T>) {
  const intl = useIntl();
  return (
    <AriaComboBox
      allowsEmptyCollection
      {...props}
      className={composeRenderProps(className, (own) => [fieldStyles.field, own].filter(Boolean).join(' '))}
    >
      {({ isInvalid, isDisabled }) => (
        <>
          {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
          <Group className={fieldStyles.group} isInvalid={isInvalid} isDisabled={isDisabled}>
            <Input className={fieldStyles.groupInput} placeholder={placeholder} />
            <Button className={fieldStyles.groupButton} aria-label={intl.formatMessage({ id: 'ds.forms.comboBox.showSuggestions' })}>
              <Icon name="chevronDown" />
            </Button>
          </Group>
          {description && <FieldDescription>{description}</FieldDescription>}
          <FieldError errorMessage={errorMessage} />
          <Popover className={fieldStyles.popover}>
            <ListBox
              className={fieldStyles.listBox}
              renderEmptyState={() => <div className={styles.empty}>{intl.formatMessage({ id: 'ds.forms.comboBox.noResults' })}</div>}
            >
              {children}
            </ListBox>
          </Popover>
        </>
      )}
    </AriaComboBox>
  );
}

export { SelectItem as ComboBoxItem } from '../Select';
