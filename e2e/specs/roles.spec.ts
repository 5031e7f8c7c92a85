import { MESSAGES } from '@school/contract/constants';
import { ROLE_MESSAGES, type Role } from '@school/contract/schemas/role';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, apiLogin, bearer, expect, expectAccessible, newPassword, test, uniqueEmail } from '../fixtures';

const ROLES_PAGE = '/system-configurations/roles';
/** The first screen of a test waits for the app's code to load, which takes longer on a busy machine. */
const FIRST_LOAD = { timeout: 15_000 };

const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function adminToken(request: APIRequestContext) {
  return apiLogin(request, ACCOUNTS.administrator.email, ACCOUNTS.administrator.password);
}

async function roleNamed(request: APIRequestContext, token: string, name: string): Promise<Role> {
  const response = await request.get('/api/roles', { params: { searchKey: name }, headers: bearer(token) });
  expect(response.status()).toBe(200);
  const found = ((await response.json()) as { content: Role[] }).content.find((role) => role.name === name);
  expect(found, `role ${name}`).toBeDefined();
  return found as Role;
}

const privilegePairs = (role: Role) =>
  role.rolePrivilegeXrefs.map(({ privilege }) => `${privilege.privilegeType} ${privilege.entityName}`).sort();

/** Narrows the list to one role and opens its Role Privileges form. */
async function openRole(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search roles' }).fill(name, FIRST_LOAD);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Role Privileges' });
  await expect(dialog.getByRole('checkbox', { name: 'Read List of values', exact: true })).toBeVisible();
  return dialog;
}

