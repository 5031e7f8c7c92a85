import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from '../lib/api-path';

/** Helmet's options for this app: its defaults, with the content security policy the web app needs. */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Material UI (emotion) writes style tags at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      workerSrc: ["'self'"],
      connectSrc: ["'self'"],
      // Schools often serve the app over plain http on an intranet address: do not force https.
      upgradeInsecureRequests: null,
    },
  },
  strictTransportSecurity: false,
};

/** HELMET_OPTIONS with these sources (index.html's inline scripts, by hash) added to the scripts a page may run. */
export function helmetOptionsWithScripts(scriptSources: readonly string[]): HelmetOptions {
  if (scriptSources.length === 0) return HELMET_OPTIONS;
  const policy = HELMET_OPTIONS.contentSecurityPolicy;
  const directives = typeof policy === 'object' && policy !== null ? (policy.directives ?? {}) : {};
  const scriptSrc = directives.scriptSrc;
  return {
    ...HELMET_OPTIONS,
    contentSecurityPolicy: {
      directives: { ...directives, scriptSrc: [...(Array.isArray(scriptSrc) ? scriptSrc : []), ...scriptSources] },
    },
  };
}

/**
 * The headers helmet sets with these options, computed once by running helmet on a stand-in response. With static
 * options they are the same for every request; a directive computed per request (a function) fails at start-up,
 * rather than answering with stale headers.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const policy = options.contentSecurityPolicy;
  const directives = typeof policy === 'object' && policy !== null ? Object.values(policy.directives ?? {}) : [];
  if (directives.flat().some((value) => typeof value === 'function')) {
    throw new Error('a content security policy directive depends on the request: helmet must run per request');
  }
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      if (typeof value !== 'string') throw new Error(`helmet set ${name} to a value that is not text`);
      headers[name.toLowerCase()] = value;
      return this;
    },
    // helmet removes X-Powered-By, which Fastify never sets.
    removeHeader() {},
  };
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The security headers of an API answer (JSON or a file to download, never rendered as a page), as the OWASP REST
 * Security Cheat Sheet lists them: nothing may load from it or frame it, the browser must not guess its type, and
 * other sites may not read it through a no-cors request. Helmet's other headers (the page's script and style
 * sources, opener policy, DNS prefetch, the old IE and Flash headers) only mean something on a page, and each
 * costs every answer its bytes and its validation (docs/performance.md). Cache-Control: no-store is added on
 * answers that need a session (plugins/no-store.ts).
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * The built web app's hashed files (scripts, styles, images, fonts) are never a page or a worker: of the page's
 * headers only those a subresource obeys mean anything (its type, who may load it, the referrer of what a style
 * sheet loads). Sent on each of the two dozen files of a first screen, the page's headers (its content security
 * policy above all) weighed close to a kilobyte a file, more than many of the files (docs/performance.md).
 */
export const ASSET_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/** The API's documentation page (Swagger UI) is a page with scripts and styles: it gets the web app's headers. */
const API_DOCS = '/api/docs';
/** Where the build puts its hashed files (vite's build.assetsDir). The service worker and index.html are not there. */
const ASSETS = '/assets/';

/** Which of the three sets of headers an answer to this URL gets. */
function headersFor(url: string, pageHeaders: Record<string, string>) {
  if (isApiPath(url)) return url.startsWith(API_DOCS) ? pageHeaders : API_HEADERS;
  return url.startsWith(ASSETS) ? ASSET_HEADERS : pageHeaders;
}

/**
 * Security headers on every answer, 404s and errors included: the API's (API_HEADERS) on /api answers, the asset
 * headers on the build's hashed files, helmet's on the web app's pages and other files and on the API documentation
 * page. @fastify/helmet rebuilds helmet's middleware, and re-parses the content security policy, on every request
 * (about a fifth of the CPU a small answer costs); the headers only depend on the options, so they are computed
 * once here and added in one call. The hook runs first, so an answer refused by the access check carries them too.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions = HELMET_OPTIONS) {
  const pageHeaders = helmetHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url, pageHeaders));
    done();
  });
}
