import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { GoalScoreResponse } from '@school/contract/schemas/goals/goal-year';
import { formatScore } from './score-format';

const COLUMNS = ['Self average', 'Peer average', 'Goal rating', 'Contribution'] as const;

/**
 * The score goal by goal: weightage, self and peer averages, the goal's rating and its contribution (weightage ×
 * rating ÷ 100), the proposed score as the total. It scrolls sideways on a phone (a focusable region, so a
 * keyboard user can scroll it too).
 */
export function ScoreTable({ score }: { score: GoalScoreResponse }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label="The score goal by goal" sx={{ mt: 2 }}>
      <Table
        size="small"
        aria-label="The score goal by goal"
        sx={{ minWidth: 600, '& td, & thead th': { whiteSpace: 'nowrap' } }}
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
              <TableCell component="th" scope="row" sx={{ minWidth: 200, maxWidth: 360, overflowWrap: 'break-word' }}>
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
