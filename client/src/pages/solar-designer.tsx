import { PencilRuler } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function SolarDesignerPage() {
  return (
    <ScreenIntro
      icon={PencilRuler}
      tone="solar"
      description={"Lay out panels for a site and estimate the system's size, production and savings."}
      actions={[screenLinks.solarAgent, screenLinks.solarCrm]}
    />
  );
}
