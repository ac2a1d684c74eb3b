/**
 * The starting templates: each is a pattern of the library built from a request in words, so a template
 * and a "Describe it" draft are the same kind of document, checked and run the same way (the patterns'
 * tests run each one). The slug is the stable key: renaming a template keeps it; removing one here
 * removes it from the gallery at the next start (copies people made stay theirs).
 */
export interface TemplateDefinition {
  id: string;
  name: string;
  description: string;
  category: string;
  patternId: string;
  /** The words the pattern's slots are filled from. */
  request: string;
}

export const TEMPLATES: readonly TemplateDefinition[] = [
  {
    id: 'support-ticket-triage',
    name: 'Support ticket triage',
    description: 'Classifies incoming tickets as billing, technical or sales and e-mails each to its team.',
    category: 'Support',
    patternId: 'support-triage',
    request:
      'Triage support tickets into billing, technical and sales and e-mail billing@example.com, tech@example.com and sales@example.com',
  },
  {
    id: 'lead-qualification',
    name: 'Lead qualification',
    description: 'Reads each inbound lead with AI and sends those with a budget over 5,000 to sales.',
    category: 'Sales',
    patternId: 'lead-qualification',
    request: 'Qualify new leads: if the budget is over 5000 send them to sales@example.com',
  },
  {
    id: 'document-qa-agent',
    name: 'Document Q&A agent',
    description: 'A chat agent that answers from the documents you upload and cites them.',
    category: 'AI',
    patternId: 'document-chat-agent',
    request: 'A chatbot that answers customer questions from "our product documentation"',
  },
  {
    id: 'daily-metrics-summary',
    name: 'Daily metrics summary',
    description: 'Every morning, fetches an API, summarises it and e-mails the summary.',
    category: 'AI',
    patternId: 'schedule-http-summary',
    request:
      'Every day at 8am fetch https://api.example.com/metrics, summarise it and e-mail me at you@example.com',
  },
  {
    id: 'webhook-email-alert',
    name: 'Webhook to e-mail',
    description: 'E-mails the body of every POST a webhook receives.',
    category: 'Notifications',
    patternId: 'webhook-to-email',
    request: 'When a webhook receives a POST, e-mail the payload to you@example.com',
  },
  {
    id: 'expense-approval',
    name: 'Expense approval',
    description: 'An expense form; a manager approves by e-mail link; the requester hears the decision.',
    category: 'Operations',
    patternId: 'form-approval-email',
    request: 'An expense request form that manager@example.com approves, then e-mail the employee',
  },
  {
    id: 'workflow-error-alerts',
    name: 'Workflow error alerts',
    description: 'E-mails the error and the run whenever a workflow that names this one fails.',
    category: 'Operations',
    patternId: 'error-alerting',
    request: 'Alert me at you@example.com whenever a workflow fails',
  },
  {
    id: 'website-uptime-monitor',
    name: 'Website uptime monitor',
    description: 'Checks a site every 5 minutes and e-mails when it stops answering.',
    category: 'Operations',
    patternId: 'uptime-monitor',
    request: 'Check https://example.com every 5 minutes and e-mail you@example.com if it is down',
  },
  {
    id: 'news-feed-router',
    name: 'News feed router',
    description: 'Reads an RSS feed hourly, classifies new entries and e-mails the security ones.',
    category: 'Data',
    patternId: 'feed-classify-route',
    request:
      'Poll https://example.com/feed.xml every hour, classify articles into security, product and hiring, and e-mail security ones to you@example.com',
  },
  {
    id: 'aiz-bounty-payout',
    name: 'AIZ bounty payout',
    description: 'Pays 5 AIZ to the user a webhook names, with a 50 AIZ budget per run.',
    category: 'Finance',
    patternId: 'webhook-aiz-transfer',
    request: 'When a webhook is called, pay 5 AIZ with a budget of 50 AIZ',
  },
  {
    id: 'weekly-newsletter-draft',
    name: 'Weekly newsletter draft',
    description: 'Every Monday, the model drafts a newsletter and e-mails it for review.',
    category: 'Content',
    patternId: 'content-writer',
    request:
      'Every Monday at 9am write a newsletter about "what we shipped this week" and send the draft to you@example.com',
  },
  {
    id: 'contact-form-inbox',
    name: 'Contact form to inbox',
    description: 'A hosted contact form whose answers arrive by e-mail.',
    category: 'Notifications',
    patternId: 'form-to-email',
    request: 'A contact form asking for name, email and message that e-mails you@example.com',
  },
  {
    id: 'crm-contact-extraction',
    name: 'Extract contacts to a CRM',
    description: 'Extracts name, company, e-mail and phone from incoming text and posts them to a CRM API.',
    category: 'Sales',
    patternId: 'extract-to-crm',
    request:
      'Extract name, company, email and phone from incoming e-mails and post them to https://crm.example.com/api/contacts',
  },
  {
    id: 'negative-feedback-alerts',
    name: 'Negative feedback alerts',
    description: 'Detects the sentiment of feedback and e-mails the negative ones.',
    category: 'Support',
    patternId: 'feedback-sentiment',
    request: 'When feedback comes in, detect the sentiment and e-mail negative reviews to you@example.com',
  },
  {
    id: 'onchain-usdc-payout',
    name: 'On-chain USDC payout',
    description:
      "Pays USDC on Base from the agent's own wallet when a webhook is called, within the wallet's limits.",
    category: 'Finance',
    patternId: 'webhook-chain-payment',
    request: 'When a webhook is called, pay 5 USDC on Base to the address in the body',
  },
];
