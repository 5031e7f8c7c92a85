import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, ROLE_NAMES, STAFF_IMPORT_COLUMNS } from '@school/contract';
import { createSchool } from '../../test/factories';
import { staffPayload } from '../../test/factories-users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * No entry of the common-password list meets the policy, so this file flags one policy-compliant
 * password (as auth-common-password.test.ts does) to reach the refusal through the API.
 */
const { FLAGGED } = vi.hoisted(() => ({ FLAGGED: 'Flagged#Pass1' }));
vi.mock('../../lib/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/passwords')>();
  return {
    ...actual,
    isCommonPassword: (password: string) => password === FLAGGED || actual.isCommonPassword(password),
  };
});

let t: TestApp;
let sysadmin: string;
beforeAll(async () => {
  t = await createTestApp();
  sysadmin = await t.signIn({ roles: [ROLE_NAMES.systemAdministrator] });
});
afterAll(() => t.close());

describe('a common password', () => {
  it('is refused as the first password of a staff member (400 on rawPassword)', async () => {
    const response = await t.call('POST', '/users', { token: sysadmin, body: staffPayload({ rawPassword: FLAGGED }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ rawPassword: [MESSAGES.commonPassword] });
  });

  it('is refused by the teacher Change Password dialog (400 on newPassword)', async () => {
    const staff = (await t.call('POST', '/users', { token: sysadmin, body: staffPayload() })).json();
    const response = await t.call('PATCH', `/users/${staff.id}/password`, {
      token: sysadmin,
      body: { newPassword: FLAGGED, confirmPassword: FLAGGED },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ newPassword: [MESSAGES.commonPassword] });
  });

  it('makes an import row an error row', async () => {
    const school = await createSchool(t.db);
    const csv = `${STAFF_IMPORT_COLUMNS.join(',')}\nCommon,Pass,common@test.school,,,${school.schoolCode},,${FLAGGED}`;
    const response = await t.call('POST', '/users/import/preview', { token: sysadmin, body: { csv } });
    expect(response.json().rows[0].errors).toEqual([`password: ${MESSAGES.commonPassword}`]);
  });
});
