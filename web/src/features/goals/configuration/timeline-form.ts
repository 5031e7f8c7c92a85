import { goalTimelineErrors } from '@school/contract/goals/goal-rules';
import {
  type GoalTimeline,
  type GoalTimelineInput,
  goalTimelineInput,
} from '@school/contract/schemas/goals/goal-configuration';
import { z } from 'zod';

export interface FrequencyValues {
  /**
   * The saved frequency's id, sent back so a renamed frequency keeps its feedback (not `id`: the field array
   * keys its rows by an `id` of its own).
   */
  frequencyId?: number;
  frequencyLabel: string;
  selfFeedbackStartDate: string;
  selfFeedbackEndDate: string;
  peerFeedbackStartDate: string;
  peerFeedbackEndDate: string;
}

/** The Add/Edit Goal Timeline form's values: the request's fields, dates as YYYY-MM-DD ('' until chosen). */
export interface TimelineValues {
  academicCalendar: string;
  goalSetupStartDate: string;
  goalSetupEndDate: string;
  goalReviewStartDate: string;
  goalReviewEndDate: string;
  feedbackFrequencies: FrequencyValues[];
}

export type CheckedTimeline = z.output<typeof goalTimelineInput>;

export const emptyFrequency = (): FrequencyValues => ({
  frequencyLabel: '',
  selfFeedbackStartDate: '',
  selfFeedbackEndDate: '',
  peerFeedbackStartDate: '',
  peerFeedbackEndDate: '',
});

export function timelineValuesOf(timeline?: GoalTimeline): TimelineValues {
  if (!timeline) {
    return {
      academicCalendar: '',
      goalSetupStartDate: '',
      goalSetupEndDate: '',
      goalReviewStartDate: '',
      goalReviewEndDate: '',
      feedbackFrequencies: [],
    };
  }
  return {
    academicCalendar: timeline.academicCalendar,
    goalSetupStartDate: timeline.goalSetupStartDate,
    goalSetupEndDate: timeline.goalSetupEndDate,
    goalReviewStartDate: timeline.goalReviewStartDate,
    goalReviewEndDate: timeline.goalReviewEndDate,
    feedbackFrequencies: timeline.feedbackFrequencies.map(
      ({
        id,
        frequencyLabel,
        selfFeedbackStartDate,
        selfFeedbackEndDate,
        peerFeedbackStartDate,
        peerFeedbackEndDate,
      }) => ({
        frequencyId: id,
        frequencyLabel,
        selfFeedbackStartDate,
        selfFeedbackEndDate,
        peerFeedbackStartDate,
        peerFeedbackEndDate,
      }),
    ),
  };
}

const DATE_FIELDS = ['selfFeedbackStartDate', 'selfFeedbackEndDate', 'peerFeedbackStartDate', 'peerFeedbackEndDate'];

/** Every field of the form with `rows` feedback frequencies, so the server's field errors land beside them. */
export function timelineFields(rows: number): string[] {
  const fields = [
    'academicCalendar',
    'goalSetupStartDate',
    'goalSetupEndDate',
    'goalReviewStartDate',
    'goalReviewEndDate',
    'feedbackFrequencies',
  ];
  for (let index = 0; index < rows; index += 1) {
    for (const field of ['frequencyLabel', ...DATE_FIELDS]) fields.push(`feedbackFrequencies.${index}.${field}`);
  }
  return fields;
}

/** 'feedbackFrequencies.0.selfFeedbackEndDate' as a zod path. */
const pathOf = (path: string) => path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** A date input left empty is a date not given (the contract then says it is required, not that it is malformed). */
function blanksAsMissing(values: TimelineValues) {
  const given = <T extends object>(record: T) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value === '' ? undefined : value]));
  return {
    ...given(values),
    feedbackFrequencies: values.feedbackFrequencies.map(({ frequencyId, ...frequency }) => ({
      ...given(frequency),
      id: frequencyId,
    })),
  };
}

/**
 * The contract's checks of a timeline before it is sent: the request schema (dates given and valid), then the
 * same rules the server applies (goalTimelineErrors: each window in order, within the period, review not before
 * setup), each message on its field.
 */
export function timelineSchema(startMonth: number) {
  return z.custom<TimelineValues>().transform((values, ctx): CheckedTimeline => {
    const result = goalTimelineInput.safeParse(blanksAsMissing(values));
    if (!result.success) {
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    const errors = goalTimelineErrors(result.data, startMonth);
    const entries = Object.entries(errors);
    if (entries.length === 0) return result.data;
    for (const [path, messages] of entries) {
      ctx.addIssue({ code: 'custom', path: pathOf(path), message: messages.join(' ') });
    }
    return z.NEVER;
  });
}

export type { GoalTimelineInput };
