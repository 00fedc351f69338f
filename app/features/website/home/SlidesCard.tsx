import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Heading } from '../../../../design-system/components/Heading';
import { IconButton } from '../../../../design-system/components/IconButton';
import { Skeleton, SkeletonRegion } from '../../../../design-system/components/Skeleton';
import { Text } from '../../../../design-system/components/Text';
import { useSliders, type Slide } from '../content';
import { SiteImage } from '../SiteImage';
import * as styles from './home.css';
import { ProductShot } from './ProductShot';

function SlidesPlaceholder() {
  return (
    <div className={styles.slidesCard}>
      <div className={styles.slide}>
        <div className={styles.slideMedia}>
          <ProductShot />
        </div>
        <div className={styles.slideTitle}>
          <Skeleton shape="text" inlineSize="70%" />
        </div>
        <div className={styles.slideBody}>
          <Skeleton lines={3} />
        </div>
      </div>
      <div className={styles.slideControls} />
    </div>
  );
}

/**
 * The boards ("sliders") from the server, one at a time with previous/next; our own words when there are none.
 * A board without a picture of its own shows the product's (ProductShot).
 */
export function SlidesCard() {
  const intl = useIntl();
  const slides = useSliders();
  const [index, setIndex] = useState(0);
  const list: Slide[] = slides.data ?? [];
  const count = list.length;
  const current = count > 0 ? list[Math.min(index, count - 1)] : undefined;

  return (
    <SkeletonRegion isLoading={slides.isPending} fallback={<SlidesPlaceholder />}>
      <div
        className={styles.slidesCard}
        role="region"
        aria-roledescription={intl.formatMessage({ id: 'website.slides.roledescription' })}
        aria-label={intl.formatMessage({ id: 'website.slides.label' })}
      >
        {current ? (
          <div
            role="group"
            aria-roledescription={intl.formatMessage({ id: 'website.slides.slide' })}
            aria-label={intl.formatMessage({ id: 'website.slides.position' }, { index: Math.min(index, count - 1) + 1, count })}
            className={styles.slide}
          >
            <div className={styles.slideMedia}>
              <ProductShot />
              <SiteImage src={current.image_url} className={styles.slideImage} />
            </div>
            <Heading level={2} size={3} className={styles.slideTitle}>
              {current.title}
            </Heading>
            <Text tone="muted" className={styles.slideBody}>
              {current.body}
            </Text>
          </div>
        ) : (
          <div className={styles.slide}>
            <div className={styles.slideMedia}>
              <ProductShot />
            </div>
            <Heading level={2} size={3} className={styles.slideTitle}>
              <FormattedMessage id="website.slides.fallbackTitle" />
            </Heading>
            <Text tone="muted" className={styles.slideBody}>
              <FormattedMessage id="website.slides.fallbackBody" />
            </Text>
          </div>
        )}
        {count > 1 ? (
          <div className={styles.slideControls}>
            <IconButton
              icon="chevronStart"
              label={intl.formatMessage({ id: 'website.slides.previous' })}
              onPress={() => setIndex((i) => (i - 1 + count) % count)}
            />
            <Text as="span" size="small" tone="muted">
              <FormattedMessage id="website.slides.position" values={{ index: Math.min(index, count - 1) + 1, count }} />
            </Text>
            <IconButton icon="chevronEnd" label={intl.formatMessage({ id: 'website.slides.next' })} onPress={() => setIndex((i) => (i + 1) % count)} />
          </div>
        ) : (
          <div className={styles.slideControls} />
        )}
      </div>
    </SkeletonRegion>
  );
}
