import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  completeFormValues,
  FORM_MESSAGES,
  isFormEmpty,
  LESSON_PLAN_FORM_STEPS,
  lessonPlanFormSteps,
  UNIT_PLAN_FORM_STEPS,
} from '@school/contract/plan-forms/index';
import { ACCOUNTS, apiLogin, expect, expectAccessible, test } from '../fixtures';
import {
  createFormSetup,
  createLesson,
  expectStep,
  getLessonForm,
  saveAndNext,
  signInWithToken,
  stepForm,
  stepList,
  visitPlan,
} from '../plans-forms-fixtures';
import { callApi } from '../unit-lesson-setup';

// The layout of the step form on a laptop and a phone: where Save & Next leaves the page, the form's width, its
// labels, the focus after 'Fill in the form' / 'Edit form', and the form-only entry (?focus=form).
test.describe.configure({ timeout: 180_000 });

const TITLES = LESSON_PLAN_FORM_STEPS.map((step) => step.title);
const LABEL = 'Lesson plan form';

interface LessonItem {
  id: number;
  name: string;
  status: string;
  curriculumContext: { gradeName: string; subjectName: string };
}

/** teacher1's empty active lesson plan of Mathematics V (README's demo description), read through the API. */
async function demoLessonToFill(request: APIRequestContext) {
  const token = await apiLogin(request, ACCOUNTS.teacher1.email, ACCOUNTS.teacher1.password);
  const list = await callApi<{ content: LessonItem[] }>(request, token, 'get', '/lesson-plans?size=100');
  const candidates = list.content.filter(
    (lesson) =>
      lesson.status === 'ACTIVE' &&
      lesson.curriculumContext.gradeName === 'V' &&
      lesson.curriculumContext.subjectName === 'Mathematics',
  );
  for (const lesson of candidates) {
    const form = await getLessonForm(request, token, lesson.id);
    const steps = lessonPlanFormSteps(form.type);
    if (
      form.type !== 'PRECLASS' &&
      form.abilities.update.allowed &&
      isFormEmpty(steps, completeFormValues(steps, form))
    ) {
      return { token, lesson };
    }
  }
  throw new Error('the demo data has no empty lesson plan of Mathematics V for teacher1 to fill');
}

