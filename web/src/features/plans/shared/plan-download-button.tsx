import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

/** Why the PDF buttons do nothing yet: the PDFs are the next issue's. */
export const PDF_COMING_LATER = 'PDF download arrives in a later release';

/**
 * A plan's PDF download (Download Annual Plan, Download Lesson Plan…), shown but not yet available: it stays
 * focusable (aria-disabled) so keyboard and screen reader users can read why, from its tooltip.
 */
export function PlanDownloadButton({ label }: { label: string }) {
  return (
    <Tooltip title={PDF_COMING_LATER} describeChild>
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
