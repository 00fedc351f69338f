export { Skeleton, SkeletonRegion, skeletonShapes, type SkeletonProps, type SkeletonRegionProps, type SkeletonShape } from './Skeleton';
