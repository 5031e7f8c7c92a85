import { ERROR_CODES, MESSAGES } from '@school/contract/constants';
import type {
  Answer,
  FormInitOf,
  FormMethod,
  HttpMethod,
  InitArgs,
  CsvPath,
  ListPath,
  ListPathOf,
  Operation,
  Page,
  PathWith,
} from './api-types';
import type { ErrorResponse } from '@school/contract/schemas/common';
import { forbiddenStore } from './forbidden';
import { navigateTo } from './navigation';
import { notify } from './notify';
import { endSession, getToken, markProfileStale } from './session-store';

/** The API's answers are JSON: the Accept header of every call. */
const JSON_ACCEPT = 'application/json';
/** The scheme of the Authorization header that carries the session's token. */
const BEARER = 'Bearer ';

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

/** What a call may say besides its path: the document's path and query parameters, its body, and ours. */
interface CallInit {
  params?: { path?: Record<string, string | number>; query?: object };
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A call the user did not ask for and can do without (a check made as they type): its failure is thrown, never
   * reported (no toast, no sign-out, no navigation).
   */
  quiet?: boolean;
}

/** The address of a document path: its {parameters} filled in, empty query values left out. */
function urlOf(path: string, params: CallInit['params'] = {}): string {
  const pathname = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params.path?.[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const query = search.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
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
    // The forbidden flag; the toast is the server's own message as it is (every refusal
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
async function send(method: string, path: string, init: CallInit, accept: string): Promise<Response> {
  const token = getToken();
  const headers: Record<string, string> = { accept };
  if (token) headers.authorization = `${BEARER}${token}`;
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) {
    body = init.body;
  } else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }

  const url = urlOf(path, init.params);
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal: init.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (init.quiet) throw new ApiError(0, { message: MESSAGES.oops });
    throw networkFailure(Boolean(token));
  }

  if (response.ok) return response;
  const error = new ApiError(response.status, errorBodyOf(await readBody(response)));
  if (!init.quiet) reportFailure(error, { hadToken: Boolean(token), requestBody: init.body });
  throw error;
}

async function request(method: string, path: string, init: CallInit = {}): Promise<unknown> {
  const response = await send(method, path, init, JSON_ACCEPT);
  // A 204 answers plain text (empty), as the original client did.
  if (response.status === 204) return await response.text();
  return await readBody(response);
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

async function download(path: string, init: CallInit = {}): Promise<DownloadedFile> {
  const response = await send('GET', path, init, '*/*');
  return { blob: await response.blob(), fileName: fileNameOfDisposition(response.headers.get('content-disposition')) };
}

async function text(path: string, init: CallInit = {}): Promise<string> {
  const response = await send('GET', path, init, '*/*');
  return await response.text();
}

/*
 * The one HTTP client, typed by the API document (lib/api-types.ts): a path is a literal of the document, its
 * parameters and body are the document's, and so is the answer. A route or field the web uses that changes in the
 * document fails `tsc -p web`. The overloads are the typed face; each implementation is the untyped transport.
 */
function get<P extends PathWith<'get'>>(path: P, ...init: InitArgs<'get', P>): Promise<Answer<'get', P>>;
function get(path: string, init?: CallInit): Promise<unknown> {
  return request('GET', path, init);
}
function post<P extends PathWith<'post'>>(path: P, ...init: InitArgs<'post', P>): Promise<Answer<'post', P>>;
function post(path: string, init?: CallInit): Promise<unknown> {
  return request('POST', path, init);
}
function put<P extends PathWith<'put'>>(path: P, ...init: InitArgs<'put', P>): Promise<Answer<'put', P>>;
function put(path: string, init?: CallInit): Promise<unknown> {
  return request('PUT', path, init);
}
function patch<P extends PathWith<'patch'>>(path: P, ...init: InitArgs<'patch', P>): Promise<Answer<'patch', P>>;
function patch(path: string, init?: CallInit): Promise<unknown> {
  return request('PATCH', path, init);
}
function remove<P extends PathWith<'delete'>>(path: P, ...init: InitArgs<'delete', P>): Promise<Answer<'delete', P>>;
function remove(path: string, init?: CallInit): Promise<unknown> {
  return request('DELETE', path, init);
}

/**
 * GET of a list screen: the path and the answer typed by the document, the query the screen's URL state (search,
 * filters, order, page), which the server validates and the screen cannot know at compile time.
 */
function list<P extends ListPath>(
  path: P,
  query: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<Answer<'get', P>>;
function list(path: string, query: Record<string, QueryValue>, signal?: AbortSignal): Promise<unknown> {
  return request('GET', path, { params: { query }, signal });
}

/** A list screen's page: the path checked against the screen's record type T, the query the screen's URL state. */
function page<T>(path: ListPathOf<T>, query: Record<string, QueryValue>, signal?: AbortSignal): Promise<Page<T>>;
function page(path: string, query: Record<string, QueryValue>, signal?: AbortSignal): Promise<unknown> {
  return request('GET', path, { params: { query }, signal });
}

/** GET of a CSV file with a list screen's query (an export of what the list shows). */
function csv(path: CsvPath, query: Record<string, QueryValue> = {}): Promise<string> {
  return text(path, { params: { query } });
}

function fileDownload<P extends PathWith<'get'>>(path: P, ...init: InitArgs<'get', P>): Promise<DownloadedFile>;
function fileDownload(path: string, init?: CallInit): Promise<DownloadedFile> {
  return download(path, init);
}

/**
 * A call of generic code (lib/crud.ts) whose path is a type parameter: the answer is typed by the path; the
 * parameters and body are checked by the generic helper's own signature.
 */
export function callPath<M extends HttpMethod, P extends PathWith<M>>(
  method: M,
  path: P,
  init: CallInit,
): Promise<Answer<M, P>>;
export function callPath(method: HttpMethod, path: string, init: CallInit): Promise<unknown> {
  return request(method.toUpperCase(), path, init);
}

function form<M extends FormMethod, P extends PathWith<M>>(
  method: M,
  path: P,
  init: FormInitOf<Operation<M, P>>,
): Promise<Answer<M, P>>;
function form(method: FormMethod, path: string, init: CallInit): Promise<unknown> {
  return request(method.toUpperCase(), path, init);
}

/** POST of a multipart form (an upload): the path and answer typed by the document. */
function upload<P extends PathWith<'post'>>(path: P, body: FormData): Promise<Answer<'post', P>>;
function upload(path: string, body: FormData): Promise<unknown> {
  return request('POST', path, { body });
}

export const http = {
  get,
  post,
  put,
  patch,
  delete: remove,
  list,
  page,
  csv,
  /** A call whose body is a form's raw values (FormBody): sent as typed, parsed by the server. */
  form,
  upload,
  /** GET of a file (a PDF, an uploaded evidence): its bytes and its name. Failures are reported as for every call. */
  download: fileDownload,
};
