import { describe, expect, it } from 'vitest';
import { GOAL_MESSAGES } from '../../goals/goal-rules';
import { goalConfigurationInput, goalConfigurationUpdateInput } from './goal-configuration';
import { goalInput, goalWeightage } from './goal-setting';

/** The normalised configuration both of the spec's shapes are read into. */
const NORMALISED = { applicableRole: 6, reviewerRoles: [3, 5], goalApproverRole: 4, reviewApproverRole: 2 };

describe('goalConfigurationInput', () => {
  it('reads the role-object shape', () => {
    const parsed = goalConfigurationInput.parse({
      applicableRole: { id: 6, name: 'Teacher' },
      reviewerRoles: [{ goalReviewerRole: { id: 3, name: 'Coordinator' } }, { goalReviewerRole: { id: 5 } }],
      goalApproverRole: { id: 4 },
      reviewApproverRole: { id: 2 },
    });
    expect(parsed).toEqual(NORMALISED);
  });

  it('reads the id shape into the same output', () => {
    const parsed = goalConfigurationInput.parse({
      roleId: 6,
      reviewerRoles: [{ goalReviewerRoleId: 3 }, { goalReviewerRoleId: '5' }],
      goalApproverRoleId: 4,
      reviewApproverRoleId: '2',
    });
    expect(parsed).toEqual(NORMALISED);
  });

  it('reads plain ids among the reviewers too', () => {
    expect(goalConfigurationInput.parse({ ...NORMALISED, reviewerRoles: [3, { id: 5 }] })).toEqual(NORMALISED);
  });

  it('keeps one of each reviewer role', () => {
    const parsed = goalConfigurationInput.parse({ ...NORMALISED, reviewerRoles: [3, { goalReviewerRoleId: 3 }, 5] });
    expect(parsed.reviewerRoles).toEqual([3, 5]);
  });

  it('refuses the setter role among its reviewers, at its place in the list', () => {
    const result = goalConfigurationInput.safeParse({
      roleId: 6,
      reviewerRoles: [{ goalReviewerRoleId: 3 }, { goalReviewerRoleId: 6 }],
      goalApproverRoleId: 4,
      reviewApproverRoleId: 2,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['reviewerRoles', 1], message: GOAL_MESSAGES.reviewerIsSetter }),
    ]);
  });

  it('requires at least one reviewer role', () => {
    const result = goalConfigurationInput.safeParse({ ...NORMALISED, reviewerRoles: [] });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['reviewerRoles'], message: GOAL_MESSAGES.reviewerRequired }),
    ]);
  });

  it('refuses a role that is not an id', () => {
    const result = goalConfigurationInput.safeParse({ ...NORMALISED, goalApproverRole: 'Coordinator' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['goalApproverRole']]);
  });

  it('reads the version of an update, in either shape', () => {
    expect(goalConfigurationUpdateInput.parse({ ...NORMALISED, version: 2 })).toEqual({ ...NORMALISED, version: 2 });
    expect(
      goalConfigurationUpdateInput.parse({
        roleId: 6,
        reviewerRoles: [{ goalReviewerRoleId: 3 }, { goalReviewerRoleId: 5 }],
        goalApproverRoleId: 4,
        reviewApproverRoleId: 2,
        version: '0',
      }),
    ).toEqual({ ...NORMALISED, version: 0 });
    expect(goalConfigurationUpdateInput.safeParse(NORMALISED).success).toBe(false);
  });
});

describe('goalWeightage', () => {
  it.each([0, 101, 2.5, 'x', -1, '', '2.5', null])('refuses %j', (value) => {
    const result = goalWeightage.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(GOAL_MESSAGES.weightRange);
  });

  it.each([
    [1, 1],
    [100, 100],
    ['50', 50],
  ])('accepts %j as %i', (value, expected) => {
    expect(goalWeightage.parse(value)).toBe(expected);
  });

  it('is the weight a goal is checked with', () => {
    const goal = { goalDetails: 'Read two books on formative assessment', goalSettingFormId: 1 };
    expect(goalInput.safeParse({ ...goal, weightage: 0 }).success).toBe(false);
    expect(goalInput.parse({ ...goal, weightage: '40' })).toMatchObject({
      weightage: 40,
      measurementUnit: null,
      evidence: null,
    });
  });
});
