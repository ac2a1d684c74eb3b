import { Landmark } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function StakingPage() {
  return (
    <ComingSoonScreen
      feature="staking"
      icon={Landmark}
      description={
        "You will stake AIZ to earn rewards while it helps secure the platform's economy. Not built yet: there is no stake button and no reward rate."
      }
    />
  );
}
