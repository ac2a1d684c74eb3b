/**
 * The live figures: the pure summary (common/solar/designer) with production from the server once it
 * answers, the setback zones for the current ridge rule, and the production request to send.
 */
import type {
  DesignDoc,
  DesignProduction,
  DesignProductionRequest,
  DesignSummary,
} from '@common/schemas/solar-designs';
import {
  arrayPlanAreaM2,
  designSummary,
  findModule,
  ridgeSetbackFor,
  roofPlanAreaM2,
  type SetbackZone,
  setbackZones,
} from '@common/solar/designer';

export function planesWithPanels(doc: DesignDoc) {
  const watts = findModule(doc.moduleId).watts;
  return doc.planes
    .map((p) => ({ plane: p, kwDc: (doc.panels.filter((x) => x.planeId === p.id).length * watts) / 1000 }))
    .filter((p) => p.kwDc > 0);
}

export function productionRequest(doc: DesignDoc): DesignProductionRequest | null {
  const planes = planesWithPanels(doc);
  if (!doc.zip || planes.length === 0) return null;
  return {
    zip: doc.zip,
    inverterAcKw: doc.inverterAcKw,
    planes: planes.map(({ plane, kwDc }) => ({
      tilt: Math.round(plane.pitchDeg * 100) / 100,
      azimuth: Math.round(plane.azimuthDeg * 10) / 10,
      kwDc,
    })),
  };
}

export function liveSummary(
  doc: DesignDoc,
  production: DesignProduction | undefined,
  note: string | null,
): DesignSummary {
  const planes = planesWithPanels(doc);
  if (!production || production.planes.length !== planes.length) return designSummary(doc, null, note);
  return designSummary(doc, {
    planes: planes.map(({ plane }, i) => ({ planeId: plane.id, annualKwh: production.planes[i]!.annualKwh })),
    station: `${production.station.name}, ${production.station.state} (${production.station.distanceKm} km)`,
  });
}

/** The zones as drawn now: the ridge setback follows the panels on the roof (R324.6.2's 33% rule). */
export function currentZones(doc: DesignDoc): { zones: SetbackZone[]; ridgeInches: 18 | 36 } {
  const module = findModule(doc.moduleId);
  const ridgeInches = ridgeSetbackFor(
    arrayPlanAreaM2(doc.panels, doc.planes, module),
    roofPlanAreaM2(doc.planes),
  );
  return { zones: setbackZones(doc.planes, doc.setbackProfile, ridgeInches), ridgeInches };
}
