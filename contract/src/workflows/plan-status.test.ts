import { describe, expect, it } from 'vitest';
import { emptyPrivilegeFlags, type EntityName, type PrivilegeMap, ROLE_NAMES } from '../access';
import { PLAN_LEVELS, PLAN_MESSAGES, type PlanLevel } from '../plan-messages';
import {
  applyPlanTransition,
  PLAN_STATUSES,
  PLAN_TRANSITIONS,
  type PlanActor,
  type PlanStatus,
  type PlanTransition,
  planStatus,
} from './plan-status';

const ALL: PrivilegeMap = Object.fromEntries(
  (['annualplan', 'unitplan', 'lessonplan'] as EntityName[]).map((entity) => [
    entity,
    { READ: true, CREATE: true, UPDATE: true, DELETE: true },
  ]),
);
const actor = (roleNames: string[], privileges: PrivilegeMap = ALL): PlanActor => ({ roleNames, privileges });
const teacher = actor([ROLE_NAMES.teacher]);
const administrator = actor([ROLE_NAMES.administrator]);
const readOnly = actor([ROLE_NAMES.administrator], {
  annualplan: { ...emptyPrivilegeFlags(), READ: true },
  unitplan: { ...emptyPrivilegeFlags(), READ: true },
  lessonplan: { ...emptyPrivilegeFlags(), READ: true },
});

/**
 * The expected answer of every level x status x transition for a user with every privilege but no special role
 * ('plain') and for an Administrator ('admin'), with consents complete. 'to' is the new status, a number the refusal.
 */
type Outcome = PlanStatus | 403 | 409;
const EXPECTED: Record<PlanLevel, Record<PlanStatus, Record<PlanTransition, [plain: Outcome, admin: Outcome]>>> = {
  annual: {
    ACTIVE: {
      save: ['ACTIVE', 'ACTIVE'],
      submit: ['COMPLETED', 'COMPLETED'],
      resume: [409, 409],
      deactivate: ['INACTIVE', 'INACTIVE'],
      activate: [409, 409],
    },
    COMPLETED: {
      save: [403, 'COMPLETED'],
      submit: [403, 'COMPLETED'],
      resume: [403, 'ACTIVE'],
      deactivate: [403, 'INACTIVE'],
      activate: [409, 409],
    },
    INACTIVE: {
      save: [409, 409],
      submit: [409, 409],
      resume: [409, 409],
      deactivate: [409, 409],
      activate: ['ACTIVE', 'ACTIVE'],
    },
  },
  tier: {
    ACTIVE: {
      save: ['ACTIVE', 'ACTIVE'],
      submit: ['COMPLETED', 'COMPLETED'],
      resume: [409, 409],
      deactivate: [409, 409],
      activate: [409, 409],
    },
    COMPLETED: {
      save: [403, 'COMPLETED'],
      submit: [409, 409],
      resume: [403, 'ACTIVE'],
      deactivate: [409, 409],
      activate: [409, 409],
    },
    INACTIVE: {
      save: [409, 409],
      submit: [409, 409],
      resume: [409, 409],
      deactivate: [409, 409],
      activate: [409, 409],
    },
  },
  unit: {
    ACTIVE: {
      save: ['ACTIVE', 'ACTIVE'],
      submit: ['COMPLETED', 'COMPLETED'],
      resume: [409, 409],
      deactivate: [409, 409],
      activate: [409, 409],
    },
    COMPLETED: {
      save: [403, 'COMPLETED'],
      submit: [409, 409],
      resume: [403, 'ACTIVE'],
      deactivate: [409, 409],
      activate: [409, 409],
    },
    INACTIVE: {
      save: [409, 409],
      submit: [409, 409],
      resume: [409, 409],
      deactivate: [409, 409],
      activate: [409, 409],
    },
  },
  lesson: {
    ACTIVE: {
      save: ['ACTIVE', 'ACTIVE'],
      submit: ['COMPLETED', 'COMPLETED'],
      resume: [409, 409],
      deactivate: [409, 409],
      activate: [409, 409],
    },
    COMPLETED: {
      save: [403, 'COMPLETED'],
      submit: [409, 409],
      resume: [403, 'ACTIVE'],
      deactivate: [409, 409],
      activate: [409, 409],
    },
    INACTIVE: {
      save: [409, 409],
      submit: [409, 409],
      resume: [409, 409],
      deactivate: [409, 409],
      activate: [409, 409],
    },
  },
};

