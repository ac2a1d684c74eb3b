import { describe, expect, it } from 'vitest';
import { julianDay, sunAngles, sunPosition, sunriseSunset } from './sun-position';

describe('sun position (NOAA algorithm)', () => {
  it('matches the worked example of the NREL SPA report (Reda & Andreas 2004, NREL/TP-560-34302, table A5)', () => {
    // Golden CO, 17 October 2003, 12:30:30 local standard time (UTC−7). SPA: declination −9.31434°,
    // equation of time 14.641503 min, hour angle 11.10590°, topocentric zenith 50.11162°, azimuth 194.34024°.
    // NOAA's simpler series is good to about 0.01°; SPA's pressure (820 mbar) and parallax are not modelled,
    // which accounts for a few thousandths of a degree.
    const p = sunPosition({
      year: 2003,
      month: 10,
      day: 17,
      hour: 12 + 30.5 / 60,
      lat: 39.742476,
      lon: -105.1786,
      tz: -7,
    });
    expect(p.declination).toBeCloseTo(-9.31434, 2);
    expect(Math.abs(p.equationOfTime - 14.641503)).toBeLessThan(0.05);
    expect(Math.abs(p.hourAngle - 11.1059)).toBeLessThan(0.02);
    expect(Math.abs(p.zenith - 50.11162)).toBeLessThan(0.03);
    expect(Math.abs(p.azimuth - 194.34024)).toBeLessThan(0.03);
  });

  it('puts the noon sun at 90° − latitude + declination, due south', () => {
    const noon = sunAngles(40, 23.44, 0);
    expect(noon.elevation).toBeCloseTo(73.44, 1);
    expect(noon.azimuth).toBeCloseTo(180, 6);
    const morning = sunAngles(40, 0, -45);
    expect(morning.azimuth).toBeGreaterThan(90);
    expect(morning.azimuth).toBeLessThan(180);
  });

  it('has the J2000 epoch at Julian day 2451545.0', () => {
    expect(julianDay(2000, 1, 1, 12)).toBe(2451545);
  });

  it('gives about 12 h of day at an equinox and none at a polar night', () => {
    const eq = sunriseSunset(40, -105, -7, 0, 0);
    expect(eq).not.toBeNull();
    expect(eq!.sunset - eq!.sunrise).toBeGreaterThan(12);
    expect(eq!.sunset - eq!.sunrise).toBeLessThan(12.3);
    expect(sunriseSunset(80, 0, 0, -23.44, 0)).toBeNull();
  });
});
