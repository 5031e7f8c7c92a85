import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import type { ClassSummary } from '@school/contract/schemas/grade';
import { useState } from 'react';
import type { Screen } from '../../lib/routes';
import { ListScreen } from '../../components/list-screen';
import { RecordCard } from '../../components/record-card';
import { usePrivileges } from '../../lib/privileges';
import { useSchoolChoices } from './api';
import { ClassDialog } from './class-dialog';
import { ClassImportDialog } from './class-import-dialog';

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; grade: ClassSummary } | { mode: 'import' };

/** Classes (/master-data/classes): School filter, Add Class, Import, class cards with Edit. */
export default function ClassesPage({ screen }: { screen: Screen }) {
  const { can } = usePrivileges();
  const { choices } = useSchoolChoices();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const close = () => setDialog({ mode: 'closed' });

  return (
    <ListScreen<ClassSummary>
      screen={screen}
      path="/api/classes"
      filters={[
        {
          name: 'schoolCode',
          label: 'School',
          options: choices.map((school) => ({ value: school.schoolCode, label: school.label })),
        },
      ]}
      addLabel="Add Class"
      onAdd={() => setDialog({ mode: 'add' })}
      actions={
        can('class', 'CREATE') && (
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setDialog({ mode: 'import' })}>
            Import
          </Button>
        )
      }
      renderItem={(grade) => (
        <RecordCard
          title={grade.gradeName}
          subtitle={`${grade.school.schoolName} - ${grade.school.campus}`}
          status={grade.status}
          href={can('class', 'READ') ? `/classes/${grade.id}` : undefined}
          details={[
            { label: 'Sections', value: grade.sectionCount },
            { label: 'Subjects', value: grade.subjectCount },
          ]}
          actions={can('class', 'UPDATE') ? [{ label: 'Edit', onClick: () => setDialog({ mode: 'edit', grade }) }] : []}
        />
      )}
    >
      {(dialog.mode === 'add' || dialog.mode === 'edit') && (
        <ClassDialog
          key={dialog.mode === 'edit' ? dialog.grade.id : 'new'}
          open
          onClose={close}
          grade={dialog.mode === 'edit' ? dialog.grade : undefined}
        />
      )}
      {dialog.mode === 'import' && <ClassImportDialog open onClose={close} />}
    </ListScreen>
  );
}
