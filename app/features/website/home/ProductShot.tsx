import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider';
import * as styles from './home.css';

/** The widths `scripts/capture-product-shots.mjs` writes (public/product/dashboard-<locale>-<width>.webp): change both together. */
const SHOT_WIDTHS = [640, 960, 1280] as const;
/** The pictures are taken at 1280 × 800. */
const SHOT_RATIO = { width: 1280, height: 800 } as const;
// The hero's picture column: the whole width on a phone, about two fifths of the content column
// from 800 px (1,200 px, 1,520 px from the wide breakpoint).
const SHOT_SIZES = '(min-width: 1700px) 600px, (min-width: 800px) 40vw, calc(100vw - 3rem)';

/**
 * A picture of the product itself, in the visitor's language: the demo owner's dashboard with its
 * figures and today's schedule. The browser picks the width the screen needs; its width and height
 * keep its room before it arrives, so nothing moves.
 */
export function ProductShot({ className }: { className?: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const source = (width: number) => `/product/dashboard-${locale}-${width}.webp`;
  return (
    <img
      className={[styles.productShot, className].filter(Boolean).join(' ')}
      src={source(SHOT_WIDTHS[0])}
      srcSet={SHOT_WIDTHS.map((width) => `${source(width)} ${width}w`).join(', ')}
      sizes={SHOT_SIZES}
      width={SHOT_RATIO.width}
      height={SHOT_RATIO.height}
      alt={intl.formatMessage({ id: 'website.hero.productShot' })}
      // The first screen's picture: asked for at once.
      loading="eager"
      fetchPriority="high"
      decoding="async"
    />
  );
}
