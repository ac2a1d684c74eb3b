import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'aiz-scroll-positions';
/** Where each history entry was scrolled to, by location key; kept for a reload within the tab. */
const positions = new Map<string, number>();
let loaded = false;

function loadPositions() {
  if (loaded) return;
  loaded = true;
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof saved === 'object' && saved !== null)
      for (const [key, y] of Object.entries(saved)) if (typeof y === 'number') positions.set(key, y);
  } catch {
    // Nothing saved, or storage unavailable: every page starts at the top.
  }
}

function savePositions() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // Storage full or unavailable: positions are kept for this document only.
  }
}

/**
 * What the data router's <ScrollRestoration> did: a new page starts at the top (or at its #hash), and Back
 * and Forward return to where that page was scrolled. The position is recorded while the page scrolls, so it
 * is the page's own and not the next page's clamped one.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', savePositions);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('pagehide', savePositions);
    };
  }, []);

  useLayoutEffect(() => {
    loadPositions();
    const { key, hash } = location;
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
    const record = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [location, navigationType]);

  return null;
}
