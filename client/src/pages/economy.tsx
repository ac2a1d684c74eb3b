import { EconomyView } from '@/features/economy';

export function EconomyPage() {
  return <EconomyView />;
}
