import { GENERATE_EXAMPLES } from '@common/schemas/workflow-generator';
import { describe, expect, it } from 'vitest';
import { matchPattern } from './match-pattern';
import { WORKFLOW_PATTERNS } from './patterns';
import { readRequest } from './request-words';

const cases: [string, string][] = [
  ['When a webhook receives a POST, e-mail the payload to ops@acme.com', 'webhook-to-email'],
  ['Forward every incoming webhook request to my inbox jane@acme.com', 'webhook-to-email'],
  [
    'Every morning at 8am fetch https://api.acme.com/metrics, summarise it and e-mail me',
    'schedule-http-summary',
  ],
  ['Build a chatbot that answers customer questions from our product manual', 'document-chat-agent'],
  ['I want an agent that answers questions using our FAQ documents and PDFs', 'document-chat-agent'],
  ['Qualify new leads: if the budget is over 5000 send them to sales@acme.com', 'lead-qualification'],
  ['Score inbound leads and notify sales about qualified prospects', 'lead-qualification'],
  [
    'A vacation request form that my manager boss@acme.com approves, then e-mail the employee',
    'form-approval-email',
  ],
  [
    'Poll https://news.acme.com/rss every hour and classify articles into product, security and hiring',
    'feed-classify-route',
  ],
  ['When a webhook is called, pay 5 AIZ to @alice with a budget of 50 AIZ', 'webhook-aiz-transfer'],
  ['Alert me at oncall@acme.com whenever a workflow fails', 'error-alerting'],
  ['Send me a daily digest at 7am of https://api.acme.com/tickets', 'daily-digest'],
  ['Triage support tickets into billing, technical and sales and e-mail each team', 'support-triage'],
  [
    'Extract name, company and phone from incoming e-mails and post them to https://crm.acme.com/api/contacts',
    'extract-to-crm',
  ],
  ['A contact form asking for name, email and message that e-mails me at hello@acme.com', 'form-to-email'],
  ['Every Friday at 4pm remind team@acme.com to "submit your timesheets"', 'scheduled-reminder'],
  ['Check https://acme.com every 5 minutes and e-mail ops@acme.com if it is down', 'uptime-monitor'],
  ['A friendly chat assistant that helps people plan trips', 'chat-assistant'],
  [
    'Every Monday write a LinkedIn post about "solar energy savings" and send the draft to marketing@acme.com',
    'content-writer',
  ],
  ['An API endpoint that translates text into German', 'translation-api'],
  ['An endpoint that summarises meeting transcripts I send to it', 'summarise-endpoint'],
  [
    'When feedback comes in, detect the sentiment and e-mail negative reviews to cx@acme.com',
    'feedback-sentiment',
  ],
  ['Pay 20 AIZ to @bob after finance@acme.com approves it', 'approved-payout'],
  [
    'Every hour copy new orders from https://shop.acme.com/api/orders to https://erp.acme.com/api/orders without duplicates',
    'data-sync',
  ],
  ['An API endpoint that receives an order and responds with its total', 'webhook-api'],
  ['Post the open issues to our Slack channel every weekday at 9:30', 'post-to-chat'],
];

describe('matchPattern', () => {
  it.each(cases)('%s → %s', (request, id) => {
    expect(matchPattern(readRequest(request))?.pattern.id).toBe(id);
  });

  it("matches every pattern's own example to that pattern", () => {
    for (const pattern of WORKFLOW_PATTERNS) {
      expect(matchPattern(readRequest(pattern.example))?.pattern.id, pattern.example).toBe(pattern.id);
    }
  });

  it('matches every example the page offers', () => {
    expect(GENERATE_EXAMPLES.map((example) => matchPattern(readRequest(example))?.pattern.id)).toEqual([
      'webhook-to-email',
      'schedule-http-summary',
      'document-chat-agent',
      'support-triage',
      'lead-qualification',
      'uptime-monitor',
    ]);
  });

  it('matches nothing when the request shares no words with any pattern', () => {
    expect(matchPattern(readRequest('purple elephants dancing quietly'))).toBeNull();
  });
});
