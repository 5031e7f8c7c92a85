import Button from '@mui/material/Button';
import type { EntityName } from '@school/contract/access';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { type StatusPath, useStatusChange } from '../lib/crud';
import { applyServerErrors } from '../lib/form-errors';
import { usePrivileges, useRoleRule } from '../lib/privileges';
import { FormDialog } from './form-dialog';
import { useStatusToggle } from './status-toggle';

export interface EntityDialogProps<T extends FieldValues> {
  open: boolean;
  onClose: () => void;
  title: string;
  entity: EntityName;
  form: UseFormReturn<T>;
  /** Every field of the form, so the server's field errors land beside them. */
  fields: readonly Path<T>[];
  /** Saves the values (the caller's mutation, answering the saved record); the dialog closes when it resolves. */
  onSave: (values: T) => Promise<unknown>;
  /** The record being edited; absent when adding. */
  record?: { id: number; status: string; version: number };
  /** How the user knows the record, named when it is deactivated. */
  recordName?: string;
  /** The API path of the entity, for Activate/Deactivate. */
  statusPath?: StatusPath;
  /** Other query keys an Activate/Deactivate changes (a section's status changes its class's counts). */
  statusAlsoInvalidate?: string[];
  /** Why this record cannot be changed here at all: shown read-only with this note, without Activate/Deactivate. */
  lockedReason?: string;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** The version of a saved record as the server answered it, when it did. */
const versionOf = (saved: unknown) =>
  typeof saved === 'object' && saved !== null && typeof (saved as { version?: unknown }).version === 'number'
    ? (saved as { version: number }).version
    : undefined;

/**
 * The generic add/edit dialog: Cancel and Save, Activate/Deactivate with DELETE, full-screen
 * on small screens, read-only for a COMPLETED record unless the user is a (System) Administrator, and
 * without UPDATE when editing. A failed save keeps what was typed and shows the server's field errors;
 * Save is disabled while saving, so a double click saves once. No work is lost: closing with unsaved
 * changes asks first, and Activate/Deactivate saves them before changing the status.
 */
export function EntityDialog<T extends FieldValues>(props: EntityDialogProps<T>) {
  const { open, onClose, title, entity, form, fields, onSave, record, statusPath, maxWidth = 'sm' } = props;
  const { can } = usePrivileges();
  const mayEditCompleted = useRoleRule('editCompletedRecord');
  const statusToggle = useStatusToggle(useStatusChange(statusPath, props.statusAlsoInvalidate));
  const locked = props.lockedReason !== undefined;
  const readOnly =
    locked || (record !== undefined && !can(entity, 'UPDATE')) || (record?.status === 'COMPLETED' && !mayEditCompleted);
  const { isSubmitting, isDirty } = form.formState;
  const unsaved = isDirty && !readOnly;
  const serverError = form.formState.errors.root?.server?.message;
  // The fields are disabled while saving, so focus moves to the first rejected field once saving ends.
  const [fieldToFocus, setFieldToFocus] = useState<Path<T> | undefined>();
  const { setFocus } = form;
  useEffect(() => {
    if (isSubmitting || fieldToFocus === undefined) return;
    setFocus(fieldToFocus);
    setFieldToFocus(undefined);
  }, [isSubmitting, fieldToFocus, setFocus]);

  /** Validates and saves; answers the saved record, or null when the form shows why it was not saved. */
  async function save(): Promise<{ saved: unknown } | null> {
    let result: { saved: unknown } | null = null;
    await form.handleSubmit(async (values) => {
      try {
        result = { saved: await onSave(values) };
      } catch (error) {
        setFieldToFocus(applyServerErrors(error, form.setError, fields));
      }
    })();
    return result;
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (await save()) onClose();
  }

  function handleToggle() {
    if (!record) return;
    statusToggle.toggle(
      { ...record, name: props.recordName ?? title },
      {
        // Unsaved changes are saved first, then the status changes on the version that save answered.
        prepare: unsaved
          ? async () => {
              const result = await save();
              return result && { version: versionOf(result.saved) };
            }
          : undefined,
        note: unsaved ? 'Your unsaved changes are saved first.' : undefined,
        onDone: onClose,
      },
    );
  }

  const busy = isSubmitting || statusToggle.isPending;
  const showToggle = record && statusPath && !locked && record.status !== 'COMPLETED' && can(entity, 'DELETE');
  const notice =
    props.lockedReason ??
    (record?.status === 'COMPLETED'
      ? 'This record is completed and read-only.'
      : 'You may view this record but not change it.');
  return (
    <FormDialog
      open={open}
      title={title}
      maxWidth={maxWidth}
      onClose={onClose}
      onSubmit={handleSubmit}
      busy={busy}
      saving={isSubmitting}
      dirty={unsaved}
      readOnlyNote={readOnly ? notice : undefined}
      serverError={serverError}
      startAction={
        showToggle && (
          <Button
            color={record.status === 'ACTIVE' ? 'error' : 'success'}
            onClick={handleToggle}
            disabled={busy}
            sx={{ mr: 'auto' }}
          >
            {record.status === 'ACTIVE' ? 'Deactivate' : 'Activate'}
          </Button>
        )
      }
      nested={statusToggle.dialog}
    >
      {props.children}
    </FormDialog>
  );
}

/** A record a dialog edits: what Activate/Deactivate and the read-only rules read. */
type DialogRecord = NonNullable<EntityDialogProps<FieldValues>['record']>;

/** What a feature's dialog says of its kind of record, declared once beside the feature. */
export interface RecordDialogKind<R extends DialogRecord = DialogRecord> {
  entity: EntityName;
  /** The dialog's title when adding a record and when editing one. */
  titles: { add: string; edit: string };
  /** How the user knows a record, named when it is deactivated (the title otherwise). */
  nameOf?: (record: R) => string | undefined;
  statusPath?: StatusPath;
  statusAlsoInvalidate?: string[];
  maxWidth?: EntityDialogProps<FieldValues>['maxWidth'];
}

type KindProps =
  | 'open'
  | 'title'
  | 'entity'
  | 'record'
  | 'recordName'
  | 'statusPath'
  | 'statusAlsoInvalidate'
  | 'maxWidth';

export type RecordDialogProps<T extends FieldValues, R extends DialogRecord> = Omit<EntityDialogProps<T>, KindProps> & {
  kind: RecordDialogKind<R>;
  /** The record being edited; absent when adding. */
  record?: R;
  /** Open unless the caller keeps the dialog mounted while closed. */
  open?: boolean;
};

/** The add/edit dialog of one kind of record: its title, name, entity and status path come from the kind. */
export function RecordDialog<T extends FieldValues, R extends DialogRecord>(props: RecordDialogProps<T, R>) {
  const { kind, record, open = true, ...rest } = props;
  return (
    <EntityDialog
      {...rest}
      open={open}
      title={record ? kind.titles.edit : kind.titles.add}
      entity={kind.entity}
      record={record}
      recordName={record && kind.nameOf?.(record)}
      statusPath={kind.statusPath}
      statusAlsoInvalidate={kind.statusAlsoInvalidate}
      maxWidth={kind.maxWidth}
    />
  );
}
