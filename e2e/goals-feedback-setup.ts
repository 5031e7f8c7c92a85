import type { APIRequestContext } from '@playwright/test';
import type { Paged } from '@school/contract/schemas/common';
import type { GoalTimeline } from '@school/contract/schemas/goals/goal-configuration';
import type { GoalFeedback } from '@school/contract/schemas/goals/goal-year';
import type { Role } from '@school/contract/schemas/role';
import { apiLogin, bearer, expect, newPassword, uniqueEmail } from './fixtures';
import { assignRole, createGoalsStaff, goalTimelines, goalsCall, goalsToken } from './goals-fixtures';
import {
  type GoalLoop,
  LOOP_PERIOD,
  type Person,
  callStatus,
  sentForReview,
  setUpGoalLoop,
  setterApi,
  today,
} from './goals-review-setup';

/**
 * Set-up of the goal feedback spec through the API: the review loop of goals-review-setup (a setter, two reviewers, a
 * school of their own), a peer of the same school holding the setter role, the setter's goals REVIEWED, and a feedback
 * frequency of the period whose self and peer windows are open today.
 */

export interface FeedbackLoop extends GoalLoop {
  peer: Person;
  settingId: number;
  reviewId: number;
  /** A frequency of the period's timeline with its self and peer windows open today. */
  frequencyLabel: string;
}

/** The frequency added when the period's timeline has none open today (the demo's own are kept). */
const E2E_FREQUENCY = 'E2E Feedback';

const openToday = (start: string, end: string) => start <= today() && today() <= end;

/**
 * A feedback frequency of LOOP_PERIOD open today for self and peer feedback: the first the timeline has (the
 * demo opens Term 1 and Term 2 on the day it is seeded), else one added beside the others. Two tests may add it
 * at once: the loser's PUT answers 409 and it reads the timeline again.
 */
export async function ensureOpenFrequency(request: APIRequestContext): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const timeline = (await goalTimelines(request)).find((item) => item.academicCalendar === LOOP_PERIOD);
    if (!timeline) throw new Error(`no goal timeline of ${LOOP_PERIOD}`);
    const open = timeline.feedbackFrequencies.find(
      (frequency) =>
        openToday(frequency.selfFeedbackStartDate, frequency.selfFeedbackEndDate) &&
        openToday(frequency.peerFeedbackStartDate, frequency.peerFeedbackEndDate),
    );
    if (open) return open.frequencyLabel;
    const added = await addOpenFrequency(request, timeline);
    if (added) return E2E_FREQUENCY;
  }
  throw new Error('no feedback frequency could be opened today');
}

async function addOpenFrequency(request: APIRequestContext, timeline: GoalTimeline): Promise<boolean> {
  const token = await goalsToken(request);
  const day = today();
  // Every frequency is sent back with its id: one left out would be removed (refused once it has feedback).
  const others = timeline.feedbackFrequencies.filter((frequency) => frequency.frequencyLabel !== E2E_FREQUENCY);
  const earlier = timeline.feedbackFrequencies.find((frequency) => frequency.frequencyLabel === E2E_FREQUENCY);
  const answer = await callStatus(request, token, 'put', `/goal-timeline-configurations/${timeline.id}`, {
    academicCalendar: timeline.academicCalendar,
    goalSetupStartDate: timeline.goalSetupStartDate,
    goalSetupEndDate: timeline.goalSetupEndDate,
    goalReviewStartDate: timeline.goalReviewStartDate,
    goalReviewEndDate: timeline.goalReviewEndDate,
    feedbackFrequencies: [
      ...others,
      {
        id: earlier?.id,
        frequencyLabel: E2E_FREQUENCY,
        selfFeedbackStartDate: day,
        selfFeedbackEndDate: day,
        peerFeedbackStartDate: day,
        peerFeedbackEndDate: day,
      },
    ],
    version: timeline.version,
  });
  if (answer.status === 409) return false;
  expect(answer.status, answer.message).toBe(200);
  return true;
}

/** Adds privileges to a role (GET, then PUT with every privilege it had). */
async function grant(request: APIRequestContext, roleId: number, added: [entityName: string, type: string][]) {
  const role = await goalsCall<Role>(request, 'get', `/roles/${roleId}`);
  const held = role.rolePrivilegeXrefs.map(({ privilege }) => ({
    entityName: privilege.entityName,
    privilegeType: privilege.privilegeType,
  }));
  await goalsCall(request, 'put', `/roles/${roleId}`, {
    name: role.name,
    isSchoolApplicable: role.isSchoolApplicable,
    privileges: [...held, ...added.map(([entityName, privilegeType]) => ({ entityName, privilegeType }))],
    version: role.version,
  });
}

