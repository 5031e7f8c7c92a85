import { type Ability, abilitiesOfRefusals, abilityOf, type Refusal } from '../ability';
import { hasPrivilege, type PrivilegeMap } from '../access';
import { MESSAGES } from '../constants';
import {
  FEEDBACK_DECISIONS,
  type FeedbackActor,
  type FeedbackDecision,
  FEEDBACK_DECISION_STATES,
  feedbackRatingsEditable,
  goalFeedback,
  type GoalFeedbackState,
  type GoalFeedbackType,
} from '../workflows/goal-feedback';
import { goalSetting, goalSettingOrder, type GoalSettingState } from '../workflows/goal-setting';
import { GOAL_RATING } from './goal-rules';

/*
 * The goal year after approval: evidence, learnings, self and peer feedback, the final review. Its limits, messages and
 * abilities, written once for the server (which enforces them) and the screens (which render from them).
 */

/**
 * Evidence is a PDF of at most EVIDENCE_MAX_MB (a setting; this is its default). A goal holds
 * at most EVIDENCE_MAX_FILES_PER_GOAL files and a setter's evidence of a period at most EVIDENCE_MAX_TOTAL_MB (so
 * one person cannot fill the database); a user has at most uploadsInFlight uploads running at once (each holds
 * the server's attention while the file streams in).
 */
export const EVIDENCE = {
  defaultMaxMb: 10,
  defaultMaxFilesPerGoal: 10,
  defaultMaxTotalMb: 100,
  uploadsInFlight: 2,
  /** The largest EVIDENCE_MAX_MB the server accepts (evidence is kept in the database). */
  largestMaxMb: 100,
  documentType: 'application/pdf',
  extension: '.pdf',
} as const;
/** The base64 text of the largest evidence a server may hold: 4 characters per 3 bytes. */
export const EVIDENCE_BASE64_MAX = Math.ceil((EVIDENCE.largestMaxMb * 1024 * 1024) / 3) * 4;
/** The reviewer names one to five peers per frequency; the setter sees averages of two or more (anonymity). */
export const PEERS = { min: 1, max: 5, anonymityMin: 2 } as const;

