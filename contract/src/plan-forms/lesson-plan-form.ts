import { PLAN_MESSAGES } from '../plan-messages';
import { defineStep, type FormStep, valueAt } from './form-steps';
import {
  consentsField,
  levelFields,
  learningObjectiveFields,
  periodsField,
  studentObjectivesField,
  teacherReflectionField,
  valuesObjectiveFields,
} from './unit-plan-form';

/** The 11 steps of a regular lesson plan form, in the spec's order. */
export const LESSON_PLAN_FORM_STEPS: readonly FormStep[] = [
  defineStep('summary', 'Lesson plan summary', [
    periodsField,
    studentObjectivesField,
    { path: 'starterInput', label: 'Starter', kind: 'longText' },
  ]),
  defineStep('learning-objectives', 'Learning objectives for lesson', [
    ...learningObjectiveFields,
    { path: 'learningOutcomes', label: 'Learning outcomes', kind: 'outcomeChoice' },
    { path: 'possibleMisconceptions', label: 'Possible misconceptions', kind: 'longText' },
  ]),
  defineStep('values', 'Objectives (values)', valuesObjectiveFields),
  defineStep('main-content', 'Main Content / Core / Introducing New Knowledge', [
    {
      path: 'intoductionActivities',
      label: 'Introduction activities',
      kind: 'activityNames',
      lov: 'Introduction Activities',
    },
    { path: 'mainContents', label: 'Main content', kind: 'mainContents', required: true },
  ]),
  defineStep('strategies', 'Differentiated Teaching & Learning Strategies', [
    {
      path: 'differentiatedTeachingStrategy',
      label: 'Differentiated teaching strategies',
      kind: 'strategies',
      lov: 'Teaching Strategies',
    },
    ...levelFields(['All learners will', 'Most learners will', 'Some learners will'], false),
  ]),
  defineStep('summarization', 'Summarization / Consolidation / Check for Understanding', [
    { path: 'summarization', label: 'Summarization', kind: 'longText', required: true },
  ]),
  defineStep('real-life', 'Real Life Connect / Cross Curricular Links', [
    { path: 'realLifeConnect', label: 'Real life connect', kind: 'longText' },
  ]),
  defineStep('assessment', 'Assessment (AFL / Self / Peer)', [
    { path: 'assessmentProjectTask', label: 'Assessment task', kind: 'longText' },
    { path: 'assessmentSubmissionDate', label: 'Submission date', kind: 'date' },
    { path: 'assessmentRubric', label: 'Assessment rubric', kind: 'longText' },
  ]),
  defineStep('assignment', 'Project / Home Assignment / Extension Task', [
    { path: 'assignmentProjectTask', label: 'Assignment task', kind: 'longText' },
    { path: 'assignmentSubmissionDate', label: 'Submission date', kind: 'date' },
  ]),
  defineStep('reflection', 'Teacher reflection', [teacherReflectionField]),
  defineStep('consents', 'Consents', [consentsField]),
];

/** The 9 steps of a pre-primary (PRECLASS) lesson plan form. */
export const PRECLASS_LESSON_PLAN_FORM_STEPS: readonly FormStep[] = [
  defineStep('summary', 'Lesson plan summary', [
    periodsField,
    { path: 'tlmList', label: 'Teaching learning material', kind: 'tlmList' },
  ]),
  defineStep('learning-objectives', 'Learning objectives', [...learningObjectiveFields]),
  defineStep('levels', 'Level/s of learning', levelFields(['All', 'Some', 'Few'], true)),
  defineStep('introducing', 'Introducing new knowledge', [
    { path: 'introNewKnowledgeInput', label: 'Introducing new knowledge', kind: 'longText', required: true },
  ]),
  defineStep('developing', 'Developing new knowledge', [
    { path: 'developNewKnowledgeInput', label: 'Developing new knowledge', kind: 'longText', required: true },
  ]),
  defineStep('assessments', 'Assessments', [
    { path: 'studentPracticeAssesmentInput', label: 'Student practice and feedback', kind: 'longText' },
  ]),
  defineStep('closure', 'Closure', [{ path: 'closureInput', label: 'Closure', kind: 'longText', required: true }]),
  defineStep('reflection', 'Teacher reflection', [teacherReflectionField]),
  defineStep('consents', 'Consents', [consentsField]),
];

/** The steps of a lesson plan's form: PRECLASS lessons (pre-primary classes) have their own. */
export const lessonPlanFormSteps = (type: 'PRECLASS' | null | undefined): readonly FormStep[] =>
  type === 'PRECLASS' ? PRECLASS_LESSON_PLAN_FORM_STEPS : LESSON_PLAN_FORM_STEPS;

/** Every step of both variants: what PUT accepts (a client may send fields of the other variant; they are kept). */
export const ALL_LESSON_PLAN_FORM_STEPS: readonly FormStep[] = [
  ...LESSON_PLAN_FORM_STEPS,
  ...PRECLASS_LESSON_PLAN_FORM_STEPS,
];

export const SUBMISSION_DATE_PATHS = ['assessmentSubmissionDate', 'assignmentSubmissionDate'] as const;

/** Submission dates lie inside the lesson's dates. Field errors by path. */
export function submissionDateErrors(values: unknown, lesson: { start: string; end: string }) {
  const errors: Record<string, string[]> = {};
  for (const path of SUBMISSION_DATE_PATHS) {
    const date = valueAt(values, path);
    if (typeof date === 'string' && date !== '' && (date < lesson.start || date > lesson.end)) {
      errors[path] = [PLAN_MESSAGES.dateWithin('lesson', lesson.start, lesson.end)];
    }
  }
  return errors;
}
