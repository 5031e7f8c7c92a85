import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4273';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: Number(process.env.W ?? 1280), height: 900 } });
const r = await ctx.request.post(base + '/api/auth/login', { data: { email: 'coordinator@school.test', password: 'Welcome@2026' } });
const { accessToken } = await r.json();
const page = await ctx.newPage();
await page.goto(base + '/');
await page.evaluate((t) => localStorage.setItem('authToken', t), accessToken);
page.on('pageerror', (e) => console.log('pageerror:', e.message));
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
await page.goto(base + (process.env.P ?? '/annual-plans/new'));
await page.waitForTimeout(3000);
await page.screenshot({ path: '/tmp/shots/a.png', fullPage: true });
if (process.env.STEP2) {
  await page.getByRole('textbox', { name: 'Name' }).fill('Test');
  await page.getByLabel('Start Date').fill('2026-04-01');
  await page.getByLabel('End Date').fill('2027-03-31');
  await page.getByRole('combobox', { name: 'Class Name' }).click();
  await page.getByRole('option', { name: 'IV', exact: true }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/shots/b.png', fullPage: true });
  await page.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shots/c.png', fullPage: true });
}
await browser.close();
