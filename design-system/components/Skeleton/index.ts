export { Skeleton, SkeletonRegion, skeletonShapes } from './Skeleton';
