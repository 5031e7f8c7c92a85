import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { STATUS_LABELS } from '@school/contract/constants';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ListFilter } from '../../components/list-screen';
import { useProfile } from '../../lib/profile-context';
import {
  type Choice,
  useAnnualPeriodChoices,
  useClassChoices,
  useSchoolChoices,
  useSubjectChoices,
  useTeacherChoices,
  useTierPlanChoices,
  useUnitPlanChoices,
} from './api/plan-lists';
import type { PlanKind } from './shared/plan-paths';

/** The filters of the plan lists: their URL and API parameter names. */
export type PlanFilterName =
  | 'annualPeriod'
  | 'status'
  | 'schoolCode'
  | 'gradeName'
  | 'subject'
  | 'tierPlan'
  | 'unitPlan'
  | 'teacher';

/** Plan statuses in the order of the spec's filter (Active, Completed, Inactive). */
const PLAN_STATUSES = ['ACTIVE', 'COMPLETED', 'INACTIVE'] as const;

/**
 * Filters that narrow others: choosing one clears those below it, whose choices it narrows (a school's
 * classes, a class's subjects, the tier plans of a period, class and subject, the units of a tier plan).
 */
const CLEARS: Record<PlanFilterName, readonly PlanFilterName[]> = {
  annualPeriod: ['tierPlan', 'unitPlan'],
  status: [],
  schoolCode: ['gradeName', 'subject', 'tierPlan', 'unitPlan', 'teacher'],
  gradeName: ['subject', 'tierPlan', 'unitPlan'],
  subject: ['tierPlan', 'unitPlan'],
  tierPlan: ['unitPlan'],
  unitPlan: [],
  teacher: [],
};

/** The filters each list offers: a tier, unit or teacher only narrows the plans below it in the hierarchy. */
const FILTERS_OF: Record<PlanKind, readonly PlanFilterName[]> = {
  annual: ['annualPeriod', 'status', 'schoolCode', 'gradeName', 'subject'],
  tier: ['annualPeriod', 'status', 'schoolCode', 'gradeName', 'subject'],
  unit: ['annualPeriod', 'status', 'schoolCode', 'gradeName', 'subject', 'tierPlan', 'teacher'],
  lesson: ['annualPeriod', 'status', 'schoolCode', 'gradeName', 'subject', 'tierPlan', 'unitPlan', 'teacher'],
};

/** The breadcrumb's levels, from the broadest. */
const TRAIL: readonly PlanFilterName[] = ['annualPeriod', 'schoolCode', 'gradeName', 'subject', 'tierPlan', 'unitPlan'];

const labelOf = (choices: Choice[], value: string) => choices.find((choice) => choice.value === value)?.label ?? value;

/**
 * The plan lists' filters (annual period, default All; status; class; subject; tier plan;
 * unit plan; school; teacher), whose choices narrow as the user chooses, and the breadcrumb of the chosen ones.
 */
export function usePlanFilters(kind: PlanKind): { filters: ListFilter[]; breadcrumb: ReactNode } {
  const [params, setParams] = useSearchParams();
  const profile = useProfile();
  const value = (name: PlanFilterName) => params.get(name) ?? '';
  const schoolCode = value('schoolCode');
  const periods = useAnnualPeriodChoices();
  const schools = useSchoolChoices();
  const classes = useClassChoices(schoolCode);
  const subjects = useSubjectChoices(value('gradeName'), schoolCode);
  const tierParams = {
    annualPeriod: value('annualPeriod') || undefined,
    schoolCode: schoolCode || undefined,
    gradeName: value('gradeName') || undefined,
    subject: value('subject') || undefined,
  };
  const offered = FILTERS_OF[kind];
  const tierPlans = useTierPlanChoices(tierParams, offered.includes('tierPlan'));
  const unitPlans = useUnitPlanChoices(
    { ...tierParams, tierPlan: value('tierPlan') || undefined },
    offered.includes('unitPlan'),
  );
  const teacherSchool = schoolCode || profile.school?.schoolCode || '';
  const teachers = useTeacherChoices(teacherSchool, offered.includes('teacher'));

  const all: Record<PlanFilterName, ListFilter> = {
    annualPeriod: { name: 'annualPeriod', label: 'Annual Period', options: periods },
    status: {
      name: 'status',
      label: 'Status',
      options: PLAN_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
    },
    schoolCode: { name: 'schoolCode', label: 'School', options: schools },
    gradeName: { name: 'gradeName', label: 'Class', options: classes },
    subject: { name: 'subject', label: 'Subject', options: subjects },
    tierPlan: { name: 'tierPlan', label: 'Tier Plan', options: tierPlans },
    unitPlan: {
      name: 'unitPlan',
      label: 'Unit Plan',
      options: unitPlans,
      disabledReason: value('tierPlan') ? undefined : 'Choose a tier plan first',
    },
    teacher: {
      name: 'teacher',
      label: 'Teacher',
      options: teachers.choices,
      disabledReason: teacherSchool ? undefined : 'Choose a school first',
    },
  };
  const names = offered.filter((name) => name !== 'teacher' || teachers.enabled);
  const filters = names.map((name) => ({ ...all[name], clears: CLEARS[name], showAll: true }));

  const chosen = TRAIL.filter((name) => names.includes(name) && value(name) !== '');
  /** Going back up the trail clears the levels below the crumb. */
  const keepUpTo = (index: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of chosen.slice(index + 1)) for (const cleared of [name, ...CLEARS[name]]) next.delete(cleared);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const breadcrumb = (
    <Breadcrumbs aria-label="Chosen filters" sx={{ fontSize: '0.875rem' }}>
      {chosen.length === 0 ? (
        <Typography sx={{ fontSize: 'inherit' }} color="text.primary">
          All plans
        </Typography>
      ) : (
        <Link component="button" type="button" underline="hover" color="inherit" onClick={() => keepUpTo(-1)}>
          All plans
        </Link>
      )}
      {chosen.map((name, index) => {
        const text = labelOf(all[name].options, value(name));
        return index === chosen.length - 1 ? (
          <Typography key={name} sx={{ fontSize: 'inherit', overflowWrap: 'anywhere' }} color="text.primary">
            {text}
          </Typography>
        ) : (
          <Link
            key={name}
            component="button"
            type="button"
            underline="hover"
            color="inherit"
            onClick={() => keepUpTo(index)}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {text}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
  return { filters, breadcrumb };
}
