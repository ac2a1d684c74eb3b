import { useEffect, useState } from 'react';
import { type Box, findTourTarget, sameBox } from './tour-target';

/** How long a step waits for its element (a lazy page may still be loading) before showing centred. */
export const TARGET_WAIT_MS = 1200;
const REMEASURE_MS = 250;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The on-screen box of the step's element, kept current while the page scrolls, resizes or renders.
 * The element is scrolled into view once per step. Until it is found (or TARGET_WAIT_MS passes) the
 * previous box is kept, so the card glides from step to step instead of jumping to the centre.
 */
export function useTourTarget(selector: string, stepKey: string, searching: boolean): Box | null {
  const [box, setBox] = useState<Box | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: stepKey restarts the search (and the one scroll) for each step, even with the same selector
  useEffect(() => {
    if (!searching) {
      setBox(null);
      return;
    }
    const started = performance.now();
    let scrolled = false;
    let frame = 0;
    const measure = () => {
      const el = findTourTarget(selector);
      if (!el) {
        if (performance.now() - started >= TARGET_WAIT_MS) setBox((b) => (b === null ? b : null));
        return;
      }
      if (!scrolled) {
        scrolled = true;
        el.scrollIntoView({
          block: 'center',
          inline: 'nearest',
          behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        });
      }
      const r = el.getBoundingClientRect();
      const next = { top: r.top, left: r.left, width: r.width, height: r.height };
      setBox((b) => (sameBox(b, next) ? b : next));
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    const timer = setInterval(measure, REMEASURE_MS);
    window.addEventListener('scroll', schedule, true);
    window.addEventListener('resize', schedule);
    return () => {
      clearInterval(timer);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, true);
      window.removeEventListener('resize', schedule);
    };
  }, [selector, stepKey, searching]);

  return box;
}
