import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, FIELD_MESSAGES, MESSAGES, STORABLE_TEXT } from '@school/contract';
import { AppError, badRequest, type FieldErrors } from '../lib/http-errors';
import { errorForLog } from '../lib/log-redaction';

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

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

const pathOf = (visit: Visit) => {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.unshift(at.key);
  return keys.join('.');
};

/** The message of a text PostgreSQL cannot store (the contract's STORABLE_TEXT), or null when it can. */
function unstorable(text: string): string | null {
  if (STORABLE_TEXT.test(text)) return null;
  return text.includes('\0') ? FIELD_MESSAGES.nulCharacter : FIELD_MESSAGES.loneSurrogate;
}

/**
 * The path and message of the first text (value or key) PostgreSQL cannot store, or null. Iterative and without
 * building paths on the way, so a body nested a million levels deep costs neither the stack nor quadratic memory.
 */
function firstUnstorable(root: unknown): { path: string; message: string } | null {
  const pending: Visit[] = [{ value: root, key: '', parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      const message = unstorable(value);
      if (message !== null) return { path: pathOf(visit), message };
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        const child = { value: inner, key, parent: visit };
        const message = unstorable(key);
        if (message !== null) return { path: pathOf(child), message };
        pending.push(child);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store text holding NUL or a lone surrogate. The contract's text rule refuses them field by
 * field, with its field's own message; this safety net, run after validation, refuses what got through anyway (a
 * field that forgot the rule, a key of a loose object) anywhere in a path, a query or a body, so that it still
 * answers 400.
 */
function refuseUnstorableText(app: FastifyInstance) {
  // A callback hook: the check is synchronous, an async hook would add a promise to every request.
  app.addHook('preHandler', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = firstUnstorable(part);
      if (found !== null) {
        done(badRequest({ [found.path || 'request']: [found.message] }));
        return;
      }
    }
    done();
  });
}

export function registerErrorHandling(app: FastifyInstance) {
  refuseUnstorableText(app);
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
    request.log.error({ err: errorForLog(error), requestId: request.id }, 'unexpected error');
    return reply.status(500).send({ message: MESSAGES.oops, requestId: request.id });
  });
}
