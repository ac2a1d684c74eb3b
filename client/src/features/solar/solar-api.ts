/**
 * The owner's side of the solar vertical over HTTP: their leads (the list and one in full) and the weekly
 * windows Solara books consultations into. Every answer is parsed with its `common/` schema.
 */
import {
  type SolarAvailability,
  type SolarAvailabilityRow,
  type SolarLead,
  type SolarLeadList,
  type SolarOwnerScope,
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
import { createContext, useContext } from 'react';
import { apiJson } from '@/lib/api';

/**
 * Whose leads and hours the hub shows: the person's own, or (administrators) the platform's own Solara's.
 * The hub provides it; the hooks below read it, so the sections need no prop for it.
 */
const SolarOwnerContext = createContext<SolarOwnerScope>('me');
export const SolarOwnerProvider = SolarOwnerContext.Provider;
export const useSolarOwner = () => useContext(SolarOwnerContext);
const scoped = (path: string, owner: SolarOwnerScope) => (owner === 'me' ? path : `${path}?owner=${owner}`);

export const solarKeys = {
  all: ['solar'] as const,
  leads: (owner: SolarOwnerScope = 'me') => [...solarKeys.all, 'leads', owner] as const,
  lead: (id: string, owner: SolarOwnerScope = 'me') => [...solarKeys.all, 'lead', owner, id] as const,
  availability: (owner: SolarOwnerScope = 'me') => [...solarKeys.all, 'availability', owner] as const,
  solaraDeployments: () => [...solarKeys.all, 'solara-deployments'] as const,
};

export function useSolarLeads(enabled = true) {
  const owner = useSolarOwner();
  return useQuery({
    queryKey: solarKeys.leads(owner),
    queryFn: (): Promise<SolarLeadList> =>
      apiJson('GET', scoped('/api/solar/leads', owner), { parse: (b) => solarLeadListSchema.parse(b) }),
    enabled,
    // Solara adds leads while the owner looks: read again on focus and every minute.
    refetchInterval: 60_000,
  });
}

export function useSolarLead(id: string | null) {
  const owner = useSolarOwner();
  return useQuery({
    queryKey: solarKeys.lead(id ?? '', owner),
    queryFn: (): Promise<SolarLead> =>
      apiJson('GET', scoped(`/api/solar/leads/${encodeURIComponent(id ?? '')}`, owner), {
        parse: (b) => solarLeadSchema.parse(b),
      }),
    enabled: id !== null,
  });
}

export function useSolarAvailability(enabled = true) {
  const owner = useSolarOwner();
  return useQuery({
    queryKey: solarKeys.availability(owner),
    queryFn: (): Promise<SolarAvailability> =>
      apiJson('GET', scoped('/api/solar/availability', owner), {
        parse: (b) => solarAvailabilitySchema.parse(b),
      }),
    enabled,
  });
}

export function useSaveAvailability() {
  const client = useQueryClient();
  const owner = useSolarOwner();
  return useMutation({
    mutationFn: (rows: SolarAvailabilityRow[]): Promise<SolarAvailability> =>
      apiJson('PUT', scoped('/api/solar/availability', owner), {
        body: { rows },
        parse: (b) => solarAvailabilitySchema.parse(b),
      }),
    onSuccess: (saved) => client.setQueryData(solarKeys.availability(owner), saved),
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
