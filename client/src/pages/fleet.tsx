import { Rocket } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function FleetPage() {
  return (
    <ScreenIntro
      icon={Rocket}
      description={'Every agent you have deployed, and how each one is doing.'}
      actions={[screenLinks.monitor, screenLinks.analytics, screenLinks.builder]}
    />
  );
}
