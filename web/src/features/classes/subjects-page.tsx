import type { Subject } from '@school/contract/schemas/subject';
import type { Screen } from '../../lib/routes';
import { SubjectCard } from './class-cards';
import { ClassChildList } from './class-child-list';

/** Subjects (/master-data/subjects): subject cards with Edit and Activate/Deactivate. */
export default function SubjectsPage({ screen }: { screen: Screen }) {
  return (
    <ClassChildList<Subject>
      screen={screen}
      path="/api/subjects"
      renderItem={(subject, openDialog) => (
        <SubjectCard subject={subject} showPlace onEdit={() => openDialog({ kind: 'subject', subject })} />
      )}
    />
  );
}
