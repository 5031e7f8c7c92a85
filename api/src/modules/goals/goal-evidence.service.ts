import {
  abilitiesOfRefusals,
  EVIDENCE,
  type Evidence,
  evidenceDeletable,
  evidenceMetadataInput,
  GOAL_YEAR_MESSAGES,
  goalYearRefusals,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, type FieldErrors, notFound } from '../../lib/http-errors';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { base64Of, EVIDENCE_CHUNK_BYTES, inChunks } from './evidence-chunks';
import * as repo from './goal-evidence.repository';
import type { EvidenceUpload, ReceivedFile } from './goal-evidence.receive';
import { createUploadSlots } from './evidence-upload-slots';
import { abilityRefusal, evidenceOf, goalConflict } from './goal-responses';
import { findGoal, lockSetting } from './goal-settings.repository';
import type { AuthContext } from '../auth/auth-context';

/** When a user with two uploads running may try again: about the time a 10 MB file takes on a phone's connection. */
const BUSY_RETRY_SECONDS = 10;

/**
 * How long an upload may stay pending before it counts as abandoned: writing the largest file allowed takes
 * seconds, so an hour only ever matches an upload whose process ended while writing it.
 */
const ABANDONED_UPLOAD_MS = 60 * 60 * 1000;

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

/** Evidence of goals: upload, read, stream, remove. */
export function createGoalEvidenceService(deps: AppDeps) {
  const { db, config } = deps;

  /** An evidence the user may read (its metadata, not its bytes); 404 otherwise. */
  async function readable(id: number, auth: AuthContext) {
    const row = await repo.findEvidence(db, id, auth.userId);
    if (!row) throw notFound();
    return row;
  }

  /** The evidence's bytes chunk by chunk, read as the answer is sent; stops early if it is removed meanwhile. */
  async function* bytesOf(id: number, size: number) {
    let sent = 0;
    for (let seq = 0; sent < size; seq += 1) {
      const chunk = await repo.evidenceChunk(db, id, seq);
      if (!chunk || chunk.length === 0) return;
      sent += chunk.length;
      yield chunk;
    }
  }

  const uploads = createUploadSlots(EVIDENCE.uploadsInFlight);
  const maxTotalBytes = evidenceMaxBytes(config.EVIDENCE_MAX_TOTAL_MB);
  const tooLarge = (message: string) => new AppError(413, message, 'FILE_TOO_LARGE', { file: [message] });

  /** The received file as a PDF within EVIDENCE_MAX_MB without a script (400 or 413 otherwise). */
  function checkedFile(file: ReceivedFile | null) {
    if (!file || file.size === 0) {
      throw badRequest({ file: [GOAL_YEAR_MESSAGES.evidenceFileRequired] });
    }
    if (file.truncated) throw tooLarge(GOAL_YEAR_MESSAGES.evidenceTooLarge(config.EVIDENCE_MAX_MB));
    if (!file.isPdf || file.carriesScript) {
      throw badRequest({ file: [GOAL_YEAR_MESSAGES.evidenceInvalidType] }, GOAL_YEAR_MESSAGES.evidenceInvalidType);
    }
    return file;
  }

  /**
   * The checks of the goal, then the evidence's row, pending: the setter of a goal they see (404 otherwise) while
   * goalYearAbilitiesOf allows uploads (409 with its refusal), the goal below EVIDENCE_MAX_FILES_PER_GOAL files
   * (409) and the setter's evidence of the period within EVIDENCE_MAX_TOTAL_MB with this file (413). The setter's
   * settings of the period are locked while all this is checked and the row inserted, so neither a submission nor
   * another upload can slip in between; the bytes are written after, outside that lock.
   */
  async function reserve(metadata: ReturnType<typeof parseMetadata>, file: ReceivedFile, auth: AuthContext) {
    const goal = await findGoal(db, metadata.goalId, auth.userId);
    if (!goal) throw notFound();
    return db.transaction(async (tx) => {
      const setting = (await repo.lockSetterPeriod(tx, goal.settingId)).find((row) => row.id === goal.settingId);
      if (!setting) throw notFound();
      const refusals = goalYearRefusals({
        isSetter: setting.userId === auth.userId,
        privileges: auth.privileges,
        state: setting.state,
      });
      if (refusals.uploadEvidence) throw abilityRefusal(refusals.uploadEvidence);
      await repo.deleteAbandonedUploads(tx, setting, new Date(Date.now() - ABANDONED_UPLOAD_MS));
      const usage = await repo.evidenceUsage(tx, metadata.goalId, setting);
      if (usage.goalFiles >= config.EVIDENCE_MAX_FILES_PER_GOAL) {
        throw goalConflict(GOAL_YEAR_MESSAGES.evidenceTooMany(config.EVIDENCE_MAX_FILES_PER_GOAL));
      }
      if (usage.periodBytes + file.size > maxTotalBytes) {
        throw tooLarge(GOAL_YEAR_MESSAGES.evidenceTotalTooLarge(config.EVIDENCE_MAX_TOTAL_MB));
      }
      const row = await repo.insertEvidence(tx, {
        goalId: metadata.goalId,
        fileName: safeFileName(file.fileName),
        documentType: EVIDENCE.documentType,
        comment: metadata.comment,
        size: file.size,
        pending: true,
        uploadedBy: auth.userId,
        createdBy: auth.email,
        lastUpdatedBy: auth.email,
      });
      return { row, abilities: abilitiesOfRefusals(refusals) };
    });
  }

  /**
   * Checks the received file and reserves its row (reserve), then streams the file from disk into chunks, one
   * statement each, and shows the evidence; an evidence whose bytes could not all be written is removed.
   */
  async function store(upload: EvidenceUpload, auth: AuthContext): Promise<Evidence> {
    const metadata = parseMetadata(upload.metadata);
    const file = checkedFile(upload.file);
    const { row, abilities } = await reserve(metadata, file, auth);
    try {
      const source = createReadStream(file.path, { highWaterMark: EVIDENCE_CHUNK_BYTES });
      const written = await repo.writeEvidenceChunks(db, row.id, inChunks(source, EVIDENCE_CHUNK_BYTES));
      if (written !== file.size) throw new Error(`evidence ${row.id}: ${written} of ${file.size} bytes written`);
      await repo.completeEvidence(db, row.id);
    } catch (error) {
      // The upload's own error is the answer; a row this cannot remove is removed later as abandoned.
      await repo.deleteEvidence(db, row.id).catch(() => undefined);
      throw error;
    }
    return evidenceOf({ ...row, lastSelfSubmittedOn: null }, abilities);
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
     * written while the file is read chunk by chunk (base64Of), so neither the file nor its base64 is ever whole in
     * memory.
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
        yield* base64Of(bytesOf(row.id, row.size));
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
      const found = await repo.findEvidence(db, id, auth.userId);
      if (!found) throw notFound();
      await db.transaction(async (tx) => {
        const setting = await lockSetting(tx, found.settingId);
        const row = await repo.findEvidence(tx, id, auth.userId);
        if (!setting || !row) throw notFound();
        const refusals = goalYearRefusals({
          isSetter: row.isSetter,
          privileges: auth.privileges,
          state: setting.state,
        });
        if (refusals.uploadEvidence) throw abilityRefusal(refusals.uploadEvidence);
        const deletable = evidenceDeletable(
          abilitiesOfRefusals(refusals),
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
