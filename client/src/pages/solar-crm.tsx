import { SolarCrmView } from '@/features/solar-crm/solar-crm-view';

export function SolarCrmPage() {
  return <SolarCrmView />;
}
