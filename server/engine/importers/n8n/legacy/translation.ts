import type { NodeParameters } from '../../../../../common/workflow/document';

/**
 * An older n8n node's parameters in the shape our node reads, or the reason (naming the parameter) why
 * our node cannot do what it did: the importer then keeps it as a placeholder, which stops the run there.
 */
export type LegacyTranslation = { parameters: NodeParameters } | { unsupported: string };
