import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/http';
import type {
  AnnualPlanCreateInput,
  AnnualPlanDetail,
  AnnualPlanUpdateInput,
  AnnualTierPlanInput,
} from '@school/contract/schemas/plans/annual-plan';

/**
 * What the wizard holds: the body of POST /annual-plans (issue 7 section 5), so that the server's field errors
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

/** Keeps only the digits of a sequence as it is typed (spec 001 section 5); '' while empty. */
export function sequenceOf(typed: string): number | '' {
  const digits = typed.replace(/\D/g, '').slice(0, 6);
  return digits === '' ? '' : Number(digits);
}

/* ---------- The draft of a half-filled wizard (sessionStorage) ---------- */

export interface WizardDraft<T> {
  values: T;
  step: number;
}

/**
 * The draft's key: per plan and version, so a draft of a plan someone has changed since is not restored over it
 * (and cannot be saved over their change with the new version).
 */
export const draftKeyOf = (plan?: { id: number; version: number }) =>
  `annual-plan-wizard:${plan ? `${plan.id}@${plan.version}` : 'new'}`;

export function readDraft<T>(key: string): WizardDraft<T> | undefined {
  try {
    const text = sessionStorage.getItem(key);
    if (!text) return undefined;
    const draft = JSON.parse(text) as WizardDraft<T>;
    return typeof draft === 'object' && draft !== null && 'values' in draft ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function clearDraft(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode): there is nothing to clear.
  }
}

/**
 * Writes the form's values and step to sessionStorage as the user types (a reload keeps a half-filled wizard);
 * only once the user changed something, so opening the wizard leaves no draft behind.
 */
export function useDraftStorage<T extends FieldValues>(
  key: string,
  form: UseFormReturn<T>,
  step: number,
  enabled: boolean,
) {
  const stepRef = useRef(step);
  stepRef.current = step;
  useEffect(() => {
    if (!enabled) return;
    const write = (values: unknown) => {
      try {
        sessionStorage.setItem(key, JSON.stringify({ values, step: stepRef.current }));
      } catch {
        // Storage full or unavailable: the wizard still works, only without the draft.
      }
    };
    const subscription = form.watch((values) => {
      if (form.formState.isDirty) write(values);
    });
    if (form.formState.isDirty) write(form.getValues());
    return () => subscription.unsubscribe();
  }, [key, form, enabled]);
  useEffect(() => {
    if (!enabled || !form.formState.isDirty) return;
    try {
      sessionStorage.setItem(key, JSON.stringify({ values: form.getValues(), step }));
    } catch {
      // As above.
    }
  }, [key, form, step, enabled]);
}

/* ---------- Server errors on any field of the nested form ---------- */

const FORM_ROOTS = ['name', 'start', 'end', 'curriculumContext', 'tierPlans', 'topics', 'unitPlans', 'subUnits'];

/**
 * Puts a failed save's field errors on the fields they name, nested ones included ('tierPlans.0.start'); any
 * other message on the form as a whole (root.server). Answers the paths that got an error. The HTTP client's
 * toast is left out: the form shows the messages.
 */
export function applyNestedServerErrors<T extends FieldValues>(
  error: unknown,
  form: UseFormReturn<T>,
  roots: readonly string[] = FORM_ROOTS,
): string[] {
  if (!(error instanceof ApiError)) return [];
  const placed: string[] = [];
  const rest: string[] = [];
  for (const [path, messages] of Object.entries(error.fieldErrors ?? {})) {
    const root = path.split('.')[0] ?? '';
    if (roots.includes(root)) {
      form.setError(path as Path<T>, { type: 'server', message: messages.join(' ') });
      placed.push(path);
    } else {
      rest.push(messages.join(' '));
    }
  }
  // A refusal without field errors (403, 409) is the HTTP client's toast; a 400 with others shows on the form.
  if (placed.length > 0 || rest.length > 0) error.shownInline = true;
  if (rest.length > 0) form.setError('root.server' as Path<T>, { type: 'server', message: rest.join(' ') });
  else if (placed.length > 0 && error.status === 400) {
    form.setError('root.server' as Path<T>, { type: 'server', message: error.message });
  }
  return placed;
}
