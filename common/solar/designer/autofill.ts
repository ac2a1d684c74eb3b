/**
 * Auto-fill: rows and columns of modules on each roof plane, in the plane's sloped coordinates, kept inside
 * the plane and out of its setback zones and obstructions. Several grid offsets are tried on each plane and
 * the one that fits most panels is kept. Under the 'irc-2018' profile the ridge setback depends on how much
 * of the roof the array covers (R324.6.2, setbacks.ts), so the roof is filled twice, once with 36-inch ridge
 * setbacks (any size) and once with 18-inch ones capped at 33% of the plan-view roof area, and the fill with
 * more panels wins.
 */
import type {
  Obstruction,
  PanelOrientation,
  PlacedPanel,
  RoofPlane,
  SetbackProfileId,
} from '../../schemas/solar-designs';
import type { SolarModule } from './modules';
import { panelSize } from './modules';
import { obstructionKeepOut } from './obstacles';
import { planAreaM2, planeFrame, toSloped } from './plane';
import { boundingBox, convexInsidePolygon, convexOverlap, type Point, rectangle } from './polygon';
import { RIDGE_RULE_SHARE, type RidgeSetbackInches, setbackZones } from './setbacks';

export interface FillOptions {
  module: Pick<SolarModule, 'lengthM' | 'widthM'>;
  orientation: PanelOrientation;
  /** Gap between neighbouring modules, metres. */
  spacingM: number;
  /** Grid offsets tried along each axis (n × n in all). */
  offsetsPerAxis?: number;
}

/** What a panel on one plane must stay inside of and away from, in that plane's sloped coordinates. */
export interface PlaneKeepOut {
  outline: Point[];
  blocked: Point[][];
}

export function planeKeepOut(
  plane: RoofPlane,
  zones: readonly Point[][],
  obstructions: readonly Obstruction[],
): PlaneKeepOut {
  const frame = planeFrame(plane);
  return {
    outline: plane.points.map((p) => toSloped(frame, p)),
    blocked: [...zones, ...obstructions.map((o) => obstructionKeepOut(o).map((p) => toSloped(frame, p)))],
  };
}

export function panelFits(area: PlaneKeepOut, rect: readonly Point[]): boolean {
  return convexInsidePolygon(rect, area.outline) && !area.blocked.some((b) => convexOverlap(rect, b));
}

/** The best grid on one plane: lower-left corners (s, t) of the panels that fit. */
export function fillPlane(area: PlaneKeepOut, options: FillOptions): Point[] {
  const size = panelSize(options.module, options.orientation);
  const stepS = size.across + options.spacingM;
  const stepT = size.upSlope + options.spacingM;
  const n = options.offsetsPerAxis ?? 5;
  const box = boundingBox(area.outline);
  let best: Point[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const s0 = box.minX + (stepS * i) / n;
      const t0 = box.minY + (stepT * j) / n;
      const found: Point[] = [];
      for (let t = t0; t + size.upSlope <= box.maxY + 1e-9; t += stepT) {
        for (let s = s0; s + size.across <= box.maxX + 1e-9; s += stepS) {
          if (panelFits(area, rectangle(s, t, size.across, size.upSlope))) found.push({ x: s, y: t });
        }
      }
      if (found.length > best.length) best = found;
    }
  }
  return best;
}

export interface RoofFillInput {
  planes: readonly RoofPlane[];
  obstructions: readonly Obstruction[];
  profile: SetbackProfileId;
}

export interface RoofFill {
  panels: PlacedPanel[];
  /** The ridge setback the fill used (null without setbacks), and why. */
  ridgeSetbackInches: RidgeSetbackInches | null;
  ridgeRule: string;
  /** The array's plan-view area over the roof's, 0..1. */
  arrayShare: number;
}

/** Planes facing nearest south first: when the 33% cap drops panels, it drops the least productive ones. */
function fillOrder(planes: readonly RoofPlane[]): RoofPlane[] {
  return [...planes].sort(
    (a, b) =>
      Math.cos(((b.azimuthDeg - 180) * Math.PI) / 180) - Math.cos(((a.azimuthDeg - 180) * Math.PI) / 180),
  );
}

function fillWith(input: RoofFillInput, options: FillOptions, ridge: RidgeSetbackInches): PlacedPanel[] {
  const zones = setbackZones(input.planes, input.profile, ridge);
  const panels: PlacedPanel[] = [];
  for (const plane of fillOrder(input.planes)) {
    const area = planeKeepOut(
      plane,
      zones.filter((z) => z.planeId === plane.id).map((z) => z.sloped),
      input.obstructions,
    );
    fillPlane(area, options).forEach((p, k) => {
      panels.push({
        id: `${plane.id}-p${k + 1}`,
        planeId: plane.id,
        s: p.x,
        t: p.y,
        orientation: options.orientation,
      });
    });
  }
  return panels;
}

/** Plan-view area of panels: each one's roof area × cos(pitch) of its plane. */
export function arrayPlanAreaM2(
  panels: readonly PlacedPanel[],
  planes: readonly RoofPlane[],
  module: FillOptions['module'],
): number {
  const cos = new Map(planes.map((p) => [p.id, Math.cos((p.pitchDeg * Math.PI) / 180)]));
  return panels.reduce((sum, p) => sum + module.lengthM * module.widthM * (cos.get(p.planeId) ?? 0), 0);
}

export function roofPlanAreaM2(planes: readonly RoofPlane[]): number {
  return planes.reduce((sum, p) => sum + planAreaM2(p), 0);
}

export function fillRoof(input: RoofFillInput, options: FillOptions): RoofFill {
  const roof = roofPlanAreaM2(input.planes);
  const share = (panels: PlacedPanel[]) =>
    roof > 0 ? arrayPlanAreaM2(panels, input.planes, options.module) / roof : 0;
  if (input.profile === 'none') {
    const panels = fillWith(input, options, 18);
    return {
      panels,
      ridgeSetbackInches: null,
      ridgeRule: 'No setbacks (profile: none).',
      arrayShare: share(panels),
    };
  }
  const wide = fillWith(input, options, 36);
  const narrow = fillWith(input, options, 18);
  const capped: PlacedPanel[] = [];
  let area = 0;
  for (const p of narrow) {
    const next = area + arrayPlanAreaM2([p], input.planes, options.module);
    if (next > RIDGE_RULE_SHARE * roof) break;
    capped.push(p);
    area = next;
  }
  const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
  if (capped.length > wide.length) {
    const cut = narrow.length - capped.length;
    return {
      panels: capped,
      ridgeSetbackInches: 18,
      ridgeRule:
        `18-inch ridge setback (IRC 2018 R324.6.2): the array covers ${pct(share(capped))} of the plan-view roof, ` +
        `at most 33%${cut > 0 ? `; ${cut} more would fit but would take it past 33%` : ''}. ` +
        `With 36-inch setbacks only ${wide.length} fit.`,
      arrayShare: share(capped),
    };
  }
  return {
    panels: wide,
    ridgeSetbackInches: 36,
    ridgeRule:
      `36-inch ridge setback (IRC 2018 R324.6.2): the array covers ${pct(share(wide))} of the plan-view roof` +
      `${share(wide) > RIDGE_RULE_SHARE ? ', more than 33%' : ''}. ` +
      `With 18-inch setbacks capped at 33%, ${capped.length} would fit.`,
    arrayShare: share(wide),
  };
}
