import {
  ENTITY_NAMES,
  type EntityName,
  PRIVILEGE_TYPES,
  type PrivilegeType,
  ROLE_NAMES,
  type RoleName,
} from '@school/contract';

type Grant = Partial<Record<EntityName, readonly PrivilegeType[]>>;

const ALL = PRIVILEGE_TYPES;
const READ = ['READ'] as const;
const WRITE = ['READ', 'CREATE', 'UPDATE'] as const;
const EDIT = ['READ', 'UPDATE'] as const;

const everything: Grant = Object.fromEntries(ENTITY_NAMES.map((entity) => [entity, ALL]));

export interface SeedRole {
  name: RoleName;
  isGlobal: boolean;
  isSchoolApplicable: boolean;
  isGradesApplicable: boolean;
  isSubjectApplicable: boolean;
  grants: Grant;
}

type RoleScope = Omit<SeedRole, 'name' | 'grants'>;

/** Where a role applies: everywhere, or in a school for some grades (and, for a teacher, some subjects). */
const GLOBAL: RoleScope = {
  isGlobal: true,
  isSchoolApplicable: false,
  isGradesApplicable: false,
  isSubjectApplicable: false,
};
const SCHOOL_GRADES: RoleScope = { ...GLOBAL, isGlobal: false, isSchoolApplicable: true, isGradesApplicable: true };
const SCHOOL_GRADES_SUBJECT: RoleScope = { ...SCHOOL_GRADES, isSubjectApplicable: true };

/** Default roles; docs/roles.md gives the reason for each grant. Applied only when a role is first created. */
export const SEED_ROLES: SeedRole[] = [
  {
    name: ROLE_NAMES.systemAdministrator,
    ...GLOBAL,
    grants: everything,
  },
  {
    name: ROLE_NAMES.administrator,
    ...GLOBAL,
    grants: everything,
  },
  {
    name: ROLE_NAMES.inspireUsCore,
    ...GLOBAL,
    grants: {
      school: READ,
      class: READ,
      classsection: READ,
      subject: READ,
      user: READ,
      teacher: READ,
      lov: READ,
      observationregister: WRITE,
      annualplan: ALL,
      unitplan: ALL,
      lessonplan: ALL,
      unitplanform: WRITE,
      lessonplanform: WRITE,
      goalsetting: WRITE,
      goalsettingform: WRITE,
      goalsettingreview: EDIT,
      goalconfiguration: WRITE,
    },
  },
  {
    name: ROLE_NAMES.inspireUsMentors,
    ...GLOBAL,
    grants: {
      school: READ,
      class: READ,
      classsection: READ,
      subject: READ,
      teacher: READ,
      observationregister: READ,
      annualplan: READ,
      unitplan: READ,
      lessonplan: READ,
      unitplanform: EDIT,
      lessonplanform: EDIT,
      goalsetting: WRITE,
      goalsettingform: WRITE,
      goalsettingreview: EDIT,
    },
  },
  {
    name: ROLE_NAMES.coordinator,
    ...SCHOOL_GRADES,
    grants: {
      school: READ,
      class: READ,
      classsection: EDIT,
      subject: READ,
      user: READ,
      teacher: EDIT,
      lov: READ,
      observationregister: READ,
      annualplan: WRITE,
      unitplan: ALL,
      lessonplan: ALL,
      unitplanform: WRITE,
      lessonplanform: WRITE,
      goalsetting: WRITE,
      goalsettingform: WRITE,
      goalsettingreview: EDIT,
    },
  },
  {
    name: ROLE_NAMES.teacher,
    ...SCHOOL_GRADES_SUBJECT,
    grants: {
      class: READ,
      classsection: READ,
      subject: READ,
      observationregister: READ,
      annualplan: READ,
      unitplan: READ,
      lessonplan: WRITE,
      unitplanform: EDIT,
      lessonplanform: WRITE,
      goalsetting: WRITE,
      goalsettingform: WRITE,
    },
  },
];
