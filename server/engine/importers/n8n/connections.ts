/**
 * n8n's `connections` (source node name → connection type → one list of targets per output), read as n8n
 * reads them: an entry of another shape (a hand edit, another version's field) is left out and named, never
 * a refusal of the whole file.
 */
import { z } from 'zod';

export const n8nTargetSchema = z.looseObject({
  node: z.string(),
  type: z.string().optional(),
  index: z.number().int().min(0).default(0),
});

export type N8nTarget = z.infer<typeof n8nTargetSchema>;
export type N8nConnections = Record<string, Record<string, (N8nTarget[] | null | undefined)[]>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The well-formed connections, and the places (`"Node".main[0][1]`) of those left out. */
export function readConnections(raw: unknown): { connections: N8nConnections; leftOut: string[] } {
  const connections: N8nConnections = {};
  const leftOut: string[] = [];
  if (raw === undefined || raw === null) return { connections, leftOut };
  if (!isRecord(raw)) return { connections, leftOut: ['connections'] };
  for (const [source, byType] of Object.entries(raw)) {
    const at = JSON.stringify(source);
    if (!isRecord(byType)) {
      if (byType !== null) leftOut.push(at);
      continue;
    }
    const kept: N8nConnections[string] = {};
    for (const [type, outputs] of Object.entries(byType)) {
      if (!Array.isArray(outputs)) {
        if (outputs !== null) leftOut.push(`${at}.${type}`);
        continue;
      }
      kept[type] = outputs.map((targets, output) => {
        if (targets === null || targets === undefined) return null;
        if (!Array.isArray(targets)) {
          leftOut.push(`${at}.${type}[${output}]`);
          return null;
        }
        return targets.flatMap((target, i) => {
          const parsed = n8nTargetSchema.safeParse(target);
          if (parsed.success) return [parsed.data];
          leftOut.push(`${at}.${type}[${output}][${i}]`);
          return [];
        });
      });
    }
    connections[source] = kept;
  }
  return { connections, leftOut };
}
