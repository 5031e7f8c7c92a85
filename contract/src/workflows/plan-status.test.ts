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

  it('names the roles of spec 001 section 6 for completed plans of each level', () => {
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
