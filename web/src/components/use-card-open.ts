import { type MouseEvent, type PointerEvent, useEffect, useRef } from 'react';

/**
 * How long a click waits before it opens the card: a second click within it (a double click selecting a
 * word) cancels the opening.
 */
const DOUBLE_CLICK_MS = 300;
/** A pointer that moved further than this between press and release was dragging (selecting text). */
const DRAG_DISTANCE_PX = 5;

/** Controls inside a card act for themselves; the card's own link or button (data-card-open) goes through it. */
const OWN_CONTROLS =
  'button:not([data-card-open]), a:not([data-card-open]), input, select, textarea, label, [role="menuitem"]';

const hasSelectedText = () => (window.getSelection()?.toString() ?? '') !== '';

/**
 * Handlers for a card that opens its record on a plain click (only when no text is selected).
 * Text on the card stays selectable: a drag, a double or triple click and a click while text is selected
 * do not open it. A keyboard activation of the card's link opens it at once.
 */
export function useCardOpen(open: (() => void) | undefined) {
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!open) return {};

  return {
    onPointerDown: (event: PointerEvent) => {
      pressedAt.current = { x: event.clientX, y: event.clientY };
    },
    onClick: (event: MouseEvent) => {
      clearTimeout(timer.current);
      const target = event.target as Element;
      // Menus and dialogs opened from the card are portals: their clicks reach the card through React only.
      if (!event.currentTarget.contains(target) || target.closest(OWN_CONTROLS)) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      // detail 0: the card's link or button was activated from the keyboard.
      if (event.detail === 0) {
        open();
        return;
      }
      const start = pressedAt.current;
      const moved = start !== null && Math.hypot(event.clientX - start.x, event.clientY - start.y) > DRAG_DISTANCE_PX;
      if (event.detail > 1 || moved || hasSelectedText()) return;
      timer.current = setTimeout(() => {
        if (!hasSelectedText()) open();
      }, DOUBLE_CLICK_MS);
    },
  };
}

/**
 * The props of the link that names a card (its title): a real link for the keyboard, screen readers and
 * opening in a new tab, whose plain clicks go through the card (useCardOpen) and whose text can be selected.
 */
export function cardLinkProps(href: string) {
  return {
    href,
    'data-card-open': true,
    draggable: false,
    onClick: (event: MouseEvent) => {
      if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) {
        event.preventDefault();
      }
    },
  };
}
