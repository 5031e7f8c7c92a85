import { integer, PgDialect, pgTable } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@school/contract';
import { AppError } from './http-errors';
import {
  assertSchoolVisible,
  canSeeSchool,
  type SchoolScope,
  schoolCondition,
  schoolScopeOf,
  visibleRecord,
} from './school-scope';
import type { AuthContext } from '../modules/auth/auth-context';

/* The school scope without a database: conditions are rendered with Drizzle's PostgreSQL dialect. */

const records = pgTable('records', { schoolId: integer('school_id') });
const dialect = new PgDialect();
const render = (condition: SQL) => {
  const { sql, params } = dialect.sqlToQuery(condition);
  return { sql, params };
};

function auth(limitedToSchool: boolean, schoolId: number | null): AuthContext {
  return {
    sessionId: 1,
    userId: 1,
    email: 'user@school.test',
    fullName: 'A User',
    schoolId,
    passwordChangeRequired: false,
    roleNames: [],
    privileges: {},
    limitedToSchool,
    profile: { firstName: 'A', lastName: 'User', designation: null, school: null, roles: [] },
  };
}

const everySchool: SchoolScope = { all: true };
const ofSchool5: SchoolScope = { all: false, schoolId: 5 };
const ofNoSchool: SchoolScope = { all: false, schoolId: null };

describe('schoolScopeOf', () => {
  it('a user limited to their school sees only that school', () => {
    expect(schoolScopeOf(auth(true, 5))).toEqual({ all: false, schoolId: 5 });
  });

  it('a limited user without a school sees no school', () => {
    expect(schoolScopeOf(auth(true, null))).toEqual({ all: false, schoolId: null });
  });

  it('a user not limited to a school sees every school, whatever school they belong to', () => {
    expect(schoolScopeOf(auth(false, 5))).toEqual({ all: true });
    expect(schoolScopeOf(auth(false, null))).toEqual({ all: true });
  });
});

describe('canSeeSchool', () => {
  it('a user of every school sees every record, one without a school included', () => {
    expect(canSeeSchool(everySchool, 5)).toBe(true);
    expect(canSeeSchool(everySchool, 6)).toBe(true);
    expect(canSeeSchool(everySchool, null)).toBe(true);
  });

  it("a limited user sees their school's records and no other school's", () => {
    expect(canSeeSchool(ofSchool5, 5)).toBe(true);
    expect(canSeeSchool(ofSchool5, 6)).toBe(false);
  });

  it('a limited user does not see a record without a school', () => {
    expect(canSeeSchool(ofSchool5, null)).toBe(false);
  });

  it("a limited user without a school sees no school's record, even one whose schoolId is null", () => {
    expect(canSeeSchool(ofNoSchool, null)).toBe(false);
    expect(canSeeSchool(ofNoSchool, 5)).toBe(false);
  });
});

describe('schoolCondition', () => {
  it('adds no condition for a user of every school', () => {
    expect(schoolCondition(everySchool, records.schoolId)).toBeUndefined();
  });

  it("limits a limited user to their school's rows", () => {
    const condition = schoolCondition(ofSchool5, records.schoolId);
    expect(condition).toBeDefined();
    expect(render(condition as SQL)).toEqual({ sql: '"records"."school_id" = $1', params: [5] });
  });

  it('matches no row for a limited user without a school', () => {
    const condition = schoolCondition(ofNoSchool, records.schoolId);
    expect(condition).toBeDefined();
    expect(render(condition as SQL)).toEqual({ sql: 'false', params: [] });
  });
});

describe('assertSchoolVisible', () => {
  const refusal = (scope: SchoolScope, schoolId: number | null) => {
    try {
      assertSchoolVisible(scope, schoolId);
      return null;
    } catch (error) {
      return error;
    }
  };

  it("answers another school's record with 404, as if it did not exist", () => {
    for (const [scope, schoolId] of [
      [ofSchool5, 6],
      [ofSchool5, null],
      [ofNoSchool, null],
      [ofNoSchool, 5],
    ] as const) {
      const error = refusal(scope, schoolId);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ statusCode: 404, code: ERROR_CODES.notFound });
    }
  });

  it('lets a visible record through', () => {
    expect(refusal(ofSchool5, 5)).toBeNull();
    expect(refusal(everySchool, 6)).toBeNull();
    expect(refusal(everySchool, null)).toBeNull();
  });
});

describe('visibleRecord', () => {
  const record = (schoolId: number | null) => ({ id: 1, schoolId });
  const refusal = (user: AuthContext, row: { schoolId: number | null } | null | undefined, message?: string) => {
    try {
      visibleRecord(user, row, (found) => found.schoolId, message);
      return null;
    } catch (error) {
      return error;
    }
  };

  it('answers the record the user sees', () => {
    const row = record(5);
    expect(visibleRecord(auth(true, 5), row, (found) => found.schoolId)).toBe(row);
    expect(visibleRecord(auth(false, null), record(null), (found) => found.schoolId)).toEqual(record(null));
  });

  it("answers a missing record and another school's record with the same 404", () => {
    for (const [user, row] of [
      [auth(true, 5), null],
      [auth(true, 5), undefined],
      [auth(false, 5), null],
      [auth(true, 5), record(6)],
      [auth(true, 5), record(null)],
      [auth(true, null), record(null)],
    ] as const) {
      expect(refusal(user, row)).toMatchObject({ statusCode: 404, code: ERROR_CODES.notFound });
    }
  });

  it('carries the message given', () => {
    expect(refusal(auth(true, 5), record(6), 'The school was not found.')).toMatchObject({
      statusCode: 404,
      message: 'The school was not found.',
    });
  });
});
