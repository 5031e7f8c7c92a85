import { PAGE_SIZES } from '@school/contract/constants';
import type { Subject } from '@school/contract/schemas/subject';
import { useState } from 'react';
import type { Screen } from '../../lib/routes';
import { ListScreen } from '../../components/list-screen';
import { SubjectCard } from './class-cards';
import { type ClassDialogState, ClassRecordDialogs } from './class-record-dialogs';
import { useSchoolClassFilters } from './school-class-filters';

/**
 * Subjects (/master-data/subjects): School and Class filters, subject cards with Edit (the class detail's dialog)
 * and Activate/Deactivate. Subjects are added on their class's page, so there is no Add here.
 */
export default function SubjectsPage({ screen }: { screen: Screen }) {
  const filters = useSchoolClassFilters();
  const [dialog, setDialog] = useState<ClassDialogState>({ kind: 'closed' });

  return (
    <ListScreen<Subject>
      title={screen.title}
      entity="subject"
      path="/api/subjects"
      pageSize={PAGE_SIZES.genericList}
      searchLabel="Search subjects"
      filters={filters}
      renderItem={(subject) => (
        <SubjectCard subject={subject} showPlace onEdit={() => setDialog({ kind: 'subject', subject })} />
      )}
    >
      <ClassRecordDialogs state={dialog} onClose={() => setDialog({ kind: 'closed' })} />
    </ListScreen>
  );
}
