export { clampLevel, VideoPreview, type VideoPreviewProps } from './VideoPreview';