/** A PDF starts with '%PDF-' (whatever its name or declared type say). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d];
  // Stryker disable next-line ConditionalExpression: the length check only saves work (past its end an array reads undefined, which matches no byte), so its 'true' is equivalent; the line's other, killed, conditions are silenced with it.
  return bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);
}

export const GOAL_YEAR_MESSAGES = {
  // Evidence.
  evidenceInvalidType: 'Invalid file type. Only pdf files are allowed.',
  evidenceTooLarge: (maxMb: number) => `The file is larger than ${maxMb} MB: choose a smaller PDF.`,
  evidenceFileRequired: 'Choose a PDF file to upload',
  evidenceTooMany: (maxFiles: number) =>
    `This goal already has ${maxFiles} evidence files, the most it can hold: remove one before uploading another.`,
  evidenceTotalTooLarge: (maxTotalMb: number) =>
    `Your evidence for this period would exceed ${maxTotalMb} MB in all: remove a file or choose a smaller PDF.`,
  evidenceUploadsBusy: `You already have ${EVIDENCE.uploadsInFlight} uploads in progress: wait for one to finish, then upload again.`,
  evidenceMalformed: 'The upload was cut short or is not a form upload: choose the PDF and upload it again.',
  evidenceUploaded: 'Evidence uploaded for the goal.',
  evidenceRemoved: 'Evidence removed for the goal.',
  evidenceEmpty: 'Evidences not submitted!',
  evidenceNotYet: 'Evidence can be uploaded once the goals are reviewed.',
  evidenceClosed: 'Evidence can no longer be uploaded: the feedback of the year is completed.',
  evidenceUsed: 'This evidence was part of a submitted self feedback: it can no longer be removed.',
  evidenceNotSetter: 'Only the staff member who set these goals uploads and removes their evidence.',
  // Learnings.
  learningsSaved: 'Learnings saved',
  learningsNotYet: 'Learnings are recorded once the goals are reviewed.',
  learningsClosed: 'Learnings can no longer change: the final review is signed off.',
  learningsNotSetter: 'Only the staff member who set these goals records their learnings.',
  // Feedback.
  ratingRange: `Rate each goal from ${GOAL_RATING.min} to ${GOAL_RATING.max}`,
  rateEveryGoal: 'Rate every goal before submitting.',
  ratingNotAGoal: 'Rate only the goals of this goal setting',
  selfUpdated: 'Self feedback updated for the goal.',
  selfSubmitted: 'Self feedback submitted for the goal.',
  peerUpdated: 'Peer feedback saved.',
  peerSubmitted: 'Peer feedback submitted.',
  feedbackLocked: 'These ratings were submitted: they can no longer change.',
  feedbackNotOpen: 'Feedback opens once the goals are reviewed.',
  notFeedbackAuthor: 'Only the author of this feedback can change its ratings.',
  commentRequired: 'Write a comment',
  commentNotAllowed: 'Only the staff member, their reviewers and the peer of this feedback can comment on it.',
  decisionWrongType: 'This decision does not apply to this kind of feedback.',
  selfSentBack: 'Self feedback sent back for reassessment',
  selfAccepted: 'Self feedback accepted: you can now ask peers for their feedback.',
  peerSentBack: 'Peer feedback sent back to the peer',
  peerAccepted: 'Peer feedback accepted',
  commentAdded: 'Comment added',
  noComments: 'No Comments',
  viewComments: (count: number) => `View ${count} Comment${count === 1 ? '' : 's'}`,
  // Peer requests.
  peerRequested: 'Peer asked for feedback',
  peersNotOpen: 'Peers can be asked once the self feedback of this frequency is accepted.',
  peersMax: `At most ${PEERS.max} peers can be asked for feedback on a frequency.`,
  peersClosed: 'Peers can no longer be asked: the feedback of this frequency is completed.',
  peerNotColleague: "Choose an active colleague of the staff member's school",
  peerIsSetter: 'The staff member cannot be their own peer.',
  peerIsReviewer: 'A reviewer of these goals cannot be their peer.',
  peerTwice: 'This colleague was already asked for this frequency.',
  frequencyUnknown: "Choose a feedback frequency of the period's goal timeline",
  notPeerRequester: 'Only a reviewer of these goals can ask peers for their feedback.',
  noPeerRequests: 'No colleague has asked you for peer feedback yet.',
  peersAnonymous: (submitted: number) =>
    submitted < PEERS.anonymityMin
      ? `Peer ratings appear as an average once at least ${PEERS.anonymityMin} peers have submitted (${submitted} so far).`
      : `The average of ${submitted} peers' ratings; peers stay anonymous.`,
  // Final review and the year's score.
  finalReviewSaved: 'Final review saved',
  notFinalReviewer: 'Only a reviewer of this goal setting writes its final review.',
  reasonRequired: 'Say why the overall rating differs from the proposed score',
  overallRatingRange: `Use a rating from ${GOAL_RATING.min} to ${GOAL_RATING.max} with at most two decimals`,
  finalReviewNotYet: 'The final review is written once every feedback of the year is completed.',
  finalReviewMissing: 'The reviewer writes the final review before it is signed off.',
  finalReviewSignedOff: 'The final review is signed off: it can no longer change.',
  signedOff: 'Final review signed off',
  closed: 'Goal year closed',
  scoreNotYet: 'The score is proposed once every goal has accepted ratings.',
  scoreNotYetForSetter: "Your year's score appears here once every self and peer feedback of the year is completed.",
} as const;

/** An open or closed window as goalWindowStatus gives it. */
interface WindowState {
  open: boolean;
  message: string;
}

export interface GoalYearAbilityInput {
  isSetter: boolean;
  privileges: PrivilegeMap;
  state: GoalSettingState;
}

export interface GoalYearAbilities {
  uploadEvidence: Ability;
  editLearnings: Ability;
}

/**
 * The refusals behind GoalYearAbilities (null: allowed), as the server answers them: 403 to anyone but the setter or
 * without UPDATE on goalsettingform, 409 when the state does not allow it. Evidence upload and learnings: the setter
 * from REVIEWED on; evidence until every self feedback is accepted (SELF_REVIEW_COMPLETED is its last state),
 * learnings until the final review is signed off. Whether one evidence may be removed is evidenceDeletable.
 */
export function goalYearRefusals(input: GoalYearAbilityInput): Record<keyof GoalYearAbilities, Refusal | null> {
  // The first reason the setter may not act: who, privilege, then the states the action is open in.
  const refusal = (notSetter: string, notYet: string, closed: string, closedFrom: GoalSettingState): Refusal | null => {
    if (!input.isSetter) return { httpStatus: 403, message: notSetter };
    if (!hasPrivilege(input.privileges, 'goalsettingform', 'UPDATE'))
      return { httpStatus: 403, message: MESSAGES.forbidden };
    if (!goalSettingOrder.isAtLeast(input.state, 'REVIEWED')) return { httpStatus: 409, message: notYet };
    return goalSettingOrder.isBefore(input.state, closedFrom) ? null : { httpStatus: 409, message: closed };
  };
  const m = GOAL_YEAR_MESSAGES;
  return {
    uploadEvidence: refusal(m.evidenceNotSetter, m.evidenceNotYet, m.evidenceClosed, 'PEER_REVIEW_COMPLETED'),
    editLearnings: refusal(m.learningsNotSetter, m.learningsNotYet, m.learningsClosed, 'FINAL_REVIEW_COMPLETED'),
  };
}

