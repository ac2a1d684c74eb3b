import { ProvidersView } from '@/features/providers/providers-view';

export function ProvidersPage() {
  return <ProvidersView />;
}
