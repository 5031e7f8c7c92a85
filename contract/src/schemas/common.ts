import { z } from 'zod';
import { MESSAGES, PAGE_SIZES, RECORD_STATUSES } from '../constants';

/** PostgreSQL cannot store the NUL character in text: refuse it as bad input rather than fail with a 500. */
const hasNoNul = (text: string) => !text.includes('\0');
const NUL_MESSAGE = 'Contains a character that is not allowed';

/** A required text: trimmed, not empty, with the spec's message. */
export const requiredText = (max = 200) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(max, `At most ${max} characters`)
    .refine(hasNoNul, NUL_MESSAGE);

/** An optional text: blank becomes null. */
export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine(hasNoNul, NUL_MESSAGE)
    .nullish()
    .transform((value) => (value ? value : null));

/** Ids are PostgreSQL integers: a larger number is bad input, not a database error. */
export const MAX_ID = 2_147_483_647;
export const idSchema = z.coerce.number({ error: 'Must be a number' }).int().positive().max(MAX_ID, 'Not a valid id');
export const idParams = z.object({ id: idSchema });

export const versionSchema = z.coerce.number({ error: 'Must be a number' }).int().min(0);

export const recordStatusSchema = z.enum(RECORD_STATUSES);

/** Query of every paged list: zero-based page, size bounded, name search. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(PAGE_SIZES.max).default(PAGE_SIZES.genericList),
  name: z.string().trim().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pagedResponse = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), totalPages: z.number().int(), totalElements: z.number().int() });
export interface Paged<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
}

/** PATCH {path}/{id}?status=ACTIVE|INACTIVE with the record's version. */
export const statusChangeQuery = z.object({ status: recordStatusSchema, version: versionSchema.optional() });
export const statusChangeBody = z.object({ version: versionSchema.optional() }).nullish();

export const messageResponse = z.object({ message: z.string() });

export const errorResponse = z.object({
  message: z.string(),
  code: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Fields every stored record answers with. */
export const auditFields = {
  version: z.number().int(),
  createdBy: z.string().nullable(),
  createdOn: z.string(),
  lastUpdatedBy: z.string().nullable(),
  lastUpdatedOn: z.string(),
};
