/**
 * POST /api/solar/crm/import/preview and /import against the real app and database: a real-world file
 * (BOM, CRLF, a quoted address over two lines, bad cells) with duplicates of existing contacts and of its
 * own earlier rows, under each duplicate policy; roles; limits; one transaction.
 */

import type { crmImportPreviewSchema, crmImportResultSchema } from '@common/schemas/solar-crm';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  crmActivities,
  crmContacts,
  crmDealStageChanges,
  crmDeals,
  crmProperties,
} from '../../../../db/schema/solar-crm';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { onCrmEvent } from '../events';
import { type CrmTeam, crmTeam, seedContact, seedPipeline } from '../reports/testing';

type Preview = z.infer<typeof crmImportPreviewSchema>;
type Result = z.infer<typeof crmImportResultSchema>;

const CSV = [
  '\uFEFFFull Name,E-mail,Phone,Street,ZIP,Bill,Deal value,Ignored',
  'Ada L.,ADA@example.test,,1 Main,10001,$180,"$25,000",x', // 1: the contact Ada, by e-mail
  'Bob Byte,bob@example.test,+1 (555) 010-0002,"2 Elm St\r\nUnit 3",94103,120.50,,', // 2: new
  'Carol C,carol@example,555-010-0003,,,,,', // 3: bad e-mail
  'Dan D,,1-555-010-0001,,,,,', // 4: the contact Ada, by phone
  '', // 5: blank
  'grace hopper,,,,02134,,,', // 6: the contact Grace, by name and ZIP
  'Robert Byte,BOB@EXAMPLE.TEST,,,,,,', // 7: row 2, by e-mail
  'Eve,,555-010-0009,,1234,,,', // 8: bad ZIP
  'Bobby,, 555.010.0002 ,,,,,', // 9: row 2, by phone
  'Frank,frank@example.test,,,,abc,,', // 10: bad bill
].join('\r\n');
const MAPPING = {
  'Full Name': 'name',
  'E-mail': 'email',
  Phone: 'phone',
  Street: 'address',
  ZIP: 'zip',
  Bill: 'monthlyBill',
  'Deal value': 'dealValue',
} as const;

