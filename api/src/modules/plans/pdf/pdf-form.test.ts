import { describe, expect, it } from 'vitest';
import { defineStep, FORM_MESSAGES, PLAN_PDF_LABELS, UNIT_PLAN_FORM_STEPS } from '@school/contract';
import { formContent } from './pdf-form';

/** Every string of a pdfmake content tree, in order. */
function stringsOf(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(stringsOf);
  if (typeof node === 'object' && node !== null) return Object.values(node).flatMap(stringsOf);
  return [];
}

describe('formContent', () => {
  it('prints a field added to a step, by its kind, without a change to the PDF code', () => {
    const steps = [
      defineStep('extra', 'A new step', [
        { path: 'newGroup.newText', label: 'A new question', kind: 'longText' },
        { path: 'newList', label: 'New material', kind: 'tlmList' },
        { path: 'empty', label: 'Left empty', kind: 'text' },
      ]),
    ];
    const values = {
      newGroup: { newText: 'Its answer' },
      newList: [{ name: 'Beads', reference: 'p. 4' }],
      empty: null,
    };
    const text = stringsOf(formContent(steps, values, { consents: [] }));
    expect(text).toEqual(
      expect.arrayContaining(['A new step', 'A new question', 'Its answer', 'New material', 'Beads (p. 4)']),
    );
    // An empty answer prints '-' beside its label.
    expect(text.slice(text.indexOf('Left empty'))).toContain(PLAN_PDF_LABELS.emptyValue);
  });

  it('says No Data available for an empty form and still prints the consents', () => {
    const text = stringsOf(formContent(UNIT_PLAN_FORM_STEPS, {}, { consents: [] }));
    expect(text).toContain(FORM_MESSAGES.noData);
    expect(text).toContain(PLAN_PDF_LABELS.noConsents);
    expect(text).not.toContain(UNIT_PLAN_FORM_STEPS[0]?.title);
  });
});
