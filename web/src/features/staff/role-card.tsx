import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Staff } from '@school/contract/schemas/user';
import { useId } from 'react';
import { useCardOpen } from '../../components/use-card-open';

type StaffRole = Staff['roles'][number];

/** "V: English, Mathematics · VI", or that no grade is chosen. */
export function roleScopeSummary(role: StaffRole): string {
  if (role.roleClassXrefs.length === 0) return 'No grades';
  return role.roleClassXrefs
    .map((xref) =>
      xref.subjects.length > 0
        ? `${xref.className.className}: ${xref.subjects.map((subject) => subject.subjectName).join(', ')}`
        : xref.className.className,
    )
    .join(' · ');
}

interface Props {
  role: StaffRole;
  /** Opens Roles: Grades & Subjects. */
  onOpen: () => void;
  /** Asks to remove the role; absent without UPDATE on user. */
  onRemove?: () => void;
}

/**
 * A role of the staff member: its name and grades/subjects; a click shows them in full, but the grades and
 * subjects stay selectable (useCardOpen). The name is the button for the keyboard.
 */
export function RoleCard({ role, onOpen, onRemove }: Props) {
  const cardOpen = useCardOpen(onOpen);
  const summaryId = useId();
  return (
    <Card sx={{ position: 'relative', height: '100%' }}>
      <CardContent
        {...cardOpen}
        sx={{ pr: onRemove ? 6 : 2, height: '100%', cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } }}
      >
        <Link
          component="button"
          type="button"
          data-card-open
          aria-describedby={summaryId}
          color="inherit"
          underline="hover"
          variant="subtitle1"
          sx={{ display: 'block', fontWeight: 600, textAlign: 'left' }}
        >
          {role.name}
        </Link>
        <Typography
          id={summaryId}
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}
        >
          {roleScopeSummary(role)}
        </Typography>
      </CardContent>
      {onRemove && (
        <IconButton
          aria-label={`Remove role ${role.name}`}
          onClick={onRemove}
          sx={{ position: 'absolute', top: 8, right: 8 }}
        >
          <DeleteOutlineIcon />
        </IconButton>
      )}
    </Card>
  );
}
