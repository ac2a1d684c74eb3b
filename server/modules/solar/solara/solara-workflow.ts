/**
 * Solara as a workflow document (the template every Solara runs): a chat trigger, the Solara node, and its
 * four solar tools wired to it (`ai_tool`), as an agent's tools are. The platform's own Solara runs it with
 * the default configuration; an installer's copy carries its own in the Solara node's parameters.
 */
import { type SolaraConfig, type SolaraConfigInput, solaraConfigSchema } from '@common/schemas/solara';
import { type WorkflowDocument, workflowDocumentSchema } from '@common/workflow/document';

export const SOLARA_CHAT_NODE_ID = 'chat';
export const SOLARA_NODE_ID = 'solara';

const tool = (id: string, type: string, name: string, y: number) => ({
  id,
  type,
  typeVersion: 1,
  name,
  position: [120 + y * 160, 220] as [number, number],
  parameters: {},
});

export function solaraWorkflow(config: SolaraConfigInput = {}): WorkflowDocument {
  return workflowDocumentSchema.parse({
    nodes: [
      {
        id: SOLARA_CHAT_NODE_ID,
        type: 'chat-trigger',
        typeVersion: 1,
        name: 'Chat',
        position: [0, 0],
        parameters: {},
      },
      {
        id: SOLARA_NODE_ID,
        type: 'solar-conversation',
        typeVersion: 1,
        name: 'Solara',
        position: [300, 0],
        parameters: config,
      },
      tool('estimate', 'solar-estimate', 'Solar estimate', 0),
      tool('slots', 'solar-slots', 'Open slots', 1),
      tool('lead', 'solar-lead', 'Save lead', 2),
      tool('book', 'solar-book', 'Book consultation', 3),
    ],
    edges: [
      {
        id: 'chat-solara',
        source: SOLARA_CHAT_NODE_ID,
        sourceOutput: 0,
        target: SOLARA_NODE_ID,
        targetInput: 0,
      },
      ...['estimate', 'slots', 'lead', 'book'].map((id) => ({
        id: `${id}-solara`,
        source: id,
        sourceOutput: 0,
        target: SOLARA_NODE_ID,
        targetInput: 0,
        kind: 'ai_tool' as const,
      })),
    ],
    settings: { timeoutS: 60, maxSteps: 100 },
  });
}

/**
 * The Solara configuration of a document that is a Solara (its chat trigger and Solara node, as the template
 * has them), or null for any other document.
 */
export function solaraConfigOf(document: WorkflowDocument): SolaraConfig | null {
  const chat = document.nodes.find((n) => n.id === SOLARA_CHAT_NODE_ID);
  const solara = document.nodes.find((n) => n.id === SOLARA_NODE_ID);
  if (chat?.type !== 'chat-trigger' || solara?.type !== 'solar-conversation' || solara.disabled) return null;
  const parsed = solaraConfigSchema.safeParse(solara.parameters ?? {});
  return parsed.success ? parsed.data : null;
}