const outcomeOf = (result: ReturnType<typeof applyPlanTransition>): Outcome =>
  result.ok ? result.to : result.httpStatus;

describe('the plan status machine', () => {
  const cases = PLAN_LEVELS.flatMap((level) =>
    PLAN_STATUSES.flatMap((status) => PLAN_TRANSITIONS.map((transition) => [level, status, transition] as const)),
  );

  it.each(cases)('%s plan, %s, %s', (level, status, transition) => {
    const [plain, admin] = EXPECTED[level][status][transition];
    const context = { consentsComplete: true };
    expect(outcomeOf(applyPlanTransition(level, status, transition, teacher, context))).toBe(plain);
    expect(outcomeOf(applyPlanTransition(level, status, transition, administrator, context))).toBe(admin);
    // Without the privilege, whatever the machine would allow is forbidden.
    const withoutPrivilege = outcomeOf(applyPlanTransition(level, status, transition, readOnly, context));
    expect(withoutPrivilege).toBe(typeof admin === 'number' ? admin : 403);
    expect(planStatus.can(level, status, transition, administrator, context)).toBe(typeof admin === 'string');
  });

  it('names the roles allowed to resume completed plans for completed plans of each level', () => {
    const core = actor([ROLE_NAMES.inspireUsCore]);
    const coordinator = actor([ROLE_NAMES.coordinator]);
    const systemAdministrator = actor([ROLE_NAMES.systemAdministrator]);
    const resume = (level: PlanLevel, who: PlanActor) => planStatus.can(level, 'COMPLETED', 'resume', who);
    expect([resume('annual', core), resume('annual', coordinator), resume('annual', systemAdministrator)]).toEqual([
      false,
      false,
      true,
    ]);
    expect([resume('unit', core), resume('unit', coordinator), resume('unit', systemAdministrator)]).toEqual([
      true,
      false,
      true,
    ]);
    expect([resume('lesson', core), resume('lesson', coordinator), resume('lesson', teacher)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('refuses to submit a unit or lesson plan whose consents are not complete (409, clear message)', () => {
    for (const level of ['unit', 'lesson'] as const) {
      expect(applyPlanTransition(level, 'ACTIVE', 'submit', administrator, { consentsComplete: false })).toEqual({
        ok: false,
        httpStatus: 409,
        message: PLAN_MESSAGES.consentsIncomplete(level),
      });
    }
    expect(applyPlanTransition('annual', 'ACTIVE', 'submit', teacher)).toEqual({ ok: true, to: 'COMPLETED' });
  });

  it('keeps everything under an inactive annual plan read-only', () => {
    for (const level of ['tier', 'unit', 'lesson'] as const) {
      const result = applyPlanTransition(level, 'ACTIVE', 'save', administrator, { ancestorInactive: true });
      expect(result).toEqual({ ok: false, httpStatus: 409, message: PLAN_MESSAGES.inactiveReadOnly });
    }
  });
});

describe('the plan status machine: which refusal, and why', () => {
  const withPrivileges = (types: ('UPDATE' | 'DELETE')[]) =>
    actor([ROLE_NAMES.administrator], {
      annualplan: { ...emptyPrivilegeFlags(), READ: true, ...Object.fromEntries(types.map((type) => [type, true])) },
    });

  it('a tier, unit or lesson plan is never deactivated or activated: 409 saying the level has no such action', () => {
    for (const level of ['tier', 'unit', 'lesson'] as const) {
      for (const status of PLAN_STATUSES) {
        expect(applyPlanTransition(level, status, 'deactivate', administrator)).toEqual({
          ok: false,
          httpStatus: 409,
          message: PLAN_MESSAGES.levelHasNoAction('deactivated', level),
        });
        expect(applyPlanTransition(level, status, 'activate', administrator)).toEqual({
          ok: false,
          httpStatus: 409,
          message: PLAN_MESSAGES.levelHasNoAction('activated', level),
        });
      }
    }
  });

  it('an INACTIVE annual plan refuses everything but activate as read-only (409), not as a wrong arrow', () => {
    for (const transition of ['save', 'submit', 'resume', 'deactivate'] as const) {
      expect(applyPlanTransition('annual', 'INACTIVE', transition, administrator)).toEqual({
        ok: false,
        httpStatus: 409,
        message: PLAN_MESSAGES.inactiveReadOnly,
      });
    }
  });

  it('a transition the status has no arrow for names the action and the status (409)', () => {
    expect(applyPlanTransition('annual', 'ACTIVE', 'resume', administrator)).toEqual({
      ok: false,
      httpStatus: 409,
      message: PLAN_MESSAGES.notAllowedFrom('resumed', 'ACTIVE'),
    });
    expect(applyPlanTransition('annual', 'ACTIVE', 'activate', administrator)).toEqual({
      ok: false,
      httpStatus: 409,
      message: PLAN_MESSAGES.notAllowedFrom('activated', 'ACTIVE'),
    });
  });

  it('deactivating and activating an annual plan need DELETE on annualplan, UPDATE is not enough', () => {
    const updater = withPrivileges(['UPDATE']);
    expect(applyPlanTransition('annual', 'ACTIVE', 'deactivate', updater)).toEqual({
      ok: false,
      httpStatus: 403,
      message: PLAN_MESSAGES.forbidden,
    });
    expect(applyPlanTransition('annual', 'INACTIVE', 'activate', updater)).toEqual({
      ok: false,
      httpStatus: 403,
      message: PLAN_MESSAGES.forbidden,
    });
    expect(applyPlanTransition('annual', 'ACTIVE', 'save', updater)).toEqual({ ok: true, to: 'ACTIVE' });
  });

  it('saving, submitting and resuming need UPDATE, DELETE is not enough; DELETE alone deactivates and activates', () => {
    const deleter = withPrivileges(['DELETE']);
    for (const [status, transition] of [
      ['ACTIVE', 'save'],
      ['ACTIVE', 'submit'],
      ['COMPLETED', 'resume'],
    ] as const) {
      expect(applyPlanTransition('annual', status, transition, deleter)).toEqual({
        ok: false,
        httpStatus: 403,
        message: PLAN_MESSAGES.forbidden,
      });
    }
    expect(applyPlanTransition('annual', 'ACTIVE', 'deactivate', deleter)).toEqual({ ok: true, to: 'INACTIVE' });
    expect(applyPlanTransition('annual', 'INACTIVE', 'activate', deleter)).toEqual({ ok: true, to: 'ACTIVE' });
  });

  it('a COMPLETED plan refuses a user without the role: resume says the role is needed, a change that it is completed', () => {
    for (const level of PLAN_LEVELS) {
      expect(applyPlanTransition(level, 'COMPLETED', 'resume', teacher)).toEqual({
        ok: false,
        httpStatus: 403,
        message: PLAN_MESSAGES.resumeNeedsRole(level),
      });
      expect(applyPlanTransition(level, 'COMPLETED', 'save', teacher)).toEqual({
        ok: false,
        httpStatus: 403,
        message: PLAN_MESSAGES.completedReadOnly(level),
      });
    }
    expect(applyPlanTransition('annual', 'COMPLETED', 'deactivate', teacher)).toEqual({
      ok: false,
      httpStatus: 403,
      message: PLAN_MESSAGES.completedReadOnly('annual'),
    });
  });
});
