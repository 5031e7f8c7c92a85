import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ListFilter, ListScreen } from '../../components/list-screen';
import type { ListPathOf } from '../../lib/api-types';
import type { Screen } from '../../lib/routes';
import { useClassNameChoices, useSchoolChoices } from './api';
import { type ClassDialogState, ClassRecordDialogs } from './class-record-dialogs';

/**
 * The School (schoolCode) and Class (className) filters of the section and subject lists. The class choices
 * are the chosen school's classes, or every class name the user can see when no school is chosen.
 */
function useSchoolClassFilters(): ListFilter[] {
  const [params] = useSearchParams();
  const { choices } = useSchoolChoices();
  const classNames = useClassNameChoices(params.get('schoolCode') ?? '');
  return [
    {
      name: 'schoolCode',
      label: 'School',
      options: choices.map((school) => ({ value: school.schoolCode, label: school.label })),
    },
    { name: 'className', label: 'Class', options: classNames.map((name) => ({ value: name, label: name })) },
  ];
}

interface ClassChildListProps<T extends { id: number }> {
  screen: Screen;
  path: ListPathOf<T>;
  searchLabel?: string;
  /** A record's card; `openDialog` opens one of the class detail's dialogs on it. */
  renderItem: (item: T, openDialog: (dialog: ClassDialogState) => void) => ReactNode;
}

/**
 * The section and subject lists: School and Class filters, and cards whose Edit (and Manage Teachers) open the
 * class detail's dialogs. Sections and subjects are added on their class's page, so there is no Add here.
 */
export function ClassChildList<T extends { id: number }>({
  screen,
  path,
  searchLabel,
  renderItem,
}: ClassChildListProps<T>) {
  const filters = useSchoolClassFilters();
  const [dialog, setDialog] = useState<ClassDialogState>({ kind: 'closed' });

  return (
    <ListScreen<T>
      screen={screen}
      path={path}
      searchLabel={searchLabel}
      filters={filters}
      renderItem={(item) => renderItem(item, setDialog)}
    >
      <ClassRecordDialogs state={dialog} onClose={() => setDialog({ kind: 'closed' })} />
    </ListScreen>
  );
}
