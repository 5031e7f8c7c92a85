import {
  ALL_LESSON_PLAN_FORM_STEPS,
  completeFormValues,
  type FormLov,
  type FormStep,
  lessonPlanFormSteps,
  lessonPlanFormValues,
  missingOnSubmit,
  submissionDateErrors,
  UNIT_PLAN_FORM_STEPS,
  unitPlanFormValues,
} from '@school/contract';
import { type DemoSubject, REVISION_CONTENT, TOPIC_CONTENT } from './demo-form-content';
import { PRECLASS_LESSON, SUBJECT_CONTENT } from './demo-form-subjects';
import { SEED_LOVS } from './lovs';

/*
 * The demo plans' form values, built from demo-form-content.ts and checked with the contract's schemas before they are
 * stored, as the API would store them: completeFormValues of the steps, the learning outcomes left to their own tables.
 * A 'full' form passes Save and Submit's check; a 'draft' has its first steps only.
 */

export type FormFill = 'full' | 'draft';

/** The form column's value and what goes to the tables beside it. */
export interface DemoForm {
  form: Record<string, unknown>;
  /** A unit's learning outcomes (their names, in order). */
  outcomes: string[];
  /** A lesson's chosen learning outcomes. */
  outcomeIds: number[];
  /** Whether the form holds a teacher reflection (reflection_by/on are set). */
  reflection: boolean;
}

/** A list item of the seeded lists of values, so the demo chooses only what the forms offer. */
function lovItem(lov: FormLov, name: string) {
  const item = SEED_LOVS.find((list) => list.name === lov)?.items.find(([itemName]) => itemName === name);
  if (!item) throw new Error(`demo form: '${name}' is no item of the list of values '${lov}'`);
  return { name: item[0], value: item[1] };
}

const topicOf = (subject: DemoSubject, unitName: string) => TOPIC_CONTENT[unitName] ?? REVISION_CONTENT[subject];

/** Splits validated values into the stored form and its learning outcomes; a full form must pass submit's check. */
function storedForm(steps: readonly FormStep[], submitSteps: readonly FormStep[], parsed: unknown, fill: FormFill) {
  const complete = completeFormValues(steps, parsed);
  if (fill === 'full') {
    const missing = Object.keys(missingOnSubmit(submitSteps, complete));
    if (missing.length > 0) throw new Error(`demo form incomplete: ${missing.join(', ')}`);
  }
  const { learningOutcomes, ...form } = complete;
  return { form, learningOutcomes: Array.isArray(learningOutcomes) ? learningOutcomes : [] };
}

function objectivesOf(subject: DemoSubject, unitName: string, withValues: boolean) {
  const topic = topicOf(subject, unitName);
  const shared = SUBJECT_CONTENT[subject];
  return {
    conceptObjective: topic.concept,
    skillObjective: topic.skill,
    factObjective: topic.fact,
    vocabularyObjective: {
      languageOfInstruction: shared.languageOfInstruction,
      studentVocabulary: topic.vocabulary,
    },
    ...(withValues ? { valuesObjectives: shared.values } : {}),
  };
}

const levelsOf = (subject: DemoSubject) => {
  const [all, most, some] = SUBJECT_CONTENT[subject].levels;
  return { levelOfLearningInput1: all, levelOfLearningInput2: most, levelOfLearningInput3: some };
};

/** A unit plan form: a full one has every step (outcomes, levels, assessments, reflection); a draft the first three. */
export function demoUnitForm(subject: DemoSubject, unitName: string, fill: FormFill): DemoForm {
  const topic = topicOf(subject, unitName);
  const shared = SUBJECT_CONTENT[subject];
  const values: Record<string, unknown> = {
    periods: 10 + topic.outcomes.length * 2,
    tlmList: topic.tlm.map(([name, reference]) => ({ name, reference })),
    studentObjectives: shared.studentObjectives,
    learningObjectiveForm: objectivesOf(subject, unitName, fill === 'full'),
    possibleMisconceptions: topic.misconception,
  };
  if (fill === 'full') {
    Object.assign(values, {
      learningOutcomes: topic.outcomes.map((name) => ({ name })),
      levelOfLeaningForm: levelsOf(subject),
      assessmentForm: {
        formativeAssessments: shared.formativeAssessments.map((name) => lovItem('Formative Assessment', name)),
        formative: shared.formative,
        formativeReference: shared.formativeReference,
        summative: shared.summative,
        summativeReference: shared.summativeReference,
      },
      teacherReflection: shared.unitReflection,
    });
  }
  const parsed = unitPlanFormValues.parse(values);
  const { form, learningOutcomes } = storedForm(UNIT_PLAN_FORM_STEPS, UNIT_PLAN_FORM_STEPS, parsed, fill);
  return {
    form,
    outcomes: learningOutcomes.map((outcome: { name: string }) => outcome.name),
    outcomeIds: [],
    reflection: fill === 'full',
  };
}

