import { describe, expect, it } from 'vitest';
import {
  completeFormValues,
  emptyFormValues,
  FORM_MESSAGES,
  isFormEmpty,
  incompleteStepTitles,
  missingOnSubmit,
  stepIndexOfPath,
  valueAt,
} from './form-steps';
import { draftSchemaOf, responseSchemaOf, stepSchemaOf } from './form-schemas';
import {
  LESSON_PLAN_FORM_STEPS,
  lessonPlanFormSteps,
  PRECLASS_LESSON_PLAN_FORM_STEPS,
  submissionDateErrors,
} from './lesson-plan-form';
import { lessonPlanFormInput, unitPlanFormInput } from './plan-form-api';
import { UNIT_PLAN_FORM_STEPS } from './unit-plan-form';

const requiredPaths = (steps: typeof UNIT_PLAN_FORM_STEPS) =>
  steps.flatMap((step) => step.fields.filter((field) => field.required).map((field) => field.path));

/** A unit plan form a teacher would call complete. */
const completeUnitForm = {
  periods: 12,
  learningObjectiveForm: { conceptObjective: 'Fractions as parts of a whole' },
  learningOutcomes: [{ name: 'Compares fractions with like denominators' }],
  levelOfLeaningForm: { levelOfLearningInput1: 'Name the fraction of a shaded shape' },
  assessmentForm: { formativeAssessments: [{ name: 'Quiz', value: 'QUIZ' }] },
};

describe('the steps of the forms (their titles, in order)', () => {
  it('unit plan form: 8 steps', () => {
    expect(UNIT_PLAN_FORM_STEPS.map((step) => step.title)).toEqual([
      'Unit plan summary',
      'Learning objectives',
      'Possible Misconceptions',
      'Learning outcomes',
      'Level/s of learning',
      'Assessments',
      'Teacher reflection',
      'Consents',
    ]);
  });

  it('regular lesson plan form: 11 steps; PRECLASS: 9', () => {
    expect(lessonPlanFormSteps(null)).toHaveLength(11);
    expect(lessonPlanFormSteps(null)[3]?.title).toBe('Main Content / Core / Introducing New Knowledge');
    expect(lessonPlanFormSteps('PRECLASS')).toHaveLength(9);
    expect(PRECLASS_LESSON_PLAN_FORM_STEPS.map((step) => step.title)).toContain('Closure');
  });

  it("keeps the spec's field names, spellings included", () => {
    const paths = [...UNIT_PLAN_FORM_STEPS, ...LESSON_PLAN_FORM_STEPS, ...PRECLASS_LESSON_PLAN_FORM_STEPS].flatMap(
      (step) => step.fields.map((field) => field.path),
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        'levelOfLeaningForm.levelOfLearningInput1',
        'intoductionActivities',
        'studentPracticeAssesmentInput',
        'learningObjectiveForm.vocabularyObjective.languageOfInstruction',
        'assessmentForm.formativeAssessments',
      ]),
    );
  });

  it('a field path belongs to one step of each form', () => {
    for (const steps of [UNIT_PLAN_FORM_STEPS, LESSON_PLAN_FORM_STEPS, PRECLASS_LESSON_PLAN_FORM_STEPS]) {
      const paths = steps.flatMap((step) => step.fields.map((field) => field.path));
      expect(new Set(paths).size).toBe(paths.length);
    }
  });
});

