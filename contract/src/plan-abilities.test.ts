import { describe, expect, it } from 'vitest';
import { type EntityName, type PrivilegeMap, ROLE_NAMES } from './access';
import {
  consentsComplete,
  mayChangeConsent,
  mayEditContent,
  PLAN_ABILITY_NAMES,
  type PlanAbilityRecord,
  type PlanAbilityUser,
  planAbilities as answeredAbilities,
  planRefusals,
  planSaveRefusal,
  planSubmitRefusal,
} from './plan-abilities';
import { PLAN_MESSAGES } from './plan-messages';

/** The abilities read as allowed or not, with submit's reason beside them (most rules here are about allowing). */
function planAbilities(user: PlanAbilityUser, record: PlanAbilityRecord) {
  const abilities = answeredAbilities(user, record);
  const allowed = Object.fromEntries(PLAN_ABILITY_NAMES.map((name) => [name, abilities[name].allowed]));
  return { ...allowed, submitRefusal: abilities.submit.reason } as Record<
    (typeof PLAN_ABILITY_NAMES)[number],
    boolean
  > & {
    submitRefusal: string | null;
  };
}
const NO_PLAN_ABILITIES = {
  ...(Object.fromEntries(PLAN_ABILITY_NAMES.map((name) => [name, false])) as Record<
    (typeof PLAN_ABILITY_NAMES)[number],
    boolean
  >),
  submitRefusal: null as string | null,
};

const flags = (READ: boolean, CREATE: boolean, UPDATE: boolean, DELETE: boolean) => ({ READ, CREATE, UPDATE, DELETE });
const every = (entities: EntityName[]): PrivilegeMap =>
  Object.fromEntries(entities.map((entity) => [entity, flags(true, true, true, true)]));
const ALL = every(['annualplan', 'unitplan', 'lessonplan']);

const admin = { email: 'admin@school.test', roleNames: [ROLE_NAMES.administrator], privileges: ALL };
const coordinator = { email: 'coord@school.test', roleNames: [ROLE_NAMES.coordinator], privileges: ALL };
const teacher = {
  email: 'Teacher1@School.test',
  roleNames: [ROLE_NAMES.teacher],
  privileges: {
    annualplan: flags(true, false, false, false),
    unitplan: flags(true, false, false, false),
    lessonplan: flags(true, false, true, false),
  },
};
const consents = [
  { email: 'teacher1@school.test', consent: false },
  { email: 'teacher2@school.test', consent: true },
];

describe('consent completeness', () => {
  it('needs a list that is not empty with every consent given', () => {
    expect(consentsComplete([])).toBe(false);
    expect(consentsComplete([{ consent: true }, { consent: false }])).toBe(false);
    expect(consentsComplete([{ consent: true }, { consent: true }])).toBe(true);
  });
});

