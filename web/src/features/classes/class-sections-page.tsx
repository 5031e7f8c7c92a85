import type { ClassSection } from '@school/contract/schemas/class-section';
import type { Screen } from '../../lib/routes';
import { usePrivileges } from '../../lib/privileges';
import { SectionCard } from './class-cards';
import { ClassChildList } from './class-child-list';

/** Class sections (/master-data/class-sections): section cards with Edit and Manage Teachers. */
export default function ClassSectionsPage({ screen }: { screen: Screen }) {
  const { can } = usePrivileges();
  return (
    <ClassChildList<ClassSection>
      screen={screen}
      path="/api/class-sections"
      searchLabel="Search sections"
      renderItem={(section, openDialog) => (
        <SectionCard
          section={section}
          showPlace
          href={can('class', 'READ') ? `/classes/${section.grade.id}` : undefined}
          onEdit={() => openDialog({ kind: 'section', section })}
          onManageTeachers={() => openDialog({ kind: 'teachers', section })}
        />
      )}
    />
  );
}
