import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '@school/contract';
import { createTestApp, type TestApp } from '../test/test-app';

/** A built web app in miniature: an index, a hashed asset with its precompressed copies, a service worker. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'school-web-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
fs.mkdirSync(path.join(webDist, 'assets'));
/** The build's inline start script (web/bundling/first-screen-chunk.ts), in miniature. */
const startScript = 'try{if(localStorage.getItem("authToken")){}}catch(e){}';
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><title>School Planning</title><script>${startScript}</script><script type="module" src="/a.js"></script>`,
);
fs.writeFileSync(path.join(webDist, 'assets/app-1a2b3c.js'), script);
fs.writeFileSync(path.join(webDist, 'assets/app-1a2b3c.js.br'), brotliCompressSync(script));
fs.writeFileSync(path.join(webDist, 'assets/app-1a2b3c.js.gz'), gzipSync(script));
fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.skipWaiting();');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });

describe('the web app', () => {
  it('lets a page run index.html’s inline script, by its hash, and no other inline script', async () => {
    const page = await get('/dashboard');
    const directives = String(page.headers['content-security-policy']).split(';');
    const hash = createHash('sha256').update(startScript).digest('base64');
    expect(directives).toContain(`script-src 'self' 'sha256-${hash}'`);
    // The API keeps its own policy, which runs nothing.
    expect((await get('/api/health')).headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('sends a hashed asset precompressed as the browser accepts it, cached for a year', async () => {
    const brotli = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('has the browser check index.html and the service worker on each use', async () => {
    for (const url of ['/', '/dashboard', '/sw.js']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('compresses an API answer above 1 KB, not a small one', async () => {
    const token = await t.signIn({ roles: [ROLE_NAMES.administrator] });
    const list = await get('/api/privileges?page=0&size=100', 'gzip, br', token);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString()).content.length).toBeGreaterThan(10);

    const health = await get('/api/health', 'gzip, br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'up' });
  });
});
