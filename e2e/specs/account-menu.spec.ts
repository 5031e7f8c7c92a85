import AxeBuilder from '@axe-core/playwright';
import { ACCOUNTS, expect, test } from '../fixtures';

test.describe('the account menu button', () => {
  test.use({ account: ACCOUNTS.teacher1 });

  // axe leaves its WCAG 2.5.3 rule (label in name) off by default; Lighthouse runs it.
  test('is named after what it shows, at every width @mobile', async ({ page }) => {
    await page.goto('/dashboard');
    const button = page.getByRole('button', { name: /account menu$/ });
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleName(new RegExp(`^${await button.innerText()}`.replace(/\s+/g, '\\s+')));
    const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
    expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual([]);
  });
});
