/*
 * An evidence's bytes move in chunks of EVIDENCE_CHUNK_BYTES, one statement each, in both directions: no statement,
 * buffer or string ever holds a whole file.
 */

/**
 * The bytes of one stored chunk: small enough that a statement carrying it costs little memory and holds the
 * embedded database briefly, large enough that a 10 MB file is 40 statements. The migration that moved the files
 * into chunks used the same size; a reader makes no assumption about it.
 */
export const EVIDENCE_CHUNK_BYTES = 256 * 1024;

/** The bytes of a source in pieces of exactly `size` (the last one shorter), whatever pieces the source gives. */
export async function* inChunks(source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, size: number) {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of source) {
    let rest = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    while (pendingBytes + rest.length >= size) {
      const take = size - pendingBytes;
      yield Buffer.concat([...pending, rest.subarray(0, take)]);
      pending = [];
      pendingBytes = 0;
      rest = rest.subarray(take);
    }
    if (rest.length > 0) {
      pending.push(rest);
      pendingBytes += rest.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

/**
 * The base64 text of bytes read in slices of any length: each piece written encodes a multiple of 3 bytes (the
 * remainder waits for the next slice), so the pieces join into the base64 of the whole without padding inside.
 */
export async function* base64Of(slices: AsyncIterable<Buffer>) {
  let carry: Buffer = Buffer.alloc(0);
  for await (const slice of slices) {
    const joined = carry.length > 0 ? Buffer.concat([carry, slice]) : slice;
    const whole = joined.length - (joined.length % 3);
    if (whole > 0) yield joined.subarray(0, whole).toString('base64');
    carry = joined.subarray(whole);
  }
  if (carry.length > 0) yield carry.toString('base64');
}
