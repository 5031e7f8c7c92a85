import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { PlanConsent } from '@school/contract/schemas/plans/consent';
import { FORM_MESSAGES, type FormField, isBlankValue } from '@school/contract/plan-forms/form-steps';
import { formatDisplayDate, formatDisplayDateTime } from '../../../lib/dates';
import { FormReadMainContent, type MainContentRow } from './form-read-main-content';
import { BulletList, Reference, rowsOf, TlmList, textOf } from './form-read-parts';

/** What the read view needs beside the values: the names of learning outcomes and the plan's consents. */
export interface ReadContext {
  /** Learning outcome names by id (a lesson's choices refer to its unit's outcomes). */
  outcomeNames: ReadonlyMap<number, string>;
  consents: readonly PlanConsent[];
}

function LongText({ value }: { value: unknown }) {
  return <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{textOf(value)}</Typography>;
}

const consentName = (consent: PlanConsent) =>
  [consent.subjectTeacher.firstName, consent.subjectTeacher.lastName].filter(Boolean).join(' ') ||
  consent.subjectTeacher.email;

function ConsentAnswers({ consents }: { consents: readonly PlanConsent[] }) {
  if (consents.length === 0) return <Typography>{FORM_MESSAGES.noAnswer}</Typography>;
  return (
    <BulletList
      items={consents.map((consent) =>
        consent.consent
          ? `${consentName(consent)}: given${consent.givenByName || consent.givenBy ? ` by ${consent.givenByName ?? consent.givenBy}` : ''}${consent.givenOn ? ` on ${formatDisplayDateTime(consent.givenOn)}` : ''}`
          : `${consentName(consent)}: not given`,
      )}
    />
  );
}

/** The answer of one field, as its kind reads best; '-' when it holds nothing. */
export function FieldAnswer({ field, value, context }: { field: FormField; value: unknown; context: ReadContext }) {
  if (field.kind === 'consents') return <ConsentAnswers consents={context.consents} />;
  if (isBlankValue(field, value)) return <Typography color="text.secondary">{FORM_MESSAGES.noAnswer}</Typography>;
  switch (field.kind) {
    case 'number':
    case 'text':
    case 'longText':
      return <LongText value={value} />;
    case 'date':
      return <Typography>{formatDisplayDate(textOf(value))}</Typography>;
    case 'tlmList':
      return <TlmList value={value} />;
    case 'choices':
      return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {rowsOf(value).map((row) => (
            <Chip key={textOf(row.value) || textOf(row.name)} label={textOf(row.name)} />
          ))}
        </Box>
      );
    case 'strategies':
      return (
        <BulletList
          items={rowsOf(value).map((row) => (
            <>
              {textOf(row.name)}
              {textOf(row.reference) && ': '}
              <Reference value={row.reference} />
            </>
          ))}
        />
      );
    case 'activityNames':
      return <BulletList items={(Array.isArray(value) ? value : []).map((name) => textOf(name))} />;
    case 'mainContents':
      return <FormReadMainContent rows={rowsOf(value) as MainContentRow[]} />;
    case 'outcomes':
      return <BulletList items={rowsOf(value).map((row) => textOf(row.name))} />;
    case 'outcomeChoice':
      return (
        <BulletList
          items={rowsOf(value).map(
            (row) => context.outcomeNames.get(Number(row.learningOutcomeId)) ?? `#${textOf(row.learningOutcomeId)}`,
          )}
        />
      );
  }
}
