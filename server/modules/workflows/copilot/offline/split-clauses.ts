/**
 * A message cut into the requests it makes: "add an HTTP request after Webhook and then send an e-mail
 * to ops@acme.com; remove Wait" is three. Cuts at ";", new lines, sentence ends, "then", and "and"/","
 * before a verb the interpreter knows (so "connect A and B" stays whole).
 */

const VERBS =
  'add|insert|create|put|append|attach|connect|link|wire|hook|set|change|update|make|remove|delete|drop|rename|send|e-?mail|disconnect|unlink|call|fetch|wait|post|get rid';

const CUT = new RegExp(
  `\\s*[;\\n]\\s*|\\.\\s+(?=[A-Za-z])|,?\\s+(?:and\\s+)?then\\s+|(?:,\\s*|\\s+)and\\s+(?=(?:${VERBS})\\b)|,\\s+(?=(?:${VERBS})\\b)`,
  'i',
);

export function splitClauses(message: string): string[] {
  return message
    .split(CUT)
    .map((c) =>
      c
        .trim()
        .replace(/^(?:please|also|and|now|then|next|finally)\s+/i, '')
        .replace(/[.!]+$/, '')
        .trim(),
    )
    .filter((c) => c.length > 0);
}
