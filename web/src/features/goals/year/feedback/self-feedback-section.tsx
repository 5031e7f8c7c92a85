import type { GoalYearViewer } from '../viewer';
import { FeedbackSection } from './feedback-section';

/**
 * Self feedback: one accordion per feedback frequency of the period's timeline. The setter rates, saves and submits; a
 * reviewer accepts or sends back, and names the peers.
 */
export function SelfFeedbackSection({ goalSettingFormId }: { goalSettingFormId: number; viewer: GoalYearViewer }) {
  return (
    <FeedbackSection
      goalSettingFormId={goalSettingFormId}
      kind="self"
      title="Self Feedback"
      emptyText="No feedback frequency is set on this period's goal timeline yet."
    />
  );
}
