import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token: 256 bits, URL-safe. Only its hash is stored. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
