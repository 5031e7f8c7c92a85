import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PlanAbilities } from '@school/contract/plan-abilities';
import type { PlanStatus } from '@school/contract/workflows/plan-status';
import { type ReactNode, useId, useState } from 'react';
import { staffLabels } from '../../lib/staff-label';
import type { PlanConsent } from './api/unit-plans';
import { formatPlanDateTime } from './shared/plan-dates';

interface Props {
  consents: PlanConsent[];
  /** The signed-in user's email: their own consent is the one they may tick. */
  ownEmail: string;
  /** The record's abilities: tick one's own consent (ownConsent), tick anyone's (consentAll). */
  abilities: Pick<PlanAbilities, 'ownConsent' | 'consentAll'>;
  /** The plan's status: a COMPLETED plan's consents are final, and the list says so under its heading. */
  status: PlanStatus;
  /** Saves one teacher's consent; rejects when the server refused (it has said why in a toast). */
  onChange: (email: string, consent: boolean) => Promise<unknown>;
  /** The whole plan's counts when the list holds only part of it (one school of a network-wide unit plan). */
  total?: { given: number; count: number };
  /** Shown under the heading (the school picker of a network-wide unit plan). */
  header?: ReactNode;
}

const fullName = (teacher: PlanConsent['subjectTeacher']) =>
  [teacher.firstName, teacher.lastName].filter(Boolean).join(' ') || teacher.email;

/** 'Given by Priya Nair on 23-11-2026 10:05' (name, else email; the parts the server knows). */
function givenText(row: PlanConsent): string {
  const by = row.givenByName ?? row.givenBy;
  return `Given${by ? ` by ${by}` : ''}${row.givenOn ? ` on ${formatPlanDateTime(row.givenOn)}` : ''}`;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The consents of a unit or lesson plan: each subject teacher's name and email, whether their consent is
 * given, by whom and when. A teacher ticks their own box; the roles allowed by the record's abilities tick
 * any. Each tick saves at once.
 */
export function ConsentList({ consents, ownEmail, abilities, status, onChange, total, header }: Props) {
  const mayTickOwn = abilities.ownConsent.allowed;
  const mayTickAll = abilities.consentAll.allowed;
  const lockedNote = status === 'COMPLETED' ? 'The plan is completed: its consents are final.' : undefined;
  const headingId = useId();
  // The box being saved shows its new value at once; the server's answer then replaces the list.
  const [saving, setSaving] = useState<{ email: string; consent: boolean } | null>(null);
  const given = total?.given ?? consents.filter((row) => row.consent).length;
  const count = total?.count ?? consents.length;
  // Each box's name tells apart two teachers of the same name (the email is shown under every name).
  const labels = staffLabels(
    consents.map((row) => ({ fullName: fullName(row.subjectTeacher), email: row.subjectTeacher.email })),
  );

  async function toggle(email: string, consent: boolean) {
    setSaving({ email, consent });
    try {
      await onChange(email, consent);
    } catch {
      // The HTTP client showed the server's message; the box keeps the stored value.
    } finally {
      setSaving(null);
    }
  }

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2.5, minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        Consents ({given}/{count})
      </Typography>
      {header}
      {lockedNote && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {lockedNote}
        </Typography>
      )}
      {consents.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          No subject teachers to consent yet. Refresh the consents once teachers are assigned to the subject.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {consents.map((row, index) => {
            const email = row.subjectTeacher.email;
            const own = sameEmail(email, ownEmail);
            const mayTick = !lockedNote && (mayTickAll || (own && mayTickOwn));
            const name = fullName(row.subjectTeacher);
            const label = labels[index] ?? name;
            const detailId = `${headingId}-${email}`;
            return (
              <Box
                component="li"
                key={email}
                sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}
              >
                <Checkbox
                  checked={saving?.email === email ? saving.consent : row.consent}
                  disabled={!mayTick || saving !== null}
                  onChange={(event) => void toggle(email, event.target.checked)}
                  slotProps={{
                    input: {
                      'aria-label': own ? `My consent (${name})` : `Consent of ${label}`,
                      'aria-describedby': detailId,
                    },
                  }}
                  sx={{ mt: -0.5 }}
                />
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {name}
                    {own && ' (you)'}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {email}
                  </Typography>
                  <Typography id={detailId} variant="body2" color={row.consent ? 'success.dark' : 'text.secondary'}>
                    {row.consent ? givenText(row) : 'Not given'}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
