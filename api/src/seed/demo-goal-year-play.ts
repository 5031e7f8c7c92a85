import {
  EVIDENCE,
  FEEDBACK_DECISIONS,
  type FeedbackActor,
  feedbackAbilitiesOf,
  feedbackRollup,
  finalReviewAbilitiesOf,
  finalReviewInput,
  GOAL_YEAR_MESSAGES,
  GOAL_YEAR_STEPS,
  type GoalYearStep,
  goalFeedback,
  goalRating,
  goalReview,
  goalSetting,
  goalWindowStatus,
  goalYearAbilitiesOf,
  looksLikePdf,
  PEERS,
  ratingAdjusted,
} from '@school/contract';
import {
  fail,
  type PlayedFeedback,
  type PlayedYear,
  scoreOfYear,
  timesOf,
  type YearContext,
} from './demo-goal-year-model';
import type { GoalYearStory } from './demo-goal-year-stories';

/*
 * Plays a goal year story (demo-goal-year-stories.ts) through the contract's machines and rules, as the API would
 * apply them one call after another: who may act (abilities from the actor's real privileges), in which state, in
 * which window, and the roll-up that moves the setting and its review. It refuses what the API would refuse, so the
 * rows written from its result are rows the API could have left.
 */

/** The ratings as PUT /goal-feedback/ reads them: one per goal, each 1 to 4 (goalRating). */
function checkedRatings(story: GoalYearStory, ratings: number[], goalCount: number) {
  if (ratings.length !== goalCount) fail(story, `${ratings.length} ratings for ${goalCount} goals`);
  return ratings.map((rating) => goalRating.parse(rating));
}

