export { toast } from './toast-store';
export { Toaster } from './Toaster';
export { useFailureToast } from './use-failure-toast';
