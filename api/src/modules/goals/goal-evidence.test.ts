import { PassThrough } from 'node:stream';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GOAL_YEAR_MESSAGES, ROLE_NAMES } from '@school/contract';
import { goalEvidenceChunks, goalEvidences, goalFeedbacks, goalSettings } from '../../db/schema';
import { createGoalWorld, createReviewedSetting, type GoalWorld, signInPerson } from '../../test/factories-goals';
import { catalog, objectStream, pdfWith } from '../../test/evidence-pdfs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PDF_FONT, renderPdf } from '../plans/pdf/pdf-printer';
import { frequencyIdOfLabel } from './goal-feedback.repository';
import { inlineDisposition } from './goal-evidence.routes';
import { EVIDENCE_CHUNK_BYTES } from './evidence-chunks';
import { safeFileName } from './goal-evidence.service';

/** The evidence limits of this file's app: low, so that 'too large' costs little. */
const MAX_MB = 1;
const MAX_TOTAL_MB = 1.5;
const MAX_FILES = 10;

let t: TestApp;
let w: GoalWorld;
let pdf: Buffer;
let administrator: Awaited<ReturnType<typeof signInPerson>>;
beforeAll(async () => {
  t = await createTestApp({
    EVIDENCE_MAX_MB: MAX_MB,
    EVIDENCE_MAX_TOTAL_MB: MAX_TOTAL_MB,
    EVIDENCE_MAX_FILES_PER_GOAL: MAX_FILES,
  });
  w = await createGoalWorld(t);
  administrator = await signInPerson(t, [ROLE_NAMES.administrator], null);
  pdf = await renderPdf({ content: ['Lesson observation notes'], defaultStyle: { font: PDF_FONT } });
});
afterAll(() => t.close());

interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
  type?: string;
}

/** A multipart/form-data body of the parts (as a browser's FormData sends it). */
function multipart(parts: Part[]) {
  const boundary = '----evidence-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.fileName === undefined ? '' : `; filename="${part.fileName}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`),
    );
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(token: string, goalId: number, file: Buffer | null, fileName = 'observation.pdf', comment = 'Notes') {
  const parts: Part[] = [{ name: 'evidenceMetadata', value: JSON.stringify({ comment, goalId }) }];
  if (file) parts.push({ name: 'file', value: file, fileName, type: 'application/pdf' });
  return send(token, parts);
}

function send(token: string, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/goal/evidence',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const evidenceCount = async () => (await t.db.select({ n: count() }).from(goalEvidences))[0]?.n ?? 0;

/** The sizes of an evidence's stored chunks, in order. */
async function chunkSizes(evidenceId: number) {
  const rows = await t.db
    .select({ size: sql<number>`length(${goalEvidenceChunks.bytes})`.mapWith(Number) })
    .from(goalEvidenceChunks)
    .where(eq(goalEvidenceChunks.evidenceId, evidenceId))
    .orderBy(asc(goalEvidenceChunks.seq));
  return rows.map((row) => row.size);
}

/** Runs `work` while the database refuses every chunk numbered 1 (a write failing half-way through a file). */
async function withSecondChunkRefused<T>(work: () => Promise<T>) {
  await t.db.execute(sql`create function refuse_second_chunk() returns trigger language plpgsql as $$
    begin if new.seq = 1 then raise exception 'no room for the chunk'; end if; return new; end $$`);
  await t.db.execute(sql`create trigger refuse_second_chunk before insert on goal_evidence_chunks
    for each row execute function refuse_second_chunk()`);
  try {
    return await work();
  } finally {
    await t.db.execute(sql`drop trigger refuse_second_chunk on goal_evidence_chunks`);
    await t.db.execute(sql`drop function refuse_second_chunk()`);
  }
}

/** A PNG's first bytes, whatever name and type it is sent with. */
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200)]);

