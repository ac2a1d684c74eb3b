import { describe, expect, it } from 'vitest';
import { isNavLinkActive } from './is-nav-link-active';

describe('isNavLinkActive', () => {
  it('makes Home active on / only', () => {
    expect(isNavLinkActive('/', '/')).toBe(true);
    expect(isNavLinkActive('/marketplace', '/')).toBe(false);
  });

  it('is active when the path equals the link', () => {
    expect(isNavLinkActive('/marketplace', '/marketplace')).toBe(true);
  });

  it('is active when the path starts with the link', () => {
    expect(isNavLinkActive('/community/posts/42', '/community')).toBe(true);
    expect(isNavLinkActive('/solar-ai-agent-old', '/solar-ai-agent')).toBe(true);
  });

  it('is inactive on other paths', () => {
    expect(isNavLinkActive('/mission-impact', '/marketplace')).toBe(false);
    expect(isNavLinkActive('/web3-marketplace', '/marketplace')).toBe(false);
    expect(isNavLinkActive('/', '/community')).toBe(false);
  });
});
