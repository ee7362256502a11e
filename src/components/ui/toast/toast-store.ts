/**
 * Toast queue shared by the islands. Every toast is also an analytics event (spec 02 §8:
 * "Analytics events are pushed on toasts"; spec 04 §7 shape).
 */
import { atom } from 'nanostores';
import { pushAnalytics } from '~/lib/analytics';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  duration: number;
}

export interface ToastOptions {
  /** Milliseconds on screen (spec: generic error 7 s, download error 10 s). */
  duration?: number;
  /** Analytics category (defaults to the page area). */
  category?: string;
  action?: string;
}

export const DEFAULT_TOAST_MS = 5000;
export const $toasts = atom<Toast[]>([]);
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

export function showToast(kind: ToastKind, message: string, options: ToastOptions = {}): number {
  const id = nextId++;
  const duration = options.duration ?? DEFAULT_TOAST_MS;
  $toasts.set([...$toasts.get(), { id, kind, message, duration }]);
  if (typeof window !== 'undefined')
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  pushAnalytics({
    event: 'toast',
    category: options.category ?? (typeof location !== 'undefined' ? location.pathname : ''),
    label: message,
    action: options.action ?? 'show',
    status: kind,
  });
  return id;
}

export const toast = {
  success: (message: string, options?: ToastOptions) => showToast('success', message, options),
  error: (message: string, options?: ToastOptions) => showToast('error', message, options),
  info: (message: string, options?: ToastOptions) => showToast('info', message, options),
  warning: (message: string, options?: ToastOptions) => showToast('warning', message, options),
};
