import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GoalScoreResponse } from '@school/contract/schemas/goals/goal-year';
import { Facts } from '../../shared/facts';
import { formatScore } from './score-format';

const COLUMNS = ['Self average', 'Peer average', 'Goal rating', 'Contribution'] as const;

type Line = GoalScoreResponse['lines'][number];

const figuresOf = (line: Line): [string, string][] => [
  ['Weightage', `${line.goal.weightage}%`],
  ['Self average', formatScore(line.selfAverage)],
  ['Peer average', formatScore(line.peerAverage)],
  ['Goal rating', formatScore(line.goalRating)],
  ['Contribution', formatScore(line.contribution)],
];

/** On a phone: one block per goal, its figures as label: value lines (no sideways scrolling). */
function ScoreList({ score }: { score: GoalScoreResponse }) {
  return (
    <Box component="ol" aria-label="The score goal by goal" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
      {score.lines.map((line, index) => (
        <Box component="li" key={line.goal.id} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="subtitle2" component="p" sx={{ mb: 0.75, overflowWrap: 'anywhere' }}>
            {`Goal ${index + 1}: ${line.goal.goalDetails}`}
          </Typography>
          <Facts facts={figuresOf(line)} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * The score goal by goal: weightage, self and peer averages, the goal's rating and its contribution (weightage ×
 * rating ÷ 100), the proposed score as the total. On a phone, a list of the goals instead; a column too narrow even
 * for the wrapped table scrolls it sideways (a focusable region, so a keyboard user can scroll it too).
 */
export function ScoreTable({ score }: { score: GoalScoreResponse }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (phone) return <ScoreList score={score} />;
  return (
    <TableContainer tabIndex={0} role="region" aria-label="The score goal by goal" sx={{ mt: 2 }}>
      {/*
        The table fits the column it is given (the review page's is about 590 px at 1280): headings wrap between
        words, figures never, and the goal's text wraps; no fixed minimum width pushes the last columns out of view.
      */}
      <Table
        size="small"
        aria-label="The score goal by goal"
        sx={{
          '& th, & td': { px: 1 },
          '& td': { whiteSpace: 'nowrap' },
          '& thead th': { verticalAlign: 'bottom', overflowWrap: 'normal', hyphens: 'none' },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Goal
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Weightage
            </TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column} component="th" scope="col" align="right">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {score.lines.map((line, index) => (
            <TableRow key={line.goal.id}>
              <TableCell component="th" scope="row" sx={{ minWidth: 140, overflowWrap: 'break-word' }}>
                {`Goal ${index + 1}: ${line.goal.goalDetails}`}
              </TableCell>
              <TableCell align="right">{line.goal.weightage}%</TableCell>
              <TableCell align="right">{formatScore(line.selfAverage)}</TableCell>
              <TableCell align="right">{formatScore(line.peerAverage)}</TableCell>
              <TableCell align="right">{formatScore(line.goalRating)}</TableCell>
              <TableCell align="right">{formatScore(line.contribution)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={5} sx={{ fontWeight: 600, color: 'text.primary' }}>
              Proposed score
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {formatScore(score.proposed)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
