import {
  displayDate,
  displayTimestampUtc,
  NETWORK_SCHOOL_CODE,
  PLAN_PDF_LABELS as LABELS,
  PLAN_STATUS_LABELS,
  type PlanStatus,
} from '@school/contract';
import type { Content, Node, NodeQueries, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { PDF_FONT } from './pdf-printer';

/*
 * The frame every plan PDF shares: a header block with the plan's place and people, the content, and a footer with the
 * page numbers and the generation date. Pure: data in, pdfmake definition out.
 */

/** What the header block of a plan shows. */
export interface PlanPdfHeader {
  /** 'Annual Plan', 'Unit Plan', 'Lesson Plan'. */
  title: string;
  name: string;
  school: { schoolCode: string; schoolName: string } | null;
  className: string;
  subject: string;
  period: string;
  start: string;
  end: string;
  status: PlanStatus;
  createdBy: string | null;
  lastUpdatedBy: string | null;
  /** Further rows after the common ones (the parents of a unit or lesson plan, its sub units). */
  extra?: readonly (readonly [string, string])[];
}

/** A value as the PDF prints it: '-' when there is none. */
export const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === '' ? LABELS.emptyValue : String(value);

/** 2026-11-25T20:43:47.000Z -> '25-11-2026 20:43 UTC' (a plan's readers are in one time zone, the server's is UTC). */
export const shownTimestamp = (iso: string | null | undefined) => (iso ? displayTimestampUtc(iso) : LABELS.emptyValue);

export const dateRange = (start: string, end: string) => `${displayDate(start)} – ${displayDate(end)}`;

/** The school line: 'Name (CODE)', or the network when the plan has none. */
const schoolLine = (school: PlanPdfHeader['school']) =>
  school ? `${school.schoolName} (${school.schoolCode})` : `${LABELS.networkWide} (${NETWORK_SCHOOL_CODE})`;

function headerBlock(header: PlanPdfHeader): Content[] {
  const rows: [string, string][] = [
    [LABELS.school, schoolLine(header.school)],
    [LABELS.className, shown(header.className)],
    [LABELS.subject, shown(header.subject)],
    [LABELS.period, shown(header.period)],
    [LABELS.dates, dateRange(header.start, header.end)],
    [LABELS.status, PLAN_STATUS_LABELS[header.status]],
    [LABELS.createdBy, shown(header.createdBy)],
    [LABELS.lastUpdatedBy, shown(header.lastUpdatedBy)],
    ...(header.extra ?? []).map(([label, value]): [string, string] => [label, shown(value)]),
  ];
  return [{ text: header.title, style: 'kicker' }, { text: header.name, style: 'title' }, labelValueTable(rows)];
}

/** Two columns, label and value, without rules (the header block and short answers). */
export function labelValueTable(rows: readonly (readonly [string, string | Content])[]): Content {
  return {
    table: {
      widths: [130, '*'],
      body: rows.map(([label, value]): TableCell[] => [
        { text: label, style: 'label' },
        typeof value === 'string' ? { text: value } : value,
      ]),
    },
    layout: 'noBorders',
    margin: [0, 4, 0, 8],
  };
}

/** Marks a heading: it never stays alone at the foot of a page, see `keepWithNext`. */
export const KEEP_WITH_NEXT = 1;

/** A section heading (a step's title, a tier's name). */
export const heading = (text: string, level: 1 | 2 = 1): Content => ({
  text,
  style: level === 1 ? 'h1' : 'h2',
  headlineLevel: KEEP_WITH_NEXT,
});

/**
 * A heading with nothing after it on its page moves to the next page, beside what it heads. (A label of a label-value
 * row needs no help: it shares its row's first line with its text; a table's label is a row of the table.)
 */
const keepWithNext = (node: Node, nodes: NodeQueries) =>
  node.headlineLevel === KEEP_WITH_NEXT &&
  // The footer's lines are reported as following nodes too, placed from the top of the footer: only a node below the
  // heading is the body going on.
  !nodes.getFollowingNodesOnPage().some((following) => following.startPosition.top > node.startPosition.top);

/** The whole document: header block, content, footer on every page. */
export function planPdfDocument(header: PlanPdfHeader, content: Content[], generatedOn: Date): TDocumentDefinitions {
  const generated = LABELS.generatedOn(shownTimestamp(generatedOn.toISOString()));
  return {
    info: { title: `${header.title}: ${header.name}`, creator: 'School planning', producer: 'pdfmake' },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    defaultStyle: { font: PDF_FONT, fontSize: 10, lineHeight: 1.15 },
    styles: {
      kicker: { fontSize: 10, color: '#555555' },
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
      h1: { fontSize: 13, bold: true, margin: [0, 12, 0, 4] },
      h2: { fontSize: 11, bold: true, margin: [0, 8, 0, 2] },
      label: { bold: true, color: '#333333' },
      tableHeader: { bold: true, fillColor: '#eeeeee' },
      note: { italics: true, color: '#555555', margin: [0, 4, 0, 4] },
    },
    content: [...headerBlock(header), ...content],
    pageBreakBefore: keepWithNext,
    footer: (currentPage: number, pageCount: number): Content => ({
      columns: [
        { text: generated, alignment: 'left' },
        { text: LABELS.page(currentPage, pageCount), alignment: 'right' },
      ],
      fontSize: 8,
      color: '#555555',
      margin: [40, 16, 40, 0],
    }),
  };
}