describe('plan abilities', () => {
  it('annual plan: an administrator may do everything its status allows', () => {
    expect(planAbilities(admin, { level: 'annual', status: 'ACTIVE' })).toEqual({
      ...NO_PLAN_ABILITIES,
      editContent: true,
      update: true,
      submit: true,
      deactivate: true,
      duplicate: true,
      addChildren: true,
    });
    expect(planAbilities(admin, { level: 'annual', status: 'COMPLETED' })).toMatchObject({
      update: true,
      submit: true,
      resume: true,
    });
    expect(planAbilities(admin, { level: 'annual', status: 'INACTIVE' })).toEqual({
      ...NO_PLAN_ABILITIES,
      editContent: true,
      submitRefusal: PLAN_MESSAGES.inactiveReadOnly,
      activate: true,
      duplicate: true,
    });
  });

  it('a COMPLETED annual or tier plan is read-only for a coordinator', () => {
    for (const level of ['annual', 'tier'] as const) {
      const abilities = planAbilities(coordinator, { level, status: 'COMPLETED' });
      expect([abilities.update, abilities.resume]).toEqual([false, false]);
    }
    expect(planAbilities(coordinator, { level: 'lesson', status: 'COMPLETED', consents }).update).toBe(true);
  });

  it('tier: adding units needs CREATE on unitplan; refreshing consents a named role and UPDATE on unitplan', () => {
    expect(planAbilities(admin, { level: 'tier', status: 'ACTIVE' })).toMatchObject({
      addChildren: true,
      refreshConsents: true,
    });
    expect(planAbilities(coordinator, { level: 'tier', status: 'ACTIVE' })).toMatchObject({
      addChildren: true,
      refreshConsents: false,
    });
    expect(planAbilities(teacher, { level: 'tier', status: 'ACTIVE' }).addChildren).toBe(false);
    expect(planAbilities(admin, { level: 'tier', status: 'ACTIVE', ancestorInactive: true }).addChildren).toBe(false);
  });

  it('unit: lessons are added once the unit is COMPLETED; delete needs no COMPLETED child', () => {
    expect(planAbilities(admin, { level: 'unit', status: 'ACTIVE', consents }).addChildren).toBe(false);
    expect(planAbilities(admin, { level: 'unit', status: 'COMPLETED', consents }).addChildren).toBe(true);
    expect(planAbilities(admin, { level: 'unit', status: 'ACTIVE', consents }).delete).toBe(true);
    expect(planAbilities(admin, { level: 'unit', status: 'ACTIVE', hasCompletedChild: true }).delete).toBe(false);
    expect(planAbilities(admin, { level: 'unit', status: 'COMPLETED', consents }).delete).toBe(false);
    expect(planAbilities(coordinator, { level: 'unit', status: 'ACTIVE', consents }).refreshConsents).toBe(true);
  });

  it('submit follows the consents of unit and lesson plans', () => {
    expect(planAbilities(admin, { level: 'lesson', status: 'ACTIVE', consents }).submit).toBe(false);
    const given = consents.map((entry) => ({ ...entry, consent: true }));
    expect(planAbilities(admin, { level: 'lesson', status: 'ACTIVE', consents: given }).submit).toBe(true);
    expect(planAbilities(admin, { level: 'unit', status: 'ACTIVE', consents: [] }).submit).toBe(false);
  });

  it('a teacher changes only their own consent, while the plan is not COMPLETED', () => {
    const record = { level: 'lesson', status: 'ACTIVE', consents } as const;
    expect(planAbilities(teacher, record)).toMatchObject({ ownConsent: true, consentAll: false, update: true });
    expect(mayChangeConsent(teacher, record, 'teacher1@school.test')).toBe(true);
    expect(mayChangeConsent(teacher, record, 'teacher2@school.test')).toBe(false);
    expect(mayChangeConsent(teacher, { ...record, status: 'COMPLETED' }, 'teacher1@school.test')).toBe(false);
    expect(mayChangeConsent(coordinator, record, 'teacher2@school.test')).toBe(true);
    expect(mayChangeConsent(coordinator, { ...record, level: 'unit' }, 'teacher2@school.test')).toBe(false);
    expect(mayChangeConsent(admin, { ...record, level: 'unit' }, 'teacher2@school.test')).toBe(true);
    expect(planAbilities({ ...teacher, email: 'other@school.test' }, record).ownConsent).toBe(false);
  });
});

describe('plan abilities: the rules of each level', () => {
  const withoutAnnualCreate = { ...ALL, annualplan: flags(true, false, true, true) };

  it('a lesson plan has no children to add, whatever the user may do with it', () => {
    const given = consents.map((entry) => ({ ...entry, consent: true }));
    expect(planAbilities(admin, { level: 'lesson', status: 'ACTIVE', consents: given })).toEqual({
      ...NO_PLAN_ABILITIES,
      editContent: true,
      update: true,
      submit: true,
      delete: true,
      consentAll: true,
    });
  });

  it('only an annual plan is duplicated, and only with CREATE on annualplan', () => {
    for (const level of ['tier', 'unit', 'lesson'] as const) {
      expect(planAbilities(admin, { level, status: 'ACTIVE', consents }).duplicate).toBe(false);
    }
    const noCreate = { ...admin, privileges: withoutAnnualCreate };
    expect(planAbilities(noCreate, { level: 'annual', status: 'ACTIVE' }).duplicate).toBe(false);
  });

  it('only an annual plan is deactivated: a tier, unit or lesson plan never offers it', () => {
    for (const level of ['tier', 'unit', 'lesson'] as const) {
      expect(planAbilities(admin, { level, status: 'ACTIVE', consents })).toMatchObject({
        update: true,
        deactivate: false,
        activate: false,
      });
    }
  });

  it('an INACTIVE unit or lesson plan offers nothing: no delete, children, consents or refresh', () => {
    const inactive = { ...NO_PLAN_ABILITIES, editContent: true, submitRefusal: PLAN_MESSAGES.inactiveReadOnly };
    expect(planAbilities(admin, { level: 'unit', status: 'INACTIVE', consents })).toEqual(inactive);
    expect(planAbilities(admin, { level: 'lesson', status: 'INACTIVE', consents })).toEqual(inactive);
    const tier = planAbilities(admin, { level: 'tier', status: 'INACTIVE' });
    expect([tier.addChildren, tier.refreshConsents]).toEqual([false, false]);
  });

  it("unit: refreshing its lessons' consents needs a named role, UPDATE on lessonplan and a live plan", () => {
    const record = { level: 'unit', status: 'ACTIVE', consents } as const;
    expect(planAbilities(admin, record).refreshConsents).toBe(true);
    // The Teacher role is not one of spec 001 section 6's, even with UPDATE on lessonplan.
    expect(planAbilities(teacher, record).refreshConsents).toBe(false);
    const withoutLessonUpdate = { ...coordinator, privileges: { ...ALL, lessonplan: flags(true, true, false, true) } };
    expect(planAbilities(withoutLessonUpdate, record).refreshConsents).toBe(false);
    expect(planAbilities(admin, { ...record, ancestorInactive: true }).refreshConsents).toBe(false);
  });
});

