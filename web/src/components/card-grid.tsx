import Box from '@mui/material/Box';
import { Children, type ReactNode } from 'react';
import { NoData } from './no-data';

interface Props {
  /** The cards; each becomes an item of the list. */
  children: ReactNode;
  /** Columns from the breakpoint `from` up; one column below it. */
  columns?: 1 | 2 | 3;
  from?: 'sm' | 'md';
}

/** Cards as a list: a grid of one column on phones, 'No Data available' when there is none. */
export function CardGrid({ children, columns = 2, from = 'sm' }: Props) {
  const cards = Children.toArray(children);
  if (cards.length === 0) {
    return <NoData />;
  }
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', [from]: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {cards.map((card, index) => (
        <Box component="li" key={(card as { key?: string | null }).key ?? index} sx={{ minWidth: 0 }}>
          {card}
        </Box>
      ))}
    </Box>
  );
}
