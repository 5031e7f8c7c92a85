import fs from 'node:fs';
import { buildOpenApiDocument } from './build-document';

/** `node --import tsx src/openapi/write-document.ts <file>`: writes the API document (for Spectral, for a client). */
const target = process.argv[2];
if (!target) {
  console.error('usage: write-document.ts <file.json>');
  process.exit(2);
}
fs.writeFileSync(target, `${JSON.stringify(await buildOpenApiDocument(), null, 2)}\n`);
