/**
 * Dify refers to other nodes' outputs by id: a selector `[nodeId, variable, ...path]`, or
 * `{{#nodeId.variable#}}` inside text. We refer by node name with n8n's `$('Name')`, so each becomes
 * `$("Name").first().json.variable`. `sys.query` is the start node's `query` (the chat message).
 */
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

const access = (key: string) => (IDENTIFIER.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`);

/** Why a reference (`a.b` or `{{#a.b#}}`) could not be translated, by what it names. */
export function unresolvedReason(reference: string): string {
  const head = reference.replace(/^\{\{#/, '').split('.')[0];
  if (head === 'sys') return 'a Dify system variable other than sys.query; workflows here do not have it';
  if (head === 'env') return 'a Dify environment variable; use workflow variables ($vars)';
  if (head === 'conversation') return 'a Dify conversation variable; workflows here do not have them';
  return 'names no node of the workflow';
}

export class DifyReferences {
  constructor(
    private readonly nameById: ReadonlyMap<string, string>,
    private readonly startName: string | undefined,
  ) {}

  /** A JavaScript expression for the selector, or undefined when it names no node we have. */
  expression(selector: readonly string[]): string | undefined {
    const [nodeId, ...path] = selector;
    if (nodeId === undefined || path.length === 0) return undefined;
    // Of Dify's system variables only the chat message has a place here: the trigger's `query`.
    if (nodeId === 'sys' && path[0] !== 'query') return undefined;
    const name = nodeId === 'sys' ? this.startName : this.nameById.get(nodeId);
    if (!name) return undefined;
    return `$(${JSON.stringify(name)}).first().json${path.map(access).join('')}`;
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
