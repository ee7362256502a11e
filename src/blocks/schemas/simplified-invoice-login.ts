import { entryPointSchema } from '../shared/entry-point-schema';

export const schema = entryPointSchema;
export type { EntryPointData as Data } from '../shared/entry-point-schema';
