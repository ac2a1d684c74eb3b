import { SolarHubView } from '@/features/solar/solar-hub-view';

export function SolarPage() {
  return <SolarHubView />;
}
