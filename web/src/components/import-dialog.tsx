import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import Papa from 'papaparse';
import { type ReactNode, useId, useState } from 'react';
import { downloadText } from '../lib/crud';
import type { ImportConfirmPath, ImportPreviewPath, ImportTemplatePath } from '../lib/api-types';
import { ApiError, http } from '../lib/http';
import { notify } from '../lib/notify';
import { changeText, type ImportRow, ImportRows, outcomeOf } from './import-rows';
import { DialogCancelButton, ResponsiveDialog } from './responsive-dialog';

const MAX_FILE_BYTES = 1024 * 1024;

export interface ImportPreview {
  rows: ImportRow[];
  validCount: number;
  errorCount: number;
}

/** The confirm's answer: the rows with what was done, and counts of what was written. */
interface ImportResult extends ImportPreview {
  written: Record<string, number>;
}

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  previewPath: ImportPreviewPath;
  confirmPath: ImportConfirmPath;
  templatePath: ImportTemplatePath;
  templateFileName: string;
  /** The result's download: `<name>-result.csv`. */
  resultFileName: string;
  /** Sent with the file's text (for example the school the classes belong to). */
  extraBody?: Record<string, unknown>;
  /**
   * The opt-in for rows matching records on file ('Update existing staff'), sent as updateExisting: without it
   * the server skips such rows, so a file never overwrites by surprise.
   */
  updateExistingLabel?: string;
  /** Extra inputs above the file picker (a school choice); the import waits until `ready`. */
  ready?: boolean;
  children?: ReactNode;
  /** Query keys refreshed after a successful import. */
  invalidate: string[];
}

/** 'sectionsCreated' → 'sections created'. */
const wordsOf = (key: string) => key.replace(/([A-Z])/g, ' $1').toLowerCase();

/** The rows and what became of each, as CSV: line, the file's values, result, changes. */
function resultCsv(rows: ImportRow[]): string {
  const columns = rows[0] ? Object.keys(rows[0].values) : [];
  return Papa.unparse({
    fields: ['line', ...columns, 'result', 'changes'],
    data: rows.map((row) => [
      row.line,
      ...columns.map((column) => row.values[column] ?? ''),
      outcomeOf(row),
      (row.changes ?? []).map(changeText).join('; '),
    ]),
  });
}

/**
 * A CSV import in two steps: the upload shows a preview with each row's errors (and, for records on file, what
 * would change) and writes nothing; confirming writes the valid rows in one transaction and the result stays on
 * screen, downloadable as CSV. A failure writes nothing and says why.
 */
