/**
 * Credentials across files. A node's credential slot holds the id of one of its owner's credentials; ids
 * mean nothing in anyone else's store, so a file names them instead: export turns `{ id }` into
 * `{ name, type }`, and import links each named slot to the importer's own credential of that name (and
 * type, when the file says), or leaves it named and lists it as missing for the builders to ask for.
 */
import { z } from 'zod';
import { type CredentialType, credentialTypeSchema } from '../../../common/schemas/credentials';
import type { NodeCredentialRef, WorkflowDocument } from '../../../common/workflow/document';
import { HTTP_CREDENTIAL_SLOT } from '../nodes/http-request/parameters';

export const credentialNeedSchema = z.object({
  name: z.string(),
  type: credentialTypeSchema.nullable(),
  /** The nodes that use it, by name. */
  nodes: z.array(z.string()),
  /** The importer's credential it was linked to, or null: missing, to be created or chosen. */
  credentialId: z.string().nullable(),
});
export type CredentialNeed = z.infer<typeof credentialNeedSchema>;

/** One of the importer's (or exporter's) own credentials. */
export interface KnownCredential {
  id: string;
  name: string;
  type: CredentialType;
}

type Ref = NodeCredentialRef;

/**
 * An HTTP Request node saved before it had a credential slot keeps the credential's id in its
 * `credentialId` parameter: moved to the `auth` slot, so a file names it and an import asks for it.
 */
export function slotLegacyCredentials(document: WorkflowDocument): WorkflowDocument {
  return {
    ...document,
    nodes: document.nodes.map((node) => {
      const legacy = node.parameters.credentialId;
      if (node.type !== 'http-request' || typeof legacy !== 'string') return node;
      const { credentialId: _, ...parameters } = node.parameters;
      const kept = node.credentials?.[HTTP_CREDENTIAL_SLOT];
      const id = legacy.trim();
      if (id && !kept && !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return node; // not an id: left for a person to see
      const ref = kept ?? (id ? { id } : undefined);
      return {
        ...node,
        parameters,
        ...(ref ? { credentials: { ...node.credentials, [HTTP_CREDENTIAL_SLOT]: ref } } : {}),
      };
    }),
  };
}

function mapRefs(document: WorkflowDocument, map: (ref: Ref, slot: string, nodeName: string) => Ref) {
  return {
    ...document,
    nodes: document.nodes.map((node) =>
      node.credentials
        ? {
            ...node,
            credentials: Object.fromEntries(
              Object.entries(node.credentials).map(([slot, ref]) => [slot, map(ref, slot, node.name)]),
            ),
          }
        : node,
    ),
  };
}

/** Every slot named, no id left: `known` gives the names and types of the exporter's credentials. */
export function nameCredentials(
  document: WorkflowDocument,
  known: readonly KnownCredential[],
): WorkflowDocument {
  const byId = new Map(known.map((c) => [c.id, c]));
  return mapRefs(slotLegacyCredentials(document), (ref, slot) => {
    const credential = ref.id === undefined ? undefined : byId.get(ref.id);
    const name = credential?.name ?? ref.name ?? slot;
    const type = credential?.type ?? ref.type;
    return type === undefined ? { name } : { name, type };
  });
}

/**
 * Links every slot to one of `owned` (by id when the file holds one of the importer's own ids, else by
 * name), and lists what the document needs. A slot nothing matches keeps only its name (an id from
 * another store is dropped).
 */
export function linkCredentials(
  document: WorkflowDocument,
  owned: readonly KnownCredential[],
): { document: WorkflowDocument; credentials: CredentialNeed[] } {
  const byId = new Map(owned.map((c) => [c.id, c]));
  const fits = (c: KnownCredential, type: CredentialType | undefined) =>
    type === undefined || c.type === type;
  const needs = new Map<string, CredentialNeed>();
  const need = (entry: Omit<CredentialNeed, 'nodes'>, nodeName: string) => {
    const key = JSON.stringify([entry.name, entry.type, entry.credentialId]);
    const found = needs.get(key) ?? { ...entry, nodes: [] };
    if (!found.nodes.includes(nodeName)) found.nodes.push(nodeName);
    needs.set(key, found);
  };
  const linked = mapRefs(slotLegacyCredentials(document), (ref, slot, nodeName) => {
    const name = ref.name ?? slot;
    const match =
      (ref.id === undefined ? undefined : byId.get(ref.id)) ??
      owned.find((c) => c.name === name && fits(c, ref.type)) ??
      owned.find((c) => c.name.toLowerCase() === name.toLowerCase() && fits(c, ref.type));
    if (match) {
      need({ name: match.name, type: match.type, credentialId: match.id }, nodeName);
      return { id: match.id };
    }
    need({ name, type: ref.type ?? null, credentialId: null }, nodeName);
    return ref.type === undefined ? { name } : { name, type: ref.type };
  });
  return { document: linked, credentials: [...needs.values()] };
}
