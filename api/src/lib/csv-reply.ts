import type { FastifyReply } from 'fastify';

/** Answers a CSV file that the browser saves as `fileName` (an import template, an export). */
export function csvAttachment(reply: FastifyReply, fileName: string) {
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`);
}
