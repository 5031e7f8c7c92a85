import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type ArrayPath,
  type Control,
  type FieldPath,
  type FieldValues,
  get,
  useController,
  useFieldArray,
  useFormContext,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { FormField } from '../../components/form-fields';
import { TierNameSelect } from './shared/tier-name-select';
import { PlanDateField } from './shared/plan-date-field';
import { type AnnualPlanFormValues, emptyTier, emptyTopic, sequenceOf } from './annual-plan-form';

type Control_ = Control<AnnualPlanFormValues>;

/** Step 'Tier Plan': several tiers, each a name from the list 'Tier Plan', dates and topics with sub topics. */
export function AnnualTierFields({ control }: { control: Control_ }) {
  const tiers = useFieldArray({ control, name: 'tierPlans', keyName: 'key' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {tiers.fields.map((tier, index) => (
        <TierCard
          key={tier.key}
          control={control}
          index={index}
          onRemove={tiers.fields.length > 1 && tier.id === undefined ? () => tiers.remove(index) : undefined}
        />
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => tiers.append(emptyTier(), { shouldFocus: false })}>
          Add Tier
        </Button>
      </Box>
    </Box>
  );
}

function TierCard({ control, index, onRemove }: { control: Control_; index: number; onRemove?: () => void }) {
  const number = index + 1;
  return (
    <Paper
      component="fieldset"
      variant="outlined"
      sx={{ p: 2, m: 0, display: 'grid', gap: 2, minWidth: 0 }}
      aria-labelledby={`tier-${index}-legend`}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          id={`tier-${index}-legend`}
          component="legend"
          variant="subtitle1"
          sx={{ fontWeight: 600, flexGrow: 1, float: 'left', p: 0 }}
        >
          Tier {number}
        </Typography>
        {onRemove && (
          <IconButton aria-label={`Remove tier ${number}`} onClick={onRemove}>
            <DeleteOutlinedIcon />
          </IconButton>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <TierNameSelect
          control={control}
          valueName={`tierPlans.${index}.value`}
          nameName={`tierPlans.${index}.name`}
          id={`field-tierPlans.${index}.value`}
          label={`Tier ${number} name`}
        />
        <PlanDateField control={control} name={`tierPlans.${index}.start`} label={`Tier ${number} start date`} />
        <PlanDateField control={control} name={`tierPlans.${index}.end`} label={`Tier ${number} end date`} />
      </Box>
      <PartError control={control} path={`tierPlans.${index}`} />
      <TopicList control={control} tierIndex={index} tierLabel={`Tier ${number}`} />
    </Paper>
  );
}

/**
 * Topics of a tier; the first topic without an id has no remove button. Shared by the wizard
 * (`tierPlans.{n}.topics`) and the Edit Tier Plan modal (`topics`): the paths are built at run time, which
 * react-hook-form's path types cannot follow, hence the casts of paths and rows below (the rows are the contract's
 * topic and sub topic inputs in both forms).
 */
export function TopicList<T extends FieldValues>({
  control,
  tierIndex,
  tierLabel,
  basePath,
}: {
  control: Control<T>;
  tierIndex?: number;
  tierLabel: string;
  /** The topics' array path when not `tierPlans.{tierIndex}.topics` (the Edit Tier Plan modal: 'topics'). */
  basePath?: string;
}) {
  const path = (basePath ?? `tierPlans.${tierIndex}.topics`) as ArrayPath<T>;
  const topics = useFieldArray({ control, name: path, keyName: 'key' });
  const { setValue } = useFormContext<T>();
  const values = useWatch({ control, name: path as unknown as FieldPath<T> }) as unknown as
    | { sortOrder: number | '' }[]
    | undefined;
  const nextOrder = Math.max(0, ...(values ?? []).map((topic) => Number(topic.sortOrder) || 0)) + 1;
  return (
    <Box component="section" aria-label={`${tierLabel} topics`} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
        Topics
      </Typography>
      {topics.fields.map((topic, topicIndex) => {
        const saved = (topic as { id?: number }).id !== undefined;
        const removable = saved || topicIndex > 0;
        const rowPath = `${path}.${topicIndex}`;
        return (
          <TopicRow
            key={topic.key}
            control={control}
            path={rowPath}
            label={`${tierLabel} topic ${topicIndex + 1}`}
            onRemove={
              removable
                ? () =>
                    // A saved topic is removed by the save (deleted: true); a new one simply leaves the list.
                    saved
                      ? setValue(`${rowPath}.deleted` as FieldPath<T>, true as never, { shouldDirty: true })
                      : topics.remove(topicIndex)
                : undefined
            }
          />
        );
      })}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => topics.append(emptyTopic(nextOrder) as never, { shouldFocus: false })}
        >
          Add Topic
          <Box component="span" sx={visuallyHiddenSx}>{` to ${tierLabel}`}</Box>
        </Button>
      </Box>
    </Box>
  );
}

const visuallyHiddenSx = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function TopicRow<T extends FieldValues>({
  control,
  path,
  label,
  onRemove,
}: {
  control: Control<T>;
  path: string;
  label: string;
  onRemove?: () => void;
}) {
  const subPath = `${path}.subTopics` as ArrayPath<T>;
  const subTopics = useFieldArray({ control, name: subPath, keyName: 'key' });
  const deleted = useWatch({ control, name: `${path}.deleted` as FieldPath<T> }) === true;
  const values = useWatch({ control, name: subPath as unknown as FieldPath<T> }) as unknown as
    | { sortOrder: number | '' }[]
    | undefined;
  const nextOrder = Math.max(0, ...(values ?? []).map((sub) => Number(sub.sortOrder) || 0)) + 1;
  if (deleted) return null;
  return (
    <Box sx={{ borderLeft: 3, borderColor: 'divider', pl: { xs: 1, sm: 2 }, display: 'grid', gap: 1 }}>
      <Box sx={SEQUENCE_ROW_SX}>
        <SequenceField control={control} name={`${path}.sortOrder`} accessibleLabel={`${label} sequence`} />
        <FormField
          control={control}
          name={`${path}.name` as FieldPath<T>}
          label="Topic"
          size="small"
          required
          slotProps={{ htmlInput: { 'aria-label': `${label} name`, maxLength: 200 } }}
        />
        {onRemove ? (
          <IconButton aria-label={`Remove ${label}`} onClick={onRemove}>
            <DeleteOutlinedIcon />
          </IconButton>
        ) : (
          <Box sx={{ width: 40 }} />
        )}
      </Box>
      <PartError control={control} path={path} />
      <Box sx={{ pl: { xs: 2, sm: 4 }, display: 'grid', gap: 1 }}>
        {subTopics.fields.map((subTopic, subIndex) =>
          (subTopic as { deleted?: boolean }).deleted ? null : (
            <Box key={subTopic.key} sx={{ display: 'grid', gap: 0.5 }}>
              <Box sx={SEQUENCE_ROW_SX}>
                <SequenceField
                  control={control}
                  name={`${path}.subTopics.${subIndex}.sortOrder`}
                  accessibleLabel={`${label} sub topic ${subIndex + 1} sequence`}
                />
                <FormField
                  control={control}
                  name={`${path}.subTopics.${subIndex}.name` as FieldPath<T>}
                  label="Sub topic"
                  size="small"
                  required
                  slotProps={{ htmlInput: { 'aria-label': `${label} sub topic ${subIndex + 1} name`, maxLength: 200 } }}
                />
                <IconButton
                  aria-label={`Remove ${label} sub topic ${subIndex + 1}`}
                  onClick={() =>
                    (subTopic as { id?: number }).id === undefined
                      ? subTopics.remove(subIndex)
                      : subTopics.update(subIndex, { ...(values?.[subIndex] ?? {}), deleted: true } as never)
                  }
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </Box>
              <PartError control={control} path={`${path}.subTopics.${subIndex}`} />
            </Box>
          ),
        )}
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => subTopics.append({ name: '', sortOrder: nextOrder } as never, { shouldFocus: false })}
          >
            Add Sub Topic
            <Box component="span" sx={visuallyHiddenSx}>{` to ${label}`}</Box>
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The message of a part of the form (a tier, a topic, a sub topic) that none of its fields shows: the server
 * refused something of the row the user cannot see, such as its id (lib/form-errors puts it on the row's path).
 */
function PartError<T extends FieldValues>({ control, path }: { control: Control<T>; path: string }) {
  const { errors } = useFormState({ control, name: path as FieldPath<T> });
  const message = (get(errors, path) as { message?: unknown } | undefined)?.message;
  if (typeof message !== 'string') return null;
  return (
    <FormHelperText error sx={{ mx: 0 }}>
      {message}
    </FormHelperText>
  );
}

/** A row of a sequence, its name and a remove button. */
export const SEQUENCE_ROW_SX = {
  display: 'grid',
  gap: 1,
  gridTemplateColumns: { xs: '4.5rem minmax(0, 1fr) auto', sm: '6.5rem minmax(0, 1fr) auto' },
  alignItems: 'start',
} as const;

/** A sequence: digits only, others stripped as they are typed. */
export function SequenceField<T extends FieldValues>({
  control,
  name,
  accessibleLabel,
  disabled,
}: {
  control: Control<T>;
  name: string;
  /** The field's full name for assistive technology ('Tier 1 topic 2 sequence'); it reads 'Seq.' on screen. */
  accessibleLabel: string;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ control, name: name as FieldPath<T> });
  return (
    <TextField
      id={`field-${name}`}
      name={field.name}
      label="Seq."
      size="small"
      required
      disabled={disabled}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(sequenceOf(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', 'aria-label': accessibleLabel } }}
    />
  );
}
