import { describe, expect, it } from 'vitest';
import { kwBand, STATE_TILES, TILE_COLUMNS, TILE_ROWS } from './us-state-tiles';

describe('the state tile grid', () => {
  it('has the 50 states and DC, each once, on distinct squares inside the grid', () => {
    expect(STATE_TILES).toHaveLength(51);
    expect(new Set(STATE_TILES.map((t) => t.code)).size).toBe(51);
    expect(new Set(STATE_TILES.map((t) => `${t.row}:${t.col}`)).size).toBe(51);
    for (const t of STATE_TILES) {
      expect(t.col).toBeLessThan(TILE_COLUMNS);
      expect(t.row).toBeLessThan(TILE_ROWS);
    }
  });

  it('bands kW in quarters of the largest state', () => {
    expect(kwBand(0, 10)).toBe(0);
    expect(kwBand(0.1, 10)).toBe(1);
    expect(kwBand(2.5, 10)).toBe(1);
    expect(kwBand(2.6, 10)).toBe(2);
    expect(kwBand(10, 10)).toBe(4);
  });
});

describe('moving between tiles with the arrow keys', () => {
  it('goes to the nearest tile that way, and stays at an edge', async () => {
    const { neighbourTile } = await import('./us-state-tiles');
    expect(neighbourTile('AZ', 'right')).toBe('NM');
    expect(neighbourTile('AZ', 'left')).toBe('AZ');
    expect(neighbourTile('AZ', 'up')).toBe('UT');
    expect(neighbourTile('TX', 'up')).toBe('OK');
    expect(neighbourTile('WI', 'left')).toBe('WI');
    expect(neighbourTile('ME', 'down')).toBe('NH');
    expect(neighbourTile('FL', 'down')).toBe('FL');
  });
});
