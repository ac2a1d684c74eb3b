/**
 * Where nodes the copilot adds go when it did not say: right of the node wired into them (moved down past
 * any node already there, as the canvas places a node "after" another), else left of the node they feed,
 * else in a new row under the workflow. The positions are written into the addNode operations, so the
 * browser shows the preview exactly where accepting puts it.
 */
import type { CopilotOperation } from '@common/schemas/workflow-copilot';
import type { NodePosition, WorkflowDocument } from '@common/workflow/document';

const GAP_X = 300;
const GAP_Y = 110;

export function placeNewNodes(
  start: WorkflowDocument,
  operations: CopilotOperation[],
  after: WorkflowDocument,
): { operations: CopilotOperation[]; document: WorkflowDocument } {
  const unplaced = new Set(
    operations.flatMap((op) => (op.op === 'addNode' && !op.position ? [op.name] : [])),
  );
  if (unplaced.size === 0) return { operations, document: after };
  const positions = new Map<string, NodePosition>(start.nodes.map((n) => [n.name, n.position]));
  const taken = (x: number, y: number) =>
    [...positions.values()].some((p) => Math.abs(p[0] - x) < 220 && Math.abs(p[1] - y) < 90);
  const free = (x: number, y: number): NodePosition => {
    let at = y;
    while (taken(x, at)) at += GAP_Y;
    return [x, at];
  };
  const bottom = Math.max(0, ...start.nodes.map((n) => n.position[1] + 160));
  const left = start.nodes.length ? Math.min(...start.nodes.map((n) => n.position[0])) : 0;
  let nextInRow = left;
  const connects = operations.filter((op) => op.op === 'connect');
  const renamedBefore = new Map<string, string>();

  const placed = operations.map((op) => {
    if (op.op === 'renameNode') {
      const at = positions.get(op.node);
      if (at) positions.set(op.name, at);
      renamedBefore.set(op.name, op.node);
    }
    if (op.op !== 'addNode' || op.position) {
      if (op.op === 'addNode' && op.position) positions.set(op.name, op.position);
      return op;
    }
    const feeder = connects.find((c) => c.to === op.name && positions.has(c.from));
    const fed = connects.find((c) => c.from === op.name && positions.has(c.to));
    let position: NodePosition;
    if (feeder) {
      const [x, y] = positions.get(feeder.from) as NodePosition;
      position = free(x + GAP_X, y + feeder.output * GAP_Y);
    } else if (fed) {
      const [x, y] = positions.get(fed.to) as NodePosition;
      position = free(x - GAP_X, y);
    } else {
      position = free(nextInRow, bottom);
      nextInRow = position[0] + GAP_X;
    }
    positions.set(op.name, position);
    return { ...op, position };
  });
  const byName = new Map(
    placed.flatMap((op) => (op.op === 'addNode' && op.position ? [[op.name, op.position] as const] : [])),
  );
  const document = {
    ...after,
    nodes: after.nodes.map((n) => {
      const at = unplaced.has(n.name) ? byName.get(n.name) : undefined;
      return at ? { ...n, position: at } : n;
    }),
  };
  return { operations: placed, document };
}
