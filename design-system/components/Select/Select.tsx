import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  Header,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Select as AriaSelect,
  SelectValue,
  composeRenderProps,
  type ListBoxItemProps,
  type ListBoxSectionProps,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, fieldStyles, type FieldBaseProps } from '../Field';
import { Icon } from '../Icon';

export interface SelectProps<T extends object> extends Omit<AriaSelectProps<T>, 'children'>, FieldBaseProps {
  /** Options as data (with `children` as a function), or `SelectItem` elements as children. */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * One value from a list (city, bank, barber). Opens a list below the button; typing a letter
 * jumps to an option; the chosen option is checked. A form gets the value under `name`.
 * For a handful of options that should all be visible use RadioGroup; for long lists that need
 * typing to filter use ComboBox.
 */
export function Select<T extends object>({ label, description, errorMessage, items, children, placeholder, className, ...props }: SelectProps<T>) {
  const intl = useIntl();
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder ?? intl.formatMessage({ id: 'ds.forms.select.placeholder' })}
      className={composeRenderProps(className, (own) => [fieldStyles.field, own].filter(Boolean).join(' '))}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Button className={fieldStyles.selectTrigger}>
        <SelectValue className={fieldStyles.selectValue} />
        <Icon name="chevronDown" />
      </Button>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError errorMessage={errorMessage} />
      <Popover className={fieldStyles.popover}>
        <ListBox items={items} className={fieldStyles.listBox}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

export interface SelectItemProps<T> extends Omit<ListBoxItemProps<T>, 'children'> {
  children: ReactNode;
}

/** One option of a Select or ComboBox; the selected one shows a check. */
export function SelectItem<T extends object>({ children, textValue, className, ...props }: SelectItemProps<T>) {
  return (
    <ListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (own) => [fieldStyles.option, own].filter(Boolean).join(' '))}
    >
      {({ isSelected }) => (
        <>
          <span>{children}</span>
          {isSelected && <Icon name="check" className={fieldStyles.optionCheck} />}
        </>
      )}
    </ListBoxItem>
  );
}

export interface SelectSectionProps<T> extends Omit<ListBoxSectionProps<T>, 'children'> {
  title: ReactNode;
  children: ReactNode;
}

/** A titled group of options. */
export function SelectSection<T extends object>({ title, children, ...props }: SelectSectionProps<T>) {
  return (
    <ListBoxSection {...props}>
      <Header className={fieldStyles.sectionHeader}>{title}</Header>
      {children}
    </ListBoxSection>
  );
}
