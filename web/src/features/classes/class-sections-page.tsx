import { PAGE_SIZES } from '@school/contract/constants';
import type { ClassSection } from '@school/contract/schemas/class-section';
import { useState } from 'react';
import type { Screen } from '../../lib/routes';
import { ListScreen } from '../../components/list-screen';
import { usePrivileges } from '../../lib/privileges';
import { SectionCard } from './class-cards';
import { type ClassDialogState, ClassRecordDialogs } from './class-record-dialogs';
import { useSchoolClassFilters } from './school-class-filters';

/**
 * Class sections (/master-data/class-sections): School and Class filters, section cards with Edit and Manage
 * Teachers (the class detail's dialogs). Sections are added on their class's page, so there is no Add here.
 */
export default function ClassSectionsPage({ screen }: { screen: Screen }) {
  const { can } = usePrivileges();
  const filters = useSchoolClassFilters();
  const [dialog, setDialog] = useState<ClassDialogState>({ kind: 'closed' });

  return (
    <ListScreen<ClassSection>
      title={screen.title}
      entity="classsection"
      path="/api/class-sections"
      pageSize={PAGE_SIZES.genericList}
      searchLabel="Search sections"
      filters={filters}
      renderItem={(section) => (
        <SectionCard
          section={section}
          showPlace
          href={can('class', 'READ') ? `/classes/${section.grade.id}` : undefined}
          onEdit={() => setDialog({ kind: 'section', section })}
          onManageTeachers={() => setDialog({ kind: 'teachers', section })}
        />
      )}
    >
      <ClassRecordDialogs state={dialog} onClose={() => setDialog({ kind: 'closed' })} />
    </ListScreen>
  );
}
