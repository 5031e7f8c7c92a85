import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { EntityName } from '@school/contract/access';
import { type ReactNode, useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useStatusChange, toggledStatus } from '../lib/crud';
import { applyServerErrors } from '../lib/form-errors';
import { usePrivileges, useRoleRule } from '../lib/privileges';
import { ResponsiveDialog } from './responsive-dialog';

export interface EntityDialogProps<T extends FieldValues> {
  open: boolean;
  onClose: () => void;
  title: string;
  entity: EntityName;
  form: UseFormReturn<T>;
  /** Every field of the form, so the server's field errors land beside them. */
  fields: readonly Path<T>[];
  /** Saves the values (the caller's mutation); the dialog closes when it resolves. */
  onSave: (values: T) => Promise<unknown>;
  /** The record being edited; absent when adding. */
  record?: { id: number; status: string; version: number };
  /** The API path of the entity, for Activate/Deactivate. */
  statusPath?: string;
  /** Other query keys an Activate/Deactivate changes (a section's status changes its class's counts). */
  statusAlsoInvalidate?: string[];
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/**
 * The generic add/edit dialog of spec 000: Cancel and Save, Activate/Deactivate with DELETE, full-screen
 * on small screens, read-only for a COMPLETED record unless the user is a (System) Administrator, and
 * without UPDATE when editing. A failed save keeps what was typed and shows the server's field errors;
 * Save is disabled while saving, so a double click saves once.
 */
export function EntityDialog<T extends FieldValues>(props: EntityDialogProps<T>) {
  const { open, onClose, title, entity, form, fields, onSave, record, statusPath, maxWidth = 'sm' } = props;
  const { can } = usePrivileges();
  const mayEditCompleted = useRoleRule('editCompletedRecord');
  const statusChange = useStatusChange(statusPath ?? '', props.statusAlsoInvalidate);
  const readOnly =
    (record !== undefined && !can(entity, 'UPDATE')) || (record?.status === 'COMPLETED' && !mayEditCompleted);
  const { isSubmitting } = form.formState;
  const serverError = form.formState.errors.root?.server?.message;
  // The fields are disabled while saving, so focus moves to the first rejected field once saving ends.
  const [fieldToFocus, setFieldToFocus] = useState<Path<T> | undefined>();
  const { setFocus } = form;
  useEffect(() => {
    if (isSubmitting || fieldToFocus === undefined) return;
    setFocus(fieldToFocus);
    setFieldToFocus(undefined);
  }, [isSubmitting, fieldToFocus, setFocus]);

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      setFieldToFocus(applyServerErrors(error, form.setError, fields));
    }
  });

  async function handleToggle() {
    if (!record || !statusPath) return;
    try {
      await statusChange.mutateAsync({ id: record.id, status: toggledStatus(record.status), version: record.version });
      onClose();
    } catch {
      // The HTTP client showed the reason (for example a stale version); the dialog stays open.
    }
  }

  const busy = isSubmitting || statusChange.isPending;
  const showToggle = record && statusPath && record.status !== 'COMPLETED' && can(entity, 'DELETE');
  return (
    <ResponsiveDialog open={open} onClose={busy ? undefined : onClose} title={title} maxWidth={maxWidth}>
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'contents' }}>
        <DialogContent dividers>
          {readOnly && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {record?.status === 'COMPLETED'
                ? 'This record is completed and read-only.'
                : 'You may view this record but not change it.'}
            </Alert>
          )}
          {serverError && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {serverError}
            </Alert>
          )}
          <Box
            component="fieldset"
            disabled={readOnly || busy}
            sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}
          >
            {props.children}
          </Box>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {showToggle && (
            <Button
              color={record.status === 'ACTIVE' ? 'error' : 'success'}
              onClick={handleToggle}
              disabled={busy}
              sx={{ mr: 'auto' }}
            >
              {record.status === 'ACTIVE' ? 'Deactivate' : 'Activate'}
            </Button>
          )}
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={busy}>
              {isSubmitting ? 'Saving…' : 'Save'}
            </Button>
          )}
        </DialogActions>
      </Box>
    </ResponsiveDialog>
  );
}
