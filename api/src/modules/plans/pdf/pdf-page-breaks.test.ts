import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defineStep, type FormField, MAIN_CONTENT_COLUMNS } from '@school/contract';
import { planPdfDocument } from './pdf-document';
import { formContent } from './pdf-form';
import { renderPdf } from './pdf-printer';

const folder = mkdtempSync(join(tmpdir(), 'plan-pdf-breaks-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The text of each page of a PDF (pdftotext ends each page with a form feed), white space made single spaces. */
function pagesOf(pdf: Buffer): string[] {
  const file = join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-'], { encoding: 'utf8' });
  return text.split('\f').map((page) => page.replace(/\s+/g, ' '));
}

const HEADER = {
  title: 'Lesson Plan',
  name: 'Page breaks',
  school: null,
  className: 'V',
  subject: 'English',
  period: 'A.Y. 2026-2027',
  start: '2026-06-01',
  end: '2026-06-30',
  status: 'ACTIVE',
  createdBy: null,
  lastUpdatedBy: null,
} as const;

const LONG_ANSWER = `Targetstart ${'a long answer that wraps over many lines of the page '.repeat(12)}`;

/** A form of `fillers` one-line answers, then a long answer and a main-content table, for a label to land anywhere. */
function documentWith(fillers: number) {
  const fields: FormField[] = [
    ...Array.from(
      { length: fillers },
      (_, index): FormField => ({ path: `f${index}`, label: `Filler ${index}`, kind: 'text' }),
    ),
    { path: 'target', label: 'Targetlabel', kind: 'longText' },
    ...Array.from(
      { length: 3 },
      (_, index): FormField => ({ path: `g${index}`, label: `After ${index}`, kind: 'text' }),
    ),
    { path: 'mainContents', label: 'Maincontentlabel', kind: 'mainContents' },
  ];
  const values: Record<string, unknown> = { target: LONG_ANSWER };
  for (let index = 0; index < fillers; index += 1) values[`f${index}`] = `answer ${index}`;
  for (let index = 0; index < 3; index += 1) values[`g${index}`] = `after ${index}`;
  values.mainContents = [
    Object.fromEntries(MAIN_CONTENT_COLUMNS.map((column) => [column.key, column.key === 'time' ? 5 : 'Rowstart'])),
  ];
  values.secondField = 'Secondanswer';
  const second = defineStep('two', 'Secondtitle', [{ path: 'secondField', label: 'Secondlabel', kind: 'text' }]);
  const content = formContent([defineStep('one', 'Steptitle', fields), second], values, { consents: [] });
  return planPdfDocument(HEADER, content, new Date('2026-06-01T10:00:00Z'));
}

describe('plan PDF page breaks', () => {
  it('never leaves a label at the foot of a page with its text on the next', async () => {
    const failures: string[] = [];
    // From a label well inside the first page to one past its foot, one line at a time.
    for (let fillers = 28; fillers <= 80; fillers += 1) {
      const pages = pagesOf(await renderPdf(documentWith(fillers)));
      const pageOf = (text: string) => pages.findIndex((page) => page.includes(text));
      const checks: [string, string][] = [
        ['Targetlabel', 'Targetstart'],
        ['Maincontentlabel', 'Rowstart'],
        ['Steptitle', 'Filler 0'],
        ['Secondtitle', 'Secondlabel'],
        ['Secondlabel', 'Secondanswer'],
      ];
      for (const [label, text] of checks) {
        if (pageOf(label) !== pageOf(text)) {
          failures.push(
            `${fillers} fillers: '${label}' on page ${pageOf(label) + 1}, '${text}' on ${pageOf(text) + 1}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
