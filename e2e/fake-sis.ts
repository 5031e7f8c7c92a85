import { createServer, type Server } from 'node:http';
import { sisExamplePayload } from '@school/contract/schemas/school';

/**
 * A stand-in for the external school information system of Sync With Valai (docs/integrations.md), for the
 * browser tests. The API under test reads it at SIS_SYNC_URL, set by playwright.config.ts to this port.
 */
export const FAKE_SIS_PORT = Number(process.env.E2E_SIS_PORT ?? 4199);

/** Codes starting with this prefix are unknown to the fake system: it answers 404 (the API answers 502). */
export const UNKNOWN_TO_SIS = 'NOSIS';

/** Codes starting with this prefix are answered after SLOW_SIS_MS, so a test can see a sync running. */
export const SLOW_SIS = 'SLOW';
export const SLOW_SIS_MS = 3000;

/** What the fake system knows of a school code: the documented example, named after the code. */
export const sisSchoolOf = (schoolCode: string) => sisExamplePayload(schoolCode, `Valai ${schoolCode}`);

/** Starts the fake system on 127.0.0.1:FAKE_SIS_PORT; `requests` records what it was asked. */
export async function startFakeSis() {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const match = /^\/schools\/([^/?]+)$/.exec(request.url ?? '');
    const code = match?.[1] ? decodeURIComponent(match[1]) : undefined;
    if (request.method !== 'GET' || !code || code.toUpperCase().startsWith(UNKNOWN_TO_SIS)) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"unknown school"}');
      return;
    }
    const answer = () =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(sisSchoolOf(code)));
    if (code.toUpperCase().startsWith(SLOW_SIS)) setTimeout(answer, SLOW_SIS_MS);
    else answer();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(FAKE_SIS_PORT, '127.0.0.1', resolve);
  });
  return {
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
