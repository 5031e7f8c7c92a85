import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '@school/contract';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let teacher: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ roles: [ROLE_NAMES.administrator] });
  teacher = await t.signIn({ roles: [ROLE_NAMES.teacher] });
});
afterAll(() => t.close());

const newList = (name: string) => ({
  name,
  description: 'Test list',
  items: [
    { name: 'One', value: 'ONE' },
    { name: 'Two', value: 'TWO' },
  ],
});

async function createList(name: string) {
  const response = await t.call('POST', '/lov', { token: admin, body: newList(name) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('lists of values', () => {
  it('creates a list with its items and reads it back', async () => {
    const lov = await createList('Houses');
    expect(lov).toMatchObject({ name: 'Houses', status: 'ACTIVE', version: 0, createdBy: expect.any(String) });
    expect(lov.items.map((item: { value: string }) => item.value)).toEqual(['ONE', 'TWO']);
    const read = await t.call('GET', `/lov/${lov.id}`, { token: admin });
    expect(read.json()).toEqual(lov);
  });

  it('pages and searches by name case-insensitively, seeded lists included', async () => {
    const response = await t.call('GET', '/lov?page=0&size=50&name=affiliated', { token: admin });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.totalElements).toBe(1);
    expect(page.content[0].items.map((item: { name: string }) => item.name)).toContain('CBSE');

    const firstPage = (await t.call('GET', '/lov?page=0&size=2', { token: admin })).json();
    const secondPage = (await t.call('GET', '/lov?page=1&size=2', { token: admin })).json();
    expect(firstPage.content).toHaveLength(2);
    expect(firstPage.totalPages).toBe(Math.ceil(firstPage.totalElements / 2));
    expect(secondPage.content[0].id).not.toBe(firstPage.content[0].id);
  });

  it('rejects page sizes outside 1..500 and bad input with field errors', async () => {
    expect((await t.call('GET', '/lov?size=0', { token: admin })).statusCode).toBe(400);
    expect((await t.call('GET', '/lov?size=501', { token: admin })).statusCode).toBe(400);
    const response = await t.call('POST', '/lov', { token: admin, body: { name: ' ', items: [{ name: 'x' }] } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(expect.arrayContaining(['name', 'items.0.value']));
  });

  it('keeps existing items locked, toggles their status and appends new ones', async () => {
    const lov = await createList('Clubs');
    const renamed = await t.call('PUT', `/lov/${lov.id}`, {
      token: admin,
      body: { ...lov, items: [{ ...lov.items[0], name: 'Renamed' }, lov.items[1]] },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().fieldErrors['items.0.name']).toBeDefined();

    const updated = await t.call('PUT', `/lov/${lov.id}`, {
      token: admin,
      body: {
        ...lov,
        description: 'Changed',
        items: [{ ...lov.items[0], status: 'INACTIVE' }, lov.items[1], { name: 'Three', value: 'THREE' }],
      },
    });
    expect(updated.statusCode).toBe(200);
    const body = updated.json();
    expect(body).toMatchObject({ description: 'Changed', version: 1 });
    expect(body.items.map((item: { status: string }) => item.status)).toEqual(['INACTIVE', 'ACTIVE', 'ACTIVE']);
  });

  it('answers 409 to a stale version and to a duplicate name, changing nothing', async () => {
    const lov = await createList('Sports');
    expect(
      (await t.call('PUT', `/lov/${lov.id}`, { token: admin, body: { ...lov, description: 'A' } })).statusCode,
    ).toBe(200);
    const stale = await t.call('PUT', `/lov/${lov.id}`, { token: admin, body: { ...lov, description: 'B' } });
    expect(stale.statusCode).toBe(409);
    expect((await t.call('GET', `/lov/${lov.id}`, { token: admin })).json().description).toBe('A');
    const duplicate = await t.call('POST', '/lov', { token: admin, body: newList('sports') });
    expect(duplicate.statusCode).toBe(409);
  });

  it('changes status with the version, and 409 when stale', async () => {
    const lov = await createList('Colours');
    const off = await t.call('PATCH', `/lov/${lov.id}?status=INACTIVE&version=0`, { token: admin });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ status: 'INACTIVE', version: 1 });
    expect((await t.call('PATCH', `/lov/${lov.id}?status=ACTIVE&version=0`, { token: admin })).statusCode).toBe(409);
    expect((await t.call('PATCH', `/lov/${lov.id}?status=BOGUS`, { token: admin })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown id and 403 to a Teacher', async () => {
    expect((await t.call('GET', '/lov/999999', { token: admin })).statusCode).toBe(404);
    expect(
      (await t.call('PUT', '/lov/999999', { token: admin, body: { ...newList('X'), version: 0 } })).statusCode,
    ).toBe(404);
    expect((await t.call('GET', '/lov', { token: teacher })).statusCode).toBe(403);
    expect((await t.call('POST', '/lov', { token: teacher, body: newList('Nope') })).statusCode).toBe(403);
  });
});
