import { describe, expect, it } from 'vitest';
import { type EntityName, type PrivilegeMap, ROLE_NAMES, type RoleName } from '../access';
import { PLAN_LEVEL_LABELS, PLAN_MESSAGES } from '../plan-messages';
import { FORM_MESSAGES } from './form-steps';
import {
  type FormLevel,
  type PlanFormRecord,
  planFormAbilities as answeredAbilities,
  planFormRefusals,
} from './plan-form-abilities';

/** The abilities read as allowed or not (the reasons have their own tests below). */
function planFormAbilities(user: Parameters<typeof answeredAbilities>[0], record: PlanFormRecord) {
  const { view, update, submit } = answeredAbilities(user, record);
  return { view: view.allowed, update: update.allowed, submit: submit.allowed };
}

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

describe('plan form abilities', () => {
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

describe('plan form refusals: the reason and status the server answers', () => {
  const forbidden = { httpStatus: 403, message: PLAN_MESSAGES.forbidden };

  it('an allowed ability has no reason', () => {
    expect(answeredAbilities(actor(ROLE_NAMES.teacher), record('unit', 'ACTIVE'))).toEqual({
      view: { allowed: true, reason: null },
      update: { allowed: true, reason: null },
      submit: { allowed: true, reason: null },
    });
  });

  it('privilege, then the inactive annual plan, then the signers, then the completed plan', () => {
    const blind = actor(ROLE_NAMES.teacher, grant([['lessonplan', true, true]]));
    expect(planFormRefusals(blind, record('lesson', 'ACTIVE'))).toEqual({
      view: forbidden,
      update: forbidden,
      submit: forbidden,
    });
    const reader = actor(ROLE_NAMES.teacher, grant([['lessonplanform', true, false]]));
    expect(planFormRefusals(reader, record('lesson', 'ACTIVE'))).toMatchObject({ view: null, update: forbidden });
    const admin = actor(ROLE_NAMES.administrator);
    const inactive = { httpStatus: 409, message: PLAN_MESSAGES.inactiveReadOnly };
    expect(planFormRefusals(admin, record('unit', 'INACTIVE')).update).toEqual(inactive);
    expect(planFormRefusals(admin, { ...record('unit', 'ACTIVE'), ancestorInactive: true }).submit).toEqual(inactive);
    const other = actor(ROLE_NAMES.teacher, EDITS_EVERYTHING, 'other@school.test');
    expect(planFormRefusals(other, record('unit', 'COMPLETED')).update).toEqual({
      httpStatus: 403,
      message: PLAN_MESSAGES.signersOnly('unit'),
    });
    expect(planFormRefusals(actor(ROLE_NAMES.teacher), record('unit', 'COMPLETED')).update).toEqual({
      httpStatus: 403,
      message: PLAN_MESSAGES.completedReadOnly('unit'),
    });
  });

  it('Save and Submit: the consents first, then a plan already submitted, then the state machine', () => {
    const admin = actor(ROLE_NAMES.administrator);
    expect(planFormRefusals(admin, record('unit', 'COMPLETED', pending)).submit).toEqual({
      httpStatus: 409,
      message: PLAN_MESSAGES.consentsIncomplete('unit'),
    });
    expect(planFormRefusals(admin, record('unit', 'COMPLETED')).submit).toEqual({
      httpStatus: 409,
      message: FORM_MESSAGES.alreadyCompleted(PLAN_LEVEL_LABELS.unit),
    });
    const formOnly = actor(ROLE_NAMES.teacher, grant([['unitplanform', true, true]]));
    expect(planFormRefusals(formOnly, record('unit', 'ACTIVE')).submit).toEqual(forbidden);
  });
});
