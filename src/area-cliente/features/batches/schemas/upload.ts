/**
 * The upload forms (spec 02 §2.10, §5): exactly one file, of the form's type, 10 MB at most.
 * Duplicates (same name and size) are dropped before this check. The server checks again by
 * content (PORTAL-API.md §16).
 */
import * as v from 'valibot';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@domain/batches/constants';
import { BATCH_MESSAGES as M } from '@domain/batches/messages';

export const uploadSchema = (extension: 'csv' | 'xlsx') =>
  v.object({
    files: v.pipe(
      v.array(v.instance(File)),
      v.minLength(1, M.noFile),
      v.maxLength(UPLOAD_MAX_FILES, M.tooManyFiles),
      v.check((files) => files.reduce((sum, f) => sum + f.size, 0) <= UPLOAD_MAX_BYTES, M.tooLarge),
      v.check(
        (files) => files.every((f) => f.name.toLowerCase().endsWith(`.${extension}`)),
        extension === 'csv' ? M.wrongFormatCsv : M.wrongFormatXlsx,
      ),
    ),
  });

export type UploadValues = { files: File[] };

/** Adds files, ignoring one already chosen with the same name and size (spec 02 §5). */
export function withoutDuplicates(files: readonly File[]): File[] {
  const seen = new Set<string>();
  return files.filter((f) => {
    const key = `${f.name}\u0000${f.size}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
