import { and, eq, inArray } from 'drizzle-orm';
import { ROLE_NAMES } from '@school/contract';
import type { Database } from '../db/client';
import {
  grades,
  observationRegisters,
  observations,
  policies,
  roles,
  schools,
  subjects,
  userRoleGrades,
  userRoleGradeSubjects,
  userRoles,
  users,
} from '../db/schema';
import { createdByActor } from '../lib/crud';
import { hashPassword } from '../lib/passwords';
import { seedDemoClasses } from '../modules/classes/classes.demo-seed';
import { assignRoles } from './base';
import { DEMO_SCOPES } from './demo-forms-to-fill';
import { seedDemoGoals } from './demo-goals';
import { seedDemoPlans } from './demo-plans';
import { seedPreprimaryClasses } from './demo-preprimary';

/** One password for every demo account (README lists them). */
export const DEMO_PASSWORD = 'Welcome@2026';

type SchoolKey = 'LWS' | 'RPS';

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role?: string;
  designation: string;
  school: SchoolKey;
  status?: 'ACTIVE' | 'INACTIVE';
}

/** The accounts README lists, one per role, at the first school. */
export const DEMO_USERS: DemoUser[] = [
  {
    email: 'administrator@school.test',
    firstName: 'Asha',
    lastName: 'Menon',
    role: ROLE_NAMES.administrator,
    designation: 'Administrator',
    school: 'LWS',
  },
  {
    email: 'coordinator@school.test',
    firstName: 'Ravi',
    lastName: 'Kumar',
    role: ROLE_NAMES.coordinator,
    designation: 'Academic Coordinator',
    school: 'LWS',
  },
  {
    email: 'core@school.test',
    firstName: 'Meera',
    lastName: 'Iyer',
    role: ROLE_NAMES.inspireUsCore,
    designation: 'Curriculum Lead',
    school: 'LWS',
  },
  {
    email: 'mentor@school.test',
    firstName: 'Arjun',
    lastName: 'Das',
    role: ROLE_NAMES.inspireUsMentors,
    designation: 'Mentor',
    school: 'LWS',
  },
  {
    email: 'teacher1@school.test',
    firstName: 'Priya',
    lastName: 'Nair',
    role: ROLE_NAMES.teacher,
    designation: 'Teacher',
    school: 'LWS',
  },
  {
    email: 'teacher2@school.test',
    firstName: 'Karan',
    lastName: 'Shah',
    role: ROLE_NAMES.teacher,
    designation: 'Teacher',
    school: 'LWS',
  },
];

const MORE_TEACHERS: [firstName: string, lastName: string, school: SchoolKey, status?: 'INACTIVE'][] = [
  ['Anita', 'Rao', 'LWS'],
  ['Vikram', 'Singh', 'LWS'],
  ['Sneha', 'Patel', 'LWS'],
  ['Rahul', 'Verma', 'LWS'],
  ['Divya', 'Pillai', 'LWS'],
  ['Farhan', 'Ali', 'LWS'],
  ['Lakshmi', 'Reddy', 'LWS', 'INACTIVE'],
  ['Neha', 'Joshi', 'RPS'],
  ['Suresh', 'Babu', 'RPS'],
  ['Kavya', 'Menon', 'RPS'],
  ['Imran', 'Khan', 'RPS'],
];

const SEEDER = 'system';

async function seedSchools(db: Database) {
  const rows = await db
    .insert(schools)
    .values([
      {
        schoolName: 'Lakeside World School',
        campus: 'North',
        schoolCode: 'LWS',
        affiliatedBoard: 'CBSE',
        establishedYear: 2008,
        pointOfContact: 'Asha Menon',
        email: 'office@lakeside.school.test',
        websiteLink: 'https://lakeside.school.test',
        address: '12 Lake Road, Bengaluru',
        phoneNumber: '+91 80 4000 1000',
        ...createdByActor(SEEDER),
      },
      {
        schoolName: 'Riverside Public School',
        campus: 'South',
        schoolCode: 'RPS',
        affiliatedBoard: 'ICSE',
        establishedYear: 1996,
        pointOfContact: 'Neha Joshi',
        email: 'office@riverside.school.test',
        websiteLink: 'https://riverside.school.test',
        address: '4 River Street, Chennai',
        phoneNumber: '+91 44 4000 2000',
        ...createdByActor(SEEDER),
      },
    ])
    .returning({ id: schools.id, schoolCode: schools.schoolCode });
  return Object.fromEntries(rows.map((row) => [row.schoolCode, row.id])) as Record<SchoolKey, number>;
}

async function seedStaff(db: Database, schoolIds: Record<SchoolKey, number>) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const everyone: DemoUser[] = [
    ...DEMO_USERS,
    ...MORE_TEACHERS.map(([firstName, lastName, school, status]) => ({
      email: `${firstName}.${lastName}@${school.toLowerCase()}.school.test`.toLowerCase(),
      firstName,
      lastName,
      role: ROLE_NAMES.teacher,
      designation: 'Teacher',
      school,
      status,
    })),
  ];
  const ids: Record<string, number> = {};
  for (const [index, person] of everyone.entries()) {
    const [user] = await db
      .insert(users)
      .values({
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        passwordHash,
        designation: person.designation,
        mobile: `98450${String(10000 + index).slice(-5)}`,
        currentAddress: `${index + 1} Staff Quarters`,
        experienceInMonths: 12 + index * 7,
        onboardingDate: `20${String(15 + (index % 10)).padStart(2, '0')}-06-01`,
        schoolId: schoolIds[person.school],
        status: person.status ?? 'ACTIVE',
        ...createdByActor(SEEDER),
      })
      .returning({ id: users.id });
    if (!user) throw new Error(`could not create ${person.email}`);
    if (person.role) await assignRoles(db, user.id, [person.role]);
    ids[person.email] = user.id;
  }
  return { ids, everyone };
}

