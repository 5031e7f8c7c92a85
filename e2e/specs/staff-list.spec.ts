import { MESSAGES } from '@school/contract/constants';
import type { Staff } from '@school/contract/schemas/user';
import {
  ACCOUNTS,
  apiLogin,
  bearer,
  cancelAndDiscard,
  expect,
  expectAccessible,
  newPassword,
  test,
  uniqueEmail,
} from '../fixtures';
import {
  adminToken,
  chooseCardAction,
  createSchool,
  createStaff,
  getStaff,
  LWS,
  schoolIdOf,
  searchStaff,
  staffCard,
  uniqueTag,
} from './staff-setup';

// These flows sign in, seed through the API (password hashing) and scan with axe several times each.
test.describe.configure({ timeout: 120_000 });

test.describe('the staff list of an administrator', () => {
  test.use({ account: ACCOUNTS.administrator });

  test('searches, filters by school and status, and pages, keeping them in the URL', async ({ page, request }) => {
    const token = await adminToken(request);
    const tag = uniqueTag();
    const lastName = `Pager${tag}`;
    const lwsId = await schoolIdOf(request, token, LWS);
    const otherSchool = await createSchool(request, token, tag);
    // Eleven at LWS and one elsewhere: twelve answers to the search, two pages of ten.
    await Promise.all([
      ...Array.from({ length: 11 }, (_, index) =>
        createStaff(request, token, {
          firstName: `Member${String(index + 1).padStart(2, '0')}`,
          lastName,
          schoolId: lwsId,
        }),
      ),
      createStaff(request, token, { firstName: 'Faraway', lastName, schoolId: otherSchool.id }),
    ]);

    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const list = page.getByRole('region', { name: 'Staff list' });
    const cards = list.getByRole('heading', { level: 3 });
    await expect(cards.first()).toBeVisible();
    await expectAccessible(page);

    await searchStaff(page, lastName);
    await expect(cards).toHaveCount(10);
    const pager = page.getByRole('navigation', { name: 'pagination navigation' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(cards).toHaveCount(2);

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole('searchbox', { name: 'Search staff' })).toHaveValue(lastName);
    await expect(cards).toHaveCount(2);

    // The spec's staff card: name, Mobile, Designation, School, Address, created-by initial, email, status.
    const card = staffCard(page, `Member01 ${lastName}`);
    await page.getByRole('button', { name: 'Page 1' }).click();
    await expect(card).toBeVisible();
    for (const label of ['Mobile', 'Designation', 'School', 'Address']) {
      await expect(card.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(card.getByText('Lakeside World School - North')).toBeVisible();
    await expect(card.getByRole('img', { name: `Created by ${ACCOUNTS.administrator.email}` })).toHaveText('A');
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByText('No teaching assignments')).toBeVisible();

    const filters = page.getByRole('complementary', { name: 'Filters' });
    const clearAll = filters.getByRole('button', { name: 'Clear all' });
    // The search text is one of the things Clear all clears.
    await expect(clearAll).toBeEnabled();
    await filters.getByRole('combobox', { name: 'School' }).click();
    await page.getByRole('option', { name: otherSchool.schoolCampus }).click();
    await expect(page).toHaveURL(new RegExp(`schoolCode=${otherSchool.schoolCode}`));
    await expect(cards).toHaveCount(1);
    await expect(staffCard(page, `Faraway ${lastName}`)).toBeVisible();
    await clearAll.click();
    await expect(page).not.toHaveURL(/schoolCode=/);
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(page.getByRole('searchbox', { name: 'Search staff' })).toHaveValue('');
    await expect(cards).toHaveCount(10);
    await expect(clearAll).toBeDisabled();

    await searchStaff(page, lastName);
    await filters.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await expect(page).toHaveURL(/status=INACTIVE/);
    await expect(list.getByText(MESSAGES.noData)).toBeVisible();
    await clearAll.click();
    await expect(cards).toHaveCount(10);
  });

  test("shows a teacher's teaching assignments on the card", async ({ page, request }) => {
    const token = await adminToken(request);
    const teacher = ACCOUNTS.teacher2;
    const found = await request.get('/api/users', { headers: bearer(token), params: { searchKey: teacher.email } });
    const [record] = ((await found.json()) as { content: Staff[] }).content;
    const assignments = record?.teachingAssignments ?? [];
    expect(assignments.length, 'the demo data assigns this teacher to sections').toBeGreaterThan(0);

    await page.goto('/users');
    await searchStaff(page, teacher.email);
    const table = staffCard(page, teacher.fullName).getByRole('table', {
      name: `Teaching assignments of ${teacher.fullName}`,
    });
    await expect(table.getByRole('columnheader')).toHaveText(['School', 'Class', 'Section', 'Subject']);
    const [first] = assignments;
    await expect(table.getByRole('row').nth(1)).toContainText(`${first?.school.schoolCode}${first?.grade.gradeName}`);
    await expect(table.getByRole('row').nth(1)).toContainText(first?.subject.subjectName ?? '');
    await expectAccessible(page);
  });

  test('adds a staff member, edits it, and keeps the typed values on a duplicate email', async ({ page, request }) => {
    const tag = uniqueTag();
    const email = uniqueEmail('added');
    await page.goto('/users');
    await page.getByRole('button', { name: 'Add Staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Staff' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('At least one special character')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'User Type' })).toHaveText('Teacher');
    await expectAccessible(page);

    // Client validation first: the required fields say so.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription(MESSAGES.required);

    await dialog.getByRole('textbox', { name: 'First Name' }).fill('Added');
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill(tag);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword());
    await dialog.getByRole('textbox', { name: 'Mobile' }).fill('+91 98450 12345');
    await dialog.getByRole('textbox', { name: 'Designation' }).fill('Science Teacher');
    await dialog.getByRole('textbox', { name: 'Current Address' }).fill('12 Lake Road');
    await dialog.getByRole('spinbutton', { name: 'Experience (months)' }).fill('18');
    await dialog.getByLabel('Onboarding Date').fill('2025-06-01');
    await dialog.getByRole('combobox', { name: 'School' }).click();
    await page.getByRole('option', { name: 'Lakeside World School - North' }).click();
    // User Type is a choice of the types a network needs, not free text.
    await dialog.getByRole('combobox', { name: 'User Type' }).click();
    await expect(page.getByRole('option')).toHaveText([
      'Teacher',
      'Coordinator',
      'Principal',
      'Administrator',
      'Support Staff',
    ]);
    await page.getByRole('option', { name: 'Coordinator' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.valueAdded)).toBeVisible();
    await expect(dialog).toBeHidden();

    await searchStaff(page, tag);
    const card = staffCard(page, `Added ${tag}`);
    await expect(card).toBeVisible();
    await expect(card.getByText('Science Teacher')).toBeVisible();
    await expect(card.getByText('12 Lake Road')).toBeVisible();
    await expect(card.getByText(email)).toBeVisible();

    await chooseCardAction(page, `Added ${tag}`, 'Manage Staff');
    const edit = page.getByRole('dialog', { name: 'Manage Staff' });
    await expect(edit.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(edit.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(edit.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
    await expect(edit.getByRole('spinbutton', { name: 'Experience (months)' })).toHaveValue('18');
    await expectAccessible(page);
    await edit.getByRole('textbox', { name: 'Designation' }).fill('Head of Science');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.updated)).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(card.getByText('Head of Science')).toBeVisible();

    const token = await adminToken(request);
    const found = await request.get('/api/users', { headers: bearer(token), params: { searchKey: tag } });
    const [stored] = ((await found.json()) as { content: { id: number }[] }).content;
    expect(stored).toBeDefined();
    const record = await getStaff(request, token, stored?.id ?? 0);
    expect(record).toMatchObject({
      designation: 'Head of Science',
      email,
      onboardingDate: '2025-06-01',
      applicationUserType: 'COORDINATOR',
    });

    // A taken email: the server's message beside the field, everything typed still there.
    await page.getByRole('button', { name: 'Add Staff' }).click();
    const duplicate = page.getByRole('dialog', { name: 'Add Staff' });
    await duplicate.getByRole('textbox', { name: 'First Name' }).fill('Twin');
    await duplicate.getByRole('textbox', { name: 'Last Name' }).fill(tag);
    await duplicate.getByRole('textbox', { name: 'Email' }).fill(email.toUpperCase());
    await duplicate.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword());
    await duplicate.getByRole('button', { name: 'Save' }).click();
    const emailField = duplicate.getByRole('textbox', { name: 'Email' });
    await expect(emailField).toHaveAccessibleDescription(MESSAGES.emailTaken);
    await expect(duplicate.getByRole('textbox', { name: 'First Name' })).toHaveValue('Twin');
    await expect(duplicate.getByRole('textbox', { name: 'Last Name' })).toHaveValue(tag);
    await expectAccessible(page);
    await cancelAndDiscard(page, duplicate);
  });

  test('deactivates and activates a staff member after confirming', async ({ page, request }) => {
    const token = await adminToken(request);
    const tag = uniqueTag();
    const { record, password } = await createStaff(request, token, {
      firstName: 'Toggle',
      lastName: tag,
      schoolId: await schoolIdOf(request, token, LWS),
    });
    const theirToken = await apiLogin(request, record.email, password);
    const fullName = `Toggle ${tag}`;

    await page.goto('/users');
    await searchStaff(page, tag);
    const card = staffCard(page, fullName);
    await chooseCardAction(page, fullName, 'Deactivate User');
    const confirm = page.getByRole('dialog', { name: 'Deactivate User' });
    await expect(confirm).toContainText(fullName);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText(MESSAGES.statusUpdated)).toBeVisible();
    await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
    // Their session ended at once.
    expect((await request.get('/api/auth/me', { headers: bearer(theirToken) })).status()).toBe(401);

    await chooseCardAction(page, fullName, 'Activate User');
    const activate = page.getByRole('dialog', { name: 'Activate User' });
    await activate.getByRole('button', { name: 'Activate' }).click();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    expect((await getStaff(request, token, record.id)).status).toBe('ACTIVE');
    await apiLogin(request, record.email, password);
  });

  test('cannot deactivate their own account from the menu', async ({ page }) => {
    await page.goto('/users');
    await searchStaff(page, ACCOUNTS.administrator.email);
    await page.getByRole('button', { name: `Actions for ${ACCOUNTS.administrator.fullName}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Deactivate User' })).toBeDisabled();
  });
});

test.describe('a teacher', () => {
  test.use({ account: ACCOUNTS.teacher1 });

  test('cannot reach the staff list, on screen or through the API', async ({ page, request }) => {
    await page.goto('/users');
    await expect(page.getByText(MESSAGES.forbidden)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Staff' })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Teachers' }),
    ).toHaveCount(0);

    const token = await apiLogin(request, ACCOUNTS.teacher1.email, ACCOUNTS.teacher1.password);
    expect((await request.get('/api/users', { headers: bearer(token) })).status()).toBe(403);
  });
});

test.describe('on a phone', () => {
  test.use({ account: ACCOUNTS.administrator });

  test('the staff list and the staff dialog fit 360 px @mobile', async ({ page, request }) => {
    const token = await adminToken(request);
    const tag = uniqueTag();
    await createStaff(request, token, {
      firstName: 'Phone',
      lastName: tag,
      schoolId: await schoolIdOf(request, token, LWS),
    });
    await page.goto('/users');
    await searchStaff(page, tag);
    const card = staffCard(page, `Phone ${tag}`);
    await expect(card.getByText('No teaching assignments')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Staff' });
    await expect(dialog).toBeVisible();
    const viewport = page.viewportSize();
    const box = await dialog.boundingBox();
    if (viewport && (viewport.width ?? 0) <= 400) {
      // Full screen on small screens.
      expect(box?.width).toBe(viewport.width);
      expect(box?.height).toBe(viewport.height);
    }
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
