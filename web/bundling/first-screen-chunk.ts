import fs from 'node:fs';
import type { ChunkingContext, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { STORAGE_KEYS } from '../src/lib/storage-keys.ts';

/**
 * The signed-in first screen in one chunk instead of two dozen (docs/decisions.md, 'The signed-in first screen in
 * one chunk'), asked for by index.html as soon as a signed-in start is parsed.
 *
 * A signed-in start loads three lazy modules at once (router.tsx preloadFirstScreen): the session boundary, the
 * layout and the dashboard. Left to itself the bundler splits what they import into two dozen small chunks, one per
 * set of importers; over HTTP/1.1 a browser fetches six files at a time from a server, each file a round trip.
 *
 * One chunk must not take a module the sign-in page loads, or /login would load the whole chunk (and the chunks
 * would import each other). Which modules those are is only known once the bundler has dropped what is unused, so
 * the build runs twice (scripts/build.mjs): a probe writes the sign-in page's modules, then the real build puts
 * into 'first-screen' every module the three roots import that is not among them.
 */

/** The chunk's name (its file is first-screen-[hash].js). */
const FIRST_SCREEN_CHUNK = 'first-screen';
/** The three lazy modules of a signed-in start. */
const FIRST_SCREEN_ROOTS =
  /web[\\/]src[\\/](app[\\/]session-boundary|app[\\/]layout[\\/]app-layout|features[\\/]dashboard[\\/]dashboard-page)\.tsx$/;
/** The sign-in page's own lazy module (its chunk counts with the entry, as in scripts/check-bundle-budget.mjs). */
const SIGN_IN_PAGE = /web[\\/]src[\\/]features[\\/]auth[\\/]login-page\.tsx$/;

/** The probe's plugin: writes the modules of the chunks the sign-in page loads (the entry's and its own). */
export function recordSignInModules(file: string): Plugin {
  return {
    name: 'record-sign-in-modules',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const modules = new Set<string>();
      const visited = new Set<string>();
      const visit = (chunk: OutputChunk | undefined) => {
        if (!chunk || visited.has(chunk.fileName)) return;
        visited.add(chunk.fileName);
        for (const id of chunk.moduleIds) modules.add(id);
        for (const imported of chunk.imports) visit(byFile.get(imported));
      };
      for (const chunk of chunks) {
        if (chunk.isEntry || (chunk.facadeModuleId && SIGN_IN_PAGE.test(chunk.facadeModuleId))) visit(chunk);
      }
      fs.writeFileSync(file, JSON.stringify([...modules]));
    },
  };
}

/**
 * The chunk-naming function of the real build: 'first-screen' for a module one of the roots imports (statically,
 * through any chain) that the sign-in page does not load.
 */
export function firstScreenChunk(signInModules: ReadonlySet<string>) {
  const passes = new WeakMap<ChunkingContext, Map<string, boolean>>();
  return (id: string, context: ChunkingContext): string | null => {
    if (signInModules.has(id)) return null;
    let known = passes.get(context);
    if (!known) {
      known = new Map();
      passes.set(context, known);
    }
    const cache = known;
    const fromRoot = (moduleId: string, path: Set<string>): boolean => {
      const cached = cache.get(moduleId);
      if (cached !== undefined) return cached;
      if (FIRST_SCREEN_ROOTS.test(moduleId)) return true;
      path.add(moduleId);
      const importers = context.getModuleInfo(moduleId)?.importers ?? [];
      const result = importers.some((importer) => !path.has(importer) && fromRoot(importer, path));
      path.delete(moduleId);
      cache.set(moduleId, result);
      return result;
    };
    return fromRoot(id, new Set()) ? FIRST_SCREEN_CHUNK : null;
  };
}

/**
 * index.html's start script: when a session is stored, it asks for the first-screen chunk as soon as the page is
 * parsed, rather than once the main script has loaded and run (on a phone's network that script takes a second,
 * and the chunk then waited for it). Its source is inlined, so it uses nothing but its two arguments and the browser.
 */
export function preloadWhenSignedIn(tokenKey: string, chunk: string) {
  try {
    if (!window.localStorage.getItem(tokenKey)) return;
  } catch {
    return;
  }
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = chunk;
  document.head.appendChild(link);
}

/**
 * Writes the start script into the built index.html. Allowed by its hash in the page's content security policy
 * (api/src/plugins/web.ts). Signed out, nothing is asked for: the sign-in page does not need the chunk.
 */
export function startSignedInEarly(): Plugin {
  return {
    name: 'start-signed-in-early',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output): output is OutputChunk => output.type === 'chunk' && output.name === FIRST_SCREEN_CHUNK,
        );
        // Only a real build: the development server sends no content security policy to allow the script by.
        if (!chunk) return html;
        const args = [STORAGE_KEYS.token, `/${chunk.fileName}`].map((arg) => JSON.stringify(arg)).join(',');
        return [{ tag: 'script', children: `(${preloadWhenSignedIn.toString()})(${args})`, injectTo: 'head' }];
      },
    },
  };
}
