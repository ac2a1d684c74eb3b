import { StakingView } from '@/features/staking';

export function StakingPage() {
  return <StakingView />;
}
