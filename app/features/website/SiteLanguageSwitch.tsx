import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as switchStyles from '../../../design-system/components/LanguageSwitch/LanguageSwitch.css';
import { VisuallyHidden } from '../../../design-system/components/VisuallyHidden';
import { useLocale } from '../../i18n/LocaleProvider';
import { localeNativeNames } from '../../i18n/locales';
import type { AppLanguageSwitch as RealSwitch } from '../../layouts/AppLanguageSwitch';
import * as styles from './SiteLanguageSwitch.css';

const loadSwitch = () => import('../../layouts/AppLanguageSwitch').then((m) => m.AppLanguageSwitch);

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
 *
 * The swap is a plain state change made only once the module is loaded (no Suspense fallback that
 * could remount the button), and never between a press's pointerdown and its click: a button
 * replaced mid-press gets no click, and the press would be lost. A press swaps in its own click
 * handler, and the real switch mounts already open.
 */
export function SiteLanguageSwitch() {
  const intl = useIntl();
  const locale = useLocale();
  const [Switch, setSwitch] = useState<typeof RealSwitch | null>(null);
  // What the stand-in had when the real switch replaced it: a press (open it) or focus (keep it).
  const [handOver, setHandOver] = useState<'none' | 'focus' | 'open'>('none');
  const pressing = useRef(false);
  const mounted = useRef(true);

  const swap = () =>
    void loadSwitch().then((component) => {
      if (mounted.current) setSwitch(() => component);
    });

  // Swap when idle, but not under a press (see above): wait for the press to end.
  useEffect(() => {
    mounted.current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const cancelIdle = whenIdle(function swapWhenFree() {
      if (pressing.current) retry = setTimeout(swapWhenFree, 100);
      else swap();
    });
    return () => {
      mounted.current = false;
      cancelIdle();
      clearTimeout(retry);
    };
  }, []);

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
        setHandOver((h) => (h === 'open' ? h : 'focus'));
        void loadSwitch();
      }}
      onBlur={() => {
        setHandOver((h) => (h === 'focus' ? 'none' : h));
      }}
      onClick={() => {
        pressing.current = false;
        setHandOver('open');
        swap();
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

  if (!Switch) return standIn;
  return (
    <span className={styles.host}>
      <Switch defaultOpen={handOver === 'open'} keepFocus={handOver === 'focus'} />
    </span>
  );
}
