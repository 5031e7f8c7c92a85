import { type SisSchoolPayload, sisSchoolPayload } from '@school/contract';
import { badGateway } from '../../lib/http-errors';

/** How long the external school information system may take to answer (docs/integrations.md). */
export const SIS_TIMEOUT_MS = 10_000;
/** A school's answer far above this is not what docs/integrations.md describes. */
const MAX_ANSWER_CHARS = 5 * 1024 * 1024;
const NOTHING_CHANGED = 'Nothing was changed.';

export function sisSchoolUrl(baseUrl: string, schoolCode: string) {
  return `${baseUrl.replace(/\/+$/, '')}/schools/${encodeURIComponent(schoolCode)}`;
}

function isTimeout(error: unknown) {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** Node's fetch fails with TypeError('fetch failed') and the system error (ECONNREFUSED, ENOTFOUND…) as cause. */
function networkCause(error: unknown) {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : 'unknown error';
}

function issuesText(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const shown = issues.slice(0, 3).map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
  const more = issues.length > shown.length ? `; and ${issues.length - shown.length} more` : '';
  return `${shown.join('; ')}${more}`;
}

/**
 * Fetches and validates one school from the external system. Every failure is a 502 whose message names
 * the cause: unreachable, timeout, an HTTP error status, an answer that is not JSON or not the agreed shape.
 */
export async function fetchSisSchool(
  baseUrl: string,
  schoolCode: string,
  timeoutMs: number = SIS_TIMEOUT_MS,
): Promise<SisSchoolPayload> {
  const seconds = timeoutMs / 1000;
  const timedOut = () => badGateway(`The external system did not answer within ${seconds} seconds. ${NOTHING_CHANGED}`);
  let text: string;
  try {
    const response = await fetch(sisSchoolUrl(baseUrl, schoolCode), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw badGateway(
        response.status === 404
          ? `The external system does not know the school code ${schoolCode} (HTTP 404). ${NOTHING_CHANGED}`
          : `The external system answered with an error (HTTP ${response.status}). ${NOTHING_CHANGED}`,
      );
    }
    text = await response.text();
  } catch (error) {
    if (isTimeout(error)) throw timedOut();
    if (error instanceof TypeError) {
      throw badGateway(`The external system could not be reached (${networkCause(error)}). ${NOTHING_CHANGED}`);
    }
    throw error;
  }
  if (text.length > MAX_ANSWER_CHARS) {
    throw badGateway(`The answer of the external system is too large. ${NOTHING_CHANGED}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badGateway(`The answer of the external system is not valid JSON. ${NOTHING_CHANGED}`);
  }
  const parsed = sisSchoolPayload.safeParse(json);
  if (!parsed.success) {
    throw badGateway(
      `The answer of the external system is not in the agreed format (${issuesText(parsed.error.issues)}). ${NOTHING_CHANGED}`,
    );
  }
  if (parsed.data.schoolCode.toLowerCase() !== schoolCode.toLowerCase()) {
    throw badGateway(
      `The external system answered for school code ${parsed.data.schoolCode} instead of ${schoolCode}. ${NOTHING_CHANGED}`,
    );
  }
  return parsed.data;
}
