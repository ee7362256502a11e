export { Modal } from './Modal';
export { FailureModal } from './FailureModal';
