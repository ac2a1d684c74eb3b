import { Contact } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function SolarCrmPage() {
  return (
    <ScreenIntro
      icon={Contact}
      tone="solar"
      description={'Track solar leads, deals and customer activities from first contact to installation.'}
      actions={[screenLinks.solarSalesAgent, screenLinks.solarDesigner, screenLinks.solarAgent]}
    />
  );
}
