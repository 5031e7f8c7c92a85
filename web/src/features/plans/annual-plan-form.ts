import { ANNUAL_PLAN_STEPS } from '@school/contract/plan-messages';
import type { FormPart } from '../../lib/field-paths';
import type {
  AnnualPlanCreateInput,
  AnnualPlanDetail,
  AnnualPlanUpdateInput,
  AnnualTierPlanInput,
} from '@school/contract/schemas/plans/annual-plan';

/**
 * What the wizard holds: the body of POST /annual-plans, so that the server's field errors
 * ('tierPlans.0.topics.1.name') name the wizard's own fields. Sequences are kept as typed (digits only); a saved
 * tier, topic or sub topic that is removed stays in the list with deleted: true (the PUT removes it).
 */
export type AnnualPlanFormValues = Omit<AnnualPlanCreateInput, 'tierPlans'> & { tierPlans: AnnualTierPlanInput[] };
type TopicValues = NonNullable<AnnualTierPlanInput['topics']>[number];

/** The fields of the first step, checked before Next. */
export const ANNUAL_STEP_FIELDS = ['name', 'start', 'end', 'curriculumContext'] as const;

export const emptyTopic = (sortOrder: number): TopicValues => ({
  name: '',
  sortOrder,
  subTopics: [{ name: '', sortOrder: 1 }],
});

export const emptyTier = (): AnnualTierPlanInput => ({
  name: '',
  value: '',
  start: '',
  end: '',
  topics: [emptyTopic(1)],
});

export function emptyAnnualPlan(annualPeriod: string): AnnualPlanFormValues {
  return {
    name: '',
    start: '',
    end: '',
    curriculumContext: {
      school: null,
      gradeName: '',
      annualPeriod,
      // No id until a subject is chosen: the schema says 'This field is required' on the subject.
      subject: { id: undefined, subject: '' },
      subjectName: '',
      subjectValue: '',
    },
    tierPlans: [emptyTier()],
  };
}

/** The wizard's values of a saved plan (edit mode): ids kept so the PUT changes rows rather than replacing them. */
export function annualPlanValuesOf(plan: AnnualPlanDetail): AnnualPlanFormValues {
  return {
    name: plan.name,
    start: plan.start,
    end: plan.end,
    curriculumContext: {
      school: plan.curriculumContext.school
        ? { id: plan.curriculumContext.school.id, schoolCode: plan.curriculumContext.school.schoolCode }
        : null,
      gradeName: plan.curriculumContext.gradeName,
      annualPeriod: plan.curriculumContext.annualPeriod,
      subject: { id: plan.curriculumContext.subject.id ?? undefined, subject: plan.curriculumContext.subject.subject },
      subjectName: plan.curriculumContext.subjectName,
      subjectValue: plan.curriculumContext.subjectValue,
    },
    tierPlans: plan.tierPlans.map((tier) => ({
      id: tier.id,
      name: tier.name,
      value: tier.value,
      start: tier.start,
      end: tier.end,
      topics: topicValuesOf(tier.topics),
    })),
  };
}

interface SavedTopic {
  id: number;
  name: string;
  sortOrder: number;
  subTopics: { id: number; name: string; sortOrder: number }[];
}

/** A saved tier's topics and sub topics as form values (the wizard's and the tier modal's): ids kept for the PUT. */
export function topicValuesOf(topics: SavedTopic[]) {
  return topics.map((topic) => ({
    id: topic.id,
    name: topic.name,
    sortOrder: topic.sortOrder,
    subTopics: topic.subTopics.map((subTopic) => ({
      id: subTopic.id,
      name: subTopic.name,
      sortOrder: subTopic.sortOrder,
    })),
  }));
}

/** The POST body of the wizard's values: sequences as numbers. */
export function createBodyOf(values: AnnualPlanFormValues): AnnualPlanCreateInput {
  return { ...values, tierPlans: values.tierPlans.map(tierBodyOf) };
}

/** The PUT body: period, class, subject and school are not sent (they cannot change). */
export function updateBodyOf(values: AnnualPlanFormValues, version: number): AnnualPlanUpdateInput {
  return {
    name: values.name,
    start: values.start,
    end: values.end,
    tierPlans: values.tierPlans.map(tierBodyOf),
    version,
  };
}

function tierBodyOf(tier: AnnualTierPlanInput): AnnualTierPlanInput {
  return {
    ...tier,
    topics: (tier.topics ?? []).map((topic) => ({
      ...topic,
      sortOrder: Number(topic.sortOrder),
      subTopics: (topic.subTopics ?? []).map((subTopic) => ({ ...subTopic, sortOrder: Number(subTopic.sortOrder) })),
    })),
  };
}

