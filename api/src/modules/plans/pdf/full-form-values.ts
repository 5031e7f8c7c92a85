import { type FormField, type FormStep, setValueAt, valueFieldsOf } from '@school/contract';

/*
 * A form with every field of its steps filled, built by walking the steps by kind (as the PDF does): the tests
 * and the benchmark fill a plan's form with it, so a field added to a step is filled and printed too.
 */

export interface FullFormOptions {
  /** Main-content rows (the benchmark's full lesson has 10). */
  mainContentRows?: number;
  /** A date inside the plan (submission dates must lie inside the lesson's). */
  date: string;
  /** The unit's learning outcome ids a lesson chooses from. */
  outcomeIds?: readonly number[];
  /** Appended to every text answer, e.g. Hindi, so a test can find it in the PDF. */
  marker?: string;
}

const lorem =
  'Students explore the idea through a short activity, discuss what they noticed in pairs and write two sentences.';

function filledValue(field: FormField, options: FullFormOptions): unknown {
  const text = `${field.label}: ${lorem}${options.marker ? ` ${options.marker}` : ''}`;
  const tlm = [
    { name: 'Number cards', reference: 'Textbook page 12' },
    { name: 'Abacus', reference: 'https://example.org/abacus' },
  ];
  switch (field.kind) {
    case 'number':
      return 6;
    case 'text':
    case 'longText':
      return text;
    case 'date':
      return options.date;
    case 'tlmList':
      return tlm;
    case 'choices':
      return [
        { name: 'Quiz', value: 'QUIZ' },
        { name: 'Exit ticket', value: 'EXIT_TICKET' },
      ];
    case 'strategies':
      return [{ name: 'Peer tutoring', value: 'PEER_TUTORING', reference: 'https://example.org/peer' }];
    case 'activityNames':
      return ['Story telling', 'Brainstorming'];
    case 'mainContents':
      return Array.from({ length: options.mainContentRows ?? 3 }, (_, index) => ({
        sequenceOfTla: index + 1,
        time: `${5 + index} min`,
        introductionActivity: `Step ${index + 1}: ${text}`,
        tlmName: 'Number cards',
        tlmList: tlm,
        tlmReference: 'Textbook page 12',
        studentActivity: `Students work in groups on task ${index + 1}. ${options.marker ?? ''}`.trim(),
      }));
    case 'outcomes':
      return [{ name: `Counts to 100 ${options.marker ?? ''}`.trim() }, { name: 'Compares numbers' }];
    case 'outcomeChoice':
      return (options.outcomeIds ?? []).map((learningOutcomeId) => ({ learningOutcomeId }));
    default:
      return null;
  }
}

/** The values of a form with every field of `steps` filled. */
export function fullFormValues(steps: readonly FormStep[], options: FullFormOptions): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const step of steps) {
    for (const field of valueFieldsOf(step.fields)) setValueAt(values, field.path, filledValue(field, options));
  }
  return values;
}
