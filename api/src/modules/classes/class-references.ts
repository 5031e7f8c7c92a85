import type { ClassSchoolReference, ClassUserReference } from '@school/contract';

/** How the class, section, subject and teacher answers name a school and a user. */

export interface UserReferenceRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

export const fullNameOf = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();

export function toUserReference(row: UserReferenceRow): ClassUserReference;
export function toUserReference(row: UserReferenceRow | null): ClassUserReference | null;
export function toUserReference(row: UserReferenceRow | null): ClassUserReference | null {
  return row ? { id: row.id, email: row.email, fullName: fullNameOf(row) } : null;
}

export const toSchoolReference = (row: ClassSchoolReference): ClassSchoolReference => ({
  id: row.id,
  schoolCode: row.schoolCode,
  schoolName: row.schoolName,
  campus: row.campus,
});
