export { ListState } from './ListState';
export { UserFormModal } from './UserFormModal';
