// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the build, once, at their best (slowest)
// settings; the server sends the copy the browser accepts (@fastify/static preCompressed), never compressing a
// file per request.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
  const content = fs.readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  files++;
  before += content.length;
  after += brotli.length;
}
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB with brotli`,
);
