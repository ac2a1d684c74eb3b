/**
 * The roof designer's pure core (issue 24): plane geometry, fire-code setbacks, auto-fill and the design's
 * figures. No I/O; the browser and the server both run it. See README.md.
 */
export {
  arrayPlanAreaM2,
  fillPlane,
  fillRoof,
  panelFits,
  planeKeepOut,
  type RoofFill,
  roofPlanAreaM2,
} from './autofill';
export { DEFAULT_MODULE_ID, findModule, MODULE_CATALOGUE, panelSize, type SolarModule } from './modules';
export { obstructionKeepOut } from './obstacles';
export {
  pitchFromTwelfths,
  pitchInTwelfths,
  planAreaM2,
  planeFrame,
  slopedAreaM2,
  toPlan,
  toSloped,
} from './plane';
export { type Point, pointInPolygon, polygonArea, rectangle } from './polygon';
export { PATHWAY_M, ridgeSetbackFor, type SetbackZone, setbackZones } from './setbacks';
export {
  DC_AC_HIGH,
  DC_AC_LOW,
  dcAcCheck,
  designSummary,
  type PlaneProduction,
  panelOutline,
} from './summary';
