import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

/** Small pieces of the read view of a plan form: text of a value, lists, references. */

type Row = Record<string, unknown>;
/** The object rows of a list value (anything else is left out). */
export const rowsOf = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((row): row is Row => typeof row === 'object' && row !== null) : [];
export const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
const isWebAddress = (value: string) => /^https?:\/\/\S+$/i.test(value);

/** A reference: a link when it is a web address (opens beside the plan), its text otherwise. */
export function Reference({ value }: { value: unknown }) {
  const text = textOf(value);
  if (!text) return null;
  return isWebAddress(text) ? (
    <Link href={text} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {text}
    </Link>
  ) : (
    <span>{text}</span>
  );
}

export function BulletList({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {items.map((item, index) => (
        // The rows have no id of their own in the read view, and their order is fixed while it is shown.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index}>{item}</li>
      ))}
    </Box>
  );
}

/** Teaching learning material: 'name: reference' per row. */
export function TlmList({ value }: { value: unknown }) {
  const rows = rowsOf(value).filter((row) => textOf(row.name) || textOf(row.reference));
  return (
    <BulletList
      items={rows.map((row) => (
        <>
          {textOf(row.name)}
          {textOf(row.name) && textOf(row.reference) && ': '}
          <Reference value={row.reference} />
        </>
      ))}
    />
  );
}
