import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_LESSON_PLAN_FORM_STEPS,
  FIELD_MESSAGES,
  type FormField,
  type FormStep,
  setValueAt,
  UNIT_PLAN_FORM_STEPS,
  valueFieldsOf,
} from '@school/contract';
import {
  createCurriculum,
  createPlanWorld,
  createUnitWithLesson,
  type PlanWorld,
} from '../../test/factories-unit-lesson-plans';
import { createTestApp, type TestApp } from '../../test/test-app';
import { lessonForm, unitForm } from '../../test/plan-forms-kit';

/*
 * A lone surrogate (half of an emoji cut in two) in any text of a plan form answers 400 naming the field, never 500:
 * UTF-8 cannot encode it, so the form's JSON column refused it. Every text field of the forms' steps is tried, so a
 * field added later is covered too.
 */

const BROKEN = 'Count\uD800';

/** Where a field of this kind holds text, as a value to send and the field error's path under the field. */
const TEXT_IN: Partial<Record<FormField['kind'], { value: unknown; at: string }>> = {
  text: { value: BROKEN, at: '' },
  longText: { value: BROKEN, at: '' },
  tlmList: { value: [{ name: BROKEN }], at: '.0.name' },
  choices: { value: [{ name: BROKEN, value: 'QUIZ' }], at: '.0.name' },
  strategies: { value: [{ name: 'Pairs', value: BROKEN }], at: '.0.value' },
  activityNames: { value: [BROKEN], at: '.0' },
  mainContents: { value: [{ sequenceOfTla: 1, studentActivity: BROKEN }], at: '.0.studentActivity' },
  outcomes: { value: [{ name: BROKEN }], at: '.0.name' },
};

/** Each text field of the steps: a form value with the broken text in it, and the path its error names. */
function brokenFields(steps: readonly FormStep[]) {
  const fields = new Map(steps.flatMap((step) => valueFieldsOf(step.fields)).map((field) => [field.path, field]));
  return [...fields.values()].flatMap((field) => {
    const text = TEXT_IN[field.kind];
    if (!text) return [];
    const form: Record<string, unknown> = {};
    setValueAt(form, field.path, text.value);
    return [{ form, path: `${field.path}${text.at}` }];
  });
}

let t: TestApp;
let world: PlanWorld;
let unit: { id: number };
let lesson: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  world = await createPlanWorld(t);
  ({ unit, lesson } = await createUnitWithLesson(t, world, await createCurriculum(t, world)));
});
afterAll(() => t.close());

const token = () => world.tokens.admin;

async function expectRefused(method: 'PUT', url: string, body: Record<string, unknown>, path: string) {
  const response = await t.call(method, url, { token: token(), body });
  expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
  expect(response.json().fieldErrors, path).toEqual({ [path]: [FIELD_MESSAGES.loneSurrogate] });
}

describe('a lone surrogate in a plan form answers 400 naming the field', () => {
  it('in every text field of the unit plan form', async () => {
    const version = (await t.call('GET', unitForm(unit.id), { token: token() })).json().version;
    const cases = brokenFields(UNIT_PLAN_FORM_STEPS);
    expect(cases.length).toBeGreaterThanOrEqual(15);
    for (const { form, path } of cases) await expectRefused('PUT', unitForm(unit.id), { ...form, version }, path);
  });

  it('in every text field of the lesson plan form (regular and PRECLASS steps)', async () => {
    const version = (await t.call('GET', lessonForm(lesson.id), { token: token() })).json().version;
    const cases = brokenFields(ALL_LESSON_PLAN_FORM_STEPS);
    expect(cases.length).toBeGreaterThanOrEqual(20);
    for (const { form, path } of cases) await expectRefused('PUT', lessonForm(lesson.id), { ...form, version }, path);
  });

  it('in PUT /lesson-plan/{id}: its own texts and every text of the form it carries', async () => {
    const detail = (await t.call('GET', `/lesson-plan/${lesson.id}`, { token: token() })).json();
    const body = { name: detail.name, start: detail.start, end: detail.end, subUnits: [], version: detail.version };
    await expectRefused('PUT', `/lesson-plan/${lesson.id}`, { ...body, name: BROKEN }, 'name');
    await expectRefused('PUT', `/lesson-plan/${lesson.id}`, { ...body, subUnits: [BROKEN] }, 'subUnits.0');
    for (const { form, path } of brokenFields(ALL_LESSON_PLAN_FORM_STEPS)) {
      await expectRefused(
        'PUT',
        `/lesson-plan/${lesson.id}`,
        { ...body, lessonPlanForm: form },
        `lessonPlanForm.${path}`,
      );
    }
    // Nothing was stored: the lesson keeps its version, and a whole emoji is still welcome.
    const saved = await t.call('PUT', `/lesson-plan/${lesson.id}`, {
      token: token(),
      body: { ...body, lessonPlanForm: { summarization: 'Count 🎉' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(detail.version + 1);
    const form = (await t.call('GET', lessonForm(lesson.id), { token: token() })).json();
    expect(form.summarization).toBe('Count 🎉');
  });
});
