import { FlaskConical } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function EconomyDashboardPage() {
  return (
    <ComingSoonScreen
      feature="economy-sandbox"
      icon={FlaskConical}
      description={
        'A sandbox for trying the token economy’s parameters with test balances before you use real AIZ. Not built yet.'
      }
    />
  );
}
