import { type ReactNode, useState } from 'react';
import { toggledStatus, type useStatusChange } from '../lib/crud';
import { ConfirmDialog } from './confirm-dialog';
import type { CardAction } from './record-card';

/** The record whose status is toggled. */
export interface StatusTarget {
  id: number;
  status: string;
  version: number;
  /** How the user knows the record ('Lakeside - North'): named in the confirmation. */
  name: string;
}

export interface ToggleOptions {
  /**
   * Runs before the status changes (an edit dialog saves its unsaved changes): answers the record's version
   * after it, or null to stop (the save failed and the form shows why).
   */
  prepare?: () => Promise<{ version?: number } | null>;
  /** After the status changed (an edit dialog closes). */
  onDone?: () => void;
  /** Added to the confirmation. */
  note?: string;
}

interface Pending {
  target: StatusTarget;
  options: ToggleOptions;
}

/**
 * Activate / Deactivate, written once, over the entity's status mutation: Activate acts at once; Deactivate
 * first asks in a confirmation naming the record, and its toast offers Undo (useStatusChange). Render
 * `dialog` beside the button.
 */
export function useStatusToggle(statusChange: ReturnType<typeof useStatusChange>) {
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const [preparing, setPreparing] = useState(false);

  async function run({ target, options }: Pending) {
    let version: number | undefined = target.version;
    if (options.prepare) {
      setPreparing(true);
      try {
        const prepared = await options.prepare();
        if (prepared === null) return;
        version = prepared.version;
      } finally {
        setPreparing(false);
      }
    }
    await statusChange.mutateAsync({ id: target.id, status: toggledStatus(target.status), version, name: target.name });
    options.onDone?.();
  }

  function toggle(target: StatusTarget, options: ToggleOptions = {}) {
    if (toggledStatus(target.status) === 'INACTIVE') {
      setConfirming({ target, options });
      return;
    }
    run({ target, options }).catch(() => {
      // The HTTP client showed the reason (a stale version, for example); nothing changed.
    });
  }

  const dialog: ReactNode = confirming && (
    <ConfirmDialog
      open
      title={`Deactivate ${confirming.target.name}?`}
      message={[
        `${confirming.target.name} becomes inactive. You can activate it again at any time.`,
        confirming.options.note,
      ]
        .filter(Boolean)
        .join(' ')}
      confirmLabel="Deactivate"
      onConfirm={() => run(confirming)}
      onClose={() => setConfirming(null)}
    />
  );

  const isPending = statusChange.isPending || preparing;

  /** The card menu's Activate or Deactivate (for a user with DELETE but no UPDATE, who has no edit dialog). */
  const action = (target: StatusTarget): CardAction => ({
    label: toggledStatus(target.status) === 'ACTIVE' ? 'Activate' : 'Deactivate',
    disabled: isPending,
    onClick: () => toggle(target),
  });

  return { toggle, action, dialog, isPending };
}
