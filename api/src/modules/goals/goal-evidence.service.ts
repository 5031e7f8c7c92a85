import {
  EVIDENCE,
  type Evidence,
  evidenceDeletable,
  evidenceMetadataInput,
  GOAL_YEAR_MESSAGES,
  goalYearAbilitiesOf,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, type FieldErrors, notFound } from '../../lib/http-errors';
import type { AuthContext } from '../../plugins/access';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import * as repo from './goal-evidence.repository';
import type { EvidenceUpload } from './goal-evidence.receive';
import { createUploadSlots } from './evidence-upload-slots';
import { evidenceOf, goalConflict, yearRefusal } from './goal-responses';
import { findGoal, lockSetting } from './goal-settings.repository';

/** When a user with two uploads running may try again: about the time a 10 MB file takes on a phone's connection. */
const BUSY_RETRY_SECONDS = 10;

/** The bytes read per statement of a download: 192 KB, a multiple of 3 (base64 slices join cleanly). */
export const SLICE_BYTES = 192 * 1024;

/** Bytes of the largest evidence the configuration allows. */
export const evidenceMaxBytes = (maxMb: number) => Math.floor(maxMb * 1024 * 1024);

/**
 * A file name safe to show and to send back in Content-Disposition: the last segment of any path, without
 * control or formatting characters (a right-to-left override could disguise the extension), at most 200
 * characters, ending with .pdf.
 */
export function safeFileName(name: string) {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const stem =
    cleaned
      .replace(/\.pdf$/i, '')
      .slice(0, 196)
      .trim() || 'evidence';
  return `${stem}${EVIDENCE.extension}`;
}

/** The metadata part, parsed (400 with field errors when it is not {comment, goalId}). */
function parseMetadata(metadata: unknown) {
  let value = metadata;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw badRequest({ evidenceMetadata: ['Send evidenceMetadata as JSON {comment, goalId}'] });
    }
  }
  const parsed = evidenceMetadataInput.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'evidenceMetadata';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  throw badRequest(errors);
}

