import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBSERVATION_REGISTER_MESSAGES, ROLE_NAMES } from '@school/contract';
import { createRole, createSchool } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let core: string;
let teacher: string;
let nobody: string;

beforeAll(async () => {
  t = await createTestApp();
  const school = await createSchool(t.db);
  const emptyRole = await createRole(t.db, {}, { isGlobal: true });
  const login = async (roles: string[], schoolId: number | null = null) => t.signIn({ roles, schoolId });
  admin = await login([ROLE_NAMES.administrator]);
  core = await login([ROLE_NAMES.inspireUsCore]);
  teacher = await login([ROLE_NAMES.teacher], school.id);
  nobody = await login([emptyRole.name]);
});
afterAll(() => t.close());

const newEntry = (name: string, values: Record<string, unknown> = {}) => ({
  name,
  grades: [{ className: 'Grade 1' }, { className: 'Grade 2' }],
  observations: [
    {
      name: 'Listens attentively',
      tagList: ['listening'],
      learningOutcomes: [{ name: 'Follows two-step instructions', tag: 'LO1' }],
      sortOrder: 2,
    },
    { name: 'Asks questions', learningOutcomes: [{ name: 'Asks why and how' }], sortOrder: 1 },
  ],
  ...values,
});

async function createViaApi(name: string, values: Record<string, unknown> = {}, token = admin) {
  const response = await t.call('POST', '/observation-register', { token, body: newEntry(name, values) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('POST /observation-register', () => {
  it('creates an entry and answers observations in sortOrder and grades as className', async () => {
    const entry = await createViaApi('Early years');
    expect(entry).toMatchObject({
      name: 'Early years',
      grades: [{ className: 'Grade 1' }, { className: 'Grade 2' }],
      status: 'ACTIVE',
      version: 0,
      createdBy: expect.any(String),
      lastUpdatedOn: expect.any(String),
    });
    expect(entry.observations).toEqual([
      {
        id: expect.any(Number),
        name: 'Asks questions',
        tagList: [],
        learningOutcomes: [{ name: 'Asks why and how', tag: null }],
        sortOrder: 1,
      },
      {
        id: expect.any(Number),
        name: 'Listens attentively',
        tagList: ['listening'],
        learningOutcomes: [{ name: 'Follows two-step instructions', tag: 'LO1' }],
        sortOrder: 2,
      },
    ]);
    expect((await t.call('GET', `/observation-register/${entry.id}`, { token: admin })).json()).toEqual(entry);
  });

  it('orders equal sortOrders by id and gives a missing sortOrder the position', async () => {
    const entry = await createViaApi('Positions', {
      observations: [{ name: 'First' }, { name: 'Second', sortOrder: 0 }, { name: 'Third' }],
    });
    expect(entry.observations.map((observation: { name: string; sortOrder: number }) => observation.name)).toEqual([
      'First',
      'Second',
      'Third',
    ]);
    expect(entry.observations.map((observation: { sortOrder: number }) => observation.sortOrder)).toEqual([0, 0, 2]);
  });

  it('answers 400 with field errors for bad input', async () => {
    const response = await t.call('POST', '/observation-register', {
      token: admin,
      body: {
        name: ' ',
        grades: [{ className: 'Grade 1' }, { className: 'grade 1' }, {}],
        observations: [
          { name: '', sortOrder: -1 },
          { name: 'Ok', sortOrder: 1.5 },
          { name: 'Ok', sortOrder: '2', learningOutcomes: [{ tag: 'x' }] },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(
      expect.arrayContaining([
        'name',
        'grades.2.className',
        'observations.0.name',
        'observations.0.sortOrder',
        'observations.1.sortOrder',
        'observations.2.sortOrder',
        'observations.2.learningOutcomes.0.name',
      ]),
    );
  });

  it('answers 400 for a class named twice', async () => {
    const response = await t.call('POST', '/observation-register', {
      token: admin,
      body: newEntry('Twice', { grades: [{ className: 'Grade 1' }, { className: 'grade 1' }] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      'grades.1.className': [OBSERVATION_REGISTER_MESSAGES.duplicateGrade],
    });
  });

  it('answers 409 on a duplicate name, compared case-insensitively', async () => {
    await createViaApi('Numeracy');
    const response = await t.call('POST', '/observation-register', { token: admin, body: newEntry('NUMERACY') });
    expect(response.statusCode).toBe(409);
    expect(response.json().fieldErrors.name).toEqual([OBSERVATION_REGISTER_MESSAGES.duplicateName]);
  });

  it('answers 403 without CREATE on observationregister, and lets Inspire Us-Core add', async () => {
    expect((await t.call('POST', '/observation-register', { token: teacher, body: newEntry('No') })).statusCode).toBe(
      403,
    );
    await createViaApi('By core', {}, core);
  });
});

describe('PUT /observation-register/{id}', () => {
  it('replaces the observations: keeps by id, adds, removes; tags kept when not sent', async () => {
    const entry = await createViaApi('Literacy');
    const [asks, listens] = entry.observations;
    const response = await t.call('PUT', `/observation-register/${entry.id}`, {
      token: admin,
      body: {
        name: 'Literacy skills',
        grades: [{ className: 'Grade 3' }],
        // The original client strips tags: the stored tags of 'Listens attentively' stay.
        observations: [
          { id: listens.id, name: 'Listens well', learningOutcomes: listens.learningOutcomes, sortOrder: 0 },
          { name: 'Reads aloud', tagList: ['reading'], learningOutcomes: [], sortOrder: 5 },
        ],
        version: 0,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({ name: 'Literacy skills', grades: [{ className: 'Grade 3' }], version: 1 });
    expect(updated.observations).toEqual([
      { ...listens, name: 'Listens well', sortOrder: 0 },
      { id: expect.any(Number), name: 'Reads aloud', tagList: ['reading'], learningOutcomes: [], sortOrder: 5 },
    ]);
    expect(updated.observations.map((observation: { id: number }) => observation.id)).not.toContain(asks.id);
  });

  it('answers 400 for an observation of another entry and without a version', async () => {
    const entry = await createViaApi('Science');
    const other = await createViaApi('Arts');
    const foreign = await t.call('PUT', `/observation-register/${entry.id}`, {
      token: admin,
      body: { ...newEntry('Science'), observations: [{ id: other.observations[0].id, name: 'Stolen' }], version: 0 },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors['observations.0.id']).toEqual([OBSERVATION_REGISTER_MESSAGES.unknownObservation]);
    const twice = await t.call('PUT', `/observation-register/${entry.id}`, {
      token: admin,
      body: {
        ...newEntry('Science'),
        observations: [
          { id: entry.observations[0].id, name: 'A' },
          { id: entry.observations[0].id, name: 'B' },
        ],
        version: 0,
      },
    });
    expect(twice.statusCode).toBe(400);
    const noVersion = await t.call('PUT', `/observation-register/${entry.id}`, {
      token: admin,
      body: newEntry('Science'),
    });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().fieldErrors.version).toBeDefined();
  });

  it('answers 409 when stale or duplicate, changing nothing (observations included)', async () => {
    const entry = await createViaApi('Social');
    await createViaApi('Emotional');
    const first = await t.call('PUT', `/observation-register/${entry.id}`, {
      token: admin,
      body: { ...newEntry('Social'), observations: entry.observations, version: 0 },
    });
    expect(first.statusCode).toBe(200);
    const saved = first.json();
    const stale = await t.call('PUT', `/observation-register/${entry.id}`, {
      token: admin,
      body: { ...newEntry('Social v2'), observations: [], version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    const duplicate = await t.call('PUT', `/observation-register/${entry.id}`, {
      token: admin,
      body: { ...newEntry('emotional'), version: 1 },
    });
    expect(duplicate.statusCode).toBe(409);
    expect((await t.call('GET', `/observation-register/${entry.id}`, { token: admin })).json()).toEqual(saved);
  });

  it('answers 404 for an unknown id and 403 without UPDATE', async () => {
    const entry = await createViaApi('Motor skills');
    expect(
      (await t.call('PUT', '/observation-register/999999', { token: admin, body: { ...newEntry('X'), version: 0 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.call('PUT', `/observation-register/${entry.id}`, {
          token: teacher,
          body: { ...newEntry('X'), version: 0 },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('GET /observation-register', () => {
  it('searches by name, filters by status, pages and bounds the size', async () => {
    await createViaApi('Zoo trip observations');
    await createViaApi('Zoo visit follow-up', { status: 'INACTIVE' });
    const search = (await t.call('GET', '/observation-register?name=ZOO', { token: admin })).json();
    expect(search.content.map((entry: { name: string }) => entry.name)).toEqual([
      'Zoo trip observations',
      'Zoo visit follow-up',
    ]);
    expect(search.content[0].observations).toHaveLength(2);
    const inactive = (await t.call('GET', '/observation-register?name=zoo&status=INACTIVE', { token: admin })).json();
    expect(inactive.totalElements).toBe(1);
    const page0 = (await t.call('GET', '/observation-register?name=zoo&page=0&size=1', { token: admin })).json();
    const page1 = (await t.call('GET', '/observation-register?name=zoo&page=1&size=1', { token: admin })).json();
    expect(page0).toMatchObject({ totalElements: 2, totalPages: 2 });
    expect(page1.content[0].name).toBe('Zoo visit follow-up');
    for (const query of ['size=0', 'size=501', 'page=-1', 'status=DONE']) {
      expect((await t.call('GET', `/observation-register?${query}`, { token: admin })).statusCode, query).toBe(400);
    }
  });

  it('is network-wide: a Teacher (READ) sees every entry; 403 without READ; 404 for an unknown id', async () => {
    const entry = await createViaApi('Network entry');
    expect((await t.call('GET', `/observation-register/${entry.id}`, { token: teacher })).statusCode).toBe(200);
    const page = (await t.call('GET', '/observation-register?name=network', { token: teacher })).json();
    expect(page.totalElements).toBe(1);
    expect((await t.call('GET', '/observation-register', { token: nobody })).statusCode).toBe(403);
    expect((await t.call('GET', `/observation-register/${entry.id}`, { token: nobody })).statusCode).toBe(403);
    expect((await t.call('GET', '/observation-register/999999', { token: admin })).statusCode).toBe(404);
  });
});

describe('PATCH /observation-register/{id}', () => {
  it('changes the status with the version, 409 when stale, 400 for a bad status', async () => {
    const entry = await createViaApi('Status entry');
    const off = await t.call('PATCH', `/observation-register/${entry.id}?status=INACTIVE&version=0`, { token: admin });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ status: 'INACTIVE', version: 1, observations: entry.observations });
    expect(
      (await t.call('PATCH', `/observation-register/${entry.id}?status=ACTIVE&version=0`, { token: admin })).statusCode,
    ).toBe(409);
    expect(
      (await t.call('PATCH', `/observation-register/${entry.id}?status=COMPLETED`, { token: admin })).statusCode,
    ).toBe(400);
    expect((await t.call('PATCH', '/observation-register/999999?status=ACTIVE', { token: admin })).statusCode).toBe(
      404,
    );
  });

  it('answers 403 without DELETE (Inspire Us-Core holds only READ, CREATE, UPDATE)', async () => {
    const entry = await createViaApi('Core cannot toggle');
    expect(
      (await t.call('PATCH', `/observation-register/${entry.id}?status=INACTIVE&version=0`, { token: core }))
        .statusCode,
    ).toBe(403);
  });
});
