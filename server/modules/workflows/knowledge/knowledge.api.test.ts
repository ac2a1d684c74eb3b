/**
 * A workflow's knowledge over the API against a real database: uploading each accepted type, listing,
 * chunks with pages and headings, deleting, the limits and refusals, another user's workflow, and a run
 * whose knowledge-retrieval node finds the right passage with its citation.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeProvider, fakeEmbedding, httpError, startFakeOpenAI } from '../../../ai/testing';
import { knowledgeChunks } from '../../../db/schema/workflows-knowledge';
import { docxWithParagraphs, pdfWithPages } from '../../../lib/document-text/testing/document-files';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createWorkflow, line, node, saveDraft } from '../testing/documents';
import { KNOWLEDGE_UPLOAD_LIMIT } from './knowledge-routes';
import { EMBEDDING_FAILED } from './knowledge-service';

const text = (s: string) => new TextEncoder().encode(s);

/** Uploads a file to a workflow's knowledge as a browser would. */
function uploadAs(
  t: TestApp,
  user: SignedInUser,
  workflowId: string,
  bytes: Uint8Array,
  name: string,
  field = 'file',
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  return Promise.resolve(
    t.app.request(`/api/workflows/${workflowId}/knowledge`, {
      method: 'POST',
      body: form,
      headers: { origin: 'http://localhost', cookie: user.cookie },
    }),
  );
}

/** A workflow that answers its input's question from its knowledge; `ask` runs it and answers the node's item. */
async function retrievalWorkflow(user: SignedInUser) {
  const id = await createWorkflow(user);
  await saveDraft(user, id, {
    ...line([
      node('start', 'manual-trigger'),
      node('docs', 'knowledge-retrieval', { query: '{{ $json.question }}', topK: 2 }),
    ]),
  });
  const ask = async (question: string) => {
    const res = await user.request('POST', `/api/workflows/${id}/runs`, { input: { question } });
    expect(res.status).toBe(201);
    const done = await res.json();
    expect(done.status).toBe('succeeded');
    return done.result[0][0].json;
  };
  return { id, ask };
}

