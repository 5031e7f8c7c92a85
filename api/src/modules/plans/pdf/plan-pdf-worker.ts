import type {
  AnnualPlanDetail,
  LessonPlanDetail,
  LessonPlanFormResponse,
  TierUnitPlan,
  UnitPlanDetail,
  UnitPlanFormResponse,
} from '@school/contract';
import { renderPdf } from './pdf-printer';
import { annualPlanPdf, lessonPlanPdf, unitPlanPdf } from './plan-pdf-documents';

/*
 * A worker thread of the PDF pool (pdf-pool.ts): lays out one plan's PDF. What it prints arrives as data (structured
 * clone), and the document definition, whose footer is a function, is built here.
 */

/** One plan's PDF to make: what its document is built from. */
export type PlanPdfJob =
  | {
      level: 'annual';
      plan: AnnualPlanDetail;
      unitsOfTier: ReadonlyMap<number, readonly TierUnitPlan[]>;
      generatedOn: Date;
    }
  | { level: 'unit'; plan: UnitPlanDetail; form: UnitPlanFormResponse | null; generatedOn: Date }
  | { level: 'lesson'; plan: LessonPlanDetail; form: LessonPlanFormResponse | null; generatedOn: Date };

function documentOf(job: PlanPdfJob) {
  switch (job.level) {
    case 'annual':
      return annualPlanPdf(job.plan, job.unitsOfTier, job.generatedOn);
    case 'unit':
      return unitPlanPdf(job.plan, job.form, job.generatedOn);
    case 'lesson':
      return lessonPlanPdf(job.plan, job.form, job.generatedOn);
  }
}

export default function makePlanPdf(job: PlanPdfJob): Promise<Buffer> {
  return renderPdf(documentOf(job));
}
