export { PricingCard, pricingPeriodUnits, type PricingCardProps, type PricingPeriod, type PricingPeriodUnit } from './PricingCard';
