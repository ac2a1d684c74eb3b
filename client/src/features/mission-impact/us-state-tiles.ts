/**
 * The tile-grid map of the United States: each state and DC one square in an 11 × 8 grid, placed near where it
 * is (the layout newsrooms use for state figures, since a square each keeps small states readable).
 */
export interface StateTile {
  code: string;
  name: string;
  row: number;
  col: number;
}

const LAYOUT: readonly (readonly [string, string, number, number])[] = [
  ['AK', 'Alaska', 0, 0],
  ['ME', 'Maine', 0, 10],
  ['WI', 'Wisconsin', 1, 5],
  ['VT', 'Vermont', 1, 9],
  ['NH', 'New Hampshire', 1, 10],
  ['WA', 'Washington', 2, 0],
  ['ID', 'Idaho', 2, 1],
  ['MT', 'Montana', 2, 2],
  ['ND', 'North Dakota', 2, 3],
  ['MN', 'Minnesota', 2, 4],
  ['IL', 'Illinois', 2, 5],
  ['MI', 'Michigan', 2, 6],
  ['NY', 'New York', 2, 8],
  ['MA', 'Massachusetts', 2, 9],
  ['OR', 'Oregon', 3, 0],
  ['NV', 'Nevada', 3, 1],
  ['WY', 'Wyoming', 3, 2],
  ['SD', 'South Dakota', 3, 3],
  ['IA', 'Iowa', 3, 4],
  ['IN', 'Indiana', 3, 5],
  ['OH', 'Ohio', 3, 6],
  ['PA', 'Pennsylvania', 3, 7],
  ['NJ', 'New Jersey', 3, 8],
  ['CT', 'Connecticut', 3, 9],
  ['RI', 'Rhode Island', 3, 10],
  ['CA', 'California', 4, 0],
  ['UT', 'Utah', 4, 1],
  ['CO', 'Colorado', 4, 2],
  ['NE', 'Nebraska', 4, 3],
  ['MO', 'Missouri', 4, 4],
  ['KY', 'Kentucky', 4, 5],
  ['WV', 'West Virginia', 4, 6],
  ['VA', 'Virginia', 4, 7],
  ['MD', 'Maryland', 4, 8],
  ['DE', 'Delaware', 4, 9],
  ['AZ', 'Arizona', 5, 1],
  ['NM', 'New Mexico', 5, 2],
  ['KS', 'Kansas', 5, 3],
  ['AR', 'Arkansas', 5, 4],
  ['TN', 'Tennessee', 5, 5],
  ['NC', 'North Carolina', 5, 6],
  ['SC', 'South Carolina', 5, 7],
  ['DC', 'District of Columbia', 5, 8],
  ['OK', 'Oklahoma', 6, 3],
  ['LA', 'Louisiana', 6, 4],
  ['MS', 'Mississippi', 6, 5],
  ['AL', 'Alabama', 6, 6],
  ['GA', 'Georgia', 6, 7],
  ['HI', 'Hawaii', 7, 0],
  ['TX', 'Texas', 7, 3],
  ['FL', 'Florida', 7, 8],
];

export const STATE_TILES: readonly StateTile[] = LAYOUT.map(([code, name, row, col]) => ({
  code,
  name,
  row,
  col,
}));
export const TILE_COLUMNS = 11;
export const TILE_ROWS = 8;

export const stateName = (code: string) => STATE_TILES.find((t) => t.code === code)?.name ?? code;

/** Four shades from the smallest to the largest kW installed (0 kW has none). */
export const KW_BANDS = 4;

/** Which band (1 … 4) a state's kW falls in, of the largest state's; 0 for none. */
export function kwBand(kw: number, maxKw: number): number {
  if (kw <= 0 || maxKw <= 0) return 0;
  return Math.min(KW_BANDS, Math.max(1, Math.ceil((kw / maxKw) * KW_BANDS)));
}

export type TileDirection = 'left' | 'right' | 'up' | 'down';

/** The tile an arrow key moves to from `code`: the nearest in that direction (rows: the closest column); itself at an edge. */
export function neighbourTile(code: string, direction: TileDirection): string {
  const from = STATE_TILES.find((t) => t.code === code);
  if (!from) return code;
  const candidates = STATE_TILES.filter((t) =>
    direction === 'left'
      ? t.row === from.row && t.col < from.col
      : direction === 'right'
        ? t.row === from.row && t.col > from.col
        : direction === 'up'
          ? t.row < from.row
          : t.row > from.row,
  );
  const distance = (t: StateTile) =>
    direction === 'left' || direction === 'right'
      ? Math.abs(t.col - from.col)
      : Math.abs(t.row - from.row) * 100 + Math.abs(t.col - from.col);
  const best = candidates.sort((a, b) => distance(a) - distance(b))[0];
  return best?.code ?? code;
}
