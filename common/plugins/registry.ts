/**
 * The one shape for everything the product registers by id: AI providers today, workflow node types,
 * integrations and chains next. A registry is a typed, ordered list whose ids are unique (checked
 * when it is built, so a copy-pasted folder fails at start, not in production), with lookups by id
 * and the cases its contract test runs over (`describe.each(contractCases(registry))`).
 */
export interface RegistryEntry<Id extends string = string> {
  readonly id: Id;
}

export interface Registry<T extends RegistryEntry> {
  /** What the entries are, for error messages: "AI provider", "workflow node type". */
  readonly kind: string;
  readonly entries: readonly T[];
  readonly ids: readonly T['id'][];
  get(id: T['id']): T;
  find(id: string): T | undefined;
}

export class DuplicateRegistryId extends Error {
  override name = 'DuplicateRegistryId';
}

export function defineRegistry<T extends RegistryEntry>(kind: string, entries: readonly T[]): Registry<T> {
  const byId = new Map<string, T>();
  for (const entry of entries) {
    if (byId.has(entry.id)) throw new DuplicateRegistryId(`Two ${kind} entries have the id "${entry.id}".`);
    byId.set(entry.id, entry);
  }
  return {
    kind,
    entries,
    ids: entries.map((e) => e.id),
    get(id) {
      const entry = byId.get(id);
      if (!entry) throw new Error(`No ${kind} has the id "${id}".`);
      return entry;
    },
    find: (id) => byId.get(id),
  };
}

/** `[id, entry]` pairs for `describe.each`, so one contract test runs over every entry. */
export function contractCases<T extends RegistryEntry>(registry: Registry<T>): [T['id'], T][] {
  return registry.entries.map((entry) => [entry.id, entry]);
}
