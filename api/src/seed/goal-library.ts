import { sql } from 'drizzle-orm';
import type { GoalLibraryCategory } from '@school/contract';
import type { Database } from '../db/client';
import { goalLibraryItems } from '../db/schema';

/*
 * The goal library: reference data seeded on every install and served by GET /goal-library. The spec gives the
 * categories and sort orders but not the texts: these are written as a school's academic leadership would set them,
 * each measurable, with blanks ('____') the staff member fills in.
 */

export interface SeedGoalLibraryItem {
  category: GoalLibraryCategory;
  sortOrder: number;
  goalDescription: string;
  measureUnit: string;
  evidence: string;
}

const learning = (
  sortOrder: number,
  goalDescription: string,
  measureUnit: string,
  evidence: string,
): SeedGoalLibraryItem => ({ category: 'LEARNING', sortOrder, goalDescription, measureUnit, evidence });
const teaching = (
  sortOrder: number,
  goalDescription: string,
  measureUnit: string,
  evidence: string,
): SeedGoalLibraryItem => ({ category: 'TEACHING', sortOrder, goalDescription, measureUnit, evidence });
const leadership = (
  sortOrder: number,
  goalDescription: string,
  measureUnit: string,
  evidence: string,
): SeedGoalLibraryItem => ({ category: 'LEADERSHIP', sortOrder, goalDescription, measureUnit, evidence });

export const SEED_GOAL_LIBRARY: readonly SeedGoalLibraryItem[] = [
  // Learning Goals: the staff member's own professional learning.
  learning(
    201,
    'Complete ____ hours of professional learning on ____ and apply it in at least ____ lessons this year',
    'hours',
    'Certificates of completion and a reflection note on the lessons where the learning was applied',
  ),
  learning(
    202,
    'Complete the certified course ____ by ____ and share three takeaways with the department',
    'courses completed',
    'Course certificate and the notes or slides shared with the department',
  ),
  learning(
    203,
    'Observe ____ lessons of colleagues in ____ and try ____ practices seen in my own classes',
    'lessons observed',
    'Peer observation notes and a lesson plan showing each practice tried',
  ),
  learning(
    204,
    'Read ____ books or research articles on ____ and write a one-page summary of each for the staff library',
    'books or articles',
    'The summaries, filed in the staff library',
  ),
  learning(
    205,
    'Attend ____ workshops or conferences on ____ and run one sharing session for colleagues afterwards',
    'sessions',
    'Attendance certificates and the attendance sheet of the sharing session',
  ),
  learning(
    206,
    'Learn to use ____ (a digital tool) and use it in ____% of my lessons by the end of term ____',
    '% of lessons',
    'Lesson plans naming the tool and samples of student work made with it',
  ),
  learning(
    207,
    'Take part in ____ sessions of a professional learning community on ____ and keep a learning journal',
    'sessions',
    'Meeting records of the learning community and the learning journal',
  ),
  learning(
    208,
    'Complete ____ hours of training on inclusive teaching (____) and adapt ____ lessons for learners with additional needs',
    'hours',
    'Training certificates and the adapted lesson plans',
  ),
  learning(
    209,
    'Invite feedback on ____ of my lessons from students or colleagues and act on ____ points raised',
    'lessons reviewed',
    'Feedback forms received and a short action note for each point acted on',
  ),
  // Teaching goals: classroom practice and student outcomes.
  teaching(
    301,
    'Raise the average score of my ____ class in ____ from ____% to ____% by the end of the year',
    '% average score',
    'Assessment results at the start and end of the year, with the class mark sheets',
  ),
  teaching(
    302,
    'Bring ____% of students in ____ to the expected level in ____ through weekly small-group support',
    '% of students',
    'Baseline and end-of-term assessment results and the small-group support register',
  ),
  teaching(
    303,
    'Use ____ (a strategy such as formative checks or exit tickets) in ____ lessons per week and adjust teaching to what they show',
    'lessons per week',
    'Lesson plans showing the strategy and a sample of the checks with the follow-up noted',
  ),
  teaching(
    304,
    'Hold ____ parent meetings or calls per term for students in ____ and agree a next step with each family',
    'meetings per term',
    'Parent communication log with the next step agreed at each meeting',
  ),
  teaching(
    305,
    'Plan and teach ____ cross-curricular or project-based units on ____ with a colleague from ____',
    'units',
    'Unit plans, samples of student projects and a joint reflection',
  ),
  teaching(
    306,
    'Return marked work within ____ school days with written feedback in ____% of assignments',
    '% of assignments',
    'A sample of marked notebooks or assignments and the marking log',
  ),
  // Leadership goals: mentoring and curriculum leadership.
  leadership(
    401,
    'Mentor ____ new or early-career teachers through ____ sessions a term, including lesson observations',
    'sessions',
    'Mentoring log with session dates and observation notes shared with each mentee',
  ),
  leadership(
    402,
    'Lead the review of the ____ curriculum for ____ and present ____ agreed changes to the academic council',
    'changes adopted',
    'Minutes of the review meetings and the revised curriculum document',
  ),
  leadership(
    405,
    'Run ____ professional learning sessions for colleagues on ____, reaching ____% of the staff of ____',
    '% of staff',
    'Session plans, attendance sheets and the participants’ feedback',
  ),
];

/** Writes the library: new items are added and existing ones (by sort order) take the product's current texts. */
export async function seedGoalLibrary(db: Database) {
  await db
    .insert(goalLibraryItems)
    .values([...SEED_GOAL_LIBRARY])
    .onConflictDoUpdate({
      target: goalLibraryItems.sortOrder,
      set: {
        category: sql`excluded.category`,
        goalDescription: sql`excluded.goal_description`,
        measureUnit: sql`excluded.measure_unit`,
        evidence: sql`excluded.evidence`,
      },
      // Only a changed text is written, so a start with the library as it is writes nothing.
      setWhere: sql`(${goalLibraryItems.category}, ${goalLibraryItems.goalDescription}, ${goalLibraryItems.measureUnit}, ${goalLibraryItems.evidence}) is distinct from (excluded.category, excluded.goal_description, excluded.measure_unit, excluded.evidence)`,
    });
}
