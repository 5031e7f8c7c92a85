import { STAFF_IMPORT_COLUMNS } from '@school/contract/schemas/import';
import { ACCOUNTS, bearer, expect, expectAccessible, newPassword, test, uniqueEmail } from '../fixtures';
import { adminToken, LWS, searchStaff, staffCard, uniqueTag } from './staff-setup';

// These flows sign in, seed through the API (password hashing) and scan with axe several times each.
test.describe.configure({ timeout: 120_000 });

test.use({ account: ACCOUNTS.administrator });

test('imports staff from a CSV file: preview with errors, confirm, and no duplicate on a second run', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const lastName = `Imported${tag}`;
  const goodEmail = uniqueEmail('imported');
  const csv = [
    STAFF_IMPORT_COLUMNS.join(','),
    `Ira,${lastName},${goodEmail},+91 90000 11111,Teacher,${LWS},Teacher,${newPassword()}`,
    `Bad,${lastName},not-an-email,,Teacher,${LWS},Teacher,`,
    '',
  ].join('\n');
  const file = { name: `staff-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) };

  await page.goto('/users');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Staff' });
  await expect(dialog).toBeVisible();
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
  await expect(dialog).toBeHidden();
  await searchStaff(page, lastName);
  await expect(staffCard(page, `Ira ${lastName}`)).toBeVisible();
  await expect(staffCard(page, `Bad ${lastName}`)).toHaveCount(0);

  // The same file again: the person is matched by email, nothing new is created.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(preview.getByRole('row').filter({ hasText: goodEmail })).toContainText('unchanged');
  await dialog.getByRole('button', { name: 'Import 1 row(s)' }).click();
  await expect(dialog).toBeHidden();

  const token = await adminToken(request);
  const found = await request.get('/api/users', { headers: bearer(token), params: { searchKey: lastName } });
  const body = (await found.json()) as { totalElements: number; content: { email: string }[] };
  expect(body.totalElements).toBe(1);
  expect(body.content[0]?.email).toBe(goodEmail);
});
