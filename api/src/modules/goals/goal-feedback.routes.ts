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
 * Self and peer feedback (issue 10 section 3; spec 001 section 7). The privilege here, who and which state in the
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
        schema: { tags, querystring: peerRequestListQuery, response: { 200: pagedResponse(peerRequestListItem) } },
      },
      (request) => peers.listRequests(request.query, requireAuth(request)),
    );
    app.get(
      '/goal-feedback/:id/self',
      { config: read, schema: { tags, params: idParams, response: { 200: feedbackList } } },
      (request) => feedback.listSelf(request.params.id, requireAuth(request)),
    );
    app.get(
      '/goal-feedback/:id/peer',
      { config: read, schema: { tags, params: idParams, response: { 200: feedbackList } } },
      (request) => feedback.listPeer(request.params.id, requireAuth(request)),
    );
    app.get(
      '/goal-feedback/:id/peer-candidates',
      { config: read, schema: { tags, params: idParams, response: { 200: peerCandidateResponse } } },
      (request) => peers.candidates(request.params.id, requireAuth(request)),
    );
    app.put(
      '/goal-feedback/',
      { config: authorWrite, schema: { tags, body: goalFeedbackSaveInput, response: { 200: goalFeedbackResponse } } },
      (request) => feedback.saveSelf(request.body, requireAuth(request)),
    );
    app.put(
      '/goal-feedback/:id/comment',
      {
        // Anyone who reads the feedback may comment; a decision's privilege is checked by the service.
        config: read,
        schema: { tags, params: idParams, body: feedbackCommentBody, response: { 200: goalFeedbackResponse } },
      },
      (request) => feedback.comment(request.params.id, request.body, requireAuth(request)),
    );
    app.post(
      '/goal-feedback/peer',
      { config: reviewerWrite, schema: { tags, body: peerRequestInput, response: { 200: goalFeedbackResponse } } },
      async (request) => {
        const auth = requireAuth(request);
        const id = await peers.request(request.body, auth);
        return feedback.getOne(id, auth);
      },
    );
    app.get(
      '/goal-feedback/peer/:id',
      { config: read, schema: { tags, params: idParams, response: { 200: goalFeedbackResponse } } },
      (request) => feedback.getPeer(request.params.id, requireAuth(request)),
    );
    app.put(
      '/goal-feedback/peer/:id',
      {
        config: authorWrite,
        schema: { tags, params: idParams, body: goalFeedbackSaveInput, response: { 200: goalFeedbackResponse } },
      },
      (request) => feedback.savePeer(request.params.id, request.body, requireAuth(request)),
    );
  };
}
