/** A change in the person's words, for the review list and screen readers. */
import type { CopilotOperation } from '@common/schemas/workflow-copilot';

const value = (v: unknown) => {
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

export function describeChange(op: CopilotOperation): string {
  switch (op.op) {
    case 'addNode':
      return `Add “${op.name}” (${op.type})`;
    case 'connect':
      return `Connect “${op.from}”${op.output ? ` (output ${op.output + 1})` : ''} → “${op.to}”`;
    case 'setParameter':
      return op.value === null
        ? `Reset ${op.path} of “${op.node}”`
        : `Set ${op.path} of “${op.node}” to ${value(op.value)}`;
    case 'removeNode':
      return `Remove “${op.node}”`;
    case 'renameNode':
      return `Rename “${op.node}” to “${op.name}”`;
    case 'disconnect':
      return `Disconnect “${op.from}” from “${op.to}”`;
  }
}
