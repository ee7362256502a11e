export { toast, showToast, dismissToast, $toasts, DEFAULT_TOAST_MS } from './toast-store';
export type { Toast, ToastKind, ToastOptions } from './toast-store';
export { Toaster } from './Toaster';
export { useFailureToast } from './use-failure-toast';
