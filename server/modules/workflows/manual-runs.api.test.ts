/** Manual runs over the API beyond the draft: a published version, and partial runs from a node of a previous run. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedCodePool } from '../../engine/nodes/code/shared-pool';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

const code = (id: string, name: string, jsCode: string) => ({
  id,
  type: 'code',
  typeVersion: 1,
  name,
  position: [0, 0],
  parameters: { jsCode },
});
const start = { id: 'start', type: 'manual-trigger', typeVersion: 1, name: 'Start', position: [0, 0] };
const edge = (source: string, target: string) => ({
  id: `${source}-${target}`,
  source,
  sourceOutput: 0,
  target,
  targetInput: 0,
});

/** Start → Add one (n + 1) → Times (n * factor). */
const chain = (factor: number, addOne = 'return [{ n: $input.first().json.n + 1 }];') => ({
  nodes: [
    start,
    code('add', 'Add one', addOne),
    code('times', 'Times', `return [{ n: $input.first().json.n * ${factor} }];`),
  ],
  edges: [edge('start', 'add'), edge('add', 'times')],
  settings: {},
});

describe('manual runs of a version, and partial runs', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'partialada' });
    bob = await createSignedInUser(t, { username: 'partialbob' });
  });
  afterAll(async () => {
    await closeSharedCodePool();
    await t.close();
  });

  let revision = 1;
  const save = async (id: string, document: unknown) => {
    const res = await ada.request('PUT', `/api/workflows/${id}/draft`, { document, revision });
    expect(res.status).toBe(200);
    revision = (await res.json()).revision;
  };
  const create = async (document: unknown, who = ada) => {
    const created = await (await who.request('POST', '/api/workflows', { name: 'Chain', document })).json();
    revision = created.revision;
    return created.id as string;
  };
  const run = (id: string, body: unknown, who = ada) =>
    who.request('POST', `/api/workflows/${id}/runs`, body);
  const nThen = (detail: { result: { json: { n: number } }[][] }) => detail.result[0]?.[0]?.json.n;

  it('runs a published version rather than the draft, and answers 404 for a version that does not exist', async () => {
    const id = await create(chain(10));
    expect((await ada.request('POST', `/api/workflows/${id}/versions`, { note: 'v1' })).status).toBe(201);
    await save(id, chain(1000));

    const v1 = await (await run(id, { input: { n: 1 }, version: 1 })).json();
    expect([v1.versionNumber, v1.trigger, nThen(v1)]).toEqual([1, 'manual', 20]);
    const draft = await (await run(id, { input: { n: 1 } })).json();
    expect([draft.versionNumber, nThen(draft)]).toEqual([null, 2000]);

    const missing = await run(id, { version: 9 });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('This workflow has no version 9.');
  });

  it('runs again from a node with the outputs the previous run stored before it', async () => {
    const id = await create(chain(10));
    const first = await (await run(id, { input: { n: 1 } })).json();
    expect(nThen(first)).toBe(20);
    await save(id, chain(100));

    const res = await run(id, { fromNodeId: 'times', previousRunId: first.id });
    expect(res.status).toBe(201);
    const partial = await res.json();
    expect(partial.trigger).toBe('partial');
    expect(partial.steps.map((s: { nodeId: string }) => s.nodeId)).toEqual(['times']);
    expect(partial.steps[0].input).toEqual([[{ json: { n: 2 } }]]);
    expect(nThen(partial)).toBe(200);
  });

  it('re-runs a failed run from the node that failed once it is fixed', async () => {
    const id = await create(chain(10, 'throw new Error("not yet")'));
    const failed = await (await run(id, { input: { n: 4 } })).json();
    expect(failed.status).toBe('failed');

    const refused = await run(id, { fromNodeId: 'times', previousRunId: failed.id });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      'Node "Times" cannot run again from that run: "Add one" before it did not run there. Run the workflow from its start instead.',
    );

    await save(id, chain(10));
    const fixed = await (await run(id, { fromNodeId: 'add', previousRunId: failed.id })).json();
    expect(fixed.steps.map((s: { nodeId: string }) => s.nodeId)).toEqual(['add', 'times']);
    expect(nThen(fixed)).toBe(50);
  });

  it("refuses a partial run from another workflow's run, a node that does not exist, or half a request", async () => {
    const mine = await create(chain(10));
    const theirs = await create(chain(10), bob);
    const bobsRun = await (await run(theirs, { input: { n: 1 } }, bob)).json();
    const myRun = await (await run(mine, { input: { n: 1 } })).json();

    const foreign = await run(mine, { fromNodeId: 'times', previousRunId: bobsRun.id });
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).message).toMatch(/not a run of this workflow/);

    const noNode = await run(mine, { fromNodeId: 'nope', previousRunId: myRun.id });
    expect(noNode.status).toBe(400);
    expect((await noNode.json()).message).toBe('This workflow has no node with the id "nope".');

    const half = await run(mine, { fromNodeId: 'times' });
    expect(half.status).toBe(400);
    expect(JSON.stringify(await half.json())).toContain(
      'A partial run needs both fromNodeId and previousRunId.',
    );

    expect((await run(mine, { startNodeId: 'nope' })).status).toBe(400);
  });

  it("gives expressions the workflow's name, and runs n8n's forms through the worker pool", async () => {
    const id = await create({
      nodes: [
        start,
        {
          id: 'forms',
          type: 'set',
          typeVersion: 1,
          name: 'Forms',
          position: [0, 0],
          parameters: {
            assignments: [
              { name: 'workflow', value: '={{ $workflow.name }}' },
              { name: 'day', value: "={{ '2024-01-15'.toDateTime().plus(1, 'day').format('yyyy-MM-dd') }}" },
              {
                name: 'full',
                value: "={{ DateTime.fromISO('1983-10-14').toLocaleString(DateTime.DATE_FULL) }}",
              },
              { name: 'md5', value: "={{ 'hello'.hash() }}" },
              { name: 'second', value: "={{ $jmespath({ a: [1, 2] }, 'a[1]') }}" },
            ],
          },
        },
      ],
      edges: [edge('start', 'forms')],
      settings: {},
    });
    const detail = await (await run(id, {})).json();
    expect(detail.result[0][0].json).toEqual({
      workflow: 'Chain',
      day: '2024-01-16',
      full: 'October 14, 1983',
      md5: '5d41402abc4b2a76b9719d911017c592',
      // The Set node's assignments are strings unless typed.
      second: '2',
    });
  });

  it('keeps with each step what its expressions produced, each value capped', async () => {
    const set = (id: string, name: string, assignments: unknown[]) => ({
      id,
      type: 'set',
      typeVersion: 1,
      name,
      position: [0, 0],
      parameters: { assignments },
    });
    const id = await create({
      nodes: [
        start,
        set('who', 'Who', [{ name: 'name', value: 'Ada' }]),
        set('greet', 'Greet', [
          { name: 'greeting', value: "={{ 'hello ' + $json.name }}" },
          { name: 'fixed', value: 'as written' },
        ]),
        {
          ...set('big', 'Big', []),
          parameters: { assignments: [{ name: 'x', value: "={{ 'y'.repeat(20000) }}" }] },
        },
      ],
      edges: [edge('start', 'who'), edge('who', 'greet'), edge('greet', 'big')],
      settings: {},
    });
    const res = await run(id, {});
    expect(res.status).toBe(201);
    const detail = await res.json();
    const step = (nodeId: string) => detail.steps.find((s: { nodeId: string }) => s.nodeId === nodeId);
    expect(step('greet').resolvedParameters).toEqual({
      assignments: [
        { name: 'greeting', value: 'hello Ada' },
        { name: 'fixed', value: 'as written' },
      ],
    });
    // The trigger reads no parameters; a value over the cap is kept as its size only.
    expect(step('start').resolvedParameters ?? null).toBeNull();
    expect(step('big').resolvedParameters).toEqual({
      assignments: { truncated: true, bytes: expect.any(Number) },
    });
    expect(step('big').resolvedParameters.assignments.bytes).toBeGreaterThan(20000);
    // As stored: the same when read again.
    const again = await (await ada.request('GET', `/api/workflows/${id}/runs/${detail.id}`)).json();
    expect(again.steps[2].resolvedParameters).toEqual(step('greet').resolvedParameters);
  });
});
