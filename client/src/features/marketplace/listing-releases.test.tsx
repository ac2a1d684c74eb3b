import type { ListingDetail } from '@common/schemas/marketplace';
import type { CopyUpdatePreview, ListingReleases, SellingSummary } from '@common/schemas/marketplace-selling';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { scaled } from '@/test/time';

afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: scaled(5000) };
const INSTALL = '3f0c9d1e-0000-4000-8000-0000000000aa';

const listing: ListingDetail = {
  id: 'l1',
  slug: 'daily-digest',
  title: 'Daily digest',
  summary: 'Sends a digest of the day.',
  category: 'operations',
  tags: [],
  price: '0',
  official: false,
  offersCopy: true,
  agent: null,
  iconUrl: null,
  creator: { username: 'maker' },
  versionNumber: 2,
  figures: { installs: 1, rating: null, ratingCount: 0, usage: null },
  createdAt: '2026-01-02T00:00:00.000Z',
  readme: '',
  shape: { nodes: [], edges: [] },
  owned: true,
  myAgent: null,
  screenshots: [],
};

const releases: ListingReleases = {
  releases: [
    {
      versionNumber: 2,
      changelog: 'Adds **weekends**.',
      createdAt: '2026-01-05T00:00:00.000Z',
      current: true,
    },
    { versionNumber: 1, changelog: 'First release.', createdAt: '2026-01-02T00:00:00.000Z', current: false },
  ],
  copies: [{ installId: INSTALL, workflowId: 'w9', versionNumber: 1, updateAvailable: true }],
};

const preview: CopyUpdatePreview = {
  installId: INSTALL,
  workflowId: 'w9',
  fromVersion: 1,
  toVersion: 2,
  releases: [releases.releases[0]!],
  diff: {
    nodes: {
      added: [{ id: 'weekend', name: 'Skip weekends', type: 'if' }],
      removed: [],
      renamed: [],
      moved: [],
      changed: [],
    },
    edges: { added: [], removed: [] },
    settings: [],
    pinData: [],
  },
  nodeNames: { weekend: 'Skip weekends' },
  keptCredentials: ['mail'],
};

describe('a listing’s versions and an update of one’s copy', () => {
  it('shows the changelogs, “Update available”, the diff, then updates the copy', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/marketplace/listings/daily-digest': { body: listing },
      'GET /api/marketplace/listings/daily-digest/releases': { body: releases },
      [`GET /api/marketplace/installs/${INSTALL}/update`]: { body: preview },
      [`POST /api/marketplace/installs/${INSTALL}/update`]: {
        body: { workflowId: 'w9', versionNumber: 2, updated: true },
      },
    });
    renderApp('/marketplace/daily-digest');
    const versions = await screen.findByRole('region', { name: 'Versions' }, slow);
    expect(within(versions).getByText('weekends').tagName).toBe('STRONG');
    expect(within(versions).getByText('Current')).toBeTruthy();
    expect(await screen.findByText('Update available', {}, slow)).toBeTruthy();
    expect(screen.getByText(/Your copy is on version 1; version 2 is out/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'See what changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update your copy' }, slow);
    expect(await within(dialog).findByText('1 node added', {}, slow)).toBeTruthy();
    expect(within(dialog).getByText(/Skip weekends/)).toBeTruthy();
    expect(within(dialog).getByText(/Your credentials stay linked on 1 step/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Update my copy' }));
    await vi.waitFor(
      () => expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/update'))).toBe(true),
      slow,
    );
  });

  it('tells the creator that their draft is seen by them alone', async () => {
    mockApi({
      'GET /api/auth/user': { body: aUser({ username: 'maker' }) },
      'GET /api/marketplace/listings/daily-digest': { body: { ...listing, owned: false } },
      'GET /api/marketplace/listings/daily-digest/releases': { body: { ...releases, copies: [] } },
      'GET /api/marketplace/selling': {
        body: {
          listings: [
            {
              ...listing,
              readme: '',
              status: 'draft',
              hiddenReason: null,
              workflowId: 'w1',
              installs: 0,
              sales: 0,
              earnings: '0',
              runs: 0,
              updatedAt: listing.createdAt,
            },
          ],
          totals: { sales: 0, installs: 0, earnings: '0' },
          earningsByDay: [],
          days: 30,
          payouts: [],
          sales: [],
        } satisfies SellingSummary,
      },
    });
    renderApp('/marketplace/daily-digest');
    expect(await screen.findByText(/This is your draft: nobody else sees it/, {}, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage it on Selling' }).getAttribute('href')).toBe(
      '/marketplace/selling',
    );
    expect(screen.queryByText('Update available')).toBeNull();
  });
});
