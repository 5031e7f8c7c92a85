import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GOAL_YEAR_MESSAGES, looksLikePdf } from '@school/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-errors';
import { PdfScriptScanner } from './evidence-pdf-scan';

/*
 * Reading POST /goal/evidence as it streams in: the file goes to a temporary file on disk (never whole in memory),
 * inspected on the way (its size, its first bytes, any script), so a few uploads at once cost the server a few
 * small buffers, not their size.
 */

/** The received file: where it waits on disk and what the stream showed of it. */
export interface ReceivedFile {
  path: string;
  fileName: string;
  size: number;
  /** Over the size limit: the parser stopped reading (the file on disk is cut short). */
  truncated: boolean;
  /** Starts with %PDF- (looksLikePdf). */
  isPdf: boolean;
  /** Names a script or launch action (evidence-pdf-scan.ts). */
  carriesScript: boolean;
}

/** What POST /goal/evidence received: the metadata part as sent, and the file (or none). */
export interface EvidenceUpload {
  metadata: unknown;
  file: ReceivedFile | null;
  /** Removes the temporary file; safe to call more than once. */
  discard: () => Promise<void>;
}

/** Writes one file part to disk through the inspections. */
async function receiveFile(stream: NodeJS.ReadableStream, target: string) {
  const scanner = new PdfScriptScanner();
  let size = 0;
  let head = Buffer.alloc(0);
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (head.length < 5) head = Buffer.concat([head, chunk.subarray(0, 5 - head.length)]);
      scanner.write(chunk);
      done(null, chunk);
    },
  });
  await pipeline(stream, inspect, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  return { size, isPdf: looksLikePdf(head), carriesScript: scanner.end() };
}

/**
 * Reads the parts of POST /goal/evidence: `evidenceMetadata` (a field, or a JSON blob as the original client sent
 * it) and `file`, streamed to a temporary file up to the limit (one byte over marks it truncated); other parts are
 * drained. The caller discards the upload when done with it.
 */
export async function receiveEvidence(request: FastifyRequest, maxBytes: number): Promise<EvidenceUpload> {
  let folder: string | null = null;
  const upload: EvidenceUpload = {
    metadata: undefined,
    file: null,
    discard: async () => {
      const created = folder;
      folder = null;
      if (created) await rm(created, { recursive: true, force: true });
    },
  };
  if (!request.isMultipart()) return upload;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 2, fields: 4, parts: 6 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'evidenceMetadata') upload.metadata = part.value;
      } else if (part.fieldname === 'evidenceMetadata') {
        upload.metadata = (await part.toBuffer()).toString('utf8');
      } else if (part.fieldname === 'file' && !upload.file) {
        folder = await mkdtemp(path.join(tmpdir(), 'evidence-'));
        const target = path.join(folder, 'upload.pdf');
        const seen = await receiveFile(part.file, target);
        upload.file = { path: target, fileName: part.filename, truncated: part.file.truncated, ...seen };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    await upload.discard();
    // The parser's own client errors (too many parts…) keep their 4xx; a body that is not multipart after all
    // (no boundary, cut short) is the client's fault too, never a 500.
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status < 500) throw error;
    throw badRequest({ file: [GOAL_YEAR_MESSAGES.evidenceMalformed] });
  }
  return upload;
}
