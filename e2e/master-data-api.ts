import type { APIRequestContext } from '@playwright/test';
import type { ClassSection } from '@school/contract/schemas/class-section';
import type { Paged } from '@school/contract/schemas/common';
import type { ClassDetail } from '@school/contract/schemas/grade';
import type { School, SchoolDetail, SchoolInput } from '@school/contract/schemas/school';
import type { Subject } from '@school/contract/schemas/subject';
import { ACCOUNTS, apiLogin, bearer, expect, newPassword, uniqueEmail } from './fixtures';

/**
 * Set-up of schools, classes, sections, subjects and staff through the API (as the Administrator), so each
 * browser test of the master data starts from records of its own.
 */

/** A short token no other test uses, for codes and names. */
export function uniqueToken(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
}

export interface StaffMember {
  id: number;
  email: string;
  fullName: string;
}

export async function adminApi(request: APIRequestContext) {
  const token = await apiLogin(request, ACCOUNTS.administrator.email, ACCOUNTS.administrator.password);
  const headers = bearer(token);

  async function call<T>(method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> {
    const response = await request[method](`/api${path}`, { headers, data });
    expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  }

  return {
    headers,
    get: <T>(path: string) => call<T>('get', path),
    post: <T>(path: string, data: unknown) => call<T>('post', path, data),

    createSchool(overrides: Partial<SchoolInput> = {}): Promise<SchoolDetail> {
      const token = uniqueToken();
      return call('post', '/schools', {
        schoolName: `E2E School ${token}`,
        campus: 'East',
        schoolCode: `E2E-${token}`,
        affiliatedBoard: 'CBSE',
        ...overrides,
      });
    },

    async schoolByCode(schoolCode: string): Promise<School> {
      const page = await call<Paged<School>>('get', `/schools?name=${encodeURIComponent(schoolCode)}&size=50`);
      const school = page.content.find((entry) => entry.schoolCode === schoolCode);
      if (!school) throw new Error(`no school ${schoolCode}`);
      return school;
    },

    createClass: (schoolId: number, gradeName: string) =>
      call<ClassDetail>('post', '/classes', { school: schoolId, gradeName }),

    addSubject: (classId: number, subjectName: string, subjectValue: string, subjectType = 'COMPULSARY') =>
      call<Subject>('post', `/classes/${classId}/subjects`, { subjectName, subjectValue, subjectType }),

    addSection: (classId: number, sectionName: string, capacity?: number, classTeacher?: number) =>
      call<ClassSection>('post', `/classes/${classId}/class-sections`, { sectionName, capacity, classTeacher }),

    async createStaff(schoolId: number, firstName: string): Promise<StaffMember> {
      const lastName = `Staff${uniqueToken()}`;
      const email = uniqueEmail(firstName.toLowerCase());
      const created = await call<{ id: number }>('post', '/users', {
        firstName,
        lastName,
        email,
        rawPassword: newPassword(),
        school: schoolId,
      });
      return { id: created.id, email, fullName: `${firstName} ${lastName}` };
    },
  };
}
