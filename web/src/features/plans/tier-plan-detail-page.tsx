import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PLAN_CARD_LIMITS, PLAN_MESSAGES } from '@school/contract/plan-messages';
import type { TierPlanDetail, TierUnitPlan } from '@school/contract/schemas/plans/tier-plan';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { Screen } from '../../lib/routes';
import { usePrivileges } from '../../lib/privileges';
import { tierPlanDetailQuery, useRefreshUnitConsents } from './api/tier-plans';
import { planDateRange } from './shared/plan-dates';
import { PlanDetailScaffold } from './shared/plan-detail-scaffold';
import { PlanFacts } from './shared/plan-facts';
import { PlanRecordsTab } from './shared/plan-records-tab';
import { PlanStatusChip } from './shared/plan-status-chip';
import { PlanTitleRow } from './shared/plan-title-row';
import { RefreshConsentsButton } from './shared/refresh-consents-button';
import { TopicOutline } from './shared/topic-outline';
import { TierPlanDialog } from './tier-plan-dialog';
import { TierUnitDialog } from './tier-unit-dialog';

/**
 * The tier's card: the tier with its period, class, subject, dates, status and at most 2 topics;
 * an accordion opens the rest (its annual plan, who created and changed it, every topic) and the Edit button. The
 * heading stays outside the accordion's button, so it is read as a heading.
 */
function TierPlanCard({ tier, onEdit }: { tier: TierPlanDetail; onEdit: () => void }) {
  const context = tier.curriculumContext;
  const more = tier.topics.length - PLAN_CARD_LIMITS.tierTopics;
  return (
    <Paper component="section" aria-labelledby="tier-plan-title" variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: 2.5, display: 'grid', gap: 1 }}>
        <PlanTitleRow id="tier-plan-title" name={tier.name} status={tier.status}>
          <Chip size="small" variant="outlined" label={context.annualPeriodName} />
        </PlanTitleRow>
        <PlanFacts
          facts={[
            { label: 'Class', value: context.gradeName },
            { label: 'Subject', value: context.subjectName },
            ...(context.school ? [{ label: 'School', value: context.school.schoolName }] : []),
            { label: 'Dates', value: planDateRange(tier.start, tier.end) },
          ]}
        />
        <TopicOutline topics={tier.topics} label="First topics" limit={PLAN_CARD_LIMITS.tierTopics} />
        {more > 0 && (
          <Typography variant="caption" color="text.secondary">
            and {more} more {more === 1 ? 'topic' : 'topics'}
          </Typography>
        )}
      </Box>
      <Accordion
        disableGutters
        elevation={0}
        square
        slotProps={{ heading: { component: 'h3' } }}
        sx={{ borderTop: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="tier-plan-details" id="tier-plan-summary">
          <Typography variant="subtitle2">Details and topics</Typography>
        </AccordionSummary>
        <AccordionDetails id="tier-plan-details" sx={{ display: 'grid', gap: 1.5 }}>
          <Typography variant="body2">
            Annual plan:{' '}
            <Link component={RouterLink} to={`/annual-plan/${tier.annualPlanId}`}>
              {tier.annualPlan.name}
            </Link>
          </Typography>
          <PlanFacts
            facts={[
              { label: 'Created By', value: tier.createdByName ?? tier.createdBy },
              { label: 'Last Updated By', value: tier.lastUpdatedByName ?? tier.lastUpdatedBy },
            ]}
          />
          <TopicOutline topics={tier.topics} label={`Topics of ${tier.name}`} />
        </AccordionDetails>
      </Accordion>
      <Box sx={{ px: 2.5, pb: 2 }}>
        <Button
          size="small"
          startIcon={tier.abilities.update.allowed ? <EditOutlinedIcon /> : <VisibilityOutlinedIcon />}
          onClick={onEdit}
        >
          {tier.abilities.update.allowed ? 'Edit Tier Plan' : 'View Tier Plan'}
        </Button>
      </Box>
    </Paper>
  );
}

