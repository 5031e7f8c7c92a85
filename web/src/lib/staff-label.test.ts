import { describe, expect, it } from 'vitest';
import { staffLabels } from './staff-label';

describe('staff labels', () => {
  it('names a person by name alone when the name is theirs only', () => {
    expect(
      staffLabels([
        { fullName: 'Asha Rao', email: 'asha@school.test', designation: 'PRT' },
        { fullName: 'Ravi Iyer', email: 'ravi@school.test', designation: null },
      ]),
    ).toEqual(['Asha Rao', 'Ravi Iyer']);
  });

  it('adds the designation where a name repeats, ignoring case and spaces', () => {
    expect(
      staffLabels([
        { fullName: 'Asha Rao', email: 'a1@school.test', designation: 'PRT' },
        { fullName: ' asha rao', email: 'a2@school.test', designation: ' TGT ' },
        { fullName: 'Ravi Iyer', email: 'ravi@school.test', designation: 'PRT' },
      ]),
    ).toEqual(['Asha Rao (PRT)', ' asha rao (TGT)', 'Ravi Iyer']);
  });

  it('falls back to the email where the designation is missing or shared', () => {
    expect(
      staffLabels([
        { fullName: 'Asha Rao', email: 'a1@school.test', designation: 'PRT' },
        { fullName: 'Asha Rao', email: 'a2@school.test', designation: 'prt' },
        { fullName: 'Asha Rao', email: 'a3@school.test', designation: '  ' },
        { fullName: 'Asha Rao', email: 'a4@school.test' },
        { fullName: 'Asha Rao', email: 'a5@school.test', designation: 'HOD' },
      ]),
    ).toEqual([
      'Asha Rao (a1@school.test)',
      'Asha Rao (a2@school.test)',
      'Asha Rao (a3@school.test)',
      'Asha Rao (a4@school.test)',
      'Asha Rao (HOD)',
    ]);
  });

  it('answers nothing for nobody', () => {
    expect(staffLabels([])).toEqual([]);
  });
});
