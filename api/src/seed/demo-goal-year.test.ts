import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALLOWED,
  annualPeriodOf,
  currentAnnualPeriod,
  evidenceDeletable,
  GOAL_FEEDBACK_STATES,
  GOAL_SETTING_STATES,
  goalScore,
  looksLikePdf,
  planYearOf,
  ratingAdjusted,
  selfFeedbackAccepted,
} from '@school/contract';
import {
  goalEvidenceChunks,
  goalEvidences,
  goalFeedbackComments,
  goalFeedbackRatings,
  goalFeedbackFrequencies,
  goalFeedbacks,
  goalFinalReviews,
  goalReviews,
  goalSettings,
  goals,
  users,
} from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_PASSWORD, seedDemoData } from './demo';
import { DEMO_YEAR_TEACHER } from './demo-goal-year-stories';

/*
 * The demo's goal year, seeded on a fresh database: each state it promises is there, written as the API would have left
 * it, and the API reads it so (demo-goals.test.ts covers the demo goal settings and the timelines, feedback windows
 * included).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { planYearStartMonth: t.config.PLAN_YEAR_START_MONTH });
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const period = () => currentAnnualPeriod(new Date(), t.config.PLAN_YEAR_START_MONTH);
const previousPeriod = () => annualPeriodOf(planYearOf(today(), t.config.PLAN_YEAR_START_MONTH) - 1);

describe('demo goal year', () => {
  /** A setter's setting of a period with its review, goals, feedbacks (ratings, comments) and final review. */
  async function yearOf(email: string, annualPeriod: string) {
    const [row] = await t.db
      .select({ setting: goalSettings })
      .from(goalSettings)
      .innerJoin(users, eq(users.id, goalSettings.userId))
      .where(and(eq(users.email, email), eq(goalSettings.annualPeriod, annualPeriod)));
    if (!row) throw new Error(`${email} has no goal setting of ${annualPeriod}`);
    const { setting } = row;
    const [review] = await t.db.select().from(goalReviews).where(eq(goalReviews.goalSettingId, setting.id));
    const ownGoals = await t.db
      .select()
      .from(goals)
      .where(eq(goals.goalSettingId, setting.id))
      .orderBy(asc(goals.sortOrder));
    const feedbackRows = await t.db
      .select({ feedback: goalFeedbacks, peer: users.email, frequencyLabel: goalFeedbackFrequencies.frequencyLabel })
      .from(goalFeedbacks)
      .innerJoin(goalFeedbackFrequencies, eq(goalFeedbackFrequencies.id, goalFeedbacks.frequencyId))
      .leftJoin(users, eq(users.id, goalFeedbacks.peerUserId))
      .where(eq(goalFeedbacks.goalSettingId, setting.id));
    const ids = feedbackRows.map((feedbackRow) => feedbackRow.feedback.id);
    const ratings = ids.length
      ? await t.db.select().from(goalFeedbackRatings).where(inArray(goalFeedbackRatings.feedbackId, ids))
      : [];
    const comments = ids.length
      ? await t.db.select().from(goalFeedbackComments).where(inArray(goalFeedbackComments.feedbackId, ids))
      : [];
    const feedbacks = feedbackRows.map(({ feedback, peer, frequencyLabel }) => ({
      ...feedback,
      frequencyLabel,
      peer,
      ratings: new Map(
        ratings.filter((rating) => rating.feedbackId === feedback.id).map((rating) => [rating.goalId, rating.rating]),
      ),
      comments: comments.filter((comment) => comment.feedbackId === feedback.id),
    }));
    const evidences = await t.db
      .select()
      .from(goalEvidences)
      .where(
        inArray(
          goalEvidences.goalId,
          ownGoals.map((goal) => goal.id),
        ),
      );
    const [finalReview] = review
      ? await t.db.select().from(goalFinalReviews).where(eq(goalFinalReviews.goalReviewId, review.id))
      : [];
    const self = (label: string) =>
      feedbacks.find((feedback) => feedback.feedbackType === 'SELF' && feedback.frequencyLabel === label);
    const peers = (label: string) =>
      feedbacks.filter((feedback) => feedback.feedbackType === 'PEER' && feedback.frequencyLabel === label);
    return { setting, review, goals: ownGoals, feedbacks, evidences, finalReview, self, peers };
  }
  const idOf = async (email: string) => {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`${email} is missing`);
    return user.id;
  };

  it('gives teacher4 two evidences, learnings and a Term 1 self feedback waiting for the coordinator', async () => {
    const year = await yearOf('teacher4@school.test', period());
    expect(year.setting.state).toBe('REVIEWED');
    expect(year.review?.state).toBe('APPROVED');
    expect(year.evidences).toHaveLength(2);
    expect(year.setting.strength && year.setting.weakness && year.setting.learningRequired).toBeTruthy();
    const term1 = year.self('Term 1');
    expect(term1?.state).toBe('SELF_FEEDBACK_SUBMITTED');
    expect(term1?.ratings.size).toBe(year.goals.length);
    expect(term1?.comments.map((comment) => comment.state)).toEqual(['SELF_FEEDBACK_SUBMITTED']);
    expect(year.self('Term 2')?.state).toBe('SUBMIT_SELF_FEEDBACK');
    // One evidence before the submission (kept), one after (still removable): evidenceDeletable's two sides.
    const submitted = term1?.submittedOn?.toISOString() ?? null;
    const deletable = year.evidences.map((evidence) =>
      evidenceDeletable({ uploadEvidence: ALLOWED }, evidence.createdOn.toISOString(), submitted),
    );
    expect(deletable.sort()).toEqual([false, true]);
  });

  it("gives teacher5 Term 1 accepted with peers asked (teacher1 pending, teacher2 submitted) and Term 2 sent back with the coordinator's comment", async () => {
    const year = await yearOf(DEMO_YEAR_TEACHER.email, period());
    expect(year.setting.state).toBe('REVIEWED');
    expect(year.self('Term 1')?.state).toBe('SUBMIT_PEER_FEEDBACK');
    const peers = year.peers('Term 1');
    const coordinator = await idOf('coordinator@school.test');
    expect(peers.map((peer) => [peer.peer, peer.state]).sort()).toEqual([
      ['teacher1@school.test', 'SUBMIT_PEER_FEEDBACK'],
      ['teacher2@school.test', 'PEER_FEEDBACK_SUBMITTED'],
    ]);
    for (const peer of peers) expect(peer.requestedBy).toBe(coordinator);
    expect(peers.find((peer) => peer.peer === 'teacher1@school.test')?.ratings.size).toBe(0);
    expect(peers.find((peer) => peer.peer === 'teacher2@school.test')?.ratings.size).toBe(year.goals.length);
    const term2 = year.self('Term 2');
    expect(term2?.state).toBe('SELF_REASSESSMENT_REQUIRED');
    const sentBack = term2?.comments.find((comment) => comment.state === 'SELF_REASSESSMENT_REQUIRED');
    expect(sentBack?.userId).toBe(coordinator);
    expect(sentBack?.comment).toContain('GeoGebra');
  });

  it("sets teacher2's previous year at PEER_REVIEW_COMPLETED: every feedback completed, two peers a term, no final review yet", async () => {
    const year = await yearOf('teacher2@school.test', previousPeriod());
    expect(year.setting.state).toBe('PEER_REVIEW_COMPLETED');
    expect(year.review?.state).toBe('PEER_REVIEW_COMPLETED');
    expect(year.finalReview).toBeUndefined();
    for (const label of ['Term 1', 'Term 2']) {
      expect(year.self(label)?.state, label).toBe('FEEDBACK_COMPLETED');
      const peers = year.peers(label);
      expect(peers.length, label).toBeGreaterThanOrEqual(2);
      for (const peer of peers) expect(peer.state, label).toBe('FEEDBACK_COMPLETED');
      // One peer was sent back once before being accepted: the history shows it.
      expect(peers.flatMap((peer) => peer.comments.map((comment) => comment.state))).toContain(
        'PEER_REASSESSMENT_REQUIRED',
      );
    }
  });

  it("closes teacher1's previous year: final review by the coordinator, signed off by Inspire Us-Core, closed by the administrator", async () => {
    const year = await yearOf('teacher1@school.test', previousPeriod());
    expect(year.setting.state).toBe('COMPLETED');
    expect(year.review?.state).toBe('FINAL_REVIEW_COMPLETED');
    const final = year.finalReview;
    if (!final) throw new Error('no final review');
    expect(final.writtenBy).toBe(await idOf('coordinator@school.test'));
    expect(final.signedOffBy).toBe(await idOf('core@school.test'));
    expect(final.closedBy).toBe(await idOf('administrator@school.test'));
    const { signedOffOn, closedOn } = final;
    if (!signedOffOn || !closedOn) throw new Error('the sign-off or the close has no date');
    expect(final.writtenOn < signedOffOn && signedOffOn < closedOn).toBe(true);
    expect(closedOn.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('leaves Inspire Us-Core a written final review to sign off (teacher3) and the administrator a year to close (teacher4)', async () => {
    const toSign = await yearOf('teacher3@school.test', previousPeriod());
    expect([toSign.setting.state, toSign.review?.state]).toEqual(['PEER_REVIEW_COMPLETED', 'PEER_REVIEW_COMPLETED']);
    expect(toSign.finalReview?.writtenBy).toBe(await idOf('coordinator@school.test'));
    expect(toSign.finalReview?.signedOffBy).toBeNull();
    const toClose = await yearOf('teacher4@school.test', previousPeriod());
    expect([toClose.setting.state, toClose.review?.state]).toEqual([
      'FINAL_REVIEW_COMPLETED',
      'FINAL_REVIEW_COMPLETED',
    ]);
    expect(toClose.finalReview?.signedOffBy).toBe(await idOf('core@school.test'));
    expect(toClose.finalReview?.closedBy).toBeNull();
    // Rated above the proposed score, with the reason the final review needs then.
    const final = toClose.finalReview;
    expect(ratingAdjusted(final?.overallRating ?? 0, final?.proposedScore ?? null)).toBe(true);
    expect(final?.adjustmentReason).toBeTruthy();
  });

  it("shows SELF_REVIEW_COMPLETED on the coordinator's previous year, a peer feedback waiting for the mentor", async () => {
    const year = await yearOf('coordinator@school.test', previousPeriod());
    expect([year.setting.state, year.review?.state]).toEqual(['SELF_REVIEW_COMPLETED', 'SELF_REVIEW_COMPLETED']);
    expect(year.self('Term 1')?.state).toBe('FEEDBACK_COMPLETED');
    expect(year.self('Term 2')?.state).toBe('SUBMIT_PEER_FEEDBACK');
    expect(year.peers('Term 2').map((peer) => peer.state)).toEqual(['PEER_FEEDBACK_SUBMITTED']);
    const mentor = await idOf('mentor@school.test');
    expect(year.self('Term 2')?.comments.some((comment) => comment.userId === mentor)).toBe(true);
  });

  it('has every goal setting state in one period or the other', async () => {
    const states = new Set(
      (await t.db.select({ state: goalSettings.state }).from(goalSettings)).map((row) => row.state),
    );
    expect([...states].sort()).toEqual([...GOAL_SETTING_STATES].sort());
  });

  it("proposes the completed year's score as goalScore of its accepted ratings", async () => {
    const year = await yearOf('teacher1@school.test', previousPeriod());
    const frequencies = ['Term 1', 'Term 2'].map((frequencyLabel) => {
      const self = year.self(frequencyLabel);
      return {
        frequencyLabel,
        self: self && selfFeedbackAccepted(self.state) ? self.ratings : null,
        peers: year
          .peers(frequencyLabel)
          .filter((peer) => peer.state === 'FEEDBACK_COMPLETED')
          .map((peer) => peer.ratings),
      };
    });
    const { proposed } = goalScore(year.goals, frequencies);
    expect(proposed).not.toBeNull();
    expect(year.finalReview?.proposedScore).toBe(proposed);
    expect(year.finalReview?.overallRating).toBe(proposed);
    expect(ratingAdjusted(year.finalReview?.overallRating ?? 0, proposed)).toBe(false);
  });

  it('shows every standing feedback state somewhere, and every rating of a submitted feedback from 1 to 4 on every goal', async () => {
    const all = await t.db.select().from(goalFeedbacks);
    const states = new Set(all.map((feedback) => feedback.state));
    for (const state of GOAL_FEEDBACK_STATES.filter((state) => state !== 'PEER_REASSESSMENT_REQUIRED')) {
      expect(states, state).toContain(state);
    }
    const ratings = await t.db.select().from(goalFeedbackRatings);
    for (const rating of ratings) expect(rating.rating >= 1 && rating.rating <= 4).toBe(true);
    for (const feedback of all.filter((row) => row.submittedOn !== null)) {
      const own = await t.db.select().from(goals).where(eq(goals.goalSettingId, feedback.goalSettingId));
      expect(
        ratings.filter((rating) => rating.feedbackId === feedback.id),
        String(feedback.id),
      ).toHaveLength(own.length);
    }
  });

  it('stores the demo evidences as real, small PDFs', async () => {
    const evidences = await t.db.select().from(goalEvidences);
    expect(evidences.length).toBeGreaterThanOrEqual(3);
    for (const evidence of evidences) {
      const chunks = await t.db
        .select({ bytes: goalEvidenceChunks.bytes })
        .from(goalEvidenceChunks)
        .where(eq(goalEvidenceChunks.evidenceId, evidence.id))
        .orderBy(asc(goalEvidenceChunks.seq));
      const content = Buffer.concat(chunks.map((chunk) => chunk.bytes));
      expect(looksLikePdf(content), evidence.fileName).toBe(true);
      expect(evidence.pending).toBe(false);
      expect(evidence.documentType).toBe('application/pdf');
      expect(evidence.size).toBe(content.length);
      expect(evidence.size).toBeLessThan(50 * 1024);
      expect(evidence.fileName.endsWith('.pdf')).toBe(true);
    }
  });
});

describe('demo goal year through the API', () => {
  const signIn = (email: string) => t.login(email, DEMO_PASSWORD);
  const ownSettingId = async (token: string, annualPeriod: string) => {
    const list = await t.call('GET', `/goal-setting-form?annualPeriod=${annualPeriod}`, { token });
    expect(list.statusCode).toBe(200);
    const [item] = list.json().content as { id: number }[];
    if (!item) throw new Error(`no goal setting of ${annualPeriod}`);
    return item.id;
  };
  type Feedback = {
    period: string;
    state: string;
    abilities: { editRatings: { allowed: boolean }; decisions: string[] };
  };
  const selfFeedbacks = async (settingId: number, token: string) => {
    const response = await t.call('GET', `/goal-feedback/${settingId}/self`, { token });
    expect(response.statusCode).toBe(200);
    return response.json() as Feedback[];
  };

  it("lets the coordinator accept or send back teacher4's Term 1 self feedback, and teacher4 open an evidence", async () => {
    const teacher = await signIn('teacher4@school.test');
    const settingId = await ownSettingId(teacher, period());
    const own = await selfFeedbacks(settingId, teacher);
    expect(own.map((feedback) => [feedback.period, feedback.state])).toEqual([
      ['Term 1', 'SELF_FEEDBACK_SUBMITTED'],
      ['Term 2', 'SUBMIT_SELF_FEEDBACK'],
    ]);
    // Term 2 is rated today: its self window is open.
    expect(own[1]?.abilities.editRatings.allowed).toBe(true);
    const reviewed = await selfFeedbacks(settingId, await signIn('coordinator@school.test'));
    expect(reviewed[0]?.abilities.decisions.sort()).toEqual(['SELF_REASSESSMENT_REQUIRED', 'SUBMIT_PEER_FEEDBACK']);
    const setting = (await t.call('GET', `/goal-setting-form/${settingId}`, { token: teacher })).json();
    const evidences = (setting.goals as { evidences: { id: number }[] }[]).flatMap((goal) => goal.evidences);
    expect(evidences).toHaveLength(2);
    const file = await t.call('GET', `/goal/evidence/${evidences[0]?.id}/file`, { token: teacher });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(looksLikePdf(file.rawPayload)).toBe(true);
  });

  it('lets teacher5 reassess Term 2 today and gives teacher1 a pending peer request to answer', async () => {
    const teacher = await signIn(DEMO_YEAR_TEACHER.email);
    const own = await selfFeedbacks(await ownSettingId(teacher, period()), teacher);
    expect(own.map((feedback) => feedback.state)).toEqual(['SUBMIT_PEER_FEEDBACK', 'SELF_REASSESSMENT_REQUIRED']);
    expect(own[1]?.abilities.editRatings.allowed).toBe(true);
    const requests = await t.call('GET', '/goal-feedback/peer-requests', {
      token: await signIn('teacher1@school.test'),
    });
    expect(requests.statusCode).toBe(200);
    const items = requests.json().content as { setter: { email: string }; state: string; window: { open: boolean } }[];
    const pending = items.find((item) => item.setter.email === DEMO_YEAR_TEACHER.email);
    expect(pending).toMatchObject({ state: 'SUBMIT_PEER_FEEDBACK', window: { open: true } });
  });

  it("offers the coordinator the final review of teacher2's previous year, and shows teacher1's closed year", async () => {
    const coordinator = await signIn('coordinator@school.test');
    const waitingId = await ownSettingId(await signIn('teacher2@school.test'), previousPeriod());
    const waiting = await t.call('GET', `/goal-setting-form/${waitingId}/score`, { token: coordinator });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toMatchObject({ goalSettingState: 'PEER_REVIEW_COMPLETED', finalReview: null });
    expect(waiting.json().proposed).not.toBeNull();
    expect(waiting.json().abilities.writeFinalReview.allowed).toBe(true);
    const teacher = await signIn('teacher1@school.test');
    const closedId = await ownSettingId(teacher, previousPeriod());
    const closed = (await t.call('GET', `/goal-setting-form/${closedId}/score`, { token: teacher })).json();
    expect(closed.goalSettingState).toBe('COMPLETED');
    expect(closed.finalReview.overallRating).toBe(closed.proposed);
    expect(closed.signedOff.by.email).toBe('core@school.test');
    expect(closed.closed.by.email).toBe('administrator@school.test');
  });

  it("lets Inspire Us-Core sign off teacher3's previous year and the administrator close teacher4's", async () => {
    const abilitiesOf = async (setter: string, email: string) => {
      const settingId = await ownSettingId(await signIn(setter), previousPeriod());
      const score = await t.call('GET', `/goal-setting-form/${settingId}/score`, { token: await signIn(email) });
      expect(score.statusCode).toBe(200);
      return score.json().abilities as { signOff: boolean; close: boolean };
    };
    expect(await abilitiesOf('teacher3@school.test', 'core@school.test')).toMatchObject({
      signOff: { allowed: true },
      close: { allowed: false },
    });
    expect(await abilitiesOf('teacher4@school.test', 'administrator@school.test')).toMatchObject({
      signOff: { allowed: false },
      close: { allowed: true },
    });
  });
});
