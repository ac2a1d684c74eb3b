import { PencilRuler } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function SolarDesignerPage() {
  return (
    <ComingSoonScreen
      feature="solar-designer"
      icon={PencilRuler}
      tone="solar"
      description={
        "You will lay out panels for a site and estimate the system's size, production and savings. Not built yet."
      }
    />
  );
}
