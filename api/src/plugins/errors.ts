import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, MESSAGES } from '@school/contract';
import { AppError, type FieldErrors } from '../lib/http-errors';

function validationFieldErrors(error: FastifyError & { validation: { instancePath: string; message?: string }[] }) {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
    fieldErrors[key] ??= [];
    fieldErrors[key].push(issue.message ?? 'Invalid value');
  }
  return fieldErrors;
}

/** A unique-index violation that a service did not foresee is still a conflict, never a 500. */
function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        message: MESSAGES.validationFailed,
        code: ERROR_CODES.validation,
        fieldErrors: validationFieldErrors(error),
      });
    }
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, code: error.code, fieldErrors: error.fieldErrors });
    }
    if (isUniqueViolation(error)) {
      return reply.status(409).send({ message: 'This record already exists.', code: ERROR_CODES.duplicate });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
      return reply.status(status).send({ message: error.message, code: error.code });
    }
    request.log.error({ err: error, requestId: request.id }, 'unexpected error');
    return reply.status(500).send({ message: MESSAGES.oops, requestId: request.id });
  });
}
