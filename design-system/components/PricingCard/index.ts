export { PricingCard, pricingPeriodUnits,  type PricingPeriod } from './PricingCard';
