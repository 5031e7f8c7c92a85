import type { GoalYearViewer } from '../viewer';
import { FeedbackSection } from './feedback-section';

/**
 * Peer feedback. The setter sees one anonymous entry per frequency (per-goal averages once PEERS.anonymityMin peers
 * submitted, with the server's notice); reviewers see each peer's feedback and decide.
 */
export function PeerFeedbackSection({
  goalSettingFormId,
  viewer,
}: {
  goalSettingFormId: number;
  viewer: GoalYearViewer;
}) {
  return (
    <FeedbackSection
      goalSettingFormId={goalSettingFormId}
      kind="peer"
      title="Peer Feedback"
      emptyText={
        viewer === 'setter'
          ? 'No peer has been asked for feedback on your goals yet.'
          : 'No peer has been asked yet: accept a self feedback, then ask peers from it.'
      }
    />
  );
}
