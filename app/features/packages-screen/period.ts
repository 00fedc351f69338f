import type { PricingPeriod } from '../../../design-system/components/PricingCard';

/** A package's length in days as the pricing card's period: whole years, whole 30-day months, else days. */
export function periodOf(durationDays: number): PricingPeriod {
  if (durationDays % 365 === 0) return { unit: 'year', count: durationDays / 365 };
  if (durationDays % 30 === 0) return { unit: 'month', count: durationDays / 30 };
  return { unit: 'day', count: durationDays };
}
