import { ACCOUNTS, bearer, expect, expectAccessible, test } from '../fixtures';
import {
  choose,
  displayDate,
  filterPanel,
  PLAN_LIST_CALLS,
  planCard,
  planCards,
  planList,
  planListRegion,
  tokenOf,
  waitForList,
} from '../plans-fixtures';

// The plan lists: the Change View selector and filters (reload keeping them), one pass at 360 px, axe.
test.describe.configure({ timeout: 90_000 });

const LIST_SCREENS = [
  { path: '/academic-plans/annual-plans', title: 'Annual Plans' },
  { path: '/annual-plans', title: 'Annual Plans' },
  { path: '/tier-plans', title: 'Tier Plans' },
  { path: '/academic-plans/unit-plans', title: 'Unit Plans' },
  { path: '/unit-plans', title: 'Unit Plans' },
  { path: '/academic-plans/lesson-plans', title: 'Lesson Plans' },
  { path: '/lesson-plans', title: 'Lesson Plans' },
] as const;

test.describe('the plan lists of a coordinator', () => {
  test.use({ account: ACCOUNTS.coordinator });

  test('Change View goes through the four lists, keeping the filters they share', async ({ page }) => {
    await page.goto('/academic-plans/annual-plans');
    await waitForList(page, 'Annual Plans');
    await choose(page, filterPanel(page), 'Status', 'Active');
    await expect(page).toHaveURL(/status=ACTIVE/);

    const views = [
      { label: 'Tier Plan', path: '/tier-plans', title: 'Tier Plans' },
      { label: 'Unit Plan', path: '/unit-plans', title: 'Unit Plans' },
      { label: 'Lesson Plan', path: '/lesson-plans', title: 'Lesson Plans' },
      { label: 'Annual Plan', path: '/annual-plans', title: 'Annual Plans' },
    ];
    for (const view of views) {
      await choose(page, page.locator('main'), 'Change View', view.label);
      await expect(page).toHaveURL(new RegExp(`${view.path}\\?status=ACTIVE$`));
      await waitForList(page, view.title);
      await expect(filterPanel(page).getByRole('combobox', { name: 'Status' })).toHaveText('Active');
    }
  });

  test('filters narrow the list and its choices, live in the URL and survive a reload', async ({ page, request }) => {
    const { content } = await planList(request, ACCOUNTS.coordinator, PLAN_LIST_CALLS.annual, { size: 100 });
    const plan = content.find((candidate) => candidate.status === 'ACTIVE') ?? content[0];
    expect(plan, 'the demo data gives the coordinator annual plans').toBeDefined();
    if (!plan) return;
    const context = plan.curriculumContext;

    await page.goto('/annual-plans');
    await waitForList(page, 'Annual Plans');
    const filters = filterPanel(page);
    await expect(filters.getByRole('combobox', { name: 'Annual Period' })).toHaveText(/All/);
    await choose(page, filters, 'Annual Period', context.annualPeriodName);
    await choose(page, filters, 'Class', context.gradeName);
    await choose(page, filters, 'Subject', context.subjectName);
    await expect(page).toHaveURL(new RegExp(`annualPeriod=${context.annualPeriod}`));
    await expect(page).toHaveURL(new RegExp(`gradeName=${encodeURIComponent(context.gradeName)}`));
    const card = planCard(page, 'Annual Plans', plan.name);
    await expect(card).toBeVisible();
    await expect(card).toContainText(`${displayDate(plan.start)} to ${displayDate(plan.end)}`);
    const crumbs = filters.getByRole('navigation', { name: 'Chosen filters' });
    await expect(crumbs).toContainText(context.annualPeriodName);
    await expect(crumbs).toContainText(context.gradeName);
    await expect(crumbs).toContainText(context.subjectName);

    await page.reload();
    await waitForList(page, 'Annual Plans');
    await expect(filters.getByRole('combobox', { name: 'Annual Period' })).toHaveText(context.annualPeriodName);
    await expect(filters.getByRole('combobox', { name: 'Class' })).toHaveText(context.gradeName);
    await expect(filters.getByRole('combobox', { name: 'Subject' })).toHaveText(context.subjectName);
    await expect(card).toBeVisible();

    // Choosing another class (here: all) clears the subject, whose choices are the class's subjects.
    await choose(page, filters, 'Class', 'All');
    await expect(page).not.toHaveURL(/gradeName=|subject=/);
    await expect(page).toHaveURL(/annualPeriod=/);
    // The breadcrumb goes back up: 'All plans' clears every level.
    await crumbs.getByRole('button', { name: 'All plans' }).click();
    await expect(page).not.toHaveURL(/annualPeriod=|gradeName=|subject=/);

    // A search nothing matches: 'No Data available'.
    await page.getByRole('searchbox', { name: 'Search annual plans' }).fill('no plan is called this');
    await page.getByRole('searchbox', { name: 'Search annual plans' }).press('Enter');
    await expect(planListRegion(page, 'Annual Plans').getByText('No Data available')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search annual plans' })).toHaveValue('no plan is called this');
  });

  test('the unit plan filter waits for a tier plan, and offers its units', async ({ page, request }) => {
    const { content } = await planList(request, ACCOUNTS.coordinator, PLAN_LIST_CALLS.unit, { size: 1 });
    const unit = content[0] as (typeof content)[number] & { tierPlan?: { value: string } };
    expect(unit, 'the demo data gives the coordinator unit plans').toBeDefined();

    await page.goto('/lesson-plans');
    await waitForList(page, 'Lesson Plans');
    const filters = filterPanel(page);
    await expect(filters.getByRole('combobox', { name: 'Unit Plan' })).toHaveAttribute('aria-disabled', 'true');
    await expect(filters.getByText('Choose a tier plan first')).toBeVisible();
    await filters.getByRole('combobox', { name: 'Tier Plan' }).click();
    await page.getByRole('option').nth(1).click();
    await expect(page).toHaveURL(/tierPlan=/);
    await expect(filters.getByRole('combobox', { name: 'Unit Plan' })).not.toHaveAttribute('aria-disabled', 'true');
    await filters.getByRole('combobox', { name: 'Unit Plan' }).click();
    await expect(page.getByRole('option').nth(1)).toBeVisible();
    await page.getByRole('option').nth(1).click();
    await expect(page).toHaveURL(/unitPlan=\d+/);
    await waitForList(page, 'Lesson Plans');
  });

  test('a card opens its plan; Add New Plan opens the wizard', async ({ page }) => {
    await page.goto('/annual-plans');
    await waitForList(page, 'Annual Plans');
    await page.getByRole('button', { name: 'Add New Plan' }).click();
    await expect(page).toHaveURL(/\/annual-plans\/new$/);
    await page.goBack();
    await waitForList(page, 'Annual Plans');
    const first = planCards(page, 'Annual Plans').first();
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/annual-plan\/\d+$/);

    await page.goto('/tier-plans');
    await waitForList(page, 'Tier Plans');
    await planCards(page, 'Tier Plans').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/tier-plan\/\d+$/);
  });

  // One test per screen, so the seven scans run in parallel and each has the whole time limit.
  for (const screen of LIST_SCREENS) {
    test(`${screen.path} passes an axe scan`, async ({ page }) => {
      await page.goto(screen.path);
      await waitForList(page, screen.title);
      await expectAccessible(page);
    });
  }
});