export function playGoalYear(story: GoalYearStory, context: YearContext): PlayedYear {
  const times = timesOf(story, context);
  let setting = context.setting;
  let review = context.review;
  const year: PlayedYear = {
    setting,
    review,
    learnings: null,
    evidences: [],
    feedbacks: context.frequencies.map((frequency) => ({
      frequencyLabel: frequency.frequencyLabel,
      type: 'SELF',
      peer: null,
      requestedBy: null,
      state: 'SUBMIT_SELF_FEEDBACK',
      ratings: null,
      submittedOn: null,
      createdOn: context.reviewedOn,
      lastUpdatedOn: context.reviewedOn,
      comments: [],
    })),
    finalReview: null,
    lastEventAt: context.reviewedOn,
  };
  const check = <S extends string>(result: { ok: true; to: S } | { ok: false; message: string }) =>
    result.ok ? result.to : fail(story, result.message);
  const selfOf = (label: string) =>
    year.feedbacks.find((feedback) => feedback.type === 'SELF' && feedback.frequencyLabel === label) ??
    fail(story, `no frequency ${label}`);
  const peersOf = (label: string) =>
    year.feedbacks.filter((feedback) => feedback.type === 'PEER' && feedback.frequencyLabel === label);
  const peerOf = (label: string, peer: string) =>
    peersOf(label).find((feedback) => feedback.peer === peer) ?? fail(story, `${peer} was not asked for ${label}`);
  const windowOf = (feedback: PlayedFeedback, at: Date) => {
    const windows = context.frequencies.find((frequency) => frequency.frequencyLabel === feedback.frequencyLabel);
    const kind = feedback.type === 'SELF' ? 'selfFeedback' : 'peerFeedback';
    const window = windows ? (feedback.type === 'SELF' ? windows.self : windows.peer) : null;
    return goalWindowStatus(kind, context.period, window, at.toISOString().slice(0, 10), feedback.frequencyLabel);
  };
  const abilities = (feedback: PlayedFeedback, actor: FeedbackActor, email: string, at: Date) =>
    feedbackAbilitiesOf({
      actor,
      isAuthor: actor !== 'reviewer',
      isApprover: false,
      type: feedback.type,
      state: feedback.state,
      privileges: context.privilegesOf(email),
      window: windowOf(feedback, at),
      peerCount: peersOf(feedback.frequencyLabel).length,
    });
  const move = (feedback: PlayedFeedback, transition: keyof typeof goalFeedback.transitions, at: Date) => {
    const by = goalFeedback.transitions[transition].by;
    feedback.state = check(goalFeedback.apply(feedback.state, transition, by));
    feedback.lastUpdatedOn = at;
  };
  const step = (name: GoalYearStep) => {
    const { setting: settingTransition, review: reviewTransition, by } = GOAL_YEAR_STEPS[name];
    setting = check(goalSetting.apply(setting, settingTransition, by));
    if (reviewTransition) review = check(goalReview.apply(review, reviewTransition, by));
  };
  /** After a reviewer's decision, as the API does in the same transaction. */
  const rollUp = (label: string, at: Date) => {
    const self = selfOf(label);
    const peers = peersOf(label);
    if (self.state === 'SUBMIT_PEER_FEEDBACK' && peers.length > 0) {
      if (peers.every((peer) => peer.state === 'FEEDBACK_COMPLETED')) move(self, 'completeFrequency', at);
    }
    const reached = feedbackRollup(
      context.frequencies.length,
      context.frequencies.map((frequency) => selfOf(frequency.frequencyLabel).state),
    );
    if (reached && setting === 'REVIEWED') step('completeSelfReview');
    if (reached === 'PEER_REVIEW_COMPLETED' && setting === 'SELF_REVIEW_COMPLETED') step('completePeerReview');
  };
  const finalAbilities = (
    roles: { reviewer?: boolean; goalApprover?: boolean; reviewApprover?: boolean },
    email: string,
  ) =>
    finalReviewAbilitiesOf({
      isReviewer: roles.reviewer === true,
      isGoalApprover: roles.goalApprover === true,
      isReviewApprover: roles.reviewApprover === true,
      privileges: context.privilegesOf(email),
      state: setting,
      finalReviewWritten: year.finalReview !== null,
    });

  story.events.forEach((event, index) => {
    const at = times[index] ?? context.now;
    const yearAbilities = () =>
      goalYearAbilitiesOf({ isSetter: true, privileges: context.privilegesOf(story.setter), state: setting });
    switch (event.kind) {
      case 'evidence': {
        const { reason } = yearAbilities().uploadEvidence;
        if (reason) fail(story, reason);
        const bytes = context.evidenceBytes(event.file);
        if (!looksLikePdf(bytes) || bytes.length > EVIDENCE.defaultMaxMb * 1024 * 1024) fail(story, event.file);
        if (event.goal >= context.goals.length) fail(story, `no goal ${event.goal + 1}`);
        year.evidences.push({ goal: event.goal, file: event.file, comment: event.comment, at });
        break;
      }
      case 'learnings': {
        const { reason } = yearAbilities().editLearnings;
        if (reason) fail(story, reason);
        const { strength, weakness, learningRequired } = event;
        year.learnings = { strength, weakness, learningRequired, at };
        break;
      }
      case 'selfSubmit':
      case 'peerSubmit': {
        const [feedback, author, transition] =
          event.kind === 'selfSubmit'
            ? ([selfOf(event.frequency), story.setter, 'submitSelf'] as const)
            : ([peerOf(event.frequency, event.peer), event.peer, 'submitPeer'] as const);
        const { editRatings } = abilities(feedback, feedback.type === 'SELF' ? 'setter' : 'peer', author, at);
        if (editRatings.reason) fail(story, editRatings.reason);
        feedback.ratings = checkedRatings(story, event.ratings, context.goals.length);
        move(feedback, transition, at);
        feedback.submittedOn = at;
        feedback.comments.push({ by: author, text: event.comment, state: feedback.state, at });
        break;
      }
      case 'selfDecision':
      case 'peerDecision': {
        const feedback = event.kind === 'selfDecision' ? selfOf(event.frequency) : peerOf(event.frequency, event.peer);
        const { decisions } = abilities(feedback, 'reviewer', story.reviewer, at);
        if (!decisions.includes(event.decision)) fail(story, `${event.decision} is not offered on ${feedback.state}`);
        move(feedback, FEEDBACK_DECISIONS[event.decision].transition, at);
        feedback.comments.push({ by: story.reviewer, text: event.comment, state: feedback.state, at });
        rollUp(event.frequency, at);
        break;
      }
      case 'peerRequest': {
        const self = selfOf(event.frequency);
        const { requestPeers } = abilities(self, 'reviewer', story.reviewer, at);
        if (requestPeers.reason) fail(story, requestPeers.reason);
        const named = peersOf(event.frequency).map((feedback) => feedback.peer);
        if (event.peer === story.setter || event.peer === story.reviewer || named.includes(event.peer)) {
          fail(story, `${event.peer} cannot be a peer`);
        }
        if (!context.isColleague(event.peer) || named.length >= PEERS.max) fail(story, `${event.peer} refused`);
        year.feedbacks.push({
          frequencyLabel: event.frequency,
          type: 'PEER',
          peer: event.peer,
          requestedBy: story.reviewer,
          state: 'SUBMIT_PEER_FEEDBACK',
          ratings: null,
          submittedOn: null,
          createdOn: at,
          lastUpdatedOn: at,
          comments: [],
        });
        break;
      }
      case 'finalReview': {
        const { reason } = finalAbilities({ reviewer: true }, story.reviewer).writeFinalReview;
        if (reason) fail(story, reason);
        const proposed = scoreOfYear(year.feedbacks, context).proposed ?? fail(story, 'no proposed score');
        const {
          comment,
          overallRating: rating,
          adjustmentReason,
        } = finalReviewInput.parse({
          comment: event.comment,
          overallRating: event.overallRating ?? proposed,
          adjustmentReason: event.adjustmentReason,
          version: 0,
        });
        if (ratingAdjusted(rating, proposed) && !adjustmentReason) fail(story, GOAL_YEAR_MESSAGES.reasonRequired);
        year.finalReview = {
          comment,
          overallRating: rating,
          proposedScore: proposed,
          adjustmentReason: adjustmentReason ?? null,
          writtenBy: story.reviewer,
          writtenOn: at,
          signedOff: null,
          closed: null,
        };
        break;
      }
      case 'signOff':
      case 'close': {
        const signing = event.kind === 'signOff';
        const email = signing ? story.goalApprover : story.reviewApprover;
        const granted = finalAbilities(signing ? { goalApprover: true } : { reviewApprover: true }, email);
        const { reason } = signing ? granted.signOff : granted.close;
        if (reason) fail(story, reason);
        const final = year.finalReview ?? fail(story, 'no final review');
        step(event.kind);
        final[signing ? 'signedOff' : 'closed'] = { by: email, on: at, comment: event.comment };
        break;
      }
    }
    year.lastEventAt = at;
  });
  return { ...year, setting, review };
}
