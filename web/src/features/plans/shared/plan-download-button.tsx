import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { downloadPlanPdf, type PlanPdfLevel } from '../api/plan-forms';

interface Props {
  /** 'Download Annual Plan', 'Download Unit Plan', 'Download Lesson Plan'. */
  label: string;
  level: PlanPdfLevel;
  planId: number;
  /** On small screens the button reads 'Download' unless this is false. */
  compact?: boolean;
}

/**
 * A plan's PDF download: the server makes the PDF, the browser saves it under the server's file
 * name. While it is made the button is busy; a refusal is the HTTP client's toast with the server's message.
 */
export function PlanDownloadButton({ label, level, planId, compact = true }: Props) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const [busy, setBusy] = useState(false);
  const text = compact && small ? 'Download' : label;

  async function handleDownload() {
    setBusy(true);
    try {
      await downloadPlanPdf(level, planId);
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="outlined"
      startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
      aria-label={text === label ? undefined : label}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => void handleDownload()}
    >
      {text}
    </Button>
  );
}
