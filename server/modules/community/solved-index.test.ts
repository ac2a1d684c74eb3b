import { describe, expect, it } from 'vitest';
import { buildSolvedIndex, type SolvedThread } from './solved-index';

const thread = (
  id: number,
  title: string,
  tags: string[],
  question: string,
  solution: string,
): SolvedThread => ({
  id,
  slug: `t-${id}`,
  title,
  tags,
  question,
  solution,
  solver: 'ana',
});

const index = buildSolvedIndex([
  thread(
    1,
    'How do I import an n8n workflow with a webhook?',
    ['n8n', 'import'],
    'I exported my n8n workflow as JSON. How do I bring it in?',
    'Open Workflows, choose Import and paste the JSON.',
  ),
  thread(
    2,
    'Staking rewards did not arrive',
    ['staking'],
    'I staked 100 AIZ yesterday and see no rewards.',
    'Rewards accrue per block; claim them on the Staking page.',
  ),
  thread(
    3,
    'Solar quote shows zero kWh',
    ['solar'],
    'The designer says 0 kWh for my roof.',
    'Draw the roof outline first, and mention the webhook importer only as an aside.',
  ),
]);

describe('the solved threads the assistant cites', () => {
  it('finds the thread whose title answers the question, typos and all', () => {
    expect(index.match('How do I import an n8n workflow?')[0]?.thread.id).toBe(1);
    expect(index.match('imprt n8n wrkflow')[0]?.thread.id).toBe(1);
    expect(index.match('my staking rewards never arrived')[0]?.thread.id).toBe(2);
  });

  it('cites nothing when the question is about something else or only an answer mentions it', () => {
    expect(index.match('How do I change my e-mail address?')).toEqual([]);
    expect(index.match('outline aside')).toEqual([]);
    expect(index.match('how can I')).toEqual([]);
  });

  it('cites a thread only when most of the question is about it', () => {
    expect(index.match('n8n pricing plans for enterprise teams and invoices')).toEqual([]);
  });
});
