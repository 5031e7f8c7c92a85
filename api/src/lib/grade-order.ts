import { asc, type SQL, sql } from 'drizzle-orm';
import { grades } from '../db/schema';

/**
 * The ORDER BY of classes in grade order (contract/src/grade-order.ts): the stored rank, then the name ignoring
 * case in code-point order (so PGlite and PostgreSQL agree), for every list that sorts by class. The caller adds
 * its own tie-breaker (an id).
 */
export const gradeOrder = (): SQL[] => [asc(grades.gradeRank), sql`lower(${grades.gradeName}) collate "C"`];
