/**
 * Component tests (docs/testing.md, "Component tests"): React screens rendered in jsdom with
 * Testing Library. What jsdom lacks and the screens use is filled in here, nothing more.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { $toasts } from '~/components/ui/toast/toast-store';

// React's act() environment, so state updates inside tests are flushed as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom has <dialog> without showModal/close (the Modal of src/components/ui uses both).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

afterEach(() => {
  cleanup();
  $toasts.set([]); // the toast queue is module state: each test starts with none
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