export function ImportDialog(props: Props) {
  const { open, onClose, title, previewPath, confirmPath, extraBody = {}, ready = true } = props;
  const client = useQueryClient();
  const fileInputId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [updateExisting, setUpdateExisting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function reset() {
    setCsv(null);
    setFileName('');
    setPreview(null);
    setResult(null);
    setUpdateExisting(false);
    setError(null);
  }

  function handleClose() {
    if (busy) return;
    reset();
    onClose();
  }

  async function run<T>(action: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setError(null);
    try {
      return await action();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'The file could not be read.');
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  const bodyOf = (text: string, update: boolean) => ({
    ...extraBody,
    csv: text,
    ...(props.updateExistingLabel ? { updateExisting: update } : {}),
  });

  async function handlePreview(text: string, update: boolean) {
    const answer = await run(() => http.form('post', previewPath, { body: bodyOf(text, update) }));
    if (answer) setPreview(answer);
  }

  async function handleFile(file: File | undefined) {
    reset();
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setError('The file is larger than 1 MB. Split it into smaller files.');
      return;
    }
    const text = await file.text();
    setFileName(file.name);
    setCsv(text);
    await handlePreview(text, false);
  }

  /** The preview says what confirming does, so it is asked again with the new choice. */
  async function handleUpdateExisting(checked: boolean) {
    setUpdateExisting(checked);
    if (csv !== null) await handlePreview(csv, checked);
  }

  async function handleConfirm() {
    if (csv === null) return;
    const answer = await run(() => http.form('post', confirmPath, { body: bodyOf(csv, updateExisting) }));
    if (answer === undefined) return;
    const written = answer.rows.filter((row) => row.action === 'create' || row.action === 'update').length;
    notify.success(`Import finished: ${written} row(s) written.`);
    for (const key of props.invalidate) void client.invalidateQueries({ queryKey: [key] });
    setResult(answer);
  }

  async function handleTemplate() {
    const text = await run(() => http.csv(props.templatePath));
    if (typeof text === 'string') downloadText(text, props.templateFileName);
  }

  const existingCount = preview?.rows.filter((row) => (row.changes ?? []).length > 0).length ?? 0;
  return (
    <ResponsiveDialog
      open={open}
      onClose={handleClose}
      title={title}
      maxWidth="lg"
      dirty={preview !== null && result === null}
    >
      <DialogContent dividers sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        {result ? (
          <ImportResultView result={result} resultFileName={props.resultFileName} />
        ) : (
          <>
            <Typography>
              Upload a CSV file. Nothing is written until you confirm; rows with errors are skipped.{' '}
              <Link component="button" type="button" onClick={handleTemplate}>
                Download the template
              </Link>
            </Typography>
            {props.children}
            <Box>
              <Button
                component="label"
                htmlFor={fileInputId}
                variant="outlined"
                startIcon={<UploadFileIcon />}
                disabled={!ready || busy}
              >
                Choose CSV file
                <input
                  id={fileInputId}
                  type="file"
                  accept=".csv,text/csv"
                  hidden
                  onChange={(event) => {
                    void handleFile(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
              </Button>
              {fileName && (
                <Typography component="span" sx={{ ml: 2, overflowWrap: 'anywhere' }}>
                  {fileName}
                </Typography>
              )}
            </Box>
          </>
        )}
        {busy && <LinearProgress aria-label="Import in progress" />}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {preview && !result && (
          <>
            <Alert severity={preview.errorCount > 0 ? 'warning' : 'success'}>
              {preview.validCount} row(s) ready to import, {preview.errorCount} row(s) with errors.
            </Alert>
            {props.updateExistingLabel && existingCount > 0 && (
              <Box>
                <FormControlLabel
                  label={props.updateExistingLabel}
                  control={
                    <Checkbox
                      checked={updateExisting}
                      disabled={busy}
                      onChange={(event) => void handleUpdateExisting(event.target.checked)}
                    />
                  }
                />
                <Typography variant="body2" color="text.secondary">
                  {existingCount} row(s) match records on file; their changes are listed below.{' '}
                  {updateExisting ? 'They will be updated.' : 'Unless you tick the box, they are skipped.'}
                </Typography>
              </Box>
            )}
            <ImportRows rows={preview.rows} label="Import preview" />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {result ? (
          <Button variant="contained" onClick={handleClose}>
            Close
          </Button>
        ) : (
          <>
            <DialogCancelButton disabled={busy} />
            <Button variant="contained" onClick={handleConfirm} disabled={busy || !preview || preview.validCount === 0}>
              Import {preview ? `${preview.validCount} row(s)` : ''}
            </Button>
          </>
        )}
      </DialogActions>
    </ResponsiveDialog>
  );
}

/** After confirming: the counts, every row with what became of it, and the same as a CSV download. */
function ImportResultView({ result, resultFileName }: { result: ImportResult; resultFileName: string }) {
  const counts = Object.entries(result.written)
    .map(([key, count]) => `${count} ${wordsOf(key)}`)
    .join(', ');
  return (
    <>
      <Alert severity={result.errorCount > 0 ? 'warning' : 'success'} role="status">
        Import finished: {counts}.
      </Alert>
      <Box>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => downloadText(resultCsv(result.rows), resultFileName)}
        >
          Download the result (CSV)
        </Button>
      </Box>
      <ImportRows rows={result.rows} label="Import result" />
    </>
  );
}
