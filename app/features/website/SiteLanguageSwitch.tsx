import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import * as switchStyles from '../../../design-system/components/LanguageSwitch/LanguageSwitch.css';
import { VisuallyHidden } from '../../../design-system/components/VisuallyHidden';
import { useLocale } from '../../i18n/LocaleProvider';
import { localeNativeNames } from '../../i18n/locales';
import * as styles from './SiteLanguageSwitch.css';

const loadSwitch = () => import('../../layouts/AppLanguageSwitch');
const AppLanguageSwitch = lazy(async () => ({ default: (await loadSwitch()).AppLanguageSwitch }));

type Idle = (callback: () => void) => () => void;
const whenIdle: Idle = (callback) => {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout: 2500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 1500);
  return () => clearTimeout(id);
};

/**
 * The site's language switch (the app's AppLanguageSwitch), loaded after the first paint: its
 * list box is a large share of the home page's JavaScript and nobody needs it to read the page.
 * Until then a button of the same look and name stands in: pointing at it or focusing it fetches
 * the real one, pressing it opens the real one as soon as it is there (focus moves over too).
 */
export function SiteLanguageSwitch() {
  const intl = useIntl();
  const locale = useLocale();
  const [ready, setReady] = useState(false);
  const pending = useRef({ open: false, focus: false });
  const pressing = useRef(false);
  const host = useRef<HTMLSpanElement>(null);

  // Swap when idle, but never between a press's pointerdown and its click: the click would land
  // on a button that never saw the press, and the press would be lost.
  useEffect(
    () =>
      whenIdle(function swap() {
        if (pressing.current) setTimeout(swap, 100);
        else setReady(true);
      }),
    [],
  );

  const standIn = (
    <button
      type="button"
      className={switchStyles.trigger}
      aria-haspopup="listbox"
      // Fetch it when someone comes near; swap only when idle or pressed (a swap under a press would lose it).
      onPointerEnter={() => void loadSwitch()}
      onPointerDown={() => {
        pressing.current = true;
      }}
      // With a mouse, pointerup, mouseup and click come in one task; after a tap on a touch screen the
      // click comes in a later task. So the press ends with its click (which swaps at once), or, for a
      // press that brings no click (dragged off), a moment after the finger or button is lifted.
      onPointerUp={() => {
        window.setTimeout(() => {
          pressing.current = false;
        }, 1000);
      }}
      onPointerCancel={() => {
        pressing.current = false;
      }}
      onFocus={() => {
        pending.current.focus = true;
        void loadSwitch();
      }}
      onBlur={() => {
        pending.current.focus = false;
      }}
      onClick={() => {
        pressing.current = false;
        pending.current.open = true;
        setReady(true);
      }}
    >
      <svg className={switchStyles.chevron} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      </svg>
      <VisuallyHidden>{intl.formatMessage({ id: 'language.label' })} </VisuallyHidden>
      <span>{localeNativeNames[locale]}</span>
    </button>
  );

  if (!ready) return standIn;
  return (
    <span ref={host} className={styles.host}>
      <Suspense fallback={standIn}>
        <AppLanguageSwitch />
        <HandOver host={host} pending={pending} />
      </Suspense>
    </span>
  );
}

/** Once the real switch is there, it takes over the stand-in's focus and a press that came early. */
function HandOver({ host, pending }: { host: RefObject<HTMLSpanElement | null>; pending: RefObject<{ open: boolean; focus: boolean }> }) {
  useEffect(() => {
    const trigger = host.current?.querySelector('button');
    if (!trigger) return;
    if (pending.current.open) trigger.click();
    else if (pending.current.focus) trigger.focus();
    pending.current = { open: false, focus: false };
  }, [host, pending]);
  return null;
}
