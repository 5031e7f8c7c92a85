import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import type { AnnualPlanDetail } from '@school/contract/schemas/plans/annual-plan';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { Screen } from '../../lib/routes';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { type AnnualPlanStatusChange, annualPlanDetailQuery, useAnnualPlanStatus } from './api/annual-plans';
import { AnnualDuplicateDialog } from './annual-duplicate-dialog';
import { PlanDownloadButton } from './shared/plan-download-button';
import { formatPlanDate as planDate, planDateRange } from './shared/plan-dates';
import { PlanDetailScaffold } from './shared/plan-detail-scaffold';
import { PlanFacts } from './shared/plan-facts';
import { PlanRecordsTab } from './shared/plan-records-tab';
import { PlanStatusChip } from './shared/plan-status-chip';
import { PlanTitleRow } from './shared/plan-title-row';
import { TopicOutline } from './shared/topic-outline';

const BREADCRUMBS = [
  { label: 'Home', href: '/dashboard' },
  { label: 'Annual Plans', href: '/academic-plans/annual-plans' },
];

type Tier = AnnualPlanDetail['tierPlans'][number];

/** The plan's header card: left of the tiers, above them on small screens. */
function AnnualPlanSummary({ plan }: { plan: AnnualPlanDetail }) {
  const context = plan.curriculumContext;
  return (
    <Paper component="section" aria-labelledby="annual-plan-title" variant="outlined" sx={{ p: 2.5 }}>
      <PlanTitleRow id="annual-plan-title" name={plan.name} status={plan.status} />
      <Box sx={{ mt: 1.5 }}>
        <PlanFacts
          facts={[
            { label: 'Annual Period', value: context.annualPeriodName },
            { label: 'Class', value: context.gradeName },
            { label: 'Subject', value: context.subjectName },
            ...(context.school
              ? [{ label: 'School', value: `${context.school.schoolName} - ${context.school.campus}` }]
              : []),
            { label: 'Start Date', value: planDate(plan.start) },
            { label: 'End Date', value: planDate(plan.end) },
            { label: 'Created By', value: plan.createdByName ?? plan.createdBy },
            { label: 'Last Updated By', value: plan.lastUpdatedByName ?? plan.lastUpdatedBy },
          ]}
        />
      </Box>
    </Paper>
  );
}

/** A tier of the plan: its dates, status and topics with their sub topics; the name opens the tier plan. */
function TierCard({ tier }: { tier: Tier }) {
  const titleId = `tier-${tier.id}-title`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={titleId} component="h3" variant="h6" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
            <Link component={RouterLink} to={`/tier-plan/${tier.id}`}>
              {tier.name}
            </Link>
          </Typography>
          <PlanStatusChip status={tier.status} />
        </Box>
        <PlanFacts
          facts={[
            { label: 'Tier', value: tier.valueName },
            { label: 'Dates', value: planDateRange(tier.start, tier.end) },
            { label: 'Unit Plans', value: tier.unitPlanCount },
          ]}
        />
        <TopicOutline topics={tier.topics} label={`Topics of ${tier.name}`} />
      </CardContent>
    </Card>
  );
}

type Confirming = { status: AnnualPlanStatusChange; message: string } | null;

function AnnualPlanActions({ plan }: { plan: AnnualPlanDetail }) {
  const navigate = useNavigate();
  const status = useAnnualPlanStatus(plan.id);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [duplicating, setDuplicating] = useState(false);
  const { abilities } = plan;
  return (
    <>
      <PlanDownloadButton label="Download Annual Plan" level="annual" planId={plan.id} />
      {abilities.update.allowed && (
        <Button
          variant="outlined"
          startIcon={<EditOutlinedIcon />}
          onClick={() => navigate(`/annual-plans/${plan.id}/edit`)}
        >
          Edit
        </Button>
      )}
      {abilities.duplicate.allowed && (
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => setDuplicating(true)}>
          Duplicate
        </Button>
      )}
      {abilities.deactivate.allowed && (
        <Button
          variant="outlined"
          color="error"
          onClick={() => setConfirming({ status: 'INACTIVE', message: PLAN_MESSAGES.deactivateConfirm })}
        >
          Deactivate
        </Button>
      )}
      {abilities.activate.allowed && (
        <Button
          variant="outlined"
          onClick={() => setConfirming({ status: 'ACTIVE', message: 'Are you sure you want to activate this plan?' })}
        >
          Activate
        </Button>
      )}
      {abilities.submit.allowed && (
        <Button
          variant="contained"
          onClick={() => setConfirming({ status: 'COMPLETED', message: PLAN_MESSAGES.submitConfirm })}
        >
          Submit Annual Plan
        </Button>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={PLAN_MESSAGES.submitConfirmTitle}
        message={confirming?.message ?? ''}
        onConfirm={() =>
          confirming ? status.mutateAsync({ status: confirming.status, version: plan.version }) : undefined
        }
        onClose={() => setConfirming(null)}
      />
      {duplicating && <AnnualDuplicateDialog open plan={plan} onClose={() => setDuplicating(false)} />}
    </>
  );
}

/** Annual plan detail (/annual-plan/{id}, /annual-plans/{id}): the plan's card beside its tier plans. */
export default function AnnualPlanDetailPage({ screen }: { screen: Screen }) {
  const { id = '' } = useParams();
  const { data: plan, isPending, error } = useQuery(annualPlanDetailQuery(id));
  return (
    <PlanDetailScaffold
      title={screen.title}
      subtitle={plan?.name}
      breadcrumbs={BREADCRUMBS}
      loading={isPending}
      error={error}
      loadingLabel="Loading the annual plan"
      actions={plan && <AnnualPlanActions plan={plan} />}
      summary={plan && <AnnualPlanSummary plan={plan} />}
    >
      {plan && (
        <PlanRecordsTab
          idPrefix="annual-tiers"
          label="Annual plan records"
          tabLabel="Tier Plans"
          count={plan.tierPlans.length}
        >
          {plan.tierPlans.map((tier) => (
            <TierCard key={tier.id} tier={tier} />
          ))}
        </PlanRecordsTab>
      )}
    </PlanDetailScaffold>
  );
}
