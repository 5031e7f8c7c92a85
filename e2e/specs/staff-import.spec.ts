import fs from 'node:fs';
import { STAFF_IMPORT_COLUMNS, STAFF_IMPORT_MESSAGES } from '@school/contract/schemas/import';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { ACCOUNTS, bearer, expect, expectAccessible, newPassword, test, uniqueEmail } from '../fixtures';
import { adminToken, createStaff, getStaff, LWS, schoolIdOf, searchStaff, staffCard, uniqueTag } from './staff-setup';

// These flows sign in, seed through the API (password hashing) and scan with axe several times each.
test.describe.configure({ timeout: 120_000 });

test.use({ account: ACCOUNTS.administrator });

const fileOf = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from([...lines, ''].join('\n')),
});

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Staff' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('imports staff from a CSV file: preview with errors, confirm, and no duplicate on a second run', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const lastName = `Imported${tag}`;
  const goodEmail = uniqueEmail('imported');
  const file = fileOf(`staff-${tag}.csv`, [
    STAFF_IMPORT_COLUMNS.join(','),
    `Ira,${lastName},${goodEmail},+91 90000 11111,Teacher,${LWS},Teacher,${newPassword()}`,
    `Bad,${lastName},not-an-email,,Teacher,${LWS},Teacher,`,
  ]);

  await page.goto('/users');
  const dialog = await openImport(page);
  await expectAccessible(page);

  const template = page.waitForResponse((response) => response.url().endsWith('/api/users/import/template'));
  await dialog.getByRole('button', { name: 'Download the template' }).click();
  const templateResponse = await template;
  expect(templateResponse.status()).toBe(200);
  expect(await templateResponse.text()).toContain(STAFF_IMPORT_COLUMNS.join(','));

  await dialog.locator('input[type="file"]').setInputFiles(file);
  const preview = dialog.getByRole('table', { name: 'Import preview' });
  await expect(dialog.getByText('1 row(s) ready to import, 1 row(s) with errors.')).toBeVisible();
  const badRow = preview.getByRole('row').filter({ hasText: 'not-an-email' });
  await expect(badRow).toContainText('Enter a valid email address');
  await expect(preview.getByRole('row').filter({ hasText: goodEmail })).toContainText('create');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Import 1 row(s)' }).click();
  await expect(page.getByText('Import finished: 1 row(s) written.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await searchStaff(page, lastName);
  await expect(staffCard(page, `Ira ${lastName}`)).toBeVisible();
  await expect(staffCard(page, `Bad ${lastName}`)).toHaveCount(0);

  // The same file again: the person is matched by email, nothing new is created.
  await openImport(page);
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(preview.getByRole('row').filter({ hasText: goodEmail })).toContainText('unchanged');
  await dialog.getByRole('button', { name: 'Import 1 row(s)' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const token = await adminToken(request);
  const found = await request.get('/api/users', { headers: bearer(token), params: { searchKey: lastName } });
  const body = (await found.json()) as { totalElements: number; content: { email: string }[] };
  expect(body.totalElements).toBe(1);
  expect(body.content[0]?.email).toBe(goodEmail);
});

test('updates existing staff only when ticked, after showing each change, and keeps a downloadable result', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const schoolId = await schoolIdOf(request, token, LWS);
  const tag = uniqueTag();
  const { record: existing } = await createStaff(request, token, {
    firstName: 'Existing',
    lastName: `Kept${tag}`,
    schoolId,
    designation: 'Teacher',
  });
  const newEmail = uniqueEmail('fresh');
  // Headers as a person types them: case, spaces and punctuation do not matter.
  const file = fileOf(`update-${tag}.csv`, [
    'First Name,Last Name,E-mail,Designation,School Code,User Type',
    `Existing,Kept${tag},${existing.email},Head of Science,${LWS},coordinator`,
    `Fresh,New${tag},${newEmail},Librarian,${LWS},support staff`,
  ]);

  await page.goto('/users');
  const dialog = await openImport(page);
  await dialog.locator('input[type="file"]').setInputFiles(file);
  const preview = dialog.getByRole('table', { name: 'Import preview' });
  const existingRow = preview.getByRole('row').filter({ hasText: existing.email });
  await expect(existingRow).toContainText(`skip: ${STAFF_IMPORT_MESSAGES.existingSkipped}`);
  await expect(existingRow.getByRole('list', { name: 'Changes of line 2' })).toContainText(
    'designation: Teacher → Head of Science',
  );
  await expect(existingRow).toContainText('userType: TEACHER → COORDINATOR');
  await expect(dialog.getByText('Unless you tick the box, they are skipped.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 1 row(s)' })).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('checkbox', { name: 'Update existing staff' }).check();
  await expect(existingRow).toContainText('update');
  await expect(existingRow).not.toContainText('skip');
  await dialog.getByRole('button', { name: 'Import 2 row(s)' }).click();

  // The result stays on screen, row by row, and downloads as CSV.
  const result = dialog.getByRole('table', { name: 'Import result' });
  await expect(dialog.getByRole('status')).toContainText('1 created, 1 updated, 0 unchanged, 0 skipped');
  await expect(result.getByRole('row').filter({ hasText: newEmail })).toContainText('create');
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the result (CSV)' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('staff-import-result.csv');
  const csv = Papa.parse<Record<string, string>>(fs.readFileSync(await saved.path(), 'utf8'), { header: true });
  const updatedRow = csv.data.find((row) => row.email === existing.email);
  expect(updatedRow).toMatchObject({ line: '2', result: 'update' });
  expect(updatedRow?.changes).toContain('designation: Teacher → Head of Science');
  expect(csv.data.find((row) => row.email === newEmail)?.result).toBe('create');

  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(await getStaff(request, token, existing.id)).toMatchObject({
    designation: 'Head of Science',
    applicationUserType: 'COORDINATOR',
  });
});

