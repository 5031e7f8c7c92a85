import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@school/contract/constants';
import { schoolLabelOf } from './api/lesson-plans';
import { UNIT_SCHOOLS_PAGE, type UnitPlanDetail, type UnitPlanSchoolShare, unitSchoolsQuery } from './api/unit-plans';

/** "School A · consents 2/3 · 4 lesson plans": what each school holds of the unit plan. */
const shareLabel = (share: UnitPlanSchoolShare) =>
  `${schoolLabelOf(share.school)} · consents ${share.consentsGiven}/${share.consentCount} · ${share.lessonPlanCount} lesson plan${share.lessonPlanCount === 1 ? '' : 's'}`;

/** The text typed in the school search, once the user stops typing. */
function useSettledText(text: string) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * The school whose consents and lesson plans a unit plan spanning several schools lists, with each school's counts
 * (a native select: it opens fast on a phone). It lists the first schools by name; a plan of more schools than that
 * also gets a search by school name or code. Nothing for a plan of one school.
 */
export function UnitSchoolPicker({ unit, onChange }: { unit: UnitPlanDetail; onChange: (schoolId: number) => void }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const name = useSettledText(typed);
  const shown = unit.shownSchool;
  const { data } = useQuery({
    ...unitSchoolsQuery(unit.id, name),
    enabled: shown !== null,
    placeholderData: keepPreviousData,
  });
  if (!shown) return null;
  const listed = data?.content ?? [];
  // The shown school stays an option (the select's value) when the page or the search leaves it out.
  const options = listed.some((share) => share.school.id === shown.school.id) ? listed : [shown, ...listed];
  const searchable = unit.schoolCount > UNIT_SCHOOLS_PAGE;
  const found = data && name ? `; ${data.totalElements} match “${name}”` : '';
  const more = searchable && !name ? `; the first ${UNIT_SCHOOLS_PAGE} by name are listed, search for another` : '';
  return (
    <Stack spacing={1.5} sx={{ mt: 1.5 }}>
      {searchable && (
        <FormControl size="small" fullWidth>
          <InputLabel htmlFor={`${id}-search`}>Find a school</InputLabel>
          <OutlinedInput
            id={`${id}-search`}
            label="Find a school"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </FormControl>
      )}
      <FormControl size="small" fullWidth>
        <InputLabel htmlFor={`${id}-select`}>School</InputLabel>
        <NativeSelect
          value={shown.school.id}
          onChange={(event) => onChange(Number(event.target.value))}
          input={<OutlinedInput label="School" />}
          inputProps={{ id: `${id}-select`, 'aria-describedby': `${id}-help` }}
        >
          {options.map((share) => (
            <option key={share.school.id} value={share.school.id}>
              {shareLabel(share)}
            </option>
          ))}
        </NativeSelect>
        <FormHelperText id={`${id}-help`}>
          {`${unit.schoolCount} schools; consents given in all: ${unit.consentsGiven} of ${unit.consentCount}${found}${more}`}
        </FormHelperText>
      </FormControl>
    </Stack>
  );
}

/** The school a unit plan lists, named (null when it lists every school's). */
export const shownSchoolName = (unit: UnitPlanDetail) =>
  unit.shownSchool ? schoolLabelOf(unit.shownSchool.school) : null;
