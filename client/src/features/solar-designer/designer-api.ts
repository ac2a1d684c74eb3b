/** The designer over HTTP (/api/solar/designs…); every answer parsed with its `common/` schema. */
import {
  type DesignAttachment,
  type DesignProduction,
  type DesignProductionRequest,
  type DesignWrite,
  designAttachmentSchema,
  designListSchema,
  designProductionSchema,
  designSchema,
  type SolarDesign,
} from '@common/schemas/solar-designs';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, apiJson, queryString } from '@/lib/api';

export const designerKeys = {
  all: ['solar-designs'] as const,
  list: (deal?: string) => [...designerKeys.all, 'list', deal ?? ''] as const,
  production: (req: DesignProductionRequest | null) => [...designerKeys.all, 'production', req] as const,
};

export function useDesignList(deal?: string) {
  return useQuery({
    queryKey: designerKeys.list(deal),
    queryFn: () =>
      apiJson('GET', `/api/solar/designs${queryString({ deal })}`, {
        parse: (b) => designListSchema.parse(b),
      }),
  });
}

export function fetchDesign(id: string): Promise<SolarDesign> {
  return apiJson('GET', `/api/solar/designs/${id}`, { parse: (b) => designSchema.parse(b) });
}

export function saveDesign(id: string | null, body: DesignWrite): Promise<SolarDesign> {
  return apiJson(id ? 'PUT' : 'POST', id ? `/api/solar/designs/${id}` : '/api/solar/designs', {
    body,
    parse: (b) => designSchema.parse(b),
  });
}

/** Production per plane; refetched when the request changes (the caller debounces it). */
export function useProduction(req: DesignProductionRequest | null) {
  return useQuery({
    queryKey: designerKeys.production(req),
    queryFn: (): Promise<DesignProduction> =>
      apiJson('POST', '/api/solar/designs/production', {
        body: req,
        parse: (b) => designProductionSchema.parse(b),
      }),
    enabled: req !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function attachDesign(id: string, dealId: string, png: Blob): Promise<DesignAttachment> {
  const form = new FormData();
  form.set('dealId', dealId);
  form.set('png', png, 'design.png');
  return apiJson('POST', `/api/solar/designs/${id}/attach`, {
    body: form,
    parse: (b) => designAttachmentSchema.parse(b),
  });
}

export async function uploadPhoto(id: string, photo: Blob): Promise<void> {
  const form = new FormData();
  form.set('photo', photo, 'photo');
  await apiFetch('PUT', `/api/solar/designs/${id}/photo`, { body: form });
}

export async function fetchPhoto(id: string): Promise<Blob | null> {
  try {
    return await (await apiFetch('GET', `/api/solar/designs/${id}/photo`)).blob();
  } catch {
    return null;
  }
}
