import { ROLE_NAMES } from '@school/contract';
import type { Database } from '../db/client';
import { schools, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { assignRoles } from './base';

/** One password for every demo account (README lists them). */
export const DEMO_PASSWORD = 'Welcome@2026';

export const DEMO_USERS = [
  {
    email: 'administrator@school.test',
    firstName: 'Asha',
    lastName: 'Menon',
    role: ROLE_NAMES.administrator,
    designation: 'Administrator',
  },
  {
    email: 'coordinator@school.test',
    firstName: 'Ravi',
    lastName: 'Kumar',
    role: ROLE_NAMES.coordinator,
    designation: 'Academic Coordinator',
  },
  {
    email: 'core@school.test',
    firstName: 'Meera',
    lastName: 'Iyer',
    role: ROLE_NAMES.inspireUsCore,
    designation: 'Curriculum Lead',
  },
  {
    email: 'mentor@school.test',
    firstName: 'Arjun',
    lastName: 'Das',
    role: ROLE_NAMES.inspireUsMentors,
    designation: 'Mentor',
  },
  {
    email: 'teacher1@school.test',
    firstName: 'Priya',
    lastName: 'Nair',
    role: ROLE_NAMES.teacher,
    designation: 'Teacher',
  },
  {
    email: 'teacher2@school.test',
    firstName: 'Karan',
    lastName: 'Shah',
    role: ROLE_NAMES.teacher,
    designation: 'Teacher',
  },
] as const;

const SEEDER = 'system';

export async function seedDemoData(db: Database) {
  const [school] = await db
    .insert(schools)
    .values({
      schoolName: 'Lakeside World School',
      campus: 'North',
      schoolCode: 'LWS',
      affiliatedBoard: 'CBSE',
      establishedYear: 2008,
      createdBy: SEEDER,
      lastUpdatedBy: SEEDER,
    })
    .returning({ id: schools.id });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const demo of DEMO_USERS) {
    const [user] = await db
      .insert(users)
      .values({
        firstName: demo.firstName,
        lastName: demo.lastName,
        email: demo.email,
        passwordHash,
        designation: demo.designation,
        schoolId: school?.id,
        createdBy: SEEDER,
        lastUpdatedBy: SEEDER,
      })
      .returning({ id: users.id });
    if (user) await assignRoles(db, user.id, [demo.role]);
  }
}
