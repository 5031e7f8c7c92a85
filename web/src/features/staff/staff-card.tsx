import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DEFAULT_APPLICATION_USER_TYPE, type Staff } from '@school/contract/schemas/user';
import { useState } from 'react';
import { type CardAction, RecordCard } from '../../components/record-card';

/** "Lakeside World School - North", or '-' for a user without a school. */
export const schoolLabel = (school: Staff['school']) => (school ? `${school.schoolName} - ${school.campus}` : '-');

/** Spec 000: the staff card's teaching assignments belong to teachers (the default user type). */
const isTeacher = (staff: Staff) => staff.applicationUserType === DEFAULT_APPLICATION_USER_TYPE;

/** Rows shown before "Show all": a teacher may teach dozens of sections. */
const COLLAPSED_ROWS = 5;

interface AssignmentRow {
  key: string;
  schoolCode: string;
  gradeName: string;
  section: string;
  subjects: string[];
}

/** One row per school, class and section with its subjects, so the table stays short. */
function assignmentRows(staff: Staff): AssignmentRow[] {
  const rows = new Map<string, AssignmentRow>();
  for (const assignment of staff.teachingAssignments) {
    const key = `${assignment.school.schoolCode}/${assignment.grade.id}/${assignment.section.id}`;
    const row = rows.get(key);
    if (row) row.subjects.push(assignment.subject.subjectName);
    else {
      rows.set(key, {
        key,
        schoolCode: assignment.school.schoolCode,
        gradeName: assignment.grade.gradeName,
        section: assignment.section.section,
        subjects: [assignment.subject.subjectName],
      });
    }
  }
  return [...rows.values()];
}

function TeachingAssignments({ staff }: { staff: Staff }) {
  const [expanded, setExpanded] = useState(false);
  const rows = assignmentRows(staff);
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1.5 }}>
        No teaching assignments
      </Typography>
    );
  }
  const shown = expanded ? rows : rows.slice(0, COLLAPSED_ROWS);
  return (
    <Box sx={{ px: 1, pb: 1 }}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={`Teaching assignments of ${staff.fullName}`}
          sx={{ '& th, & td': { px: 1, py: 0.5, fontSize: '0.8rem' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>School</TableCell>
              <TableCell>Class</TableCell>
              <TableCell>Section</TableCell>
              <TableCell>Subject</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.key}>
                <TableCell>{row.schoolCode}</TableCell>
                <TableCell>{row.gradeName}</TableCell>
                <TableCell>{row.section}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.subjects.join(', ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > COLLAPSED_ROWS && (
        <Button size="small" onClick={() => setExpanded((open) => !open)} aria-expanded={expanded} sx={{ mt: 0.5 }}>
          {expanded ? 'Show fewer' : `Show all ${rows.length} sections`}
        </Button>
      )}
    </Box>
  );
}

interface Props {
  staff: Staff;
  /** The staff page, when the user may read it. */
  href?: string;
  actions: CardAction[];
}

/** A staff card (the spec's 'Staff' card): contact details, who created it, and a teacher's assignments. */
export function StaffCard({ staff, href, actions }: Props) {
  const createdBy = staff.createdBy ?? '';
  return (
    <RecordCard
      title={staff.fullName}
      status={staff.status}
      href={href}
      actions={actions}
      details={[
        { label: 'Mobile', value: staff.mobile ?? '-' },
        { label: 'Designation', value: staff.designation ?? '-' },
        { label: 'School', value: schoolLabel(staff.school) },
        { label: 'Address', value: staff.currentAddress ?? staff.permanentAddress ?? '-' },
      ]}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pb: 1.5, minWidth: 0 }}>
        {createdBy && (
          <Avatar
            role="img"
            aria-label={`Created by ${createdBy}`}
            title={`Created by ${createdBy}`}
            sx={{ width: 28, height: 28, fontSize: '0.85rem', bgcolor: 'primary.main' }}
          >
            {createdBy.charAt(0).toUpperCase()}
          </Avatar>
        )}
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {staff.email}
        </Typography>
      </Box>
      {isTeacher(staff) && <TeachingAssignments staff={staff} />}
    </RecordCard>
  );
}
