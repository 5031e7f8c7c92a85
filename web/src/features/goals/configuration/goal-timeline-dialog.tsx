import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { annualPeriodDates, annualPeriodLabel } from '@school/contract/plan-periods';
import type { GoalTimeline } from '@school/contract/schemas/goals/goal-configuration';
import { useMemo } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { RecordDialog, type RecordDialogKind } from '../../../components/entity-dialog';
import { FormSelect, type Option } from '../../../components/form-fields';
import { formatDateRange } from '../../../lib/dates';
import {
  goalTimelinesQuery,
  useAnnualPeriodChoices,
  usePlanYearStartMonth,
  useSaveGoalTimeline,
} from '../api/goal-timelines';
import { DateField } from '../../../components/date-field';
import { FeedbackFrequencyRows } from './feedback-frequency-rows';
import {
  type CheckedTimeline,
  type TimelineValues,
  timelineFields,
  timelineSchema,
  timelineValuesOf,
} from './timeline-form';
import { activeRecord, withVersion } from './saved-record';

const TIMELINE_DIALOG: RecordDialogKind = {
  entity: 'goalconfiguration',
  titles: { add: 'Add Goal Timeline', edit: 'Edit Goal Timeline' },
  maxWidth: 'md',
};

/**
 * Add/Edit Goal Timeline: the Annual Period (list of values 'Annual Period'; periods that already have a timeline are
 * not offered), the goal setup and goal review windows and the feedback frequencies. The contract's rules are checked
 * before sending, each message beside its field; the server's field errors land the same way, a duplicate (409) shows
 * its message, and a failed save keeps what was typed. Editing is how a window is extended.
 */
export function GoalTimelineDialog({ timeline, onClose }: { timeline?: GoalTimeline; onClose: () => void }) {
  const startMonth = usePlanYearStartMonth();
  const periods = useAnnualPeriodChoices();
  const timelines = useQuery(goalTimelinesQuery).data ?? [];
  const save = useSaveGoalTimeline();
  const schema = useMemo(() => timelineSchema(startMonth), [startMonth]);
  const form = useForm<TimelineValues, unknown, CheckedTimeline>({
    resolver: zodResolver(schema),
    defaultValues: timelineValuesOf(timeline),
  });
  const rows = form.watch('feedbackFrequencies').length;
  const period = form.watch('academicCalendar');
  const bounds = period ? annualPeriodDates(period, startMonth) : null;

  const taken = new Set(timelines.filter((other) => other.id !== timeline?.id).map((other) => other.academicCalendar));
  const periodOptions: Option[] = periods.map((choice) => ({
    value: choice.value,
    label: taken.has(choice.value) ? `${choice.label} (has a timeline)` : choice.label,
    disabled: taken.has(choice.value),
  }));
  if (timeline && !periods.some((choice) => choice.value === timeline.academicCalendar)) {
    periodOptions.unshift({ value: timeline.academicCalendar, label: timeline.academicCalendarName });
  }

  return (
    <RecordDialog
      kind={TIMELINE_DIALOG}
      record={activeRecord(timeline)}
      onClose={onClose}
      form={form}
      fields={timelineFields(rows) as Path<TimelineValues>[]}
      onSave={(values) => save.mutateAsync({ id: timeline?.id, body: withVersion(values, timeline) })}
    >
      <FormSelect
        control={form.control}
        name="academicCalendar"
        label="Annual Period"
        required
        options={periodOptions}
        helperText={
          bounds
            ? `Every date lies within ${annualPeriodLabel(period)}: ${formatDateRange(bounds.start, bounds.end)}`
            : undefined
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DateField control={form.control} name="goalSetupStartDate" label="Goal setup start date" />
        <DateField control={form.control} name="goalSetupEndDate" label="Goal setup end date" />
        <DateField control={form.control} name="goalReviewStartDate" label="Goal review start date" />
        <DateField control={form.control} name="goalReviewEndDate" label="Goal review end date" />
      </Box>
      <FeedbackFrequencyRows form={form} />
    </RecordDialog>
  );
}
