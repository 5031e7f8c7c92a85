import { describe, expect, it } from 'vitest';
import { defineWorkflow, stateOrder } from './define-workflow';

/** A small machine of its own, so the helper's rules are checked apart from the goal machines that use it. */
const door = defineWorkflow(
  ['OPEN', 'CLOSED', 'LOCKED'] as const,
  {
    close: { from: ['OPEN'], to: 'CLOSED', by: 'anyone' },
    lock: { from: ['CLOSED'], to: 'LOCKED', by: 'keeper' },
    unlock: { from: ['LOCKED'], to: 'CLOSED', by: 'keeper' },
  },
  {
    notFrom: (transition, from) => `cannot ${transition} when ${from}`,
    notBy: (transition, by) => `only ${by} may ${transition}`,
  },
);

describe('defineWorkflow', () => {
  it('reaches the target state when the actor and the state fit', () => {
    expect(door.apply('OPEN', 'close', 'anyone')).toEqual({ ok: true, to: 'CLOSED' });
    expect(door.apply('CLOSED', 'lock', 'keeper')).toEqual({ ok: true, to: 'LOCKED' });
  });

  it('answers 403 for the wrong actor, with the notBy message', () => {
    expect(door.apply('CLOSED', 'lock', 'anyone')).toEqual({
      ok: false,
      httpStatus: 403,
      message: 'only keeper may lock',
    });
  });

  it('answers 409 for the wrong state, with the notFrom message', () => {
    expect(door.apply('OPEN', 'lock', 'keeper')).toEqual({
      ok: false,
      httpStatus: 409,
      message: 'cannot lock when OPEN',
    });
  });

  it('checks the actor before the state (someone else learns nothing of the state)', () => {
    expect(door.apply('OPEN', 'lock', 'anyone')).toMatchObject({ ok: false, httpStatus: 403 });
  });

  it('can and available agree with apply', () => {
    expect(door.can('LOCKED', 'unlock', 'keeper')).toBe(true);
    expect(door.can('LOCKED', 'unlock', 'anyone')).toBe(false);
    expect(door.available('CLOSED', 'keeper')).toEqual(['lock']);
    expect(door.available('OPEN', 'anyone')).toEqual(['close']);
    expect(door.available('LOCKED', 'anyone')).toEqual([]);
  });

  it('keeps the states and transitions it was given', () => {
    expect(door.states).toEqual(['OPEN', 'CLOSED', 'LOCKED']);
    expect(Object.keys(door.transitions)).toEqual(['close', 'lock', 'unlock']);
  });
});

describe('stateOrder', () => {
  const order = stateOrder(['DRAFT', 'SENT', 'DONE'] as const);

  it('compares states by their place in the list', () => {
    expect(order.isAtLeast('SENT', 'SENT')).toBe(true);
    expect(order.isAtLeast('DONE', 'SENT')).toBe(true);
    expect(order.isAtLeast('DRAFT', 'SENT')).toBe(false);
    expect(order.isBefore('DRAFT', 'SENT')).toBe(true);
    expect(order.isBefore('SENT', 'SENT')).toBe(false);
    expect(order.isBefore('DONE', 'SENT')).toBe(false);
  });

  it('lists the states from one on', () => {
    expect(order.from('DRAFT')).toEqual(['DRAFT', 'SENT', 'DONE']);
    expect(order.from('SENT')).toEqual(['SENT', 'DONE']);
  });
});
