/*
 * What the server log may hold. Logs travel further than the database (collectors, backups, a screen shared while
 * debugging), so they keep what identifies an event, never what a user typed or a key to an account.
 */

/** A token in a query, and an email address anywhere in a URL: its first character and its domain stay. */
const TOKEN_IN_QUERY = /(passwordResetTokenId|token)=[^&]*/gi;
const EMAIL_IN_URL = /(^|[=/&?])([^&=/?#@%])(?:[^&=/?#@]|%(?!40))*?(@|%40)/gi;

/** The URL of a request as the log keeps it: tokens redacted, email addresses masked (forgot-password's ?email=). */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_QUERY, '$1=[redacted]').replace(EMAIL_IN_URL, '$1$2***$3');
}

type LoggedError = {
  type: string;
  code?: unknown;
  routine?: string;
  message?: string;
  stack?: string;
  cause?: LoggedError;
};

type ErrorWithCodes = Error & { code?: unknown; cause?: unknown; routine?: unknown };

/**
 * An unexpected error as the log keeps it: its kind, codes and first line, and where it was thrown. A failed query's
 * parameters (Drizzle's second line 'params: …'), a database error's message and detail ('invalid input syntax for
 * type integer: "…"', 'Key (email)=(…)') and any other property hold the values of the request, the form's
 * contents: they stay out. The SQL text of a failed query stays (its values travel as parameters), and a database
 * error is named by its SQLSTATE and routine.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error };
  const { name, message, stack, code, cause, routine } = error as ErrorWithCodes;
  const logged: LoggedError = { type: name };
  if (code !== undefined) logged.code = code;
  if (typeof routine === 'string') logged.routine = routine;
  else logged.message = message.split('\n')[0];
  const frames = (stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  if (frames.length > 0) logged.stack = frames.join('\n');
  if (cause !== undefined && depth < 3) logged.cause = errorForLog(cause, depth + 1);
  return logged;
}
