import { afterAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES, SCHOOL_MESSAGES } from '@school/contract';
import { AppError } from '../../lib/http-errors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { closedPort, samplePayload, startFakeSis } from '../../test/fake-sis';
import { fetchSisSchool, sisSchoolUrl } from './sis-client';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

async function appWith(overrides: Parameters<typeof createTestApp>[0]) {
  const t = await createTestApp(overrides);
  apps.push(t);
  const admin = await t.signIn({ roles: [ROLE_NAMES.administrator] });
  return { t, admin };
}

describe('Sync With Valai without a reachable external system', () => {
  it('says an administrator must connect the school system when SIS_SYNC_URL is not set, naming no variable', async () => {
    const { t, admin } = await appWith({});
    const response = await t.call('POST', '/schools/sync', { token: admin, body: { schoolCode: 'LWS' } });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(SCHOOL_MESSAGES.syncNotConfigured);
    expect(response.json().message).toContain('an administrator must connect the school system');
    expect(response.body).not.toContain('SIS_SYNC_URL');

    const status = await t.call('GET', '/schools/sync/status', { token: admin });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ configured: false, message: SCHOOL_MESSAGES.syncNotConfigured });
    expect(status.body).not.toContain('SIS_SYNC_URL');
  });

  it('tells the screen the sync is configured, to readers of schools only', async () => {
    const { t, admin } = await appWith({ SIS_SYNC_URL: 'http://127.0.0.1:9' });
    expect((await t.call('GET', '/schools/sync/status', { token: admin })).json()).toEqual({
      configured: true,
      message: null,
    });
    const teacher = await t.signIn({ roles: [ROLE_NAMES.teacher] });
    expect((await t.call('GET', '/schools/sync/status', { token: teacher })).statusCode).toBe(403);
    expect((await t.call('GET', '/schools/sync/status')).statusCode).toBe(401);
  });

  it('answers 502 when nothing listens at SIS_SYNC_URL', async () => {
    const { t, admin } = await appWith({ SIS_SYNC_URL: `http://127.0.0.1:${await closedPort()}` });
    const response = await t.call('POST', '/schools/sync', { token: admin, body: { schoolCode: 'LWS' } });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      'The external system could not be reached (ECONNREFUSED). Nothing was changed.',
    );
    const schools = await t.call('GET', '/schools?name=LWS', { token: admin });
    expect(schools.json().totalElements).toBe(0);
  });
});

describe('the external system client', () => {
  it('builds the school URL from the base URL', () => {
    expect(sisSchoolUrl('http://sis.test/api/', 'LWS-1')).toBe('http://sis.test/api/schools/LWS-1');
    expect(sisSchoolUrl('http://sis.test', 'A B')).toBe('http://sis.test/schools/A%20B');
  });

  it('gives up after the timeout with a 502 naming it', async () => {
    const sis = await startFakeSis();
    try {
      sis.answer('SLOW', 'hang');
      const failure = await fetchSisSchool(sis.url, 'SLOW', 200).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({
        statusCode: 502,
        message: 'The external system did not answer within 0.2 seconds. Nothing was changed.',
      });
      sis.answerJson('FAST', samplePayload('FAST'));
      expect((await fetchSisSchool(sis.url, 'FAST', 2000)).classes).toHaveLength(2);
    } finally {
      await sis.close();
    }
  });
});
