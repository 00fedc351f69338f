export { ToastRegion, type ToastRegionProps } from './Toast';
export {
  TOAST_MAX_VISIBLE,
  TOAST_TIMEOUT_MS,
  createToastQueue,
  createToaster,
  toast,
  toastQueue,
  toastTones,
  type ToastContent,
  type ToastOptions,
  type ToastQueueOf,
  type Toaster,
  type ToastTone,
} from './toastQueue';
