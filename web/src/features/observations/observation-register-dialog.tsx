import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  type ObservationRegister,
  type ObservationRegisterInput,
  observationRegisterInput,
} from '@school/contract/schemas/observation-register';
import { type Path, useFieldArray, useWatch } from 'react-hook-form';
import { RecordDialog, type RecordDialogKind } from '../../components/entity-dialog';
import { FormSection } from '../../components/form-section';
import { FormField } from '../../components/form-fields';
import { useSchemaForm } from '../../lib/use-schema-form';
import { observationRegisterFormValues, useSaveObservationRegister } from './api';
import { GradesField } from './grades-field';
import { ObservationRow } from './observation-row';

const REGISTER_DIALOG: RecordDialogKind<ObservationRegister> = {
  entity: 'observationregister',
  titles: { add: 'Add Observation Registry', edit: 'Edit Observation Registry' },
  nameOf: (register) => register.name,
  statusPath: '/api/observation-register/{id}',
  maxWidth: 'md',
};

interface Props {
  /** The entry being edited; absent when adding one. */
  register?: ObservationRegister;
  onClose: () => void;
}

/** Every field the server may name for these observations, so its errors land beside them. */
function fieldsOf(gradeCount: number, outcomeCounts: readonly number[]): Path<ObservationRegisterInput>[] {
  const fields: Path<ObservationRegisterInput>[] = ['name', 'grades'];
  for (let index = 0; index < gradeCount; index++) fields.push(`grades.${index}.className`);
  outcomeCounts.forEach((outcomes, index) => {
    fields.push(`observations.${index}.name`, `observations.${index}.tagList`, `observations.${index}.sortOrder`);
    for (let outcome = 0; outcome < outcomes; outcome++) {
      fields.push(
        `observations.${index}.learningOutcomes.${outcome}.name`,
        `observations.${index}.learningOutcomes.${outcome}.tag`,
      );
    }
  });
  return fields;
}

/**
 * Add or edit an observation registry entry: its name, grades and an ordered list of observations, each
 * with tags and learning outcomes. The order on screen is saved as each observation's sortOrder.
 */
export function ObservationRegisterDialog({ register, onClose }: Props) {
  const form = useSchemaForm(observationRegisterInput, observationRegisterFormValues(register));
  const { control, setValue } = form;
  const observations = useFieldArray({ control, name: 'observations', keyName: 'key' });
  const save = useSaveObservationRegister();
  const grades = useWatch({ control, name: 'grades' }) ?? [];
  const watched = useWatch({ control, name: 'observations' }) ?? [];
  const fields = fieldsOf(
    grades.length,
    watched.map((observation) => observation.learningOutcomes?.length ?? 0),
  );

  function handleSave(values: ObservationRegisterInput) {
    // The order on screen is the order kept: sortOrder is rewritten from the positions.
    const body = {
      ...values,
      observations: (values.observations ?? []).map((observation, sortOrder) => ({ ...observation, sortOrder })),
    };
    return save.mutateAsync({ id: register?.id, body });
  }

  const count = observations.fields.length;
  return (
    <RecordDialog
      kind={REGISTER_DIALOG}
      record={register}
      onClose={onClose}
      form={form}
      fields={fields}
      onSave={handleSave}
    >
      <FormField control={control} name="name" label="Name" required />
      <GradesField control={control} />
      <FormSection headingId="observations-heading" title="Observations">
        {count === 0 && <Typography color="text.secondary">No observations yet.</Typography>}
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {observations.fields.map((field, index) => (
            <ObservationRow
              key={field.key}
              control={control}
              setValue={setValue}
              index={index}
              count={count}
              onMove={(from, to) => observations.move(from, to)}
              onRemove={() => observations.remove(index)}
            />
          ))}
        </Box>
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() =>
              observations.append(
                { name: '', tagList: [], learningOutcomes: [], sortOrder: count },
                { shouldFocus: true },
              )
            }
          >
            Add observation
          </Button>
        </Box>
      </FormSection>
    </RecordDialog>
  );
}
