import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { iconModulesOf } from './landing-icons.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

describe('the landing page icons', () => {
  it("are the lucide modules of the icons the landing page's files import, and no others", () => {
    const icons = [
      ...iconModulesOf(here('../src/pages/home.tsx'), here('../src/features/home'), here('../src')),
    ].map((file) => file.split('/').pop());
    expect(icons.length).toBeGreaterThan(5);
    expect(icons.every((name) => name?.endsWith('.mjs'))).toBe(true);
    // The hero's call to action; the welcome dialog's icons (another feature) are not the landing page's.
    expect(icons).toContain('arrow-right.mjs');
    expect(icons).not.toContain('x.mjs');
  });
});
