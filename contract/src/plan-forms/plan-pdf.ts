/*
 * The PDF downloads of plans: which call makes each, the file's name, and the words the PDF prints around the form's
 * own titles and labels. The server names the file with `planPdfFileName` in Content-Disposition; the web's download
 * button uses the same function when a browser hides that header.
 */

export const PLAN_PDF_LEVELS = ['annual', 'unit', 'lesson'] as const;
export type PlanPdfLevel = (typeof PLAN_PDF_LEVELS)[number];

/** The school code of a plan without a school (a network-wide annual or unit plan). */
export const NETWORK_SCHOOL_CODE = 'LWS';

/** The path (under /api) of a plan's PDF. */
export function planPdfPath(level: PlanPdfLevel, id: number): string {
  const base = level === 'annual' ? '/annual-plans' : level === 'unit' ? '/unit-plan' : '/lesson-plan';
  return `${base}/${id}/pdf`;
}

// A file name travels in a header: only letters, digits, '-' and '_' (ASCII) are kept of each part.
const fileNamePart = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '');

/**
 * The spec's file name: school code (LWS when the plan has none), the class name without spaces, then the level
 * (e.g. LWS_VII_lesson.pdf). Characters a file name or a header cannot carry are dropped too.
 */
export function planPdfFileName(
  level: PlanPdfLevel,
  plan: { schoolCode: string | null | undefined; className: string },
): string {
  const school = fileNamePart(plan.schoolCode ?? '') || NETWORK_SCHOOL_CODE;
  const className = fileNamePart(plan.className) || 'class';
  return `${school}_${className}_${level}.pdf`;
}

/** The words of the PDFs that are not the form's own titles and labels. */
export const PLAN_PDF_LABELS = {
  title: { annual: 'Annual Plan', unit: 'Unit Plan', lesson: 'Lesson Plan' } satisfies Record<PlanPdfLevel, string>,
  preclassTitle: 'Lesson Plan (pre-primary)',
  school: 'School',
  networkWide: 'All schools (network-wide)',
  className: 'Class',
  subject: 'Subject',
  period: 'Period',
  dates: 'Dates',
  status: 'Status',
  createdBy: 'Created by',
  lastUpdatedBy: 'Last updated by',
  annualPlan: 'Annual plan',
  tierPlan: 'Tier plan',
  unitPlan: 'Unit plan',
  subUnits: 'Sub units',
  topics: 'Topics',
  subTopics: 'Sub topics',
  units: 'Unit plans',
  noTiers: 'No tier plans yet.',
  noUnits: 'No unit plans yet.',
  formSavedBy: 'Form last saved by',
  formHidden: 'The form is not shown: you may not view the forms of this plan.',
  consents: 'Consents',
  /** The header row of a unit plan spanning several schools: whose consents the PDF lists, and the whole plan's. */
  consentsListed: 'Consents listed',
  consentsOfSchool: (school: string, given: number, count: number, schools: number) =>
    `Those of ${school}; ${given} of ${count} given in all ${schools} schools`,
  consentGiven: 'Given',
  consentPending: 'Not given yet',
  noConsents: 'No consents.',
  tlmList: 'TLM list',
  emptyValue: '-',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  generatedOn: (date: string) => `Generated on ${date}`,
} as const;