/** Evidence of goals (issue 10 section 1): upload, read, stream, remove. */
export function createGoalEvidenceService(deps: AppDeps) {
  const { db, config } = deps;

  /** An evidence the user may read (its metadata, not its bytes); 404 otherwise. */
  async function readable(id: number, auth: AuthContext) {
    const row = await repo.findEvidence(db, id, auth.userId, { content: false });
    if (!row) throw notFound();
    return row;
  }

  /** The evidence's bytes slice by slice, read as the answer is sent; stops early if it is removed meanwhile. */
  async function* bytesOf(id: number, size: number) {
    for (let offset = 0; offset < size; offset += SLICE_BYTES) {
      const slice = await repo.evidenceSlice(db, id, offset, SLICE_BYTES);
      if (!slice || slice.length === 0) return;
      yield slice;
    }
  }

  const uploads = createUploadSlots(EVIDENCE.uploadsInFlight);
  const maxTotalBytes = evidenceMaxBytes(config.EVIDENCE_MAX_TOTAL_MB);
  const tooLarge = (message: string) => new AppError(413, message, 'FILE_TOO_LARGE', { file: [message] });

  /**
   * The checks of a received file and its goal, then the INSERT: the file must be a PDF by its first bytes without
   * a script (400) within EVIDENCE_MAX_MB (413); the setter of a goal they see (404 otherwise) while
   * goalYearAbilitiesOf allows uploads (409 with its refusal), the goal below EVIDENCE_MAX_FILES_PER_GOAL files
   * (409) and the setter's evidence of the period within EVIDENCE_MAX_TOTAL_MB with this file (413). The setter's
   * settings of the period are locked while all this is checked and the row inserted, so neither a submission nor
   * another upload can slip in between.
   */
  async function store(upload: EvidenceUpload, auth: AuthContext): Promise<Evidence> {
    const metadata = parseMetadata(upload.metadata);
    const { file } = upload;
    if (!file || file.size === 0) {
      throw badRequest({ file: [GOAL_YEAR_MESSAGES.evidenceFileRequired] });
    }
    if (file.truncated) throw tooLarge(GOAL_YEAR_MESSAGES.evidenceTooLarge(config.EVIDENCE_MAX_MB));
    if (!file.isPdf || file.carriesScript) {
      throw badRequest({ file: [GOAL_YEAR_MESSAGES.evidenceInvalidType] }, GOAL_YEAR_MESSAGES.evidenceInvalidType);
    }
    const goal = await findGoal(db, metadata.goalId, auth.userId);
    if (!goal) throw notFound();
    return db.transaction(async (tx) => {
      const setting = (await repo.lockSetterPeriod(tx, goal.settingId)).find((row) => row.id === goal.settingId);
      if (!setting) throw notFound();
      const abilities = goalYearAbilitiesOf({
        isSetter: setting.userId === auth.userId,
        privileges: auth.privileges,
        state: setting.state,
      });
      if (!abilities.uploadEvidence) throw yearRefusal(setting.userId === auth.userId, abilities.uploadRefusal);
      const usage = await repo.evidenceUsage(tx, metadata.goalId, setting);
      if (usage.goalFiles >= config.EVIDENCE_MAX_FILES_PER_GOAL) {
        throw goalConflict(GOAL_YEAR_MESSAGES.evidenceTooMany(config.EVIDENCE_MAX_FILES_PER_GOAL));
      }
      if (usage.periodBytes + file.size > maxTotalBytes) {
        throw tooLarge(GOAL_YEAR_MESSAGES.evidenceTotalTooLarge(config.EVIDENCE_MAX_TOTAL_MB));
      }
      const content = await readFile(file.path);
      const row = await repo.insertEvidence(tx, {
        goalId: metadata.goalId,
        fileName: safeFileName(file.fileName),
        documentType: EVIDENCE.documentType,
        comment: metadata.comment,
        size: content.length,
        content,
        uploadedBy: auth.userId,
        createdBy: auth.email,
        lastUpdatedBy: auth.email,
      });
      return evidenceOf({ ...row, lastSelfSubmittedOn: null }, abilities);
    });
  }

  return {
    /**
     * POST /goal/evidence: at most EVIDENCE.uploadsInFlight uploads per user at once (429 before the file is read),
     * then the file is received (streamed to disk by `receive`), checked and stored (store); the received file is
     * removed whatever the answer.
     */
    async upload(receive: () => Promise<EvidenceUpload>, auth: AuthContext): Promise<Evidence> {
      const release = uploads.acquire(auth.userId);
      if (!release) {
        throw new AppError(429, GOAL_YEAR_MESSAGES.evidenceUploadsBusy, 'UPLOADS_BUSY', undefined, {
          'retry-after': String(BUSY_RETRY_SECONDS),
        });
      }
      try {
        const upload = await receive();
        try {
          return await store(upload, auth);
        } finally {
          await upload.discard();
        }
      } finally {
        release();
      }
    },

    /**
     * GET /goal/evidence/{id}: the spec's {body (base64), documentType, fileName}, with the comment, as JSON text
     * written while the file is read: each slice is a multiple of 3 bytes, so its base64 joins the next without
     * padding, and neither the file nor its base64 is ever whole in memory.
     */
    async get(id: number, auth: AuthContext) {
      const row = await readable(id, auth);
      const head = JSON.stringify({
        id: row.id,
        documentType: row.documentType,
        fileName: row.fileName,
        comment: row.comment,
      });
      async function* json() {
        yield `${head.slice(0, -1)},"body":"`;
        for await (const slice of bytesOf(row.id, row.size)) yield slice.toString('base64');
        yield '"}';
      }
      return Readable.from(json());
    },

    /** GET /goal/evidence/{id}/file: the name and size to serve it with, and its bytes as a stream. */
    async file(id: number, auth: AuthContext) {
      const row = await readable(id, auth);
      return { fileName: row.fileName, size: row.size, content: Readable.from(bytesOf(row.id, row.size)) };
    },

    /**
     * DELETE /goal/evidence/{id}: its setter, while evidenceDeletable (409 with the reason otherwise); 404 for a
     * user who may not read it. Checked and removed under the setting's lock.
     */
    async remove(id: number, auth: AuthContext) {
      const found = await repo.findEvidence(db, id, auth.userId, { content: false });
      if (!found) throw notFound();
      await db.transaction(async (tx) => {
        const setting = await lockSetting(tx, found.settingId);
        const row = await repo.findEvidence(tx, id, auth.userId, { content: false });
        if (!setting || !row) throw notFound();
        const abilities = goalYearAbilitiesOf({
          isSetter: row.isSetter,
          privileges: auth.privileges,
          state: setting.state,
        });
        if (!abilities.uploadEvidence) throw yearRefusal(row.isSetter, abilities.uploadRefusal);
        const deletable = evidenceDeletable(
          abilities,
          row.createdOn.toISOString(),
          row.lastSelfSubmittedOn?.toISOString() ?? null,
        );
        if (!deletable) throw goalConflict(GOAL_YEAR_MESSAGES.evidenceUsed);
        await repo.deleteEvidence(tx, id);
      });
      return { message: GOAL_YEAR_MESSAGES.evidenceRemoved };
    },
  };
}
