import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@school/contract/constants';
import type { ClassSection } from '@school/contract/schemas/class-section';
import type { Subject } from '@school/contract/schemas/subject';
import type { StaffLookupItem } from '@school/contract/schemas/user';
import { type ReactNode, useState } from 'react';
import { DialogCancelButton, ResponsiveDialog, useUnsavedChanges } from '../../components/responsive-dialog';
import { serverErrorsOf } from '../../lib/form-errors';
import { usePrivileges } from '../../lib/privileges';
import { sectionTeachersQuery, staffOfSchoolQuery, useSaveSectionTeachers } from './api';

interface Props {
  open: boolean;
  onClose: () => void;
  section: ClassSection;
  /** The subjects of the section's class. */
  subjects: readonly Subject[];
}

type TeacherChoice = Pick<StaffLookupItem, 'id' | 'email' | 'fullName'>;
/** Teachers chosen per subject id. */
type Chosen = ReadonlyMap<number, readonly TeacherChoice[]>;

/** Whether two choices name the same teachers for every subject (in any order). */
function sameChoices(a: Chosen, b: Chosen): boolean {
  const idsOf = (chosen: Chosen) =>
    new Map(
      [...chosen]
        .filter(([, teachers]) => teachers.length > 0)
        .map(([subjectId, teachers]) => [
          subjectId,
          teachers
            .map((teacher) => teacher.id)
            .sort()
            .join(','),
        ]),
    );
  const left = idsOf(a);
  const right = idsOf(b);
  return left.size === right.size && [...left].every(([subjectId, ids]) => right.get(subjectId) === ids);
}

/** The editor once the section's assignments are loaded (its state starts from them). */
function TeacherRows({
  section,
  subjects,
  initial,
  staff,
  onClose,
}: {
  section: ClassSection;
  subjects: readonly Subject[];
  initial: Chosen;
  staff: readonly TeacherChoice[];
  onClose: () => void;
}) {
  const save = useSaveSectionTeachers(section.id);
  const [chosen, setChosen] = useState<Chosen>(initial);
  const [error, setError] = useState<string | null>(null);
  useUnsavedChanges(!sameChoices(chosen, initial));
  // Inactive subjects are listed only while they still have a teacher, so nothing is dropped unseen.
  const rows = subjects.filter((subject) => subject.status === 'ACTIVE' || (initial.get(subject.id)?.length ?? 0) > 0);

  async function handleSave() {
    setError(null);
    const assignments = [...chosen].flatMap(([subjectId, teachers]) =>
      teachers.map((teacher) => ({ subjectId, userId: teacher.id })),
    );
    try {
      await save.mutateAsync(assignments);
      onClose();
    } catch (caught) {
      setError(serverErrorsOf(caught, []).message ?? MESSAGES.oops);
    }
  }

  return (
    <>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary">
          Choose who teaches each subject in {section.className} - {section.sectionName}.
        </Typography>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {rows.length === 0 && <Typography>{MESSAGES.noData}</Typography>}
        {rows.map((subject) => {
          const value = chosen.get(subject.id) ?? [];
          const options = [...staff, ...value.filter((teacher) => !staff.some((member) => member.id === teacher.id))];
          return (
            <Autocomplete
              key={subject.id}
              multiple
              id={`teachers-of-subject-${subject.id}`}
              options={options}
              value={[...value]}
              disabled={save.isPending}
              getOptionLabel={(teacher) => teacher.fullName}
              isOptionEqualToValue={(option, selected) => option.id === selected.id}
              renderOption={({ key, ...props }, teacher) => (
                <li key={key} {...props}>
                  {teacher.fullName} ({teacher.email})
                </li>
              )}
              onChange={(_event, next) => setChosen((current) => new Map(current).set(subject.id, next))}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={subject.status === 'ACTIVE' ? subject.subjectName : `${subject.subjectName} (inactive)`}
                  placeholder={value.length === 0 ? 'No teacher' : undefined}
                />
              )}
            />
          );
        })}
      </DialogContent>
      <DialogActions>
        <DialogCancelButton disabled={save.isPending} />
        <Button variant="contained" onClick={handleSave} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </>
  );
}

/** Manage Teachers of one section: for each subject of its class, the teachers who teach it there. */
export function ManageTeachersDialog({ open, onClose, section, subjects }: Props) {
  const { can } = usePrivileges();
  const assignments = useQuery(sectionTeachersQuery(section.id));
  const staff = useQuery({ ...staffOfSchoolQuery(section.school.schoolCode), enabled: can('teacher', 'READ') });

  let body: ReactNode;
  if (assignments.isPending || (staff.isPending && staff.fetchStatus !== 'idle')) {
    body = (
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading the teachers" />
      </DialogContent>
    );
  } else if (assignments.isError) {
    body = (
      <DialogContent>
        <Alert severity="error">{assignments.error.message}</Alert>
      </DialogContent>
    );
  } else {
    const initial = new Map<number, TeacherChoice[]>();
    for (const assignment of assignments.data) {
      const list = initial.get(assignment.subject.id) ?? [];
      list.push(assignment.applicationUser);
      initial.set(assignment.subject.id, list);
    }
    body = (
      <TeacherRows section={section} subjects={subjects} initial={initial} staff={staff.data ?? []} onClose={onClose} />
    );
  }

  return (
    <ResponsiveDialog open={open} onClose={onClose} title="Manage Teachers" maxWidth="sm">
      {body}
    </ResponsiveDialog>
  );
}
