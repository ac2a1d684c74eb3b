/**
 * What a person pastes to call a deployment: curl, JavaScript (fetch), Python (requests), the official
 * OpenAI clients (Python and JavaScript, base URL and model = the slug), the embed tag, and an MCP client's
 * configuration. The API key is `YOUR_API_KEY` unless the person made one in this session.
 */
import { offersSurface } from '@common/deployments/surfaces';
import type { Deployment, DeploymentSurface } from '@common/schemas/deployments';

export const KEY_PLACEHOLDER = 'YOUR_API_KEY';

export type SnippetId = 'curl' | 'javascript' | 'python' | 'openai-python' | 'openai-js' | 'embed' | 'mcp';

export interface Snippet {
  id: SnippetId;
  label: string;
  language: string;
  code: string;
}

type Target = Pick<Deployment, 'slug' | 'urls' | 'publishableKey'>;

/** The surface a snippet calls: a snippet is shown only when its deployment offers that surface. */
export const SNIPPET_SURFACE: Record<SnippetId, DeploymentSurface> = {
  curl: 'rest',
  javascript: 'rest',
  python: 'rest',
  'openai-python': 'openai',
  'openai-js': 'openai',
  embed: 'widget',
  mcp: 'mcp',
};

/** The snippets of the surfaces this deployment offers. */
export function offeredSnippets(
  deployment: Target & Pick<Deployment, 'surfaces'>,
  apiKey: string | null = null,
): Snippet[] {
  return snippetsFor(deployment, apiKey).filter((s) => offersSurface(deployment, SNIPPET_SURFACE[s.id]));
}

export function snippetsFor(deployment: Target, apiKey: string | null = null): Snippet[] {
  const key = apiKey ?? KEY_PLACEHOLDER;
  const { urls, slug } = deployment;
  const input = { message: 'Hello!' };
  const body = JSON.stringify({ input });
  return [
    {
      id: 'curl',
      label: 'curl',
      language: 'bash',
      code: [
        `curl -X POST '${urls.rest}' \\`,
        `  -H 'Authorization: Bearer ${key}' \\`,
        `  -H 'Content-Type: application/json' \\`,
        `  -d '${body}'`,
      ].join('\n'),
    },
    {
      id: 'javascript',
      label: 'JavaScript',
      language: 'javascript',
      code: [
        `const res = await fetch('${urls.rest}', {`,
        `  method: 'POST',`,
        `  headers: { Authorization: 'Bearer ${key}', 'Content-Type': 'application/json' },`,
        `  body: JSON.stringify({ input: { message: 'Hello!' } }),`,
        `});`,
        `const run = await res.json(); // 202 + run.pollUrl when it takes longer`,
        `console.log(run.status, run.output);`,
      ].join('\n'),
    },
    {
      id: 'python',
      label: 'Python',
      language: 'python',
      code: [
        `import requests`,
        ``,
        `res = requests.post(`,
        `    "${urls.rest}",`,
        `    headers={"Authorization": "Bearer ${key}"},`,
        `    json={"input": {"message": "Hello!"}},`,
        `    timeout=60,`,
        `)`,
        `run = res.json()  # 202 + run["pollUrl"] when it takes longer`,
        `print(run["status"], run["output"])`,
      ].join('\n'),
    },
    {
      id: 'openai-python',
      label: 'OpenAI (Python)',
      language: 'python',
      code: [
        `from openai import OpenAI`,
        ``,
        `client = OpenAI(base_url="${urls.openai}", api_key="${key}")`,
        `reply = client.chat.completions.create(`,
        `    model="${slug}",`,
        `    messages=[{"role": "user", "content": "Hello!"}],`,
        `)`,
        `print(reply.choices[0].message.content)`,
      ].join('\n'),
    },
    {
      id: 'openai-js',
      label: 'OpenAI (JavaScript)',
      language: 'javascript',
      code: [
        `import OpenAI from 'openai';`,
        ``,
        `const client = new OpenAI({ baseURL: '${urls.openai}', apiKey: '${key}' });`,
        `const reply = await client.chat.completions.create({`,
        `  model: '${slug}',`,
        `  messages: [{ role: 'user', content: 'Hello!' }],`,
        `});`,
        `console.log(reply.choices[0].message.content);`,
      ].join('\n'),
    },
    {
      id: 'embed',
      label: 'Embed tag',
      language: 'html',
      code: `<script src="${urls.embed}" data-key="${deployment.publishableKey}" async></script>`,
    },
    {
      id: 'mcp',
      label: 'MCP client',
      language: 'json',
      code: JSON.stringify(
        {
          mcpServers: {
            [slug]: { url: urls.mcp, headers: { Authorization: `Bearer ${key}` } },
          },
        },
        null,
        2,
      ),
    },
  ];
}
