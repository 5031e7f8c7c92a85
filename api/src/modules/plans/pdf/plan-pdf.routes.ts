import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type CurriculumContext,
  type EntityName,
  hasPrivilege,
  idParams,
  PLAN_FORM_ENTITY,
  type PlanPdfLevel,
  planPdfFileName,
} from '@school/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../deps';
import { requireAuth } from '../../../plugins/access';
import { createAnnualPlanService } from '../annual-plans.service';
import { createLessonPlanService } from '../lesson-plans.service';
import { createPlanFormService } from '../plan-forms.service';
import { createTierPlanService } from '../tier-plans.service';
import { createUnitPlanService } from '../unit-plans.service';
import { closePdfPool, renderPlanPdf } from './pdf-pool';
import type { AuthContext } from '../../auth/auth-context';

const tags = ['plans'];

/** The OpenAPI description of a PDF answer (Fastify sends the bytes as they are, without serialising them). */
const pdfFile = z.string().meta({ format: 'binary' }).describe('The PDF file (application/pdf), as an attachment');
/** The schema of a level's PDF route: its operationId (downloadAnnualPlanPdf …) and summary follow from the level. */
const pdfSchema = (level: PlanPdfLevel, contents: string) => ({
  tags,
  operationId: `download${level.charAt(0).toUpperCase()}${level.slice(1)}PlanPdf`,
  summary: `Download ${level === 'annual' ? 'an' : 'a'} ${level} plan as a PDF`,
  description: `${contents}, as an attachment named <school code or LWS>_<class without spaces>_${level}.pdf.`,
  params: idParams,
  produces: ['application/pdf'],
  response: { 200: pdfFile },
});

function sendPdf(
  reply: FastifyReply,
  level: PlanPdfLevel,
  context: CurriculumContext,
  schoolCode: string | null,
  pdf: Buffer,
) {
  const fileName = planPdfFileName(level, { schoolCode, className: context.className });
  return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(pdf);
}

/** Whether the user may view the forms of a level (READ on unitplanform / lessonplanform). */
const mayViewForm = (auth: AuthContext, level: 'unit' | 'lesson') =>
  hasPrivilege(auth.privileges, PLAN_FORM_ENTITY[level], 'READ');

/** One level's PDF route. */
interface PlanPdfRoute {
  level: PlanPdfLevel;
  path: string;
  entity: EntityName;
  contents: string;
  render(
    id: number,
    auth: AuthContext,
  ): Promise<{ pdf: Buffer; context: CurriculumContext; schoolCode: string | null }>;
}

/**
 * GET /annual-plans/{id}/pdf, /unit-plan/{id}/pdf, /lesson-plan/{id}/pdf. The services answer 404 for a plan the user
 * may not see, as for its detail; the form prints only for a user who may view it.
 */
export function planPdfRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const annualPlans = createAnnualPlanService(deps);
  const tierPlans = createTierPlanService(deps);
  const unitPlans = createUnitPlanService(deps);
  const lessonPlans = createLessonPlanService(deps);
  const forms = createPlanFormService(deps);
  /** Each level's PDF: its path, the privilege it needs, what it prints, and how it is rendered. */
  const documents: PlanPdfRoute[] = [
    {
      level: 'annual',
      path: '/annual-plans/:id/pdf',
      entity: 'annualplan',
      contents:
        'Its header (school, class, subject, period, dates, status, who created and last updated it), its tier ' +
        'plans with their topics, sub topics and unit plans',
      async render(id, auth) {
        const plan = await annualPlans.get(id, auth);
        const tiers = await Promise.all(plan.tierPlans.map((tier) => tierPlans.get(tier.id, auth)));
        const units = new Map(tiers.map((tier) => [tier.id, tier.unitPlans]));
        const pdf = await renderPlanPdf({ level: 'annual', plan, unitsOfTier: units, generatedOn: new Date() });
        return { pdf, context: plan.curriculumContext, schoolCode: plan.curriculumContext.school?.schoolCode ?? null };
      },
    },
    {
      level: 'unit',
      path: '/unit-plan/:id/pdf',
      entity: 'unitplan',
      contents:
        'Its header, every step of the unit plan form with its answers (only with READ on unitplanform, ' +
        'otherwise one line says so) and its consents with who gave them and when',
      async render(id, auth) {
        const plan = await unitPlans.get(id, auth);
        const form = mayViewForm(auth, 'unit') ? await forms.unitPlanForm(auth, plan.id) : null;
        const pdf = await renderPlanPdf({ level: 'unit', plan, form, generatedOn: new Date() });
        return { pdf, context: plan.curriculumContext, schoolCode: plan.curriculumContext.school?.schoolCode ?? null };
      },
    },
    {
      level: 'lesson',
      path: '/lesson-plan/:id/pdf',
      entity: 'lessonplan',
      contents:
        'Its header, the steps of the lesson plan form (the PRECLASS steps for a pre-primary lesson; only with ' +
        'READ on lessonplanform, otherwise one line says so) and its consents with who gave them and when',
      async render(id, auth) {
        const plan = await lessonPlans.get(id, auth);
        const form = mayViewForm(auth, 'lesson') ? await forms.lessonPlanForm(auth, plan.id) : null;
        const pdf = await renderPlanPdf({ level: 'lesson', plan, form, generatedOn: new Date() });
        return { pdf, context: plan.curriculumContext, schoolCode: plan.school.schoolCode };
      },
    },
  ];
  return async (app) => {
    app.addHook('onClose', closePdfPool);
    for (const document of documents) {
      app.get(
        document.path,
        {
          config: { access: { entity: document.entity, type: 'READ' } },
          schema: pdfSchema(document.level, document.contents),
        },
        async (request, reply) => {
          const { pdf, context, schoolCode } = await document.render(request.params.id, requireAuth(request));
          return sendPdf(reply, document.level, context, schoolCode, pdf);
        },
      );
    }
  };
}
