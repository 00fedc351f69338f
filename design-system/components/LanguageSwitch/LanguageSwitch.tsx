import { useEffect, useRef } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import * as styles from './LanguageSwitch.css';

export interface LanguageOption {
  /** The language code, e.g. `ar`. */
  code: string;
  /** The language's own name, e.g. العربية. */
  nativeName: string;
  dir: 'rtl' | 'ltr';
}

export interface LanguageSwitchProps {
  languages: readonly LanguageOption[];
  value: string;
  onChange: (code: string) => void;
  /** Accessible name of the control, in the current language ("Language"). */
  label: string;
  /** Opens the list as it mounts (a press that came before the switch was there). */
  defaultOpen?: boolean;
  /** Focuses the trigger as it mounts: focus that was on a stand-in stays where the user put it. */
  keepFocus?: boolean;
}

/**
 * Picks the interface language. Each language is written in its own name and script,
 * marked with its own `lang`/`dir` so screen readers pronounce it correctly.
 */
export function LanguageSwitch({ languages, value, onChange, label, defaultOpen, keepFocus }: LanguageSwitchProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // An open list takes focus itself; otherwise the trigger takes it over.
  useEffect(() => {
    if (keepFocus && !defaultOpen) trigger.current?.focus();
  }, [keepFocus, defaultOpen]);
  return (
    <Select
      // Named by its (visually hidden) Label only: an aria-label as well would say "Language" twice.
      selectedKey={value}
      defaultOpen={defaultOpen}
      onSelectionChange={(key: Key | null) => {
        if (key !== null && String(key) !== value) onChange(String(key));
      }}
    >
      <Label hidden>{label}</Label>
      <Button ref={trigger} className={styles.trigger}>
        <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
        </svg>
        <SelectValue />
      </Button>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={languages.map((l) => ({ ...l, id: l.code }))}>
          {(language) => (
            <ListBoxItem id={language.code} textValue={language.nativeName} className={styles.option}>
              <span lang={language.code} dir={language.dir}>
                {language.nativeName}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
