import { TokensView } from '@/features/tokens';

export function TokensPage() {
  return <TokensView />;
}
