import { describe, expect, it } from 'vitest';
import { findTourTarget, placeCard, sameBox } from './tour-target';

describe('findTourTarget', () => {
  const page = () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <header><a data-tour="nav-marketplace" class="hidden">Marketplace</a></header>
      <main><h1>Marketplace</h1></main>`;
    return root;
  };
  const visibleUnlessHidden = (el: Element) => !el.classList.contains('hidden');

  it('takes the first visible match of a selector list, in document order', () => {
    const root = page();
    const target = '[data-tour="nav-marketplace"], main h1';
    expect(findTourTarget(target, root, () => true)?.tagName).toBe('A');
    // The nav link is hidden (a phone): the page heading is next.
    expect(findTourTarget(target, root, visibleUnlessHidden)?.tagName).toBe('H1');
  });

  it('is null when nothing visible matches or the selector is invalid', () => {
    const root = page();
    expect(findTourTarget('[data-tour="help-menu"]', root, () => true)).toBeNull();
    expect(findTourTarget('[data-tour="nav-marketplace"]', root, visibleUnlessHidden)).toBeNull();
    expect(findTourTarget('main >>> h1', root, () => true)).toBeNull();
  });
});

describe('placeCard', () => {
  const desktop = { width: 1280, height: 800 };
  const card = { width: 360, height: 280 };

  it('centres the card without a target', () => {
    expect(placeCard(null, desktop, card)).toEqual({ mode: 'centered' });
  });

  it('puts the card below the target, centred on it and inside the viewport', () => {
    expect(placeCard({ top: 16, left: 500, width: 100, height: 32 }, desktop, card)).toEqual({
      mode: 'anchored',
      top: 60,
      left: 370,
    });
    // Near the right edge: kept 12 px inside.
    const right = placeCard({ top: 16, left: 1220, width: 40, height: 32 }, desktop, card);
    expect(right).toEqual({ mode: 'anchored', top: 60, left: 1280 - 360 - 12 });
  });

  it('puts the card above a target near the bottom, and on screen when neither fits', () => {
    expect(placeCard({ top: 700, left: 100, width: 200, height: 40 }, desktop, card)).toMatchObject({
      top: 700 - 12 - 280,
    });
    const tall = placeCard({ top: 100, left: 100, width: 200, height: 600 }, desktop, card);
    expect(tall).toMatchObject({ mode: 'anchored', top: 800 - 280 - 12 });
  });

  it('uses a sheet on phones, on the edge away from the target', () => {
    const phone = { width: 375, height: 740 };
    expect(placeCard(null, phone, card)).toEqual({ mode: 'sheet', edge: 'bottom' });
    expect(placeCard({ top: 80, left: 0, width: 300, height: 40 }, phone, card)).toEqual({
      mode: 'sheet',
      edge: 'bottom',
    });
    expect(placeCard({ top: 600, left: 0, width: 300, height: 40 }, phone, card)).toEqual({
      mode: 'sheet',
      edge: 'top',
    });
  });
});

describe('sameBox', () => {
  it('ignores sub-pixel jitter', () => {
    const a = { top: 1, left: 2, width: 3, height: 4 };
    expect(sameBox(a, { ...a, top: 1.2 })).toBe(true);
    expect(sameBox(a, { ...a, top: 2 })).toBe(false);
    expect(sameBox(null, null)).toBe(true);
    expect(sameBox(a, null)).toBe(false);
  });
});