/** The current step's heading (its title last; phones put 'Step n of m ·' first). */
const stepHeading = (form: Locator, title: string) =>
  form.getByRole('heading', { level: 2, name: new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

/**
 * Whether the step's heading and the start of its first field are on screen, below the fixed app header: the
 * heading wholly, the first field's label and input (its first 48 px).
 */
async function expectStepInView(page: Page, form: Locator, title: string) {
  await expectStep(form, title);
  await expect
    .poll(() =>
      page.evaluate((name) => {
        const header = document.querySelector('header');
        const top = header ? header.getBoundingClientRect().bottom : 0;
        const formElement = document.querySelector(`form[aria-label="${name}"]`);
        const heading = formElement?.querySelector('h2');
        const section = heading?.id ? formElement?.querySelector(`section[aria-labelledby="${heading.id}"]`) : null;
        const field = section?.firstElementChild;
        if (!heading || !field) return 'no heading or field';
        const headingBox = heading.getBoundingClientRect();
        const fieldBox = field.getBoundingClientRect();
        const inView =
          headingBox.top >= top - 1 &&
          headingBox.bottom <= window.innerHeight &&
          fieldBox.top >= top - 1 &&
          fieldBox.top + Math.min(48, fieldBox.height) <= window.innerHeight;
        return inView
          ? 'in view'
          : `heading ${Math.round(headingBox.top)}, field ${Math.round(fieldBox.top)}, header ${Math.round(top)}, height ${window.innerHeight}`;
      }, LABEL),
    )
    .toBe('in view');
}

/** Labels of the form cut short (their text wider than their box), by text. */
function cutLabels(form: Locator) {
  return form.evaluate((element) =>
    [...element.querySelectorAll('label')]
      .filter((label) => label.getClientRects().length > 0 && label.scrollWidth > label.clientWidth + 1)
      .map((label) => `${label.textContent ?? ''} (${label.scrollWidth} > ${label.clientWidth})`),
  );
}

/** Adds a row to every list of the step (and, a second time round, to the rows' own lists), unsaved. */
async function addRows(form: Locator) {
  for (let pass = 0; pass < 2; pass += 1) {
    const adds = form.getByRole('button', { name: /^Add / });
    // Last to first: a new row's own Add button lands before the list's, so earlier indices stay put.
    for (let index = (await adds.count()) - 1; index >= 0; index -= 1) {
      const button = adds.nth(index);
      if (await button.isEnabled()) await button.click();
    }
  }
}

test('the form gets the width it needs and no label is cut, on a laptop and on a phone @mobile', async ({
  page,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === 'mobile';
  const { token, lesson } = await demoLessonToFill(request);
  await signInWithToken(page, token);
  await visitPlan(page, `/lesson-plan/${lesson.id}`, lesson.name);
  await page.getByRole('tabpanel').getByRole('button', { name: FORM_MESSAGES.fillIn }).click();
  const form = stepForm(page, LABEL);
  // The keyboard's place is the first step's heading, not the page's body.
  await expect(stepHeading(form, TITLES[0] as string)).toBeFocused();

  const width = await form.evaluate((element) => element.getBoundingClientRect().width);
  if (phone) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  } else {
    expect(width, 'the writing column at 1280 px').toBeGreaterThanOrEqual(600);
    // The summary and consents fold away while the form is open; the side list of steps stays.
    await expect(page.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'false');
    await expect(stepList(page, LABEL)).toBeVisible();
  }
  await expectAccessible(page);

  for (const [index, title] of TITLES.entries()) {
    if (index > 0) {
      await form.getByRole('button', { name: 'Next step' }).click();
      await expectStep(form, title);
    }
    await addRows(form);
    expect(await cutLabels(form), `labels cut short on step ${index + 1} (${title})`).toEqual([]);
  }
  await expectAccessible(page);
});

test('on a phone, Save & Next brings the next step’s heading and first field into view; Edit form focuses the step @mobile', async ({
  page,
  request,
}) => {
  const setup = await createFormSetup(request);
  const lesson = await createLesson(request, setup, 'Shadows');
  await signInWithToken(page, setup.adminToken);
  await visitPlan(page, `/lesson-plan/${lesson.id}`, lesson.name);
  await page.getByRole('tabpanel').getByRole('button', { name: FORM_MESSAGES.fillIn }).click();
  const form = stepForm(page, LABEL);
  await expect(stepHeading(form, TITLES[0] as string)).toBeFocused();
  await form.getByRole('textbox', { name: 'Periods', exact: true }).fill('1');

  for (const title of TITLES.slice(1)) {
    // From the bottom of the step, where its buttons are.
    await form.getByRole('button', { name: 'Save & Next' }).scrollIntoViewIfNeeded();
    await saveAndNext(form, title);
    await expectStepInView(page, form, title);
    await expect(stepHeading(form, title)).toBeFocused();
  }
  await expectAccessible(page);

  // Back to the read view; Edit form opens the form with the keyboard on its first step's heading.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('tabpanel').getByRole('button', { name: FORM_MESSAGES.edit }).click();
  await expect(stepHeading(form, TITLES[0] as string)).toBeFocused();
  await expectStepInView(page, form, TITLES[0] as string);
  expect((await getLessonForm(request, setup.adminToken, lesson.id)).periods).toBe(1);
});

test('a teacher opens the form on its own with ?focus=form, and the plan page stays as it was without it @mobile', async ({
  page,
  request,
}) => {
  const { token, lesson } = await demoLessonToFill(request);
  await signInWithToken(page, token);
  await page.goto(`/lesson-plan/${lesson.id}?focus=form`);
  const form = stepForm(page, LABEL);
  await expect(stepHeading(form, TITLES[0] as string)).toBeFocused({ timeout: 20_000 });
  await expectStepInView(page, form, TITLES[0] as string);
  // The plan's name stays above the form; its details and consents are one click away.
  await expect(page.getByRole('heading', { level: 2, name: lesson.name })).toBeVisible();
  const details = page.getByRole('button', { name: 'Details' });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: lesson.name })).toBeHidden();
  await expectAccessible(page);
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: lesson.name })).toBeVisible();

  // Cancel leaves the form-only view for the plan page as it always was.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await expect(page).not.toHaveURL(/focus=form/);
  await expect(page.getByRole('region', { name: lesson.name })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('button', { name: FORM_MESSAGES.fillIn })).toBeVisible();
});

test('a unit plan’s form opens on its own with ?focus=form, on its tab, the side list of steps beside it', async ({
  page,
  request,
}) => {
  const { unit, adminToken } = await createFormSetup(request, { completed: false });
  await signInWithToken(page, adminToken);
  await page.goto(`/unit-plan/${unit.id}?focus=form`);
  const form = stepForm(page, 'Unit plan form');
  await expect(stepHeading(form, UNIT_PLAN_FORM_STEPS[0]?.title ?? '')).toBeFocused({ timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'Unit Plan Form' })).toHaveAttribute('aria-selected', 'true');
  await expect(stepList(page, 'Unit plan form')).toBeVisible();
  expect(await form.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThanOrEqual(600);
  await expectAccessible(page);
});
