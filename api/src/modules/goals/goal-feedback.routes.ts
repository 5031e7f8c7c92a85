import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  feedbackCommentBody,
  goalFeedbackResponse,
  goalFeedbackSaveInput,
  idParams,
  pagedResponse,
  peerCandidateResponse,
  peerRequestInput,
  peerRequestListItem,
  peerRequestListQuery,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createGoalFeedbackService } from './goal-feedback.service';
import { createPeerRequestService } from './goal-peer-requests.service';

const tags = ['goal feedback'];
const feedbackList = z.array(goalFeedbackResponse);
const read = { access: { entity: 'goalsettingform', type: 'READ' } } as const;
const authorWrite = { access: { entity: 'goalsettingform', type: 'UPDATE' } } as const;
const reviewerWrite = { access: { entity: 'goalsettingreview', type: 'UPDATE' } } as const;

/**
 * Self and peer feedback. The privilege here, who and which state in the
 * services. `:id` is the goal setting's id in /{id}/self, /{id}/peer and /{id}/peer-candidates, a feedback's id
 * elsewhere (one parameter name per position, as the router wants).
 */
export function goalFeedbackRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const feedback = createGoalFeedbackService(deps);
  const peers = createPeerRequestService(deps);
  return async (app) => {
    app.get(
      '/goal-feedback/peer-requests',
      {
        config: read,
        schema: {
          tags,
          operationId: 'listPeerFeedbackRequests',
          summary: 'List the peer feedback you were asked for',
          description: "Waiting ones first; `name` searches the setter's name or email.",
          querystring: peerRequestListQuery,
          response: { 200: pagedResponse(peerRequestListItem) },
        },
      },
      (request) => peers.listRequests(request.query, requireAuth(request)),
    );
    app.get(
      '/goal-feedback/:id/self',
      {
        config: read,
        schema: {
          tags,
          operationId: 'listSelfFeedback',
          summary: 'List the self feedback of a goal setting, one per feedback frequency',
          description:
            "`id` is the goal setting's. Made on first read, in the order of the period's timeline; 409 before the " +
            'goals are reviewed. Visible to the setter, its reviewers and approvers (404 otherwise).',
          params: idParams,
          response: { 200: feedbackList },
        },
      },
      (request) => feedback.listSelf(request.params.id, requireAuth(request)),
    );
    app.get(
      '/goal-feedback/:id/peer',
      {
        config: read,
        schema: {
          tags,
          operationId: 'listPeerFeedback',
          summary: 'List the peer feedback of a goal setting',
          description:
            "`id` is the goal setting's. The setter gets one anonymous entry per frequency (averages of the " +
            'submitted ratings); reviewers and approvers every peer feedback by name. A peer gets 404 here and ' +
            'reads theirs with GET /goal-feedback/peer/{id}.',
          params: idParams,
          response: { 200: feedbackList },
        },
      },
      (request) => feedback.listPeer(request.params.id, requireAuth(request)),
    );
    app.get(
      '/goal-feedback/:id/peer-candidates',
      {
        config: read,
        schema: {
          tags,
          operationId: 'listPeerCandidates',
          summary: 'List the colleagues who may be asked for peer feedback',
          description:
            "`id` is the goal setting's. For its reviewers: the ACTIVE users of the setting's school other than the " +
            'setter and its reviewers, by name.',
          params: idParams,
          response: { 200: peerCandidateResponse },
        },
      },
      (request) => peers.candidates(request.params.id, requireAuth(request)),
    );
    // The spec's path ends with a slash (the original client's); the document shows the form without it
    // (Spectral's path-keys-no-trailing-slash), the slash form answers the same, hidden.
    for (const [path, hide] of [
      ['/goal-feedback', false],
      ['/goal-feedback/', true],
    ] as const) {
      app.put(
        path,
        {
          config: authorWrite,
          schema: {
            tags,
            hide,
            operationId: 'saveGoalFeedback',
            summary: 'Save or submit your self feedback',
            description:
              'The setter only (403), inside the self feedback window of its frequency and before it is submitted ' +
              '(409). State SELF_FEEDBACK_SUBMITTED submits (every goal rated, 400 otherwise); anything else saves ' +
              'and keeps the state. The original client calls /goal-feedback/ (trailing slash): both answer.',
            body: goalFeedbackSaveInput,
            response: { 200: goalFeedbackResponse },
          },
        },
        (request) => feedback.saveSelf(request.body, requireAuth(request)),
      );
    }
    app.put(
      '/goal-feedback/:id/comment',
      {
        // Anyone who reads the feedback may comment; a decision's privilege is checked by the service.
        config: read,
        schema: {
          tags,
          operationId: 'commentOnGoalFeedback',
          summary: 'Comment on a feedback, or decide on it as a reviewer',
          description:
            'Without state, a comment: the setter (on self feedback), reviewers, approvers or the asked peer. With ' +
            'state, a reviewer decision that needs UPDATE on goalsettingreview: self feedback is sent back ' +
            '(SELF_REASSESSMENT_REQUIRED) or accepted (SUBMIT_PEER_FEEDBACK), peer feedback sent back ' +
            '(PEER_REASSESSMENT_REQUIRED) or accepted (FEEDBACK_COMPLETED); sending back needs a comment.',
          params: idParams,
          body: feedbackCommentBody,
          response: { 200: goalFeedbackResponse },
        },
      },
      (request) => feedback.comment(request.params.id, request.body, requireAuth(request)),
    );
    app.post(
      '/goal-feedback/peer',
      {
        config: reviewerWrite,
        schema: {
          tags,
          operationId: 'requestPeerFeedback',
          summary: 'Ask a colleague for peer feedback on a frequency',
          description:
            "A reviewer of the setting (403), once that frequency's self feedback is accepted (409). The peer is " +
            "an ACTIVE colleague of the setting's school, neither the setter nor a reviewer (400); each peer once " +
            'and at most 5 per frequency (409).',
          body: peerRequestInput,
          response: { 200: goalFeedbackResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const id = await peers.request(request.body, auth);
        return feedback.getOne(id, auth);
      },
    );
    app.get(
      '/goal-feedback/peer/:id',
      {
        config: read,
        schema: {
          tags,
          operationId: 'getPeerFeedback',
          summary: 'Get a peer feedback',
          description:
            "The asked peer, the setting's reviewers and approvers (404 otherwise); the setter sees peers only " +
            'anonymously, through GET /goal-feedback/{id}/peer.',
          params: idParams,
          response: { 200: goalFeedbackResponse },
        },
      },
      (request) => feedback.getPeer(request.params.id, requireAuth(request)),
    );
    app.put(
      '/goal-feedback/peer/:id',
      {
        config: authorWrite,
        schema: {
          tags,
          operationId: 'savePeerFeedback',
          summary: 'Save or submit a peer feedback you were asked for',
          description:
            'The asked peer only (403), inside the peer feedback window of its frequency and before it is ' +
            'submitted (409). State PEER_FEEDBACK_SUBMITTED submits (every goal rated); anything else saves.',
          params: idParams,
          body: goalFeedbackSaveInput,
          response: { 200: goalFeedbackResponse },
        },
      },
      (request) => feedback.savePeer(request.params.id, request.body, requireAuth(request)),
    );
  };
}
