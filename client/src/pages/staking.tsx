import { Landmark } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function StakingPage() {
  return (
    <ScreenIntro
      icon={Landmark}
      description={"Stake AIZ tokens to earn rewards while they help secure the platform's economy."}
      actions={[screenLinks.tokens, screenLinks.agentWallets, screenLinks.economy]}
    />
  );
}
