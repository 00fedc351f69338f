export { FeatureGrid, featureGridColumns, type Feature } from './FeatureGrid';