/** A unit of the tier in read mode: created by, dates, status, topics, its first 3 sub units. */
function UnitCard({ unit, onOpen, editable }: { unit: TierUnitPlan; onOpen: () => void; editable: boolean }) {
  const titleId = `unit-${unit.id}-title`;
  const subUnits = [...unit.subUnits].sort((a, b) => a.sortOrder - b.sortOrder);
  const shown = subUnits.slice(0, PLAN_CARD_LIMITS.subUnits);
  const actionLabel = `${editable ? 'Edit' : 'View'} ${unit.name}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography id={titleId} component="h3" variant="h6" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
              <Link component={RouterLink} to={`/unit-plan/${unit.id}`} sx={{ overflowWrap: 'anywhere' }}>
                {unit.name}
              </Link>
            </Typography>
            <PlanStatusChip status={unit.status} />
          </Box>
          <Tooltip title={actionLabel}>
            <IconButton aria-label={actionLabel} onClick={onOpen} size="small">
              {editable ? <EditOutlinedIcon /> : <VisibilityOutlinedIcon />}
            </IconButton>
          </Tooltip>
        </Box>
        <PlanFacts
          facts={[
            { label: 'Created By', value: unit.createdByName ?? unit.createdBy },
            { label: 'Dates', value: planDateRange(unit.start, unit.end) },
            { label: 'Topics', value: unit.topics.map((topic) => topic.name).join(', ') || '-' },
            { label: 'Lesson Plans', value: unit.lessonPlanCount },
            { label: 'Consents', value: `${unit.consentsGiven} of ${unit.consentCount} given` },
          ]}
        />
        <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 600 }}>
          Sub Units
        </Typography>
        {shown.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {PLAN_MESSAGES.noSubUnits}
          </Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
            {shown.map((subUnit) => (
              <Typography component="li" variant="body2" key={subUnit.id} sx={{ overflowWrap: 'anywhere' }}>
                {subUnit.name}
              </Typography>
            ))}
          </Box>
        )}
        {subUnits.length > shown.length && (
          <Typography variant="caption" color="text.secondary">
            and {subUnits.length - shown.length} more
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

type Dialog = { kind: 'tier' } | { kind: 'unit'; unit?: TierUnitPlan } | null;

function TierPlanActions({ tier, onOpen }: { tier: TierPlanDetail; onOpen: (dialog: Dialog) => void }) {
  const refresh = useRefreshUnitConsents(tier.id);
  return (
    <>
      {tier.abilities.refreshConsents.allowed && (
        <RefreshConsentsButton label="Refresh Unit Plan Consents" refresh={refresh} />
      )}
      {tier.abilities.addChildren.allowed && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => onOpen({ kind: 'unit' })}>
          Add Unit Plan
        </Button>
      )}
    </>
  );
}

/** Tier plan detail (/tier-plan/{id}): the tier's accordion card beside its unit plans. */
export default function TierPlanDetailPage({ screen }: { screen: Screen }) {
  const { id = '' } = useParams();
  const { data: tier, isPending, error } = useQuery(tierPlanDetailQuery(id));
  const { can } = usePrivileges();
  const [dialog, setDialog] = useState<Dialog>(null);
  const breadcrumbs = [
    { label: 'Home', href: '/dashboard' },
    { label: 'Annual Plans', href: '/academic-plans/annual-plans' },
    ...(tier ? [{ label: tier.annualPlan.name, href: `/annual-plan/${tier.annualPlanId}` }] : []),
  ];
  // The tier's list of units carries no abilities of each unit: the server's rule for changing one (UPDATE on
  // unitplan, an ACTIVE unit under an active annual plan) is followed here; a COMPLETED unit is read here (its own
  // page offers what its abilities allow). The server decides in the end.
  const live = tier !== undefined && tier.status !== 'INACTIVE' && tier.annualPlan.status !== 'INACTIVE';
  const unitEditable = (unit: TierUnitPlan) => live && unit.status === 'ACTIVE' && can('unitplan', 'UPDATE');
  return (
    <>
      <PlanDetailScaffold
        title={screen.title}
        subtitle={tier?.name}
        breadcrumbs={breadcrumbs}
        loading={isPending}
        error={error}
        loadingLabel="Loading the tier plan"
        actions={tier && <TierPlanActions tier={tier} onOpen={setDialog} />}
        summary={tier && <TierPlanCard tier={tier} onEdit={() => setDialog({ kind: 'tier' })} />}
      >
        {tier && (
          <PlanRecordsTab
            idPrefix="tier-units"
            label="Tier plan records"
            tabLabel="Unit Plans"
            count={tier.unitPlans.length}
          >
            {tier.unitPlans.map((unit) => (
              <UnitCard
                key={unit.id}
                unit={unit}
                editable={unitEditable(unit)}
                onOpen={() => setDialog({ kind: 'unit', unit })}
              />
            ))}
          </PlanRecordsTab>
        )}
      </PlanDetailScaffold>
      {tier && dialog?.kind === 'tier' && <TierPlanDialog tier={tier} onClose={() => setDialog(null)} />}
      {tier && dialog?.kind === 'unit' && (
        <TierUnitDialog
          key={dialog.unit?.id ?? 'new'}
          tier={tier}
          unit={dialog.unit}
          readOnly={dialog.unit ? !unitEditable(dialog.unit) : false}
          mayDelete={live && can('unitplan', 'DELETE') && dialog.unit?.status === 'ACTIVE'}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
