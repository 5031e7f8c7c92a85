import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MAIN_CONTENT_COLUMNS } from '@school/contract/plan-forms/form-steps';
import { Reference, TlmList } from './form-read-parts';

export type MainContentRow = Record<(typeof MAIN_CONTENT_COLUMNS)[number]['key'] | 'tlmList', unknown>;
type ColumnKey = (typeof MAIN_CONTENT_COLUMNS)[number]['key'];

/** One cell: the TLM name carries the row's TLM list under it; the TLM reference is a link when it is one. */
function Cell({ row, column }: { row: MainContentRow; column: ColumnKey }) {
  const value = row[column];
  if (column === 'tlmReference') return <Reference value={value} />;
  const text = value === null || value === undefined ? '' : String(value);
  return (
    <>
      <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Box>
      {column === 'tlmName' && Array.isArray(row.tlmList) && row.tlmList.length > 0 && <TlmList value={row.tlmList} />}
    </>
  );
}

/**
 * The main-content rows of a lesson as a table in the spec's column order; on phones each row is a card of label and
 * answer, so nothing scrolls sideways.
 */
export function FormReadMainContent({ rows }: { rows: MainContentRow[] }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (phone) {
    return (
      <Box component="ol" aria-label="Main content" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: read-only rows in a fixed order
          <Paper component="li" key={index} variant="outlined" sx={{ p: 1.5 }}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
              {MAIN_CONTENT_COLUMNS.map((column) => (
                <Box key={column.key}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {column.label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    <Cell row={row} column={column.key} />
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Main content">
        <TableHead>
          <TableRow>
            {MAIN_CONTENT_COLUMNS.map((column) => (
              <TableCell key={column.key} scope="col">
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: read-only rows in a fixed order
            <TableRow key={index}>
              {MAIN_CONTENT_COLUMNS.map((column) => (
                <TableCell key={column.key} sx={{ verticalAlign: 'top' }}>
                  <Cell row={row} column={column.key} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
