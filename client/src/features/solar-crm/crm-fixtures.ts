/**
 * Test fixtures for the CRM screens, each parsed with its contract schema (common/schemas/solar-crm.ts), so
 * a change to the API's shape fails these tests rather than passing them with stale data.
 */
import {
  CRM_DEFAULT_PIPELINES,
  type CrmBoard,
  type CrmDeal,
  type CrmDealCard,
  type CrmPipeline,
  crmBoardSchema,
  crmDealCardSchema,
  crmDealSchema,
  crmPipelinesSchema,
  crmWorkspacesSchema,
} from '@common/schemas/solar-crm';
import type { CrmRole } from '@common/schemas/solar-crm-roles';

const uuid = (n: number) => `0b7c3f9e-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
export const OWNER_ID = uuid(0xaaa);
export const OTHER_OWNER_ID = uuid(0xbbb);
export const PIPELINE_ID = uuid(0x100);
export const stageId = (i: number) => uuid(0x200 + i);
export const dealId = (i: number) => uuid(0x10000 + i);
const NOW = '2026-11-28T12:00:00.000Z';

export function aWorkspaces(role: CrmRole = 'manager') {
  return crmWorkspacesSchema.parse({
    workspaces: [
      { ownerId: OWNER_ID, name: 'Ada’s CRM', role: 'manager', own: true },
      { ownerId: OTHER_OWNER_ID, name: 'Sunny Installs', role, own: false },
    ],
  });
}

/** The default residential pipeline (seven stages: three a setter may use). */
export function aPipeline(): CrmPipeline {
  const template = CRM_DEFAULT_PIPELINES[0]!;
  return crmPipelinesSchema.parse({
    pipelines: [
      {
        id: PIPELINE_ID,
        name: template.name,
        position: 0,
        stages: template.stages.map((s, i) => ({ ...s, id: stageId(i), position: i })),
      },
    ],
  }).pipelines[0]!;
}

export function aCard(i: number, overrides: Partial<CrmDealCard> = {}): CrmDealCard {
  return crmDealCardSchema.parse({
    id: dealId(i),
    title: `Solar for home ${i}`,
    pipelineId: PIPELINE_ID,
    stageId: stageId(0),
    status: 'open',
    valueCents: 30_000_00,
    systemWatts: 7200,
    contact: { id: uuid(0x30000 + i), name: `Owner ${i}`, email: null, phone: null },
    setterId: null,
    closerId: null,
    source: 'manual',
    leadId: null,
    leadScore: null,
    stageEnteredAt: NOW,
    lastActivityAt: NOW,
    rottingDays: 0,
    expectedCloseOn: null,
    demo: false,
    createdAt: NOW,
    ...overrides,
  });
}

/** A board of `cards`, each in its stage's column, with the sums the server would give. */
export function aBoard(cards: readonly CrmDealCard[], pipeline = aPipeline()): CrmBoard {
  return crmBoardSchema.parse({
    pipeline,
    columns: pipeline.stages.map((stage) => {
      const deals = cards.filter((c) => c.stageId === stage.id);
      const valueCents = deals.reduce((s, d) => s + d.valueCents, 0);
      return {
        stageId: stage.id,
        count: deals.length,
        valueCents,
        weightedCents: deals.reduce((s, d) => s + Math.round((d.valueCents * stage.probability) / 100), 0),
        deals,
      };
    }),
  });
}

export function aDeal(card: CrmDealCard, overrides: Partial<CrmDeal> = {}): CrmDeal {
  return crmDealSchema.parse({
    ...card,
    contact: {
      ...card.contact,
      source: card.source,
      leadId: null,
      notes: null,
      demo: card.demo,
      properties: [],
      createdAt: NOW,
    },
    property: null,
    stageHistory: [{ fromStageId: null, toStageId: card.stageId, at: NOW, byUserId: null }],
    activities: [],
    tasks: [],
    ...overrides,
  });
}
