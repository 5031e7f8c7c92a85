import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** The committed client types, generated from the API document. */
export const API_TYPES_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'generated', 'api-types.ts');

export const API_TYPES_COMMAND = 'npm run openapi:types';

const HEADER = `/**
 * Generated from the API document (/api/openapi.json) by openapi-typescript: do not edit by hand.
 * Regenerate with \`${API_TYPES_COMMAND}\` (api/src/openapi/generate-client-types.ts) after a route or contract
 * schema changes; api/src/openapi/api-client.test.ts fails while this file is stale.
 */

`;

/** The TypeScript types (`paths`, `components`, `operations`) of the document, as the committed file holds them. */
export async function renderApiTypes(document: Record<string, unknown>): Promise<string> {
  // openapi-typescript may annotate the object it reads: give it a copy.
  const ast = await openapiTS(structuredClone(document) as unknown as OpenAPI3, { silent: true });
  return `${HEADER}${astToString(ast)}`;
}
