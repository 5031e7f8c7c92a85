import { type Lov, type LovInput, lovInput } from '@school/contract/schemas/lov';
import { useMemo } from 'react';
import { type Path, useFieldArray } from 'react-hook-form';
import { RecordDialog, type RecordDialogKind } from '../../components/entity-dialog';
import { FormField } from '../../components/form-fields';
import { useSchemaForm } from '../../lib/use-schema-form';
import { lovFormValues, useSaveLov } from './api';
import { LovItemsField } from './lov-items-field';

const LOV_DIALOG: RecordDialogKind<Lov> = {
  entity: 'lov',
  titles: { add: 'Add List of Values', edit: 'Edit List of Values' },
  nameOf: (lov) => lov.name,
  statusPath: '/api/lov/{id}',
  maxWidth: 'md',
};

interface Props {
  /** The list being edited; absent when adding one. */
  lov?: Lov;
  onClose: () => void;
}

/** Add or edit a list of values: name, description and its items. */
export function LovDialog({ lov, onClose }: Props) {
  const form = useSchemaForm(lovInput, lovFormValues(lov));
  const items = useFieldArray({ control: form.control, name: 'items', keyName: 'key' });
  const save = useSaveLov();
  const itemCount = items.fields.length;
  // Every field the server may name, so its errors (items.2.value) land beside the field.
  const fields = useMemo(() => {
    const itemFields = Array.from({ length: itemCount }, (_, index): Path<LovInput>[] => [
      `items.${index}.name`,
      `items.${index}.value`,
    ]).flat();
    return ['name', 'description', ...itemFields] as Path<LovInput>[];
  }, [itemCount]);

  return (
    <RecordDialog
      kind={LOV_DIALOG}
      record={lov}
      onClose={onClose}
      form={form}
      fields={fields}
      onSave={(values) => save.mutateAsync({ id: lov?.id, body: values })}
    >
      <FormField control={form.control} name="name" label="Name" required />
      <FormField control={form.control} name="description" label="Description" multiline minRows={2} maxRows={4} />
      <LovItemsField control={form.control} items={items} />
    </RecordDialog>
  );
}
