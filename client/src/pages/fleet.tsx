import { FleetView } from '@/features/fleet/fleet-view';

export function FleetPage() {
  return <FleetView />;
}
