import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Button as AriaButton, useLocale } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ExternalLink } from '../Footer/ExternalLink';
import { Icon } from '../Icon';
import { isVisible, PARTNER_SLIDE_MIN_PX, PARTNERS_AUTO_ADVANCE_MS, slidesPerView, step } from './carousel';
import * as styles from './PartnersSlider.css';

export interface Partner {
  id: string;
  /** The partner's name: the logo's text alternative. */
  name: string;
  logoSrc: string;
  /** The partner's site (opens in a new tab). */
  href?: string;
}

export interface PartnersSliderProps {
  partners: readonly Partner[];
  /** Names the carousel ("Our partners"). */
  label: string;
  /** Milliseconds between automatic moves (default 5000). */
  autoAdvanceMs?: number;
}

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(query).matches === true);
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media) return undefined;
    const update = () => setReduced(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * Partner logos in an accessible carousel (WAI-ARIA APG): previous/next buttons, and an automatic
 * move every few seconds that stops while the pointer is over it or focus is inside, can be paused
 * with a visible button, and does not start for people who prefer reduced motion. Slides are
 * announced "2 of 8"; those out of view are inert.
 */
export function PartnersSlider({ partners, label, autoAdvanceMs = PARTNERS_AUTO_ADVANCE_MS }: PartnersSliderProps) {
  const intl = useIntl();
  const { direction } = useLocale();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState(0);
  const [perView, setPerView] = useState(1);
  const [isHovered, setHovered] = useState(false);
  const [hasFocusWithin, setFocusWithin] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const isPlaying = userPlaying ?? !reducedMotion;
  const total = partners.length;
  const canMove = total > perView;
  const isRotating = isPlaying && !isHovered && !hasFocusWithin && canMove;

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setPerView(slidesPerView(entry.contentRect.width, total, PARTNER_SLIDE_MIN_PX));
    });
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [total]);

  // Keep the view inside the list when the number per view or of partners changes.
  const first = Math.min(start, Math.max(0, total - perView));

  useEffect(() => {
    if (!isRotating) return undefined;
    const id = setInterval(() => setStart((current) => step(Math.min(current, Math.max(0, total - perView)), 1, total, perView)), autoAdvanceMs);
    return () => clearInterval(id);
  }, [isRotating, autoAdvanceMs, total, perView]);

  const move = (by: 1 | -1) => setStart(step(first, by, total, perView));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  };
  const sign = direction === 'rtl' ? 1 : -1;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
      data-rotating={isRotating || undefined}
    >
      <div className={styles.controls}>
        {canMove ? (
          <AriaButton
            className={styles.control}
            aria-label={intl.formatMessage({ id: isPlaying ? 'ds.website.partners.pause' : 'ds.website.partners.play' })}
            onPress={() => setUserPlaying(!isPlaying)}
          >
            <Icon name={isPlaying ? 'pause' : 'play'} />
          </AriaButton>
        ) : null}
        <AriaButton className={styles.control} aria-label={intl.formatMessage({ id: 'ds.website.partners.previous' })} isDisabled={!canMove} onPress={() => move(-1)}>
          <Icon name="chevronStart" />
        </AriaButton>
        <AriaButton className={styles.control} aria-label={intl.formatMessage({ id: 'ds.website.partners.next' })} isDisabled={!canMove} onPress={() => move(1)}>
          <Icon name="chevronEnd" />
        </AriaButton>
      </div>
      <div ref={viewportRef} className={styles.viewport} aria-live={isRotating ? 'off' : 'polite'}>
        <div className={styles.track} style={assignInlineVars({ [styles.perView]: String(perView), [styles.offset]: `${(sign * first * 100) / perView}%` })}>
          {partners.map((partner, index) => {
            const visible = isVisible(index, first, perView);
            return (
              <div
                key={partner.id}
                role="group"
                aria-roledescription="slide"
                aria-label={intl.formatMessage({ id: 'ds.website.partners.slide' }, { index: index + 1, total })}
                className={styles.slide}
                inert={!visible}
                data-visible={visible || undefined}
              >
                {partner.href ? (
                  <ExternalLink href={partner.href} className={styles.logoFrame}>
                    <img className={styles.logo} src={partner.logoSrc} alt={partner.name} />
                    <VisuallyHidden elementType="span">({intl.formatMessage({ id: 'ds.website.newTab' })})</VisuallyHidden>
                  </ExternalLink>
                ) : (
                  <div className={styles.logoFrame}>
                    <img className={styles.logo} src={partner.logoSrc} alt={partner.name} />
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
