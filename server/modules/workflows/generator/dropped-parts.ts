/**
 * What a pattern's draft leaves out of the request: translating (no AI step in the draft), a named service
 * we have no node for (Slack, Teams, Google Sheets…), an e-mail the request never asked for. Each becomes
 * a warning that names the part and the closest nodes, so the draft never passes off a part as the whole.
 * Pure: the request's words and the built document in, sentences out.
 */
import type { RequestWords } from './request-words';

/** What is read of a draft: its nodes' types and parameters (a built document, before or after parsing). */
interface DraftNodes {
  nodes: ReadonlyArray<{ type: string; parameters?: Record<string, unknown> }>;
}

/** Services people name that have no node of their own here: an HTTP Request node reaches their API. */
interface NamedService {
  name: string;
  pattern: RegExp;
  /** Where its API takes what the request wants done; `{channel}` is the "#channel" the request names. */
  closest: string;
}

const SERVICES: NamedService[] = [
  {
    name: 'Slack',
    pattern: /\bslack\b/i,
    closest:
      'an HTTP Request node that POSTs {"channel": "{channel}", "text": …} to https://slack.com/api/chat.postMessage with a Slack bot token (or the text to a Slack incoming-webhook URL)',
  },
  {
    name: 'Microsoft Teams',
    pattern: /\b(?:ms |microsoft )?teams channel\b|\bmicrosoft teams\b|\bms teams\b/i,
    closest: 'an HTTP Request node that POSTs the message to a Teams incoming-webhook (Workflows) URL',
  },
  {
    name: 'Discord',
    pattern: /\bdiscord\b/i,
    closest: 'an HTTP Request node that POSTs {"content": …} to a Discord webhook URL',
  },
  {
    name: 'Telegram',
    pattern: /\btelegram\b/i,
    closest: 'an HTTP Request node that calls https://api.telegram.org/bot<token>/sendMessage',
  },
  {
    name: 'WhatsApp',
    pattern: /\bwhatsapp\b/i,
    closest: "an HTTP Request node that calls the WhatsApp Cloud API's messages endpoint",
  },
  {
    name: 'SMS',
    pattern: /\bsms\b|\btext message\b|\btwilio\b/i,
    closest:
      "an HTTP Request node that calls an SMS provider's API (Twilio's Messages endpoint, for example)",
  },
  {
    name: 'Google Sheets',
    pattern: /\bgoogle sheets?\b|\bspreadsheet\b/i,
    closest: 'an HTTP Request node that appends rows through the Google Sheets API (values.append)',
  },
  {
    name: 'Notion',
    pattern: /\bnotion\b/i,
    closest: 'an HTTP Request node that creates a page through https://api.notion.com/v1/pages',
  },
  {
    name: 'Airtable',
    pattern: /\bairtable\b/i,
    closest: 'an HTTP Request node that creates records through the Airtable API',
  },
  {
    name: 'Trello',
    pattern: /\btrello\b/i,
    closest: 'an HTTP Request node that creates a card through the Trello API',
  },
  {
    name: 'Jira',
    pattern: /\bjira\b/i,
    closest: 'an HTTP Request node that creates an issue through the Jira API',
  },
  {
    name: 'GitHub',
    pattern: /\bgithub\b/i,
    closest: 'an HTTP Request node that calls the GitHub REST API (an issue, for example)',
  },
  {
    name: 'HubSpot',
    pattern: /\bhubspot\b/i,
    closest: 'an HTTP Request node that creates a contact through the HubSpot API',
  },
  {
    name: 'Salesforce',
    pattern: /\bsalesforce\b/i,
    closest: 'an HTTP Request node that creates a record through the Salesforce REST API',
  },
  {
    name: 'Zendesk',
    pattern: /\bzendesk\b/i,
    closest: 'an HTTP Request node that creates a ticket through the Zendesk API',
  },
];

const AI_TYPES = new Set(['llm-prompt', 'ai-agent', 'summariser', 'summarize', 'information-extractor']);
const EMAIL_WORDS = new Set(['email', 'e-mail', 'mail', 'emails', 'e-mails', 'mails', 'inbox']);

/** "translate … to French", "in Spanish": the language, capitalised, or null. */
function targetLanguage(original: string): string | null {
  const match = /\b(?:to|into|in)\s+([A-Za-z]+)/.exec(original.slice(original.search(/translat/i)));
  const word = match?.[1];
  if (!word || /^(the|a|an|our|my|their|it|them)$/i.test(word)) return null;
  return word[0]!.toUpperCase() + word.slice(1).toLowerCase();
}

function translationDropped(words: RequestWords, types: Set<string>): string | null {
  if (!/\btranslat(?:e|es|ed|ing|ion|ions)\b/.test(words.text)) return null;
  if ([...types].some((t) => AI_TYPES.has(t))) return null;
  const language = targetLanguage(words.original);
  const what = language ? `Translating into ${language}` : 'Translating';
  return `${what} is left out of this draft: the pattern it came from has no AI step. Closest: an LLM Prompt node with a prompt such as "Translate into ${language ?? 'the language you want'}: {{ $json.Message }}". It needs an AI provider: without one, the offline model answers from the help articles and does not translate.`;
}

function serviceDropped(service: NamedService, words: RequestWords, document: DraftNodes): string | null {
  if (!service.pattern.test(words.original)) return null;
  // A draft that already calls the service (a URL of its in an HTTP Request) has not dropped it.
  const host = service.name.toLowerCase().replace(/\s+/g, '');
  const called = document.nodes.some(
    (n) =>
      n.type === 'http-request' &&
      String(n.parameters?.url ?? '')
        .toLowerCase()
        .includes(host),
  );
  if (called) return null;
  const channel = /(^|\s)(#[\w-]+)/.exec(words.original)?.[2];
  const where = channel && service.name === 'Slack' ? ` (the channel ${channel})` : '';
  const closest = service.closest.replace('{channel}', channel ?? '#channel');
  return `${service.name}${where} is left out of this draft: there is no ${service.name} node. Closest: ${closest}.`;
}

function unaskedEmail(words: RequestWords, types: Set<string>, dropped: boolean): string | null {
  if (!types.has('send-email')) return null;
  if (words.emails.length > 0 || words.words.some((w) => EMAIL_WORDS.has(w))) return null;
  return dropped
    ? 'This draft sends an e-mail, which the request did not ask for: it stands in for what was left out. Replace it with the nodes named above, or delete it.'
    : 'This draft sends an e-mail, which the request did not ask for: delete that step if you do not want one.';
}

/** One warning for each part of the request the draft does not do, with the closest nodes to add. */
export function droppedParts(words: RequestWords, document: DraftNodes): string[] {
  const types = new Set(document.nodes.map((n) => n.type));
  const dropped = [
    translationDropped(words, types),
    ...SERVICES.map((service) => serviceDropped(service, words, document)),
  ].filter((w): w is string => w !== null);
  const email = unaskedEmail(words, types, dropped.length > 0);
  return email ? [...dropped, email] : dropped;
}
