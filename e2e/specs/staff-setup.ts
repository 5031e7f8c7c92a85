import type { APIRequestContext, Page } from '@playwright/test';
import type { Staff } from '@school/contract/schemas/user';
import { ACCOUNTS, apiLogin, bearer, expect, newPassword, uniqueEmail } from '../fixtures';

/** Setup of the staff specs through the API: records each test owns, with unique names. */

export const LWS = 'LWS';

/** A short random tag that keeps the names of one test apart from every other. */
export const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function adminToken(request: APIRequestContext) {
  return apiLogin(request, ACCOUNTS.administrator.email, ACCOUNTS.administrator.password);
}

export async function schoolIdOf(request: APIRequestContext, token: string, schoolCode: string): Promise<number> {
  const response = await request.get('/api/schools', {
    headers: bearer(token),
    params: { name: schoolCode, size: 50 },
  });
  expect(response.status()).toBe(200);
  const { content } = (await response.json()) as { content: { id: number; schoolCode: string }[] };
  const school = content.find((candidate) => candidate.schoolCode === schoolCode);
  if (!school) throw new Error(`school ${schoolCode} is missing from the demo data`);
  return school.id;
}

export async function createSchool(request: APIRequestContext, token: string, tag: string) {
  const schoolCode = `SF-${tag}`.toUpperCase();
  const response = await request.post('/api/schools', {
    headers: bearer(token),
    data: { schoolName: `Staff Filter School ${tag}`, campus: 'East', schoolCode },
  });
  expect(response.status(), await response.text()).toBe(200);
  const school = (await response.json()) as { id: number; schoolCampus: string };
  return { ...school, schoolCode };
}

export interface NewStaff {
  firstName: string;
  lastName: string;
  email?: string;
  schoolId?: number;
  designation?: string;
  password?: string;
}

/** POST /api/users; answers the stored record and the password it was given. */
export async function createStaff(request: APIRequestContext, token: string, staff: NewStaff) {
  const password = staff.password ?? newPassword();
  const response = await request.post('/api/users', {
    headers: bearer(token),
    data: {
      firstName: staff.firstName,
      lastName: staff.lastName,
      email: staff.email ?? uniqueEmail(staff.firstName.toLowerCase()),
      rawPassword: password,
      designation: staff.designation ?? 'Teacher',
      school: staff.schoolId,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { record: (await response.json()) as Staff, password };
}

export async function getStaff(request: APIRequestContext, token: string, id: number): Promise<Staff> {
  const response = await request.get(`/api/users/${id}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as Staff;
}

/** The staff list's card of one person (a list item holding their name as its heading). */
export function staffCard(page: Page, fullName: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: fullName, exact: true }) });
}

/** Types into the staff search and waits for the debounced search to reach the URL. */
export async function searchStaff(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search staff' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
}

/** A card's ⋮ menu item. */
export async function chooseCardAction(page: Page, fullName: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${fullName}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

export interface ClassWithSubjects {
  id: number;
  gradeName: string;
  subjects: string[];
}

/**
 * Class V of LWS with its subjects (demo data); when the demo data has no class V, a class of this test's
 * own with English and Mathematics.
 */
export async function classWithSubjects(
  request: APIRequestContext,
  token: string,
  schoolId: number,
  tag: string,
): Promise<ClassWithSubjects> {
  const listed = await request.get('/api/classes', {
    headers: bearer(token),
    params: { schoolCode: LWS, name: 'V', size: 100 },
  });
  expect(listed.status()).toBe(200);
  const { content } = (await listed.json()) as { content: { id: number; gradeName: string }[] };
  const demo = content.find((grade) => grade.gradeName === 'V');
  if (demo) {
    const detail = await request.get(`/api/classes/${demo.id}`, { headers: bearer(token) });
    const { subjects } = (await detail.json()) as { subjects: { subjectName: string; status: string }[] };
    const active = subjects.filter((subject) => subject.status === 'ACTIVE').map((subject) => subject.subjectName);
    if (active.length >= 2) return { id: demo.id, gradeName: demo.gradeName, subjects: active };
  }
  const created = await request.post('/api/classes', {
    headers: bearer(token),
    data: { gradeName: `Grade ${tag}`, school: schoolId },
  });
  expect(created.status(), await created.text()).toBe(200);
  const grade = (await created.json()) as { id: number; gradeName: string };
  const subjects = ['English', 'Mathematics'];
  for (const subjectName of subjects) {
    const response = await request.post(`/api/classes/${grade.id}/subjects`, {
      headers: bearer(token),
      data: { subjectName, subjectValue: subjectName.slice(0, 4).toUpperCase(), subjectType: 'COMPULSARY' },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  return { id: grade.id, gradeName: grade.gradeName, subjects };
}
