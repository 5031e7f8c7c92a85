import { type Policy, policyInput } from '@school/contract/schemas/policy';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { RecordDialog, type RecordDialogKind } from '../../components/entity-dialog';
import { FormField, FormSelect, type Option } from '../../components/form-fields';
import { usePrivileges } from '../../lib/privileges';
import { useSchemaForm } from '../../lib/use-schema-form';
import {
  academicYearOptions,
  CATEGORY_OPTIONS,
  classesOfSchoolQuery,
  policyFormValues,
  schoolLabelOf,
  schoolsLookupQuery,
  useSavePolicy,
} from './api';
import { ReferenceSelect } from './reference-select';

const FIELDS = ['policyName', 'category', 'academicYear', 'school', 'school.id', 'class', 'class.id'] as const;

const POLICY_DIALOG: RecordDialogKind<Policy> = {
  entity: 'school',
  titles: { add: 'Add Policy', edit: 'Edit Policy' },
  nameOf: (policy) => policy.policyName,
  statusPath: '/api/policies/{id}',
};

interface Props {
  /** The policy being edited; absent when adding one. */
  policy?: Policy;
  onClose: () => void;
}

/** Add or edit a policy: name, category, academic year, school and (optionally) one of its classes. */
export function PolicyDialog({ policy, onClose }: Props) {
  const { can } = usePrivileges();
  const form = useSchemaForm(policyInput, policyFormValues(policy));
  const save = useSavePolicy();
  const schools = useQuery(schoolsLookupQuery);
  const schoolId = useWatch({ control: form.control, name: 'school.id' });
  const chosenSchool = schools.data?.content.find((school) => school.id === Number(schoolId));
  const canReadClasses = can('class', 'READ');
  const classes = useQuery({
    ...classesOfSchoolQuery(chosenSchool?.schoolCode ?? ''),
    enabled: canReadClasses && chosenSchool !== undefined,
  });

  const schoolOptions: Option[] = (schools.data?.content ?? []).map((school) => ({
    value: school.id,
    label: schoolLabelOf(school),
    // An inactive school takes no new policy; a policy already there keeps it.
    disabled: school.status !== 'ACTIVE' && school.id !== policy?.school.id,
  }));
  if (policy && !schoolOptions.some((option) => option.value === policy.school.id)) {
    schoolOptions.push({ value: policy.school.id, label: schoolLabelOf(policy.school) });
  }
  const classOptions: Option[] = (classes.data?.content ?? []).map((grade) => ({
    value: grade.id,
    label: grade.className,
    disabled: grade.status !== 'ACTIVE' && grade.id !== policy?.class?.id,
  }));
  const storedClass = policy?.class;
  if (storedClass && policy.school.id === Number(schoolId) && !classOptions.some((o) => o.value === storedClass.id)) {
    classOptions.push({ value: storedClass.id, label: storedClass.className });
  }

  // Classes belong to a school: the choice opens once a school is chosen.
  const classDisabled = chosenSchool === undefined && !storedClass;

  return (
    <RecordDialog
      kind={POLICY_DIALOG}
      record={policy}
      onClose={onClose}
      form={form}
      fields={FIELDS}
      onSave={(values) => save.mutateAsync({ id: policy?.id, body: values })}
    >
      <FormField control={form.control} name="policyName" label="Policy name" required />
      <FormSelect control={form.control} name="category" label="Category" options={CATEGORY_OPTIONS} required />
      <FormSelect
        control={form.control}
        name="academicYear"
        label="Academic year"
        options={academicYearOptions()}
        required
      />
      <ReferenceSelect
        control={form.control}
        name="school"
        label="School"
        options={schoolOptions}
        required
        // A class belongs to one school: choosing another school clears it.
        onChosen={() => form.setValue('class', null)}
      />
      <ReferenceSelect
        control={form.control}
        name="class"
        label="Class"
        options={classOptions}
        emptyLabel="None"
        disabled={classDisabled}
        // A disabled field's helper text is too faint to read: none then.
        helperText={classDisabled ? undefined : 'Optional'}
      />
    </RecordDialog>
  );
}
