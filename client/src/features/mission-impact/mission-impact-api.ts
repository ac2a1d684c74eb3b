/** The mission impact figures over HTTP (public), and the administrators' demo projects. */
import {
  type MissionImpact,
  type MissionImpactDemo,
  type MissionImpactDemoMode,
  missionImpactDemoSchema,
  missionImpactSchema,
} from '@common/schemas/mission-impact';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';

export const missionImpactKeys = {
  all: ['mission-impact'] as const,
  figures: (demo: MissionImpactDemoMode) => [...missionImpactKeys.all, demo] as const,
};

export function useMissionImpact(demo: MissionImpactDemoMode) {
  return useQuery({
    queryKey: missionImpactKeys.figures(demo),
    queryFn: (): Promise<MissionImpact> =>
      apiJson('GET', `/api/mission-impact?demo=${demo}`, { parse: (b) => missionImpactSchema.parse(b) }),
    // The server keeps the figures for a minute; asking more often would show nothing new.
    staleTime: 60_000,
    // Flipping the demo switch keeps the page (and the switch) in place while the other figures load.
    placeholderData: keepPreviousData,
  });
}

export function useDemoProjects() {
  const client = useQueryClient();
  const onSuccess = () => void client.invalidateQueries({ queryKey: missionImpactKeys.all });
  const add = useMutation({
    mutationFn: (): Promise<MissionImpactDemo> =>
      apiJson('POST', '/api/mission-impact/demo', { parse: (b) => missionImpactDemoSchema.parse(b) }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (): Promise<MissionImpactDemo> =>
      apiJson('DELETE', '/api/mission-impact/demo', { parse: (b) => missionImpactDemoSchema.parse(b) }),
    onSuccess,
  });
  return { add, remove };
}
