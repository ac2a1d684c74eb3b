import { EconomySandboxView } from '@/features/economy-sandbox';

export function EconomyDashboardPage() {
  return <EconomySandboxView />;
}
