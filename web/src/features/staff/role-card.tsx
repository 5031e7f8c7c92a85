import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Staff } from '@school/contract/schemas/user';

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

/** A role of the staff member: its name and grades/subjects; a click shows them in full. */
export function RoleCard({ role, onOpen, onRemove }: Props) {
  return (
    <Card sx={{ position: 'relative', height: '100%' }}>
      <CardActionArea onClick={onOpen} sx={{ height: '100%' }}>
        <CardContent sx={{ pr: onRemove ? 6 : 2 }}>
          <Typography component="span" variant="subtitle1" sx={{ display: 'block', fontWeight: 600 }}>
            {role.name}
          </Typography>
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}
          >
            {roleScopeSummary(role)}
          </Typography>
        </CardContent>
      </CardActionArea>
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
