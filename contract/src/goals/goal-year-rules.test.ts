import { describe, expect, it } from 'vitest';
import { ALLOWED, refused } from '../ability';
import type { PrivilegeMap } from '../access';
import { MESSAGES } from '../constants';
import { GOAL_FEEDBACK_STATES, type GoalFeedbackState } from '../workflows/goal-feedback';
import { GOAL_SETTING_STATES, type GoalSettingState } from '../workflows/goal-setting';
import {
  EVIDENCE,
  EVIDENCE_BASE64_MAX,
  evidenceDeletable,
  type FeedbackAbilityInput,
  feedbackAbilitiesOf,
  finalReviewAbilitiesOf,
  GOAL_YEAR_MESSAGES,
  goalYearAbilitiesOf,
  goalYearRefusals,
  looksLikePdf,
  PEERS,
} from './goal-year-rules';

const all = { READ: true, CREATE: true, UPDATE: true, DELETE: true };
const readOnly = { READ: true, CREATE: false, UPDATE: false, DELETE: false };
const privileges: PrivilegeMap = { goalsetting: all, goalsettingform: all, goalsettingreview: all };
const readers: PrivilegeMap = { goalsetting: readOnly, goalsettingform: readOnly, goalsettingreview: readOnly };
/** ASCII text as bytes (the contract compiles without DOM or Node types: no TextEncoder). */
const bytes = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

const statesFrom = (from: GoalSettingState, below?: GoalSettingState) => {
  const start = GOAL_SETTING_STATES.indexOf(from);
  const end = below ? GOAL_SETTING_STATES.indexOf(below) : GOAL_SETTING_STATES.length;
  return GOAL_SETTING_STATES.slice(start, end);
};

describe('EVIDENCE and PEERS', () => {
  it('take PDFs of at most 10 MB by default, and one to five peers, shown as an average from two', () => {
    expect(EVIDENCE).toEqual({
      defaultMaxMb: 10,
      defaultMaxFilesPerGoal: 10,
      defaultMaxTotalMb: 100,
      uploadsInFlight: 2,
      largestMaxMb: 100,
      documentType: 'application/pdf',
      extension: '.pdf',
    });
    // The base64 text of 100 MB: 4 characters for every 3 bytes, the last group padded.
    expect(EVIDENCE_BASE64_MAX).toBe(139_810_136);
    expect(PEERS).toEqual({ min: 1, max: 5, anonymityMin: 2 });
  });
});

