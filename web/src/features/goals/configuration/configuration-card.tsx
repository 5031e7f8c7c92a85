import type { GoalConfiguration } from '@school/contract/schemas/goals/goal-configuration';
import { RecordCard } from '../../../components/record-card';

/**
 * A goal configuration as a card: the setter role (applicableRole) as its title, then who reviews its goal
 * settings, who signs off the final review and who closes the cycle. The edit icon needs UPDATE.
 */
export function ConfigurationCard({
  configuration,
  onEdit,
}: {
  configuration: GoalConfiguration;
  onEdit?: () => void;
}) {
  const setter = configuration.applicableRole.name;
  return (
    <RecordCard
      title={setter}
      subtitle="Goal setter role"
      onEdit={onEdit}
      editLabel={`Edit the goal configuration of ${setter}`}
      details={[
        {
          label: 'Reviewer roles',
          value: configuration.reviewerRoles.map((reviewer) => reviewer.goalReviewerRole.name).join(', '),
        },
        { label: 'Goal approver role', value: configuration.goalApproverRole.name },
        { label: 'Review approver role', value: configuration.reviewApproverRole.name },
      ]}
    />
  );
}