/** What the setter may do in the goal year, as the goal setting answers it (`yearAbilities`). */
export function goalYearAbilitiesOf(input: GoalYearAbilityInput): GoalYearAbilities {
  return abilitiesOfRefusals(goalYearRefusals(input));
}

/**
 * An evidence may be removed by its setter while uploads are allowed and no self feedback was submitted since it
 * was uploaded (what a reviewer accepted stays as it was seen).
 */
export function evidenceDeletable(
  abilities: Pick<GoalYearAbilities, 'uploadEvidence'>,
  uploadedOn: string,
  lastSelfSubmittedOn: string | null,
) {
  return abilities.uploadEvidence.allowed && (lastSelfSubmittedOn === null || lastSelfSubmittedOn < uploadedOn);
}

export interface FeedbackAbilityInput {
  /** Who the user is to this feedback (null: only a reader, e.g. an approver or administrator). */
  actor: FeedbackActor | null;
  /** The user is the author: the setter for SELF, the named peer for PEER. */
  isAuthor: boolean;
  /** The user holds the configuration's goal or review approver role: reads and comments on every feedback. */
  isApprover: boolean;
  type: GoalFeedbackType;
  state: GoalFeedbackState;
  privileges: PrivilegeMap;
  /** The frequency's self or peer window (by the feedback's type). */
  window: WindowState;
  /** For a SELF feedback: how many peers were asked for this frequency. */
  peerCount: number;
}

export interface FeedbackAbilities {
  /** Rate, save and submit (PUT /goal-feedback/, PUT /goal-feedback/peer/{id}). */
  editRatings: Ability;
  /** The decisions the user may make now (reviewer): states for PUT /goal-feedback/{id}/comment. */
  decisions: FeedbackDecision[];
  /** Comment without a decision (PUT /goal-feedback/{id}/comment). */
  comment: Ability;
  /** SELF only: name more peers for this frequency (POST /goal-feedback/peer). */
  requestPeers: Ability;
}

const forbiddenRefusal: Refusal = { httpStatus: 403, message: MESSAGES.forbidden };
const conflict = (message: string): Refusal => ({ httpStatus: 409, message });

/** Who may rate a feedback: its author (the setter of a SELF one, the named peer of a PEER one) holding UPDATE. */
export function feedbackAuthorRefusal(input: Pick<FeedbackAbilityInput, 'isAuthor' | 'privileges'>): Refusal | null {
  if (!input.isAuthor) return { httpStatus: 403, message: GOAL_YEAR_MESSAGES.notFeedbackAuthor };
  return hasPrivilege(input.privileges, 'goalsettingform', 'UPDATE') ? null : forbiddenRefusal;
}

/**
 * When the author may change the ratings: in the author's states, from which the feedback can still be submitted,
 * and inside the frequency's window. The command asks it again with the feedback locked.
 */
export function feedbackRatingsRefusal(input: Pick<FeedbackAbilityInput, 'type' | 'state' | 'window'>): Refusal | null {
  const submit = input.type === 'SELF' ? 'submitSelf' : 'submitPeer';
  const author: FeedbackActor = input.type === 'SELF' ? 'setter' : 'peer';
  if (!feedbackRatingsEditable(input.type, input.state) || !goalFeedback.can(input.state, submit, author)) {
    return conflict(GOAL_YEAR_MESSAGES.feedbackLocked);
  }
  return input.window.open ? null : conflict(input.window.message);
}

/** Who may ask peers: a reviewer of the goals holding UPDATE on goalsettingreview. */
export function peerRequesterRefusal(input: { isReviewer: boolean; privileges: PrivilegeMap }): Refusal | null {
  if (!input.isReviewer) return { httpStatus: 403, message: GOAL_YEAR_MESSAGES.notPeerRequester };
  return hasPrivilege(input.privileges, 'goalsettingreview', 'UPDATE') ? null : forbiddenRefusal;
}

/**
 * When peers may be asked for a frequency: its SELF feedback accepted and waiting for peers, fewer than PEERS.max
 * asked. The command asks it again with the setting locked, so two requests at once count each other.
 */
export function peerRequestRefusal(selfState: GoalFeedbackState | null, peerCount: number): Refusal | null {
  if (selfState === 'FEEDBACK_COMPLETED') return conflict(GOAL_YEAR_MESSAGES.peersClosed);
  if (selfState !== 'SUBMIT_PEER_FEEDBACK') return conflict(GOAL_YEAR_MESSAGES.peersNotOpen);
  return peerCount < PEERS.max ? null : conflict(GOAL_YEAR_MESSAGES.peersMax);
}