export interface DemoLesson {
  /** Its index in the unit: which outcomes and how many periods. */
  index: number;
  start: string;
  end: string;
  type: 'PRECLASS' | null;
}

function regularLessonValues(
  subject: DemoSubject,
  unitName: string,
  lesson: DemoLesson,
  fill: FormFill,
  ids: number[],
) {
  const topic = topicOf(subject, unitName);
  const shared = SUBJECT_CONTENT[subject];
  const rows = shared.mainContents.map(([time, teacher, students], index) => {
    const [tlmName, tlmReference] = topic.tlm[index % topic.tlm.length] ?? [null, null];
    return {
      sequenceOfTla: index + 1,
      time,
      introductionActivity: teacher,
      tlmName,
      tlmList: [],
      tlmReference,
      studentActivity: students,
    };
  });
  const values: Record<string, unknown> = {
    periods: 2 + (lesson.index % 2),
    studentObjectives: shared.studentObjectives,
    starterInput: shared.starter,
    learningObjectiveForm: objectivesOf(subject, unitName, fill === 'full'),
    mainContents: fill === 'full' ? rows : rows.slice(0, 1),
  };
  if (fill === 'draft') return values;
  const chosen = ids.length === 0 ? [] : [ids[lesson.index % ids.length], ids[(lesson.index + 1) % ids.length]];
  return {
    ...values,
    learningOutcomes: [...new Set(chosen)].map((learningOutcomeId) => ({ learningOutcomeId })),
    possibleMisconceptions: topic.misconception,
    intoductionActivities: shared.introductionActivities.map((name) => lovItem('Introduction Activities', name).name),
    differentiatedTeachingStrategy: shared.strategies.map(([name, reference]) => ({
      ...lovItem('Teaching Strategies', name),
      reference,
    })),
    levelOfLeaningForm: levelsOf(subject),
    summarization: shared.summarization,
    realLifeConnect: shared.realLifeConnect,
    assessmentProjectTask: shared.assessmentTask,
    assessmentSubmissionDate: lesson.end,
    assessmentRubric: shared.assessmentRubric,
    assignmentProjectTask: shared.assignmentTask,
    assignmentSubmissionDate: lesson.end,
    teacherReflection: shared.lessonReflection,
  };
}

function preclassLessonValues(subject: DemoSubject, unitName: string, fill: FormFill) {
  const topic = topicOf(subject, unitName);
  const values: Record<string, unknown> = {
    periods: 1,
    tlmList: topic.tlm.map(([name, reference]) => ({ name, reference })),
    learningObjectiveForm: objectivesOf(subject, unitName, false),
    introNewKnowledgeInput: PRECLASS_LESSON.introducing(unitName),
  };
  if (fill === 'draft') return values;
  return {
    ...values,
    levelOfLeaningForm: levelsOf(subject),
    developNewKnowledgeInput: PRECLASS_LESSON.developing(unitName),
    studentPracticeAssesmentInput: PRECLASS_LESSON.practice,
    closureInput: PRECLASS_LESSON.closure,
    teacherReflection: SUBJECT_CONTENT[subject].lessonReflection,
  };
}

/**
 * A lesson plan form of its type (PRECLASS: the pre-primary steps), choosing among its unit's learning outcomes;
 * submission dates are the lesson's last day.
 */
export function demoLessonForm(
  subject: DemoSubject,
  unitName: string,
  lesson: DemoLesson,
  fill: FormFill,
  unitOutcomeIds: number[],
): DemoForm {
  const values =
    lesson.type === 'PRECLASS'
      ? preclassLessonValues(subject, unitName, fill)
      : regularLessonValues(subject, unitName, lesson, fill, unitOutcomeIds);
  const parsed = lessonPlanFormValues.parse(values);
  const dateErrors = Object.keys(submissionDateErrors(parsed, lesson));
  if (dateErrors.length > 0) throw new Error(`demo lesson form: ${dateErrors.join(', ')} outside the lesson`);
  const { form, learningOutcomes } = storedForm(
    ALL_LESSON_PLAN_FORM_STEPS,
    lessonPlanFormSteps(lesson.type),
    parsed,
    fill,
  );
  return {
    form,
    outcomes: [],
    outcomeIds: learningOutcomes.map((outcome: { learningOutcomeId: number }) => outcome.learningOutcomeId),
    reflection: fill === 'full',
  };
}