describe('looksLikePdf', () => {
  it("accepts bytes that start as a PDF does ('%PDF-'), whatever follows", () => {
    expect(looksLikePdf(bytes('%PDF-1.7\n1 0 obj'))).toBe(true);
    expect(looksLikePdf(bytes('%PDF-'))).toBe(true);
  });

  it('refuses anything else: a PNG, text, an empty file, a truncated or shifted header', () => {
    expect(looksLikePdf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(false);
    expect(looksLikePdf(bytes('Hello, this is not a PDF'))).toBe(false);
    expect(looksLikePdf(new Uint8Array())).toBe(false);
    expect(looksLikePdf(bytes('%PDF'))).toBe(false);
    expect(looksLikePdf(bytes(' %PDF-1.7'))).toBe(false);
    expect(looksLikePdf(bytes('%pdf-1.7'))).toBe(false);
  });
});

describe('GOAL_YEAR_MESSAGES written from values', () => {
  it('counts comments and peers in words', () => {
    expect(GOAL_YEAR_MESSAGES.viewComments(1)).toBe('View 1 Comment');
    expect(GOAL_YEAR_MESSAGES.viewComments(3)).toBe('View 3 Comments');
    expect(GOAL_YEAR_MESSAGES.peersAnonymous(1)).toBe(
      'Peer ratings appear as an average once at least 2 peers have submitted (1 so far).',
    );
    expect(GOAL_YEAR_MESSAGES.peersAnonymous(2)).toBe("The average of 2 peers' ratings; peers stay anonymous.");
    expect(GOAL_YEAR_MESSAGES.evidenceTooLarge(10)).toBe('The file is larger than 10 MB: choose a smaller PDF.');
    expect(GOAL_YEAR_MESSAGES.evidenceTooMany(10)).toBe(
      'This goal already has 10 evidence files, the most it can hold: remove one before uploading another.',
    );
    expect(GOAL_YEAR_MESSAGES.evidenceTotalTooLarge(100)).toBe(
      'Your evidence for this period would exceed 100 MB in all: remove a file or choose a smaller PDF.',
    );
    expect(GOAL_YEAR_MESSAGES.evidenceUploadsBusy).toBe(
      'You already have 2 uploads in progress: wait for one to finish, then upload again.',
    );
    expect(GOAL_YEAR_MESSAGES.ratingRange).toBe('Rate each goal from 1 to 4');
  });
});

describe('goalYearAbilitiesOf (evidence and learnings)', () => {
  const setter = { isSetter: true, privileges, state: 'REVIEWED' as GoalSettingState };

  it('lets the setter upload evidence from REVIEWED until every self feedback is accepted and peers complete', () => {
    const uploading = GOAL_SETTING_STATES.filter(
      (state) => goalYearAbilitiesOf({ ...setter, state }).uploadEvidence.allowed,
    );
    expect(uploading).toEqual(['REVIEWED', 'SELF_REVIEW_COMPLETED']);
  });

  it('lets the setter record learnings from REVIEWED until the final review is signed off', () => {
    const editing = GOAL_SETTING_STATES.filter(
      (state) => goalYearAbilitiesOf({ ...setter, state }).editLearnings.allowed,
    );
    expect(editing).toEqual(['REVIEWED', 'SELF_REVIEW_COMPLETED', 'PEER_REVIEW_COMPLETED']);
  });

  it('names why, before REVIEWED and after the last state', () => {
    for (const state of statesFrom('GOAL_SETUP', 'REVIEWED')) {
      expect(goalYearAbilitiesOf({ ...setter, state }), state).toEqual({
        uploadEvidence: refused(GOAL_YEAR_MESSAGES.evidenceNotYet),
        editLearnings: refused(GOAL_YEAR_MESSAGES.learningsNotYet),
      });
    }
    for (const state of statesFrom('PEER_REVIEW_COMPLETED')) {
      expect(goalYearRefusals({ ...setter, state }).uploadEvidence, state).toEqual({
        httpStatus: 409,
        message: GOAL_YEAR_MESSAGES.evidenceClosed,
      });
    }
    for (const state of statesFrom('FINAL_REVIEW_COMPLETED')) {
      expect(goalYearRefusals({ ...setter, state }).editLearnings, state).toEqual({
        httpStatus: 409,
        message: GOAL_YEAR_MESSAGES.learningsClosed,
      });
    }
  });

  it('names the first reason it refuses: who, then privilege, then state', () => {
    expect(goalYearAbilitiesOf({ isSetter: false, privileges: {}, state: 'GOAL_SETUP' })).toEqual({
      uploadEvidence: refused(GOAL_YEAR_MESSAGES.evidenceNotSetter),
      editLearnings: refused(GOAL_YEAR_MESSAGES.learningsNotSetter),
    });
    expect(goalYearRefusals({ isSetter: true, privileges: readers, state: 'GOAL_SETUP' })).toEqual({
      uploadEvidence: { httpStatus: 403, message: MESSAGES.forbidden },
      editLearnings: { httpStatus: 403, message: MESSAGES.forbidden },
    });
    expect(goalYearRefusals({ isSetter: false, privileges, state: 'REVIEWED' }).uploadEvidence).toEqual({
      httpStatus: 403,
      message: GOAL_YEAR_MESSAGES.evidenceNotSetter,
    });
    expect(goalYearRefusals({ ...setter, state: 'GOAL_SETUP' }).uploadEvidence?.httpStatus).toBe(409);
    expect(goalYearAbilitiesOf(setter)).toEqual({ uploadEvidence: ALLOWED, editLearnings: ALLOWED });
  });
});

describe('evidenceDeletable', () => {
  const uploadedOn = '2026-11-20T10:00:00.000Z';
  it('lets the setter remove an evidence no self feedback was submitted with', () => {
    expect(evidenceDeletable({ uploadEvidence: ALLOWED }, uploadedOn, null)).toBe(true);
    expect(evidenceDeletable({ uploadEvidence: ALLOWED }, uploadedOn, '2026-11-19T10:00:00.000Z')).toBe(true);
  });

  it('keeps an evidence uploaded before (or at) the last self submission', () => {
    expect(evidenceDeletable({ uploadEvidence: ALLOWED }, uploadedOn, '2026-11-21T10:00:00.000Z')).toBe(false);
    expect(evidenceDeletable({ uploadEvidence: ALLOWED }, uploadedOn, uploadedOn)).toBe(false);
  });

  it('keeps every evidence when uploads are not allowed', () => {
    expect(evidenceDeletable({ uploadEvidence: refused('no') }, uploadedOn, null)).toBe(false);
  });
});

describe('feedbackAbilitiesOf', () => {
  const open = { open: true, message: 'Self feedback (Term 1) for A.Y. 2026-2027 is open until 15-01-2027.' };
  const closed = { open: false, message: 'Self feedback (Term 1) for A.Y. 2026-2027 closed on 01-11-2026.' };
  const self: FeedbackAbilityInput = {
    actor: 'setter',
    isAuthor: true,
    isApprover: false,
    type: 'SELF',
    state: 'SUBMIT_SELF_FEEDBACK',
    privileges,
    window: open,
    peerCount: 0,
  };
  const reviewer: FeedbackAbilityInput = { ...self, actor: 'reviewer', isAuthor: false };

  it('lets the author rate inside the window while the feedback waits for them', () => {
    expect(feedbackAbilitiesOf(self)).toEqual({
      editRatings: { allowed: true, reason: null },
      decisions: [],
      comment: { allowed: true, reason: null },
      requestPeers: { allowed: false, reason: GOAL_YEAR_MESSAGES.notPeerRequester },
    });
    expect(feedbackAbilitiesOf({ ...self, state: 'SELF_REASSESSMENT_REQUIRED' }).editRatings.allowed).toBe(true);
    const peer = { ...self, actor: 'peer' as const, type: 'PEER' as const };
    expect(feedbackAbilitiesOf({ ...peer, state: 'SUBMIT_PEER_FEEDBACK' }).editRatings.allowed).toBe(true);
    expect(feedbackAbilitiesOf({ ...peer, state: 'PEER_REASSESSMENT_REQUIRED' }).editRatings.allowed).toBe(true);
  });

  it('names the first reason it refuses: author, privilege, state, window', () => {
    const refusal = (input: Partial<FeedbackAbilityInput>) =>
      feedbackAbilitiesOf({ ...self, ...input }).editRatings.reason;
    expect(refusal({ isAuthor: false, privileges: {}, state: 'FEEDBACK_COMPLETED', window: closed })).toBe(
      GOAL_YEAR_MESSAGES.notFeedbackAuthor,
    );
    expect(refusal({ privileges: readers, state: 'FEEDBACK_COMPLETED', window: closed })).toBe(MESSAGES.forbidden);
    expect(refusal({ state: 'SELF_FEEDBACK_SUBMITTED', window: closed })).toBe(GOAL_YEAR_MESSAGES.feedbackLocked);
    expect(refusal({ window: closed })).toBe(closed.message);
  });

  it('refuses to edit ratings whenever it names a reason: not the author, no privilege, locked, window closed', () => {
    const refused: Partial<FeedbackAbilityInput>[] = [
      { isAuthor: false },
      { privileges: readers },
      { state: 'SELF_FEEDBACK_SUBMITTED' },
      { type: 'PEER' },
      { window: closed },
    ];
    for (const input of refused) {
      const abilities = feedbackAbilitiesOf({ ...self, ...input });
      expect(abilities.editRatings.reason, JSON.stringify(input)).not.toBeNull();
      expect(abilities.editRatings.allowed, JSON.stringify(input)).toBe(false);
    }
  });

  it('locks the ratings of every state but the author’s own', () => {
    const editable: Record<'SELF' | 'PEER', GoalFeedbackState[]> = {
      SELF: ['SUBMIT_SELF_FEEDBACK', 'SELF_REASSESSMENT_REQUIRED'],
      PEER: ['SUBMIT_PEER_FEEDBACK', 'PEER_REASSESSMENT_REQUIRED'],
    };
    for (const type of ['SELF', 'PEER'] as const) {
      for (const state of GOAL_FEEDBACK_STATES) {
        const { editRatings } = feedbackAbilitiesOf({ ...self, type, state });
        expect(editRatings.reason, `${type} ${state}`).toBe(
          editable[type].includes(state) ? null : GOAL_YEAR_MESSAGES.feedbackLocked,
        );
      }
    }
  });

  it("offers a reviewer with UPDATE on the review the decisions of the feedback's type and state only", () => {
    const decisionsOf = (type: 'SELF' | 'PEER', state: GoalFeedbackState) =>
      feedbackAbilitiesOf({ ...reviewer, type, state }).decisions;
    for (const state of GOAL_FEEDBACK_STATES) {
      expect(decisionsOf('SELF', state), `SELF ${state}`).toEqual(
        state === 'SELF_FEEDBACK_SUBMITTED' ? ['SELF_REASSESSMENT_REQUIRED', 'SUBMIT_PEER_FEEDBACK'] : [],
      );
      expect(decisionsOf('PEER', state), `PEER ${state}`).toEqual(
        state === 'PEER_FEEDBACK_SUBMITTED' ? ['PEER_REASSESSMENT_REQUIRED', 'FEEDBACK_COMPLETED'] : [],
      );
    }
  });

  it('offers no decision to a reviewer without UPDATE on the review, nor to the setter, the peer or a reader', () => {
    const submitted = { ...reviewer, state: 'SELF_FEEDBACK_SUBMITTED' as const };
    expect(
      feedbackAbilitiesOf({ ...submitted, privileges: { ...privileges, goalsettingreview: readOnly } }),
    ).toMatchObject({ decisions: [], requestPeers: { allowed: false, reason: MESSAGES.forbidden } });
    for (const actor of ['setter', 'peer', null] as const) {
      expect(feedbackAbilitiesOf({ ...submitted, actor }).decisions, String(actor)).toEqual([]);
    }
  });

  it('lets the author, a reviewer and an approver comment; a mere reader does not', () => {
    const comment = (input: Partial<FeedbackAbilityInput>) => feedbackAbilitiesOf({ ...self, ...input }).comment;
    for (const actor of ['setter', 'peer'] as const) expect(comment({ actor }), actor).toEqual(ALLOWED);
    expect(comment({ actor: 'reviewer', isAuthor: false })).toEqual(ALLOWED);
    expect(comment({ actor: null, isAuthor: false, isApprover: true })).toEqual(ALLOWED);
    expect(comment({ actor: null, isAuthor: false })).toEqual({
      allowed: false,
      reason: GOAL_YEAR_MESSAGES.commentNotAllowed,
    });
  });

  it('lets a reviewer name peers on an accepted self feedback, up to five', () => {
    const accepted = { ...reviewer, state: 'SUBMIT_PEER_FEEDBACK' as const };
    const reason = (input: Partial<FeedbackAbilityInput>) =>
      feedbackAbilitiesOf({ ...accepted, ...input }).requestPeers.reason;
    expect(feedbackAbilitiesOf({ ...accepted, peerCount: 0 }).requestPeers).toEqual(ALLOWED);
    expect(feedbackAbilitiesOf({ ...accepted, peerCount: PEERS.max - 1 }).requestPeers).toEqual(ALLOWED);
    expect(reason({ peerCount: PEERS.max })).toBe(GOAL_YEAR_MESSAGES.peersMax);
    expect(reason({ type: 'PEER' })).toBe(GOAL_YEAR_MESSAGES.peersNotOpen);
    expect(reason({ actor: 'setter' })).toBe(GOAL_YEAR_MESSAGES.notPeerRequester);
    expect(reason({ privileges: { ...privileges, goalsettingreview: readOnly } })).toBe(MESSAGES.forbidden);
    expect(reason({ state: 'FEEDBACK_COMPLETED' })).toBe(GOAL_YEAR_MESSAGES.peersClosed);
    for (const state of GOAL_FEEDBACK_STATES.filter(
      (state) => state !== 'SUBMIT_PEER_FEEDBACK' && state !== 'FEEDBACK_COMPLETED',
    )) {
      expect(reason({ state }), state).toBe(GOAL_YEAR_MESSAGES.peersNotOpen);
    }
  });
});

describe('finalReviewAbilitiesOf', () => {
  const nobody = {
    isReviewer: false,
    isGoalApprover: false,
    isReviewApprover: false,
    privileges,
    state: 'PEER_REVIEW_COMPLETED' as GoalSettingState,
    finalReviewWritten: true,
  };
  const notGoalApprover = 'Only a goal approver of this goal setting can have it signed off.';
  const notReviewApprover = 'Only a review approver of this goal setting can have it closed.';

  it('lets a reviewer write the final review only at PEER_REVIEW_COMPLETED', () => {
    for (const state of GOAL_SETTING_STATES) {
      const { writeFinalReview } = finalReviewAbilitiesOf({ ...nobody, isReviewer: true, state });
      expect(writeFinalReview.allowed, state).toBe(state === 'PEER_REVIEW_COMPLETED');
      const expected =
        state === 'PEER_REVIEW_COMPLETED'
          ? null
          : state === 'FINAL_REVIEW_COMPLETED' || state === 'COMPLETED'
            ? GOAL_YEAR_MESSAGES.finalReviewSignedOff
            : GOAL_YEAR_MESSAGES.finalReviewNotYet;
      expect(writeFinalReview.reason, state).toBe(expected);
    }
  });

  it('names why the final review cannot be written: reviewer, then privilege, then state', () => {
    expect(finalReviewAbilitiesOf({ ...nobody, privileges: {}, state: 'REVIEWED' }).writeFinalReview.reason).toBe(
      GOAL_YEAR_MESSAGES.notFinalReviewer,
    );
    expect(finalReviewAbilitiesOf({ ...nobody, isReviewer: true, privileges: readers }).writeFinalReview.reason).toBe(
      MESSAGES.forbidden,
    );
  });

  it('lets the goal approver sign off a written final review at PEER_REVIEW_COMPLETED', () => {
    const approver = { ...nobody, isGoalApprover: true };
    expect(finalReviewAbilitiesOf(approver)).toMatchObject({ signOff: { allowed: true, reason: null } });
    for (const state of GOAL_SETTING_STATES.filter((state) => state !== 'PEER_REVIEW_COMPLETED')) {
      expect(finalReviewAbilitiesOf({ ...approver, state }).signOff.reason, state).toMatch(/^A goal setting that is /);
    }
  });

  it('names why it cannot sign off: role, then privilege, then state, then the missing final review', () => {
    const refusal = (input: Partial<typeof nobody>) => finalReviewAbilitiesOf({ ...nobody, ...input }).signOff.reason;
    expect(refusal({ isReviewer: true, isReviewApprover: true, privileges: {}, state: 'REVIEWED' })).toBe(
      notGoalApprover,
    );
    expect(refusal({ isGoalApprover: true, privileges: readers, state: 'REVIEWED', finalReviewWritten: false })).toBe(
      MESSAGES.forbidden,
    );
    expect(refusal({ isGoalApprover: true, state: 'REVIEWED', finalReviewWritten: false })).toBe(
      'A goal setting that is Reviewed cannot be signed off.',
    );
    expect(refusal({ isGoalApprover: true, finalReviewWritten: false })).toBe(GOAL_YEAR_MESSAGES.finalReviewMissing);
  });

  it('lets the review approver close the year at FINAL_REVIEW_COMPLETED only', () => {
    const approver = { ...nobody, isReviewApprover: true };
    for (const state of GOAL_SETTING_STATES) {
      const { close } = finalReviewAbilitiesOf({ ...approver, state });
      expect(close.allowed, state).toBe(state === 'FINAL_REVIEW_COMPLETED');
      if (state !== 'FINAL_REVIEW_COMPLETED') expect(close.reason, state).toMatch(/cannot be closed\.$/);
    }
  });

  it('names why it cannot close: role, then privilege, then state', () => {
    const refusal = (input: Partial<typeof nobody>) => finalReviewAbilitiesOf({ ...nobody, ...input }).close.reason;
    expect(refusal({ isGoalApprover: true, isReviewer: true, state: 'FINAL_REVIEW_COMPLETED' })).toBe(
      notReviewApprover,
    );
    expect(refusal({ isReviewApprover: true, privileges: readers, state: 'REVIEWED' })).toBe(MESSAGES.forbidden);
    expect(refusal({ isReviewApprover: true, state: 'COMPLETED' })).toBe(
      'A goal setting that is Completed cannot be closed.',
    );
  });

  it('asks for the written final review before the sign-off only, not before the close', () => {
    const unwritten = { ...nobody, isReviewApprover: true, state: 'FINAL_REVIEW_COMPLETED' as const };
    expect(finalReviewAbilitiesOf({ ...unwritten, finalReviewWritten: false })).toMatchObject({
      close: { allowed: true, reason: null },
    });
  });

  it('gives one person holding every role each ability at its own state', () => {
    const everyone = { ...nobody, isReviewer: true, isGoalApprover: true, isReviewApprover: true };
    expect(finalReviewAbilitiesOf({ ...everyone, state: 'PEER_REVIEW_COMPLETED' })).toMatchObject({
      writeFinalReview: { allowed: true },
      signOff: { allowed: true },
      close: { allowed: false },
    });
    expect(finalReviewAbilitiesOf({ ...everyone, state: 'FINAL_REVIEW_COMPLETED' })).toMatchObject({
      writeFinalReview: { allowed: false },
      signOff: { allowed: false },
      close: { allowed: true },
    });
  });
});
