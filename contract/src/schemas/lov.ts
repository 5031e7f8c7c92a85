import { z } from 'zod';
import {
  auditFields,
  idSchema,
  optionalText,
  recordStatusSchema,
  requiredText,
  requiredVersion,
  versionSchema,
} from './common';
import { sortedPageQuery } from './sorted-page-query';

export const lovItemInput = z.object({
  id: idSchema.optional(),
  name: requiredText(100),
  value: requiredText(100),
  status: recordStatusSchema.default('ACTIVE'),
});

/** POST /lov and PUT /lov/{id}. Existing items keep their name and value; they only toggle status. */
export const lovInput = z
  .object({
    name: requiredText(100),
    description: optionalText(500),
    status: recordStatusSchema.default('ACTIVE'),
    items: z.array(lovItemInput).max(500).default([]),
    version: versionSchema.optional(),
  })
  .superRefine((lov, ctx) => {
    const seen = new Set<string>();
    lov.items.forEach((item, index) => {
      const key = item.value.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['items', index, 'value'], message: 'This value is already in the list' });
      seen.add(key);
    });
  });
export type LovInput = z.input<typeof lovInput>;
/** PUT /lov/{id}: the same with the version read. */
export const lovUpdateInput = lovInput.safeExtend({ version: requiredVersion });

export const lovItemResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  value: z.string(),
  status: z.string(),
  sortOrder: z.number().int(),
});

export const lovResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  items: z.array(lovItemResponse),
  ...auditFields,
});
export type Lov = z.infer<typeof lovResponse>;

export const lovListQuery = sortedPageQuery.extend({ status: recordStatusSchema.optional() });

export const LOV_MESSAGES = {
  lockedItem: 'An existing item keeps its name and value; deactivate it and add a new one instead.',
  duplicateName: 'A list of values with this name already exists.',
} as const;
