import { type Fact, FactList } from '../../../components/fact-list';

export type PlanFact = Fact;

/**
 * A plan's label: value facts (school, class, subject, dates, created by…) as a description list, in order; '-'
 * for a missing value. One column, or two pairs a row from the small breakpoint on (`columns={2}`).
 */
export function PlanFacts({ facts, columns = 1 }: { facts: PlanFact[]; columns?: 1 | 2 }) {
  return (
    <FactList
      facts={facts}
      sx={{
        gridTemplateColumns:
          columns === 2 ? { xs: 'auto minmax(0, 1fr)', sm: 'repeat(2, auto minmax(0, 1fr))' } : 'auto minmax(0, 1fr)',
        rowGap: 0.75,
      }}
    />
  );
}
