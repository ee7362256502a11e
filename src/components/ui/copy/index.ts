export { COPY_FEEDBACK_MS, COPY_TEXTS, copyButtonLabel, useCopy } from './useCopy';