describe('CRM CSV import', () => {
  let t: TestApp;
  let team: CrmTeam;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    team = await crmTeam(t);
  });
  afterAll(() => t.close());

  /** A workspace of its own (the owner of a fresh team) with Ada and Grace, and a pipeline. */
  async function workspace() {
    const w = await crmTeam(t);
    const ownerId = w.owner.user.id;
    const ada = await seedContact(t, ownerId, {
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      phone: '(555) 010-0001',
      zip: '10001',
    });
    const grace = await seedContact(t, ownerId, { name: 'Grace Hopper', zip: '02134' });
    const pipeline = await seedPipeline(t, ownerId, 'Residential', [
      ['New lead', 'open'],
      ['Won', 'won'],
    ]);
    const contacts = () => t.database.db.select().from(crmContacts).where(eq(crmContacts.ownerId, ownerId));
    return { w, ownerId, ada, grace, pipeline, contacts };
  }

  it('previews rows, invalid rows and duplicates (existing and in-file) with their reasons', async () => {
    const { w, ada, grace, contacts } = await workspace();
    const res = await w.owner.request('POST', '/api/solar/crm/import/preview', {
      csv: CSV,
      mapping: MAPPING,
    });
    expect(res.status).toBe(200);
    const preview = (await res.json()) as Preview;
    expect(preview.headers).toEqual([
      'Full Name',
      'E-mail',
      'Phone',
      'Street',
      'ZIP',
      'Bill',
      'Deal value',
      'Ignored',
    ]);
    expect(preview.rows).toBe(9);
    expect(preview.invalid).toEqual([
      { row: 3, message: 'E-mail "carol@example" is not an e-mail address.' },
      { row: 8, message: 'ZIP "1234" is not a five-digit ZIP code.' },
      { row: 10, message: 'Bill "abc" is not an amount in dollars.' },
    ]);
    expect(preview.duplicates).toEqual([
      {
        row: 1,
        contactId: ada,
        matchedRow: null,
        reason: 'Same e-mail (ada@example.test) as the contact Ada Lovelace.',
      },
      {
        row: 4,
        contactId: ada,
        matchedRow: null,
        reason: 'Same phone number (5550100001) as the contact Ada Lovelace.',
      },
      {
        row: 6,
        contactId: grace,
        matchedRow: null,
        reason: 'Same name and ZIP (02134) as the contact Grace Hopper.',
      },
      { row: 7, contactId: null, matchedRow: 2, reason: 'Same e-mail (bob@example.test) as row 2.' },
      { row: 9, contactId: null, matchedRow: 2, reason: 'Same phone number (5550100002) as row 2.' },
    ]);
    expect(preview.sample).toHaveLength(5);
    expect(preview.sample[1]).toMatchObject({ 'Full Name': 'Bob Byte', Street: '2 Elm St\r\nUnit 3' });
    expect(await contacts()).toHaveLength(2); // a preview writes nothing
  });

  it('skips duplicates: creates the new contact with its property and a deal in the first stage', async () => {
    const { w, ownerId, pipeline, contacts } = await workspace();
    const created: string[] = [];
    const stop = onCrmEvent('deal.created', (_ctx, e) => {
      if (e.ownerId === ownerId) created.push(e.dealId);
    });
    const res = await w.owner.request('POST', '/api/solar/crm/import', {
      csv: CSV,
      mapping: MAPPING,
      pipelineId: pipeline.id,
    });
    stop();
    expect(res.status).toBe(200);
    expect((await res.json()) as Result).toEqual({
      created: 1,
      updated: 0,
      skipped: 5,
      invalid: 3,
      deals: 1,
    });

    const bob = (await contacts()).find((c) => c.name === 'Bob Byte')!;
    expect(bob).toMatchObject({
      email: 'bob@example.test',
      phone: '+1 (555) 010-0002',
      source: 'import',
      createdBy: ownerId,
    });
    const [property] = await t.database.db
      .select()
      .from(crmProperties)
      .where(eq(crmProperties.contactId, bob.id));
    expect(property).toMatchObject({ address: '2 Elm St\r\nUnit 3', zip: '94103', monthlyBillCents: 12_050 });
    const [deal] = await t.database.db.select().from(crmDeals).where(eq(crmDeals.contactId, bob.id));
    expect(deal).toMatchObject({
      pipelineId: pipeline.id,
      stageId: pipeline.stages[0]!.id,
      status: 'open',
      title: 'Bob Byte',
      valueCents: 0,
      propertyId: property!.id,
    });
    expect(created).toEqual([deal!.id]);
    const activities = await t.database.db
      .select()
      .from(crmActivities)
      .where(eq(crmActivities.dealId, deal!.id));
    expect(activities).toMatchObject([
      { kind: 'import', body: 'Imported from a CSV file (row 2).', byUserId: ownerId },
    ]);
    const changes = await t.database.db
      .select()
      .from(crmDealStageChanges)
      .where(eq(crmDealStageChanges.dealId, deal!.id));
    expect(changes).toMatchObject([{ fromStageId: null, toStageId: pipeline.stages[0]!.id }]);

    // The same file again: Bob is an existing contact now, so nothing is created.
    const again = await w.owner.request('POST', '/api/solar/crm/import', { csv: CSV, mapping: MAPPING });
    expect(await again.json()).toEqual({ created: 0, updated: 0, skipped: 6, invalid: 3, deals: 0 });
  });

  it('updates duplicates: existing contacts take the rows, in-file repeats merge into the new contact', async () => {
    const { w, ownerId, ada, grace, pipeline, contacts } = await workspace();
    const res = await w.manager.request('POST', `/api/solar/crm/import?workspace=${ownerId}`, {
      csv: CSV,
      mapping: MAPPING,
      duplicates: 'update',
      pipelineId: pipeline.id,
    });
    expect(await res.json()).toEqual({ created: 1, updated: 5, skipped: 0, invalid: 3, deals: 6 });
    const all = await contacts();
    expect(all).toHaveLength(3);
    // Row 1 then row 4 wrote into Ada: the later row's name and phone, row 1's e-mail and property.
    expect(all.find((c) => c.id === ada)).toMatchObject({
      name: 'Dan D',
      email: 'ada@example.test',
      phone: '1-555-010-0001',
    });
    const [adaHome] = await t.database.db
      .select()
      .from(crmProperties)
      .where(eq(crmProperties.contactId, ada));
    expect(adaHome).toMatchObject({ address: '1 Main', zip: '10001', monthlyBillCents: 18_000 });
    expect(all.find((c) => c.id === grace)).toMatchObject({ name: 'grace hopper' });
    // Rows 7 and 9 merged into row 2's contact before it was written: one Bob.
    const bob = all.find((c) => c.id !== ada && c.id !== grace)!;
    expect(bob).toMatchObject({
      name: 'Bobby',
      email: 'bob@example.test',
      phone: '555.010.0002',
      source: 'import',
    });
    const deals = await t.database.db.select().from(crmDeals).where(eq(crmDeals.ownerId, ownerId));
    expect(
      deals
        .filter((d) => d.contactId === ada)
        .map((d) => d.valueCents)
        .sort(),
    ).toEqual([0, 2_500_000]);
    expect(deals.filter((d) => d.contactId === bob.id)).toHaveLength(3);
  });

  it('creates every valid row as a new contact when asked, without deals when no pipeline is given', async () => {
    const { w, contacts } = await workspace();
    const res = await w.owner.request('POST', '/api/solar/crm/import', {
      csv: CSV,
      mapping: MAPPING,
      duplicates: 'create',
    });
    expect(await res.json()).toEqual({ created: 6, updated: 0, skipped: 0, invalid: 3, deals: 0 });
    expect(await contacts()).toHaveLength(8);
  });

  it('lets only managers import: setters, closers and strangers are refused, and the signed out', async () => {
    const body = { csv: 'Name\nZed\n', mapping: { Name: 'name' } };
    for (const path of ['/api/solar/crm/import/preview', '/api/solar/crm/import']) {
      for (const who of [team.setter, team.closer]) {
        const res = await who.request('POST', `${path}?${team.ws}`, body);
        expect(res.status).toBe(403);
        expect(await res.json()).toMatchObject({ message: expect.stringContaining('it needs: manager') });
      }
      const stranger = await team.stranger.request('POST', `${path}?${team.ws}`, body);
      expect(stranger.status).toBe(403);
      expect((await team.manager.request('POST', `${path}?${team.ws}`, body)).status).toBe(200);
      expect((await t.request('POST', path, body)).status).toBe(401);
    }
    const [zed] = await t.database.db
      .select()
      .from(crmContacts)
      .where(and(eq(crmContacts.ownerId, team.owner.user.id), eq(crmContacts.name, 'Zed')));
    expect(zed).toMatchObject({ source: 'import', createdBy: team.manager.user.id });
  });

  it('refuses bad files and mappings with 400s that say why, and writes nothing on a bad pipeline', async () => {
    const { w, contacts } = await workspace();
    const post = (body: unknown, path = '/api/solar/crm/import') => w.owner.request('POST', path, body);
    const cases: [unknown, string][] = [
      [
        { csv: 'Name\n"Zed\n', mapping: { Name: 'name' } },
        'The file is not valid CSV. Line 2: a quoted field is never closed.',
      ],
      [{ csv: 'Name\nZed\n', mapping: { Nom: 'name' } }, 'The column "Nom" is not in the file\'s header.'],
      [
        { csv: 'Name,Mail\nZed,z@example.test\n', mapping: { Mail: 'email' } },
        'Map a column to name: every contact needs one.',
      ],
      [
        { csv: `Name\n${'n\n'.repeat(5001)}`, mapping: { Name: 'name' } },
        'The file has 5,001 rows; an import takes at most 5000.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: expect.stringContaining(message) });
    }
    expect((await post({ csv: '', mapping: {} })).status).toBe(400);
    const unknown = await post({
      csv: 'Name\nZed\n',
      mapping: { Name: 'name' },
      pipelineId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(await contacts()).toHaveLength(2);
  });

  it('takes a file past the app-wide 1 MB JSON limit, up to 2 MB', async () => {
    const { w } = await workspace();
    const note = 'n'.repeat(4900);
    const csv = `Name,Notes\n${Array.from({ length: 300 }, (_, i) => `Person ${i},${note}`).join('\n')}`;
    expect(csv.length).toBeGreaterThan(1024 * 1024);
    const res = await w.owner.request('POST', '/api/solar/crm/import/preview', {
      csv,
      mapping: { Name: 'name', Notes: 'notes' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Preview).rows).toBe(300);
    const tooBig = await w.owner.request('POST', '/api/solar/crm/import/preview', {
      csv: 'x'.repeat(2 * 1024 * 1024 + 1),
      mapping: {},
    });
    expect(tooBig.status).toBe(400);
    expect(await tooBig.json()).toMatchObject({ message: expect.stringContaining('larger than 2 MB') });
  });
});