describe('workflow knowledge', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'knower' });
    bob = await createSignedInUser(t, { username: 'stranger' });
  });
  afterAll(() => t.close());

  const upload = (
    user: SignedInUser,
    workflowId: string,
    bytes: Uint8Array,
    name: string,
    field = 'file',
  ) => {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)]), name);
    return Promise.resolve(
      t.app.request(`/api/workflows/${workflowId}/knowledge`, {
        method: 'POST',
        body: form,
        headers: { origin: 'http://localhost', cookie: user.cookie },
      }),
    );
  };
  const uploaded = async (workflowId: string, bytes: Uint8Array, name: string) => {
    const res = await upload(ada, workflowId, bytes, name);
    expect(res.status).toBe(201);
    return res.json();
  };
  const chunksOf = async (workflowId: string, docId: string) => {
    const res = await ada.request('GET', `/api/workflows/${workflowId}/knowledge/${docId}/chunks`);
    expect(res.status).toBe(200);
    return (await res.json()).chunks;
  };

  it('takes text, markdown, PDF and DOCX, and lists them with their chunk counts', async () => {
    const id = await createWorkflow(ada);
    const txt = await uploaded(id, text('Plain words.\n\nMore words.'), 'notes.txt');
    expect(txt).toMatchObject({ name: 'notes.txt', mediaType: 'text/plain', status: 'ready', chunks: 1 });
    const md = await uploaded(id, text('# Setup\nInstall it.\n\n# Use\nRun it.'), 'guide.md');
    expect(md).toMatchObject({ mediaType: 'text/markdown', chunks: 2 });
    const pdf = await uploaded(id, pdfWithPages(['Page one', 'Page two']), 'manual');
    expect(pdf).toMatchObject({ name: 'manual.pdf', mediaType: 'application/pdf', chunks: 2 });
    const docx = await uploaded(id, docxWithParagraphs(['Hello from Word.']), 'letter.docx');
    expect(docx).toMatchObject({ mediaType: expect.stringContaining('wordprocessingml'), chunks: 1 });

    const list = await (await ada.request('GET', `/api/workflows/${id}/knowledge`)).json();
    expect(list.documents.map((d: { name: string; chunks: number }) => [d.name, d.chunks]).sort()).toEqual([
      ['guide.md', 2],
      ['letter.docx', 1],
      ['manual.pdf', 2],
      ['notes.txt', 1],
    ]);
    expect(await chunksOf(id, md.id)).toMatchObject([
      { seq: 0, heading: 'Setup', page: null, text: '# Setup Install it.' },
      { seq: 1, heading: 'Use', text: '# Use Run it.' },
    ]);
    expect((await chunksOf(id, pdf.id)).map((c: { page: number }) => c.page)).toEqual([1, 2]);
    expect((await chunksOf(id, docx.id))[0].text).toBe('Hello from Word.');

    const deleted = await ada.request('DELETE', `/api/workflows/${id}/knowledge/${txt.id}`);
    expect(deleted.status).toBe(200);
    const after = await (await ada.request('GET', `/api/workflows/${id}/knowledge`)).json();
    expect(after.documents).toHaveLength(3);
    expect((await ada.request('GET', `/api/workflows/${id}/knowledge/${txt.id}/chunks`)).status).toBe(404);
  });

  it('refuses other types, damaged files, empty or missing files and files over 10 MB, with clear messages', async () => {
    const id = await createWorkflow(ada);
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    const refused = await upload(ada, id, png, 'image.md');
    expect(refused.status).toBe(415);
    expect((await refused.json()).message).toMatch(/cannot be used as knowledge. Accepted: plain text/);

    const broken = await upload(ada, id, text('%PDF-1.4\nbroken'), 'broken.pdf');
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toMatch(/could not be read as a PDF/);

    expect((await upload(ada, id, text(''), 'empty.txt')).status).toBe(400);
    const noFile = await upload(ada, id, text('x'), 'x.txt', 'other');
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).message).toMatch(/field named "file"/);
    expect((await upload(ada, id, text(' \n\n '), 'blank.txt')).status).toBe(400);

    const big = await upload(ada, id, new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61), 'big.txt');
    expect(big.status).toBe(413);
    expect((await big.json()).message).toMatch(/at most 10 MB/);
    expect((await (await ada.request('GET', `/api/workflows/${id}/knowledge`)).json()).documents).toEqual([]);
  });

  it("answers 404 for another user's workflow and its documents", async () => {
    const id = await createWorkflow(ada);
    const doc = await uploaded(id, text('Secret plans.'), 'plans.txt');
    expect((await upload(bob, id, text('Mine now.'), 'x.txt')).status).toBe(404);
    expect((await bob.request('GET', `/api/workflows/${id}/knowledge`)).status).toBe(404);
    expect((await bob.request('GET', `/api/workflows/${id}/knowledge/${doc.id}/chunks`)).status).toBe(404);
    expect((await bob.request('DELETE', `/api/workflows/${id}/knowledge/${doc.id}`)).status).toBe(404);
    // A document of another workflow of the same owner is not found through this one.
    const other = await createWorkflow(ada);
    expect((await ada.request('GET', `/api/workflows/${other}/knowledge/${doc.id}/chunks`)).status).toBe(404);
  });

  it('limits uploads per user, and is described in the OpenAPI document', async () => {
    t.enforceRateLimits();
    const id = await createWorkflow(ada);
    let last: Response | undefined;
    for (let i = 0; i <= KNOWLEDGE_UPLOAD_LIMIT.limit; i++) {
      last = await upload(ada, id, text(`Note ${i}.`), 'n.txt');
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    expect((await last!.json()).message).toMatch(/Too many uploads/);

    const doc = await (await t.request('GET', '/api/openapi.json')).json();
    const paths = doc.paths;
    expect(
      paths['/api/workflows/{id}/knowledge'].post.requestBody.content['multipart/form-data'],
    ).toBeDefined();
    expect(paths['/api/workflows/{id}/knowledge'].get).toBeDefined();
    expect(paths['/api/workflows/{id}/knowledge/{docId}/chunks'].get).toBeDefined();
    expect(paths['/api/workflows/{id}/knowledge/{docId}'].delete).toBeDefined();
  });

  it('lets a run find the passage that answers, with a citation, only in its own workflow', async () => {
    const { id, ask: run } = await retrievalWorkflow(ada);
    const other = await createWorkflow(ada);
    await uploaded(other, text('The boiler pressure must stay below two bar.'), 'elsewhere.txt');
    await uploaded(
      id,
      pdfWithPages([
        'Welcome to the heating manual.',
        'The boiler pressure should read between one and two bar.',
      ]),
      'heating.pdf',
    );
    await uploaded(
      id,
      text('# Billing\nInvoices are sent monthly.\n\n# Holidays\nThe office closes in August.'),
      'faq.md',
    );

    const answer = await run('What should the boiler pressure be?');
    expect(answer.mode).toBe('bm25');
    expect(answer.results[0]).toMatchObject({ documentName: 'heating.pdf', page: 2 });
    expect(answer.results.map((r: { documentName: string }) => r.documentName)).not.toContain(
      'elsewhere.txt',
    );
    expect(answer.context).toMatch(/^\[1\] \(heating\.pdf, page 2\)\nThe boiler pressure should read/);
    expect(answer.citations[0]).toEqual({
      n: 1,
      documentName: 'heating.pdf',
      page: 2,
      chunkId: answer.results[0].chunkId,
    });

    const holidays = await run('When does the office close for holidays?');
    expect(holidays.results[0]).toMatchObject({ documentName: 'faq.md', heading: 'Holidays' });

    // Deleting a document takes it out of the next run's search.
    const { documents } = await (await ada.request('GET', `/api/workflows/${id}/knowledge`)).json();
    const faq = documents.find((d: { name: string }) => d.name === 'faq.md');
    await ada.request('DELETE', `/api/workflows/${id}/knowledge/${faq.id}`);
    const again = await run('When does the office close for holidays?');
    expect(again.results.map((r: { documentName: string }) => r.documentName)).not.toContain('faq.md');
  });
});

