/**
 * The roof canvas: an SVG in metres (north up) with a 1 m grid, a ruler and a scale bar; an optional aerial
 * photo under it; roof planes, setback zones (hatched), obstructions and panels. Clicks go to the tool in
 * use; panels can be dragged (one undo step a drag) or moved with the arrow keys and removed with Delete.
 */
import type { DesignDoc, PlacedPanel } from '@common/schemas/solar-designs';
import {
  findModule,
  type Point,
  panelFits,
  panelOutline,
  panelSize,
  planeFrame,
  planeKeepOut,
  rectangle,
  type SetbackZone,
} from '@common/solar/designer';
import { type KeyboardEvent, type PointerEvent, useMemo, useRef } from 'react';
import type { CanvasPalette } from './palette';

export type DesignerTool = 'select' | 'draw' | 'obstruction' | 'calibrate';

interface Props {
  doc: DesignDoc;
  zones: readonly SetbackZone[];
  palette: CanvasPalette;
  tool: DesignerTool;
  drawing: readonly Point[];
  selectedPlaneId: string | null;
  selectedPanelId: string | null;
  photoUrl: string | null;
  readOnly: boolean;
  onPoint(p: Point): void;
  onSelectPlane(id: string): void;
  onSelectPanel(id: string | null): void;
  onMovePanel(id: string, s: number, t: number, done: boolean): void;
  onRemovePanel(id: string): void;
  svgRef?: React.Ref<SVGSVGElement>;
}

