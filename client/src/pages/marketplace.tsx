import { Store } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function MarketplacePage() {
  return (
    <ScreenIntro
      icon={Store}
      description={
        'Browse, buy and sell AI agents and workflow templates made by the community, priced in AIZ.'
      }
      actions={[
        screenLinks.workflowBuilder,
        screenLinks.builder,
        screenLinks.web3Marketplace,
        screenLinks.community,
      ]}
    />
  );
}
