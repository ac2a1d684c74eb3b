/**
 * What a workflow file says about itself besides its nodes: its name, description, tags and kind. Our
 * export writes them at the top level beside the document (`name` as n8n's files have it); n8n's files carry
 * `name` and `tags` (strings or `{name}`), Flowise's `name`, Dify's `app.name` and `app.description`. Read
 * from the parsed file, never by pattern over its text (a node's name is not the workflow's). Values past
 * the workflow's limits are cut to them, and anything of the wrong type is left out.
 */
import {
  WORKFLOW_DESCRIPTION_MAX,
  WORKFLOW_KINDS,
  WORKFLOW_NAME_MAX,
  WORKFLOW_TAG_MAX,
  WORKFLOW_TAGS_MAX,
  type WorkflowKind,
} from '../../../common/schemas/workflows';
import type { DetectedFormat } from './detect-format';

export interface FileDetails {
  name?: string;
  description?: string;
  tags?: string[];
  kind?: WorkflowKind;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, max).trim();
  return trimmed === '' ? undefined : trimmed;
}

function tagsOf(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const names = value
    .map((tag) => text(isObject(tag) ? tag.name : tag, WORKFLOW_TAG_MAX))
    .filter((tag): tag is string => tag !== undefined);
  const unique = [...new Set(names)].slice(0, WORKFLOW_TAGS_MAX);
  return unique.length > 0 ? unique : undefined;
}

export function fileDetails({ format, content }: DetectedFormat): FileDetails {
  const source = format === 'dify' && isObject(content.app) ? content.app : content;
  const details: FileDetails = {
    name: text(source.name, WORKFLOW_NAME_MAX),
    description: text(source.description, WORKFLOW_DESCRIPTION_MAX),
    tags: tagsOf(content.tags),
    kind:
      format === 'aiz' && WORKFLOW_KINDS.includes(content.kind as WorkflowKind)
        ? (content.kind as WorkflowKind)
        : undefined,
  };
  return Object.fromEntries(Object.entries(details).filter(([, v]) => v !== undefined)) as FileDetails;
}