const path = (pts: readonly Point[]) =>
  `${pts.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(3)} ${p.y.toFixed(3)}`).join(' ')} Z`;

function worldBox(doc: DesignDoc) {
  let maxX = 30;
  let maxY = 20;
  for (const p of doc.planes.flatMap((pl) => pl.points)) {
    maxX = Math.max(maxX, Math.ceil(p.x + 2));
    maxY = Math.max(maxY, Math.ceil(p.y + 2));
  }
  if (doc.photo) {
    maxX = Math.max(maxX, Math.ceil(doc.photo.widthPx * doc.photo.metresPerPixel));
    maxY = Math.max(maxY, Math.ceil(doc.photo.heightPx * doc.photo.metresPerPixel));
  }
  return { w: Math.min(maxX, 400), h: Math.min(maxY, 400) };
}

export function DesignerCanvas(props: Props) {
  const { doc, palette, zones } = props;
  const box = worldBox(doc);
  const ref = useRef<SVGSVGElement | null>(null);
  const drag = useRef<{ id: string; start: Point; s: number; t: number } | null>(null);
  const module = findModule(doc.moduleId);
  const planesById = useMemo(() => new Map(doc.planes.map((p) => [p.id, p])), [doc.planes]);
  const keepOuts = useMemo(
    () =>
      new Map(
        doc.planes.map((p) => [
          p.id,
          planeKeepOut(
            p,
            zones.filter((z) => z.planeId === p.id).map((z) => z.sloped),
            doc.obstructions,
          ),
        ]),
      ),
    [doc.planes, doc.obstructions, zones],
  );

  const toWorld = (e: { clientX: number; clientY: number }): Point | null => {
    const svg = ref.current;
    const ctm = svg?.getScreenCTM?.();
    if (!svg || !ctm) return null;
    const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    return { x: Math.round(pt.x * 100) / 100, y: Math.round(pt.y * 100) / 100 };
  };

  const onBackground = (e: PointerEvent<SVGSVGElement>) => {
    if (props.readOnly || props.tool === 'select') return;
    const p = toWorld(e);
    if (p) props.onPoint(p);
  };

  const startDrag = (e: PointerEvent, panel: PlacedPanel) => {
    props.onSelectPanel(panel.id);
    if (props.readOnly || props.tool !== 'select') return;
    const p = toWorld(e);
    if (!p) return;
    e.stopPropagation();
    (e.target as Element).setPointerCapture?.(e.pointerId);
    drag.current = { id: panel.id, start: p, s: panel.s, t: panel.t };
  };
  const moveDrag = (e: PointerEvent, done: boolean) => {
    const d = drag.current;
    if (!d) return;
    const p = toWorld(e);
    const panel = doc.panels.find((x) => x.id === d.id);
    const plane = panel && planesById.get(panel.planeId);
    if (!p || !plane) return;
    const f = planeFrame(plane);
    const dx = p.x - d.start.x;
    const dy = p.y - d.start.y;
    props.onMovePanel(
      d.id,
      d.s + dx * f.across.x + dy * f.across.y,
      d.t + (dx * f.up.x + dy * f.up.y) / f.cosPitch,
      done,
    );
    if (done) drag.current = null;
  };

  const onPanelKey = (e: KeyboardEvent, panel: PlacedPanel) => {
    if (props.readOnly) return;
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      props.onRemovePanel(panel.id);
      return;
    }
    const step = e.shiftKey ? 0.5 : 0.1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const m = moves[e.key];
    if (!m) return;
    e.preventDefault();
    props.onMovePanel(panel.id, panel.s + m[0], panel.t + m[1], true);
  };

  const ticks = (n: number, every: number) =>
    Array.from({ length: Math.floor(n / every) + 1 }, (_, i) => i * every);

  return (
    <svg
      ref={(el) => {
        ref.current = el;
        if (typeof props.svgRef === 'function') props.svgRef(el);
        else if (props.svgRef) (props.svgRef as React.MutableRefObject<SVGSVGElement | null>).current = el;
      }}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`-1.5 -1.5 ${box.w + 2} ${box.h + 2}`}
      role="img"
      aria-label={`Roof plan, ${box.w} by ${box.h} metres, north up`}
      className="h-auto w-full touch-none select-none rounded-lg border border-border"
      style={{ background: palette.background, cursor: props.tool === 'select' ? 'default' : 'crosshair' }}
      onPointerDown={onBackground}
      onPointerMove={(e) => moveDrag(e, false)}
      onPointerUp={(e) => moveDrag(e, true)}
    >
      <defs>
        <pattern
          id="designer-hatch"
          patternUnits="userSpaceOnUse"
          width="0.35"
          height="0.35"
          patternTransform="rotate(45)"
        >
          <rect width="0.35" height="0.35" fill={palette.setback} fillOpacity="0.08" />
          <line x1="0" y1="0" x2="0" y2="0.35" stroke={palette.setback} strokeWidth="0.08" />
        </pattern>
      </defs>
      <rect x="-1.5" y="-1.5" width={box.w + 2} height={box.h + 2} fill={palette.background} />
      {props.photoUrl && doc.photo ? (
        <image
          href={props.photoUrl}
          x="0"
          y="0"
          width={doc.photo.widthPx * doc.photo.metresPerPixel}
          height={doc.photo.heightPx * doc.photo.metresPerPixel}
          preserveAspectRatio="none"
          opacity="0.85"
        />
      ) : null}
      <g pointerEvents="none">
        {ticks(box.w, 1).map((x) => (
          <line
            key={`x${x}`}
            x1={x}
            y1={0}
            x2={x}
            y2={box.h}
            stroke={x % 5 ? palette.grid : palette.gridMajor}
            strokeWidth={0.03}
          />
        ))}
        {ticks(box.h, 1).map((y) => (
          <line
            key={`y${y}`}
            x1={0}
            y1={y}
            x2={box.w}
            y2={y}
            stroke={y % 5 ? palette.grid : palette.gridMajor}
            strokeWidth={0.03}
          />
        ))}
        {ticks(box.w, 5).map((x) => (
          <text key={`rx${x}`} x={x} y={-0.4} fontSize={0.6} textAnchor="middle" fill={palette.text}>
            {x} m
          </text>
        ))}
        {ticks(box.h, 5)
          .slice(1)
          .map((y) => (
            <text key={`ry${y}`} x={-0.4} y={y + 0.2} fontSize={0.6} textAnchor="end" fill={palette.text}>
              {y}
            </text>
          ))}
        <text x={box.w - 0.3} y={box.h - 0.4} fontSize={0.7} textAnchor="end" fill={palette.text}>
          N ↑
        </text>
      </g>
      {doc.planes.map((plane) => {
        const selected = plane.id === props.selectedPlaneId;
        return (
          <path
            key={plane.id}
            d={path(plane.points)}
            fill={palette.plane}
            fillOpacity={props.photoUrl ? 0.45 : 1}
            stroke={selected ? palette.selected : palette.planeStroke}
            strokeWidth={selected ? 0.12 : 0.06}
            onPointerDown={(e) => {
              if (props.tool === 'select') {
                e.stopPropagation();
                props.onSelectPlane(plane.id);
                props.onSelectPanel(null);
              }
            }}
          >
            <title>{plane.name}</title>
          </path>
        );
      })}
      {zones.map((z, i) =>
        z.plan.length > 2 ? (
          <path
            // biome-ignore lint/suspicious/noArrayIndexKey: a plane's zones are positional
            key={`${z.planeId}-${z.kind}-${i}`}
            d={path(z.plan)}
            fill="url(#designer-hatch)"
            stroke={palette.setback}
            strokeWidth={0.03}
            pointerEvents="none"
          >
            <title>{`${z.kind} setback, ${Math.round(z.widthM / 0.0254)} in`}</title>
          </path>
        ) : null,
      )}
      {doc.obstructions.map((o) =>
        o.shape === 'rect' ? (
          <g key={o.id} pointerEvents="none">
            <rect
              x={o.x - o.buffer}
              y={o.y - o.buffer}
              width={o.w + 2 * o.buffer}
              height={o.h + 2 * o.buffer}
              fill="none"
              stroke={palette.obstruction}
              strokeDasharray="0.15 0.1"
              strokeWidth={0.04}
            />
            <rect x={o.x} y={o.y} width={o.w} height={o.h} fill={palette.obstruction} />
          </g>
        ) : (
          <g key={o.id} pointerEvents="none">
            <circle
              cx={o.x}
              cy={o.y}
              r={o.r + o.buffer}
              fill="none"
              stroke={palette.obstruction}
              strokeDasharray="0.15 0.1"
              strokeWidth={0.04}
            />
            <circle cx={o.x} cy={o.y} r={o.r} fill={palette.obstruction} />
          </g>
        ),
      )}
      {doc.panels.map((panel) => {
        const plane = planesById.get(panel.planeId);
        if (!plane) return null;
        const size = panelSize(module, panel.orientation);
        const keep = keepOuts.get(plane.id);
        const fits = keep ? panelFits(keep, rectangle(panel.s, panel.t, size.across, size.upSlope)) : false;
        const selected = panel.id === props.selectedPanelId;
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: a button when editable (role set below); read-only panels only show
          <path
            key={panel.id}
            d={path(panelOutline(plane, panel, doc.moduleId))}
            fill={fits ? palette.panel : palette.panelBad}
            stroke={selected ? palette.selected : palette.panelStroke}
            strokeWidth={selected ? 0.1 : 0.03}
            tabIndex={props.readOnly ? undefined : 0}
            role={props.readOnly ? undefined : 'button'}
            aria-label={
              props.readOnly
                ? undefined
                : `Panel on ${plane.name}${fits ? '' : ', outside the usable area'}: arrows move it, Delete removes it`
            }
            data-testid="designer-panel"
            onPointerDown={(e) => startDrag(e, panel)}
            onKeyDown={(e) => onPanelKey(e, panel)}
            onFocus={() => props.onSelectPanel(panel.id)}
          />
        );
      })}
      {props.drawing.length > 0 ? (
        <g pointerEvents="none">
          <polyline
            points={props.drawing.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke={palette.drawing}
            strokeWidth={0.08}
          />
          {props.drawing.map((p, i) => (
            <circle
              // biome-ignore lint/suspicious/noArrayIndexKey: corners are positional, and two may share a point
              key={`${p.x}-${p.y}-${i}`}
              cx={p.x}
              cy={p.y}
              r={i === 0 ? 0.25 : 0.15}
              fill={palette.drawing}
            />
          ))}
        </g>
      ) : null}
      <g pointerEvents="none" transform={`translate(0 ${box.h + 0.2})`}>
        <line x1={0} y1={0} x2={5} y2={0} stroke={palette.text} strokeWidth={0.08} />
        <text x={5.3} y={0.25} fontSize={0.55} fill={palette.text}>
          5 m
        </text>
      </g>
    </svg>
  );
}
