/**
 * A design's figures: panels and kWdc per plane and in total, roof areas, the DC/AC ratio check, and (when
 * the server has run the solar model) annual kWh per plane, in total and as a share of the home's use. The
 * server recomputes this on every save; the page shows the same numbers live.
 */
import type {
  DcAcCheck,
  DesignDoc,
  DesignSummary,
  PlacedPanel,
  RoofPlane,
} from '../../schemas/solar-designs';
import { findModule, panelSize } from './modules';
import { planAreaM2, planeFrame, slopedAreaM2, toPlan } from './plane';
import { type Point, rectangle } from './polygon';

/** Usual bounds for a string inverter's DC/AC (inverter loading) ratio. */
export const DC_AC_LOW = 1.0;
export const DC_AC_HIGH = 1.35;

export function dcAcCheck(kwDc: number, inverterAcKw: number): DcAcCheck {
  if (kwDc <= 0) return { ratio: null, status: 'none', message: 'No panels yet.' };
  const ratio = Math.round((kwDc / inverterAcKw) * 100) / 100;
  if (ratio < DC_AC_LOW)
    return {
      ratio,
      status: 'low',
      message: `DC/AC ${ratio}: the inverter is larger than the array. It costs more and runs at part load, where it converts less efficiently; 1.0–1.35 is usual.`,
    };
  if (ratio > DC_AC_HIGH)
    return {
      ratio,
      status: 'high',
      message: `DC/AC ${ratio}: on sunny hours the array makes more than the inverter can pass, and it clips (the model counts the loss); above 1.35 the clipping grows fast. Choose a larger inverter or fewer panels.`,
    };
  return { ratio, status: 'ok', message: `DC/AC ${ratio}: within the usual 1.0–1.35.` };
}

/** A panel's corners in plan view. */
export function panelOutline(
  plane: RoofPlane,
  panel: Pick<PlacedPanel, 's' | 't' | 'orientation'>,
  moduleId: string,
): Point[] {
  const size = panelSize(findModule(moduleId), panel.orientation);
  const frame = planeFrame(plane);
  return rectangle(panel.s, panel.t, size.across, size.upSlope).map((q) => toPlan(frame, q));
}

export interface PlaneProduction {
  planeId: string;
  annualKwh: number;
}

export function designSummary(
  doc: DesignDoc,
  production: { planes: readonly PlaneProduction[]; station: string } | null,
  productionNote: string | null = null,
): DesignSummary {
  const module = findModule(doc.moduleId);
  const kw = (n: number) => Math.round(n * module.watts) / 1000;
  const planes = doc.planes.map((plane) => {
    const panels = doc.panels.filter((p) => p.planeId === plane.id).length;
    const made = production?.planes.find((p) => p.planeId === plane.id);
    return {
      planeId: plane.id,
      name: plane.name,
      panels,
      kwDc: kw(panels),
      slopedAreaM2: Math.round(slopedAreaM2(plane) * 10) / 10,
      planAreaM2: Math.round(planAreaM2(plane) * 10) / 10,
      pitchDeg: plane.pitchDeg,
      azimuthDeg: plane.azimuthDeg,
      annualKwh: made ? Math.round(made.annualKwh) : null,
    };
  });
  const panelCount = planes.reduce((n, p) => n + p.panels, 0);
  const kwDc = kw(panelCount);
  const annualKwh = production ? Math.round(production.planes.reduce((n, p) => n + p.annualKwh, 0)) : null;
  return {
    panelCount,
    kwDc,
    moduleName: module.name,
    planes,
    dcAc: dcAcCheck(kwDc, doc.inverterAcKw),
    annualKwh,
    offsetPct:
      annualKwh !== null && doc.annualUsageKwh
        ? Math.round((annualKwh / doc.annualUsageKwh) * 1000) / 10
        : null,
    productionNote: production ? null : productionNote,
    station: production?.station ?? null,
  };
}
