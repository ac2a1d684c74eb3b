import { SalesConsoleView } from '@/features/solar-console/sales-console-view';

export function SolarSalesAgentPage() {
  return <SalesConsoleView />;
}
