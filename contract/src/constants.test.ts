import { describe, expect, it } from 'vitest';
import { MESSAGES, waitInWords } from './constants';

describe('waitInWords', () => {
  it('says seconds under a minute and whole minutes, rounded up, above', () => {
    expect(waitInWords(0.2)).toBe('1 second');
    expect(waitInWords(45)).toBe('45 seconds');
    expect(waitInWords(60)).toBe('1 minute');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(900)).toBe('15 minutes');
  });

  it('fills the too-many-attempts message', () => {
    expect(MESSAGES.tooManyAttemptsWait(840)).toBe(
      'Too many failed sign-in attempts. Please wait 14 minutes and try again.',
    );
  });
});