/** Limits a user's role to grades (and subjects) of their school: the role's roleClassXrefs. */
async function scopeRole(
  db: Database,
  email: string,
  roleName: string,
  scope: Record<string, string[]>,
  userId: number,
) {
  const [assignment] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.name, roleName)));
  const [user] = await db.select({ schoolId: users.schoolId }).from(users).where(eq(users.id, userId));
  if (!assignment || !user?.schoolId) throw new Error(`${email} has no ${roleName} role to scope`);
  for (const [gradeName, subjectNames] of Object.entries(scope)) {
    const [grade] = await db
      .select({ id: grades.id })
      .from(grades)
      .where(and(eq(grades.schoolId, user.schoolId), eq(grades.gradeName, gradeName)));
    if (!grade) continue;
    const [link] = await db
      .insert(userRoleGrades)
      .values({ userRoleId: assignment.id, gradeId: grade.id })
      .returning({ id: userRoleGrades.id });
    if (!link || subjectNames.length === 0) continue;
    const found = await db
      .select({ id: subjects.id })
      .from(subjects)
      .where(and(eq(subjects.gradeId, grade.id), inArray(subjects.subjectName, subjectNames)));
    if (found.length > 0) {
      await db
        .insert(userRoleGradeSubjects)
        .values(found.map((subject) => ({ userRoleGradeId: link.id, subjectId: subject.id })));
    }
  }
}

async function seedPoliciesAndObservations(db: Database, schoolIds: Record<SchoolKey, number>) {
  const [classFive] = await db
    .select({ id: grades.id })
    .from(grades)
    .where(and(eq(grades.schoolId, schoolIds.LWS), eq(grades.gradeName, 'V')));
  await db.insert(policies).values([
    {
      policyName: 'Homework policy',
      category: 'academic',
      academicYear: '2025-2026',
      schoolId: schoolIds.LWS,
      gradeId: classFive?.id,
      ...createdByActor(SEEDER),
    },
    {
      policyName: 'Leave policy',
      category: 'hr',
      academicYear: '2025-2026',
      schoolId: schoolIds.LWS,
      ...createdByActor(SEEDER),
    },
    {
      policyName: 'Admissions policy',
      category: 'admissions',
      academicYear: '2024-2025',
      schoolId: schoolIds.LWS,
      ...createdByActor(SEEDER),
    },
    {
      policyName: 'IT acceptable use',
      category: 'it',
      academicYear: '2025-2026',
      schoolId: schoolIds.RPS,
      ...createdByActor(SEEDER),
    },
  ]);
  const [register] = await db
    .insert(observationRegisters)
    .values({
      name: 'Classroom observation (primary)',
      grades: ['I', 'II', 'III', 'IV', 'V'],
      ...createdByActor(SEEDER),
    })
    .returning({ id: observationRegisters.id });
  if (!register) return;
  await db.insert(observations).values([
    {
      registerId: register.id,
      name: 'Lesson opening engages every learner',
      tags: ['engagement'],
      learningOutcomes: [{ name: 'Learners state the lesson objective', tag: 'objective' }],
      sortOrder: 0,
    },
    {
      registerId: register.id,
      name: 'Questions check understanding',
      tags: ['assessment', 'questioning'],
      learningOutcomes: [{ name: 'Learners explain in their own words', tag: null }],
      sortOrder: 1,
    },
    {
      registerId: register.id,
      name: 'Closure summarises the learning',
      tags: ['closure'],
      learningOutcomes: [],
      sortOrder: 2,
    },
  ]);
}

/** Demo data for a newcomer: every screen populated, every role signed in with DEMO_PASSWORD. */
export async function seedDemoData(
  db: Database,
  options: { planYearStartMonth?: number; preprimaryClasses?: readonly string[] } = {},
) {
  const schoolIds = await seedSchools(db);
  const { ids, everyone } = await seedStaff(db, schoolIds);
  const activeTeachersOf = (school: SchoolKey) =>
    everyone
      .filter(
        (person) => person.school === school && person.role === ROLE_NAMES.teacher && person.status !== 'INACTIVE',
      )
      .map((person) => ids[person.email])
      .filter((id): id is number => id !== undefined);
  await seedDemoClasses(db, schoolIds.LWS, activeTeachersOf('LWS'));
  await seedDemoClasses(db, schoolIds.RPS, activeTeachersOf('RPS'));

  const teacherOne = ids['teacher1@school.test'];
  const coordinator = ids['coordinator@school.test'];
  // Pre-primary classes at Lakeside; teacher1 teaches UKG English (the pre-primary demo plan).
  await seedPreprimaryClasses(db, schoolIds.LWS, activeTeachersOf('LWS'), teacherOne);
  for (const [email, roleName, userId] of [
    ['teacher1@school.test', ROLE_NAMES.teacher, teacherOne],
    ['coordinator@school.test', ROLE_NAMES.coordinator, coordinator],
  ] as const) {
    const scope = DEMO_SCOPES[email];
    if (userId && scope) await scopeRole(db, email, roleName, scope, userId);
  }
  await seedPoliciesAndObservations(db, schoolIds);
  await seedDemoPlans(db, { startMonth: options.planYearStartMonth, preprimaryClasses: options.preprimaryClasses });
  await seedDemoGoals(db, { startMonth: options.planYearStartMonth });
}