test.describe('the plan lists of an administrator', () => {
  test.use({ account: ACCOUNTS.administrator });

  test('pages through the lesson plans, keeping the page in the URL', async ({ page, request }) => {
    const { totalElements, totalPages } = await planList(request, ACCOUNTS.administrator, PLAN_LIST_CALLS.lesson);
    expect(totalPages, 'the demo data has more than ten lesson plans').toBeGreaterThan(1);
    await page.goto('/lesson-plans');
    await waitForList(page, 'Lesson Plans');
    await expect(planCards(page, 'Lesson Plans')).toHaveCount(10);
    const pager = page.getByRole('navigation', { name: 'pagination navigation' });
    await pager.getByRole('button', { name: `Page ${totalPages}` }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${totalPages}`));
    const onLast = totalElements - 10 * (totalPages - 1);
    await expect(planCards(page, 'Lesson Plans')).toHaveCount(onLast);
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${totalPages}`));
    await expect(planCards(page, 'Lesson Plans')).toHaveCount(onLast);
  });

  test("the browser's Back after turning a page shows the page before", async ({ page }) => {
    await page.goto('/lesson-plans');
    await waitForList(page, 'Lesson Plans');
    const firstOnPage1 = await planCards(page, 'Lesson Plans').first().textContent();
    const pager = page.getByRole('navigation', { name: 'pagination navigation' });
    await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(planCards(page, 'Lesson Plans').first()).not.toHaveText(firstOnPage1 ?? '');
    await page.goBack();
    await expect(page).toHaveURL(/\/lesson-plans$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lesson Plans' })).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(planCards(page, 'Lesson Plans').first()).toHaveText(firstOnPage1 ?? '');
  });
});

