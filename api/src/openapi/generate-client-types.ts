import fs from 'node:fs';
import { buildOpenApiDocument } from './build-document';
import { API_TYPES_FILE, renderApiTypes } from './client-types';

/** `npm run openapi:types` (in api/): writes the client types generated from the API document. */
fs.mkdirSync(new URL('./generated/', import.meta.url), { recursive: true });
fs.writeFileSync(API_TYPES_FILE, await renderApiTypes(await buildOpenApiDocument()));
console.log(`wrote ${API_TYPES_FILE}`);
