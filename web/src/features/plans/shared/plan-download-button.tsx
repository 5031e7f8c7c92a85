import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';

/**
 * A plan's PDF download (Download Annual Plan, Download Lesson Plan…), shown but not yet available: it stays
 * focusable (aria-disabled) so keyboard and screen reader users can read why, from its tooltip.
 */
export function PlanDownloadButton({ label }: { label: string }) {
  return (
    <Tooltip title={PLAN_MESSAGES.downloadComingNext} describeChild>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
        sx={{ opacity: 0.6, cursor: 'not-allowed' }}
      >
        {label}
      </Button>
    </Tooltip>
  );
}
