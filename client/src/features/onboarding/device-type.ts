import { DEVICE_MOBILE_BELOW_PX, DEVICE_TABLET_BELOW_PX } from '@common/constants';
import type { DeviceType } from '@common/schemas/onboarding';

/** SPEC §5: under 768 px mobile, under 1024 px tablet, otherwise desktop. */
export function deviceTypeForWidth(width: number): DeviceType {
  if (width < DEVICE_MOBILE_BELOW_PX) return 'mobile';
  if (width < DEVICE_TABLET_BELOW_PX) return 'tablet';
  return 'desktop';
}