test.describe('the unit plan list of an administrator', () => {
  test.use({ account: ACCOUNTS.administrator });

  test("a unit plan's name is edited from its card", async ({ page, request }) => {
    const { content } = await planList(request, ACCOUNTS.administrator, PLAN_LIST_CALLS.unit, { size: 100 });
    const unit = content.find((candidate) => candidate.abilities?.update.allowed && candidate.status === 'ACTIVE');
    expect(unit, 'the demo data has a unit plan the administrator may change').toBeDefined();
    if (!unit) return;
    await page.goto(`/unit-plans?q=${encodeURIComponent(unit.name)}`);
    await waitForList(page, 'Unit Plans');
    const card = planListRegion(page, 'Unit Plans')
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href="/unit-plan/${unit.id}"]`) });
    await card.getByRole('button', { name: `Edit Unit Plan ${unit.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Unit Plan' });
    const name = dialog.getByLabel('Unit Name');
    await expect(name).toHaveValue(unit.name);
    await expectAccessible(page);
    const renamed = `${unit.name} (edited ${Date.now().toString(36)})`;
    await name.fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const token = await tokenOf(request, ACCOUNTS.administrator);
    const saved = await request.get(`/api/unit-plan/${unit.id}`, { headers: bearer(token) });
    expect(((await saved.json()) as { name: string }).name).toBe(renamed);
  });
});

