import { LESSON_CARD_STATUS_COLOURS, PLAN_STATUS_COLOURS } from '@school/contract/plan-messages';
import { StatusChip } from '../../../components/status-chip';

/**
 * Where the chip stands: 'list' for plan cards of lists, headers, detail pages and dashboards
 * (ACTIVE green, others amber); 'lesson' for the lesson cards of a unit plan (ACTIVE green, others red).
 */
export type PlanStatusTone = 'list' | 'lesson';

/** A plan's status (ACTIVE, COMPLETED, INACTIVE) as a coloured chip with its label. */
export function PlanStatusChip({ status, tone = 'list' }: { status: string; tone?: PlanStatusTone }) {
  return <StatusChip status={status} colours={tone === 'lesson' ? LESSON_CARD_STATUS_COLOURS : PLAN_STATUS_COLOURS} />;
}
