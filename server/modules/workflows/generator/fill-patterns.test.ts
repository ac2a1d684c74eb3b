/** Slot filling: what the request says ends up in the nodes' parameters; what it does not is a warning. */
import { describe, expect, it } from 'vitest';
import type { BuiltWorkflow } from './pattern';
import { patternById } from './patterns';
import { readRequest } from './request-words';

function build(patternId: string, request: string): BuiltWorkflow {
  const pattern = patternById(patternId);
  if (!pattern) throw new Error(`no pattern ${patternId}`);
  return pattern.build(readRequest(request));
}

const paramsOf = (built: BuiltWorkflow, type: string) =>
  built.document.nodes.filter((n) => n.type === type).map((n) => n.parameters ?? {});

/** The parameters of the first node of `type` (the test fails when there is none). */
function firstParams(built: BuiltWorkflow, type: string): Record<string, unknown> {
  const found = paramsOf(built, type)[0];
  if (!found) throw new Error(`no ${type} node`);
  return found;
}

describe('slot filling', () => {
  it('gives each category its own output and team address, and sends the rest to "Other"', () => {
    const built = build(
      'support-triage',
      'Sort tickets into refunds, shipping, login problems and other stuff and e-mail a@x.io, b@x.io, c@x.io, d@x.io',
    );
    const classifier = firstParams(built, 'text-classifier');
    expect((classifier.categories as { category: string }[]).map((c) => c.category)).toEqual([
      'Refunds',
      'Shipping',
      'Login problems',
      'Other stuff',
    ]);
    expect(paramsOf(built, 'send-email').map((p) => p.to)).toEqual(['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io']);
    const outputs = (built.document.edges ?? [])
      .filter((e) => e.source === 'classify_ticket')
      .map((e) => e.sourceOutput);
    expect(outputs).toEqual([0, 1, 2, 3, 10]);
    expect(built.warnings).toEqual([]);
  });

  it('uses defaults with warnings when the request names no categories or addresses', () => {
    const built = build('support-triage', 'triage our support tickets');
    expect(built.warnings).toContain('No categories in your request: using Billing, Technical, Sales.');
    expect(built.warnings).toContain(
      'No e-mail address for the Billing team in your request: replace you@example.com.',
    );
  });

  it('pays the amount said to the user named, within the budget said', () => {
    const built = build('webhook-aiz-transfer', 'On each webhook call pay 2.5 AIZ to @carol, budget 10 AIZ');
    expect(paramsOf(built, 'aiz-transfer')[0]).toMatchObject({ to: 'carol', amount: '2.5' });
    expect(built.document.settings).toMatchObject({ budgetAiz: '10' });
    expect(built.warnings).toEqual([]);
  });

  it('asks the form for the fields named, with input types that fit them', () => {
    const built = build(
      'form-to-email',
      'a signup form asking for company, work email and comments; mail me at me@x.io',
    );
    const [form] = paramsOf(built, 'form-trigger');
    expect(form?.formFields).toEqual([
      { label: 'Company', type: 'text', required: true },
      { label: 'Work email', type: 'email', required: true },
      { label: 'Comments', type: 'textarea', required: true },
    ]);
  });

  it('reads the schedule into the trigger and the threshold into the condition', () => {
    const built = build('lead-qualification', 'every lead with a budget above 250 goes to deals@x.io');
    const condition = firstParams(built, 'if');
    expect((condition.conditions as { conditions: { rightValue: number }[] }).conditions[0]?.rightValue).toBe(
      250,
    );
    const digest = build('daily-digest', 'a digest every weekday at 6:45 pm of https://x.io/feed to me@x.io');
    expect(paramsOf(digest, 'schedule-trigger')[0]?.rule).toEqual({
      interval: [
        {
          field: 'weeks',
          weeksInterval: 1,
          triggerAtDay: [1, 2, 3, 4, 5],
          triggerAtHour: 18,
          triggerAtMinute: 45,
        },
      ],
    });
    expect(paramsOf(digest, 'http-request')[0]?.url).toBe('https://x.io/feed');
  });

  it('wires the e-mail to the category the request says to e-mail', () => {
    const built = build(
      'feed-classify-route',
      'Poll https://x.io/rss and classify posts into sports, politics and tech, and e-mail tech to t@x.io',
    );
    const classifier = firstParams(built, 'text-classifier');
    expect((classifier.categories as { category: string }[])[0]?.category).toBe('Tech');
    expect(paramsOf(built, 'send-email')[0]?.to).toBe('t@x.io');
  });

  it('gives one request one webhook path, and different requests different paths', () => {
    const a = paramsOf(build('webhook-to-email', 'e-mail me@x.io on each webhook'), 'webhook-trigger')[0]
      ?.path;
    const again = paramsOf(build('webhook-to-email', 'e-mail me@x.io on each webhook'), 'webhook-trigger')[0]
      ?.path;
    const b = paramsOf(build('webhook-to-email', 'e-mail you@x.io on each webhook'), 'webhook-trigger')[0]
      ?.path;
    expect(a).toBe(again);
    expect(a).not.toBe(b);
  });
});
