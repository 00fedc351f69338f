export { ImageUpload, type ImageUploadProps } from './ImageUpload';
export { acceptedImageTypes, fileExtension, isSupportedImage, supportedImageExtensions, type SupportedImageExtension } from './imageFile';
