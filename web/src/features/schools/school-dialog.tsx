import { zodResolver } from '@hookform/resolvers/zod';
import { type School, type SchoolInput, schoolInput } from '@school/contract/schemas/school';
import { useForm } from 'react-hook-form';
import { RecordDialog, type RecordDialogKind } from '../../components/entity-dialog';
import { useSaveSchool } from './api';
import { SCHOOL_FIELDS, SchoolFields } from './school-fields';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The school being managed; absent when adding. */
  school?: School;
}

const SCHOOL_DIALOG: RecordDialogKind<School> = {
  entity: 'school',
  titles: { add: 'Add School', edit: 'Manage School' },
  nameOf: (school) => school.schoolCampus,
  statusPath: '/api/schools/{id}',
  maxWidth: 'md',
};

const EMPTY: SchoolInput = {
  schoolName: '',
  campus: '',
  schoolCode: '',
  affiliatedBoard: null,
  establishedYear: null,
  pointOfContact: '',
  email: '',
  websiteLink: '',
  address: '',
  phoneNumber: '',
};

function valuesOf(school: School): SchoolInput {
  return {
    schoolName: school.schoolName,
    campus: school.campus,
    schoolCode: school.schoolCode,
    affiliatedBoard: school.affiliatedBoard,
    establishedYear: school.establishedYear,
    pointOfContact: school.pointOfContact ?? '',
    email: school.email ?? '',
    websiteLink: school.websiteLink ?? '',
    address: school.address ?? '',
    phoneNumber: school.phoneNumber ?? '',
  };
}

/** Add School and Manage School. Mount it with a `key` per school so each opening starts from that school. */
export function SchoolDialog({ open, onClose, school }: Props) {
  const save = useSaveSchool();
  // raw: the form sends what was typed; the server applies the same schema (blank optional texts become null).
  const form = useForm<SchoolInput>({
    resolver: zodResolver(schoolInput, undefined, { raw: true }),
    defaultValues: school ? valuesOf(school) : EMPTY,
  });

  function handleSave(values: SchoolInput) {
    if (!school) return save.mutateAsync({ body: { ...values, status: 'ACTIVE' } });
    // The PUT repeats the locked fields and keeps the status: a status changes only through Activate/Deactivate.
    const body: SchoolInput = {
      ...values,
      schoolName: school.schoolName,
      campus: school.campus,
      schoolCode: school.schoolCode,
      status: school.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
      version: school.version,
    };
    return save.mutateAsync({ id: school.id, body });
  }

  return (
    <RecordDialog
      kind={SCHOOL_DIALOG}
      record={school}
      open={open}
      onClose={onClose}
      form={form}
      fields={SCHOOL_FIELDS}
      onSave={handleSave}
    >
      <SchoolFields control={form.control} editing={school !== undefined} currentBoard={school?.affiliatedBoard} />
    </RecordDialog>
  );
}
