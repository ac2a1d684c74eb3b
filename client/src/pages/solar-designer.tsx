import { SolarDesignerView } from '@/features/solar-designer';

export function SolarDesignerPage() {
  return <SolarDesignerView />;
}
