import { MissionImpactView } from '@/features/mission-impact/mission-impact-view';

export function MissionImpactPage() {
  return <MissionImpactView />;
}
