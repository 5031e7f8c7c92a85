import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { schoolLabelOf } from './api/lesson-plans';
import type { UnitPlanDetail } from './api/unit-plans';

/** "School A · consents 2/3 · 4 lesson plans": what each school holds of the unit plan. */
const shareLabel = (share: UnitPlanDetail['bySchool'][number]) =>
  `${schoolLabelOf(share.school)} · consents ${share.consentsGiven}/${share.consentCount} · ${share.lessonPlanCount} lesson plan${share.lessonPlanCount === 1 ? '' : 's'}`;

/**
 * The school whose consents and lesson plans a unit plan spanning several schools lists, with every school's
 * counts (a native select: hundreds of schools open fast on a phone). Nothing for a plan of one school.
 */
export function UnitSchoolPicker({ unit, onChange }: { unit: UnitPlanDetail; onChange: (schoolId: number) => void }) {
  const id = useId();
  if (unit.shownSchoolId === null) return null;
  // NativeSelect rather than TextField's select: the page does not load the menu's code.
  return (
    <FormControl size="small" fullWidth sx={{ mt: 1.5 }}>
      <InputLabel htmlFor={`${id}-select`}>School</InputLabel>
      <NativeSelect
        value={unit.shownSchoolId}
        onChange={(event) => onChange(Number(event.target.value))}
        input={<OutlinedInput label="School" />}
        inputProps={{ id: `${id}-select`, 'aria-describedby': `${id}-help` }}
      >
        {unit.bySchool.map((share) => (
          <option key={share.school.id} value={share.school.id}>
            {shareLabel(share)}
          </option>
        ))}
      </NativeSelect>
      <FormHelperText id={`${id}-help`}>
        {`${unit.bySchool.length} schools; consents given in all: ${unit.consentsGiven} of ${unit.consentCount}`}
      </FormHelperText>
    </FormControl>
  );
}

/** The school a unit plan lists, named (null when it lists every school's). */
export const shownSchoolName = (unit: UnitPlanDetail) => {
  const shown = unit.bySchool.find((share) => share.school.id === unit.shownSchoolId);
  return shown ? schoolLabelOf(shown.school) : null;
};
