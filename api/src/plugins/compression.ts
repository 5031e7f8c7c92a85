import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers above 1 KB (lists, details) for a browser that accepts it. Brotli at quality 4 costs about
 * what gzip does and packs JSON tighter; the top qualities are for files compressed once at build time. A file of
 * the web app already sent compressed (Content-Encoding set) is left as it is.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    // Request bodies are never sent compressed to this API.
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
