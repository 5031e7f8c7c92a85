import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  evidenceDownloadResponse,
  evidenceMetadataInput,
  evidenceResponse,
  idParams,
  messageResponse,
} from '@school/contract';
import { multipartBody } from '../../openapi/multipart-body';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { receiveEvidence } from './goal-evidence.receive';
import { createGoalEvidenceService, evidenceMaxBytes } from './goal-evidence.service';

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
function sendPdf(reply: FastifyReply, file: { fileName: string; size: number; content: Readable }) {
  return reply
    .type('application/pdf')
    .header('content-length', file.size)
    .header('content-disposition', inlineDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .send(file.content);
}

/** Sends JSON text the service writes as the file is read (a stream is sent as it is, not serialized). */
function sendJson(reply: FastifyReply, json: Readable) {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * Evidence of goals. Uploads and removals need UPDATE on
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
            'with %PDF-, without JavaScript or launch actions; 413 above EVIDENCE_MAX_MB). The setter only (403), ' +
            'from Reviewed until Peer Review Completed (409); at most EVIDENCE_MAX_FILES_PER_GOAL files per goal ' +
            "(409) and EVIDENCE_MAX_TOTAL_MB of the setter's evidence per period (413); at most two uploads of a " +
            'user at once (429).',
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
        return evidence.upload(() => receiveEvidence(request, maxBytes), auth);
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
      async (request, reply) => sendJson(reply, await evidence.get(request.params.id, requireAuth(request))),
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
