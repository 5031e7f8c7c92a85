import {
  appliesToEverySchool,
  DEFAULT_USER_TYPE,
  hasPrivilege,
  type ImportFieldChange,
  MESSAGES,
  passwordSchema,
  STAFF_IMPORT_MESSAGES,
  STAFF_MESSAGES,
  type StaffImportPreview,
  type StaffImportResult,
  type StaffImportRow,
  staffCreateInput,
  type UserType,
  userTypeOf,
} from '@school/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { createdByActor } from '../../lib/crud';
import { hashPassword, isCommonPassword } from '../../lib/passwords';
import { canSeeSchool, schoolScopeOf } from '../../lib/school-scope';
import { randomToken } from '../../lib/tokens';
import { parseStaffCsv, type StaffCsvValues } from './import-csv';
import { grantProblem, privilegesOfRoles } from './role-grant';
import * as roleRepo from './user-roles.repository';
import { staffSchoolOf } from './staff-access';
import * as repo from './users.repository';
import type { AuthContext } from '../auth/auth-context';

type ImportInput = { csv: string; schoolId?: number; updateExisting?: boolean };

/** What confirming writes for one valid row. */
type PlannedWrite =
  | { kind: 'create'; profile: Profile; email: string; schoolId: number; roleId: number | null; password: string }
  | { kind: 'update'; userId: number; profile: Partial<Profile>; schoolId: number | null; roleId: number | null };
type Profile = {
  firstName: string;
  lastName: string;
  mobile: string | null;
  designation: string | null;
  applicationUserType: UserType;
};
type PlannedRow = StaffImportRow & { write?: PlannedWrite };

/** The profile fields a row checks with the same rules as the staff form. */
const rowProfile = staffCreateInput.pick({
  firstName: true,
  lastName: true,
  email: true,
  mobile: true,
  designation: true,
});

const lower = (text: string) => text.trim().toLowerCase();

/** Zod issues as "column: message" lines. */
function issuesOf(error: z.ZodError, column?: string) {
  return error.issues.map((issue) => `${issue.path.join('.') || column}: ${issue.message}`);
}

/** Passwords never travel back: the preview shows that one was given, not what it is. */
function shownValues(values: StaffCsvValues): Record<string, string> {
  return { ...values, password: values.password ? '********' : '' };
}

/** An account imported without a password cannot sign in until its owner uses Forgot Password. */
const unusablePasswordHash = () => `!unusable:${randomToken()}`;

