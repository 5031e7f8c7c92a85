import { defineStep, type FormField, type FormStep } from './form-steps';

/** Spec 001 'Unit plan form': the placeholder of student objectives. */
export const STUDENT_OBJECTIVES_PLACEHOLDER = 'Applicable for Science and Mathematics';

/** Concept, skill, fact: the learning objectives of a unit and of a lesson. */
const objectiveFields = {
  concept: { path: 'learningObjectiveForm.conceptObjective', label: 'Concept', kind: 'longText' },
  skill: { path: 'learningObjectiveForm.skillObjective', label: 'Skill', kind: 'longText' },
  fact: { path: 'learningObjectiveForm.factObjective', label: 'Fact', kind: 'longText' },
  languageOfInstruction: {
    path: 'learningObjectiveForm.vocabularyObjective.languageOfInstruction',
    label: 'Vocabulary: language of instruction',
    kind: 'longText',
  },
  studentVocabulary: {
    path: 'learningObjectiveForm.vocabularyObjective.studentVocabulary',
    label: 'Vocabulary: student vocabulary',
    kind: 'longText',
  },
} as const satisfies Record<string, FormField>;

/** The learning objectives every unit and lesson form asks for, the concept first and required. */
export const learningObjectiveFields: readonly FormField[] = [
  { ...objectiveFields.concept, required: true },
  objectiveFields.skill,
  objectiveFields.fact,
  objectiveFields.languageOfInstruction,
  objectiveFields.studentVocabulary,
];

/** The values objectives, in the spec's order. */
export const valuesObjectiveFields: readonly FormField[] = [
  ['symbioticLearning', 'Symbiotic learning'],
  ['environmentalConsciousness', 'Environmental consciousness'],
  ['designThinking', 'Design thinking'],
  ['emotionalWellness', 'Emotional wellness'],
  ['sustainableDevelopment', 'Sustainable development'],
  ['valueOfMonth', 'Value of the month'],
].map(([key, label]) => ({
  path: `learningObjectiveForm.valuesObjectives.${key}`,
  label: label ?? '',
  kind: 'longText',
}));

export const periodsField = { path: 'periods', label: 'Periods', kind: 'number', required: true } as const;
export const teacherReflectionField = {
  path: 'teacherReflection',
  label: 'Teacher reflection',
  kind: 'longText',
  helperText: 'What worked, what to change next time',
} as const;
export const consentsField = { path: 'consents', label: 'Consents', kind: 'consents' } as const;
export const studentObjectivesField = {
  path: 'studentObjectives',
  label: 'Student objectives',
  kind: 'longText',
  placeholder: STUDENT_OBJECTIVES_PLACEHOLDER,
} as const;

/** Levels of learning: the unit and the regular lesson say all, most and some learners. */
export const levelFields = (labels: readonly [string, string, string], requiredFirst: boolean): FormField[] =>
  labels.map((label, index) => ({
    path: `levelOfLeaningForm.levelOfLearningInput${index + 1}`,
    label,
    kind: 'longText',
    required: requiredFirst && index === 0,
  }));

/** The 8 steps of the unit plan form, in the spec's order. */
export const UNIT_PLAN_FORM_STEPS: readonly FormStep[] = [
  defineStep('summary', 'Unit plan summary', [
    periodsField,
    { path: 'tlmList', label: 'Teaching learning material', kind: 'tlmList' },
    studentObjectivesField,
  ]),
  defineStep('learning-objectives', 'Learning objectives', [...learningObjectiveFields, ...valuesObjectiveFields]),
  defineStep('misconceptions', 'Possible Misconceptions', [
    { path: 'possibleMisconceptions', label: 'Possible misconceptions', kind: 'longText' },
  ]),
  defineStep('learning-outcomes', 'Learning outcomes', [
    {
      path: 'learningOutcomes',
      label: 'Learning outcomes',
      kind: 'outcomes',
      required: true,
      helperText: 'The lessons of this unit choose their learning outcomes from this list.',
    },
  ]),
  defineStep(
    'levels',
    'Level/s of learning',
    levelFields(['All learners will', 'Most learners will', 'Some learners will'], true),
  ),
  defineStep('assessments', 'Assessments', [
    {
      path: 'assessmentForm.formativeAssessments',
      label: 'Formative assessments',
      kind: 'choices',
      lov: 'Formative Assessment',
      required: true,
    },
    { path: 'assessmentForm.formative', label: 'Formative comments', kind: 'longText' },
    { path: 'assessmentForm.formativeReference', label: 'Formative reference links', kind: 'longText' },
    { path: 'assessmentForm.summative', label: 'Summative comments', kind: 'longText' },
    { path: 'assessmentForm.summativeReference', label: 'Summative reference links', kind: 'longText' },
  ]),
  defineStep('reflection', 'Teacher reflection', [teacherReflectionField]),
  defineStep('consents', 'Consents', [consentsField]),
];
