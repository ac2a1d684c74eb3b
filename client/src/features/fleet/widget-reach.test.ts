import { DEFAULT_WIDGET_OPTIONS } from '@common/schemas/deployments';
import { describe, expect, it } from 'vitest';
import { embedNote, reachLabel, widgetReach } from './widget-reach';

const widget = (allowedOrigins: string[]) => ({ ...DEFAULT_WIDGET_OPTIONS, allowedOrigins });

describe('widgetReach', () => {
  it('is any site while no site is listed (the default) or * is, else the listed sites', () => {
    expect(widgetReach({ surfaces: ['rest', 'widget'], widget: DEFAULT_WIDGET_OPTIONS })).toEqual({
      kind: 'any',
    });
    expect(widgetReach({ surfaces: ['widget'], widget: widget(['*']) })).toEqual({ kind: 'any' });
    expect(widgetReach({ surfaces: ['widget'], widget: widget(['https://shop.example.com']) })).toEqual({
      kind: 'sites',
      sites: ['https://shop.example.com'],
    });
    expect(widgetReach({ surfaces: ['rest'], widget: DEFAULT_WIDGET_OPTIONS })).toEqual({ kind: 'off' });
  });

  it('says it in plain words', () => {
    expect(embedNote({ kind: 'any' })).toMatch(/^Works on any site until you list allowed sites/);
    expect(embedNote({ kind: 'any' })).toContain('free to visitors and limited to 20 a minute each, 300 for');
    expect(embedNote({ kind: 'sites', sites: ['https://a.example', 'http://localhost:3000'] })).toMatch(
      /^Loads only on https:\/\/a\.example, http:\/\/localhost:3000\. Other sites show/,
    );
    expect(embedNote({ kind: 'off' })).toContain('loads nowhere');
    expect(reachLabel({ kind: 'any' })).toBe('Widget on any site');
    expect(reachLabel({ kind: 'sites', sites: ['https://shop.example.com:8443'] })).toBe(
      'Widget only on shop.example.com:8443',
    );
    expect(reachLabel({ kind: 'sites', sites: ['https://a.example', 'https://b.example'] })).toBe(
      'Widget on 2 sites',
    );
  });
});
