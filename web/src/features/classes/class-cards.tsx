import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ClassSection } from '@school/contract/schemas/class-section';
import { SUBJECT_TYPE_LABELS, type Subject, type SubjectType } from '@school/contract/schemas/subject';
import { type CardAction, RecordCard } from '../../components/record-card';
import { useStatusToggle } from '../../components/status-toggle';
import { useStatusChange } from '../../lib/crud';
import { usePrivileges } from '../../lib/privileges';
import { CLASSES_PATH } from './api';

const typeLabel = (type: string) => SUBJECT_TYPE_LABELS[type as SubjectType] ?? type;

/** Where a section or subject belongs, for the lists that mix classes and schools. */
const placeOf = (record: { className: string; school: { schoolName: string; campus: string } }) =>
  `Class ${record.className} · ${record.school.schoolName} - ${record.school.campus}`;

interface SectionCardProps {
  section: ClassSection;
  /** Show the class and school (the class sections list). */
  showPlace?: boolean;
  /** Link to the class detail (the class sections list). */
  href?: string;
  onEdit: () => void;
  onManageTeachers: () => void;
}

/** A class section: name, Class Teacher (or -), Capacity (or -), status; Edit and Manage Teachers need UPDATE. */
export function SectionCard({ section, showPlace, href, onEdit, onManageTeachers }: SectionCardProps) {
  const { can } = usePrivileges();
  const actions: CardAction[] = can('classsection', 'UPDATE')
    ? [
        { label: 'Edit', onClick: onEdit },
        { label: 'Manage Teachers', onClick: onManageTeachers },
      ]
    : [];
  return (
    <RecordCard
      title={showPlace ? `${section.className} - ${section.sectionName}` : section.sectionName}
      subtitle={showPlace ? placeOf(section) : undefined}
      status={section.status}
      href={href}
      details={[
        { label: 'Class Teacher', value: section.classTeacher?.fullName ?? '-' },
        { label: 'Capacity', value: section.capacity ?? '-' },
      ]}
      actions={actions}
    />
  );
}

interface SubjectCardProps {
  subject: Subject;
  showPlace?: boolean;
  onEdit: () => void;
}

/**
 * A subject: name, value, type and status; Edit with UPDATE, and a Deactivate/Activate button with DELETE that
 * changes the subject's status (PATCH /subjects/{id}?status&version).
 */
export function SubjectCard({ subject, showPlace, onEdit }: SubjectCardProps) {
  const { can } = usePrivileges();
  const statusToggle = useStatusToggle(useStatusChange('/api/subjects/{id}', [CLASSES_PATH, '/schools']));
  const teachers = [...new Set(subject.teachers.map((teacher) => teacher.user.fullName))];
  const active = subject.status === 'ACTIVE';
  return (
    <RecordCard
      title={subject.subjectName}
      subtitle={showPlace ? placeOf(subject) : undefined}
      status={subject.status}
      details={[
        { label: 'Value', value: subject.subjectValue },
        { label: 'Type', value: typeLabel(subject.subjectType) },
        ...(showPlace ? [{ label: 'Teachers', value: teachers.length > 0 ? teachers.join(', ') : '-' }] : []),
      ]}
      actions={can('subject', 'UPDATE') ? [{ label: 'Edit', onClick: onEdit }] : []}
    >
      {can('subject', 'DELETE') && (
        <Box sx={{ px: 2, pb: 2 }}>
          <Button
            size="small"
            variant="outlined"
            color={active ? 'error' : 'success'}
            disabled={statusToggle.isPending}
            aria-label={`${active ? 'Deactivate' : 'Activate'} ${subject.subjectName}`}
            onClick={() => statusToggle.toggle({ ...subject, name: subject.subjectName })}
          >
            {active ? 'Deactivate' : 'Activate'}
          </Button>
          {statusToggle.dialog}
        </Box>
      )}
    </RecordCard>
  );
}
