import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Hero } from './hero';

const HomeSections = lazy(() => import('./home-sections').then((m) => ({ default: m.HomeSections })));

/** The landing page at /: the hero, then what the platform does, how it works, the token and a closing call. */
export function HomeScreen() {
  return (
    <>
      <Hero />
      <BelowTheFold />
    </>
  );
}

/** What makes a visitor head below the hero: any scroll, key or touch. */
const FIRST_MOVES = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchstart'] as const;

/**
 * The sections under the hero, with the feature list they read, load when a person heads for them: the
 * place they take comes near the screen, or the person first scrolls, presses a key or touches the page.
 * The hero fills the first screen on a desktop and a phone, so the first view of `/` needs none of them
 * (`bench/first-view-bytes.ts`, capped in `e2e/shell.e2e.ts`). Without IntersectionObserver (jsdom, old
 * browsers) they load at once; the place they take is held meanwhile so the page does not jump.
 */
function BelowTheFold() {
  const place = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
      // The hero fills the first screen (less the 4rem header): the sections start at its bottom edge,
      // which an observer counts as meeting it. One pixel less of screen leaves them for the first move.
      rootMargin: '0px 0px -1px 0px',
    });
    if (place.current) observer.observe(place.current);
    for (const move of FIRST_MOVES) window.addEventListener(move, want, { once: true, passive: true });
    return () => {
      observer.disconnect();
      for (const move of FIRST_MOVES) window.removeEventListener(move, want);
    };
  }, [wanted]);
  const held = <div ref={place} className="min-h-screen" aria-busy={wanted} />;
  if (!wanted) return held;
  return (
    <Suspense fallback={held}>
      <HomeSections />
    </Suspense>
  );
}