describe('consent teachers are matched by email, whatever its case or surrounding spaces', () => {
  const record = { level: 'lesson', status: 'ACTIVE', consents } as const;

  it('spaces around either address do not matter', () => {
    expect(planAbilities({ ...teacher, email: '  teacher1@school.test ' }, record).ownConsent).toBe(true);
    const spaced = { ...record, consents: [{ email: ' TEACHER1@school.test  ', consent: false }] };
    expect(planAbilities(teacher, spaced).ownConsent).toBe(true);
    expect(mayChangeConsent(teacher, record, '  teacher1@SCHOOL.test ')).toBe(true);
  });

  it('two addresses that differ beyond case (ß is not ss) are different teachers', () => {
    const street = { ...record, consents: [{ email: 'strasse@school.test', consent: false }] };
    expect(planAbilities({ ...teacher, email: 'straße@school.test' }, street).ownConsent).toBe(false);
    expect(planAbilities({ ...teacher, email: 'STRASSE@school.test' }, street).ownConsent).toBe(true);
  });
});

describe('a unit or lesson plan is changed and submitted by its signers or a privileged role', () => {
  const given = consents.map((entry) => ({ ...entry, consent: true }));
  const signer = teacher;
  const other = { ...teacher, email: 'teacher3@school.test' };
  const mentor = { ...other, roleNames: [ROLE_NAMES.inspireUsMentors] };

  it.each(['unit', 'lesson'] as const)(
    '%s plan: a teacher who does not sign it may not change or submit it',
    (level) => {
      const record = { level, status: 'ACTIVE', consents: given } as const;
      const withUpdate = { ...other, privileges: ALL };
      expect(mayEditContent(withUpdate, record)).toBe(false);
      expect(planAbilities(withUpdate, record)).toMatchObject({
        editContent: false,
        update: false,
        submit: false,
        submitRefusal: PLAN_MESSAGES.signersOnly(level),
      });
      expect(planSaveRefusal(withUpdate, record)).toEqual({
        httpStatus: 403,
        message: PLAN_MESSAGES.signersOnly(level),
      });
      expect(planSubmitRefusal(withUpdate, record)).toEqual({
        httpStatus: 403,
        message: PLAN_MESSAGES.signersOnly(level),
      });
      expect(mayEditContent({ ...mentor, privileges: ALL }, record)).toBe(false);
      expect(planAbilities({ ...signer, privileges: ALL }, record)).toMatchObject({
        editContent: true,
        update: true,
        submit: true,
        submitRefusal: null,
      });
    },
  );

  it('the four privileged roles change and submit plans they do not sign; annual and tier plans have no signers', () => {
    const record = { level: 'lesson', status: 'ACTIVE', consents: given } as const;
    for (const roleName of [
      ROLE_NAMES.systemAdministrator,
      ROLE_NAMES.administrator,
      ROLE_NAMES.inspireUsCore,
      ROLE_NAMES.coordinator,
    ]) {
      const user = { ...other, roleNames: [roleName], privileges: ALL };
      expect(planAbilities(user, record)).toMatchObject({ editContent: true, update: true, submit: true });
    }
    expect(mayEditContent(other, { level: 'annual' })).toBe(true);
    expect(mayEditContent(other, { level: 'tier', consents: [] })).toBe(true);
  });

  it('the signer rule comes after the state machine and before the consents', () => {
    const withUpdate = { ...other, privileges: ALL };
    const completed = { level: 'lesson', status: 'COMPLETED', consents: given } as const;
    expect(planSaveRefusal(withUpdate, completed)).toEqual({
      httpStatus: 403,
      message: PLAN_MESSAGES.completedReadOnly('lesson'),
    });
    expect(planSubmitRefusal(withUpdate, { ...completed, status: 'ACTIVE', consents })).toEqual({
      httpStatus: 403,
      message: PLAN_MESSAGES.signersOnly('lesson'),
    });
    expect(planSubmitRefusal({ ...signer, privileges: ALL }, { ...completed, status: 'ACTIVE', consents })).toEqual({
      httpStatus: 409,
      message: PLAN_MESSAGES.consentsIncomplete('lesson'),
    });
  });
});

