import { STORAGE_KEYS } from './storage-keys';

/**
 * GET calls index.html's start script sends as soon as the page is parsed, before the main script has loaded
 * (docs/decisions.md, 'Calls that start with the page'). On a phone that script takes a second or two to arrive;
 * a page whose first paint shows the answers of a few calls (the dashboard's plan cards) waited for it, and then for
 * the calls. The page says which calls it makes (rememberEarlyCalls); on the next start at one of its paths the
 * start script sends them with the stored token, and the HTTP client (lib/http.ts) takes each answer over instead of
 * calling a second time.
 */

/** What the page stored for the next start: the calls, and the paths at which it opens. */
export interface EarlyCallList {
  paths: readonly string[];
  urls: readonly string[];
}

/** The calls the start script sent, kept on window for the HTTP client. */
export interface EarlyCalls {
  at: number;
  /** The session they were sent with: another session (signed out, then in as someone else) never takes them. */
  token: string;
  responses: Record<string, Promise<Response>>;
}

declare global {
  interface Window {
    __earlyCalls?: EarlyCalls;
  }
}

/** The API's answers are JSON: the Accept header of every call, the start script's too. */
export const JSON_ACCEPT = 'application/json';
/** The scheme of the Authorization header that carries the session's token. */
export const BEARER = 'Bearer ';

/**
 * An answer not taken by then (the user went elsewhere before the page asked) is dropped rather than shown stale.
 */
export const EARLY_CALL_MAX_AGE_MS = 30_000;

/** Only the app's own API is called with the token, whatever the storage holds. */
const API_PREFIX = '/api/';

export interface StartScriptSettings {
  tokenKey: string;
  callsKey: string;
  /** The signed-in first screen's chunk, asked for with a modulepreload link; null when the build has none. */
  firstScreenChunk: string | null;
  accept: string;
  bearer: string;
  apiPrefix: string;
}

/**
 * index.html's start script. The build writes its source text into the page (web/bundling/first-screen-chunk.ts),
 * so it must stay self-contained: nothing from outside its body but its settings and the browser.
 */
export function startSignedIn(settings: StartScriptSettings) {
  try {
    const token = window.localStorage.getItem(settings.tokenKey);
    if (!token) return;
    if (settings.firstScreenChunk) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = settings.firstScreenChunk;
      document.head.appendChild(link);
    }
    const stored = JSON.parse(window.localStorage.getItem(settings.callsKey) ?? 'null') as EarlyCallList | null;
    if (!stored || !Array.isArray(stored.urls) || !stored.paths.includes(window.location.pathname)) return;
    const responses: Record<string, Promise<Response>> = {};
    for (const url of stored.urls) {
      if (typeof url !== 'string' || !url.startsWith(settings.apiPrefix)) continue;
      const response = fetch(url, { headers: { accept: settings.accept, authorization: settings.bearer + token } });
      // Its failure is the HTTP client's to report once it takes the call; until then it is not unhandled.
      response.catch(() => undefined);
      responses[url] = response;
    }
    window.__earlyCalls = { at: Date.now(), token, responses };
  } catch {
    // Storage disabled or its content unreadable: the page calls as usual.
  }
}

/** The start script as the build inlines it. */
export function startScriptSource(firstScreenChunk: string | null): string {
  const settings: StartScriptSettings = {
    tokenKey: STORAGE_KEYS.token,
    callsKey: STORAGE_KEYS.earlyCalls,
    firstScreenChunk,
    accept: JSON_ACCEPT,
    bearer: BEARER,
    apiPrefix: API_PREFIX,
  };
  return `(${startSignedIn.toString()})(${JSON.stringify(settings)})`;
}

/** Stores the calls a page makes as it opens at one of these paths, for the start script of the next visit. */
export function rememberEarlyCalls(paths: readonly string[], urls: readonly string[]) {
  try {
    if (urls.length === 0) window.localStorage.removeItem(STORAGE_KEYS.earlyCalls);
    else window.localStorage.setItem(STORAGE_KEYS.earlyCalls, JSON.stringify({ paths, urls } satisfies EarlyCallList));
  } catch {
    // Storage full or disabled: the next start calls as usual.
  }
}

/**
 * The answer of the start script's call to this URL with this session's token, once: the HTTP client sends the call
 * itself otherwise.
 */
export function takeEarlyCall(url: string, token: string | null): Promise<Response> | undefined {
  const early = window.__earlyCalls;
  const response = early?.responses[url];
  if (!early || !response) return undefined;
  delete early.responses[url];
  return early.token === token && Date.now() - early.at < EARLY_CALL_MAX_AGE_MS ? response : undefined;
}
