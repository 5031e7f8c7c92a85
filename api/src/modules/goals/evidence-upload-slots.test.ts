import { describe, expect, it } from 'vitest';
import { createUploadSlots } from './evidence-upload-slots';

describe('createUploadSlots', () => {
  it('gives each user their own slots and takes each back once', () => {
    const slots = createUploadSlots(2);
    const first = slots.acquire(1);
    const second = slots.acquire(1);
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(slots.acquire(1)).toBeNull();
    expect(slots.acquire(2)).not.toBeNull();
    expect(slots.runningFor(1)).toBe(2);
    first?.();
    first?.();
    expect(slots.runningFor(1)).toBe(1);
    const third = slots.acquire(1);
    expect(third).not.toBeNull();
    expect(slots.acquire(1)).toBeNull();
    second?.();
    third?.();
    expect(slots.runningFor(1)).toBe(0);
    expect(slots.runningFor(2)).toBe(1);
  });
});
