import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

/** One row of an import's preview or result, as the staff and class imports answer it. */
export interface ImportRow {
  line: number;
  values: Record<string, string>;
  errors: string[];
  /** create, update, unchanged or skip. */
  action: string;
  /** For a record already on file: the fields the row changes, stored value and the file's. */
  changes?: { field: string; before: string; after: string }[];
  /** Why a row is skipped or unchanged when no error says it. */
  note?: string | null;
}

/** What happens to the row, in words: its errors, else its action and why. */
export function outcomeOf(row: ImportRow): string {
  if (row.errors.length > 0) return `skip: ${row.errors.join(' ')}`;
  return row.note ? `${row.action}: ${row.note}` : row.action;
}

export const changeText = (change: { field: string; before: string; after: string }) =>
  `${change.field}: ${change.before || '(blank)'} → ${change.after}`;

function Changes({ row }: { row: ImportRow }) {
  if (!row.changes?.length) return null;
  return (
    <Box component="ul" aria-label={`Changes of line ${row.line}`} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
      {row.changes.map((change) => (
        <li key={change.field}>
          <Typography variant="body2" component="span">
            {changeText(change)}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

function Outcome({ row }: { row: ImportRow }) {
  const failed = row.errors.length > 0;
  return (
    <>
      <Typography variant="body2" sx={{ color: failed ? 'error.main' : 'text.primary', overflowWrap: 'anywhere' }}>
        {outcomeOf(row)}
      </Typography>
      <Changes row={row} />
    </>
  );
}

/** Small screens: one card per row, values and errors stacked, so nothing needs scrolling sideways. */
function RowCards({ rows, columns, label }: { rows: ImportRow[]; columns: string[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.line}
          aria-label={`Line ${row.line}`}
          sx={{
            border: 1,
            borderColor: row.errors.length > 0 ? 'error.light' : 'divider',
            borderRadius: 1,
            p: 1.5,
            minWidth: 0,
          }}
        >
          <Typography variant="subtitle2" component="p">
            Line {row.line}
          </Typography>
          <Outcome row={row} />
          <Box
            component="dl"
            sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1 }}
          >
            {columns.map((column) => (
              <Box key={column} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {column}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {row.values[column] || '-'}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function RowTable({ rows, columns, label }: { rows: ImportRow[]; columns: string[]; label: string }) {
  return (
    // A scrolling region a keyboard user can reach (and scroll) with Tab.
    <TableContainer sx={{ maxHeight: 360 }} tabIndex={0} role="region" aria-label={`${label} rows`}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Line</TableCell>
            {columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
            <TableCell>Result</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.line}>
              <TableCell>{row.line}</TableCell>
              {columns.map((column) => (
                <TableCell key={column}>{row.values[column]}</TableCell>
              ))}
              <TableCell sx={{ minWidth: 220 }}>
                <Outcome row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The rows of an import: a table on wider screens, stacked cards on phones. */
export function ImportRows({ rows, label }: { rows: ImportRow[]; label: string }) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const columns = rows[0] ? Object.keys(rows[0].values) : [];
  return small ? (
    <RowCards rows={rows} columns={columns} label={label} />
  ) : (
    <RowTable rows={rows} columns={columns} label={label} />
  );
}
