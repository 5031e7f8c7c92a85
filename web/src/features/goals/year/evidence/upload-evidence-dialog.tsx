import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EVIDENCE, GOAL_YEAR_MESSAGES, looksLikePdf } from '@school/contract/goals/goal-year-rules';
import { useId, useState } from 'react';
import { DialogCancelButton, ResponsiveDialog } from '../../../../components/responsive-dialog';
import { serverErrorsOf } from '../../../../lib/form-errors';
import { useUploadEvidence } from '../../api/goal-evidence';

/** The most bytes the screen lets through (the server's EVIDENCE_MAX_MB may be lower: it then answers 413). */
const MAX_BYTES = EVIDENCE.defaultMaxMb * 1024 * 1024;

/**
 * Why a chosen file cannot be an evidence, read before anything is sent: its first bytes must be a PDF's
 * ('%PDF-'), whatever its name or type say, and it must fit the limit. Null when it may be uploaded.
 */
export async function evidenceFileProblem(file: File): Promise<string | null> {
  if (file.size > MAX_BYTES) return GOAL_YEAR_MESSAGES.evidenceTooLarge(EVIDENCE.defaultMaxMb);
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return looksLikePdf(head) ? null : GOAL_YEAR_MESSAGES.evidenceInvalidType;
}

interface Props {
  goalId: number;
  /** The goal's number on screen, for the title. */
  number: number;
  onClose: () => void;
}

/** Upload Evidences: a PDF and a comment for one goal. */
export function UploadEvidenceDialog({ goalId, number, onClose }: Props) {
  const fileInputId = useId();
  const commentId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadEvidence();

  async function handleFile(chosen: File | undefined) {
    setFile(null);
    setProblem(null);
    if (!chosen) return;
    const found = await evidenceFileProblem(chosen);
    if (found) setProblem(found);
    else setFile(chosen);
  }

  async function handleUpload() {
    if (!file) {
      setProblem(problem ?? GOAL_YEAR_MESSAGES.evidenceFileRequired);
      return;
    }
    try {
      await upload.mutateAsync({ goalId, comment, file });
      onClose();
    } catch (error) {
      const { fields, message } = serverErrorsOf(error, ['file', 'comment'] as const);
      setProblem(fields.file ?? fields.comment ?? message ?? null);
    }
  }

  const busy = upload.isPending;
  return (
    <ResponsiveDialog
      open
      onClose={busy ? undefined : onClose}
      title={`Upload Evidences (Goal ${number})`}
      dirty={file !== null || comment.trim() !== ''}
      maxWidth="sm"
      fullWidth
    >
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          A PDF file of at most {EVIDENCE.defaultMaxMb} MB.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Button
            component="label"
            htmlFor={fileInputId}
            variant="outlined"
            startIcon={<UploadFileIcon />}
            disabled={busy}
          >
            Choose PDF file
            <input
              id={fileInputId}
              type="file"
              accept=".pdf,application/pdf"
              hidden
              onChange={(event) => {
                void handleFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
          {file && <Typography sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography>}
        </Box>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <TextField
          id={commentId}
          label="Comment"
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          disabled={busy}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <DialogCancelButton disabled={busy} />
        <Button variant="contained" onClick={() => void handleUpload()} disabled={busy || file === null}>
          {busy ? 'Uploading…' : 'Upload'}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
