import { describe, expect, it } from 'vitest';
import { deviceTypeForWidth } from './device-type';

describe('deviceTypeForWidth', () => {
  it('uses the 768 and 1024 px thresholds', () => {
    expect(deviceTypeForWidth(320)).toBe('mobile');
    expect(deviceTypeForWidth(767)).toBe('mobile');
    expect(deviceTypeForWidth(768)).toBe('tablet');
    expect(deviceTypeForWidth(1023)).toBe('tablet');
    expect(deviceTypeForWidth(1024)).toBe('desktop');
    expect(deviceTypeForWidth(2560)).toBe('desktop');
  });
});
