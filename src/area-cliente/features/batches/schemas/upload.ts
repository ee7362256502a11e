/** The upload forms' rule (spec 02 §2.10, §5), shared with the dashboard's daily-data upload: src/lib/file-upload. */
export { uploadSchema, withoutDuplicates, type UploadValues } from '~/lib/file-upload';
