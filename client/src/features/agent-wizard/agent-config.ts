/**
 * What the wizard edits, and how it lives in the agent's workflow document: the name is the workflow's,
 * everything else is the parameters of its AI agent node (instructions, model, tools, conversation
 * starters). Other nodes and parameters (max iterations, memory window, positions) are kept as they are,
 * so an agent edited on the canvas can come back to the wizard.
 */
import {
  AGENT_INSTRUCTIONS_MAX,
  AGENT_TOOLS_MAX,
  type AgentTool,
  agentStartersSchema,
  agentToolSchema,
} from '@common/schemas/agents';
import { WORKFLOW_NAME_MAX } from '@common/schemas/workflows';
import type { WorkflowDocument } from '@common/workflow/document';
import { z } from 'zod';

export const AGENT_NODE_TYPE = 'ai-agent';

export interface AgentConfig {
  name: string;
  instructions: string;
  /** `provider` or `provider/model`; empty: the router's choice (the offline model when none is configured). */
  model: string;
  tools: AgentTool[];
  starters: string[];
}

export const EMPTY_AGENT_CONFIG: AgentConfig = {
  name: '',
  instructions: '',
  model: '',
  tools: [],
  starters: [],
};

export const agentConfigSchema = z
  .object({
    name: z.string().trim().min(1, 'Give the agent a name.').max(WORKFLOW_NAME_MAX),
    instructions: z
      .string()
      .max(AGENT_INSTRUCTIONS_MAX, `Instructions are at most ${AGENT_INSTRUCTIONS_MAX} characters.`),
    model: z.string().max(200),
    tools: z.array(agentToolSchema).max(AGENT_TOOLS_MAX, `An agent has at most ${AGENT_TOOLS_MAX} tools.`),
    starters: agentStartersSchema,
  })
  .superRefine((config, ctx) => {
    const seen = new Set<string>();
    config.tools.forEach((tool, index) => {
      if (seen.has(tool.name))
        ctx.addIssue({
          code: 'custom',
          path: ['tools', index, 'name'],
          message: `Two tools are called "${tool.name}": give each its own name.`,
        });
      seen.add(tool.name);
    });
  });

/** Field errors by path (`name`, `tools.2.url`); empty when the agent can be saved. */
export type ConfigErrors = Record<string, string>;

export function validateAgentConfig(config: AgentConfig): ConfigErrors {
  // A starter row left empty is dropped when saving, so it is not an error.
  const result = agentConfigSchema.safeParse({ ...config, starters: nonEmptyStarters(config.starters) });
  if (result.success) return {};
  const errors: ConfigErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The first error under a path prefix (`tools.2` gives the error of any field of the third tool). */
export function errorUnder(errors: ConfigErrors, prefix: string): string | undefined {
  for (const [path, message] of Object.entries(errors))
    if (path === prefix || path.startsWith(`${prefix}.`)) return message;
  return undefined;
}

const asString = (value: unknown) => (typeof value === 'string' ? value : '');

function agentNodeOf(document: WorkflowDocument) {
  return document.nodes.find((node) => node.type === AGENT_NODE_TYPE);
}

export class NotAnAgent extends Error {
  override readonly name = 'NotAnAgent';
}

/** Reads the wizard's fields from a saved agent; tools that no longer parse are dropped, not fatal. */
export function agentConfigOf(name: string, document: WorkflowDocument): AgentConfig {
  const node = agentNodeOf(document);
  if (!node)
    throw new NotAnAgent(
      'This workflow has no AI agent node, so the wizard cannot edit it. Open it in the canvas.',
    );
  const p = node.parameters;
  const tools = Array.isArray(p.tools)
    ? p.tools.flatMap((tool) => {
        const parsed = agentToolSchema.safeParse(tool);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  const starters = Array.isArray(p.starters)
    ? p.starters.filter((s): s is string => typeof s === 'string')
    : [];
  return { name, instructions: asString(p.instructions), model: asString(p.model), tools, starters };
}

export function nonEmptyStarters(starters: string[]): string[] {
  return starters.map((s) => s.trim()).filter((s) => s !== '');
}

/** The document with the config written into its AI agent node (trimmed starters, empty ones left out). */
export function documentWithConfig(document: WorkflowDocument, config: AgentConfig): WorkflowDocument {
  const node = agentNodeOf(document);
  if (!node) throw new NotAnAgent('This workflow has no AI agent node.');
  const parameters = {
    ...node.parameters,
    instructions: config.instructions,
    model: config.model,
    tools: config.tools,
    starters: nonEmptyStarters(config.starters),
  };
  return {
    ...document,
    nodes: document.nodes.map((n) => (n.id === node.id ? { ...n, parameters } : n)),
  };
}

/** The agent's settings that the server saves as the draft (the name is saved apart). */
export function sameDraft(a: AgentConfig, b: AgentConfig): boolean {
  return (
    a.instructions === b.instructions &&
    a.model === b.model &&
    JSON.stringify(a.tools) === JSON.stringify(b.tools) &&
    JSON.stringify(a.starters) === JSON.stringify(b.starters)
  );
}

/** A few starting points for the instructions, one click each. */
export const INSTRUCTION_EXAMPLES: readonly { label: string; text: string }[] = [
  {
    label: 'Customer support',
    text: 'You are a friendly support agent for our product. Answer from the knowledge documents when you can and say which document you used. If you do not know, say so and offer to pass the question to a person. Keep answers short.',
  },
  {
    label: 'Research assistant',
    text: 'You are a careful research assistant. Break the question into parts, look things up with your tools, and answer with a short summary followed by the sources you used. Never invent a source.',
  },
  {
    label: 'Sales qualifier',
    text: 'You qualify sales leads. Ask, one at a time, for the company name, team size, budget and timeline. When you have all four, summarise them in a short list and thank the person.',
  },
  {
    label: 'Meeting notes',
    text: 'You turn meeting notes into a summary: decisions, action items with owners, and open questions, each as a short bulleted list.',
  },
];
