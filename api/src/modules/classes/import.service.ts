import type { ClassImportPreview, ClassImportResult, classImportInput } from '@school/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { AppDeps } from '../../deps';
import { createClassAccess } from './class-access';
import { parseClassCsv, planImport } from './import-plan';
import * as repo from './import.repository';
import type { AuthContext } from '../auth/auth-context';

type ImportInput = z.output<typeof classImportInput>;

/** Class CSV import for one school: preview writes nothing; confirm re-plans and writes the valid rows at once. */
export function createClassImportService({ db }: AppDeps) {
  const access = createClassAccess(db);
  async function plan(database: Database, input: ImportInput) {
    const lines = parseClassCsv(input.csv);
    const [model, staff] = await Promise.all([
      repo.loadSchoolModel(database, input.schoolId),
      repo.loadActiveStaff(database, input.schoolId),
    ]);
    const rows = planImport(lines, model, staff);
    const errorCount = rows.filter((row) => row.errors.length > 0).length;
    return { model, preview: { rows, validCount: rows.length - errorCount, errorCount } };
  }

  return {
    async preview(input: ImportInput, auth: AuthContext): Promise<ClassImportPreview> {
      await access.school(input.schoolId, auth);
      return (await plan(db, input)).preview;
    },

    /** Rows with errors are skipped and reported; the rest are written in one transaction. */
    async confirm(input: ImportInput, auth: AuthContext): Promise<ClassImportResult> {
      await access.school(input.schoolId, auth);
      return db.transaction(async (tx) => {
        const { model, preview } = await plan(tx, input);
        const written = await repo.writeSchoolModel(tx, input.schoolId, model, auth.email);
        return { ...preview, written };
      });
    },
  };
}