async function schoolIdByName(request: APIRequestContext, schoolName: string) {
  const page = await goalsCall<Paged<{ id: number; schoolName: string }>>(
    request,
    'get',
    `/schools?name=${encodeURIComponent(schoolName)}&size=50`,
  );
  const school = page.content.find((candidate) => candidate.schoolName === schoolName);
  if (!school) throw new Error(`no school ${schoolName}`);
  return school.id;
}

/** Everything the feedback loop needs: the setter's goals (60 and 40) REVIEWED, a peer, a frequency open today. */
export async function setUpFeedbackLoop(request: APIRequestContext): Promise<FeedbackLoop> {
  const loop = await setUpGoalLoop(request);
  // Reviewers read the feedback of the goals they review (READ on goalsettingform, as the demo's coordinator).
  await grant(request, loop.reviewerRole.id, [['goalsettingform', 'READ']]);
  const frequencyLabel = await ensureOpenFrequency(request);
  const staff = await createGoalsStaff(request, await schoolIdByName(request, loop.schoolName), 'Farah');
  await assignRole(request, staff.id, loop.setterRole.id);
  const peer: Person = { ...staff.account, id: staff.id, token: await apiLogin(request, staff.email, staff.password) };
  const sent = await sentForReview(request, loop);
  const setting = await setterApi(request, loop.setter).getSetting(sent.id);
  const reviewId = setting.goalReview?.id;
  if (!reviewId) throw new Error('the setting sent for review has no review');
  const approved = await callStatus(request, loop.reviewer.token, 'patch', `/goal-setting-review/${reviewId}`, {
    reviewState: 'APPROVED',
    comment: 'Clear and measurable: approved.',
  });
  expect(approved.status, approved.message).toBe(200);
  return { ...loop, peer, settingId: sent.id, reviewId, frequencyLabel };
}

/** The setter's SELF feedback of a frequency (GET /goal-feedback/{id}/self, made on first read). */
export async function selfFeedbackOf(request: APIRequestContext, loop: FeedbackLoop): Promise<GoalFeedback> {
  const response = await request.get(`/api/goal-feedback/${loop.settingId}/self`, {
    headers: bearer(loop.setter.token),
  });
  expect(response.status(), await response.text()).toBe(200);
  const feedbacks = (await response.json()) as GoalFeedback[];
  const feedback = feedbacks.find((item) => item.period === loop.frequencyLabel);
  if (!feedback) throw new Error(`no self feedback of ${loop.frequencyLabel}`);
  return feedback;
}

/** The setter saves the same rating on every goal through the API (PUT /goal-feedback/). */
export async function saveSelfRatings(request: APIRequestContext, loop: FeedbackLoop, rating: number) {
  const feedback = await selfFeedbackOf(request, loop);
  const answer = await callStatus(request, loop.setter.token, 'put', '/goal-feedback/', {
    goalFeedback: {
      id: feedback.id,
      goalRatings: feedback.goalRatings.map(({ goal }) => ({ goal: { id: goal.id }, rating })),
      version: feedback.version,
    },
  });
  expect(answer.status, answer.message).toBe(200);
}

/**
 * Colleagues of the loop's school who share one name and one designation (told apart only by their email), for the
 * peer picker.
 */
export async function createNamesakes(request: APIRequestContext, loop: FeedbackLoop, count = 2) {
  const schoolId = await schoolIdByName(request, loop.schoolName);
  const lastName = `Namesake${Date.now().toString(36).slice(-5)}`;
  const people: { id: number; email: string; fullName: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = uniqueEmail('namesake');
    const created = await goalsCall<{ id: number }>(request, 'post', '/users', {
      firstName: 'Anil',
      lastName,
      email,
      rawPassword: newPassword(),
      designation: 'Teacher',
      school: schoolId,
    });
    people.push({ id: created.id, email, fullName: `Anil ${lastName}` });
  }
  return people;
}

/** The setter submits the frequency's self feedback and the reviewer accepts it: peers may be asked. */
export async function acceptSelfFeedback(request: APIRequestContext, loop: FeedbackLoop) {
  await saveSelfRatings(request, loop, 3);
  const saved = await selfFeedbackOf(request, loop);
  const submitted = await callStatus(request, loop.setter.token, 'put', '/goal-feedback/', {
    goalFeedback: {
      id: saved.id,
      goalRatings: saved.goalRatings.map(({ goal }) => ({ goal: { id: goal.id }, rating: 3 })),
      state: 'SELF_FEEDBACK_SUBMITTED',
      version: saved.version,
    },
    comment: { comment: 'My year so far.' },
  });
  expect(submitted.status, submitted.message).toBe(200);
  const feedback = await selfFeedbackOf(request, loop);
  const accepted = await callStatus(request, loop.reviewer.token, 'put', `/goal-feedback/${feedback.id}/comment`, {
    comment: 'Accepted.',
    state: 'SUBMIT_PEER_FEEDBACK',
    version: feedback.version,
  });
  expect(accepted.status, accepted.message).toBe(200);
}
