import { z } from 'zod';
import { abilityResponse } from '../ability';
import { idSchema, pagedResponse, pageQuery, text } from '../common';
import { idReference } from '../grade';
import {
  checkDateOrder,
  checkUniqueNames,
  childId,
  curriculumContextResponse,
  orderedItemResponse,
  PLAN_CHILDREN_MAX,
  planAuditFields,
  planParentResponse,
  planRecordFields,
  planSchoolResponse,
  planStatusQuery,
  childVersion,
} from './common';
import {
  checkUnitPlan,
  childChangeFields,
  consentCountFields,
  consentListFields,
  planNameAndDatesInput,
  planRecordResponse,
  tierPlanParentResponse,
  unitPlanInputFields,
  unitTopicResponse,
} from './plan-fields';

/** POST /unit-plan: a unit plan of a tier plan, with its sub units and chosen topics. */
export const unitPlanCreateInput = z
  .object({ tierPlanId: idSchema, ...unitPlanInputFields })
  .superRefine(checkUnitPlan);

/** A sub unit chosen by a lesson: its name (the spec sends names), or an object holding the name. */
export const subUnitName = z.preprocess(
  (value) => (typeof value === 'object' && value !== null && 'name' in value ? value.name : value),
  text(200).min(1),
);

/** A lesson plan inside PUT /unit-plan/{id}/lesson-plans. The school is locked once saved. */
export const unitLessonPlanInput = z
  .object({
    id: childId,
    ...planNameAndDatesInput,
    school: idReference,
    subUnits: z.array(subUnitName).max(PLAN_CHILDREN_MAX).default([]),
    ...childChangeFields,
  })
  .superRefine((lesson, ctx) => checkDateOrder(lesson, ctx));

/** PUT /unit-plan/{id}/lesson-plans: {lessonPlans: [...]}, with the unit plan's version when the screen has it. */
export const unitLessonPlansInput = z
  .object({
    lessonPlans: z.array(unitLessonPlanInput).max(PLAN_CHILDREN_MAX),
    version: childVersion,
  })
  .superRefine((body, ctx) => checkUniqueNames(body.lessonPlans, ctx, ['lessonPlans']));
export type UnitLessonPlansInput = z.input<typeof unitLessonPlansInput>;

/** PATCH /unit-plan/{id}?status=&version= (Submit: COMPLETED; Resume: ACTIVE). */
export const unitPlanStatusQuery = planStatusQuery;

/** A lesson plan inside a unit plan's detail (lesson cards). */
export const unitLessonPlanResponse = z.object({
  ...planRecordFields,
  unitPlanId: z.number().int(),
  school: planSchoolResponse,
  subUnits: z.array(orderedItemResponse),
  ...consentCountFields,
  /**
   * update: the user may change the lesson here (its save rule, with its signers; PUT /unit-plan/{id}/lesson-plans);
   * delete: remove it there (deleted: true).
   */
  abilities: z.object({ update: abilityResponse, delete: abilityResponse }),
  ...planAuditFields,
});

/** A unit plan's own fields with its parents and curriculum, as its detail and list item answer them. */
const unitPlanHead = {
  ...planRecordFields,
  tierPlanId: z.number().int(),
  tierPlan: tierPlanParentResponse,
  annualPlan: planParentResponse,
  curriculumContext: curriculumContextResponse,
  subUnits: z.array(orderedItemResponse),
};

/** A school's part of a unit plan whose consents or lessons span several schools. */
export const unitPlanSchoolShare = z.object({
  school: planSchoolResponse,
  ...consentCountFields,
  /** The lesson plans of that school the user sees. */
  lessonPlanCount: z.number().int(),
});

/** GET /unit-plan/{id}?school=: the school whose consents and lessons a network-wide unit plan lists. */
export const unitPlanDetailQuery = z.object({ school: idSchema.optional() });

/** GET /unit-plan/{id}/schools?page&size&name: the schools a unit plan spans, by name; name finds by name or code. */
export const unitPlanSchoolsQuery = pageQuery;
/** GET /unit-plan/{id}/schools: a page of the schools a unit plan's consents or the user's lessons are in. */
export const unitPlanSchoolsResponse = pagedResponse(unitPlanSchoolShare);
export type UnitPlanSchoolShare = z.infer<typeof unitPlanSchoolShare>;

/** GET /unit-plan/{id} and the answer of every unit plan write. */
export const unitPlanDetailResponse = planRecordResponse({
  ...unitPlanHead,
  topics: z.array(unitTopicResponse),
  /** The lessons of shownSchoolId when it is set, else every lesson the user sees. */
  lessonPlans: z.array(unitLessonPlanResponse),
  /** The consents of shownSchoolId when it is set, else all; consentsComplete and the counts are of all. */
  ...consentListFields,
  ...consentCountFields,
  /** How many schools the plan's consents or the user's lessons are in (GET /unit-plan/{id}/schools lists them). */
  schoolCount: z.number().int(),
  /** The lesson plans of the unit the user sees, in every school. */
  lessonPlanCount: z.number().int(),
  /** The one school listed when the plan spans several (the asked one, else the user's, else the first); else null. */
  shownSchoolId: z.number().int().nullable(),
  /** That school with its counts; null when the plan spans one school or none. */
  shownSchool: unitPlanSchoolShare.nullable(),
});
export type UnitPlanDetail = z.infer<typeof unitPlanDetailResponse>;

/** An item of GET /unit-plan/list and GET /unit-plans. */
export const unitPlanListItem = planRecordResponse({
  ...unitPlanHead,
  lessonPlanCount: z.number().int(),
  ...consentCountFields,
});
export type UnitPlanListItem = z.infer<typeof unitPlanListItem>;
