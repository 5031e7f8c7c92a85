import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PAGE_SIZES } from '@school/contract/constants';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Screen } from '../../lib/routes';
import { ListScreen } from '../../components/list-screen';
import type { CardAction, CardIconAction } from '../../components/record-card';
import type { ListPathOf } from '../../lib/api-types';
import { PlanCard, type PlanCardData } from './plan-card';
import { type PlanFilterName, usePlanFilters } from './plan-filters';
import { PLAN_PATHS, PLAN_VIEWS, type PlanKind } from './shared/plan-paths';

/** Query parameters a Change View carries to the next list (those it offers; the page starts again). */
const CARRIED: readonly (PlanFilterName | 'q')[] = [
  'q',
  'annualPeriod',
  'status',
  'schoolCode',
  'gradeName',
  'subject',
  'tierPlan',
  'unitPlan',
  'teacher',
];

/** The Change View selector: Annual Plan, Tier Plan, Unit Plan, Lesson Plan. */
function ChangeView({ kind }: { kind: PlanKind }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  function go(next: PlanKind) {
    const view = PLAN_VIEWS.find((candidate) => candidate.kind === next);
    if (!view || next === kind) return;
    const carried = new URLSearchParams();
    for (const name of CARRIED) {
      const value = params.get(name);
      if (value) carried.set(name, value);
    }
    const search = carried.toString();
    navigate(`${view.path}${search ? `?${search}` : ''}`);
  }
  return (
    <TextField
      select
      size="small"
      label="Change View"
      value={kind}
      onChange={(event) => go(event.target.value as PlanKind)}
      sx={{ width: { xs: '100%', sm: 180 } }}
      fullWidth={false}
    >
      {PLAN_VIEWS.map((view) => (
        <MenuItem key={view.kind} value={view.kind}>
          {view.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface Props<T> {
  screen: Screen;
  kind: PlanKind;
  /** The list's API path (PLAN_LIST_PATHS[kind]), checked against the list's items. */
  path: ListPathOf<T>;
  /** Reads a list item as a card. */
  toCard: (item: T) => PlanCardData;
  /** Card menu actions of an item. */
  actionsOf?: (item: T) => CardAction[];
  /** The action of an item's edit icon, if it has one (the lesson list under Academic Plan, annual plans). */
  onEdit?: (item: T) => (() => void) | undefined;
  editLabel?: (item: T) => string;
  /** More icons of a card (the annual list's Duplicate). */
  iconActionsOf?: (item: T) => CardIconAction[];
  /** Dialogs of the screen. */
  children?: ReactNode;
}

/**
 * The one layout of the plan lists: the filter panel on the left with the breadcrumb of
 * the chosen filters (above the cards, collapsed, on small screens), the Change View selector, Add New Plan on
 * the annual plans (with CREATE), the search and order, two cards per row from medium screens, the pager and 'No Data
 * available'. Search, filters and page live in the URL.
 */
export function PlanListScreen<T extends { id: number }>({
  screen,
  kind,
  path,
  toCard,
  actionsOf,
  onEdit,
  editLabel,
  iconActionsOf,
  children,
}: Props<T>) {
  const navigate = useNavigate();
  const { filters, breadcrumb } = usePlanFilters(kind);
  return (
    <ListScreen<T>
      screen={screen}
      path={path}
      pageSize={PAGE_SIZES.planAndSchool}
      filters={filters}
      filterPanelHeader={breadcrumb}
      collapsibleFilters
      actions={<ChangeView kind={kind} />}
      addLabel="Add New Plan"
      onAdd={kind === 'annual' ? () => navigate(PLAN_PATHS.newAnnualPlan) : undefined}
      columns={2}
      renderItem={(item) => {
        const card = toCard(item);
        return (
          <PlanCard
            kind={kind}
            plan={card}
            actions={actionsOf?.(item)}
            onEdit={onEdit?.(item)}
            editLabel={editLabel?.(item)}
            iconActions={iconActionsOf?.(item)}
          />
        );
      }}
    >
      {children}
    </ListScreen>
  );
}
