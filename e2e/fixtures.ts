import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };

/** Demo accounts of api/src/seed/demo.ts (one password for all) and the first administrator. */
export const DEMO_PASSWORD = 'Welcome@2026';

export interface Account {
  email: string;
  password: string;
  fullName: string;
}

export const ACCOUNTS = {
  systemAdministrator: { email: 'admin@school.test', password: 'Admin@2026!', fullName: 'System Administrator' },
  administrator: { email: 'administrator@school.test', password: DEMO_PASSWORD, fullName: 'Asha Menon' },
  coordinator: { email: 'coordinator@school.test', password: DEMO_PASSWORD, fullName: 'Ravi Kumar' },
  core: { email: 'core@school.test', password: DEMO_PASSWORD, fullName: 'Meera Iyer' },
  mentor: { email: 'mentor@school.test', password: DEMO_PASSWORD, fullName: 'Arjun Das' },
  teacher1: { email: 'teacher1@school.test', password: DEMO_PASSWORD, fullName: 'Priya Nair' },
  teacher2: { email: 'teacher2@school.test', password: DEMO_PASSWORD, fullName: 'Karan Shah' },
} satisfies Record<string, Account>;

/** A password that meets the policy and is not a common one. */
export function newPassword(): string {
  return `Pl4n-${Math.random().toString(36).slice(2, 8)}!X`;
}

/** An address no other test uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@school.test`;
}

/** POST /api/auth/login; the bearer token of a new session. */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), `sign in of ${email} through the API`).toBe(200);
  const body = (await response.json()) as { accessToken: string };
  return body.accessToken;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** The sign-in form, filled and sent as a user would. */
export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Cancel on a dialog holding unsaved changes: 'Discard changes?' asks first; Discard closes the dialog. */
export async function cancelAndDiscard(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
}

/** Deactivating asks first, naming the record: confirms it. */
export async function confirmDeactivate(page: Page, name: string) {
  await page
    .getByRole('dialog', { name: `Deactivate ${name}?` })
    .getByRole('button', { name: 'Deactivate' })
    .click();
}

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectAccessible(page: Page) {
  // Let entering transitions (dialogs, toasts) settle so colours are measured at rest.
  await page.waitForTimeout(400);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = blocking
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join('; ');
      return `${violation.impact}: ${violation.id} (${violation.help}) at ${targets}`;
    })
    .join('\n');
  expect(blocking, report).toEqual([]);
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The mails the API wrote to E2E_OUTBOX_FILE (one JSON line each), oldest first. */
export function readOutbox(): OutboxMail[] {
  const file = process.env.E2E_OUTBOX_FILE;
  if (!file) throw new Error('E2E_OUTBOX_FILE is not set: run the tests through playwright.config.ts.');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxMail);
}

/** The link of the latest password-reset mail to this address, waiting for it to arrive. */
export async function latestResetLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = readOutbox()
          .filter((entry) => entry.to.toLowerCase() === email.toLowerCase())
          .at(-1);
        link = mail?.text.match(/https?:\/\/\S+\/auth\/reset-password\?\S+/)?.[0];
        return link;
      },
      { message: `a reset mail to ${email} in the outbox` },
    )
    .toBeTruthy();
  return link as string;
}

interface Fixtures {
  /** Signs the page in as this account before the test (through the API, token in local storage). */
  account: Account | undefined;
}

export const test = base.extend<Fixtures>({
  account: [undefined, { option: true }],
  storageState: async ({ account, playwright, baseURL, storageState }, use) => {
    if (!account || !baseURL) {
      await use(storageState);
      return;
    }
    // Its own request context: the `request` fixture itself depends on storageState.
    const request = await playwright.request.newContext({ baseURL });
    const token = await apiLogin(request, account.email, account.password);
    await request.dispose();
    await use({ cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'authToken', value: token }] }] });
  },
});
