import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  evidenceDownloadResponse,
  evidenceMetadataInput,
  evidenceResponse,
  GOAL_YEAR_MESSAGES,
  idParams,
  messageResponse,
} from '@school/contract';
import { badRequest } from '../../lib/http-errors';
import { multipartBody } from '../../openapi/multipart-body';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createGoalEvidenceService, type EvidenceUpload, evidenceMaxBytes } from './goal-evidence.service';

const tags = ['goal evidence'];
const readers =
  "The setter, the setting's reviewers and approvers, and global administrators read it; anyone else gets 404.";

/** The OpenAPI description of the file answer (Fastify sends the bytes as they are). */
const pdfFile = z.string().meta({ format: 'binary' }).describe('The evidence PDF (application/pdf), inline');

/**
 * A Content-Disposition that names the file inline: an ASCII fallback and the UTF-8 name (RFC 5987 / 6266), so
 * any name the setter gave survives and none can break the header.
 */
export function inlineDisposition(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Sends an evidence's PDF to be shown inline, sandboxed: the browser's viewer, no script or form of the page. */
function sendPdf(reply: FastifyReply, file: { fileName: string; content: Buffer }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', inlineDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .send(file.content);
}

/**
 * Reads the parts of POST /goal/evidence: `evidenceMetadata` (a field, or a JSON blob as the original client sent
 * it) and `file`, read into memory up to the limit (one byte over marks it truncated); other parts are drained.
 */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<EvidenceUpload> {
  const upload: EvidenceUpload = { metadata: undefined, file: null };
  if (!request.isMultipart()) return upload;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 2, fields: 4, parts: 6 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'evidenceMetadata') upload.metadata = part.value;
      } else if (part.fieldname === 'evidenceMetadata') {
        upload.metadata = (await part.toBuffer()).toString('utf8');
      } else if (part.fieldname === 'file' && !upload.file) {
        const bytes = await part.toBuffer();
        upload.file = { bytes, fileName: part.filename, truncated: part.file.truncated };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    // The parser's own client errors (too many parts…) keep their 4xx; a body that is not multipart after all
    // (no boundary, cut short) is the client's fault too, never a 500.
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status < 500) throw error;
    throw badRequest({ file: [GOAL_YEAR_MESSAGES.evidenceMalformed] });
  }
  return upload;
}

/**
 * Evidence of goals (issue 10 section 1; spec 001 section 7). Uploads and removals need UPDATE on
 * goalsettingform (only the setter then may), reads READ on it; who may read which evidence is in the service.
 */
export function goalEvidenceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const evidence = createGoalEvidenceService(deps);
  const maxBytes = evidenceMaxBytes(deps.config.EVIDENCE_MAX_MB);
  return async (app) => {
    // Multipart is parsed only by these routes (this plugin's scope); a file over the limit is marked truncated
    // and answered 413 by the service rather than thrown by the parser.
    await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: maxBytes } });

    app.post(
      '/goal/evidence',
      {
        config: { access: { entity: 'goalsettingform', type: 'UPDATE' } },
        schema: {
          tags,
          operationId: 'uploadGoalEvidence',
          summary: 'Upload a PDF evidence for a goal',
          description:
            'multipart/form-data: `evidenceMetadata` (JSON {comment, goalId}) and `file` (a PDF: its bytes start ' +
            'with %PDF-; 413 above EVIDENCE_MAX_MB). The setter only (403), from Reviewed until Peer Review ' +
            'Completed (409).',
          consumes: ['multipart/form-data'],
          ...multipartBody({
            evidenceMetadata: evidenceMetadataInput,
            file: z.string().max(maxBytes).meta({ format: 'binary' }).describe('The PDF'),
          }),
          response: { 200: evidenceResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        return evidence.upload(await readUpload(request, maxBytes), auth);
      },
    );
    app.get(
      '/goal/evidence/:id',
      {
        config: { access: { entity: 'goalsettingform', type: 'READ' } },
        schema: {
          tags,
          operationId: 'getGoalEvidence',
          summary: 'Get an evidence with its PDF in base64',
          description: readers,
          params: idParams,
          response: { 200: evidenceDownloadResponse },
        },
      },
      (request) => evidence.get(request.params.id, requireAuth(request)),
    );
    app.get(
      '/goal/evidence/:id/file',
      {
        config: { access: { entity: 'goalsettingform', type: 'READ' } },
        schema: {
          tags,
          operationId: 'downloadGoalEvidenceFile',
          summary: "Download an evidence's PDF, shown inline",
          description: `${readers} Sent sandboxed (Content-Security-Policy) and not cached.`,
          params: idParams,
          produces: ['application/pdf'],
          response: { 200: pdfFile },
        },
        // After the app's no-store hook: the file is private to the people who may read it.
        onSend: (_request, reply, payload, done) => {
          if (reply.statusCode === 200) reply.header('cache-control', 'private, no-store');
          done(null, payload);
        },
      },
      async (request, reply) => sendPdf(reply, await evidence.file(request.params.id, requireAuth(request))),
    );
    app.delete(
      '/goal/evidence/:id',
      {
        config: { access: { entity: 'goalsettingform', type: 'UPDATE' } },
        schema: {
          tags,
          operationId: 'deleteGoalEvidence',
          summary: 'Remove an evidence',
          description:
            'The setter only (403), while uploads are allowed and no self feedback was submitted since the upload ' +
            '(409).',
          params: idParams,
          response: { 200: messageResponse },
        },
      },
      (request) => evidence.remove(request.params.id, requireAuth(request)),
    );
  };
}
