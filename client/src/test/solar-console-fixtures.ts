/**
 * Test fixtures for the sales console: a workspace, the default pipelines, a Solara deal and its lead, and a
 * three-option proposal, each parsed by its contract schema so a change to the contract breaks them here.
 */
import {
  CRM_DEFAULT_PIPELINES,
  type CrmActivity,
  type CrmDeal,
  type CrmDealCard,
  crmDealListSchema,
  crmDealSchema,
  crmPipelinesSchema,
  crmWorkspacesSchema,
} from '@common/schemas/solar-crm';
import { type SolarLead, solarLeadSchema } from '@common/schemas/solar-leads';
import { type Proposal, type ProposalOption, proposalSchema } from '@common/schemas/solar-proposals';

export const OWNER = '7d4f6c1e-0000-4000-8000-000000000001';
export const DEAL = 'd0000000-0000-4000-8000-000000000001';
export const OTHER_DEAL = 'd0000000-0000-4000-8000-000000000002';
export const LEAD = '1ead0000-0000-4000-8000-000000000001';
export const CONTACT = 'c0000000-0000-4000-8000-000000000001';

const uuid = (n: number) => `5a6e0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const workspaces = crmWorkspacesSchema.parse({
  workspaces: [{ ownerId: OWNER, name: 'Ada’s CRM', role: 'manager', own: true }],
});

export const pipelines = crmPipelinesSchema.parse({
  pipelines: CRM_DEFAULT_PIPELINES.map((p, pi) => ({
    id: `9e000000-0000-4000-8000-00000000000${pi}`,
    name: p.name,
    position: pi,
    stages: p.stages.map((s, si) => ({ ...s, id: uuid(pi * 10 + si), position: si })),
  })),
});
export const NEW_LEAD_STAGE = uuid(0);
export const CONTACTED_STAGE = uuid(1);

export function aCard(overrides: Partial<CrmDealCard> = {}): CrmDealCard {
  const at = overrides.createdAt ?? new Date(Date.now() - 3 * 60_000).toISOString();
  return {
    id: DEAL,
    title: 'Grace Hopper, 7 kW',
    pipelineId: pipelines.pipelines[0]!.id,
    stageId: NEW_LEAD_STAGE,
    status: 'open',
    valueCents: 0,
    systemWatts: null,
    contact: { id: CONTACT, name: 'Grace Hopper', email: 'grace@example.test', phone: '+1 314 555 0100' },
    setterId: null,
    closerId: null,
    source: 'solara',
    leadId: LEAD,
    leadScore: 82,
    stageEnteredAt: at,
    lastActivityAt: at,
    rottingDays: 0,
    expectedCloseOn: null,
    demo: false,
    createdAt: at,
    ...overrides,
  };
}

export const dealList = (cards: CrmDealCard[]) =>
  crmDealListSchema.parse({ deals: cards, total: cards.length });

export function aDeal(card: CrmDealCard, activities: CrmActivity[] = []): CrmDeal {
  return crmDealSchema.parse({
    ...card,
    contact: {
      ...card.contact,
      source: card.source,
      leadId: card.leadId,
      notes: null,
      demo: false,
      properties: [],
      createdAt: card.createdAt,
    },
    property: null,
    stageHistory: [],
    activities,
    tasks: [],
  });
}

export const aCall = (at: string): CrmActivity => ({
  id: 'ac000000-0000-4000-8000-000000000001',
  dealId: DEAL,
  contactId: CONTACT,
  kind: 'call',
  body: 'Called, booked a visit',
  data: {},
  byUserId: OWNER,
  byName: 'Ada',
  at,
});

export const aLead = (): SolarLead =>
  solarLeadSchema.parse({
    id: LEAD,
    deploymentId: null,
    conversationId: 'c1',
    status: 'new',
    score: 82,
    contact: { name: 'Grace Hopper', email: 'grace@example.test', phone: '+1 314 555 0100' },
    property: { zip: '63101', address: '1 Market St, St. Louis', homeType: 'single-family' },
    answers: { ownership: 'own', monthlyBill: 150, goals: ['Lower bills'], concerns: ['roof'] },
    estimate: null,
    transcript: [{ role: 'user', text: 'Will it leak?', at: new Date().toISOString() }],
    consentText: null,
    consentAt: null,
    appointments: [],
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  });

function anOption(id: 'A' | 'B' | 'C', full: boolean): ProposalOption {
  const kw = id === 'A' ? 5.6 : 7;
  const w = Math.round(kw * 1000);
  const perW = (c: number) => Math.round(w * c);
  const price = perW(310) + (id === 'C' ? 14_500_00 : 0);
  return {
    id,
    label:
      id === 'A' ? 'Most of your use' : id === 'B' ? 'All of your use' : 'All of your use, with a battery',
    battery: id === 'C',
    batteryCount: id === 'C' ? 1 : 0,
    batteryKwh: id === 'C' ? 13.5 : 0,
    systemKw: kw,
    systemWatts: w,
    panels: Math.ceil(w / 400),
    moduleWatts: 400,
    offset: id === 'A' ? 0.8 : 1,
    annualKwh: Math.round(kw * 1300),
    pricePerWatt: 3.1,
    batteryCents: id === 'C' ? 14_500_00 : 0,
    priceCents: price,
    firstYearSavingsCents: Math.round(kw * 1300 * 14),
    lifetimeSavingsCents: Math.round(kw * 1300 * 14 * 28),
    paybackYears: 12.5,
    finance: {
      cash: { priceCents: price, incentivesCents: 0, federalCreditCents: 0, netCostCents: price },
      loan: {
        downPaymentCents: 0,
        amountFinancedCents: price,
        dealerFeeCents: Math.round(price * 0.25),
        dealerFeePct: 20,
        principalCents: Math.round(price * 1.25),
        aprPct: 7.99,
        aprWithFeePct: 10.52,
        termYears: 25,
        monthlyPaymentCents: 24_019,
        totalOfPaymentsCents: 24_019 * 300,
        totalPaidCents: 24_019 * 300,
        financeChargeCents: 24_019 * 300 - price,
      },
      lease: null,
      ppa: {
        firstRatePerKwh: 0.16,
        escalatorPct: 2.9,
        termYears: 25,
        totalKwh: 200_000,
        totalPaidCents: 4_400_000,
      },
      disclosure: ['The dealer fee is added to the loan.'],
      federalCreditNote: 'No federal credit is counted.',
    },
    fromDesign: false,
    ...(full
      ? {
          floorPerWatt: 2.6,
          floorCents: perW(260),
          commission: {
            totalCents: perW(50),
            setterCents: perW(15),
            closerCents: perW(35),
            milestones: {
              M1: { setterCents: perW(3.75), closerCents: perW(8.75) },
              M2: { setterCents: perW(7.5), closerCents: perW(17.5) },
              M3: { setterCents: perW(3.75), closerCents: perW(8.75) },
            },
          },
        }
      : {}),
  };
}

export function aProposal(view: 'full' | 'present'): Proposal {
  return proposalSchema.parse({
    id: 'b0000000-0000-4000-8000-000000000001',
    dealId: DEAL,
    version: 1,
    status: 'draft',
    view,
    options: (['A', 'B', 'C'] as const).map((id) => anOption(id, view === 'full')),
    selectedOptionId: null,
    designId: null,
    site: {
      annualUseKwh: 9100,
      usageBasis: 'monthlyBill',
      rate: 0.14,
      rateSource: 'EIA state average',
      specificYield: 1300,
      state: 'MO',
      zip: '63101',
      station: 'ST LOUIS LAMBERT',
    },
    financeTerms: {
      loan: { aprPct: 7.99, termYears: 25, dealerFeePct: 20, downPaymentCents: 0 },
      lease: null,
      ppa: { ratePerKwh: 0.16, escalatorPct: 2.9, termYears: 25 },
    },
    assumptions: ['Panels lose 0.5% a year.'],
    createdAt: new Date().toISOString(),
    sentAt: null,
    signedAt: null,
    signature: null,
  });
}
