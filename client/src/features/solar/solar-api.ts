/**
 * The owner's side of the solar vertical over HTTP: their leads (the list and one in full) and the weekly
 * windows Solara books consultations into. Every answer is parsed with its `common/` schema.
 */
import {
  type SolarAvailability,
  type SolarAvailabilityRow,
  type SolarLead,
  type SolarLeadList,
  solarAvailabilitySchema,
  solarLeadListSchema,
  solarLeadSchema,
} from '@common/schemas/solar-leads';
import {
  type SolaraDeployment,
  type SolaraDeployments,
  type SolaraDeployRequest,
  solaraDeploymentSchema,
  solaraDeploymentsSchema,
} from '@common/schemas/solara';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';

export const solarKeys = {
  all: ['solar'] as const,
  leads: () => [...solarKeys.all, 'leads'] as const,
  lead: (id: string) => [...solarKeys.all, 'lead', id] as const,
  availability: () => [...solarKeys.all, 'availability'] as const,
  solaraDeployments: () => [...solarKeys.all, 'solara-deployments'] as const,
};

export function useSolarLeads(enabled = true) {
  return useQuery({
    queryKey: solarKeys.leads(),
    queryFn: (): Promise<SolarLeadList> =>
      apiJson('GET', '/api/solar/leads', { parse: (b) => solarLeadListSchema.parse(b) }),
    enabled,
    // Solara adds leads while the owner looks: read again on focus and every minute.
    refetchInterval: 60_000,
  });
}

export function useSolarLead(id: string | null) {
  return useQuery({
    queryKey: solarKeys.lead(id ?? ''),
    queryFn: (): Promise<SolarLead> =>
      apiJson('GET', `/api/solar/leads/${encodeURIComponent(id ?? '')}`, {
        parse: (b) => solarLeadSchema.parse(b),
      }),
    enabled: id !== null,
  });
}

export function useSolarAvailability(enabled = true) {
  return useQuery({
    queryKey: solarKeys.availability(),
    queryFn: (): Promise<SolarAvailability> =>
      apiJson('GET', '/api/solar/availability', { parse: (b) => solarAvailabilitySchema.parse(b) }),
    enabled,
  });
}

export function useSaveAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: SolarAvailabilityRow[]): Promise<SolarAvailability> =>
      apiJson('PUT', '/api/solar/availability', {
        body: { rows },
        parse: (b) => solarAvailabilitySchema.parse(b),
      }),
    onSuccess: (saved) => client.setQueryData(solarKeys.availability(), saved),
  });
}

/** The owner's own Solara deployments (the deploy page and the hub), with their leads counts. */
export function useSolaraDeployments(enabled = true) {
  return useQuery({
    queryKey: solarKeys.solaraDeployments(),
    queryFn: (): Promise<SolaraDeployments> =>
      apiJson('GET', '/api/solar/solara/deployments', { parse: (b) => solaraDeploymentsSchema.parse(b) }),
    enabled,
  });
}

/** Deploys (or rolls forward) the owner's Solara with a configuration and its allowed sites. */
export function useDeploySolara() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SolaraDeployRequest): Promise<SolaraDeployment> =>
      apiJson('PUT', '/api/solar/solara/deployment', {
        body: request,
        parse: (b) => solaraDeploymentSchema.parse(b),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: solarKeys.solaraDeployments() }),
  });
}
