/**
 * The one gate of the five builder routes, through the app's own routes: signed out, each route's sign-in
 * prompt; a workflow that is missing (or not yours), the way back to that route's chooser; a failed load,
 * Try again; a loaded one, the route's editor with the screen's title.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anError, aUser, mockApi, signedOutUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { scaled } from '@/test/time';
import { aWorkflowDetail } from '../document/test-documents';

afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: scaled(15_000) };
const ID = '0b6a3c1e-0000-4000-8000-00000000000a';

const BUILDERS = [
  { path: '/builder-advanced', signIn: 'Sign in to build workflows' },
  { path: '/builder-enhanced', signIn: 'Sign in to debug workflows' },
  { path: '/builder-classic', signIn: 'Sign in to build workflows' },
  { path: '/builder-legacy', signIn: 'Sign in to build workflows' },
  { path: '/workflow-builder-legacy', signIn: 'Sign in to build workflows' },
];

describe('WorkflowGate on every builder route', () => {
  it.each(BUILDERS)('$path: asks a signed-out visitor to sign in', async ({ path, signIn }) => {
    mockApi({ 'GET /api/auth/user': signedOutUser });
    renderApp(`${path}?workflow=${ID}`);
    expect(await screen.findByRole('heading', { name: signIn }, slow)).toBeInTheDocument();
  });

  it.each(BUILDERS)(
    '$path: a workflow that is not there (or not yours) leads back to the chooser',
    async ({ path }) => {
      const { calls } = mockApi({
        'GET /api/auth/user': { body: aUser() },
        [`GET /api/workflows/${ID}`]: anError(404, { error: 'not_found', message: 'Not found.' }),
      });
      renderApp(`${path}?workflow=${ID}`);
      expect(
        await screen.findByText('This workflow does not exist, or it is not yours.', {}, slow),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Choose another workflow' })).toHaveAttribute('href', path);
      expect(calls.filter((c) => c.path === `/api/workflows/${ID}`).length).toBeGreaterThan(0);
    },
  );

  it('a load that failed can be tried again, and then opens the editor', async () => {
    let fail = true;
    mockApi({
      'GET /api/auth/user': { body: aUser() },
      [`GET /api/workflows/${ID}`]: () =>
        fail
          ? anError(503, { error: 'unavailable', message: 'Try again later.' })
          : {
              body: aWorkflowDetail(ID, 'Greeter', { schemaVersion: 1, nodes: [], edges: [], settings: {} }),
            },
      'GET /api/workflows/node-types': { body: { nodeTypes: [] } },
    });
    renderApp(`/builder-legacy?workflow=${ID}`);
    expect(await screen.findByText('The workflow could not be loaded.', {}, slow)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('steps-editor')).toBeInTheDocument(), slow);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Legacy Builder');
  });
});