describe('upload', () => {
  it('stores a real PDF for the setter; the goal then carries it, deletable by the setter only', async () => {
    const { setter, setting, goals, reviewId } = await createReviewedSetting(t, w);
    const [goal] = goals;
    if (!goal) throw new Error('the reviewed setting has goals');
    const uploaded = await upload(setter.token, goal.id, pdf, '../../etc/Observation\u202Etxt.PDF');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({
      goalId: goal.id,
      fileName: 'Observationtxt.pdf',
      comment: 'Notes',
      documentType: 'application/pdf',
      size: pdf.length,
      deletable: true,
    });
    const mine = (await t.call('GET', `/goal-setting-form/${setting.id}`, { token: setter.token })).json();
    expect(mine.goals[0].evidences).toEqual([uploaded.json()]);
    expect(mine.goals[1].evidences).toEqual([]);
    expect(mine.yearAbilities).toEqual({
      uploadEvidence: { allowed: true, reason: null },
      editLearnings: { allowed: true, reason: null },
    });
    const review = await t.call('GET', `/goal-setting-review/${reviewId}`, { token: w.coordinatorA.token });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().goalSetting.goals[0].evidences).toEqual([{ ...uploaded.json(), deletable: false }]);
  });

  it('refuses a PNG named .pdf and sent as application/pdf (400), storing nothing', async () => {
    const { setter, goals } = await createReviewedSetting(t, w);
    const before = await evidenceCount();
    const refused = await upload(setter.token, goals[0]?.id ?? 0, png, 'x.pdf');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ file: [GOAL_YEAR_MESSAGES.evidenceInvalidType] });
    expect(await evidenceCount()).toBe(before);
  });

  it(`refuses a file over EVIDENCE_MAX_MB (413 with its message), storing nothing`, async () => {
    const { setter, goals } = await createReviewedSetting(t, w);
    const before = await evidenceCount();
    const big = Buffer.concat([pdf, Buffer.alloc(MAX_MB * 1024 * 1024)]);
    const refused = await upload(setter.token, goals[0]?.id ?? 0, big);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(GOAL_YEAR_MESSAGES.evidenceTooLarge(MAX_MB));
    expect(await evidenceCount()).toBe(before);
  });

  it('answers 400 without a file, with bad metadata or without multipart; nothing is stored', async () => {
    const { setter, goals } = await createReviewedSetting(t, w);
    const goalId = goals[0]?.id ?? 0;
    const before = await evidenceCount();
    const noFile = await upload(setter.token, goalId, null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fieldErrors).toEqual({ file: [GOAL_YEAR_MESSAGES.evidenceFileRequired] });
    const empty = await upload(setter.token, goalId, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const noGoal = await send(setter.token, [
      { name: 'evidenceMetadata', value: JSON.stringify({ comment: 'x' }) },
      { name: 'file', value: pdf, fileName: 'a.pdf' },
    ]);
    expect(noGoal.statusCode).toBe(400);
    expect(Object.keys(noGoal.json().fieldErrors)).toEqual(['goalId']);
    const notJson = await send(setter.token, [
      { name: 'evidenceMetadata', value: '{comment' },
      { name: 'file', value: pdf, fileName: 'a.pdf' },
    ]);
    expect(notJson.statusCode).toBe(400);
    expect(Object.keys(notJson.json().fieldErrors)).toEqual(['evidenceMetadata']);
    const json = await t.call('POST', '/goal/evidence', { token: setter.token, body: { goalId } });
    expect(json.statusCode).toBe(400);
    expect(await evidenceCount()).toBe(before);
  });

  it('answers a malformed multipart body with a 4xx, never a 5xx', async () => {
    const { setter } = await createReviewedSetting(t, w);
    const headers = { authorization: `Bearer ${setter.token}` };
    const bodies = [
      { 'content-type': 'multipart/form-data', payload: 'no boundary' },
      {
        'content-type': 'multipart/form-data; boundary=x',
        payload: '--x\r\nContent-Disposition: form-data; name="file"',
      },
      { 'content-type': 'multipart/form-data; boundary=x', payload: '--x--\r\n' },
    ];
    for (const { payload, ...type } of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/goal/evidence',
        headers: { ...headers, ...type },
        payload,
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
    }
  });

  it('reads metadata sent as a JSON blob part, as the original client sent it', async () => {
    const { setter, goals } = await createReviewedSetting(t, w);
    const sent = await send(setter.token, [
      {
        name: 'evidenceMetadata',
        value: JSON.stringify({ comment: 'As a blob', goalId: goals[0]?.id }),
        fileName: 'blob',
        type: 'application/json',
      },
      { name: 'file', value: pdf, fileName: 'a.pdf', type: 'application/octet-stream' },
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().comment).toBe('As a blob');
  });

  it('refuses a reviewer (403), a goal not yet reviewed (409), another teacher (404), no privilege (403)', async () => {
    const { setter, setting, goals } = await createReviewedSetting(t, w);
    const goalId = goals[0]?.id ?? 0;
    const before = await evidenceCount();
    const reviewer = await upload(w.coordinatorA.token, goalId, pdf);
    expect(reviewer.statusCode).toBe(403);
    expect(reviewer.json().message).toBe(GOAL_YEAR_MESSAGES.evidenceNotSetter);
    const other = await upload(w.teacherA2.token, goalId, pdf);
    expect(other.statusCode).toBe(404);
    const missing = await upload(setter.token, 987654321, pdf);
    expect(missing.statusCode).toBe(404);
    const noPrivilege = await upload(w.noPrivilege.token, goalId, pdf);
    expect(noPrivilege.statusCode).toBe(403);
    await t.db.update(goalSettings).set({ state: 'SENT_FOR_REVIEW' }).where(eq(goalSettings.id, setting.id));
    const early = await upload(setter.token, goalId, pdf);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(GOAL_YEAR_MESSAGES.evidenceNotYet);
    expect(await evidenceCount()).toBe(before);
  });
});

