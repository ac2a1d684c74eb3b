/**
 * Installed kW by state on a tile grid: one square per state and DC, shaded by kW installed (four bands of
 * the largest state's), each a focusable button whose name carries its figures; hover or focus shows them
 * under the map. A legend says what each shade means.
 */
import { countOf } from '@common/plural';
import type { MissionImpactState } from '@common/schemas/mission-impact';
import { type KeyboardEvent, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { formatKw, formatKwh, formatTonnes } from './impact-format';
import {
  KW_BANDS,
  kwBand,
  neighbourTile,
  STATE_TILES,
  stateName,
  TILE_COLUMNS,
  TILE_ROWS,
  type TileDirection,
} from './us-state-tiles';

const ARROWS: Record<string, TileDirection> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

const SHADE = ['', '25%', '50%', '75%', '100%'];
const shadeStyle = (band: number) =>
  band === 0
    ? undefined
    : { backgroundColor: `color-mix(in oklch, var(--color-sun-to) ${SHADE[band]}, var(--card))` };

function describe(name: string, row: MissionImpactState | undefined): string {
  if (!row) return `${name}: no installed projects yet`;
  return `${name}: ${formatKw(row.kwInstalled)} installed in ${countOf(row.projects, 'home')}, ${formatKwh(row.kwh)} produced, ${formatTonnes(row.co2Tonnes)} CO₂ avoided`;
}

export function StateTileMap({ states }: { states: MissionImpactState[] }) {
  const byCode = new Map(states.filter((s) => s.state).map((s) => [s.state!, s]));
  const maxKw = Math.max(0, ...states.filter((s) => s.state).map((s) => s.kwInstalled));
  const largest = states.find((s) => s.state)?.state ?? null;
  const [shown, setShown] = useState<string | null>(null);
  const current = shown ?? largest;
  const unknown = states.find((s) => s.state === null);
  const bandTop = (band: number) => (maxKw * band) / KW_BANDS;
  // One tab stop for the map (the shown state's tile); the arrow keys move between tiles.
  const tiles = useRef(new Map<string, HTMLButtonElement>());
  const focusable = current ?? 'AK';
  const onKeyDown = (event: KeyboardEvent, code: string) => {
    const direction = ARROWS[event.key];
    if (!direction) return;
    event.preventDefault();
    const next = neighbourTile(code, direction);
    setShown(next);
    tiles.current.get(next)?.focus();
  };
  return (
    <div className="flex flex-col gap-4">
      <ul
        aria-label="Installed kW by state"
        aria-describedby="state-map-keys"
        className="grid gap-1 sm:gap-1.5"
        style={{
          gridTemplateColumns: `repeat(${TILE_COLUMNS}, minmax(0, 1fr))`,
          gridTemplateRows: `repeat(${TILE_ROWS}, auto)`,
        }}
      >
        {STATE_TILES.map((tile) => {
          const row = byCode.get(tile.code);
          const band = kwBand(row?.kwInstalled ?? 0, maxKw);
          return (
            <li key={tile.code} style={{ gridRow: tile.row + 1, gridColumn: tile.col + 1 }}>
              <button
                type="button"
                ref={(node) => {
                  if (node) tiles.current.set(tile.code, node);
                  else tiles.current.delete(tile.code);
                }}
                tabIndex={tile.code === focusable ? 0 : -1}
                onKeyDown={(event) => onKeyDown(event, tile.code)}
                aria-label={describe(tile.name, row)}
                aria-pressed={current === tile.code}
                onMouseEnter={() => setShown(tile.code)}
                onFocus={() => setShown(tile.code)}
                onClick={() => setShown(tile.code)}
                style={shadeStyle(band)}
                className={cn(
                  'flex aspect-square w-full flex-col items-center justify-center rounded-sm border text-[0.6rem] leading-none outline-none transition-shadow focus-visible:ring-2 focus-visible:ring-ring sm:rounded-md sm:text-xs',
                  band === 0 ? 'border-border/60 bg-muted/40 text-muted-foreground' : 'border-transparent',
                  band >= 3 ? 'text-white' : band > 0 ? 'text-foreground' : '',
                  current === tile.code && 'ring-2 ring-foreground/70',
                )}
              >
                <span className="font-semibold">{tile.code}</span>
                {row ? (
                  <span className="mt-0.5 hidden font-normal tabular-nums sm:block">
                    {Math.round(row.kwInstalled * 10) / 10}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="min-h-5 text-sm">
        {current
          ? describe(stateName(current), byCode.get(current))
          : 'No state has an installed project yet.'}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted-foreground text-xs">
        <span className="font-medium text-foreground">kW installed</span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm border border-border/60 bg-muted/40" />
          none
        </span>
        {maxKw > 0
          ? Array.from({ length: KW_BANDS }, (_, i) => i + 1).map((band) => (
              <span key={band} className="flex items-center gap-1.5">
                <span aria-hidden="true" className="size-3 rounded-sm" style={shadeStyle(band)} />
                {band === 1 ? 'up to ' : ''}
                {band === 1
                  ? formatKw(bandTop(1))
                  : `${formatKw(bandTop(band - 1))} – ${formatKw(bandTop(band))}`}
              </span>
            ))
          : null}
        <span id="state-map-keys">Tile figures (wide screens) are kW; arrow keys move between states.</span>
      </div>
      {unknown ? (
        <p className="text-muted-foreground text-xs">
          {countOf(unknown.projects, 'project')} ({formatKw(unknown.kwInstalled)}){' '}
          {unknown.projects === 1 ? 'has' : 'have'}
          no state on record, so the map leaves them out; the totals include them.
        </p>
      ) : null}
    </div>
  );
}
