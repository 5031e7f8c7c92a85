import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { downloadText } from '../lib/crud';
import { ApiError, http } from '../lib/http';
import { notify } from '../lib/notify';
import { ResponsiveDialog } from './responsive-dialog';

const MAX_FILE_BYTES = 1024 * 1024;

export interface ImportPreview {
  rows: { line: number; values: Record<string, string>; errors: string[]; action: string }[];
  validCount: number;
  errorCount: number;
}

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  previewPath: string;
  confirmPath: string;
  templatePath: string;
  templateFileName: string;
  /** Sent with the file's text (for example the school the classes belong to). */
  extraBody?: Record<string, unknown>;
  /** Extra inputs above the file picker (a school choice); the import waits until `ready`. */
  ready?: boolean;
  children?: ReactNode;
  /** Query keys refreshed after a successful import. */
  invalidate: string[];
}

/**
 * A CSV import in two steps: the upload shows a preview with each row's errors and writes nothing;
 * confirming writes every valid row in one transaction. A failure writes nothing and says why.
 */
export function ImportDialog(props: Props) {
  const { open, onClose, title, previewPath, confirmPath, extraBody = {}, ready = true } = props;
  const client = useQueryClient();
  const fileInputId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function reset() {
    setCsv(null);
    setFileName('');
    setPreview(null);
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
    const result = await run(() => http.post<ImportPreview>(previewPath, { ...extraBody, csv: text }));
    if (result) setPreview(result);
  }

  async function handleConfirm() {
    if (csv === null) return;
    const result = await run(() => http.post<unknown>(confirmPath, { ...extraBody, csv }));
    if (result === undefined) return;
    notify.success(`Import finished: ${preview?.validCount ?? 0} row(s) written.`);
    for (const key of props.invalidate) void client.invalidateQueries({ queryKey: [key] });
    handleClose();
  }

  async function handleTemplate() {
    const text = await run(() => http.get<string>(props.templatePath));
    if (typeof text === 'string') downloadText(text, props.templateFileName);
  }

  const columns = preview?.rows[0] ? Object.keys(preview.rows[0].values) : [];
  return (
    <ResponsiveDialog open={open} onClose={handleClose} title={title} maxWidth="lg">
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
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
            <Typography component="span" sx={{ ml: 2 }}>
              {fileName}
            </Typography>
          )}
        </Box>
        {busy && <LinearProgress aria-label="Import in progress" />}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {preview && (
          <>
            <Alert severity={preview.errorCount > 0 ? 'warning' : 'success'}>
              {preview.validCount} row(s) ready to import, {preview.errorCount} row(s) with errors.
            </Alert>
            <TableContainer sx={{ maxHeight: 360 }}>
              <Table size="small" stickyHeader aria-label="Import preview">
                <TableHead>
                  <TableRow>
                    <TableCell>Line</TableCell>
                    {columns.map((column) => (
                      <TableCell key={column}>{column}</TableCell>
                    ))}
                    <TableCell>Result</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.rows.map((row) => (
                    <TableRow key={row.line} sx={row.errors.length > 0 ? { bgcolor: 'error.50' } : undefined}>
                      <TableCell>{row.line}</TableCell>
                      {columns.map((column) => (
                        <TableCell key={column}>{row.values[column]}</TableCell>
                      ))}
                      <TableCell sx={{ color: row.errors.length > 0 ? 'error.main' : 'success.main' }}>
                        {row.errors.length > 0 ? row.errors.join(' ') : row.action}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={handleClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={handleConfirm} disabled={busy || !preview || preview.validCount === 0}>
          Import {preview ? `${preview.validCount} row(s)` : ''}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