describe('limits', () => {
  it(`keeps at most ${MAX_FILES} files on a goal: of 40 uploads the 11th and later are refused (409)`, async () => {
    const { setter, goals } = await createReviewedSetting(t, w);
    const [goal, other] = goals;
    if (!goal || !other) throw new Error('the reviewed setting has two goals');
    const statuses: number[] = [];
    for (let index = 0; index < 40; index += 1) {
      const sent = await upload(setter.token, goal.id, pdf, `notes ${index}.pdf`);
      statuses.push(sent.statusCode);
      if (sent.statusCode !== 200) {
        expect(sent.statusCode).toBe(409);
        expect(sent.json().message).toBe(GOAL_YEAR_MESSAGES.evidenceTooMany(MAX_FILES));
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_FILES);
    expect(statuses.slice(0, MAX_FILES).every((status) => status === 200)).toBe(true);
    const mine = (await t.call('GET', `/goal-setting-form/${goal.goalSettingId}`, { token: setter.token })).json();
    expect(mine.goals[0].evidences).toHaveLength(MAX_FILES);
    // Another goal has its own files; one removed makes room for one more.
    expect((await upload(setter.token, other.id, pdf)).statusCode).toBe(200);
    const removed = await t.call('DELETE', `/goal/evidence/${mine.goals[0].evidences[0].id}`, { token: setter.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await upload(setter.token, goal.id, pdf)).statusCode).toBe(200);
    expect((await upload(setter.token, goal.id, pdf)).statusCode).toBe(409);
  });

  it(`keeps a setter's evidence of a period within EVIDENCE_MAX_TOTAL_MB, all goals together (413)`, async () => {
    const { setter, goals } = await createReviewedSetting(t, w);
    const [goal, other] = goals;
    if (!goal || !other) throw new Error('the reviewed setting has two goals');
    const large = Buffer.concat([pdf, Buffer.alloc(900 * 1024 - pdf.length)]);
    expect((await upload(setter.token, goal.id, large)).statusCode).toBe(200);
    const before = await evidenceCount();
    const refused = await upload(setter.token, other.id, large);
    expect(refused.statusCode, refused.body).toBe(413);
    expect(refused.json().message).toBe(GOAL_YEAR_MESSAGES.evidenceTotalTooLarge(MAX_TOTAL_MB));
    expect(refused.json().fieldErrors).toEqual({ file: [GOAL_YEAR_MESSAGES.evidenceTotalTooLarge(MAX_TOTAL_MB)] });
    expect(await evidenceCount()).toBe(before);
    // What fits in what is left is still taken; another setter has their own total.
    expect((await upload(setter.token, other.id, pdf)).statusCode).toBe(200);
    const another = await createReviewedSetting(t, w);
    expect((await upload(another.setter.token, another.goals[0]?.id ?? 0, large)).statusCode).toBe(200);
  });

  it('lets a user run two uploads at once and refuses a third while they run (429)', async () => {
    const { setter, goals } = await createReviewedSetting(t, w);
    const goalId = goals[0]?.id ?? 0;
    const body = multipart([
      { name: 'evidenceMetadata', value: JSON.stringify({ comment: 'Slow', goalId }) },
      { name: 'file', value: pdf, fileName: 'slow.pdf', type: 'application/pdf' },
    ]);
    // Two uploads whose bodies arrive slowly: the first bytes now, the rest when the test says.
    const slow = [new PassThrough(), new PassThrough()];
    const running = slow.map((stream) =>
      t.app.inject({
        method: 'POST',
        url: '/api/goal/evidence',
        headers: { authorization: `Bearer ${setter.token}`, 'content-type': body.contentType },
        payload: stream,
      }),
    );
    for (const stream of slow) stream.write(body.payload.subarray(0, 200));
    // The server reads a body only once the upload has its slot.
    await vi.waitFor(() => expect(slow.map((stream) => stream.readableLength)).toEqual([0, 0]), { timeout: 5000 });
    const third = await upload(setter.token, goalId, pdf);
    expect(third.statusCode, third.body).toBe(429);
    expect(third.json().message).toBe(GOAL_YEAR_MESSAGES.evidenceUploadsBusy);
    expect(third.headers['retry-after']).toBe('10');
    // Another user is not held back by them.
    const other = await createReviewedSetting(t, w);
    expect((await upload(other.setter.token, other.goals[0]?.id ?? 0, pdf)).statusCode).toBe(200);
    for (const stream of slow) stream.end(body.payload.subarray(200));
    const finished = await Promise.all(running);
    expect(finished.map((response) => response.statusCode)).toEqual([200, 200]);
    // Once they are done, the user uploads again.
    expect((await upload(setter.token, goalId, pdf)).statusCode).toBe(200);
  });
});

describe('scripts in PDFs', () => {
  it('refuses a PDF carrying /JavaScript, /JS, /Launch or an open action running a script (400), storing nothing', async () => {
    const { setter, goals } = await createReviewedSetting(t, w);
    const goalId = goals[0]?.id ?? 0;
    const before = await evidenceCount();
    const files = {
      javaScript: pdfWith(catalog('/Names << /JavaScript 3 0 R >> ')),
      js: pdfWith(catalog('/JS (app.alert(1)) ')),
      launch: pdfWith(catalog('/AA << /O << /S /Launch /F (cmd.exe) >> >> ')),
      openAction: pdfWith(catalog('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ')),
      escaped: pdfWith(catalog('/OpenAction << /S /J#61vaScript /JS (x) >> ')),
      compressed: pdfWith(objectStream('<< /S /JavaScript /JS (app.alert(1)) >>'), catalog('/OpenAction 5 0 R ')),
    };
    for (const [kind, file] of Object.entries(files)) {
      const refused = await upload(setter.token, goalId, file, `${kind}.pdf`);
      expect(refused.statusCode, kind).toBe(400);
      expect(refused.json(), kind).toMatchObject({
        message: GOAL_YEAR_MESSAGES.evidenceInvalidType,
        fieldErrors: { file: [GOAL_YEAR_MESSAGES.evidenceInvalidType] },
      });
    }
    expect(await evidenceCount()).toBe(before);
  });

  it('accepts an ordinary PDF, one that opens on a page, and answers the same bytes, read chunk by chunk', async () => {
    const { setter, goals } = await createReviewedSetting(t, w);
    // Over three chunks, its length not a multiple of 3 (nor is a chunk's): the base64 of the chunks joins exactly.
    const large = Buffer.concat([
      pdf,
      Buffer.alloc(3 * EVIDENCE_CHUNK_BYTES + ((pdf.length + 1) % 3 === 0 ? 2 : 1), 'x0y1\n'),
    ]);
    expect(large.length % 3).not.toBe(0);
    expect(EVIDENCE_CHUNK_BYTES % 3).not.toBe(0);
    for (const file of [pdf, pdfWith(catalog('/OpenAction [3 0 R /Fit] /Title (My /JavaScript notes) ')), large]) {
      const uploaded = await upload(setter.token, goals[0]?.id ?? 0, file);
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const id = uploaded.json().id;
      const read = await t.call('GET', `/goal/evidence/${id}`, { token: setter.token });
      expect(Buffer.from(read.json().body, 'base64').equals(file)).toBe(true);
      expect(read.headers['content-type']).toBe('application/json; charset=utf-8');
      const downloaded = await t.call('GET', `/goal/evidence/${id}/file`, { token: setter.token });
      expect(downloaded.rawPayload.equals(file)).toBe(true);
      expect(downloaded.headers['content-length']).toBe(String(file.length));
      const chunks = await chunkSizes(id);
      expect(chunks).toHaveLength(Math.ceil(file.length / EVIDENCE_CHUNK_BYTES));
      expect(
        chunks.every((size, seq) => size === (seq < chunks.length - 1 ? EVIDENCE_CHUNK_BYTES : chunks.at(-1))),
      ).toBe(true);
    }
  });

  it('removes a half-written upload whose chunks could not all be stored, and answers a 500', async () => {
    const { setter, goals } = await createReviewedSetting(t, w);
    const before = await evidenceCount();
    const chunksBefore = await t.db.select({ n: count() }).from(goalEvidenceChunks);
    const large = Buffer.concat([pdf, Buffer.alloc(EVIDENCE_CHUNK_BYTES, 'x0y1\n')]);
    const failed = await withSecondChunkRefused(() => upload(setter.token, goals[0]?.id ?? 0, large));
    expect(failed.statusCode).toBe(500);
    expect(await evidenceCount()).toBe(before);
    expect(await t.db.select({ n: count() }).from(goalEvidenceChunks)).toEqual(chunksBefore);
    // The setter's room was given back: the same file is taken afterwards.
    expect((await upload(setter.token, goals[0]?.id ?? 0, large)).statusCode).toBe(200);
  });
});

describe('uploads still being written', () => {
  it('are neither listed nor read, count against the limits, and go at the next upload once an hour old', async () => {
    const { setter, setting, goals } = await createReviewedSetting(t, w);
    const goalId = goals[0]?.id ?? 0;
    const pending = (size: number, createdOn: Date) =>
      t.db
        .insert(goalEvidences)
        .values({ goalId, fileName: 'writing.pdf', size, pending: true, createdOn })
        .returning({ id: goalEvidences.id })
        .then(([row]) => row?.id ?? 0);
    // Nearly all of the period's room, taken by an upload whose process ended two hours ago.
    const abandoned = await pending(MAX_TOTAL_MB * 1024 * 1024 - 100, new Date(Date.now() - 2 * 60 * 60 * 1000));
    const writing = await pending(1024 * 1024, new Date());
    const mine = (await t.call('GET', `/goal-setting-form/${setting.id}`, { token: setter.token })).json();
    expect(mine.goals[0].evidences).toEqual([]);
    expect((await t.call('GET', `/goal/evidence/${writing}`, { token: setter.token })).statusCode).toBe(404);
    expect((await t.call('GET', `/goal/evidence/${writing}/file`, { token: setter.token })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/goal/evidence/${writing}`, { token: setter.token })).statusCode).toBe(404);

    const uploaded = await upload(setter.token, goalId, pdf);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const left = await t.db
      .select({ id: goalEvidences.id })
      .from(goalEvidences)
      .where(eq(goalEvidences.goalId, goalId));
    expect(left.map((row) => row.id).sort()).toEqual([writing, uploaded.json().id].sort());
    expect(left.map((row) => row.id)).not.toContain(abandoned);
    // The one still being written keeps its room: a file larger than what is left is refused.
    const large = Buffer.concat([pdf, Buffer.alloc(600 * 1024, 'x0y1\n')]);
    const refused = await upload(setter.token, goals[1]?.id ?? 0, large);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(GOAL_YEAR_MESSAGES.evidenceTotalTooLarge(MAX_TOTAL_MB));
  });
});

/** A reviewed setting with one evidence on its first goal, uploaded by its setter. */
async function withEvidence() {
  const created = await createReviewedSetting(t, w);
  const uploaded = await upload(created.setter.token, created.goals[0]?.id ?? 0, pdf, 'Rapport été.pdf');
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return { ...created, evidenceId: uploaded.json().id as number };
}

describe('read', () => {
  it('answers the spec body (base64) and streams the file to the setter, a reviewer and a global administrator', async () => {
    const { setter, evidenceId } = await withEvidence();
    for (const token of [setter.token, w.coordinatorA.token, w.mentor.token, administrator.token]) {
      const read = await t.call('GET', `/goal/evidence/${evidenceId}`, { token });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toEqual({
        id: evidenceId,
        body: pdf.toString('base64'),
        documentType: 'application/pdf',
        fileName: 'Rapport été.pdf',
        comment: 'Notes',
      });
      const file = await t.call('GET', `/goal/evidence/${evidenceId}/file`, { token });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(pdf)).toBe(true);
      expect(file.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': inlineDisposition('Rapport été.pdf'),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "sandbox; default-src 'none'",
        'cache-control': 'private, no-store',
      });
    }
  });

  it('answers 404 to another teacher and to a reviewer of another school, 403 without the privilege', async () => {
    const { evidenceId } = await withEvidence();
    for (const token of [w.teacherA2.token, w.coordinatorB.token]) {
      expect((await t.call('GET', `/goal/evidence/${evidenceId}`, { token })).statusCode).toBe(404);
      expect((await t.call('GET', `/goal/evidence/${evidenceId}/file`, { token })).statusCode).toBe(404);
    }
    expect((await t.call('GET', `/goal/evidence/${evidenceId}`, { token: w.noPrivilege.token })).statusCode).toBe(403);
    expect((await t.call('GET', '/goal/evidence/0', { token: w.teacherA.token })).statusCode).toBe(400);
  });

  it('keeps the app-wide headers of other answers', async () => {
    const other = await t.call('GET', '/goal-setting-form', { token: w.teacherA.token });
    expect(other.headers['content-security-policy']).not.toContain('sandbox');
    expect(other.headers['cache-control']).toBe('no-store');
  });
});

describe('remove', () => {
  it('lets only the setter remove it, until a self feedback is submitted after it', async () => {
    const { setter, setting, evidenceId } = await withEvidence();
    const reviewer = await t.call('DELETE', `/goal/evidence/${evidenceId}`, { token: w.coordinatorA.token });
    expect(reviewer.statusCode).toBe(403);
    expect(reviewer.json().message).toBe(GOAL_YEAR_MESSAGES.evidenceNotSetter);
    expect((await t.call('DELETE', `/goal/evidence/${evidenceId}`, { token: w.teacherA2.token })).statusCode).toBe(404);
    const noPrivilege = await t.call('DELETE', `/goal/evidence/${evidenceId}`, { token: w.noPrivilege.token });
    expect(noPrivilege.statusCode).toBe(403);

    await t.db.insert(goalFeedbacks).values({
      goalSettingId: setting.id,
      frequencyId: (await frequencyIdOfLabel(t.db, setting.id, 'Term 1')) ?? 0,
      feedbackType: 'SELF',
      state: 'SELF_FEEDBACK_SUBMITTED',
      submittedOn: new Date(Date.now() + 1000),
    });
    const used = await t.call('DELETE', `/goal/evidence/${evidenceId}`, { token: setter.token });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(GOAL_YEAR_MESSAGES.evidenceUsed);
    const mine = (await t.call('GET', `/goal-setting-form/${setting.id}`, { token: setter.token })).json();
    expect(mine.goals[0].evidences[0]).toMatchObject({ id: evidenceId, deletable: false });

    await t.db.delete(goalFeedbacks).where(eq(goalFeedbacks.goalSettingId, setting.id));
    const removed = await t.call('DELETE', `/goal/evidence/${evidenceId}`, { token: setter.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe(GOAL_YEAR_MESSAGES.evidenceRemoved);
    expect(await t.db.select().from(goalEvidences).where(eq(goalEvidences.id, evidenceId))).toEqual([]);
    expect(await chunkSizes(evidenceId)).toEqual([]);
    expect((await t.call('GET', `/goal/evidence/${evidenceId}`, { token: setter.token })).statusCode).toBe(404);
  });
});

describe('file names', () => {
  it('keeps a safe display name ending with .pdf', () => {
    expect(safeFileName('C:\\Users\\me\\Report.PDF')).toBe('Report.pdf');
    expect(safeFileName('a\u0000b\nc.pdf')).toBe('abc.pdf');
    expect(safeFileName('notes')).toBe('notes.pdf');
    expect(safeFileName('...')).toBe('evidence.pdf');
    expect(inlineDisposition("l'été (1).pdf")).toBe(
      `inline; filename="l'_t_ (1).pdf"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%281%29.pdf`,
    );
  });
});
