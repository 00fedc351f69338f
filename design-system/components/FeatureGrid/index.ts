export { FeatureGrid, featureGridColumns, type Feature, type FeatureGridColumns, type FeatureGridProps } from './FeatureGrid';
