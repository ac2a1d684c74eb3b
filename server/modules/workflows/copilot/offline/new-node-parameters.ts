/**
 * The parameters a node added in words starts with: its type's starting parameters (its definition's
 * `starting`: a fresh path for a webhook or form, a default subject, ...), then what the clause says: the
 * URL and verb of an HTTP request, the address and subject of an e-mail, how long a wait is, when a
 * schedule fires. What neither says is left to the node type's defaults, and a note says what the person
 * must still fill in.
 */
import { startingParameters } from '../../../../engine/nodes/starting-parameters';
import { readRequest } from '../../generator/request-words';
import { scheduleRule } from '../../generator/slots';

export interface NewNodeParameters {
  parameters: Record<string, unknown>;
  notes: string[];
}

const quotedAfter = (text: string, word: string) =>
  new RegExp(`\\b${word}\\s+["'“‘]([^"'”’]+)["'”’]`, 'i').exec(text)?.[1];

export function newNodeParameters(type: string, clause: string): NewNodeParameters {
  const { parameters, notes } = fromWords(type, clause);
  return { parameters: { ...startingParameters(type), ...parameters }, notes };
}

/** What the clause says of the node's parameters. */
function fromWords(type: string, clause: string): NewNodeParameters {
  const words = readRequest(clause);
  const lower = clause.toLowerCase();
  const notes: string[] = [];
  switch (type) {
    case 'http-request': {
      const url = words.urls[0];
      const verb = /\b(get|post|put|patch|delete)\b/i.exec(clause)?.[1];
      if (!url) notes.push('The HTTP request has no URL yet: set it in the node.');
      return {
        parameters: {
          ...(url ? { url } : {}),
          ...(verb && verb.toLowerCase() !== 'get' ? { method: verb.toUpperCase() } : {}),
        },
        notes,
      };
    }
    case 'send-email': {
      const to = words.emails;
      if (to.length === 0) notes.push('The e-mail has no recipient yet: set "to" in the node.');
      const subject = (
        quotedAfter(clause, 'subject') ?? /\babout\s+(.+?)(?:\s+after\b|$)/i.exec(clause)?.[1]
      )?.trim();
      const text = quotedAfter(clause, '(?:saying|text|body)');
      return {
        parameters: {
          ...(to.length === 1 ? { to: to[0] } : to.length > 1 ? { to } : {}),
          ...(subject ? { subject } : {}),
          ...(text !== undefined ? { text } : {}),
        },
        notes,
      };
    }
    case 'wait': {
      const m = /(\d+(?:\.\d+)?)\s*(second|minute|hour|day)s?\b/.exec(lower);
      return { parameters: m ? { amount: Number(m[1]), unit: `${m[2]}s` } : {}, notes };
    }
    case 'schedule-trigger':
      return { parameters: words.schedule ? { rule: scheduleRule(words.schedule) } : {}, notes };
    case 'webhook-trigger': {
      const verb = /\b(get|post|put|patch|delete)\b/i.exec(clause)?.[1];
      return { parameters: verb ? { httpMethod: verb.toUpperCase() } : {}, notes };
    }
    case 'form-trigger': {
      const title = quotedAfter(clause, 'called');
      return { parameters: title !== undefined ? { formTitle: title } : {}, notes };
    }
    case 'aiz-transfer':
      return {
        parameters: {
          ...(words.recipient ? { to: words.recipient } : {}),
          ...(words.aizAmount ? { amount: words.aizAmount } : {}),
        },
        notes,
      };
    case 'llm-prompt':
    case 'ai-agent': {
      const prompt = quotedAfter(clause, '(?:prompt|asking|instructions)');
      return {
        parameters: prompt ? (type === 'ai-agent' ? { instructions: prompt } : { prompt }) : {},
        notes,
      };
    }
    default:
      return { parameters: {}, notes };
  }
}
