import Papa from 'papaparse';
import {
  importColumnKey,
  STAFF_IMPORT_COLUMNS,
  STAFF_IMPORT_LIMITS,
  STAFF_IMPORT_MESSAGES,
  STAFF_IMPORT_REQUIRED_COLUMNS,
  type StaffImportColumn,
} from '@school/contract';
import { fieldError } from '../../lib/http-errors';

export type StaffCsvValues = Record<StaffImportColumn, string>;
export interface StaffCsvRow {
  /** Line of the file where the row starts (the header is line 1). */
  line: number;
  values: StaffCsvValues;
  /** Problems of the row's shape (too many cells). */
  shapeErrors: string[];
}

const badFile = (message: string) => fieldError('csv', message);

/** The column a header cell names, ignoring case, spaces and punctuation ('First Name' is firstName). */
function columnOf(headerCell: string): StaffImportColumn | undefined {
  const key = importColumnKey(headerCell);
  return STAFF_IMPORT_COLUMNS.find((column) => importColumnKey(column) === key);
}

/**
 * Reads the staff CSV text: a header naming the columns (any order; case, spaces and punctuation ignored), then one row per
 * person. A file that is not CSV text, lacks the header or is too large is refused as a whole.
 */
export function parseStaffCsv(text: string): StaffCsvRow[] {
  if (Buffer.byteLength(text, 'utf8') > STAFF_IMPORT_LIMITS.maxBytes) throw badFile(STAFF_IMPORT_MESSAGES.tooLarge);
  const csv = text.replace(/^\uFEFF/, '');
  if (csv.trim() === '') throw badFile(STAFF_IMPORT_MESSAGES.empty);
  // NUL or other control characters mean a binary file (a spreadsheet saved as .xlsx, an image).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: detecting control characters is the point.
  if (/[\u0000-\u0008\u000e-\u001f]/.test(csv)) throw badFile(STAFF_IMPORT_MESSAGES.notCsv);
  const parsed = Papa.parse<string[]>(csv, { delimiter: ',', skipEmptyLines: false });
  if (parsed.errors.some((error) => error.type === 'Quotes')) throw badFile(STAFF_IMPORT_MESSAGES.notCsv);
  const [header = [], ...records] = parsed.data;

  const columns = header.map(columnOf);
  const missing = STAFF_IMPORT_REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  const unknown = header.filter((cell, index) => columns[index] === undefined && cell.trim() !== '');
  if (missing.length > 0) throw badFile(STAFF_IMPORT_MESSAGES.missingColumns(missing));
  if (unknown.length > 0) throw badFile(STAFF_IMPORT_MESSAGES.unknownColumns(unknown));

  const rows: StaffCsvRow[] = [];
  let line = 1 + 1 + newlinesIn(header);
  for (const record of records) {
    const startLine = line;
    line += 1 + newlinesIn(record);
    if (record.every((cell) => cell.trim() === '')) continue;
    const values = Object.fromEntries(STAFF_IMPORT_COLUMNS.map((column) => [column, ''])) as StaffCsvValues;
    columns.forEach((column, index) => {
      if (column) values[column] = (record[index] ?? '').trim();
    });
    const shapeErrors =
      record.length > header.length ? [`The row has ${record.length} values; the header has ${header.length}.`] : [];
    rows.push({ line: startLine, values, shapeErrors });
  }
  if (rows.length === 0) throw badFile(STAFF_IMPORT_MESSAGES.noRows);
  if (rows.length > STAFF_IMPORT_LIMITS.maxRows) throw badFile(STAFF_IMPORT_MESSAGES.tooManyRows);
  return rows;
}

function newlinesIn(cells: string[]) {
  return cells.reduce((total, cell) => total + (cell.match(/\n/g)?.length ?? 0), 0);
}
