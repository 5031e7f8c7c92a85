import { useQuery } from '@tanstack/react-query';
import type { ClassSection } from '@school/contract/schemas/class-section';
import type { ClassDetail } from '@school/contract/schemas/grade';
import type { Subject } from '@school/contract/schemas/subject';
import { subjectsOfClassQuery } from './api';
import { ManageTeachersDialog } from './manage-teachers-dialog';
import { type SectionClass, SectionDialog } from './section-dialog';
import { SubjectDialog } from './subject-dialog';

/** Which dialog of a class's subjects and sections is open; a record means edit, none means add. */
export type ClassDialogState =
  | { kind: 'closed' }
  | { kind: 'subject'; subject?: Subject }
  | { kind: 'section'; section?: ClassSection }
  | { kind: 'teachers'; section: ClassSection };

const sectionClassOf = (section: ClassSection): SectionClass => ({
  id: section.grade.id,
  className: section.className,
  schoolCode: section.school.schoolCode,
  schoolLabel: `${section.school.schoolName} - ${section.school.campus}`,
});

const detailClassOf = (grade: ClassDetail): SectionClass => ({
  id: grade.id,
  className: grade.gradeName,
  schoolCode: grade.school.schoolCode,
  schoolLabel: `${grade.school.schoolName} - ${grade.school.campus}`,
});

function SubjectDialogHost({ classId, subject, onClose }: { classId: number; subject?: Subject; onClose: () => void }) {
  // The class's subjects, of any status, are the names Add Subject must not offer again.
  const { data } = useQuery(subjectsOfClassQuery(classId));
  const names = (data?.content ?? []).map((entry) => entry.subjectName);
  return <SubjectDialog open onClose={onClose} classId={classId} existingSubjectNames={names} subject={subject} />;
}

function ManageTeachersHost({ section, onClose }: { section: ClassSection; onClose: () => void }) {
  const { data } = useQuery(subjectsOfClassQuery(section.grade.id));
  if (!data) return null;
  return <ManageTeachersDialog open onClose={onClose} section={section} subjects={data.content} />;
}

/**
 * The subject, section and Manage Teachers dialogs, the same on the class detail and on the section and subject
 * lists. On the class detail `grade` is the page's class (needed to add); on the lists the record names its class.
 */
export function ClassRecordDialogs({
  state,
  onClose,
  grade,
}: {
  state: ClassDialogState;
  onClose: () => void;
  grade?: ClassDetail;
}) {
  switch (state.kind) {
    case 'closed':
      return null;
    case 'subject': {
      const classId = state.subject?.grade.id ?? grade?.id;
      if (classId === undefined) return null;
      return (
        <SubjectDialogHost
          key={state.subject?.id ?? 'new'}
          classId={classId}
          subject={state.subject}
          onClose={onClose}
        />
      );
    }
    case 'section': {
      const place = state.section ? sectionClassOf(state.section) : grade && detailClassOf(grade);
      if (!place) return null;
      return (
        <SectionDialog key={state.section?.id ?? 'new'} open onClose={onClose} grade={place} section={state.section} />
      );
    }
    case 'teachers':
      return <ManageTeachersHost key={state.section.id} section={state.section} onClose={onClose} />;
  }
}
