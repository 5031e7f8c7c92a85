import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STAFF_IMPORT_COLUMNS, STAFF_IMPORT_TEMPLATE_FILE } from '@school/contract/schemas/import';
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
      extraBody={schoolId ? { schoolId: Number(schoolId) } : {}}
      invalidate={[STAFF_PATH]}
    >
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Columns: {STAFF_IMPORT_COLUMNS.join(', ')}. A blank password leaves the person to use Forgot Password; an email
        already on file updates that person.
      </Typography>
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
