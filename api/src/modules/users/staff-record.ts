import { type Staff, staffFullName } from '@school/contract';
import type { Database } from '../../db/client';
import { auditOf } from '../../lib/crud';
import * as repo from './users.repository';

type RoleRow = Awaited<ReturnType<typeof repo.rolesOfUsers>>[number];
type AssignmentRow = Awaited<ReturnType<typeof repo.assignmentsOfUsers>>[number];

/** Folds the flat (assignment, grade, subject) rows of one user into roles with their roleClassXrefs. */
function rolesOf(rows: RoleRow[]): Staff['roles'] {
  const byAssignment = new Map<number, Staff['roles'][number]>();
  for (const row of rows) {
    let role = byAssignment.get(row.userRoleId);
    if (!role) {
      role = { id: row.userRoleId, userId: row.userId, roleId: row.roleId, name: row.roleName, roleClassXrefs: [] };
      byAssignment.set(row.userRoleId, role);
    }
    if (row.xrefId === null || row.gradeId === null || row.gradeName === null) continue;
    let xref = role.roleClassXrefs.find((candidate) => candidate.id === row.xrefId);
    if (!xref) {
      xref = {
        id: row.xrefId,
        roleId: row.roleId,
        className: { id: row.gradeId, className: row.gradeName },
        subjects: [],
      };
      role.roleClassXrefs.push(xref);
    }
    if (row.subjectId !== null && row.subjectName !== null) {
      xref.subjects.push({ id: row.subjectId, subjectName: row.subjectName });
    }
  }
  return [...byAssignment.values()];
}

function assignmentOf(row: AssignmentRow): Staff['teachingAssignments'][number] {
  return {
    id: row.id,
    school: { schoolName: row.schoolName, schoolCode: row.schoolCode },
    grade: { id: row.gradeId, gradeName: row.gradeName },
    section: { id: row.sectionId, section: row.sectionName },
    subject: { id: row.subjectId, subjectName: row.subjectName },
  };
}

function groupByUser<T extends { userId: number }>(rows: T[]) {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.userId);
    if (group) group.push(row);
    else groups.set(row.userId, [row]);
  }
  return groups;
}

/** Staff records for the given users: roles and teaching assignments load in one query each, whatever the count. */
export async function staffRecords(db: Database, rows: repo.UserWithSchool[]): Promise<Staff[]> {
  const ids = rows.map((row) => row.user.id);
  const [roleRows, assignmentRows] = await Promise.all([repo.rolesOfUsers(db, ids), repo.assignmentsOfUsers(db, ids)]);
  const rolesByUser = groupByUser(roleRows);
  const assignmentsByUser = groupByUser(assignmentRows);
  return rows.map(({ user, school }) => ({
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: staffFullName(user),
    email: user.email,
    mobile: user.mobile,
    designation: user.designation,
    currentAddress: user.currentAddress,
    permanentAddress: user.permanentAddress,
    experienceInMonths: user.experienceInMonths,
    onboardingDate: user.onboardingDate,
    school,
    applicationUserType: user.applicationUserType,
    status: user.status,
    roles: rolesOf(rolesByUser.get(user.id) ?? []),
    teachingAssignments: (assignmentsByUser.get(user.id) ?? []).map(assignmentOf),
    ...auditOf(user),
  }));
}

export async function staffRecord(db: Database, row: repo.UserWithSchool): Promise<Staff> {
  const [record] = await staffRecords(db, [row]);
  if (!record) throw new Error('staff record of a loaded user is missing');
  return record;
}