export function createStaffImportService({ db }: AppDeps) {
  /** The school for rows with a blank schoolCode: the one chosen for the import, else a limited user's own. */
  async function defaultSchoolOf(schoolId: number | undefined, auth: AuthContext) {
    return staffSchoolOf(db, schoolId, auth, 'schoolId');
  }

  /**
   * Validates every row against the file and the database and says what confirming would do. A person on file in a
   * school the user cannot see is a new person to the preview, as an email no one holds is: a preview may not tell
   * a school-limited user which addresses other schools hold. Confirming, a write that creates the others' accounts
   * (as POST /users, which answers that the email is taken), refuses that row.
   */
  async function plan(input: ImportInput, auth: AuthContext, stage: 'preview' | 'confirm'): Promise<PlannedRow[]> {
    const rows = parseStaffCsv(input.csv);
    const scope = schoolScopeOf(auth);
    const defaultSchoolId = await defaultSchoolOf(input.schoolId, auth);
    const mayUpdate = hasPrivilege(auth.privileges, 'user', 'UPDATE');

    const codes = [...new Set(rows.map((row) => row.values.schoolCode).filter(Boolean))];
    const schoolsByCode = new Map(
      (await repo.schoolsByCodes(db, codes))
        .filter((school) => canSeeSchool(scope, school.id))
        .map((school) => [lower(school.schoolCode), school]),
    );
    const rolesByName = new Map((await roleRepo.allRoles(db)).map((role) => [lower(role.name), role]));
    const namedRoleIds = rows.flatMap((row) => rolesByName.get(lower(row.values.roleName))?.id ?? []);
    const rolePrivileges = await privilegesOfRoles(db, namedRoleIds);
    const existingByEmail = new Map(
      (await repo.findUsersByEmails(db, [...new Set(rows.map((row) => row.values.email).filter(Boolean))])).map(
        (user) => [lower(user.email), user],
      ),
    );
    const heldRoles = await roleRepo.roleIdsOfUsers(
      db,
      [...existingByEmail.values()].map((user) => user.id),
    );
    const rolesById = new Map([...rolesByName.values()].map((role) => [role.id, role]));
    const holdsRoleForEverySchool = (userId: number) =>
      heldRoles.some((held) => {
        const role = rolesById.get(held.roleId);
        return held.userId === userId && role !== undefined && appliesToEverySchool(role);
      });
    const roleNameOf = new Map([...rolesByName.values()].map((role) => [role.id, role.name]));
    const schoolCodeOf = new Map(
      (
        await repo.schoolsOfIds(
          db,
          [...existingByEmail.values()].flatMap((user) => user.schoolId ?? []),
        )
      )
        .concat([...schoolsByCode.values()])
        .map((school) => [school.id, school.schoolCode]),
    );
    const linesByEmail = new Map<string, number[]>();
    for (const row of rows) {
      const email = lower(row.values.email);
      if (email) linesByEmail.set(email, [...(linesByEmail.get(email) ?? []), row.line]);
    }

    return rows.map(({ line, values, shapeErrors }): PlannedRow => {
      const errors = [...shapeErrors];
      const profile = rowProfile.safeParse(values);
      if (!profile.success) errors.push(...issuesOf(profile.error));
      if (values.password) {
        const password = passwordSchema.safeParse(values.password);
        if (!password.success) errors.push(...issuesOf(password.error, 'password'));
        else if (isCommonPassword(values.password)) errors.push(`password: ${MESSAGES.commonPassword}`);
      }
      const userType = values.userType ? userTypeOf(values.userType) : null;
      if (values.userType && userType === null) errors.push(STAFF_IMPORT_MESSAGES.userType);
      const sameEmailLines = linesByEmail.get(lower(values.email)) ?? [];
      if (sameEmailLines.length > 1) errors.push(STAFF_IMPORT_MESSAGES.duplicateEmail(sameEmailLines));

      let schoolId = defaultSchoolId;
      if (values.schoolCode) {
        const school = schoolsByCode.get(lower(values.schoolCode));
        if (!school) errors.push(STAFF_IMPORT_MESSAGES.unknownSchool(values.schoolCode));
        else if (input.schoolId !== undefined && school.id !== defaultSchoolId) {
          errors.push(STAFF_IMPORT_MESSAGES.otherSchool(values.schoolCode));
        } else schoolId = school.id;
      }

      const role = values.roleName ? rolesByName.get(lower(values.roleName)) : undefined;
      if (values.roleName && !role) errors.push(STAFF_IMPORT_MESSAGES.unknownRole(values.roleName));
      if (role && role.status !== 'ACTIVE') errors.push(STAFF_IMPORT_MESSAGES.inactiveRole(role.name));
      const grant = role ? grantProblem(role, rolePrivileges.get(role.id) ?? [], auth) : null;
      if (grant) errors.push(grant);

      const onFile = existingByEmail.get(lower(values.email));
      const hidden = onFile !== undefined && !canSeeSchool(scope, onFile.schoolId);
      const existing = hidden ? undefined : onFile;
      if (hidden && stage === 'confirm') errors.push(STAFF_IMPORT_MESSAGES.emailOfOtherSchool);
      else if (existing && !mayUpdate) errors.push(STAFF_IMPORT_MESSAGES.mayNotUpdate);
      else if (existing && auth.limitedToSchool && holdsRoleForEverySchool(existing.id)) {
        errors.push(STAFF_MESSAGES.holdsRoleForEverySchool);
      }
      if (!existing && schoolId === null) errors.push(STAFF_IMPORT_MESSAGES.schoolRequired);

      const shown = { line, values: shownValues(values), errors, changes: [], note: null };
      if (errors.length > 0 || !profile.success) return { ...shown, action: 'skip' };
      const { firstName, lastName, mobile, designation, email } = profile.data;
      const roleId = role?.id ?? null;
      if (!existing) {
        if (schoolId === null) return { ...shown, action: 'skip' };
        const write: PlannedWrite = {
          kind: 'create',
          profile: { firstName, lastName, mobile, designation, applicationUserType: userType ?? DEFAULT_USER_TYPE },
          email,
          schoolId,
          roleId,
          password: values.password,
        };
        return { ...shown, action: 'create', write };
      }
      // Blank optional cells leave the stored value; the password is never touched.
      const profileChanges: Partial<Profile> = {};
      const changes: ImportFieldChange[] = [];
      // Changes are named by the file's columns (userType is the profile's applicationUserType).
      const change = <K extends keyof Profile>(field: K, before: Profile[K] | null, after: Profile[K] | null) => {
        if (after === null || after === before) return;
        profileChanges[field] = after;
        changes.push({ field: field === 'applicationUserType' ? 'userType' : field, before: before ?? '', after });
      };
      change('firstName', existing.firstName, firstName);
      change('lastName', existing.lastName, lastName);
      change('mobile', existing.mobile, mobile);
      change('designation', existing.designation, designation);
      change('applicationUserType', existing.applicationUserType, userType);
      const movesTo = schoolId !== null && schoolId !== existing.schoolId ? schoolId : null;
      if (movesTo !== null) {
        const before = existing.schoolId === null ? '' : (schoolCodeOf.get(existing.schoolId) ?? '');
        changes.push({ field: 'schoolCode', before, after: schoolCodeOf.get(movesTo) ?? '' });
      }
      const held = heldRoles.filter((grant) => grant.userId === existing.id).map((grant) => grant.roleId);
      const addsRole = roleId !== null && !held.includes(roleId);
      if (addsRole) {
        const names = held.map((id) => roleNameOf.get(id) ?? '').sort();
        changes.push({ field: 'roles', before: names.join(', '), after: [...names, role?.name ?? ''].join(', ') });
      }
      if (changes.length === 0) return { ...shown, action: 'unchanged', note: STAFF_IMPORT_MESSAGES.upToDate };
      if (!input.updateExisting) {
        return { ...shown, changes, action: 'skip', note: STAFF_IMPORT_MESSAGES.existingSkipped };
      }
      const write: PlannedWrite = {
        kind: 'update',
        userId: existing.id,
        profile: profileChanges,
        schoolId: movesTo,
        roleId: addsRole ? roleId : null,
      };
      return { ...shown, changes, action: 'update', write };
    });
  }

  /** validCount: the rows confirming writes or finds up to date; a skipped existing person is not counted. */
  function summary(rows: PlannedRow[]): StaffImportPreview {
    const errorCount = rows.filter((row) => row.errors.length > 0).length;
    return {
      rows: rows.map(({ write: _write, ...row }) => row),
      validCount: rows.filter((row) => row.action !== 'skip').length,
      errorCount,
    };
  }

  /** Hashes the given passwords a few at a time (argon2 is deliberately slow and memory hungry). */
  async function hashAll(passwords: string[]) {
    const hashes: string[] = [];
    for (let start = 0; start < passwords.length; start += 4) {
      const chunk = passwords.slice(start, start + 4);
      hashes.push(
        ...(await Promise.all(chunk.map((password) => (password ? hashPassword(password) : unusablePasswordHash())))),
      );
    }
    return hashes;
  }

  return {
    async preview(input: ImportInput, auth: AuthContext): Promise<StaffImportPreview> {
      return summary(await plan(input, auth, 'preview'));
    },

    /** Re-validates, then writes every valid row in one transaction (matched by email, so a re-run creates nobody). */
    async confirm(input: ImportInput, auth: AuthContext): Promise<StaffImportResult> {
      const rows = await plan(input, auth, 'confirm');
      const writes = rows.flatMap((row) => (row.write ? [row.write] : []));
      const creates = writes.filter((write) => write.kind === 'create');
      const updates = writes.filter((write) => write.kind === 'update');
      const hashes = await hashAll(creates.map((write) => write.password));
      await db.transaction(async (tx) => {
        for (const [index, write] of creates.entries()) {
          const user = await repo.insertUser(tx, {
            ...write.profile,
            email: write.email,
            passwordHash: hashes[index] ?? unusablePasswordHash(),
            // A password that travelled in a file is known to others: its owner replaces it at sign-in.
            passwordChangeRequired: true,
            schoolId: write.schoolId,
            ...createdByActor(auth.email),
          });
          if (write.roleId !== null) await roleRepo.insertUserRole(tx, user.id, write.roleId);
        }
        for (const write of updates) {
          const values = write.schoolId === null ? write.profile : { ...write.profile, schoolId: write.schoolId };
          await repo.userWrites.update(tx, write.userId, undefined, values, auth.email);
          if (write.schoolId !== null) await repo.dropGradeScopesOutsideSchool(tx, write.userId, write.schoolId);
          if (write.roleId !== null) await roleRepo.insertUserRole(tx, write.userId, write.roleId);
        }
      });
      const preview = summary(rows);
      return {
        ...preview,
        written: {
          created: creates.length,
          updated: updates.length,
          unchanged: rows.filter((row) => row.action === 'unchanged').length,
          skipped: rows.filter((row) => row.action === 'skip').length,
        },
      };
    },
  };
}