describe('draft validation', () => {
  it('accepts an empty or partial form (nothing is required in a draft)', () => {
    expect(unitPlanFormInput.safeParse({ version: 0 }).success).toBe(true);
    const partial = unitPlanFormInput.parse({
      version: 3,
      periods: '4',
      learningObjectiveForm: { skillObjective: ' ' },
    });
    expect(partial.periods).toBe(4);
    expect(valueAt(partial, 'learningObjectiveForm.skillObjective')).toBeNull();
    expect(partial.status).toBe('ACTIVE');
  });

  it('each step validates its own fields', () => {
    const summary = UNIT_PLAN_FORM_STEPS[0];
    if (!summary) throw new Error('the unit plan form has steps');
    expect(
      stepSchemaOf(summary).safeParse({ periods: 3, tlmList: [{ name: 'Fraction strips', reference: 'p. 12' }] }),
    ).toMatchObject({ success: true });
    expect(stepSchemaOf(summary).safeParse({ periods: -1 }).success).toBe(false);
    expect(stepSchemaOf(summary)).toBe(stepSchemaOf(summary));
  });

  it.each([
    ['periods', { periods: -1 }],
    ['periods', { periods: 2.5 }],
    ['periods', { periods: 2 ** 31 }],
    ['periods', { periods: 'ten' }],
    ['teacherReflection', { teacherReflection: 'x'.repeat(5001) }],
    ['teacherReflection', { teacherReflection: 'a\0b' }],
    ['learningOutcomes', { learningOutcomes: 'all of them' }],
    ['learningOutcomes.0.name', { learningOutcomes: [{ name: '' }] }],
    ['tlmList', { tlmList: Array.from({ length: 51 }, () => ({ name: 'x' })) }],
    ['assessmentForm.formativeAssessments.0.value', { assessmentForm: { formativeAssessments: [{ name: 'Quiz' }] } }],
  ])('refuses a bad %s in a unit plan form', (path, body) => {
    const result = unitPlanFormInput.safeParse({ version: 1, ...body });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });

  it.each([
    ['mainContents.0.sequenceOfTla', { mainContents: [{ sequenceOfTla: '1a' }] }],
    ['mainContents.0.sequenceOfTla', { mainContents: [{ sequenceOfTla: -2 }] }],
    [
      'differentiatedTeachingStrategy.0.reference',
      {
        differentiatedTeachingStrategy: [
          { name: 'Scaffolding', value: 'SCAFFOLDING', reference: 'javascript:alert(1)' },
        ],
      },
    ],
    ['assessmentSubmissionDate', { assessmentSubmissionDate: '31-12-2026' }],
    ['learningOutcomes.0.learningOutcomeId', { learningOutcomes: [{ learningOutcomeId: '0x10' }] }],
    ['version', {}],
  ])('refuses a bad %s in a lesson plan form', (path, body) => {
    const result = lessonPlanFormInput.safeParse({
      version: 1,
      ...body,
      ...(path === 'version' ? { version: undefined } : {}),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });

  it('takes introduction activities as names, or as {name, value} pairs reduced to names', () => {
    const parsed = lessonPlanFormInput.parse({
      version: 0,
      intoductionActivities: ['Story telling', { name: 'Quiz', value: 'QUIZ' }],
    });
    expect(parsed.intoductionActivities).toEqual(['Story telling', 'Quiz']);
  });

  it('keeps digits of a sequence as a number and a blank one as empty', () => {
    const parsed = lessonPlanFormInput.parse({
      version: 0,
      mainContents: [{ sequenceOfTla: '2' }, { sequenceOfTla: '' }],
    });
    expect(valueAt(parsed, 'mainContents')).toMatchObject([{ sequenceOfTla: 2 }, { sequenceOfTla: null }]);
  });
});

describe('submit: what a complete form needs', () => {
  it('an empty unit form misses every required field, each with its message', () => {
    const errors = missingOnSubmit(UNIT_PLAN_FORM_STEPS, emptyFormValues(UNIT_PLAN_FORM_STEPS));
    expect(Object.keys(errors).sort()).toEqual(requiredPaths(UNIT_PLAN_FORM_STEPS).sort());
    expect(errors.periods).toEqual([FORM_MESSAGES.required]);
    expect(errors.learningOutcomes).toEqual([FORM_MESSAGES.requiredList]);
  });

  it('a complete unit form misses nothing; 0 periods is an answer', () => {
    const values = unitPlanFormInput.parse({ version: 0, ...completeUnitForm });
    expect(missingOnSubmit(UNIT_PLAN_FORM_STEPS, values)).toEqual({});
    expect(missingOnSubmit(UNIT_PLAN_FORM_STEPS, { ...values, periods: 0 })).toEqual({});
  });

  it('blank text and blank main-content rows do not count as answers', () => {
    const values = lessonPlanFormInput.parse({
      version: 0,
      periods: 1,
      learningObjectiveForm: { conceptObjective: '   ' },
      mainContents: [{ time: '', tlmList: [] }],
      summarization: 'Exit ticket',
    });
    expect(Object.keys(missingOnSubmit(LESSON_PLAN_FORM_STEPS, values)).sort()).toEqual([
      'learningObjectiveForm.conceptObjective',
      'mainContents',
    ]);
  });

  it('PRECLASS lessons need their own steps, not the regular ones', () => {
    const errors = missingOnSubmit(PRECLASS_LESSON_PLAN_FORM_STEPS, {});
    expect(errors).toHaveProperty('closureInput');
    expect(errors).not.toHaveProperty('mainContents');
  });

  it('submission dates lie inside the lesson', () => {
    const lesson = { start: '2026-11-02', end: '2026-11-06' };
    expect(submissionDateErrors({ assessmentSubmissionDate: '2026-11-06' }, lesson)).toEqual({});
    expect(Object.keys(submissionDateErrors({ assignmentSubmissionDate: '2026-11-07' }, lesson))).toEqual([
      'assignmentSubmissionDate',
    ]);
  });
});

describe('the steps a refusal names', () => {
  it('names each step holding a required field left blank, in the form’s order, and none once filled in', () => {
    const empty = emptyFormValues(UNIT_PLAN_FORM_STEPS);
    expect(incompleteStepTitles(UNIT_PLAN_FORM_STEPS, empty)).toEqual([
      'Unit plan summary',
      'Learning objectives',
      'Learning outcomes',
      'Level/s of learning',
      'Assessments',
    ]);
    const partly = { ...empty, periods: 4, learningOutcomes: [{ name: 'Reads' }] };
    expect(incompleteStepTitles(UNIT_PLAN_FORM_STEPS, partly)).toEqual([
      'Learning objectives',
      'Level/s of learning',
      'Assessments',
    ]);
    const complete = {
      ...partly,
      learningObjectiveForm: { conceptObjective: 'Place value' },
      levelOfLeaningForm: { levelOfLearningInput1: 'Count' },
      assessmentForm: { formativeAssessments: [{ name: 'Quiz', value: 'QUIZ' }] },
    };
    expect(incompleteStepTitles(UNIT_PLAN_FORM_STEPS, complete)).toEqual([]);
  });
});

describe('values as the API answers them', () => {
  it('fills every field of the steps, drops anything else, and the response schema accepts it', () => {
    const values = completeFormValues(UNIT_PLAN_FORM_STEPS, { periods: 3, stray: 'x' });
    expect(values).not.toHaveProperty('stray');
    expect(valueAt(values, 'learningObjectiveForm.valuesObjectives.valueOfMonth')).toBeNull();
    expect(values.tlmList).toEqual([]);
    const answer = responseSchemaOf(UNIT_PLAN_FORM_STEPS).safeParse({ ...values, learningOutcomes: [] });
    expect(answer.success).toBe(true);
  });

  it('an empty form reads as empty; one answer makes it not', () => {
    expect(isFormEmpty(UNIT_PLAN_FORM_STEPS, emptyFormValues(UNIT_PLAN_FORM_STEPS))).toBe(true);
    expect(isFormEmpty(UNIT_PLAN_FORM_STEPS, { possibleMisconceptions: 'Bigger denominator, bigger fraction' })).toBe(
      false,
    );
  });

  it('finds the step of an error path', () => {
    expect(stepIndexOfPath(LESSON_PLAN_FORM_STEPS, 'mainContents.2.studentActivity')).toBe(3);
    expect(stepIndexOfPath(UNIT_PLAN_FORM_STEPS, 'assessmentForm.formativeAssessments')).toBe(5);
    expect(stepIndexOfPath(UNIT_PLAN_FORM_STEPS, 'nothing')).toBe(-1);
  });

  it('the draft schema of every variant together accepts each variant', () => {
    const both = draftSchemaOf([...LESSON_PLAN_FORM_STEPS, ...PRECLASS_LESSON_PLAN_FORM_STEPS]);
    expect(both.safeParse({ closureInput: 'Sing the song again', mainContents: [] }).success).toBe(true);
  });
});
