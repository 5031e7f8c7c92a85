import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64Of, inChunks } from './evidence-chunks';

async function collect<T>(source: AsyncIterable<T>) {
  const items: T[] = [];
  for await (const item of source) items.push(item);
  return items;
}

async function* slicesOf(bytes: Buffer, sizes: number[]) {
  let offset = 0;
  for (const size of sizes) {
    yield bytes.subarray(offset, offset + size);
    offset += size;
  }
}

describe('inChunks', () => {
  it('regroups pieces of any size into chunks of exactly the size, the last one shorter', async () => {
    const bytes = randomBytes(25);
    const chunks = await collect(inChunks(slicesOf(bytes, [3, 0, 11, 1, 10]), 8));
    expect(chunks.map((chunk) => chunk.length)).toEqual([8, 8, 8, 1]);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it('gives nothing for nothing, and one chunk for a source exactly its size', async () => {
    expect(await collect(inChunks([], 8))).toEqual([]);
    const bytes = randomBytes(8);
    expect(await collect(inChunks([bytes.subarray(0, 5), bytes.subarray(5)], 8))).toEqual([bytes]);
  });
});

describe('base64Of', () => {
  it('joins into the base64 of the whole, whatever the slices', async () => {
    const bytes = randomBytes(100);
    for (const sizes of [[100], [1, 1, 1, 97], [4, 5, 7, 84], [2, 0, 98], [99, 1]]) {
      const text = (await collect(base64Of(slicesOf(bytes, sizes)))).join('');
      expect(text, sizes.join(',')).toBe(bytes.toString('base64'));
    }
    expect(await collect(base64Of(slicesOf(bytes, [])))).toEqual([]);
  });
});
