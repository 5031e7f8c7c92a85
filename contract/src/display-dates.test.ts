import { describe, expect, it } from 'vitest';
import { displayDate, displayTimestampUtc } from './display-dates';

describe('dates as shown (DD-MM-YYYY)', () => {
  it('turns ISO dates and timestamps around', () => {
    expect(displayDate('2026-11-05')).toBe('05-11-2026');
    expect(displayTimestampUtc('2026-11-25T20:43:47.000Z')).toBe('25-11-2026 20:43 UTC');
  });
  it('leaves what is not an ISO date alone', () => {
    expect(displayDate('soon')).toBe('soon');
  });
});
