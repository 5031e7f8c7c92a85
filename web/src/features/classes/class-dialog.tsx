import { zodResolver } from '@hookform/resolvers/zod';
import { type ClassInput, type ClassSummary, classInput } from '@school/contract/schemas/grade';
import { useForm } from 'react-hook-form';
import { EntityDialog } from '../../components/entity-dialog';
import { FormField, FormSelect } from '../../components/form-fields';
import { useSaveClass, useSchoolChoices } from './api';

const CLASS_FIELDS = ['school', 'gradeName'] as const;

interface Props {
  open: boolean;
  onClose: () => void;
  /** The class being edited; absent when adding. */
  grade?: ClassSummary;
}

/** Add Class and Edit Class: the school (fixed once the class exists) and the class name. */
export function ClassDialog({ open, onClose, grade }: Props) {
  const save = useSaveClass();
  const { choices } = useSchoolChoices();
  const options = choices.map((school) => ({ value: school.id, label: school.label }));
  if (grade && !options.some((option) => option.value === grade.school.id)) {
    options.push({ value: grade.school.id, label: `${grade.school.schoolName} - ${grade.school.campus}` });
  }
  const form = useForm<ClassInput>({
    resolver: zodResolver(classInput, undefined, { raw: true }),
    defaultValues: {
      gradeName: grade?.gradeName ?? '',
      school: grade?.school.id ?? (choices.length === 1 ? choices[0]?.id : null),
    },
  });

  function handleSave(values: ClassInput) {
    if (!grade) return save.mutateAsync({ body: values });
    return save.mutateAsync({ id: grade.id, body: { gradeName: values.gradeName, version: grade.version } });
  }

  return (
    <EntityDialog
      open={open}
      onClose={onClose}
      title={grade ? 'Edit Class' : 'Add Class'}
      entity="class"
      form={form}
      fields={CLASS_FIELDS}
      onSave={handleSave}
      record={grade}
      recordName={grade && `Class ${grade.gradeName}`}
      statusPath="/api/classes/{id}"
      statusAlsoInvalidate={['/schools']}
    >
      <FormSelect
        control={form.control}
        name="school"
        label="School"
        required
        options={options}
        disabled={grade !== undefined}
        helperText={grade ? 'A class stays in its school' : undefined}
      />
      <FormField control={form.control} name="gradeName" label="Class Name" required />
    </EntityDialog>
  );
}
