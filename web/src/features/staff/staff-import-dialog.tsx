import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  STAFF_IMPORT_COLUMN_HELP,
  STAFF_IMPORT_COLUMNS,
  STAFF_IMPORT_TEMPLATE_FILE,
} from '@school/contract/schemas/import';
import { useState } from 'react';
import { ImportDialog } from '../../components/import-dialog';
import { STAFF_IMPORT_PATHS, STAFF_PATH, useSchools } from './api';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Staff CSV import: preview with each row's errors, then one transaction; matched by email, so no duplicates. */
export function StaffImportDialog({ open, onClose }: Props) {
  const { enabled: canSeeSchools, schools } = useSchools();
  const [schoolId, setSchoolId] = useState('');
  return (
    <ImportDialog
      open={open}
      onClose={() => {
        setSchoolId('');
        onClose();
      }}
      title="Import Staff"
      {...STAFF_IMPORT_PATHS}
      templateFileName={STAFF_IMPORT_TEMPLATE_FILE}
      resultFileName="staff-import-result.csv"
      updateExistingLabel="Update existing staff"
      extraBody={schoolId ? { schoolId: Number(schoolId) } : {}}
      invalidate={[STAFF_PATH]}
    >
      <Box component="details" sx={{ typography: 'body2', color: 'text.secondary' }}>
        <Box component="summary" sx={{ cursor: 'pointer' }}>
          The template's columns (names match ignoring case, spaces and punctuation: 'First Name' is firstName)
        </Box>
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, overflowWrap: 'anywhere' }}>
          {STAFF_IMPORT_COLUMNS.map((column) => (
            <li key={column}>
              <strong>{column}</strong>: {STAFF_IMPORT_COLUMN_HELP[column]}
            </li>
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 1 }}>
          A row whose email is already on file changes that person only if you tick 'Update existing staff' in the
          preview; otherwise it is skipped.
        </Typography>
      </Box>
      {canSeeSchools && (
        <TextField
          select
          size="small"
          label="School of the imported staff"
          value={schoolId}
          onChange={(event) => setSchoolId(event.target.value)}
          helperText="Optional. Rows without a schoolCode join this school; rows naming another school are refused."
        >
          <MenuItem value="">None</MenuItem>
          {schools
            .filter((school) => school.status === 'ACTIVE')
            .map((school) => (
              <MenuItem key={school.id} value={String(school.id)}>
                {school.schoolCampus}
              </MenuItem>
            ))}
        </TextField>
      )}
    </ImportDialog>
  );
}
