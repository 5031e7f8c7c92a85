/** Entity names used for privileges. */
export const ENTITY_NAMES = [
  'unitplan',
  'observationregister',
  'subject',
  'user',
  'teacher',
  'lessonplan',
  'goalsetting',
  'class',
  'annualplan',
  'classsection',
  'school',
  'lov',
  'role',
  'unitplanform',
  'lessonplanform',
  'goalsettingform',
  'goalsettingreview',
  'goalconfiguration',
] as const;
export type EntityName = (typeof ENTITY_NAMES)[number];

/** Readable names of the entities, for the Role Privileges form. */
export const ENTITY_LABELS: Record<EntityName, string> = {
  unitplan: 'Unit plan',
  observationregister: 'Observation registry',
  subject: 'Subject',
  user: 'User',
  teacher: 'Teacher',
  lessonplan: 'Lesson plan',
  goalsetting: 'Goal setting',
  class: 'Class',
  annualplan: 'Annual plan',
  classsection: 'Class section',
  school: 'School',
  lov: 'List of values',
  role: 'Role',
  unitplanform: 'Unit plan form',
  lessonplanform: 'Lesson plan form',
  goalsettingform: 'Goal setting form',
  goalsettingreview: 'Goal setting review',
  goalconfiguration: 'Goal configuration',
};

export const PRIVILEGE_TYPES = ['READ', 'CREATE', 'UPDATE', 'DELETE'] as const;
export type PrivilegeType = (typeof PRIVILEGE_TYPES)[number];

export type PrivilegeFlags = Record<PrivilegeType, boolean>;
/** Computed per user: the union over their ACTIVE roles of the ACTIVE privileges. */
export type PrivilegeMap = Partial<Record<EntityName, PrivilegeFlags>>;

export const ROLE_NAMES = {
  systemAdministrator: 'System Administrator',
  administrator: 'Administrator',
  coordinator: 'Coordinator',
  inspireUsCore: 'Inspire Us-Core',
  inspireUsMentors: 'Inspire Us-Mentors',
  teacher: 'Teacher',
} as const;
export type RoleName = (typeof ROLE_NAMES)[keyof typeof ROLE_NAMES];

/**
 * The System Administrator role stays active, global and holding every privilege, so the product can always
 * be administered: the server refuses to change it that way and the Role Privileges form shows it read-only.
 */
export const isSystemAdministratorRole = (roleName: string) =>
  roleName.trim().toLowerCase() === ROLE_NAMES.systemAdministrator.toLowerCase();

export function hasPrivilege(privileges: PrivilegeMap, entity: EntityName, type: PrivilegeType): boolean {
  return privileges[entity]?.[type] === true;
}

export function emptyPrivilegeFlags(): PrivilegeFlags {
  return { READ: false, CREATE: false, UPDATE: false, DELETE: false };
}

/** Who the user is, as far as the named role rules need to know. */
export interface RoleHolder {
  roleNames: readonly string[];
}

function holdsAny(user: RoleHolder, names: readonly RoleName[]): boolean {
  return user.roleNames.some((name) => (names as readonly string[]).includes(name));
}

const { systemAdministrator, administrator, coordinator, inspireUsCore, inspireUsMentors } = ROLE_NAMES;

/**
 * The rules of the spec that name roles rather than privileges. Each is named after what it allows,
 * used by the server to decide and by the web app to show or hide the action.
 */
export const roleRules = {
  /** Spec 000 section 6: Assign Temporary Password is for the role Administrator only. */
  assignTemporaryPassword: (user: RoleHolder) => holdsAny(user, [administrator]),
  /** Spec 000 section 2: the teacher Change Password dialog ('System Administrators' is this role). */
  changeTeacherPassword: (user: RoleHolder) => holdsAny(user, [systemAdministrator]),
  /** Spec 000 sections 4 and 6: COMPLETED forms, schools included, are read-only for everyone else. */
  editCompletedRecord: (user: RoleHolder) => holdsAny(user, [systemAdministrator, administrator]),
  /** Spec 001 section 6: edit a COMPLETED annual plan or tier plan, and submit a COMPLETED annual plan. */
  editCompletedAnnualOrTierPlan: (user: RoleHolder) => holdsAny(user, [systemAdministrator, administrator]),
  /** Spec 001 section 6: edit a COMPLETED unit plan, or its form. */
  editCompletedUnitPlan: (user: RoleHolder) => holdsAny(user, [systemAdministrator, administrator, inspireUsCore]),
  /** Spec 001 section 6: edit a COMPLETED lesson plan, or its form. */
  editCompletedLessonPlan: (user: RoleHolder) =>
    holdsAny(user, [systemAdministrator, administrator, inspireUsCore, coordinator]),
  /** Spec 001 section 6: the unit plan form stays editable when COMPLETED. */
  editCompletedUnitPlanForm: (user: RoleHolder) => holdsAny(user, [systemAdministrator, administrator, inspireUsCore]),
  /** Spec 001 section 6: the lesson plan form stays editable when COMPLETED. */
  editCompletedLessonPlanForm: (user: RoleHolder) => holdsAny(user, [coordinator, administrator, inspireUsCore]),
  /**
   * The four privileged roles that change (and submit) a unit or lesson plan they do not sign;
   * everyone else changes only the plans whose consent list names them.
   */
  editUnsignedPlan: (user: RoleHolder) =>
    holdsAny(user, [systemAdministrator, administrator, inspireUsCore, coordinator]),
  /** Spec 001 section 6: refresh consents on lessons (with UPDATE on lessonplan). */
  refreshLessonConsents: (user: RoleHolder) =>
    holdsAny(user, [systemAdministrator, administrator, inspireUsCore, coordinator]),
  /** Spec 001 section 6: refresh consents on tier plans (with UPDATE on unitplan). */
  refreshTierConsents: (user: RoleHolder) => holdsAny(user, [systemAdministrator, administrator, inspireUsCore]),
  /** Spec 001 section 5: tick any subject teacher's consent on a lesson plan that is not complete. */
  editAllLessonConsents: (user: RoleHolder) =>
    holdsAny(user, [inspireUsCore, administrator, systemAdministrator, inspireUsMentors, coordinator]),
  /** Spec 001 section 5: tick any subject teacher's consent on a unit plan that is not complete. */
  editAllUnitConsents: (user: RoleHolder) => holdsAny(user, [inspireUsCore, administrator, systemAdministrator]),
} as const;
export type RoleRuleName = keyof typeof roleRules;

/** Role flags that decide whether a user sees one school or the whole network. */
export interface RoleScopeFlags {
  isGlobal: boolean;
  isSchoolApplicable: boolean;
}

/**
 * A role that lets its holder see every school: a global one, or one not limited to a school. Only a user
 * who already sees every school may create, change, deactivate or assign such a role, or change its holders.
 */
export function appliesToEverySchool(role: RoleScopeFlags): boolean {
  return role.isGlobal || !role.isSchoolApplicable;
}

/**
 * A user whose active roles are all school-applicable and none global sees only their own school.
 * A user with no roles at all is also limited to their school: the narrow reading is the safe one.
 */
export function isLimitedToOwnSchool(roles: readonly RoleScopeFlags[]): boolean {
  return !roles.some(appliesToEverySchool);
}
