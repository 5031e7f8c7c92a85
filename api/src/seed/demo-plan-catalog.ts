import type { DemoSubject } from './demo-form-content';
import { PRE_PRIMARY_PLAN, PRE_PRIMARY_TOPICS } from './demo-preprimary';

/* The demo plans of demo-plans.ts: which classes and subjects are planned, with their topics, tier by tier. */

export interface DemoPlan {
  gradeName: string;
  subjectName: string;
  /** School code of a school-specific plan. */
  school?: 'LWS' | 'RPS';
  name: string;
  /** What its forms say (demo-form-content.ts). */
  content: DemoSubject;
  /** The schools its lessons are planned at (default: the schools the plan covers). */
  lessonsAt?: ('LWS' | 'RPS')[];
  /** The annual plan (and its tiers) submitted. */
  completed?: boolean;
  /** Its last unit that ended is still ACTIVE: outstanding. */
  outstandingUnit?: boolean;
  topics: [string, string[]][][];
}

export const TOPICS = {
  maths: [
    [
      ['Large numbers', ['Place value', 'Comparing numbers']],
      ['Operations', ['Multiplication', 'Division']],
    ],
    [
      ['Fractions', ['Equivalent fractions', 'Adding fractions']],
      ['Decimals', ['Tenths and hundredths', 'Money']],
    ],
    [
      ['Geometry', ['Angles', 'Shapes']],
      ['Measurement', ['Perimeter', 'Area']],
    ],
  ],
  english: [
    [
      ['Reading', ['Stories', 'Poems']],
      ['Grammar', ['Nouns', 'Verbs']],
    ],
    [
      ['Writing', ['Letters', 'Descriptions']],
      ['Vocabulary', ['Synonyms', 'Idioms']],
    ],
    [
      ['Literature', ['Drama', 'Biography']],
      ['Speaking', ['Debate', 'Presentation']],
    ],
  ],
  science: [
    [
      ['Living things', ['Cells', 'Plants']],
      ['Matter', ['States of matter', 'Mixtures']],
    ],
    [
      ['Energy', ['Heat', 'Light']],
      ['Forces', ['Friction', 'Magnets']],
    ],
    [
      ['Earth', ['Water cycle', 'Weather']],
      ['Health', ['Nutrition', 'Hygiene']],
    ],
  ],
} satisfies Record<string, [string, string[]][][]>;

export const CURRENT_PLANS: DemoPlan[] = [
  { gradeName: 'V', subjectName: 'Mathematics', name: 'Mathematics V', topics: TOPICS.maths, content: 'maths' },
  {
    gradeName: 'V',
    subjectName: 'English',
    name: 'English V',
    topics: TOPICS.english,
    content: 'english',
    outstandingUnit: true,
  },
  {
    gradeName: 'IV',
    subjectName: 'Mathematics',
    name: 'Mathematics IV',
    topics: TOPICS.maths,
    content: 'maths',
    completed: true,
  },
  {
    gradeName: 'VI',
    subjectName: 'English',
    name: 'English VI (Lakeside)',
    school: 'LWS',
    topics: TOPICS.english,
    content: 'english',
  },
  {
    gradeName: 'VII',
    subjectName: 'Science',
    name: 'Science VII (Lakeside)',
    school: 'LWS',
    topics: TOPICS.science,
    content: 'science',
  },
  {
    gradeName: 'VII',
    subjectName: 'English',
    name: 'English VII (Riverside)',
    school: 'RPS',
    topics: TOPICS.english,
    content: 'english',
  },
  {
    gradeName: 'IX',
    subjectName: 'Science',
    name: 'Science IX',
    topics: TOPICS.science,
    content: 'science',
    outstandingUnit: true,
  },
  // Pre-primary: only Lakeside has the class, so its lessons are planned there.
  { ...PRE_PRIMARY_PLAN, name: 'English UKG', topics: PRE_PRIMARY_TOPICS, content: 'preprimary', lessonsAt: ['LWS'] },
];
/** The previous period's plan, completed, offered for Duplicate (its class and subject have none this year). */
export const PREVIOUS_PLAN: DemoPlan = {
  gradeName: 'V',
  subjectName: 'Environmental Studies',
  name: 'Environmental Studies V',
  completed: true,
  topics: TOPICS.science,
  content: 'science',
};
