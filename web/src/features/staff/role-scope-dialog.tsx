import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@school/contract/constants';
import type { Staff } from '@school/contract/schemas/user';
import { ResponsiveDialog } from '../../components/responsive-dialog';

interface Props {
  open: boolean;
  onClose: () => void;
  role: Staff['roles'][number];
  /** Opens the Edit Role dialog; absent without UPDATE on user. */
  onEdit?: () => void;
}

/** Roles: Grades & Subjects: the grades of one role of the user, and per grade its subjects. */
export function RoleScopeDialog({ open, onClose, role, onEdit }: Props) {
  return (
    <ResponsiveDialog open={open} onClose={onClose} title="Roles: Grades & Subjects" maxWidth="sm">
      <DialogContent dividers>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {role.name}
        </Typography>
        {role.roleClassXrefs.length === 0 ? (
          <Typography>{MESSAGES.noGrades}</Typography>
        ) : (
          <Table size="small" aria-label={`Grades and subjects of the role ${role.name}`}>
            <TableHead>
              <TableRow>
                <TableCell>Grade</TableCell>
                <TableCell>Subjects</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {role.roleClassXrefs.map((xref) => (
                <TableRow key={xref.id}>
                  <TableCell>{xref.className.className}</TableCell>
                  <TableCell>
                    {xref.subjects.length > 0 ? xref.subjects.map((subject) => subject.subjectName).join(', ') : '-'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        {onEdit && <Button onClick={onEdit}>Edit</Button>}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