test.describe('an administrator', () => {
  test.use({ account: ACCOUNTS.administrator });

  test('ticks Read with the others, and Global clears the scopes', async ({ page, request }) => {
    test.slow();
    await page.goto(ROLES_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible(FIRST_LOAD);
    // The list is in name order: other tests' roles ('Goal Setter …') may push Teacher to a later page.
    await expect(page.getByRole('heading', { name: 'Administrator', exact: true })).toBeVisible();
    await expectAccessible(page);

    const dialog = await openRole(page, 'Teacher');
    await expectAccessible(page);
    const read = dialog.getByRole('checkbox', { name: 'Read List of values', exact: true });
    const update = dialog.getByRole('checkbox', { name: 'Update List of values', exact: true });
    await expect(read).not.toBeChecked();
    await update.check();
    await expect(read).toBeChecked();
    await update.uncheck();
    await expect(update).not.toBeChecked();
    await expect(read).toBeChecked();
    // Create, Update and Delete rest on Read: unticking it unticks them, as the server would store it.
    await update.check();
    await read.uncheck();
    await expect(update).not.toBeChecked();
    await expect(read).not.toBeChecked();

    const scopes = ['School applicable', 'Grades applicable', 'Subject applicable'].map((name) =>
      dialog.getByRole('checkbox', { name }),
    );
    for (const scope of scopes) await expect(scope).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Global' }).check();
    for (const scope of scopes) {
      await expect(scope).not.toBeChecked();
      await expect(scope).toBeDisabled();
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();

    // Nothing was saved.
    const teacher = await roleNamed(request, await adminToken(request), 'Teacher');
    expect(teacher.isGlobal).toBe(false);
    expect(privilegePairs(teacher)).not.toContain('READ lov');
  });

  test('adds a role with its privileges', async ({ page, request }) => {
    test.slow();
    const name = uniqueName('Librarian');
    await page.goto(ROLES_PAGE);
    await page.getByRole('button', { name: 'Add Role' }).click(FIRST_LOAD);
    const dialog = page.getByRole('dialog', { name: 'Add Role' });
    await expect(dialog.getByRole('checkbox', { name: 'Read List of values', exact: true })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'Role name' }).fill(name);
    await dialog.getByRole('checkbox', { name: 'School applicable' }).check();
    await dialog.getByRole('checkbox', { name: 'Read List of values', exact: true }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.valueAdded)).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search roles' }).fill(name);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card.getByText('School', { exact: true })).toBeVisible();

    const role = await roleNamed(request, await adminToken(request), name);
    expect(privilegePairs(role)).toEqual(['READ lov']);
    expect(role.isSchoolApplicable).toBe(true);
  });

  test('a saved role changes what its holders may do on their next call', async ({ page, request }) => {
    test.slow();
    const token = await adminToken(request);
    const roleName = uniqueName('Reader');
    const created = await request.post('/api/roles', {
      headers: bearer(token),
      data: { name: roleName, isSchoolApplicable: true, privileges: [{ entityName: 'school', privilegeType: 'READ' }] },
    });
    expect(created.status()).toBe(200);
    const role = (await created.json()) as Role;
    const schools = await request.get('/api/schools', { params: { name: 'Lakeside' }, headers: bearer(token) });
    const school = ((await schools.json()) as { content: { id: number }[] }).content[0];
    const email = uniqueEmail('reader');
    const password = newPassword();
    const user = await request.post('/api/users', {
      headers: bearer(token),
      data: { firstName: 'Role', lastName: 'Reader', email, rawPassword: password, school: school?.id },
    });
    expect(user.status()).toBe(200);
    const userId = ((await user.json()) as { id: number }).id;
    const granted = await request.post(`/api/users/${userId}/roles/`, {
      headers: bearer(token),
      data: { roleId: role.id, roleClassXrefs: [] },
    });
    expect(granted.status()).toBe(200);
    const readerToken = await apiLogin(request, email, password);
    expect((await request.get('/api/lov', { headers: bearer(readerToken) })).status()).toBe(403);

    await page.goto(ROLES_PAGE);
    const dialog = await openRole(page, roleName);
    await expect(dialog.getByRole('checkbox', { name: 'Read School', exact: true })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Read List of values', exact: true }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.updated)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The same session, its next call: the role's new privilege applies at once.
    expect((await request.get('/api/lov', { headers: bearer(readerToken) })).status()).toBe(200);
    expect(privilegePairs(await roleNamed(request, token, roleName))).toEqual(['READ lov', 'READ school']);
  });

  test('uses the Role Privileges form on a phone: all four columns, no sideways scrolling @mobile', async ({
    page,
    isMobile,
  }) => {
    await page.goto(ROLES_PAGE);
    const dialog = await openRole(page, 'Coordinator');
    await expectAccessible(page);
    const privileges = dialog.getByRole('region', { name: 'Privileges by entity' });
    if (isMobile) {
      expect((await dialog.boundingBox())?.width).toBe(page.viewportSize()?.width);
      // One group per entity with its four labelled boxes, all in view without scrolling sideways.
      const role = privileges.getByRole('group', { name: 'Role', exact: true });
      await role.scrollIntoViewIfNeeded();
      for (const type of ['Read', 'Create', 'Update', 'Delete']) {
        await expect(role.getByText(type, { exact: true })).toBeInViewport();
        const box = await role.getByRole('checkbox', { name: `${type} Role`, exact: true }).boundingBox();
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
      }
      for (const element of [privileges, dialog.locator('.MuiDialogContent-root')]) {
        expect(await element.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    const deleteRole = dialog.getByRole('checkbox', { name: 'Delete Role', exact: true });
    await deleteRole.check();
    await expect(dialog.getByRole('checkbox', { name: 'Read Role', exact: true })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Read Role', exact: true }).uncheck();
    await expect(deleteRole).not.toBeChecked();
    // Back as it was: nothing to discard.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('shows the System Administrator role read-only, saying why', async ({ page }) => {
    await page.goto(ROLES_PAGE);
    await page.getByRole('searchbox', { name: 'Search roles' }).fill('System Administrator', FIRST_LOAD);
    const name = 'System Administrator';
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Role Privileges' });
    await expect(dialog.getByText(ROLE_MESSAGES.systemAdministratorLocked)).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Read List of values', exact: true })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Read List of values', exact: true })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Global' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('a teacher', () => {
  test.use({ account: ACCOUNTS.teacher1 });

  test('cannot open the roles', async ({ page }) => {
    await page.goto(ROLES_PAGE);
    await expect(page.getByText(MESSAGES.forbidden)).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('button', { name: 'Add Role' })).toHaveCount(0);
  });
});
