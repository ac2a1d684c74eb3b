import { SolaraDeployView } from '@/features/solar/solara-deploy-view';

export function SolarAgentDeployPage() {
  return <SolaraDeployView />;
}
