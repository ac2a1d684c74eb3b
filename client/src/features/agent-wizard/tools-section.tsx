import type { AgentTool } from '@common/schemas/agents';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorUnder } from './agent-config';
import { agentWizardKeys, fetchNodeTypes, fetchWorkflowSummaries } from './agent-wizard-api';
import { nodeToolPresets } from './tool-presets';
import {
  type HttpTool,
  hasNodeTool,
  hasWorkflowTool,
  type McpTool,
  newHttpTool,
  newMcpServer,
  removeTool,
  toggleNodeTool,
  toggleWorkflowTool,
  updateTool,
} from './tool-rows';
import type { AgentEditor } from './use-agent-editor';
import { WizardSection } from './wizard-section';

const CHECKBOX =
  'mt-0.5 size-4 shrink-0 accent-[var(--color-primary)] focus-visible:outline-2 focus-visible:outline-ring';
const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function Subheading({ children }: { children: string }) {
  return <h3 className="font-medium text-muted-foreground text-xs uppercase tracking-wider">{children}</h3>;
}

function RowError({ message }: { message: string | undefined }) {
  return message ? <p className="text-destructive text-sm">{message}</p> : null;
}

export function ToolsSection({ editor }: { editor: AgentEditor }) {
  const { config, setConfig, errors } = editor;
  const setTools = (change: (tools: AgentTool[]) => AgentTool[]) =>
    setConfig((c) => ({ ...c, tools: change(c.tools) }));
  const nodeTypes = useQuery({ queryKey: agentWizardKeys.nodeTypes(), queryFn: fetchNodeTypes });
  const workflows = useQuery({ queryKey: agentWizardKeys.workflows(), queryFn: fetchWorkflowSummaries });
  const presets = nodeToolPresets(nodeTypes.data ?? []);
  const subWorkflows = (workflows.data ?? []).filter((w) => w.kind === 'workflow');
  const indexed = config.tools.map((tool, index) => ({ tool, index }));
  const http = indexed.filter((x): x is { tool: HttpTool; index: number } => x.tool.kind === 'http');
  const mcp = indexed.filter((x): x is { tool: McpTool; index: number } => x.tool.kind === 'mcp');
  return (
    <WizardSection
      id="tools"
      step={3}
      title="Tools"
      description="What the agent may do before it answers. A model calls them when it needs to; the offline model calls none."
    >
      {errors.tools ? <RowError message={errors.tools} /> : null}
      <fieldset className="grid gap-2">
        <legend className="mb-2">
          <Subheading>Built-in tools</Subheading>
        </legend>
        {nodeTypes.isLoading ? <Skeleton className="h-16" /> : null}
        {nodeTypes.isError ? (
          <p role="alert" className="text-destructive text-sm">
            The node catalogue could not be loaded.
          </p>
        ) : null}
        {presets.map((preset) => (
          <label key={preset.name} className="flex cursor-pointer items-start gap-3 rounded-lg p-1 text-sm">
            <input
              type="checkbox"
              className={CHECKBOX}
              checked={hasNodeTool(config.tools, preset)}
              onChange={(e) => setTools((t) => toggleNodeTool(t, preset, e.target.checked))}
            />
            <span>
              <span className="font-medium">{preset.label}</span>
              <span className="block text-muted-foreground text-xs">{preset.description}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <div className="grid gap-3">
        <Subheading>HTTP tools</Subheading>
        {http.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            None yet. An HTTP tool calls an API; write <code>{'{city}'}</code> in the URL for an argument.
          </p>
        ) : null}
        {http.map(({ tool, index }) => (
          <div key={index} className="grid gap-2 rounded-lg border border-border p-3">
            <div className="grid gap-2 sm:grid-cols-[1fr_7rem]">
              <Input
                aria-label="HTTP tool name"
                value={tool.name}
                onChange={(e) =>
                  setTools((t) => updateTool<HttpTool>(t, index, (x) => ({ ...x, name: e.target.value })))
                }
              />
              <NativeSelect
                aria-label="HTTP method"
                value={tool.method}
                onChange={(e) =>
                  setTools((t) =>
                    updateTool<HttpTool>(t, index, (x) => ({
                      ...x,
                      method: e.target.value as HttpTool['method'],
                    })),
                  )
                }
              >
                {HTTP_METHODS.map((m) => (
                  <option key={m}>{m}</option>
                ))}
              </NativeSelect>
            </div>
            <Input
              aria-label="HTTP tool URL"
              placeholder="https://api.example.com/weather/{city}"
              value={tool.url}
              onChange={(e) =>
                setTools((t) => updateTool<HttpTool>(t, index, (x) => ({ ...x, url: e.target.value })))
              }
            />
            <Input
              aria-label="HTTP tool description"
              placeholder="What it returns, for the model"
              value={tool.description}
              onChange={(e) =>
                setTools((t) =>
                  updateTool<HttpTool>(t, index, (x) => ({ ...x, description: e.target.value })),
                )
              }
            />
            <div className="flex items-center justify-between gap-2">
              <RowError message={errorUnder(errors, `tools.${index}`)} />
              <Button
                size="sm"
                variant="ghost"
                className="ml-auto"
                onClick={() => setTools((t) => removeTool(t, index))}
              >
                <Trash2 aria-hidden="true" /> Remove {tool.name || 'tool'}
              </Button>
            </div>
          </div>
        ))}
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => setTools((t) => [...t, newHttpTool(t)])}
        >
          <Plus aria-hidden="true" /> Add an HTTP tool
        </Button>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2">
          <Subheading>Your workflows</Subheading>
        </legend>
        {workflows.isLoading ? <Skeleton className="h-10" /> : null}
        {workflows.isSuccess && subWorkflows.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            You have no workflows yet. A workflow you build on the canvas can be a tool here.
          </p>
        ) : null}
        {subWorkflows.map((workflow) => (
          <label key={workflow.id} className="flex cursor-pointer items-start gap-3 rounded-lg p-1 text-sm">
            <input
              type="checkbox"
              className={CHECKBOX}
              checked={hasWorkflowTool(config.tools, workflow.id)}
              onChange={(e) => setTools((t) => toggleWorkflowTool(t, workflow, e.target.checked))}
            />
            <span>
              <span className="font-medium">{workflow.name}</span>
              <span className="block text-muted-foreground text-xs">
                {workflow.latestVersion === null
                  ? 'Draft (not published yet)'
                  : `Version ${workflow.latestVersion}`}
              </span>
            </span>
          </label>
        ))}
      </fieldset>

      <div className="grid gap-3">
        <Subheading>MCP servers</Subheading>
        {mcp.map(({ tool, index }) => (
          <div
            key={index}
            className="grid gap-2 rounded-lg border border-border p-3 sm:grid-cols-[9rem_1fr_auto]"
          >
            <Input
              aria-label="MCP server name"
              value={tool.name}
              onChange={(e) =>
                setTools((t) => updateTool<McpTool>(t, index, (x) => ({ ...x, name: e.target.value })))
              }
            />
            <Input
              aria-label="MCP server URL"
              placeholder="https://mcp.example.com/mcp"
              value={tool.url}
              onChange={(e) =>
                setTools((t) => updateTool<McpTool>(t, index, (x) => ({ ...x, url: e.target.value })))
              }
            />
            <Button
              size="icon"
              variant="ghost"
              aria-label={`Remove the MCP server ${tool.name}`}
              onClick={() => setTools((t) => removeTool(t, index))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
            <div className="sm:col-span-3">
              <RowError message={errorUnder(errors, `tools.${index}`)} />
            </div>
          </div>
        ))}
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => setTools((t) => [...t, newMcpServer(t)])}
        >
          <Plus aria-hidden="true" /> Add an MCP server
        </Button>
      </div>
    </WizardSection>
  );
}
