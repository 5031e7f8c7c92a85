import { ERROR_CODES, MESSAGES } from '@school/contract/constants';
import type { ErrorResponse } from '@school/contract/schemas/common';
import { BEARER, JSON_ACCEPT, takeEarlyCall } from './early-calls';
import { forbiddenStore } from './forbidden';
import { navigateTo } from './navigation';
import { notify } from './notify';
import { endSession, getToken, markProfileStale } from './session-store';

const BASE = '/api';

/** A failed call: the HTTP status (0 when the server could not be reached) and the server's body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorResponse;

  constructor(status: number, body: ErrorResponse) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get code(): string | undefined {
    return this.body.code;
  }

  get fieldErrors(): Record<string, string[]> | undefined {
    return this.body.fieldErrors;
  }

  /** Set by a screen that shows this failure itself (a form beside its fields): the toast is then left out. */
  shownInline = false;
}

/**
 * A message is shown once: a toast unless the caller shows it inline. The toast waits until the caller's
 * catch has run (it runs in the same chain of promise jobs, before any timer), then checks.
 */
function toastUnlessShownInline(error: ApiError, message: string) {
  setTimeout(() => {
    if (!error.shownInline) notify.error(message);
  }, 0);
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A call the user did not ask for and can do without (a check made as they type): its failure is thrown, never
   * reported (no toast, no sign-out, no navigation).
   */
  quiet?: boolean;
}

function urlOf(path: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `${BASE}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!response.headers.get('content-type')?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorBodyOf(body: unknown): ErrorResponse {
  if (typeof body === 'object' && body !== null && typeof (body as ErrorResponse).message === 'string') {
    return body as ErrorResponse;
  }
  return { message: typeof body === 'string' && body.trim() ? body : MESSAGES.oops };
}

function emailOf(body: unknown): string | undefined {
  const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' ? email.trim() : undefined;
}

/** The spec's answers to each failure, in one place: every screen gets the same behaviour. */
function reportFailure(error: ApiError, context: { hadToken: boolean; requestBody: unknown }) {
  const { status } = error;
  if (status === 401 && context.hadToken) {
    // The session ended on the server: drop it here too.
    endSession();
    notify.info(error.message);
    navigateTo('/');
    return;
  }
  if (status === 403 && error.code === ERROR_CODES.passwordChangeRequired) {
    markProfileStale();
    notify.info(error.message);
    navigateTo('/change-password');
    return;
  }
  if (status === 403 && context.hadToken) {
    // The forbidden flag of spec 000; the toast is the server's own message as it is (issue 7: every refusal
    // says why), 'unauthorised' only when the server gave none. A screen that shows it inline leaves it out.
    forbiddenStore.set(true);
    toastUnlessShownInline(error, error.message || MESSAGES.unauthorised);
    return;
  }
  if (status === 307) {
    // The password has expired: the user proves the current one and chooses a new one.
    notify.error(MESSAGES.passwordExpired);
    const email = emailOf(context.requestBody);
    navigateTo(email ? `/change-password?${new URLSearchParams({ email })}` : '/change-password');
    return;
  }
  if (status === 404) {
    // Unlike the original client, a missing record does not sign the user out.
    toastUnlessShownInline(error, error.body.code === ERROR_CODES.notFound ? error.message : MESSAGES.notFoundRecord);
    return;
  }
  toastUnlessShownInline(error, error.message || MESSAGES.oops);
}

// Leaving the page (reload, a typed address) makes the browser cancel its requests with the same TypeError
// as a network failure; that must not end the session. A page restored from the back-forward cache is back.
let leavingPage = false;
window.addEventListener('beforeunload', () => {
  leavingPage = true;
});
window.addEventListener('pageshow', () => {
  leavingPage = false;
});

function networkFailure(hadToken: boolean): ApiError {
  if (leavingPage) return new ApiError(0, { message: MESSAGES.oops });
  if (!navigator.onLine) {
    // Offline: keep the session, the offline notice tells the user why nothing can be saved.
    notify.warning(MESSAGES.offline);
    return new ApiError(0, { message: MESSAGES.offline });
  }
  if (hadToken) endSession();
  notify.error(MESSAGES.oops);
  navigateTo('/');
  return new ApiError(0, { message: MESSAGES.oops });
}

/** Sends a call and answers the response when it succeeded; a failure is reported once and thrown as ApiError. */
async function send(method: string, path: string, options: RequestOptions, accept: string): Promise<Response> {
  const token = getToken();
  const headers: Record<string, string> = { accept };
  if (token) headers.authorization = `${BEARER}${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const url = urlOf(path, options.query);
  let response: Response;
  try {
    // A GET index.html's start script already sent (lib/early-calls.ts) is taken over, not sent again.
    const early = method === 'GET' ? takeEarlyCall(url, token) : undefined;
    response = await (early ?? fetch(url, { method, headers, body, signal: options.signal }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (options.quiet) throw new ApiError(0, { message: MESSAGES.oops });
    throw networkFailure(Boolean(token));
  }

  if (response.ok) return response;
  const error = new ApiError(response.status, errorBodyOf(await readBody(response)));
  if (!options.quiet) reportFailure(error, { hadToken: Boolean(token), requestBody: options.body });
  throw error;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, options, JSON_ACCEPT);
  // A 204 answers plain text (empty), as the original client did.
  if (response.status === 204) return (await response.text()) as T;
  return (await readBody(response)) as T;
}

/** A file the server sent (a plan's PDF): its bytes and the name its Content-Disposition gives, if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

/** The file name of a Content-Disposition header: filename* (RFC 5987, UTF-8) first, then filename. */
export function fileNameOfDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || undefined;
}

async function download(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<DownloadedFile> {
  const response = await send('GET', path, options, '*/*');
  return { blob: await response.blob(), fileName: fileNameOfDisposition(response.headers.get('content-disposition')) };
}

/** The one HTTP client: base /api, bearer token from storage, JSON in and out. */
export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  /** GET of a file (not JSON): its bytes and its name. Failures are reported as for every call. */
  download,
  /** The address a call goes to, as the start script of the next visit sends it (lib/early-calls.ts). */
  url: urlOf,
};