/** Keeps only the digits of a sequence as it is typed; '' while empty. */
export function sequenceOf(typed: string): number | '' {
  const digits = typed.replace(/\D/g, '').slice(0, 6);
  return digits === '' ? '' : Number(digits);
}

/* ---------- The draft of a half-filled wizard (lib/form-draft: localStorage, as the plan forms keep theirs) ---------- */

const DRAFT_PREFIX = 'annual-plan-wizard:';

/**
 * The draft's key: per plan and version, so a draft of a plan someone has changed since is not restored over it
 * (and cannot be saved over their change with the new version).
 */
export const draftKeyOf = (plan?: { id: number; version: number }) =>
  `${DRAFT_PREFIX}${plan ? `${plan.id}@${plan.version}` : 'new'}`;

/** Drops the drafts of a plan's earlier versions: they are never restored, and localStorage keeps them for good. */
export function dropStaleDrafts(plan: { id: number; version: number }) {
  try {
    const current = draftKeyOf(plan);
    const stale = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)).filter(
      (key): key is string => key?.startsWith(`${DRAFT_PREFIX}${plan.id}@`) === true && key !== current,
    );
    for (const key of stale) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: there is nothing to drop.
  }
}

/** A stored draft as the wizard's values: what it holds over the plan's (or a blank plan's) values. */
export function draftValuesOf(stored: unknown, base: AnnualPlanFormValues): AnnualPlanFormValues {
  if (typeof stored !== 'object' || stored === null) return base;
  const draft = stored as Partial<AnnualPlanFormValues>;
  return {
    ...base,
    ...draft,
    curriculumContext: { ...base.curriculumContext, ...draft.curriculumContext },
    tierPlans: Array.isArray(draft.tierPlans) ? draft.tierPlans : base.tierPlans,
  };
}

/* ---------- Where the server's field errors show (lib/form-errors) ---------- */

/** Row numbers as the user counts them (from 1). */
const nth = (rows: readonly number[], index: number) => (rows[index] ?? 0) + 1;

/** The fields of a tier's topics and sub topics under `base` ('tierPlans.*.topics', or 'topics' in the tier modal). */
export const topicFieldsOf = (base: string) => [
  `${base}.*.sortOrder`,
  `${base}.*.name`,
  `${base}.*.subTopics.*.sortOrder`,
  `${base}.*.subTopics.*.name`,
];

/**
 * A tier's topics and sub topics as parts of the form, named as their fields are ('Tier 1 topic 2 sub topic 1'):
 * an error of a path no field shows (a topic's id) is said with that name and shown on the row.
 */
export function topicPartsOf(base: string, tierLabel: (rows: readonly number[]) => string): FormPart[] {
  // The row numbers before the topic's (the tier's, in the wizard).
  const depth = base.split('*').length - 1;
  const topicLabel = (rows: readonly number[]) => `${tierLabel(rows)} topic ${nth(rows, depth)}`;
  return [
    { path: `${base}.*`, label: topicLabel },
    { path: `${base}.*.subTopics.*`, label: (rows) => `${topicLabel(rows)} sub topic ${nth(rows, depth + 1)}` },
  ];
}

const tierLabelOf = (rows: readonly number[]) => `Tier ${nth(rows, 0)}`;

/**
 * The wizard's fields: a server path under one of them shows on it ('curriculumContext.subject.id' on Subject); a
 * refusal of the class, subject and period together ('curriculumContext', 409) shows above them on the first step.
 */
export const ANNUAL_PLAN_FIELDS = [
  'name',
  'start',
  'end',
  'curriculumContext',
  'curriculumContext.annualPeriod',
  'curriculumContext.gradeName',
  'curriculumContext.school',
  'curriculumContext.subject',
  'tierPlans.*.value',
  'tierPlans.*.name',
  'tierPlans.*.start',
  'tierPlans.*.end',
  ...topicFieldsOf('tierPlans.*.topics'),
];

/** The wizard's parts: a path no field shows (an id, a list) is shown on its tier, topic or sub topic, by name. */
export const ANNUAL_PLAN_PARTS: readonly FormPart[] = [
  { path: 'tierPlans', label: () => ANNUAL_PLAN_STEPS[1] },
  { path: 'tierPlans.*', label: tierLabelOf },
  ...topicPartsOf('tierPlans.*.topics', tierLabelOf),
];