test.describe('the annual plan cards of an administrator', () => {
  test.use({ account: ACCOUNTS.administrator });

  test('deactivate and activate a plan from its card, after confirming', async ({ page, request }) => {
    const token = await tokenOf(request, ACCOUNTS.administrator);
    const subjects = await request.get('/api/subjects', {
      headers: bearer(token),
      params: { schoolCode: 'LWS', className: 'I', size: 1 },
    });
    const [subject] = ((await subjects.json()) as { content: { id: number }[] }).content;
    expect(subject, 'the demo data has subjects of class I').toBeDefined();
    const name = `Card actions ${Date.now().toString(36)}`;
    const created = await request.post('/api/annual-plans', {
      headers: bearer(token),
      data: {
        name,
        start: '2021-04-01',
        end: '2022-03-31',
        curriculumContext: { gradeName: 'I', annualPeriod: 'AY21_22', subject: { id: subject?.id } },
        tierPlans: [],
      },
    });
    expect(created.status(), await created.text()).toBe(200);

    await page.goto(`/annual-plans?q=${encodeURIComponent(name)}`);
    await waitForList(page, 'Annual Plans');
    const card = planCard(page, 'Annual Plans', name);
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
    await card.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${name}?` });
    await expect(confirm).toContainText('Are you sure you want to deactivate this plan?');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(card.getByText('Inactive', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Activate' }).click();
    await page
      .getByRole('dialog', { name: `Activate ${name}?` })
      .getByRole('button', { name: 'Activate' })
      .click();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
  });
});

test.describe('the lesson list of a teacher', () => {
  test.use({ account: ACCOUNTS.teacher1 });

  test('has no Add New Plan; Edit Lesson Plan shows its header and saves name and dates', async ({ page, request }) => {
    await page.goto('/annual-plans');
    await waitForList(page, 'Annual Plans');
    await expect(page.getByRole('button', { name: 'Add New Plan' })).toHaveCount(0);

    const { content } = await planList(request, ACCOUNTS.teacher1, PLAN_LIST_CALLS.lesson, { size: 100 });
    const lesson = content.find((candidate) => candidate.abilities?.update.allowed);
    expect(lesson, 'the demo data gives the teacher a lesson plan to change').toBeDefined();
    if (!lesson) return;
    await page.goto(`/academic-plans/lesson-plans?q=${encodeURIComponent(lesson.name)}`);
    await waitForList(page, 'Lesson Plans');
    await expect(page.getByRole('button', { name: /Add/ })).toHaveCount(0);
    // Lessons of different schools may share a name: the card is found by its link.
    const card = planListRegion(page, 'Lesson Plans')
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href="/lesson-plan/${lesson.id}"]`) });
    await card.getByRole('button', { name: `Edit Lesson Plan ${lesson.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Lesson Plan' });
    await expect(dialog.getByRole('heading', { name: lesson.name })).toBeVisible();
    for (const label of ['Class', 'Subject', 'Start', 'End']) {
      await expect(dialog.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByText(displayDate(lesson.start), { exact: true }).first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Download as PDF' })).toBeEnabled();
    await expect(dialog.getByRole('combobox', { name: 'School' })).toBeDisabled();
    await expectAccessible(page);

    // The lesson's last day moves to its first (inside its unit, whatever the demo dates are).
    const renamed = `${lesson.name} (edited ${Date.now().toString(36)})`;
    await dialog.getByLabel('Lesson Name').fill(renamed);
    await dialog.getByLabel('End Date').fill(lesson.start);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const token = await tokenOf(request, ACCOUNTS.teacher1);
    const saved = await request.get(`/api/lesson-plan/${lesson.id}`, { headers: bearer(token) });
    const body = (await saved.json()) as { name: string; start: string; end: string; version: number };
    expect({ name: body.name, start: body.start, end: body.end }).toEqual({
      name: renamed,
      start: lesson.start,
      end: lesson.start,
    });
    await expect(card.getByRole('heading', { name: renamed })).toBeVisible();
    // The demo lesson gets its name and dates back for the other specs.
    const restored = await request.put(`/api/lesson-plan/${lesson.id}`, {
      headers: bearer(token),
      data: { name: lesson.name, start: lesson.start, end: lesson.end, version: body.version },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  });

  test("sees only their school's lesson plans, and only their school to filter by", async ({ page, request }) => {
    const { content, totalElements } = await planList(request, ACCOUNTS.teacher1, PLAN_LIST_CALLS.lesson, {
      size: 100,
    });
    expect(totalElements).toBeGreaterThan(0);
    expect(new Set(content.map((lesson) => lesson.school?.schoolCode))).toEqual(new Set(['LWS']));
    await page.goto('/lesson-plans');
    await waitForList(page, 'Lesson Plans');
    const cards = planListRegion(page, 'Lesson Plans')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText('Lakeside World School - North');
    await filterPanel(page).getByRole('combobox', { name: 'School' }).click();
    await expect(page.getByRole('option')).toHaveText(['All', 'Lakeside World School - North']);
    await page.keyboard.press('Escape');
  });

  test('the lesson list fits 360 px, its filters folded above the cards @mobile', async ({ page, isMobile }) => {
    await page.goto('/academic-plans/lesson-plans');
    await waitForList(page, 'Lesson Plans');
    const filters = filterPanel(page);
    if (isMobile) {
      await expect(filters.getByRole('combobox', { name: 'Annual Period' })).toBeHidden();
      await filters.getByRole('button', { name: 'Show filters' }).click();
    }
    await expect(filters.getByRole('combobox', { name: 'Annual Period' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    const panel = await filters.boundingBox();
    const firstCard = await planCards(page, 'Lesson Plans').first().boundingBox();
    if (isMobile && panel && firstCard) expect(panel.y).toBeLessThan(firstCard.y);
    await expectAccessible(page);
  });
});
