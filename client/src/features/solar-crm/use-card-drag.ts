/**
 * Dragging a card with a pointer, without a library: after a few pixels of movement the card is "lifted", a
 * ghost follows the pointer (moved by style, not by React state, so a drag re-renders nothing per frame),
 * and the column under the pointer is tracked; release over a column drops the card there. Only two renders
 * happen per column crossed: the column left and the column entered.
 */
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';

const LIFT_PX = 6;

export interface CardDrag {
  dealId: string;
  fromStageId: string;
  overStageId: string | null;
}

function stageAt(x: number, y: number): string | null {
  const element = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(x, y) : null;
  return element?.closest<HTMLElement>('[data-stage-id]')?.dataset.stageId ?? null;
}

export function useCardDrag(onDrop: (dealId: string, stageId: string) => void) {
  const [drag, setDrag] = useState<CardDrag | null>(null);
  const ghostRef = useRef<HTMLDivElement>(null);
  const dropRef = useRef(onDrop);
  const cleanupRef = useRef<(() => void) | null>(null);
  useEffect(() => {
    dropRef.current = onDrop;
  }, [onDrop]);
  useEffect(() => () => cleanupRef.current?.(), []);

  const start = useCallback((event: PointerEvent<HTMLElement>, dealId: string) => {
    if (event.button !== 0) return;
    const target = event.target as HTMLElement;
    // Touch and pen drag from the grip only, so a finger on a card still scrolls the board.
    if (event.pointerType !== 'mouse' && !target.closest('[data-drag-handle]')) return;
    if (target.closest('button') && !target.closest('[data-card-button]')) return;
    const fromStageId = event.currentTarget.closest<HTMLElement>('[data-stage-id]')?.dataset.stageId;
    if (!fromStageId) return;
    const startX = event.clientX;
    const startY = event.clientY;
    let lifted = false;
    let over: string | null = null;

    const move = (e: globalThis.PointerEvent) => {
      if (!lifted) {
        if (Math.hypot(e.clientX - startX, e.clientY - startY) < LIFT_PX) return;
        lifted = true;
        setDrag({ dealId, fromStageId, overStageId: null });
      }
      e.preventDefault();
      const ghost = ghostRef.current;
      if (ghost) ghost.style.transform = `translate(${e.clientX + 8}px, ${e.clientY + 8}px)`;
      const now = stageAt(e.clientX, e.clientY);
      if (now !== over) {
        over = now;
        setDrag((d) => (d ? { ...d, overStageId: now } : d));
      }
    };
    const swallowClick = (e: MouseEvent) => {
      e.stopPropagation();
      e.preventDefault();
    };
    const end = (e: globalThis.PointerEvent) => {
      cleanup();
      if (!lifted) return;
      // The release would click the card: this one is a drop, not an open.
      window.addEventListener('click', swallowClick, { capture: true, once: true });
      setTimeout(() => window.removeEventListener('click', swallowClick, { capture: true }), 0);
      setDrag(null);
      const target = e.type === 'pointerup' ? (stageAt(e.clientX, e.clientY) ?? over) : null;
      if (target && target !== fromStageId) dropRef.current(dealId, target);
    };
    const cancelOnEscape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      cleanup();
      setDrag(null);
    };
    function cleanup() {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      window.removeEventListener('keydown', cancelOnEscape);
      cleanupRef.current = null;
    }
    cleanupRef.current?.();
    cleanupRef.current = cleanup;
    window.addEventListener('pointermove', move, { passive: false });
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    window.addEventListener('keydown', cancelOnEscape);
  }, []);

  return { drag, start, ghostRef };
}
