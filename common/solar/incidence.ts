/**
 * What the module's glass lets through: PVWatts v8's cover model (De Soto et al. 2006 after Duffie & Beckman
 * ch. 5): Fresnel reflection and Bouguer absorption through an anti-reflective coating and 2 mm of glass,
 * relative to normal incidence, for the beam at its angle of incidence and for sky and ground diffuse at the
 * Brandemuehl–Beckman equivalent angles for the tilt. Constants as in NREL ssc lib_pv_incidence_modifier.
 */

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

const GLASS = { n: 1.526, k: 4, thickness: 0.002 } as const;
const COATING = { n: 1.3, k: 4, thickness: 0.002 * 0.01 } as const;

/** Fraction transmitted through one layer at an incidence angle (degrees); also the refracted angle. */
export function transmittance(
  theta: number,
  nCover: number,
  nIncoming: number,
  k: number,
  thickness: number,
): { tau: number; refracted: number } {
  const t1 = theta * RAD;
  const t2 = Math.asin((nIncoming / nCover) * Math.sin(t1));
  const reflected =
    0.5 * (Math.sin(t2 - t1) ** 2 / Math.sin(t2 + t1) ** 2 + Math.tan(t2 - t1) ** 2 / Math.tan(t2 + t1) ** 2);
  return { tau: (1 - reflected) * Math.exp((-k * thickness) / Math.cos(t2)), refracted: t2 * DEG };
}

/** Transmission through coating and glass at an incidence angle (degrees), not normalised. */
function coverTransmission(theta: number, antiReflective: boolean): number {
  if (!antiReflective) return transmittance(theta, GLASS.n, 1, GLASS.k, GLASS.thickness).tau;
  const coat = transmittance(theta, COATING.n, 1, COATING.k, COATING.thickness);
  return coat.tau * transmittance(coat.refracted, GLASS.n, COATING.n, GLASS.k, GLASS.thickness).tau;
}

/** The beam incidence angle modifier: transmission at `aoi` relative to normal incidence (0..1). */
export function incidenceAngleModifier(aoi: number, antiReflective = true): number {
  const theta = Math.min(89, Math.max(1, aoi));
  return Math.min(1, coverTransmission(theta, antiReflective) / normalTransmission(antiReflective));
}

/** Brandemuehl & Beckman's effective incidence angles (degrees) for sky and ground diffuse on a tilt. */
export function diffuseEquivalentAngles(tilt: number): { sky: number; ground: number } {
  return {
    sky: 59.7 - 0.1388 * tilt + 0.001497 * tilt * tilt,
    ground: 90 - 0.5788 * tilt + 0.002693 * tilt * tilt,
  };
}

/**
 * Irradiance through the cover (W/m²) from the beam, sky and ground components on the surface. As in PVWatts
 * v8, the beam passes coating and glass; the diffuse parts are taken through bare glass at their equivalent
 * angles, each relative to normal incidence through the whole cover and capped at 1.
 */
export function throughCover(
  aoi: number,
  tilt: number,
  beam: number,
  sky: number,
  ground: number,
  antiReflective = true,
): number {
  const k = diffuseModifiers(tilt, antiReflective);
  return Math.max(0, beam * incidenceAngleModifier(aoi, antiReflective) + sky * k.sky + ground * k.ground);
}

function bareGlass(theta: number): number {
  return transmittance(theta, GLASS.n, 1, GLASS.k, GLASS.thickness).tau;
}

/** The sky and ground diffuse modifiers for a tilt (relative to normal incidence through the cover, ≤ 1). */
export function diffuseModifiers(tilt: number, antiReflective = true): { sky: number; ground: number } {
  const norm = normalTransmission(antiReflective);
  const angles = diffuseEquivalentAngles(tilt);
  return {
    sky: Math.min(1, bareGlass(angles.sky) / norm),
    ground: Math.min(1, bareGlass(Math.min(89, angles.ground)) / norm),
  };
}

const NORMAL = { coated: coverTransmission(1, true), bare: coverTransmission(1, false) };
function normalTransmission(antiReflective: boolean): number {
  return antiReflective ? NORMAL.coated : NORMAL.bare;
}

/**
 * The spectral (air mass) modifier PVWatts v8 applies with De Soto's coefficients for crystalline silicon, from
 * the absolute air mass (Kasten & Young 1989 relative air mass, corrected for the site's elevation).
 */
export function airMassModifier(zenith: number, elevationM: number): number {
  const z = Math.min(zenith, 89.9);
  const am = (1 / (Math.cos(z * RAD) + 0.5057 * (96.08 - z) ** -1.634)) * Math.exp(-0.0001184 * elevationM);
  const f = 0.918093 + am * (0.086257 + am * (-0.024459 + am * (0.002816 + am * -0.000126)));
  return Math.max(0, f);
}
