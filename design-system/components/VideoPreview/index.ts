export { VideoPreview } from './VideoPreview';
