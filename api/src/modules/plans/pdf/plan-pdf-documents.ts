import {
  type AnnualPlanDetail,
  type CurriculumContext,
  type LessonPlanDetail,
  type LessonPlanFormResponse,
  lessonPlanFormSteps,
  PLAN_PDF_LABELS as LABELS,
  PLAN_STATUS_LABELS,
  type TierUnitPlan,
  UNIT_PLAN_FORM_STEPS,
  type UnitPlanDetail,
  type UnitPlanFormResponse,
} from '@school/contract';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  dateRange,
  heading,
  labelValueTable,
  type PlanPdfHeader,
  planPdfDocument,
  shownTimestamp,
} from './pdf-document';
import { consentsContent, formContent } from './pdf-form';

/*
 * The three plan PDFs as pure functions of what the API answers: the plan's detail, and for unit and lesson plans the
 * form (null when the user may not view it: one line says so, the consents still print).
 */

type Audited = { createdBy: string | null; createdByName: string | null } & {
  lastUpdatedBy: string | null;
  lastUpdatedByName: string | null;
};

/** The header fields every plan shares: its curriculum, dates, status and people. */
function commonHeader(
  plan: { name: string; start: string; end: string; status: PlanPdfHeader['status'] } & Audited,
  context: CurriculumContext,
  school: PlanPdfHeader['school'],
) {
  return {
    name: plan.name,
    school,
    className: context.className,
    subject: context.subjectName,
    period: context.annualPeriodName,
    start: plan.start,
    end: plan.end,
    status: plan.status,
    createdBy: plan.createdByName ?? plan.createdBy,
    lastUpdatedBy: plan.lastUpdatedByName ?? plan.lastUpdatedBy,
  };
}

const names = (items: readonly { name: string }[]) => items.map((item) => item.name).join(', ');

/** The annual plan: header, then each tier with its dates, topics and sub topics, and its unit plans. */
export function annualPlanPdf(
  plan: AnnualPlanDetail,
  unitsOfTier: ReadonlyMap<number, readonly TierUnitPlan[]>,
  generatedOn: Date,
): TDocumentDefinitions {
  const header: PlanPdfHeader = {
    title: LABELS.title.annual,
    ...commonHeader(plan, plan.curriculumContext, plan.curriculumContext.school),
  };
  const content: Content[] = [];
  if (plan.tierPlans.length === 0) content.push({ text: LABELS.noTiers, style: 'note' });
  for (const tier of plan.tierPlans) {
    content.push(heading(`${LABELS.tierPlan}: ${tier.name}`));
    content.push(
      labelValueTable([
        [LABELS.tierPlan, tier.valueName],
        [LABELS.dates, dateRange(tier.start, tier.end)],
        [LABELS.status, PLAN_STATUS_LABELS[tier.status]],
      ]),
    );
    content.push(heading(LABELS.topics, 2));
    content.push(
      tier.topics.length === 0
        ? { text: LABELS.emptyValue }
        : {
            ul: tier.topics.map((topic) =>
              topic.subTopics.length === 0
                ? topic.name
                : [topic.name, { ul: topic.subTopics.map((subTopic) => subTopic.name) }],
            ),
          },
    );
    content.push(heading(LABELS.units, 2));
    const units = unitsOfTier.get(tier.id) ?? [];
    content.push(
      units.length === 0
        ? { text: LABELS.noUnits }
        : {
            ul: units.map((unit) => [
              { text: unit.name, bold: true },
              `${dateRange(unit.start, unit.end)} · ${PLAN_STATUS_LABELS[unit.status]}`,
              ...(unit.topics.length > 0 ? [`${LABELS.topics}: ${names(unit.topics)}`] : []),
              ...(unit.subUnits.length > 0 ? [`${LABELS.subUnits}: ${names(unit.subUnits)}`] : []),
            ]),
          },
    );
  }
  return planPdfDocument(header, content, generatedOn);
}

/** Who last saved the form, as a header row (nothing when it was never saved). */
function formAuditRow(
  form: { formUpdatedBy: string | null; formUpdatedByName: string | null; formUpdatedOn: string | null } | null,
): (readonly [string, string])[] {
  if (!form?.formUpdatedOn) return [];
  const who = form.formUpdatedByName ?? form.formUpdatedBy ?? LABELS.emptyValue;
  return [[LABELS.formSavedBy, `${who}, ${shownTimestamp(form.formUpdatedOn)}`]];
}

/** Without the form: one line saying why, then the plan's consents. */
const hiddenForm = (consents: UnitPlanDetail['consents']): Content[] => [
  { text: LABELS.formHidden, style: 'note' },
  heading(LABELS.consents),
  consentsContent(consents),
];

/** A unit plan spanning several schools lists one school's consents (as its detail): the header says whose. */
function consentsListedRow(plan: UnitPlanDetail): [string, string][] {
  const shown = plan.shownSchool;
  if (!shown) return [];
  const school = shown.school.schoolName || shown.school.schoolCode;
  const text = LABELS.consentsOfSchool(school, plan.consentsGiven, plan.consentCount, plan.schoolCount);
  return [[LABELS.consentsListed, text]];
}

/** The unit plan: header, then every step of the unit plan form with its answers, consents included. */
export function unitPlanPdf(
  plan: UnitPlanDetail,
  form: UnitPlanFormResponse | null,
  generatedOn: Date,
): TDocumentDefinitions {
  const header: PlanPdfHeader = {
    title: LABELS.title.unit,
    ...commonHeader(plan, plan.curriculumContext, plan.curriculumContext.school),
    extra: [
      [LABELS.annualPlan, plan.annualPlan.name],
      [LABELS.tierPlan, plan.tierPlan.name],
      [LABELS.topics, names(plan.topics)],
      [LABELS.subUnits, names(plan.subUnits)],
      ...consentsListedRow(plan),
      ...formAuditRow(form),
    ],
  };
  const content = form
    ? formContent(UNIT_PLAN_FORM_STEPS, form, { consents: form.consents })
    : hiddenForm(plan.consents);
  return planPdfDocument(header, content, generatedOn);
}

/** The lesson plan: header, then the steps of its form (regular or PRECLASS), main content as a table. */
export function lessonPlanPdf(
  plan: LessonPlanDetail,
  form: LessonPlanFormResponse | null,
  generatedOn: Date,
): TDocumentDefinitions {
  const header: PlanPdfHeader = {
    title: plan.type === 'PRECLASS' ? LABELS.preclassTitle : LABELS.title.lesson,
    ...commonHeader(plan, plan.curriculumContext, plan.school),
    extra: [
      [LABELS.annualPlan, plan.annualPlan.name],
      [LABELS.tierPlan, plan.tierPlan.name],
      [LABELS.unitPlan, plan.unitPlan.name],
      [LABELS.subUnits, names(plan.subUnits)],
      ...formAuditRow(form),
    ],
  };
  const content = form
    ? formContent(lessonPlanFormSteps(plan.type), form, {
        consents: form.consents,
        outcomeNames: new Map(form.unitLearningOutcomes.map((outcome) => [outcome.id, outcome.name])),
      })
    : hiddenForm(plan.consents);
  return planPdfDocument(header, content, generatedOn);
}
