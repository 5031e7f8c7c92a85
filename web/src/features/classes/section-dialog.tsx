import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { type ClassSection, type ClassSectionInput, classSectionInput } from '@school/contract/schemas/class-section';
import { useForm } from 'react-hook-form';
import { EntityDialog } from '../../components/entity-dialog';
import { FormField, FormSelect, type Option } from '../../components/form-fields';
import { usePrivileges } from '../../lib/privileges';
import { CLASSES_PATH, staffOfSchoolQuery, useSaveSection } from './api';

const SECTION_FIELDS = ['sectionName', 'capacity', 'classTeacher'] as const;

/** The class a section belongs to, as both the class detail and the section list know it. */
export interface SectionClass {
  id: number;
  className: string;
  schoolCode: string;
  schoolLabel: string;
}

/** A value of the section's class, shown but never edited. */
function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <TextField id={id} label={label} value={value} slotProps={{ input: { readOnly: true } }} helperText="Read-only" />
  );
}

interface Props {
  open: boolean;
  onClose: () => void;
  grade: SectionClass;
  /** The section being edited; absent when adding. */
  section?: ClassSection;
}

/**
 * Add and Edit Class Section. School and class come from the class and are shown read-only; the section
 * name is read-only on edit. The class teacher is one of the ACTIVE staff of the class's school.
 */
export function SectionDialog({ open, onClose, grade, section }: Props) {
  const save = useSaveSection(grade.id);
  const { can } = usePrivileges();
  // The staff lookup needs READ on teacher; without it only the current class teacher can be kept.
  const staff = useQuery({ ...staffOfSchoolQuery(grade.schoolCode), enabled: can('teacher', 'READ') });
  const teacherOptions: Option[] = (staff.data ?? []).map((user) => ({
    value: user.id,
    label: `${user.fullName} (${user.email})`,
  }));
  const current = section?.classTeacher;
  if (current && !teacherOptions.some((option) => option.value === current.id)) {
    // A class teacher who has left keeps showing until someone else is chosen.
    teacherOptions.push({ value: current.id, label: `${current.fullName} (${current.email})` });
  }

  const form = useForm<ClassSectionInput>({
    resolver: zodResolver(classSectionInput, undefined, { raw: true }),
    defaultValues: {
      grade: grade.id,
      sectionName: section?.sectionName ?? '',
      capacity: section?.capacity ?? '',
      classTeacher: section?.classTeacher?.id ?? null,
    },
  });

  function handleSave(values: ClassSectionInput) {
    const body = { ...values, grade: grade.id };
    if (!section) return save.mutateAsync({ body });
    return save.mutateAsync({
      id: section.id,
      body: { ...body, id: section.id, sectionName: section.sectionName, version: section.version },
    });
  }

  const editing = section !== undefined;
  return (
    <EntityDialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Class Section' : 'Add Class Section'}
      entity="classsection"
      form={form}
      fields={SECTION_FIELDS}
      onSave={handleSave}
      record={section}
      recordName={section && `${grade.className} - ${section.sectionName}`}
      statusPath="/api/class-sections/{id}"
      statusAlsoInvalidate={[CLASSES_PATH, '/schools']}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <ReadOnlyField id="section-school" label="School" value={grade.schoolLabel} />
        <ReadOnlyField id="section-class" label="Class Name" value={grade.className} />
      </Box>
      <FormField
        control={form.control}
        name="sectionName"
        label="Section Name"
        required={!editing}
        slotProps={{ input: { readOnly: editing } }}
        helperText={editing ? 'Read-only' : undefined}
      />
      <FormField
        control={form.control}
        name="capacity"
        label="Capacity"
        type="number"
        slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
      />
      <FormSelect
        control={form.control}
        name="classTeacher"
        label="Class Teacher"
        options={teacherOptions}
        emptyLabel="None"
        helperText={staff.isError ? 'The staff of the school could not be loaded' : undefined}
      />
    </EntityDialog>
  );
}
