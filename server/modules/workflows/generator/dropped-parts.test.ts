/** What a pattern's draft leaves out of the request is named in a warning, with the closest nodes. */
import { describe, expect, it } from 'vitest';
import { droppedParts } from './dropped-parts';
import { matchPattern } from './match-pattern';
import { readRequest } from './request-words';

/** The offline draft's extra warnings for a request: matched and built as the route does. */
function warningsFor(request: string): string[] {
  const words = readRequest(request);
  const match = matchPattern(words);
  if (!match) throw new Error('no pattern matched');
  return droppedParts(words, match.pattern.build(words).document);
}

describe('droppedParts', () => {
  it('names the translation and Slack a contact-form draft leaves out, with the closest nodes', () => {
    const warnings = warningsFor(
      'When a customer fills in my contact form, translate the message to French and post it to our Slack channel #support',
    );
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/^Translating into French is left out of this draft/);
    expect(warnings[0]).toContain('LLM Prompt node');
    expect(warnings[0]).toContain('needs an AI provider');
    expect(warnings[1]).toMatch(/^Slack \(the channel #support\) is left out of this draft/);
    expect(warnings[1]).toContain('HTTP Request node');
    expect(warnings[1]).toContain('https://slack.com/api/chat.postMessage');
    expect(warnings[1]).toContain('"channel": "#support"');
    // The e-mail step the pattern adds was never asked for: said, not passed off as the request.
    expect(warnings[2]).toMatch(/sends an e-mail, which the request did not ask for/);
  });

  it('names each service it has no node for', () => {
    const warnings = warningsFor(
      'Every morning at 8am fetch https://api.example.com/metrics, summarise it and post it to Discord and a Google Sheet',
    );
    expect(warnings.map((w) => w.split(' is left out')[0])).toEqual([
      'Discord',
      'Google Sheets',
      expect.any(String),
    ]);
  });

  it('says nothing when the draft does what was asked', () => {
    expect(warningsFor('A chatbot that answers customer questions from our product manual')).toEqual([]);
    expect(
      warningsFor(
        'Every Monday at 10am fetch https://api.acme.com/sales, summarise it and e-mail boss@acme.com',
      ),
    ).toEqual([]);
  });

  it('keeps quiet about translation when the draft has an AI step that can do it', () => {
    const words = readRequest('Translate each chat message into Spanish');
    const document = {
      nodes: [
        {
          id: 'c',
          type: 'chat-trigger',
          typeVersion: 1,
          name: 'Chat',
          position: [0, 0] as [number, number],
          parameters: {},
        },
        {
          id: 'l',
          type: 'llm-prompt',
          typeVersion: 1,
          name: 'LLM',
          position: [200, 0] as [number, number],
          parameters: {},
        },
      ],
      edges: [],
      settings: {},
    };
    expect(droppedParts(words, document)).toEqual([]);
  });
});
