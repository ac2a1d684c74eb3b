/**
 * Dify refers to other nodes' outputs by id: a selector `[nodeId, variable, ...path]`, or
 * `{{#nodeId.variable#}}` inside text. We refer by node name with n8n's `$('Name')`, so each becomes
 * `$("Name").first().json.variable`. In a chatflow the start node is our chat trigger: Dify's system
 * variables are what it gives (`sys.query` its `chatInput`, `sys.conversation_id` its `sessionId`,
 * `sys.user_id` its `userId` or else the session, `sys.files` its `files`) and the start node's own
 * variables its `inputs` (Dify's API sends them so), `sys.dialogue_count` its `dialogueCount`. Conversation
 * variables: conversation-variables.ts.
 */
import { type ConversationVariables, earlierTurnMessage } from './conversation-variables';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

const access = (key: string) => (IDENTIFIER.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`);

/** Dify's system variables in a chatflow → a JavaScript expression on the chat trigger's item. */
const CHAT_SYSTEM: Readonly<Record<string, (item: string) => string>> = {
  query: (item) => `${item}.chatInput`,
  conversation_id: (item) => `${item}.sessionId`,
  user_id: (item) => `(${item}.userId ?? ${item}.sessionId)`,
  files: (item) => `(${item}.files ?? [])`,
  dialogue_count: (item) => `${item}.dialogueCount`,
};

/** Why a reference (`a.b` or `{{#a.b#}}`) could not be translated, by what it names. */
export function unresolvedReason(reference: string): string {
  const [head, name] = reference
    .replace(/^\{\{#/, '')
    .replace(/#\}\}$/, '')
    .split('.');
  if (head === 'sys')
    return `the Dify system variable sys.${name ?? ''}; here a chatflow has sys.query, sys.files, sys.conversation_id, sys.user_id and sys.dialogue_count, a workflow none`;
  if (head === 'env') return 'a Dify environment variable; use workflow variables ($vars)';
  if (head === 'conversation') return 'a Dify conversation variable the file does not declare';
  return 'names no node of the workflow';
}

export interface DifyScope {
  /** Whether the app is a chatflow (its start is our chat trigger). */
  chat?: boolean;
  startId?: string;
  conversation?: ConversationVariables;
  /** The Dify id of the step the expressions are written for (which assigners ran before it). */
  nodeId?: string;
  /** Whether a step reads `sys.dialogue_count` (the chat trigger then counts the conversation's messages). */
  usesDialogueCount?: boolean;
  /** Per Dify node id, its outputs that our node names otherwise (an HTTP request's `status_code`). */
  outputNames?: ReadonlyMap<string, Readonly<Record<string, string>>>;
}

export class DifyReferences {
  constructor(
    private readonly nameById: ReadonlyMap<string, string>,
    private readonly startName: string | undefined,
    private readonly scope: DifyScope = {},
  ) {}

  /** The same references, written for the step `nodeId`. */
  at(nodeId: string): DifyReferences {
    return new DifyReferences(this.nameById, this.startName, { ...this.scope, nodeId });
  }

  /** A JavaScript expression for the selector, or undefined when it names no node we have. */
  expression(selector: readonly string[]): string | undefined {
    const [nodeId, variable, ...rest] = selector;
    if (nodeId === undefined || variable === undefined) return undefined;
    const tail = rest.map(access).join('');
    if (nodeId === 'sys') {
      const system = this.scope.chat && this.startName ? CHAT_SYSTEM[variable] : undefined;
      return system && `${system(this.item(this.startName!))}${tail}`;
    }
    if (nodeId === 'conversation') {
      const value = this.conversation(variable);
      return value && `${value}${tail}`;
    }
    const name = this.nameById.get(nodeId);
    if (!name) return undefined;
    if (this.scope.chat && nodeId === this.scope.startId) {
      return `(${this.item(name)}.inputs ?? {})${access(variable)}${tail}`;
    }
    const ours = this.scope.outputNames?.get(nodeId)?.[variable] ?? variable;
    return `${this.item(name)}${access(ours)}${tail}`;
  }

  private item(name: string): string {
    return `$(${JSON.stringify(name)}).first().json`;
  }

  /**
   * The chat trigger's `conversationVariables` (the declared variables' starting values), when the chatflow
   * has conversation variables or reads `sys.dialogue_count`; otherwise undefined (nothing to keep).
   */
  conversationStart(): Record<string, unknown> | undefined {
    if (!this.scope.chat) return undefined;
    const start = this.scope.conversation?.startingValues() ?? {};
    return Object.keys(start).length > 0 || this.scope.usesDialogueCount ? start : undefined;
  }

  /** The expression of the conversation's id (the chat trigger's session), for a step writing its variables. */
  sessionExpression(): string | undefined {
    return this.scope.chat && this.startName ? `${this.item(this.startName)}.sessionId` : undefined;
  }

  /**
   * The value of a conversation variable at this step (see conversation-variables.ts): what the latest
   * assigner before it wrote in this run, else what the conversation kept (the chat trigger gives it).
   */
  private conversation(variable: string): string | undefined {
    const variables = this.scope.conversation;
    if (!variables?.declared.has(variable)) return undefined;
    const declared = JSON.stringify(variables.declared.get(variable) ?? null);
    if (!variables.isWritten(variable)) return declared;
    const fallback =
      this.scope.chat && this.startName
        ? `${this.item(this.startName)}.conversation${access(variable)}`
        : `(() => { throw new Error(${JSON.stringify(`Node "${this.stepName()}": ${earlierTurnMessage(variable)}.`)}); })()`;
    const writers = variables.writersBefore(this.scope.nodeId ?? '', variable).map((id) => {
      const name = this.nameById.get(id) ?? id;
      return `(() => { try { return ${this.item(name)}${access(variable)}; } catch { return undefined; } })()`;
    });
    if (writers.length === 0) return fallback;
    return `([${writers.join(', ')}].find((v) => v !== undefined) ?? ${fallback})`;
  }

  private stepName(): string {
    return this.nameById.get(this.scope.nodeId ?? '') ?? this.scope.nodeId ?? '';
  }

  /** The same selector as a Python expression for the Code node's Python (`_("Name").first().json["a"]`). */
  pythonExpression(selector: readonly string[]): string | undefined {
    const [nodeId, ...path] = selector;
    if (nodeId === undefined || path.length === 0) return undefined;
    if (nodeId === 'sys' && path[0] !== 'query') return undefined;
    const name = nodeId === 'sys' ? this.startName : this.nameById.get(nodeId);
    if (!name) return undefined;
    return `_(${JSON.stringify(name)}).first().json${path.map((key) => `[${JSON.stringify(key)}]`).join('')}`;
  }

  /** A JavaScript expression for a node's whole output item (a loop's variables), or undefined. */
  nodeJson(nodeId: string): string | undefined {
    const name = this.nameById.get(nodeId);
    return name && `$(${JSON.stringify(name)}).first().json`;
  }

  /** The same, for a node that may not have run (a branch not taken): undefined instead of an error. */
  guardedExpression(selector: readonly string[]): string | undefined {
    const inner = this.expression(selector);
    return inner && `(() => { try { return ${inner}; } catch { return undefined; } })()`;
  }

  /**
   * Text with `{{#a.b#}}` references as a JavaScript template literal body; `missing` gets every
   * reference that names no node.
   */
  templateLiteral(text: string, missing: string[]): string {
    const escaped = text.replace(/[`\\]/g, '\\$&').replace(/\$\{/g, '\\${');
    return escaped.replace(/\{\{#([^#{}]+)#\}\}/g, (whole, path: string) => {
      const expression = this.expression(path.split('.'));
      if (!expression) {
        missing.push(whole);
        return whole;
      }
      return `\${${expression} ?? ''}`;
    });
  }

  /** Text with references as an n8n parameter: plain text stays plain, otherwise `=… {{ expr }} …`. */
  parameter(text: string, missing: string[]): string {
    if (!/\{\{#[^#{}]+#\}\}/.test(text)) return text;
    return `=${text.replace(/\{\{#([^#{}]+)#\}\}/g, (whole, path: string) => {
      const expression = this.expression(path.split('.'));
      if (!expression) {
        missing.push(whole);
        return whole;
      }
      return `{{ ${expression} }}`;
    })}`;
  }
}
