import type { PrivilegeMap } from '@school/contract';

/** The signed-in user as every rule reads them: who, their school, roles and privileges (one statement per request). */
export interface AuthContext {
  sessionId: number;
  userId: number;
  email: string;
  fullName: string;
  schoolId: number | null;
  passwordChangeRequired: boolean;
  roleNames: string[];
  privileges: PrivilegeMap;
  /** True when every role is school-applicable and none global: the user sees only their school. */
  limitedToSchool: boolean;
  /** What /auth/me shows besides the above, read by the same statement. */
  profile: {
    firstName: string;
    lastName: string;
    designation: string | null;
    school: { id: number; schoolCode: string; schoolName: string; campus: string } | null;
    roles: { roleId: number; name: string }[];
  };
}
