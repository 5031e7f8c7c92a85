import { ERROR_CODES, MESSAGES } from '@school/contract';

export type FieldErrors = Record<string, string[]>;

/** An error the client caused or may act on; the error handler answers it as it is. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (fieldErrors: FieldErrors, message: string = MESSAGES.validationFailed) =>
  new AppError(400, message, ERROR_CODES.validation, fieldErrors);
export const fieldError = (field: string, message: string) => badRequest({ [field]: [message] }, message);
export const unauthorized = (message = 'Sign in to continue.') => new AppError(401, message, 'UNAUTHORIZED');
export const forbidden = (message: string = MESSAGES.forbidden, code: string = ERROR_CODES.forbidden) =>
  new AppError(403, message, code);
export const notFound = (message: string = MESSAGES.notFoundRecord) => new AppError(404, message, ERROR_CODES.notFound);
export const staleVersion = () => new AppError(409, MESSAGES.staleVersion, ERROR_CODES.staleVersion);
export const duplicate = (field: string, message: string) =>
  new AppError(409, message, ERROR_CODES.duplicate, { [field]: [message] });
export const badGateway = (message: string) => new AppError(502, message, 'BAD_GATEWAY');
/** Beyond the API's rate limit (plugins/rate-limit.ts): how long to wait, in the message and in Retry-After. */
export const tooManyRequests = (waitSeconds: number) =>
  new AppError(429, MESSAGES.rateLimited(waitSeconds), ERROR_CODES.rateLimited, undefined, {
    'retry-after': String(waitSeconds),
  });
