import { useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormValidationContext, Tab, TabList, TabPanel, Tabs, useLocale, type Key } from 'react-aria-components';
import { mediaUp } from '../../theme/breakpoints';
import { fieldStyles } from '../Field';
import { Icon } from '../Icon';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import { emptyMultilingual, fieldNameFor, languageDirection, missingLanguages, multilingualLanguages, type MultilingualLanguage, type MultilingualValue } from './multilingual';
import { useMediaQuery } from '../../theme/useMediaQuery';
import * as styles from './MultilingualTextField.css';

export const multilingualLayouts = ['auto', 'tabs'] as const;
type MultilingualLayout = (typeof multilingualLayouts)[number];

export interface MultilingualTextFieldProps {
  /** What the text is ("Salon name"); the legend of the four inputs. */
  label: ReactNode;
  description?: ReactNode;
  value?: MultilingualValue;
  defaultValue?: Partial<MultilingualValue>;
  onChange?: (value: MultilingualValue) => void;
  /** Languages that must be filled in (default Arabic and English). */
  requiredLanguages?: readonly MultilingualLanguage[];
  /** Several lines per language (descriptions). */
  multiline?: boolean;
  rows?: number;
  /**
   * `auto` (default): tabs on phones and tablets, the four inputs side by side (two columns)
   * from the `lg` breakpoint. `tabs`: tabs at every width (narrow dialogs).
   */
  layout?: MultilingualLayout;
  /** Form name: the inputs are named `name_ar`, `name_en`, … and show the server's errors for those names. */
  name?: string;
  maxLength?: number;
  isDisabled?: boolean;
}

/**
 * One text kept in Arabic, English, Turkish and Urdu (salon name, service description, skills).
 * Each input carries its language's `lang` and `dir`, so Urdu and Arabic are typed right to left
 * and English and Turkish left to right whatever the page's language. Empty languages are listed
 * under the field and marked on their tab (red dot when required); required languages are checked
 * on submit, and a tab hiding the first invalid input is opened so that the input can get focus.
 */
export function MultilingualTextField({
  label,
  description,
  value,
  defaultValue,
  onChange,
  requiredLanguages = ['ar', 'en'],
  multiline = false,
  rows = 3,
  layout = 'auto',
  name,
  maxLength,
  isDisabled = false,
}: MultilingualTextFieldProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const id = useId();
  const legendId = `${id}-legend`;
  const descriptionId = `${id}-description`;
  const statusId = `${id}-status`;
  const container = useRef<HTMLFieldSetElement>(null);
  const wide = useMediaQuery(mediaUp('lg'));
  const tabbed = layout === 'tabs' || !wide;
  const [own, setOwn] = useState<MultilingualValue>({ ...emptyMultilingual(), ...defaultValue });
  const current = value ?? own;
  const [selected, setSelected] = useState<MultilingualLanguage>('ar');

  const names = useMemo(() => new Intl.DisplayNames([locale], { type: 'language' }), [locale]);
  const languageName = (language: MultilingualLanguage) => names.of(language) ?? language;
  const list = useMemo(() => new Intl.ListFormat(locale, { type: 'conjunction' }), [locale]);

  const missing = missingLanguages(current);
  const missingRequired = missing.filter((language) => requiredLanguages.includes(language));

  const update = (language: MultilingualLanguage, text: string) => {
    const next = { ...current, [language]: text };
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  // Server errors for a language hidden in another tab: open that tab so the error can be seen.
  const formErrors = useContext(FormValidationContext);
  const invalidLanguages = name ? multilingualLanguages.filter((language) => formErrors?.[fieldNameFor(name, language)]) : [];
  const invalidKey = invalidLanguages.join(',');
  useEffect(() => {
    const [first] = invalidKey ? (invalidKey.split(',') as MultilingualLanguage[]) : [];
    if (tabbed && first) setSelected(first);
  }, [invalidKey, tabbed]);

  // On submit the browser reports empty required inputs, hidden ones included: open the tab of the first one.
  useEffect(() => {
    const element = container.current;
    if (!element || !tabbed) return undefined;
    const onInvalid = (event: Event) => {
      const input = event.target as HTMLInputElement | HTMLTextAreaElement;
      const form = input.form;
      const firstInvalid = form ? Array.from(form.elements).find((el) => 'validity' in el && !(el as HTMLInputElement).validity.valid) : input;
      const language = input.lang as MultilingualLanguage;
      if (firstInvalid === input && multilingualLanguages.includes(language)) {
        setSelected(language);
        requestAnimationFrame(() => input.focus());
      }
    };
    element.addEventListener('invalid', onInvalid, true);
    return () => element.removeEventListener('invalid', onInvalid, true);
  }, [tabbed]);

  const input = (language: MultilingualLanguage) => {
    const common = {
      label: languageName(language),
      inputLang: language,
      inputDir: languageDirection[language],
      value: current[language],
      onChange: (text: string) => update(language, text),
      isRequired: requiredLanguages.includes(language),
      isDisabled,
      name: name ? fieldNameFor(name, language) : undefined,
      maxLength,
    };
    return multiline ? <TextArea {...common} rows={rows} /> : <TextField {...common} />;
  };

  return (
    <fieldset
      ref={container}
      className={styles.fieldset}
      aria-describedby={[description ? descriptionId : '', missing.length > 0 ? statusId : ''].filter(Boolean).join(' ') || undefined}
    >
      <legend id={legendId} className={[fieldStyles.label, styles.legend].join(' ')}>
        {label}
      </legend>
      {tabbed ? (
        <Tabs selectedKey={selected} onSelectionChange={(key: Key) => setSelected(key as MultilingualLanguage)}>
          <TabList aria-labelledby={legendId} className={styles.tabList}>
            {multilingualLanguages.map((language) => {
              const isMissing = missing.includes(language);
              const isRequired = requiredLanguages.includes(language);
              return (
                <Tab key={language} id={language} className={styles.tab}>
                  <span>{languageName(language)}</span>
                  {isMissing && (
                    <>
                      <span className={[styles.dot, isRequired ? styles.dotRequired : ''].filter(Boolean).join(' ')} aria-hidden="true" />
                      <VisuallyHidden>{intl.formatMessage({ id: isRequired ? 'ds.forms.multilingual.tagRequiredMissing' : 'ds.forms.multilingual.tagMissing' })}</VisuallyHidden>
                    </>
                  )}
                </Tab>
              );
            })}
          </TabList>
          {multilingualLanguages.map((language) => (
            <TabPanel key={language} id={language} shouldForceMount className={styles.panel}>
              {input(language)}
            </TabPanel>
          ))}
        </Tabs>
      ) : (
        <div className={styles.grid}>
          {multilingualLanguages.map((language) => (
            <div key={language}>{input(language)}</div>
          ))}
        </div>
      )}
      {description && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      <div aria-live="polite">
        {missing.length > 0 && (
          <span id={statusId} className={[styles.status, missingRequired.length > 0 ? styles.statusRequired : ''].filter(Boolean).join(' ')}>
            <Icon name={missingRequired.length > 0 ? 'alert' : 'info'} />
            <span>{intl.formatMessage({ id: 'ds.forms.multilingual.missing' }, { languages: list.format(missing.map(languageName)) })}</span>
          </span>
        )}
      </div>
    </fieldset>
  );
}
