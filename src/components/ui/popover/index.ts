export { usePopover } from './usePopover';
