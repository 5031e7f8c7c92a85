import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ROLE_NAMES } from '@school/contract';
import { classSections, grades, roles, schools, subjects, userRoles, users } from '../../db/schema';
import { createRole, createSchool, createUser, findUserByEmail, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { samplePayload, startFakeSis } from '../../test/fake-sis';

let t: TestApp;
let sis: Awaited<ReturnType<typeof startFakeSis>>;
let admin: string;

beforeAll(async () => {
  sis = await startFakeSis();
  t = await createTestApp({ SIS_SYNC_URL: `${sis.url}/` });
  admin = await t.signIn({ roles: [ROLE_NAMES.administrator] });
});
afterAll(async () => {
  await t.close();
  await sis.close();
});

const sync = (schoolCode: unknown, token = admin) => t.call('POST', '/schools/sync', { token, body: { schoolCode } });

/** Everything a sync may write for one school, with versions and timestamps, to compare runs. */
async function snapshot(schoolCode: string) {
  const [school] = await t.db.select().from(schools).where(sql`lower(${schools.schoolCode}) = lower(${schoolCode})`);
  if (!school) return null;
  const schoolGrades = await t.db.select().from(grades).where(eq(grades.schoolId, school.id)).orderBy(asc(grades.id));
  const gradeIds = schoolGrades.map((grade) => grade.id);
  const none = [-1];
  return {
    school,
    grades: schoolGrades,
    sections: await t.db
      .select()
      .from(classSections)
      .where(inArray(classSections.gradeId, gradeIds.length ? gradeIds : none))
      .orderBy(asc(classSections.id)),
    subjects: await t.db
      .select()
      .from(subjects)
      .where(inArray(subjects.gradeId, gradeIds.length ? gradeIds : none))
      .orderBy(asc(subjects.id)),
    staff: await t.db.select().from(users).where(eq(users.schoolId, school.id)).orderBy(asc(users.id)),
  };
}

const zeroCounts = { created: 0, updated: 0 };

describe('POST /schools/sync', () => {
  it('creates the school with its classes, sections, subjects and staff', async () => {
    sis.answerJson('VAL-1', samplePayload('VAL-1'));
    const response = await sync('VAL-1');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe(MESSAGES.synced('VAL-1'));
    expect(body.message).toBe('VAL-1 successfully synced with the external system');
    expect(body.summary).toEqual({
      school: { created: 1, updated: 0 },
      classes: { created: 2, updated: 0 },
      sections: { created: 3, updated: 0 },
      subjects: { created: 3, updated: 0 },
      staff: { created: 2, updated: 0 },
    });
    expect(body.warnings).toEqual([]);
    expect(body.school).toMatchObject({ schoolCode: 'VAL-1', schoolCampus: 'Valai Public School - Central' });
    expect(sis.requests).toContain('GET /schools/VAL-1');

    const stored = await snapshot('VAL-1');
    expect(stored?.grades.map((grade) => grade.gradeName)).toEqual(['Grade 1', 'Grade 2']);
    expect(stored?.subjects.map((subject) => [subject.subjectName, subject.subjectType])).toEqual([
      ['English', 'COMPULSARY'],
      ['Mathematics', 'COMPULSARY'],
      ['French', 'OPTIONAL'],
    ]);
    const anita = stored?.staff.find((user) => user.firstName === 'Anita');
    expect(anita).toMatchObject({ status: 'ACTIVE', passwordChangeRequired: true, designation: 'Class Teacher' });
    expect(stored?.sections.map((section) => [section.sectionName, section.capacity])).toEqual([
      ['A', 30],
      ['B', 28],
      ['A', 32],
    ]);
    expect(stored?.sections[0]?.classTeacherId).toBe(anita?.id);

    // New staff hold the Teacher role and cannot sign in until they set a password (Forgot Password).
    const [teacherRole] = await t.db.select().from(roles).where(eq(roles.name, ROLE_NAMES.teacher));
    const links = await t.db
      .select()
      .from(userRoles)
      .where(inArray(userRoles.userId, stored?.staff.map((user) => user.id) ?? []));
    expect(links.map((link) => link.roleId)).toEqual([teacherRole?.id, teacherRole?.id]);
    for (const password of [TEST_PASSWORD, '', 'undefined']) {
      const login = await t.call('POST', '/auth/login', { body: { email: anita?.email, password } });
      expect(login.statusCode).not.toBe(200);
    }
  });

  it('changes nothing when run twice: no counts, no version bumps', async () => {
    sis.answerJson('VAL-2', samplePayload('VAL-2'));
    expect((await sync('VAL-2')).statusCode).toBe(200);
    const before = await snapshot('VAL-2');
    const again = await sync('val-2');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().summary).toEqual({
      school: zeroCounts,
      classes: zeroCounts,
      sections: zeroCounts,
      subjects: zeroCounts,
      staff: zeroCounts,
    });
    expect(await snapshot('VAL-2')).toEqual(before);
  });

  it('updates only what differs and bumps only those versions', async () => {
    const payload = samplePayload('VAL-3');
    sis.answerJson('VAL-3', payload);
    expect((await sync('VAL-3')).statusCode).toBe(200);
    const before = await snapshot('VAL-3');

    const [grade1, grade2] = payload.classes;
    if (!grade1 || !grade2) throw new Error('sample payload changed');
    const changed = {
      ...payload,
      address: '14 Temple Street, Chennai',
      classes: [
        {
          ...grade1,
          sections: [{ ...grade1.sections[0], capacity: 35 }, grade1.sections[1]],
          subjects: [...grade1.subjects, { subjectName: 'Art', subjectValue: 'ART', subjectType: 'OPTIONAL' }],
        },
        { ...grade2, gradeName: 'GRADE 2' },
        { gradeName: 'Grade 3', sections: [], subjects: [] },
      ],
      staff: [payload.staff[0], { ...payload.staff[1], designation: 'Sports Coach' }],
    };
    sis.answerJson('VAL-3', changed);
    const response = await sync('VAL-3');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().summary).toEqual({
      school: { created: 0, updated: 1 },
      classes: { created: 1, updated: 1 },
      sections: { created: 0, updated: 1 },
      subjects: { created: 1, updated: 0 },
      staff: { created: 0, updated: 1 },
    });
    const after = await snapshot('VAL-3');
    expect(after?.school.version).toBe((before?.school.version ?? 0) + 1);
    expect(after?.grades.map((grade) => [grade.gradeName, grade.version])).toEqual([
      ['Grade 1', 0],
      ['GRADE 2', 1],
      ['Grade 3', 0],
    ]);
    expect(after?.sections.map((section) => [section.capacity, section.version])).toEqual([
      [35, 1],
      [28, 0],
      [32, 0],
    ]);
    expect(after?.staff.map((user) => [user.designation, user.version])).toEqual([
      ['Class Teacher', 0],
      ['Sports Coach', 1],
    ]);
  });

  it('updates an existing user profile only: never the password, roles or school', async () => {
    const otherSchool = await createSchool(t.db);
    const existing = await createUser(t.db, {
      roles: [ROLE_NAMES.coordinator],
      schoolId: otherSchool.id,
      email: 'Anita@VAL-4.valai.test',
    });
    sis.answerJson('VAL-4', samplePayload('VAL-4'));
    const response = await sync('VAL-4');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().summary.staff).toEqual({ created: 1, updated: 1 });
    // Anita belongs to another school: she cannot be a class teacher here.
    expect(response.json().warnings).toEqual([
      expect.stringContaining('Grade 1 A: the class teacher anita@val-4.valai.test is not staff of VAL-4'),
    ]);
    const after = await findUserByEmail(t.db, existing.email);
    expect(after).toMatchObject({
      firstName: 'Anita',
      lastName: 'Rao',
      mobile: '+91 98450 00001',
      passwordHash: existing.passwordHash,
      passwordChangeRequired: false,
      schoolId: otherSchool.id,
      version: 1,
    });
    const links = await t.db.select().from(userRoles).where(eq(userRoles.userId, existing.id));
    const [coordinator] = await t.db.select().from(roles).where(eq(roles.name, ROLE_NAMES.coordinator));
    expect(links.map((link) => link.roleId)).toEqual([coordinator?.id]);
    expect(await t.login(existing.email, TEST_PASSWORD)).toEqual(expect.any(String));
    const stored = await snapshot('VAL-4');
    expect(stored?.sections[0]?.classTeacherId).toBeNull();
  });

  it('keeps what the answer leaves out, and clears what it sends as null', async () => {
    const payload = samplePayload('VAL-5');
    sis.answerJson('VAL-5', payload);
    expect((await sync('VAL-5')).statusCode).toBe(200);
    const { pointOfContact: _kept, ...withoutContact } = payload;
    sis.answerJson('VAL-5', { ...withoutContact, websiteLink: null, classes: [], staff: [] });
    const response = await sync('VAL-5');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().school).toMatchObject({ pointOfContact: 'Lakshmi Iyer', websiteLink: null, version: 1 });
    // Classes and staff missing from the answer are neither removed nor deactivated.
    expect((await snapshot('VAL-5'))?.grades).toHaveLength(2);
  });

  it('answers 502 naming the cause, and writes nothing, for a malformed answer or an HTTP error', async () => {
    const cases: [string, () => void, RegExp][] = [
      [
        'BAD-JSON',
        () => sis.answer('BAD-JSON', { status: 200, body: '{"schoolCode": "BAD-JSON", ' }),
        /not valid JSON/,
      ],
      ['ERR-500', () => sis.answer('ERR-500', { status: 500, body: 'boom' }), /HTTP 500/],
      ['UNKNOWN', () => undefined, /does not know the school code UNKNOWN \(HTTP 404\)/],
      [
        'NO-NAME',
        () => sis.answerJson('NO-NAME', { ...samplePayload('NO-NAME'), schoolName: '' }),
        /not in the agreed format \(schoolName: This field is required\)/,
      ],
      [
        'DUP-GRADE',
        () => {
          const payload = samplePayload('DUP-GRADE');
          sis.answerJson('DUP-GRADE', { ...payload, classes: [...payload.classes, { gradeName: 'grade 1' }] });
        },
        /classes\.2\.gradeName: This class is already in the answer/,
      ],
      [
        'OTHER-CODE',
        () => sis.answerJson('OTHER-CODE', samplePayload('SOMETHING-ELSE')),
        /answered for school code SOMETHING-ELSE instead of OTHER-CODE/,
      ],
      [
        'BAD-BOARD',
        () => sis.answerJson('BAD-BOARD', { ...samplePayload('BAD-BOARD'), affiliatedBoard: 'MOON' }),
        /affiliated board 'MOON'/,
      ],
      ['ARRAY', () => sis.answerJson('ARRAY', []), /not in the agreed format/],
    ];
    for (const [code, arrange, message] of cases) {
      arrange();
      const response = await sync(code);
      expect(response.statusCode, code).toBe(502);
      expect(response.json().message, code).toMatch(message);
      expect(response.json().message).toMatch(/Nothing was changed\.$/);
      expect(await snapshot(code), code).toBeNull();
    }
  });

  it('rolls everything back when the database refuses data midway', async () => {
    const payload = samplePayload('ROLLBACK');
    const [grade1, grade2] = payload.classes;
    if (!grade1 || !grade2) throw new Error('sample payload changed');
    // A trigger refuses one subject, after the school, staff, classes and sections are written.
    await t.db.execute(sql`
      create function refuse_subject() returns trigger language plpgsql as $$
      begin
        if new.subject_name = 'Refused' then raise exception 'refused by the test' using errcode = '23514'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_subject before insert on subjects for each row execute function refuse_subject()`,
    );
    const broken = {
      ...payload,
      classes: [
        grade1,
        { ...grade2, subjects: [{ subjectName: 'Refused', subjectValue: 'X', subjectType: 'OPTIONAL' }] },
      ],
    };
    sis.answerJson('ROLLBACK', broken);
    const response = await sync('ROLLBACK');
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json().message).toMatch(/could not be stored .*Nothing was changed\.$/);
    expect(await snapshot('ROLLBACK')).toBeNull();
    expect(await findUserByEmail(t.db, 'anita@rollback.valai.test')).toBeUndefined();

    // An existing school is left exactly as it was.
    sis.answerJson('ROLLBACK', payload);
    expect((await sync('ROLLBACK')).statusCode).toBe(200);
    const before = await snapshot('ROLLBACK');
    sis.answerJson('ROLLBACK', {
      ...broken,
      address: 'Changed',
      staff: [{ ...payload.staff[0], lastName: 'Changed' }],
    });
    expect((await sync('ROLLBACK')).statusCode).toBe(502);
    expect(await snapshot('ROLLBACK')).toEqual(before);
    await t.db.execute(sql`drop trigger refuse_subject on subjects`);
    await t.db.execute(sql`drop function refuse_subject`);
  });

  it('answers 400 for a bad body and 403 without UPDATE on school', async () => {
    for (const body of [{}, { schoolCode: '' }, { schoolCode: 'bad code!' }, { schoolCode: 12 }]) {
      const response = await t.call('POST', '/schools/sync', { token: admin, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fieldErrors.schoolCode).toBeDefined();
    }
    const school = await createSchool(t.db);
    const teacher = await t.signIn({ roles: [ROLE_NAMES.teacher], schoolId: school.id });
    const coordinator = await t.signIn({ roles: [ROLE_NAMES.coordinator], schoolId: school.id });
    sis.answerJson(school.schoolCode, samplePayload(school.schoolCode));
    expect((await sync(school.schoolCode, teacher)).statusCode).toBe(403);
    expect((await sync(school.schoolCode, coordinator)).statusCode).toBe(403);
    expect((await t.call('POST', '/schools/sync', { body: { schoolCode: school.schoolCode } })).statusCode).toBe(401);
  });

  it('lets a school-limited user sync only their own school (404 otherwise)', async () => {
    const own = await createSchool(t.db);
    const other = await createSchool(t.db);
    const role = await createRole(t.db, { school: ['READ', 'CREATE', 'UPDATE'] }, { isSchoolApplicable: true });
    const token = await t.signIn({ roles: [role.name], schoolId: own.id });
    sis.answerJson(own.schoolCode, samplePayload(own.schoolCode));
    sis.answerJson(other.schoolCode, samplePayload(other.schoolCode));
    sis.answerJson('LIMITED-NEW', samplePayload('LIMITED-NEW'));
    expect((await sync(own.schoolCode, token)).statusCode).toBe(200);
    expect((await sync(other.schoolCode, token)).statusCode).toBe(404);
    expect((await sync('LIMITED-NEW', token)).statusCode).toBe(404);
    expect(await snapshot('LIMITED-NEW')).toBeNull();
  });

  it('needs CREATE on school to add a school the system does not know yet', async () => {
    const role = await createRole(t.db, { school: ['READ', 'UPDATE'] }, { isGlobal: true });
    const token = await t.signIn({ roles: [role.name] });
    sis.answerJson('NEED-CREATE', samplePayload('NEED-CREATE'));
    expect((await sync('NEED-CREATE', token)).statusCode).toBe(403);
    expect(await snapshot('NEED-CREATE')).toBeNull();
    const known = await createSchool(t.db);
    sis.answerJson(known.schoolCode, samplePayload(known.schoolCode));
    const response = await sync(known.schoolCode, token);
    expect(response.statusCode, response.body).toBe(200);
    // The external system's name and campus replace the stored ones: it is the authority on them.
    expect(response.json().school).toMatchObject({ schoolName: 'Valai Public School', version: 1 });
  });
});