/** Who may comment on a feedback they see: its author, the setting's reviewers and approvers. */
export function feedbackCommentRefusal(input: { isAuthor: boolean; isReviewer: boolean; isApprover: boolean }) {
  return input.isAuthor || input.isReviewer || input.isApprover
    ? null
    : { httpStatus: 403 as const, message: GOAL_YEAR_MESSAGES.commentNotAllowed };
}

export function feedbackAbilitiesOf(input: FeedbackAbilityInput): FeedbackAbilities {
  const reviewer = input.actor === 'reviewer' && hasPrivilege(input.privileges, 'goalsettingreview', 'UPDATE');
  const decisions = reviewer
    ? FEEDBACK_DECISION_STATES.filter((decision) => {
        const { transition, type } = FEEDBACK_DECISIONS[decision];
        return type === input.type && goalFeedback.can(input.state, transition, 'reviewer');
      })
    : [];
  const peersRefusal =
    peerRequesterRefusal({ isReviewer: input.actor === 'reviewer', privileges: input.privileges }) ??
    peerRequestRefusal(input.type === 'SELF' ? input.state : null, input.peerCount);
  return {
    editRatings: abilityOf(feedbackAuthorRefusal(input) ?? feedbackRatingsRefusal(input)),
    decisions,
    comment: abilityOf(
      feedbackCommentRefusal({
        isAuthor: input.isAuthor,
        isReviewer: input.actor === 'reviewer',
        isApprover: input.isApprover,
      }),
    ),
    requestPeers: abilityOf(peersRefusal),
  };
}

export interface FinalReviewAbilityInput {
  isReviewer: boolean;
  isGoalApprover: boolean;
  isReviewApprover: boolean;
  privileges: PrivilegeMap;
  state: GoalSettingState;
  finalReviewWritten: boolean;
}

export interface FinalReviewAbilities {
  writeFinalReview: Ability;
  signOff: Ability;
  close: Ability;
}

/**
 * Why the user may not write the final review, with its status, or null: a reviewer with UPDATE on
 * goalsettingreview writes it while the setting is PEER_REVIEW_COMPLETED. The command asks it again under the lock.
 */
export function finalReviewWriteRefusal(
  input: Pick<FinalReviewAbilityInput, 'isReviewer' | 'privileges' | 'state'>,
): Refusal | null {
  if (!input.isReviewer) return { httpStatus: 403, message: GOAL_YEAR_MESSAGES.notFinalReviewer };
  if (!hasPrivilege(input.privileges, 'goalsettingreview', 'UPDATE'))
    return { httpStatus: 403, message: MESSAGES.forbidden };
  if (input.state === 'PEER_REVIEW_COMPLETED') return null;
  const signedOff = goalSettingOrder.isAtLeast(input.state, 'FINAL_REVIEW_COMPLETED');
  return {
    httpStatus: 409,
    message: signedOff ? GOAL_YEAR_MESSAGES.finalReviewSignedOff : GOAL_YEAR_MESSAGES.finalReviewNotYet,
  };
}

/**
 * Why the user may not sign the final review off or close the year, with its status, or null. Who first: the
 * machine's own 'Only a goal approver …' when the user does not hold the step's role; then UPDATE on
 * goalsettingreview, the setting's state, and for the sign-off a written final review. The command asks it again
 * with the setting locked.
 */
export function goalYearStepRefusal(
  step: 'signOff' | 'close',
  input: Pick<FinalReviewAbilityInput, 'privileges' | 'state' | 'finalReviewWritten'> & { holdsRole: boolean },
): Refusal | null {
  const actor = goalSetting.transitions[step].by;
  // Stryker disable next-line StringLiteral: 'setter' stands for anyone but the step's actor; any other actor name gets the same 403 and message.
  const result = goalSetting.apply(input.state, step, input.holdsRole ? actor : 'setter');
  if (!input.holdsRole && !result.ok) return result;
  if (!hasPrivilege(input.privileges, 'goalsettingreview', 'UPDATE')) return forbiddenRefusal;
  if (!result.ok) return result;
  if (step === 'signOff' && !input.finalReviewWritten) return conflict(GOAL_YEAR_MESSAGES.finalReviewMissing);
  return null;
}

/**
 * The final review: a reviewer writes it while the setting is PEER_REVIEW_COMPLETED; a holder of the configuration's
 * goal approver role signs it off; a holder of its review approver role closes the year. Each needs UPDATE on
 * goalsettingreview.
 */
export function finalReviewAbilitiesOf(input: FinalReviewAbilityInput): FinalReviewAbilities {
  return {
    writeFinalReview: abilityOf(finalReviewWriteRefusal(input)),
    signOff: abilityOf(goalYearStepRefusal('signOff', { ...input, holdsRole: input.isGoalApprover })),
    close: abilityOf(goalYearStepRefusal('close', { ...input, holdsRole: input.isReviewApprover })),
  };
}
