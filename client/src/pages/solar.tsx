import { Sun } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function SolarPage() {
  return (
    <ScreenIntro
      icon={Sun}
      tone="solar"
      description={
        'The solar tools of AIZ Platform: a conversational agent, a sales agent, a CRM and a system designer.'
      }
      actions={[
        screenLinks.solarAgent,
        screenLinks.solarSalesAgent,
        screenLinks.solarCrm,
        screenLinks.solarDesigner,
      ]}
    />
  );
}