describe('submit of a unit or lesson plan needs its stored form complete', () => {
  const given = consents.map((entry) => ({ ...entry, consent: true }));

  it.each(['unit', 'lesson'] as const)(
    '%s: the incomplete steps are the refusal (400), after the consents',
    (level) => {
      const steps = ['Lesson plan summary', 'Summarization'];
      const record = { level, status: 'ACTIVE', consents: given, incompleteFormSteps: steps } as const;
      expect(planSubmitRefusal(admin, record)).toEqual({
        httpStatus: 400,
        message: PLAN_MESSAGES.formIncomplete(level, steps),
      });
      expect(planAbilities(admin, record)).toMatchObject({
        update: true,
        submit: false,
        submitRefusal: PLAN_MESSAGES.formIncomplete(level, steps),
      });
      expect(planSubmitRefusal(admin, { ...record, consents })?.httpStatus).toBe(409);
      expect(planSubmitRefusal(admin, { ...record, incompleteFormSteps: [] })).toBeNull();
    },
  );

  it('names each step in the message', () => {
    expect(PLAN_MESSAGES.formIncomplete('unit', ['Unit plan summary', 'Assessments'])).toBe(
      'The unit plan form is not complete: fill in Unit plan summary, Assessments, then submit.',
    );
  });
});

