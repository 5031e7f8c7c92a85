import { describe, expect, it } from 'vitest';
import { type EntityName, type PrivilegeMap, ROLE_NAMES, type RoleName } from '../access';
import { type FormLevel, planFormAbilities } from './plan-form-abilities';

const flags = (READ: boolean, UPDATE: boolean) => ({ READ, CREATE: UPDATE, UPDATE, DELETE: false });
const grant = (entries: [EntityName, boolean, boolean][]): PrivilegeMap =>
  Object.fromEntries(entries.map(([entity, read, update]) => [entity, flags(read, update)]));
const EDITS_EVERYTHING = grant([
  ['unitplan', true, true],
  ['lessonplan', true, true],
  ['unitplanform', true, true],
  ['lessonplanform', true, true],
]);
const SIGNER = 'signer@school.test';
const actor = (role: RoleName, privileges: PrivilegeMap = EDITS_EVERYTHING, email = SIGNER) => ({
  email,
  roleNames: [role],
  privileges,
});
const given = [{ email: SIGNER, consent: true }];
const pending = [{ email: SIGNER, consent: false }];
const record = (level: FormLevel, status: 'ACTIVE' | 'COMPLETED' | 'INACTIVE', consents = given) => ({
  level,
  status,
  consents,
  ancestorInactive: false,
});

describe('plan form abilities (issue 8 section 1, spec 001 section 6)', () => {
  it('an ACTIVE plan: view, save, and submit once consents are complete', () => {
    const teacher = actor(ROLE_NAMES.teacher);
    expect(planFormAbilities(teacher, record('lesson', 'ACTIVE'))).toEqual({ view: true, update: true, submit: true });
    expect(planFormAbilities(teacher, record('lesson', 'ACTIVE', pending))).toEqual({
      view: true,
      update: true,
      submit: false,
    });
    expect(planFormAbilities(teacher, record('lesson', 'ACTIVE', [])).submit).toBe(false);
  });

  it('READ on the form entity is needed to view it, UPDATE to change it', () => {
    const reader = actor(
      ROLE_NAMES.teacher,
      grant([
        ['lessonplan', true, true],
        ['lessonplanform', true, false],
      ]),
    );
    expect(planFormAbilities(reader, record('lesson', 'ACTIVE'))).toEqual({ view: true, update: false, submit: false });
    const blind = actor(ROLE_NAMES.teacher, grant([['lessonplan', true, true]]));
    expect(planFormAbilities(blind, record('lesson', 'ACTIVE'))).toEqual({ view: false, update: false, submit: false });
  });

  it('submitting needs UPDATE on the plan itself, not only on its form', () => {
    const formOnly = actor(
      ROLE_NAMES.teacher,
      grant([
        ['unitplan', true, false],
        ['unitplanform', true, true],
      ]),
    );
    expect(planFormAbilities(formOnly, record('unit', 'ACTIVE'))).toEqual({ view: true, update: true, submit: false });
  });

  it.each([
    ['unit', ROLE_NAMES.systemAdministrator, true],
    ['unit', ROLE_NAMES.administrator, true],
    ['unit', ROLE_NAMES.inspireUsCore, true],
    ['unit', ROLE_NAMES.coordinator, false],
    ['unit', ROLE_NAMES.teacher, false],
    ['lesson', ROLE_NAMES.coordinator, true],
    ['lesson', ROLE_NAMES.administrator, true],
    ['lesson', ROLE_NAMES.inspireUsCore, true],
    ['lesson', ROLE_NAMES.inspireUsMentors, false],
    ['lesson', ROLE_NAMES.teacher, false],
  ] as const)('a COMPLETED %s plan form: %s may change it: %s', (level, role, editable) => {
    expect(planFormAbilities(actor(role), record(level, 'COMPLETED'))).toEqual({
      view: true,
      update: editable,
      submit: false,
    });
  });

  it.each([
    [ROLE_NAMES.teacher, false],
    [ROLE_NAMES.inspireUsMentors, false],
    [ROLE_NAMES.coordinator, true],
    [ROLE_NAMES.inspireUsCore, true],
    [ROLE_NAMES.administrator, true],
    [ROLE_NAMES.systemAdministrator, true],
  ] as const)('a plan the user does not sign: %s may change its form: %s (spec 001 section 5)', (role, editable) => {
    const other = actor(role, EDITS_EVERYTHING, 'other@school.test');
    for (const level of ['unit', 'lesson'] as const) {
      expect(planFormAbilities(other, record(level, 'ACTIVE'))).toEqual({
        view: true,
        update: editable,
        submit: editable,
      });
    }
  });

  it('an INACTIVE plan, or one under an INACTIVE annual plan, is read-only for everyone', () => {
    const admin = actor(ROLE_NAMES.administrator);
    expect(planFormAbilities(admin, record('unit', 'INACTIVE')).update).toBe(false);
    expect(planFormAbilities(admin, { ...record('unit', 'ACTIVE'), ancestorInactive: true })).toEqual({
      view: true,
      update: false,
      submit: false,
    });
  });
});