describe('workflow knowledge with a provider that embeds', () => {
  let fake: FakeProvider;
  let t: TestApp;
  let ada: SignedInUser;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApp({
      rateLimits: 'unlimited',
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl },
    });
    ada = await createSignedInUser(t, { username: 'embedder' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const embeddingCalls = () => fake.requests.filter((r) => r.path === '/v1/embeddings');
  const storedEmbeddings = async (documentId: string) =>
    (
      await t.database.db.select().from(knowledgeChunks).where(eq(knowledgeChunks.documentId, documentId))
    ).map((c) => c.embedding);

  it('embeds the chunks at upload and ranks by words and meaning together (hybrid)', async () => {
    const { id, ask } = await retrievalWorkflow(ada);
    const passages =
      '# Boilers\nThe boiler pressure should read between one and two bar.\n\n# Billing\nInvoices are sent monthly.';
    const res = await uploadAs(t, ada, id, text(passages), 'manual.md');
    expect(res.status).toBe(201);
    const doc = await res.json();
    expect(embeddingCalls()).toHaveLength(1);
    expect(embeddingCalls()[0]!.body).toMatchObject({
      model: 'text-embedding-3-small',
      input: [
        '# Boilers The boiler pressure should read between one and two bar.',
        '# Billing Invoices are sent monthly.',
      ],
    });
    expect(await storedEmbeddings(doc.id)).toEqual([
      fakeEmbedding('# Boilers The boiler pressure should read between one and two bar.'),
      fakeEmbedding('# Billing Invoices are sent monthly.'),
    ]);

    const answer = await ask('What pressure should the boiler read?');
    expect(answer.mode).toBe('hybrid');
    expect(embeddingCalls().at(-1)!.body).toMatchObject({ input: ['What pressure should the boiler read?'] });
    expect(answer.results[0]).toMatchObject({ documentName: 'manual.md', heading: 'Boilers' });
    expect(answer.citations[0]).toEqual({
      n: 1,
      documentName: 'manual.md',
      chunkId: answer.results[0].chunkId,
    });
  });

  it('stores the document unembedded when the provider fails, and searches it by words', async () => {
    const { id, ask } = await retrievalWorkflow(ada);
    fake.script(httpError(500));
    const res = await uploadAs(t, ada, id, text('Holidays: the office closes in August.'), 'faq.txt');
    expect(res.status).toBe(201);
    const doc = await res.json();
    expect(doc).toMatchObject({ status: 'ready', error: EMBEDDING_FAILED });
    expect(await storedEmbeddings(doc.id)).toEqual([null]);
    const answer = await ask('When does the office close?');
    expect(answer.mode).toBe('bm25');
    expect(answer.results[0]).toMatchObject({ documentName: 'faq.txt' });
  });
});
