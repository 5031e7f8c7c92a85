import DownloadIcon from '@mui/icons-material/Download';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import { ExplainedButton } from './explained-button';

/**
 * A plan's PDF download (Download Annual Plan, Download Lesson Plan…), shown but not yet available: the next release
 * brings the PDFs, so the button is there, focusable, inert, and says why. On small screens it reads 'Download'
 * (spec 001 section 2) unless `compact` is false.
 */
export function PlanDownloadButton({ label, compact = true }: { label: string; compact?: boolean }) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <ExplainedButton variant="outlined" startIcon={<DownloadIcon />} disabledReason={PLAN_MESSAGES.downloadComingNext}>
      {compact && small ? 'Download' : label}
    </ExplainedButton>
  );
}