describe('every refused ability carries the reason and the status the server answers', () => {
  const forbidden = { httpStatus: 403, message: PLAN_MESSAGES.forbidden };
  const state = (message: string) => ({ httpStatus: 409, message });
  const nobody = { email: 'nobody@school.test', roleNames: [], privileges: {} };

  it('an allowed ability has no reason; a refused one has the refusal message', () => {
    const abilities = answeredAbilities(admin, { level: 'annual', status: 'ACTIVE' });
    expect(abilities.update).toEqual({ allowed: true, reason: null });
    expect(abilities.resume).toEqual({ allowed: false, reason: PLAN_MESSAGES.notAllowedFrom('resumed', 'ACTIVE') });
  });

  it('annual plan: the levels without an action say so; a user without privileges is forbidden', () => {
    const refusals = planRefusals(nobody, { level: 'annual', status: 'ACTIVE' });
    expect(refusals).toMatchObject({
      update: forbidden,
      duplicate: forbidden,
      deactivate: forbidden,
      addChildren: forbidden,
      delete: state(PLAN_MESSAGES.levelHasNoAction('deleted', 'annual')),
      refreshConsents: state(PLAN_MESSAGES.levelHasNoAction('given plans of its own', 'annual')),
      consentAll: state(PLAN_MESSAGES.levelHasNoAction('given consents', 'annual')),
      ownConsent: state(PLAN_MESSAGES.levelHasNoAction('given consents', 'annual')),
      editContent: null,
    });
    expect(planRefusals(admin, { level: 'tier', status: 'ACTIVE' }).duplicate).toEqual(
      state(PLAN_MESSAGES.levelHasNoAction('duplicated', 'tier')),
    );
    expect(planRefusals(admin, { level: 'lesson', status: 'ACTIVE', consents }).addChildren).toEqual(
      state(PLAN_MESSAGES.levelHasNoAction('given plans of its own', 'lesson')),
    );
  });

  it('tier plan: adding units is forbidden without CREATE, then refused under an inactive annual plan', () => {
    expect(planRefusals(teacher, { level: 'tier', status: 'ACTIVE', ancestorInactive: true }).addChildren).toEqual(
      forbidden,
    );
    const inactive = planRefusals(admin, { level: 'tier', status: 'ACTIVE', ancestorInactive: true });
    expect(inactive.addChildren).toEqual(state(PLAN_MESSAGES.inactiveReadOnly));
    expect(inactive.refreshConsents).toEqual(state(PLAN_MESSAGES.inactiveReadOnly));
    expect(planRefusals(coordinator, { level: 'tier', status: 'ACTIVE' }).refreshConsents).toEqual(forbidden);
    const noUnitUpdate = { ...admin, privileges: { ...ALL, unitplan: flags(true, true, false, true) } };
    expect(planRefusals(noUnitUpdate, { level: 'tier', status: 'ACTIVE' }).refreshConsents).toEqual(forbidden);
  });

  it('unit plan: lessons wait for the unit to be submitted; delete and consents say why not', () => {
    const active = planRefusals(admin, { level: 'unit', status: 'ACTIVE', consents });
    expect(active.addChildren).toEqual(state(PLAN_MESSAGES.addLessonNeedsCompletedUnit));
    expect(planRefusals(teacher, { level: 'unit', status: 'ACTIVE', consents }).addChildren).toEqual(forbidden);
    expect(planRefusals(admin, { level: 'unit', status: 'COMPLETED', ancestorInactive: true }).addChildren).toEqual(
      state(PLAN_MESSAGES.inactiveReadOnly),
    );
    const completed = planRefusals(admin, { level: 'unit', status: 'COMPLETED', consents });
    expect(completed.delete).toEqual(state(PLAN_MESSAGES.deleteCompleted('unit')));
    expect(completed.consentAll).toEqual(state(PLAN_MESSAGES.completedReadOnly('unit')));
    expect(completed.ownConsent).toEqual(state(PLAN_MESSAGES.completedReadOnly('unit')));
    expect(planRefusals(admin, { level: 'unit', status: 'ACTIVE', hasCompletedChild: true }).delete).toEqual(
      state(PLAN_MESSAGES.deleteCompleted('unit')),
    );
    expect(planRefusals(teacher, { level: 'unit', status: 'COMPLETED', consents }).delete).toEqual(forbidden);
    const inactive = planRefusals(admin, { level: 'unit', status: 'ACTIVE', consents, ancestorInactive: true });
    expect(inactive.delete).toEqual(state(PLAN_MESSAGES.inactiveReadOnly));
    expect(inactive.consentAll).toEqual(state(PLAN_MESSAGES.inactiveReadOnly));
    expect(inactive.refreshConsents).toEqual(state(PLAN_MESSAGES.inactiveReadOnly));
    expect(planRefusals(teacher, { level: 'unit', status: 'ACTIVE', consents })).toMatchObject({
      consentAll: forbidden,
      refreshConsents: forbidden,
    });
    const withoutLessonUpdate = { ...coordinator, privileges: { ...ALL, lessonplan: flags(true, true, false, true) } };
    expect(planRefusals(withoutLessonUpdate, { level: 'unit', status: 'ACTIVE', consents }).refreshConsents).toEqual(
      forbidden,
    );
  });

  it('lesson plan: consents by role or by being a subject teacher; content by signing it', () => {
    const record = { level: 'lesson', status: 'ACTIVE', consents } as const;
    expect(planRefusals(teacher, record).consentAll).toEqual(forbidden);
    expect(planRefusals(coordinator, { ...record, status: 'COMPLETED' }).consentAll).toEqual(
      state(PLAN_MESSAGES.completedReadOnly('lesson')),
    );
    const other = { ...teacher, email: 'teacher3@school.test' };
    expect(planRefusals(other, record).ownConsent).toEqual({
      httpStatus: 403,
      message: PLAN_MESSAGES.notConsentTeacher,
    });
    expect(planRefusals(other, record).editContent).toEqual({
      httpStatus: 403,
      message: PLAN_MESSAGES.signersOnly('lesson'),
    });
    expect(planRefusals(teacher, { ...record, ancestorInactive: true }).ownConsent).toEqual(
      state(PLAN_MESSAGES.inactiveReadOnly),
    );
  });

  it('the state machine answers resume, deactivate and activate', () => {
    expect(planRefusals(admin, { level: 'annual', status: 'INACTIVE' })).toMatchObject({
      activate: null,
      deactivate: state(PLAN_MESSAGES.inactiveReadOnly),
      resume: state(PLAN_MESSAGES.inactiveReadOnly),
    });
    expect(planRefusals(coordinator, { level: 'lesson', status: 'COMPLETED', consents }).resume).toBeNull();
    expect(planRefusals(admin, { level: 'unit', status: 'ACTIVE', consents }).deactivate).toEqual(
      state(PLAN_MESSAGES.levelHasNoAction('deactivated', 'unit')),
    );
  });
});
