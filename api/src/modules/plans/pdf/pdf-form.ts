import {
  displayDate,
  FORM_MESSAGES,
  type FormField,
  type FormStep,
  isBlankValue,
  isFormEmpty,
  PLAN_PDF_LABELS as LABELS,
  MAIN_CONTENT_COLUMNS,
  type PlanConsent,
  valueAt,
} from '@school/contract';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { heading, labelValueTable, shown, shownTimestamp } from './pdf-document';

/*
 * A plan form in the PDF: the steps of the contract in their order, each field printed by its kind, so a field
 * added to a step prints without a change here. An empty answer prints '-'; a form with no answer at all prints
 * 'No Data available' in place of its steps (the consents, the plan's and not the form's, still print).
 */

export interface FormPrintContext {
  consents: readonly PlanConsent[];
  /** A lesson's learning outcomes are ids of its unit's: their names. */
  outcomeNames?: ReadonlyMap<number, string>;
}

type Row = Record<string, unknown>;
const rowsOf = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((row): row is Row => typeof row === 'object' && row !== null) : [];
const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

/** 'name (reference)', or whichever of the two there is. */
function nameAndReference(row: Row): string {
  const name = textOf(row.name)?.trim();
  const reference = textOf(row.reference)?.trim();
  if (name && reference) return `${name} (${reference})`;
  return name || reference || LABELS.emptyValue;
}

const bulletList = (items: string[]): Content => (items.length > 0 ? { ul: items } : { text: LABELS.emptyValue });

/** The answer of one field that is not a table. */
function answerOf(field: FormField, value: unknown, context: FormPrintContext): string | Content {
  if (isBlankValue(field, value)) return LABELS.emptyValue;
  switch (field.kind) {
    case 'tlmList':
    case 'strategies':
      return bulletList(rowsOf(value).map(nameAndReference));
    case 'choices':
    case 'outcomes':
      return bulletList(rowsOf(value).map((row) => shown(textOf(row.name))));
    case 'activityNames':
      return bulletList((value as unknown[]).map((name) => shown(textOf(name))));
    case 'outcomeChoice':
      return bulletList(
        rowsOf(value).map((row) => {
          const id = Number(row.learningOutcomeId);
          return context.outcomeNames?.get(id) ?? `#${id}`;
        }),
      );
    case 'date':
      return shown(displayDate(String(value)));
    default:
      return shown(textOf(value));
  }
}

/**
 * The main-content rows: one table row per row, its TLM list on a line of its own beneath. The field's label is the
 * table's first header row, so it moves with the column names and the first row (never left alone at the foot of a
 * page) and is repeated above the rows continued on the next page.
 */
function mainContentTable(field: FormField, value: unknown): Content {
  if (isBlankValue(field, value)) return labelValueTable([[field.label, LABELS.emptyValue]]);
  const columns = MAIN_CONTENT_COLUMNS.length;
  const spanning = (cell: TableCell): TableCell[] => [
    { ...(cell as object), colSpan: columns } as TableCell,
    ...Array.from({ length: columns - 1 }, (): TableCell => ({})),
  ];
  const body: TableCell[][] = [
    spanning({ text: field.label, style: 'label', fontSize: 10, margin: [0, 4, 0, 2] }),
    MAIN_CONTENT_COLUMNS.map((column): TableCell => ({ text: column.label, style: 'tableHeader' })),
  ];
  for (const row of rowsOf(value)) {
    body.push(MAIN_CONTENT_COLUMNS.map((column): TableCell => ({ text: shown(textOf(row[column.key])) })));
    const tlm = rowsOf(row.tlmList).filter((item) => textOf(item.name) || textOf(item.reference));
    if (tlm.length > 0) body.push(spanning({ text: `${LABELS.tlmList}: ${tlm.map(nameAndReference).join('; ')}` }));
  }
  return {
    table: {
      headerRows: 2,
      keepWithHeaderRows: 1,
      widths: [50, 40, '*', 65, 70, '*'],
      body,
      dontBreakRows: true,
    },
    layout: {
      // lightHorizontalLines without a rule above the label row.
      hLineWidth: (index, node) => (index <= 1 || index === node.table.body.length ? 0 : index === 2 ? 2 : 1),
      vLineWidth: () => 0,
      hLineColor: (index) => (index === 2 ? 'black' : '#aaa'),
      paddingLeft: (index) => (index === 0 ? 0 : 8),
      paddingRight: (index, node) => (index === (node.table.widths?.length ?? 0) - 1 ? 0 : 8),
    },
    fontSize: 9,
  };
}

/** The consents: whose, given or not, by whom and when. */
export function consentsContent(consents: readonly PlanConsent[]): Content {
  if (consents.length === 0) return { text: LABELS.noConsents };
  return labelValueTable(
    consents.map((consent) => {
      const teacher = `${consent.subjectTeacher.firstName} ${consent.subjectTeacher.lastName}`.trim();
      const state = consent.consent
        ? `${LABELS.consentGiven}: ${shown(consent.givenByName ?? consent.givenBy)}, ${shownTimestamp(consent.givenOn)}`
        : LABELS.consentPending;
      return [teacher || consent.subjectTeacher.email, state] as const;
    }),
  );
}

function stepContent(step: FormStep, values: unknown, context: FormPrintContext): Content[] {
  const content: Content[] = [heading(step.title)];
  let shortAnswers: [string, string | Content][] = [];
  const flush = () => {
    if (shortAnswers.length > 0) content.push(labelValueTable(shortAnswers));
    shortAnswers = [];
  };
  for (const field of step.fields) {
    if (field.kind === 'consents') {
      flush();
      content.push(consentsContent(context.consents));
    } else if (field.kind === 'mainContents') {
      flush();
      content.push(mainContentTable(field, valueAt(values, field.path)));
    } else {
      shortAnswers.push([field.label, answerOf(field, valueAt(values, field.path), context)]);
    }
  }
  flush();
  return content;
}

/** Every step of a form with its answers; 'No Data available' and the consents when nothing is filled. */
export function formContent(steps: readonly FormStep[], values: unknown, context: FormPrintContext): Content[] {
  if (!isFormEmpty(steps, values)) return steps.flatMap((step) => stepContent(step, values, context));
  const consentStep = steps.find((step) => step.fields.some((field) => field.kind === 'consents'));
  return [
    { text: FORM_MESSAGES.noData, style: 'note' },
    ...(consentStep ? [heading(consentStep.title), consentsContent(context.consents)] : []),
  ];
}
