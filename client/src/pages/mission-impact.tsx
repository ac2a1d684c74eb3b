import { Leaf } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function MissionImpactPage() {
  return (
    <ScreenIntro
      icon={Leaf}
      tone="solar"
      description={
        'Why AIZ Platform exists: to let anyone build AI agents, and to put them to work on real problems such as the move to clean solar energy.'
      }
      actions={[screenLinks.solarAgent, screenLinks.community, screenLinks.marketplace]}
    />
  );
}
