/**
 * Where the sun is: the NOAA solar calculator's algorithm (after Meeus, *Astronomical Algorithms*), accurate
 * to about 0.01° in zenith for 1800–2100, which is what PVWatts-style hourly modelling needs. Pure: the caller
 * passes the local standard time; nothing here reads a clock.
 */

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

export interface SunPositionInput {
  year: number;
  /** 1–12. */
  month: number;
  /** 1–31. */
  day: number;
  /** Decimal hour of local standard time (no daylight saving), e.g. 12.5 for 12:30. */
  hour: number;
  /** Degrees north. */
  lat: number;
  /** Degrees east (west is negative). */
  lon: number;
  /** UTC offset of local standard time in hours (e.g. −7 for Mountain Standard Time). */
  tz: number;
}

export interface SunPosition {
  /** Apparent zenith angle (refraction included), degrees. */
  zenith: number;
  /** Azimuth, degrees clockwise from north (180 = south). */
  azimuth: number;
  /** Apparent elevation, degrees (90 − zenith). */
  elevation: number;
  /** Solar declination, degrees. */
  declination: number;
  /** Equation of time, minutes. */
  equationOfTime: number;
  /** Hour angle, degrees (negative before solar noon). */
  hourAngle: number;
}

/** Julian day of a calendar date (Gregorian) at a UT hour (Meeus ch. 7). */
export function julianDay(year: number, month: number, day: number, utHours: number): number {
  let y = year;
  let m = month;
  if (m <= 2) {
    y -= 1;
    m += 12;
  }
  const a = Math.floor(y / 100);
  const b = 2 - a + Math.floor(a / 4);
  return Math.floor(365.25 * (y + 4716)) + Math.floor(30.6001 * (m + 1)) + day + b - 1524.5 + utHours / 24;
}

/** Declination (degrees) and equation of time (minutes) at a Julian day: the day-dependent part. */
export function solarDeclinationAndEot(jd: number): { declination: number; equationOfTime: number } {
  const t = (jd - 2451545) / 36525;
  const l0 = (((280.46646 + t * (36000.76983 + 0.0003032 * t)) % 360) + 360) % 360;
  const m = 357.52911 + t * (35999.05029 - 0.0001537 * t);
  const e = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  const mr = m * RAD;
  const center =
    Math.sin(mr) * (1.914602 - t * (0.004817 + 0.000014 * t)) +
    Math.sin(2 * mr) * (0.019993 - 0.000101 * t) +
    Math.sin(3 * mr) * 0.000289;
  const trueLong = l0 + center;
  const omega = (125.04 - 1934.136 * t) * RAD;
  const apparentLong = (trueLong - 0.00569 - 0.00478 * Math.sin(omega)) * RAD;
  const meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const obliquity = (meanObliquity + 0.00256 * Math.cos(omega)) * RAD;
  const declination = Math.asin(Math.sin(obliquity) * Math.sin(apparentLong)) * DEG;
  const y = Math.tan(obliquity / 2) ** 2;
  const l0r = l0 * RAD;
  const eot =
    y * Math.sin(2 * l0r) -
    2 * e * Math.sin(mr) +
    4 * e * y * Math.sin(mr) * Math.cos(2 * l0r) -
    0.5 * y * y * Math.sin(4 * l0r) -
    1.25 * e * e * Math.sin(2 * mr);
  return { declination, equationOfTime: 4 * eot * DEG };
}

/** NOAA's atmospheric refraction correction (degrees) for a true elevation in degrees. */
export function refraction(elevation: number): number {
  if (elevation > 85) return 0;
  const te = Math.tan(elevation * RAD);
  let arcsec: number;
  if (elevation > 5) arcsec = 58.1 / te - 0.07 / te ** 3 + 0.000086 / te ** 5;
  else if (elevation > -0.575)
    arcsec = 1735 + elevation * (-518.2 + elevation * (103.4 + elevation * (-12.79 + elevation * 0.711)));
  else arcsec = -20.772 / te;
  return arcsec / 3600;
}

/** Zenith and azimuth from latitude, declination and hour angle (all degrees). */
export function sunAngles(
  lat: number,
  declination: number,
  hourAngle: number,
): { zenith: number; azimuth: number; elevation: number } {
  const phi = lat * RAD;
  const dec = declination * RAD;
  const h = hourAngle * RAD;
  const cosZ = Math.min(
    1,
    Math.max(-1, Math.sin(phi) * Math.sin(dec) + Math.cos(phi) * Math.cos(dec) * Math.cos(h)),
  );
  const trueZenith = Math.acos(cosZ) * DEG;
  const trueElevation = 90 - trueZenith;
  const elevation = trueElevation + refraction(trueElevation);
  const az = Math.atan2(Math.sin(h), Math.cos(h) * Math.sin(phi) - Math.tan(dec) * Math.cos(phi)) * DEG + 180;
  return { zenith: 90 - elevation, azimuth: ((az % 360) + 360) % 360, elevation };
}

/** Hour angle (degrees) at a local standard time, given the equation of time (minutes). */
export function hourAngleAt(hour: number, lon: number, tz: number, equationOfTime: number): number {
  const trueSolarMinutes = hour * 60 + equationOfTime + 4 * lon - 60 * tz;
  return trueSolarMinutes / 4 - 180;
}

export function sunPosition(input: SunPositionInput): SunPosition {
  const jd = julianDay(input.year, input.month, input.day, input.hour - input.tz);
  const { declination, equationOfTime } = solarDeclinationAndEot(jd);
  const hourAngle = hourAngleAt(input.hour, input.lon, input.tz, equationOfTime);
  const angles = sunAngles(input.lat, declination, hourAngle);
  return { ...angles, declination, equationOfTime, hourAngle };
}

/**
 * Sunrise and sunset in decimal hours of local standard time (geometric centre at the horizon less 0.833° for
 * refraction and the sun's radius, as NOAA does); null on a polar day or night.
 */
export function sunriseSunset(
  lat: number,
  lon: number,
  tz: number,
  declination: number,
  equationOfTime: number,
): { sunrise: number; sunset: number } | null {
  const phi = lat * RAD;
  const dec = declination * RAD;
  const cosH = (Math.cos(90.833 * RAD) - Math.sin(phi) * Math.sin(dec)) / (Math.cos(phi) * Math.cos(dec));
  if (cosH >= 1 || cosH <= -1) return null;
  const h = Math.acos(cosH) * DEG;
  const noon = (720 - 4 * lon - equationOfTime) / 60 + tz;
  return { sunrise: noon - h / 15, sunset: noon + h / 15 };
}
