/**
 * Finding a step's element and placing the tour card beside it. Pure apart from the DOM query, which
 * takes the document and a visibility test so tests can drive it.
 */

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

function isRendered(el: Element): boolean {
  if (typeof el.checkVisibility === 'function') return el.checkVisibility({ visibilityProperty: true });
  return el.getClientRects().length > 0;
}

/**
 * The first visible element matching `selector` (a selector list) in document order, or null: no
 * match, only hidden matches (e.g. desktop nav links on a phone), or an invalid selector.
 */
export function findTourTarget(
  selector: string,
  root: ParentNode = document,
  isVisible: (el: Element) => boolean = isRendered,
): Element | null {
  let matches: NodeListOf<Element>;
  try {
    matches = root.querySelectorAll(selector);
  } catch {
    return null;
  }
  for (const el of matches) if (isVisible(el)) return el;
  return null;
}

/** Below this width the card is a sheet along the top or bottom edge. */
export const SHEET_BELOW_PX = 640;

export type CardPlacement =
  | { mode: 'centered' }
  | { mode: 'sheet'; edge: 'top' | 'bottom' }
  | { mode: 'anchored'; top: number; left: number };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Where the card goes: centred without a target; on narrow screens a sheet on the edge away from the
 * target; otherwise below the target, else above it, kept inside the viewport.
 */
export function placeCard(
  target: Box | null,
  viewport: Size,
  card: Size,
  gap = 12,
  margin = 12,
): CardPlacement {
  if (viewport.width < SHEET_BELOW_PX) {
    const targetInLowerHalf = target !== null && target.top + target.height / 2 > viewport.height / 2;
    return { mode: 'sheet', edge: targetInLowerHalf ? 'top' : 'bottom' };
  }
  if (!target) return { mode: 'centered' };
  const below = target.top + target.height + gap;
  const above = target.top - gap - card.height;
  let top: number;
  if (below + card.height <= viewport.height - margin) top = below;
  else if (above >= margin) top = above;
  else top = clamp(viewport.height - card.height - margin, margin, viewport.height);
  const left = clamp(
    target.left + target.width / 2 - card.width / 2,
    margin,
    viewport.width - card.width - margin,
  );
  return { mode: 'anchored', top: Math.round(top), left: Math.round(left) };
}

/** The highlight ring around a target, padded and kept on screen. */
export function spotlightBox(target: Box, padding = 6): Box {
  return {
    top: target.top - padding,
    left: target.left - padding,
    width: target.width + padding * 2,
    height: target.height + padding * 2,
  };
}

export function sameBox(a: Box | null, b: Box | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    Math.abs(a.top - b.top) < 0.5 &&
    Math.abs(a.left - b.left) < 0.5 &&
    Math.abs(a.width - b.width) < 0.5 &&
    Math.abs(a.height - b.height) < 0.5
  );
}
