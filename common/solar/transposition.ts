/**
 * Plane-of-array irradiance: the surface's orientation (fixed, or a one-axis tracker), the angle of incidence,
 * and the transposition of beam, sky diffuse and ground-reflected irradiance onto it. The sky model is Perez
 * 1990 as PVWatts uses it (the eight clearness bins with Perez's published coefficients, air mass after Kasten
 * 1966, zenith above 87.5° treated as isotropic); the isotropic model is the tested fallback.
 */

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

export type SkyModel = 'perez' | 'isotropic';

export interface Surface {
  /** Degrees from horizontal. */
  tilt: number;
  /** Degrees clockwise from north. */
  azimuth: number;
}

export interface PoaComponents {
  beam: number;
  sky: number;
  ground: number;
  /** Angle of incidence of the beam on the surface, degrees. */
  aoi: number;
  /** The surface actually used (a tracker's rotated surface). */
  surface: Surface;
}

/** Unit vector toward the sun in (east, north, up). */
function sunVector(zenith: number, azimuth: number): [number, number, number] {
  const z = zenith * RAD;
  const a = azimuth * RAD;
  return [Math.sin(z) * Math.sin(a), Math.sin(z) * Math.cos(a), Math.cos(z)];
}

/** Angle of incidence (degrees) of the sun on a surface. */
export function angleOfIncidence(surface: Surface, zenith: number, azimuth: number): number {
  const b = surface.tilt * RAD;
  const z = zenith * RAD;
  const cosAoi =
    Math.cos(z) * Math.cos(b) + Math.sin(z) * Math.sin(b) * Math.cos((azimuth - surface.azimuth) * RAD);
  return Math.acos(Math.min(1, Math.max(-1, cosAoi))) * DEG;
}

/**
 * A one-axis tracker's surface: the axis lies along `axisAzimuth`, raised by `axisTilt`; it rotates to face the
 * sun as closely as it can, within ±`rotationLimit` degrees (no backtracking).
 */
export function trackerSurface(
  zenith: number,
  azimuth: number,
  axisTilt: number,
  axisAzimuth: number,
  rotationLimit = 45,
): Surface {
  const s = sunVector(zenith, azimuth);
  const bt = axisTilt * RAD;
  const ga = axisAzimuth * RAD;
  // The surface normal at zero rotation (tilted with the axis toward axisAzimuth) and the horizontal
  // direction across the axis toward which positive rotation turns it (west for a north–south axis).
  const n0: [number, number, number] = [
    Math.sin(ga) * Math.sin(bt),
    Math.cos(ga) * Math.sin(bt),
    Math.cos(bt),
  ];
  const across: [number, number, number] = [-Math.cos(ga), Math.sin(ga), 0];
  const dot = (u: number[], v: number[]) => u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!;
  let rot = Math.atan2(dot(s, across), dot(s, n0)) * DEG;
  rot = Math.max(-rotationLimit, Math.min(rotationLimit, rot));
  const r = rot * RAD;
  const n = [0, 1, 2].map((i) => Math.cos(r) * n0[i]! + Math.sin(r) * across[i]!) as [number, number, number];
  const tilt = Math.acos(Math.min(1, Math.max(-1, n[2]))) * DEG;
  const az = tilt < 1e-9 ? axisAzimuth : Math.atan2(n[0], n[1]) * DEG;
  return { tilt, azimuth: ((az % 360) + 360) % 360 };
}

/** Perez 1990 coefficients by clearness bin: F11, F12, F13, F21, F22, F23 (Perez et al., Solar Energy 44(5)). */
const PEREZ: readonly (readonly number[])[] = [
  [-0.0083117, 0.5877285, -0.0620636, -0.0596012, 0.0721249, -0.0220216],
  [0.1299457, 0.6825954, -0.1513752, -0.0189325, 0.065965, -0.0288748],
  [0.3296958, 0.4868735, -0.2210958, 0.055414, -0.0639588, -0.0260542],
  [0.5682053, 0.1874525, -0.295129, 0.1088631, -0.1519229, -0.0139754],
  [0.873028, -0.3920403, -0.3616149, 0.2255647, -0.4620442, 0.0012448],
  [1.1326077, -1.2367284, -0.4118494, 0.2877813, -0.8230357, 0.0558651],
  [1.0601591, -1.5999137, -0.3589221, 0.2642124, -1.127234, 0.1310694],
  [0.677747, -0.3272588, -0.2504286, 0.1561313, -1.3765031, 0.2506212],
];
const CLEARNESS_BINS = [1.065, 1.23, 1.5, 1.95, 2.8, 4.5, 6.2];
/** The extraterrestrial irradiance PVWatts' Perez uses for the brightness index, W/m². */
const SOLAR_CONSTANT = 1367;

export function isotropicSky(dhi: number, tilt: number): number {
  return (dhi * (1 + Math.cos(tilt * RAD))) / 2;
}

/** Perez 1990 sky diffuse on a tilted surface, W/m². */
export function perezSky(dni: number, dhi: number, tilt: number, aoi: number, zenith: number): number {
  if (dhi <= 0) return 0;
  if (zenith > 87.5) return isotropicSky(dhi, tilt);
  const zr = zenith * RAD;
  const cosZ = Math.cos(zr);
  const airMass = 1 / (cosZ + 0.15 * (93.9 - zenith) ** -1.253);
  const brightness = (dhi * airMass) / SOLAR_CONSTANT;
  const k = 1.041 * zr ** 3;
  const clearness = ((dhi + Math.max(0, dni)) / dhi + k) / (1 + k);
  let bin = 0;
  while (bin < 7 && clearness > CLEARNESS_BINS[bin]!) bin++;
  const f = PEREZ[bin]!;
  const f1 = Math.max(0, f[0]! + f[1]! * brightness + f[2]! * zr);
  const f2 = f[3]! + f[4]! * brightness + f[5]! * zr;
  const a = Math.max(0, Math.cos(aoi * RAD));
  const b = Math.max(Math.cos(85 * RAD), cosZ);
  const t = tilt * RAD;
  const sky = dhi * ((1 - f1) * ((1 + Math.cos(t)) / 2) + (f1 * a) / b + f2 * Math.sin(t));
  return Math.max(0, sky);
}

/** Ground-reflected irradiance on a tilted surface (isotropic ground), W/m². */
export function groundReflected(ghi: number, albedo: number, tilt: number): number {
  return (albedo * Math.max(0, ghi) * (1 - Math.cos(tilt * RAD))) / 2;
}

export interface TranspositionInput {
  dni: number;
  dhi: number;
  zenith: number;
  azimuth: number;
  surface: Surface;
  albedo: number;
  sky: SkyModel;
}

/** Beam, sky diffuse and ground-reflected irradiance on the surface (W/m²), and the angle of incidence. */
export function planeOfArray(input: TranspositionInput): PoaComponents {
  const { dni, dhi, zenith, azimuth, surface, albedo } = input;
  const aoi = angleOfIncidence(surface, zenith, azimuth);
  const beam = Math.max(0, dni) * Math.max(0, Math.cos(aoi * RAD));
  const sky =
    input.sky === 'perez' ? perezSky(dni, dhi, surface.tilt, aoi, zenith) : isotropicSky(dhi, surface.tilt);
  const ghi = Math.max(0, dni) * Math.max(0, Math.cos(zenith * RAD)) + Math.max(0, dhi);
  return { beam, sky, ground: groundReflected(ghi, albedo, surface.tilt), aoi, surface };
}