test('a file with an existing person changes nothing when the box is left unticked', async ({ page, request }) => {
  const token = await adminToken(request);
  const schoolId = await schoolIdOf(request, token, LWS);
  const tag = uniqueTag();
  const { record: existing } = await createStaff(request, token, {
    firstName: 'Untouched',
    lastName: `Kept${tag}`,
    schoolId,
    designation: 'Teacher',
  });
  const file = fileOf(`skip-${tag}.csv`, [
    'firstName,lastName,email,designation,schoolCode',
    `Untouched,Kept${tag},${existing.email},Principal,${LWS}`,
    `Other,Person${tag},${uniqueEmail('other')},Clerk,${LWS}`,
  ]);
  await page.goto('/users');
  const dialog = await openImport(page);
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(dialog.getByRole('checkbox', { name: 'Update existing staff' })).not.toBeChecked();
  await expect(dialog.getByText('1 row(s) ready to import, 0 row(s) with errors.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 1 row(s)' }).click();
  await expect(dialog.getByRole('status')).toContainText('1 created, 0 updated, 0 unchanged, 1 skipped');
  expect((await getStaff(request, token, existing.id)).designation).toBe('Teacher');
});

test('the import preview shows each row and its errors without sideways scrolling at 360 px @mobile', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the stacked rows are the phone layout');
  const tag = uniqueTag();
  const file = fileOf(`phone-${tag}.csv`, [
    STAFF_IMPORT_COLUMNS.join(','),
    `Phone,Row${tag},${uniqueEmail('phone')},+91 90000 22222,A designation long enough to wrap on a phone,${LWS},Teacher,`,
    `Broken,Row${tag},not-an-email,,,${LWS},Wizard,,Janitor`,
  ]);
  await page.goto('/users');
  const dialog = await openImport(page);
  await dialog.locator('input[type="file"]').setInputFiles(file);
  const rows = dialog.getByRole('list', { name: 'Import preview' });
  await expect(rows.getByRole('listitem', { name: 'Line 3' })).toContainText('Enter a valid email address');
  await expect(rows.getByRole('listitem', { name: 'Line 3' })).toContainText('Role Wizard does not exist.');
  await expect(rows.getByRole('listitem', { name: 'Line 3' })).toContainText(STAFF_IMPORT_MESSAGES.userType);
  const content = dialog.locator('.MuiDialogContent-root');
  const overflow = await content.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const line of ['Line 2', 'Line 3']) {
    const box = await rows.getByRole('listitem', { name: line }).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  }
  await expectAccessible(page);
});
