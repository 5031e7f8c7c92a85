import { describe, expect, it } from 'vitest';
import { staffCreateInput } from './schemas/user';
import { DEFAULT_USER_TYPE, USER_TYPE_LABELS, USER_TYPE_MESSAGE, USER_TYPES, userTypeOf } from './user-types';

describe('user types', () => {
  it('reads a type from its value or label, forgiving case, spaces and punctuation', () => {
    expect(userTypeOf('TEACHER')).toBe('TEACHER');
    expect(userTypeOf('support staff')).toBe('SUPPORT_STAFF');
    expect(userTypeOf('Support-Staff')).toBe('SUPPORT_STAFF');
    expect(userTypeOf(' principal ')).toBe('PRINCIPAL');
    expect(userTypeOf('Janitor')).toBeNull();
    for (const type of USER_TYPES) expect(userTypeOf(USER_TYPE_LABELS[type])).toBe(type);
  });

  it('is a choice in the staff form: TEACHER by default, others refused with the choices named', () => {
    const base = { firstName: 'A', lastName: 'B', email: 'a.b@test.school', rawPassword: 'Staff#Pass2026' };
    expect(staffCreateInput.parse(base).applicationUserType).toBe(DEFAULT_USER_TYPE);
    expect(staffCreateInput.parse({ ...base, applicationUserType: '' }).applicationUserType).toBe('TEACHER');
    expect(staffCreateInput.parse({ ...base, applicationUserType: 'coordinator' }).applicationUserType).toBe(
      'COORDINATOR',
    );
    const refused = staffCreateInput.safeParse({ ...base, applicationUserType: 'JANITOR' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['applicationUserType'], message: USER_TYPE_MESSAGE }),
    ]);
  });
});
