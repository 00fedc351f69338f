import { useIntl } from 'react-intl';
import { Button, Group, Input, SearchField as AriaSearchField, composeRenderProps, type SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, fieldStyles, type FieldBaseProps } from '../Field';
import { Icon } from '../Icon';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children'>, FieldBaseProps {
  placeholder?: string;
}

/**
 * A search box for filtering a list or table: Enter submits (`onSubmit`), Escape or the clear
 * button empties it (`onClear`). Give it a visible `label` or at least an `aria-label`.
 */
export function SearchField({ label, description, errorMessage, placeholder, className, ...props }: SearchFieldProps) {
  const intl = useIntl();
  return (
    <AriaSearchField {...props} className={composeRenderProps(className, (own) => [fieldStyles.field, styles.root, own].filter(Boolean).join(' '))}>
      {({ isInvalid, isDisabled }) => (
        <>
          {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
          <Group className={fieldStyles.group} isInvalid={isInvalid} isDisabled={isDisabled}>
            <span className={fieldStyles.adornment}>
              <Icon name="search" />
            </span>
            <Input className={[fieldStyles.groupInput, styles.input].join(' ')} placeholder={placeholder} />
            <Button className={[fieldStyles.groupButton, styles.clear].join(' ')} aria-label={intl.formatMessage({ id: 'ds.forms.search.clear' })}>
              <Icon name="close" />
            </Button>
          </Group>
          {description && <FieldDescription>{description}</FieldDescription>}
          <FieldError errorMessage={errorMessage} />
        </>
      )}
    </AriaSearchField>
  );
}
