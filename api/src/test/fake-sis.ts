import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sisExamplePayload } from '@school/contract';

/** What the fake external system answers for one school code; 'hang' never answers. */
export type FakeAnswer = { status: number; body: string } | 'hang';

/**
 * A tiny stand-in for the external school information system, for tests: it listens on 127.0.0.1 on a free
 * port and answers GET /schools/{code} from `answers`, else from `fallback` (404 for an unknown code without it).
 */
export async function startFakeSis(fallback?: (code: string) => FakeAnswer) {
  const answers = new Map<string, FakeAnswer>();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const match = /^\/schools\/([^/?]+)$/.exec(request.url ?? '');
    const code = match?.[1] ? decodeURIComponent(match[1]) : undefined;
    const answer = code === undefined ? undefined : (answers.get(code) ?? fallback?.(code));
    if (answer === 'hang') return;
    const { status, body } = answer ?? { status: 404, body: '{"message":"unknown school"}' };
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    /** Answers this JSON (serialised) with 200 for the code. */
    answerJson(code: string, json: unknown) {
      answers.set(code, { status: 200, body: JSON.stringify(json) });
    },
    answer(code: string, answer: FakeAnswer) {
      answers.set(code, answer);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: one the system just handed out and that was closed again. */
export async function closedPort() {
  const fake = await startFakeSis();
  await fake.close();
  return fake.port;
}

/** The example answer of docs/integrations.md, for one school code. */
export const samplePayload = (code: string) => sisExamplePayload(code);
