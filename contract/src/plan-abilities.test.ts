import { describe, expect, it } from 'vitest';
import { type EntityName, type PrivilegeMap, ROLE_NAMES } from './access';
import { consentsComplete, mayChangeConsent, NO_PLAN_ABILITIES, planAbilities } from './plan-abilities';

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
    expect(planAbilities(admin, { level: 'unit', status: 'INACTIVE', consents })).toEqual(NO_PLAN_ABILITIES);
    expect(planAbilities(admin, { level: 'lesson', status: 'INACTIVE', consents })).toEqual(NO_PLAN_ABILITIES);
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
