import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import {
  SUBJECT_TYPE_LABELS,
  SUBJECT_TYPES,
  type Subject,
  type SubjectInput,
  type SubjectType,
  subjectInput,
} from '@school/contract/schemas/subject';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RecordDialog, type RecordDialogKind } from '../../components/entity-dialog';
import { FormField, FormSelect } from '../../components/form-fields';
import { usePrivileges } from '../../lib/privileges';
import { CLASSES_PATH, commonSubjectsQuery, useSaveSubject } from './api';

const SUBJECT_FIELDS = ['subjectName', 'subjectValue', 'subjectType'] as const;
const TYPE_OPTIONS = SUBJECT_TYPES.map((type) => ({ value: type, label: SUBJECT_TYPE_LABELS[type] }));
const isSubjectType = (value: string): value is SubjectType => (SUBJECT_TYPES as readonly string[]).includes(value);

const SUBJECT_DIALOG: RecordDialogKind<Subject> = {
  entity: 'subject',
  titles: { add: 'Add Subject', edit: 'Edit Subject' },
  nameOf: (subject) => subject.subjectName,
  statusPath: '/api/subjects/{id}',
  // A subject's status changes its class's and its school's counts.
  statusAlsoInvalidate: [CLASSES_PATH, '/schools'],
};

interface Props {
  open: boolean;
  onClose: () => void;
  classId: number;
  /** Names of the subjects the class has (any status): they cannot be added again. */
  existingSubjectNames: readonly string[];
  /** The subject being edited; absent when adding. */
  subject?: Subject;
}

/**
 * Add Subject and Edit Subject. Adding offers the subjects taught elsewhere in the network, those already on
 * the class disabled; choosing one fills the fields, which stay free to type. The server refuses a duplicate (409).
 */
export function SubjectDialog({ open, onClose, classId, existingSubjectNames, subject }: Props) {
  const { can } = usePrivileges();
  const save = useSaveSubject(classId);
  const editing = subject !== undefined;
  const common = useQuery({ ...commonSubjectsQuery, enabled: !editing && can('subject', 'READ') });
  const [picked, setPicked] = useState('');
  const taken = new Set(existingSubjectNames.map((name) => name.trim().toLowerCase()));

  const form = useForm<SubjectInput>({
    resolver: zodResolver(subjectInput, undefined, { raw: true }),
    defaultValues: {
      grade: classId,
      subjectName: subject?.subjectName ?? '',
      subjectValue: subject?.subjectValue ?? '',
      subjectType: subject && isSubjectType(subject.subjectType) ? subject.subjectType : 'COMPULSARY',
    },
  });

  function handlePick(name: string) {
    setPicked(name);
    const chosen = common.data?.find((entry) => entry.subjectName === name);
    if (!chosen) return;
    const options = { shouldValidate: true, shouldDirty: true } as const;
    form.setValue('subjectName', chosen.subjectName, options);
    form.setValue('subjectValue', chosen.subjectValue, options);
    if (isSubjectType(chosen.subjectType)) form.setValue('subjectType', chosen.subjectType, options);
  }

  function handleSave(values: SubjectInput) {
    if (!subject) return save.mutateAsync({ body: { ...values, grade: classId } });
    const { subjectName, subjectValue, subjectType } = values;
    return save.mutateAsync({
      id: subject.id,
      body: { subjectName, subjectValue, subjectType, version: subject.version },
    });
  }

  return (
    <RecordDialog
      kind={SUBJECT_DIALOG}
      record={subject}
      open={open}
      onClose={onClose}
      form={form}
      fields={SUBJECT_FIELDS}
      onSave={handleSave}
    >
      {!editing && (
        <TextField
          select
          id="subject-picker"
          label="Choose a subject"
          value={picked}
          onChange={(event) => handlePick(event.target.value)}
          helperText="Subjects taught in the network; those already on this class are disabled. Or type one below."
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 224, width: 250 } } } } } }}
        >
          {(common.data ?? []).map((entry) => (
            <MenuItem
              key={entry.subjectName}
              value={entry.subjectName}
              disabled={taken.has(entry.subjectName.trim().toLowerCase())}
            >
              {entry.subjectName}
            </MenuItem>
          ))}
          {common.data?.length === 0 && (
            <MenuItem value="" disabled>
              No subjects yet
            </MenuItem>
          )}
        </TextField>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormField control={form.control} name="subjectName" label="Subject Name" required />
        <FormField control={form.control} name="subjectValue" label="Subject Value" required />
      </Box>
      <FormSelect control={form.control} name="subjectType" label="Subject Type" required options={TYPE_OPTIONS} />
    </RecordDialog>
  );
}
