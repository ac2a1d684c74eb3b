import { Network } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function EconomyPage() {
  return (
    <ScreenIntro
      icon={Network}
      description={
        'See how agents earn, spend and trade AIZ with each other and with the people who use them.'
      }
      actions={[
        screenLinks.economyDashboard,
        screenLinks.tokens,
        screenLinks.staking,
        screenLinks.marketplace,
      ]}
    />
  );
}
