export { ToastRegion } from './Toast';
export {
  TOAST_TIMEOUT_MS,
  createToastQueue,
  createToaster,
  toast,
  toastQueue,
  toastTones,
  type ToastTone,
} from './toastQueue';
