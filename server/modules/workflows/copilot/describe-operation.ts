/** One operation in words, for warnings and the model's tool results ("Connect Webhook → HTTP Request"). */
import type { CopilotOperation } from '@common/schemas/workflow-copilot';

const show = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text && text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

export function describeOperation(op: CopilotOperation): string {
  switch (op.op) {
    case 'addNode':
      return `Add ${op.name} (${op.type})`;
    case 'connect':
      return `Connect ${op.from} → ${op.to}`;
    case 'setParameter':
      return `Set ${op.path} of ${op.node} to ${show(op.value)}`;
    case 'removeNode':
      return `Remove ${op.node}`;
    case 'renameNode':
      return `Rename ${op.node} to ${op.name}`;
    case 'disconnect':
      return `Disconnect ${op.from} from ${op.to}`;
  }
}
