import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { PLAN_CARD_LIMITS, PLAN_MESSAGES } from '@school/contract/plan-messages';
import type { ReactNode } from 'react';
import { type CardAction, type CardIconAction, RecordCard } from '../../components/record-card';
import { PLAN_PATHS, type PlanKind } from './shared/plan-paths';
import { formatPlanDate } from './shared/plan-dates';
import { PlanStatusChip } from './shared/plan-status-chip';

/** What a plan card shows, read from any of the four list answers (see the list pages' mappers). */
export interface PlanCardData {
  id: number;
  name: string;
  status: string;
  start: string;
  end: string;
  createdBy?: string | null;
  className?: string | null;
  subjectName?: string | null;
  /** The period's label ('A.Y. 2026-2027') or code. */
  annualPeriod?: string | null;
  /** 'Lakeside World School - North', for a lesson plan or a school-specific annual plan. */
  school?: string | null;
  /** Topic names of a tier plan (the card shows at most 2). */
  topics?: string[];
  /** Sub unit names of a unit plan (the card shows the first 3). */
  subUnits?: string[];
  /** The plan it belongs to ('Annual plan: V English 2026-27'): tiers, units and lessons often share names. */
  parent?: string;
}

/** Spec 001 section 9: a tier card shows at most 2 topics, a unit card its first 3 sub units. */
const TIER_TOPICS_SHOWN = PLAN_CARD_LIMITS.tierTopics;
const UNIT_SUB_UNITS_SHOWN = PLAN_CARD_LIMITS.subUnits;

function firstOf(names: string[] | undefined, shown: number, none: string): string {
  if (!names || names.length === 0) return none;
  const more = names.length - shown;
  return `${names.slice(0, shown).join(', ')}${more > 0 ? ` (+${more} more)` : ''}`;
}

function detailsOf(kind: PlanKind, plan: PlanCardData): { label: string; value: ReactNode }[] {
  const dates = {
    label: 'Dates',
    value: (
      <>
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatPlanDate(plan.start)}
        </Box>{' '}
        to{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatPlanDate(plan.end)}
        </Box>
      </>
    ),
  };
  const klass = { label: 'Class', value: plan.className ?? '-' };
  const subject = { label: 'Subject', value: plan.subjectName ?? '-' };
  switch (kind) {
    case 'annual':
      return [
        { label: 'Created by', value: plan.createdBy ?? '-' },
        dates,
        klass,
        subject,
        { label: 'Period', value: plan.annualPeriod ?? '-' },
        ...(plan.school ? [{ label: 'School', value: plan.school }] : []),
      ];
    case 'tier':
      return [klass, subject, dates, { label: 'Topics', value: firstOf(plan.topics, TIER_TOPICS_SHOWN, 'No topics') }];
    case 'unit':
      return [
        klass,
        subject,
        dates,
        { label: 'Sub units', value: firstOf(plan.subUnits, UNIT_SUB_UNITS_SHOWN, PLAN_MESSAGES.noSubUnits) },
      ];
    case 'lesson':
      return [{ label: 'School', value: plan.school ?? '-' }, klass, subject, dates];
  }
}

const DETAIL_PATH: Record<PlanKind, (id: number) => string> = {
  annual: PLAN_PATHS.annualPlan,
  tier: PLAN_PATHS.tierPlan,
  unit: PLAN_PATHS.unitPlan,
  lesson: PLAN_PATHS.lessonPlan,
};

interface Props {
  kind: PlanKind;
  plan: PlanCardData;
  actions?: CardAction[];
  /** An edit icon (the lesson list under Academic Plan: 'Edit Lesson Plan'). */
  onEdit?: () => void;
  editLabel?: string;
  /** More icons (the annual list's Duplicate). */
  iconActions?: CardIconAction[];
}

/**
 * A plan in a list: name, status (ACTIVE green, others amber), its details by kind; a
 * click opens the plan's detail.
 */
export function PlanCard({ kind, plan, actions, onEdit, editLabel, iconActions }: Props) {
  return (
    <RecordCard
      title={plan.name}
      statusBadge={
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
          <PlanStatusChip status={plan.status} />
          {kind === 'tier' && plan.annualPeriod && <Chip size="small" variant="outlined" label={plan.annualPeriod} />}
        </Box>
      }
      subtitle={plan.parent}
      href={DETAIL_PATH[kind](plan.id)}
      details={detailsOf(kind, plan)}
      actions={actions}
      onEdit={onEdit}
      editLabel={editLabel}
      iconActions={iconActions}
    />
  );
}
