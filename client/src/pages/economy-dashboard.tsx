import { FlaskConical } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function EconomyDashboardPage() {
  return (
    <ScreenIntro
      icon={FlaskConical}
      description={'A sandbox for trying the agent economy with test balances before you use real AIZ.'}
      actions={[screenLinks.economy, screenLinks.tokens, screenLinks.staking]}
    />
  );
}
