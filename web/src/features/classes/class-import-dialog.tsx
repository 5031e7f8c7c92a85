import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CLASS_IMPORT_COLUMNS, CLASS_IMPORT_TEMPLATE_FILE } from '@school/contract/schemas/grade';
import { useState } from 'react';
import { ImportDialog } from '../../components/import-dialog';
import { CLASSES_PATH, SECTIONS_PATH, SUBJECTS_PATH, useSchoolChoices } from './api';

/** Import classes with their sections and subjects from a CSV file, into the school chosen first. */
export function ClassImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { choices } = useSchoolChoices();
  const [schoolId, setSchoolId] = useState<number | null>(choices.length === 1 ? (choices[0]?.id ?? null) : null);

  return (
    <ImportDialog
      // A preview belongs to one school: choosing another starts the import over.
      key={schoolId ?? 'none'}
      open={open}
      onClose={onClose}
      title="Import Classes"
      previewPath="/api/classes/import/preview"
      confirmPath="/api/classes/import"
      templatePath="/api/classes/import/template"
      templateFileName={CLASS_IMPORT_TEMPLATE_FILE}
      resultFileName="classes-import-result.csv"
      extraBody={{ schoolId }}
      ready={schoolId !== null}
      invalidate={[CLASSES_PATH, SECTIONS_PATH, SUBJECTS_PATH, '/schools']}
    >
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Columns: {CLASS_IMPORT_COLUMNS.join(', ')} (names match ignoring case, spaces and punctuation: 'Grade Name' is
        gradeName).
      </Typography>
      <TextField
        select
        id="class-import-school"
        label="School"
        required
        value={schoolId ?? ''}
        onChange={(event) => setSchoolId(event.target.value === '' ? null : Number(event.target.value))}
        helperText={schoolId === null ? 'Choose the school the classes belong to, then the file' : undefined}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 224, width: 250 } } } } } }}
      >
        {choices.map((school) => (
          <MenuItem key={school.id} value={school.id}>
            {school.label}
          </MenuItem>
        ))}
      </TextField>
    </ImportDialog>
  );
}
