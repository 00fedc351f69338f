import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Heading, type HeadingLevel } from '../Heading';
import { Icon } from '../Icon';
import { formatHalalas } from '../StatCard/money';
import * as styles from './PricingCard.css';

export const pricingPeriodUnits = ['day', 'month', 'year'] as const;
type PricingPeriodUnit = (typeof pricingPeriodUnits)[number];

export interface PricingPeriod {
  unit: PricingPeriodUnit;
  /** How many units one payment buys (default 1: "per month"; 3: "for 3 months"). */
  count?: number;
}

export interface PricingCardProps {
  /** The package's name in the reader's language. */
  name: string;
  description?: string;
  /** Price in halalas (integer); 0 shows "Free". */
  priceHalalas: number;
  period: PricingPeriod;
  /** What the package includes, one line each. */
  features: readonly string[];
  /** Highlights the card and marks it "Most popular". */
  isPopular?: boolean;
  /** The provider's active package: no call to action, a "Current plan" note instead. */
  isCurrent?: boolean;
  /** The call to action ("Subscribe"); announced with the package name. */
  ctaLabel: string;
  /**
   * The press. Return the request's promise: until it settles the button is busy and further
   * presses are ignored (a double press subscribes once), as a Form does for its submit button.
   */
  onCtaPress?: () => void | Promise<unknown>;
  /** While the subscription call runs: spinner, presses ignored. */
  isPending?: boolean;
  isDisabled?: boolean;
  headingLevel?: HeadingLevel;
}

/** One subscription package: name, price in SAR per period, features and a call to action. */
export function PricingCard({
  name,
  description,
  priceHalalas,
  period,
  features,
  isPopular = false,
  isCurrent = false,
  ctaLabel,
  onCtaPress,
  isPending = false,
  isDisabled = false,
  headingLevel = 3,
}: PricingCardProps) {
  const intl = useIntl();
  const nameId = useId();
  const count = period.count ?? 1;
  // A ref, not only state: a second press can come before React renders the busy state.
  const pressing = useRef(false);
  const [busy, setBusy] = useState(false);
  const press = () => {
    if (pressing.current || !onCtaPress) return;
    const request = onCtaPress();
    if (!request || typeof request.then !== 'function') return;
    pressing.current = true;
    setBusy(true);
    const settle = () => {
      pressing.current = false;
      setBusy(false);
    };
    request.then(settle, settle);
  };
  return (
    <article className={styles.card({ popular: isPopular, current: isCurrent })} aria-labelledby={nameId} data-popular={isPopular || undefined} data-current={isCurrent || undefined}>
      {isPopular ? (
        <div className={styles.badges}>
          <span className={styles.badge({ tone: 'brand' })}>
            <Icon name="star" />
            {intl.formatMessage({ id: 'ds.data.pricing.popular' })}
          </span>
        </div>
      ) : null}
      <div className={styles.header}>
        <Heading level={headingLevel} size={2} id={nameId}>
          {name}
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      <p className={styles.price}>
        {priceHalalas <= 0 ? (
          <span className={styles.amount}>{intl.formatMessage({ id: 'ds.data.pricing.free' })}</span>
        ) : (
          <>
            <span className={styles.amount}>{formatHalalas(intl, priceHalalas)}</span>
            <span className={styles.period}>{intl.formatMessage({ id: 'ds.data.pricing.period' }, { unit: period.unit, count })}</span>
          </>
        )}
      </p>
      {features.length > 0 ? (
        <>
          <p className={styles.featuresHeading}>{intl.formatMessage({ id: 'ds.data.pricing.features' })}</p>
          <ul className={styles.features}>
            {features.map((feature) => (
              <li key={feature} className={styles.feature}>
                <Icon name="check" className={styles.check} />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {isCurrent ? (
        <p className={styles.currentNote}>
          <Icon name="checkCircle" />
          {intl.formatMessage({ id: 'ds.data.pricing.current' })}
        </p>
      ) : (
        <Button
          tone={isPopular ? 'primary' : 'neutral'}
          size="large"
          fullWidth
          onPress={press}
          isPending={isPending || busy}
          isDisabled={isDisabled}
          aria-describedby={nameId}
        >
          {ctaLabel}
        </Button>
      )}
    </article>
  );
}
