export { Modal } from './Modal';
export { ConfirmModal } from './ConfirmModal';
export { FailureModal } from './FailureModal';
