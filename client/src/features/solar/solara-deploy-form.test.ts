import { solaraConfigSchema, solaraDeployRequestSchema } from '@common/schemas/solara';
import { solaraVariant } from '@common/solar/solara';
import { describe, expect, it } from 'vitest';
import { draftOf, requestOf } from './solara-deploy-form';

describe('the deploy form of an installer’s Solara', () => {
  it('starts from a template’s variant and keeps it, with its panels, in the request', () => {
    const draft = draftOf(undefined, 'America/Phoenix', 'commercial');
    const commercial = solaraConfigSchema.parse(solaraVariant('commercial').config);
    expect(draft.pricePerWatt).toBe(String(commercial.pricePerWatt));
    expect(draft.greeting).toBe(commercial.greeting);
    const request = solaraDeployRequestSchema.parse(
      requestOf({ ...draft, brandName: 'Sunny Roofs', allowedOrigins: 'https://sunny.example' }),
    );
    expect(request.config).toMatchObject({
      variant: 'commercial',
      panelWatts: commercial.panelWatts,
      timeZone: 'America/Phoenix',
    });
  });

  it('keeps a deployment’s own variant when it is changed again', () => {
    const config = solaraConfigSchema.parse({ ...solaraVariant('battery').config, brandName: 'Volt' });
    const draft = draftOf(
      {
        deploymentId: 'd',
        workflowId: 'w',
        slug: 's',
        status: 'active',
        versionNumber: 1,
        publishableKey: 'k',
        allowedOrigins: ['https://volt.example'],
        config,
      } as Parameters<typeof draftOf>[0],
      undefined,
      'commercial',
    );
    expect(requestOf(draft).config.variant).toBe('battery');
  });

  it('starts the Spanish template in Spanish: its greeting, consent text and language go with the request', () => {
    const draft = draftOf(undefined, 'America/Phoenix', 'spanish');
    const spanish = solaraConfigSchema.parse(solaraVariant('spanish').config);
    expect(draft.greeting).toBe(spanish.greeting);
    expect(draft.greeting).toMatch(/^Hola, soy Solara/);
    expect(draft.consentText).toMatch(/^Al reservar, usted acepta/);
    const request = solaraDeployRequestSchema.parse(
      requestOf({ ...draft, brandName: 'Techos del Sol', allowedOrigins: 'https://sol.example' }),
    );
    expect(request.config).toMatchObject({ variant: 'spanish', locale: 'es' });
    expect(requestOf(draftOf(undefined, undefined, 'residential')).config.locale).toBe('en');
  });
});
