import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import type { AnnualPlanDetail } from '@school/contract/schemas/plans/annual-plan';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DialogCancelButton, ResponsiveDialog } from '../../components/responsive-dialog';
import { serverErrorsOf } from '../../lib/form-errors';
import { ApiError } from '../../lib/http';
import { ANNUAL_PERIOD_LOV, lovItemsQuery, useDuplicateAnnualPlan } from './api/annual-plans';

interface Props {
  open: boolean;
  /** The plan's detail or its list item: the dialog reads its id, name and period. */
  plan: Pick<AnnualPlanDetail, 'id' | 'name' | 'curriculumContext'>;
  onClose: () => void;
}

/**
 * 'Create duplicate annual plan': an annual period is required; the copy opens once made.
 * A refusal (a plan already in that period: 409) shows in the dialog, which stays open to choose another.
 */
export function AnnualDuplicateDialog({ open, plan, onClose }: Props) {
  const periods = useQuery(lovItemsQuery(ANNUAL_PERIOD_LOV)).data ?? [];
  const duplicate = useDuplicateAnnualPlan(plan.id);
  const navigate = useNavigate();
  const [period, setPeriod] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [message, setMessage] = useState<string>();
  const busy = duplicate.isPending;

  async function handleDuplicate() {
    if (!period) {
      setFieldError(PLAN_MESSAGES.duplicatePeriodRequired);
      return;
    }
    setMessage(undefined);
    try {
      const copy = await duplicate.mutateAsync(period);
      onClose();
      navigate(`/annual-plan/${copy.id}`);
    } catch (error) {
      // 400 (period) and 409 (already one in that period) are the user's to fix here; others are toasts.
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
        const result = serverErrorsOf(error, ['annualPeriod'] as const);
        setFieldError(result.fields.annualPeriod);
        setMessage(result.message);
      }
    }
  }

  return (
    <ResponsiveDialog
      open={open}
      onClose={busy ? undefined : onClose}
      title={PLAN_MESSAGES.duplicateTitle}
      dirty={period !== ''}
    >
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          A copy of {plan.name} with its tiers, topics and sub topics, its dates moved into the chosen period.
        </DialogContentText>
        {message && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {message}
          </Alert>
        )}
        <TextField
          select
          required
          fullWidth
          id="duplicate-annual-period"
          label="Annual Period"
          value={period}
          onChange={(event) => {
            setPeriod(event.target.value);
            setFieldError(undefined);
          }}
          error={fieldError !== undefined}
          helperText={fieldError}
          disabled={busy}
        >
          {periods
            .filter((item) => item.value !== plan.curriculumContext.annualPeriod)
            .map((item) => (
              <MenuItem key={item.value} value={item.value}>
                {item.name}
              </MenuItem>
            ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <DialogCancelButton disabled={busy} />
        <Button variant="contained" onClick={() => void handleDuplicate()} disabled={busy}>
          Duplicate
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
