import { describe, expect, it } from 'vitest';
import { type WorkflowDocument, workflowDocumentSchema } from '../../../../common/workflow/document';
import { readFixture } from '../fixtures/read-fixture';
import { ImportError } from '../import-report';
import { importWorkflow } from '../import-workflow';
import { importDify } from './import-dify';

describe('importDify', () => {
  const { document, report } = importWorkflow(readFixture('dify/sum-and-branch.yml'));
  const node = (name: string) => document.nodes.find((n) => n.name === name)!;

  it('maps every node of a workflow app, keeping ids, titles and positions', () => {
    expect(workflowDocumentSchema.safeParse(document).success).toBe(true);
    expect(report.mapped.map((m) => [m.name, m.from, m.to])).toEqual([
      ['Start', 'start', 'manual-trigger'],
      ['Add', 'code', 'code'],
      ['Big?', 'if-else', 'if'],
      ['Say big', 'template-transform', 'code'],
      ['Say small', 'template-transform', 'code'],
      ['Either', 'variable-aggregator', 'code'],
      ['End', 'end', 'code'],
    ]);
    expect(report.placeholders).toEqual([]);
    expect(report.untranslatedExpressions).toEqual([]);
    expect(node('Add')).toMatchObject({ id: '1700000000002', position: [380, 280] });
  });

  it('wires if-else cases to outputs: true is 0, false is 1', () => {
    const fromIf = document.edges.filter((e) => e.source === '1700000000003');
    expect(fromIf.map((e) => [e.sourceOutput, e.target])).toEqual([
      [0, '1700000000004'],
      [1, '1700000000005'],
    ]);
    expect(node('Big?').parameters.conditions).toMatchObject({
      combinator: 'and',
      conditions: [
        {
          leftValue: '={{ $("Add").first().json.sum }}',
          rightValue: '10',
          operator: { type: 'number', operation: 'gt' },
        },
      ],
    });
  });

  it('wraps JavaScript code in main() with its inputs read from the nodes they name', () => {
    const jsCode = String(node('Add').parameters.jsCode);
    expect(jsCode).toContain('function main({ a, b })');
    expect(jsCode).toContain('"a": $("Start").first().json.a');
    expect(node('Add').parameters.mode).toBe('runOnceForAllItems');
  });

  it('turns templates, the aggregator and the end node into code that builds their outputs', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the generated code holds a template literal
    const sayBig = 'output: `The sum ${v["sum"] ?? \'\'} is big`';
    expect(String(node('Say big').parameters.jsCode)).toContain(sayBig);
    expect(String(node('Either').parameters.jsCode)).toContain('$("Say small").first().json.output');
    expect(String(node('End').parameters.jsCode)).toContain('"verdict": $("Either").first().json.output');
  });

  it('keeps undeclared conversation assigners and Jinja loops as placeholders, and reports bad references', () => {
    const chat = importWorkflow(readFixture('dify/chat-with-containers.yml'));
    expect(workflowDocumentSchema.safeParse(chat.document).success).toBe(true);
    expect(chat.report.mapped.map((m) => m.to)).toEqual([
      'chat-trigger',
      'code',
      'iteration',
      'no-op',
      'code',
      'llm-prompt',
      'code',
    ]);
    expect(chat.report.placeholders.map((p) => [p.from, p.reason])).toEqual([
      ['template-transform', expect.stringContaining('Jinja')],
      ['assigner', 'it writes conversation.last, a Dify conversation variable the file does not declare'],
    ]);
    // The iteration holds its inner steps (start marker first), placed on the canvas absolutely.
    expect(chat.document.nodes.map((n) => n.id)).not.toContain('upper');
    const each = chat.document.nodes.find((n) => n.id === 'each')!;
    const steps = each.parameters.steps as WorkflowDocument;
    expect(steps.nodes.map((n) => [n.id, n.name, n.type])).toEqual([
      ['eachstart', 'Each word start', 'no-op'],
      ['upper', 'Upper', 'code'],
    ]);
    expect(steps.nodes[1]!.position).toEqual([720, 68]);
    expect(steps.edges).toEqual([expect.objectContaining({ source: 'eachstart', target: 'upper' })]);
    expect(each.parameters).toMatchObject({
      items: '={{ $("Split words").first().json.words }}',
      value: { nodeId: 'upper', path: ['result'] },
      onPassError: 'stop',
    });
    expect(chat.document.edges).toContainEqual(expect.objectContaining({ source: 'each', target: 'list' }));
    expect(chat.report.untranslatedExpressions).toEqual([
      expect.objectContaining({ node: 'List', parameter: 'template' }),
      {
        node: 'Answer',
        parameter: 'answer',
        expression: '{{#nowhere.x#}}',
        reason: 'names no node of the workflow',
      },
    ]);
    // The LLM node is translated (translate-ai.test.ts), so nothing is left to choose by hand.
    expect(chat.report.warnings.join(' ')).not.toContain('parameters.dify');
    const answer = chat.document.nodes.find((n) => n.name === 'Answer')!;
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the generated code holds a template literal
    expect(String(answer.parameters.jsCode)).toContain('${$("Start").first().json.chatInput ?? \'\'}');
  });

  it('maps a loop: variables, break conditions, the assigners that set them, its inner steps', () => {
    const { document: counted, report: loopReport } = importWorkflow(readFixture('dify/count-up.yml'));
    expect(loopReport.placeholders).toEqual([]);
    expect(loopReport.untranslatedExpressions).toEqual([]);
    expect(counted.nodes.map((n) => n.type)).toEqual(['manual-trigger', 'loop', 'code']);
    const loop = counted.nodes.find((n) => n.id === 'count')!;
    expect(loop.parameters).toMatchObject({
      maxCount: 10,
      variables: { n: 0, total: 0, seen: [] },
      setsVariables: ['step', 'keep'],
      endsLoop: [],
    });
    expect(loop.parameters.breakWhen).toMatchObject({
      combinator: 'and',
      conditions: [
        {
          leftValue: '={{ $("Count up").first().json.n }}',
          rightValue: '={{ $("Start").first().json.upto }}',
          operator: { type: 'number', operation: 'gte' },
        },
      ],
    });
    const steps = loop.parameters.steps as WorkflowDocument & { startNodeId: string };
    expect(steps.startNodeId).toBe('countstart');
    expect(steps.nodes.map((n) => [n.name, n.type])).toEqual([
      ['Count up start', 'no-op'],
      ['Step', 'code'],
      ['Add', 'code'],
      ['Keep', 'code'],
    ]);
    const keep = String(steps.nodes[3]!.parameters.jsCode);
    expect(keep).toContain('const vars = { ...$("Count up").first().json };');
    expect(keep).toContain('vars["total"] = $("Add").first().json.sum;');
    expect(keep).toContain('vars["seen"] = [...vars["seen"], $("Count up").first().json.n];');
  });

  it('reads several cases as a switch with the else branch last', () => {
    const yaml = `
workflow:
  graph:
    nodes:
      - { id: s, data: { type: start, title: S } }
      - id: b
        data:
          type: if-else
          title: Which
          cases:
            - { case_id: c1, conditions: [{ variable_selector: [s, x], comparison_operator: is, value: a }] }
            - { case_id: c2, logical_operator: or, conditions: [{ variable_selector: [s, x], comparison_operator: empty }] }
      - { id: t1, data: { type: end, title: One } }
      - { id: t2, data: { type: end, title: Two } }
      - { id: t3, data: { type: end, title: Else } }
    edges:
      - { source: s, target: b }
      - { source: b, sourceHandle: c1, target: t1 }
      - { source: b, sourceHandle: c2, target: t2 }
      - { source: b, sourceHandle: 'false', target: t3 }
`;
    const { document } = importWorkflow(yaml);
    const which = document.nodes.find((n) => n.name === 'Which')!;
    expect(which.type).toBe('switch');
    // Our Switch's own layout (a list of rules); the else branch is its fallback, the output after the cases.
    expect(which.parameters).toMatchObject({ mode: 'rules', options: { fallbackOutput: 2 } });
    expect(which.parameters.rules).toHaveLength(2);
    expect(document.edges.filter((e) => e.source === 'b').map((e) => e.sourceOutput)).toEqual([0, 1, 2]);
    // Run in run-imported.test.ts, each case and the else branch.
  });

  it("compares with another node's output and aggregates by group", () => {
    const yaml = `
workflow:
  graph:
    nodes:
      - { id: s, data: { type: start, title: S } }
      - id: b
        data:
          type: if-else
          title: Same
          cases:
            - case_id: 'true'
              conditions:
                - { variable_selector: [s, x], comparison_operator: '=', value_type: value_selector, value_selector: [s, y] }
      - id: g
        data:
          type: variable-aggregator
          title: Groups
          output_type: string
          variables: []
          advanced_settings:
            group_enabled: true
            groups:
              - { group_name: first, output_type: string, variables: [[s, x]] }
    edges:
      - { source: s, target: b }
      - { source: b, sourceHandle: 'true', target: g }
`;
    const { document } = importWorkflow(yaml);
    const same = document.nodes.find((n) => n.name === 'Same')!;
    expect(same.parameters.conditions).toMatchObject({
      conditions: [{ leftValue: '={{ $("S").first().json.x }}', rightValue: '={{ $("S").first().json.y }}' }],
    });
    const groups = String(document.nodes.find((n) => n.name === 'Groups')!.parameters.jsCode);
    expect(groups).toContain('"first": { output: [');
    expect(groups).toContain('$("S").first().json.x');
  });

  it('reads a loop-end as an exit, containers named only in the data, and drops wires across the edge', () => {
    const yaml = `
workflow:
  graph:
    nodes:
      - { id: s, data: { type: start, title: S } }
      - { id: l, data: { type: loop, title: L, start_node_id: ls, loop_count: 3, break_conditions: [] } }
      - { id: ls, data: { type: loop-start, loop_id: l } }
      - { id: x, data: { type: loop-end, title: Exit, loop_id: l } }
      - { id: after, data: { type: end, title: End, outputs: [] } }
    edges:
      - { source: s, target: l }
      - { source: ls, target: x }
      - { source: x, target: after }
      - { source: l, target: after }
`;
    const { document, report } = importWorkflow(yaml);
    expect(report.placeholders).toEqual([]);
    const loop = document.nodes.find((n) => n.id === 'l')!;
    expect(loop.parameters).toMatchObject({ maxCount: 3, breakWhen: null, endsLoop: ['x'], variables: {} });
    expect((loop.parameters.steps as WorkflowDocument).nodes.map((n) => [n.name, n.type])).toEqual([
      ['L start', 'no-op'],
      ['Exit', 'no-op'],
    ]);
    expect(document.edges.map((e) => [e.source, e.target])).toEqual([
      ['s', 'l'],
      ['l', 'after'],
    ]);
    expect(report.warnings).toContainEqual(
      'The connection from "Exit" to "End" crosses the edge of "L"; it was left out.',
    );
  });

  it("keeps a node whose settings are not in Dify's shape as a placeholder, instead of failing the import", () => {
    const yaml = `
workflow:
  graph:
    nodes:
      - { id: s, data: { type: start, title: S } }
      - { id: b, data: { type: if-else, title: Broken, cases: 'not a list' } }
      - { id: c, data: { type: code, title: Odd code, code_language: javascript, code: 'x', variables: 7 } }
    edges:
      - { source: s, target: b }
`;
    const { document, report } = importWorkflow(yaml);
    expect(document.nodes.map((n) => n.type)).toEqual(['manual-trigger', 'placeholder', 'placeholder']);
    expect(report.placeholders).toEqual([
      { name: 'Broken', from: 'if-else', reason: expect.stringContaining('not in the shape Dify writes') },
      { name: 'Odd code', from: 'code', reason: expect.stringContaining('not in the shape Dify writes') },
    ]);
  });

  it("maps a chatflow's system variables onto the chat trigger's item, and says why others are not", () => {
    const yaml = `
app: { mode: advanced-chat }
workflow:
  graph:
    nodes:
      - { id: s, data: { type: start, title: S } }
      - id: a
        data:
          type: answer
          title: A
          answer: '{{#sys.query#}} {{#sys.user_id#}} {{#sys.dialogue_count#}} {{#env.KEY#}} {{#conversation.last#}}'
    edges:
      - { source: s, target: a }
`;
    const { document, report } = importWorkflow(yaml);
    expect(report.untranslatedExpressions.map((u) => [u.expression, u.reason])).toEqual([
      ['{{#env.KEY#}}', expect.stringContaining('environment variable')],
      ['{{#conversation.last#}}', 'a Dify conversation variable the file does not declare'],
    ]);
    const code = String(document.nodes[1]?.parameters.jsCode);
    expect(code).toContain('$("S").first().json.chatInput');
    expect(code).toContain('($("S").first().json.userId ?? $("S").first().json.sessionId)');
    expect(code).toContain('$("S").first().json.dialogueCount');
    // The trigger counts the conversation's messages (no variables declared).
    expect(document.nodes[0]?.parameters.conversationVariables).toEqual({});
  });

  it("gives a chatflow's trigger its conversation variables, and writes them with a Conversation Variables node", () => {
    const { document, report } = importWorkflow(readFixture('dify/remember-chat.yml'));
    expect(report.untranslatedExpressions).toEqual([]);
    const [start, keep, answer] = document.nodes;
    expect(start?.parameters.conversationVariables).toEqual({ count: 0, previous: '', last: '(none)' });
    expect(keep?.type).toBe('conversation-variables');
    const kept = '$("Start").first().json.conversation';
    expect(keep?.parameters).toEqual({
      sessionId: '={{ $("Start").first().json.sessionId }}',
      values: {
        count: `={{ ((${kept}.count) + 1) }}`,
        previous: `={{ (${kept}.last) }}`,
        last: '={{ ($("Start").first().json.chatInput) }}',
      },
    });
    // The answer reads what the assigner wrote in this run.
    expect(String(answer?.parameters.jsCode)).toContain('return $("Remember").first().json.count;');
  });

  it('leaves a chatflow without conversation variables or sys.dialogue_count as it was (nothing to keep)', () => {
    const { document } = importWorkflow(readFixture('dify/dify-tests/answer_end_with_text.yml'));
    expect(document.nodes[0]?.type).toBe('chat-trigger');
    expect(document.nodes[0]?.parameters).not.toHaveProperty('conversationVariables');
  });

  it('keeps system variables out of a workflow app (it has no chat message)', () => {
    const yaml = `
workflow:
  graph:
    nodes:
      - { id: s, data: { type: start, title: S } }
      - { id: a, data: { type: answer, title: A, answer: '{{#sys.query#}}' } }
    edges:
      - { source: s, target: a }
`;
    expect(importWorkflow(yaml).report.untranslatedExpressions).toEqual([
      expect.objectContaining({
        expression: '{{#sys.query#}}',
        reason: expect.stringContaining('a workflow none'),
      }),
    ]);
  });

  it('refuses a DSL without a graph with a clear error', () => {
    expect(() => importDify({ workflow: { graph: { nodes: [{ id: 'a', data: {} }] } } })).toThrow(
      ImportError,
    );
    expect(() => importDify({ workflow: { graph: { nodes: 'x' } } })).toThrow(/^Not a Dify app: /);
  });
  it('leaves canvas notes out (custom-note, empty data.type) and says so, instead of refusing the file', () => {
    const { document, report } = importDify({
      app: { mode: 'workflow', name: 'With a note' },
      workflow: {
        graph: {
          nodes: [
            { id: 'start', type: 'custom', data: { type: 'start', title: 'Start', variables: [] } },
            {
              id: 'note',
              type: 'custom-note',
              data: { type: '', title: '', text: 'Remember the refund policy' },
            },
          ],
          edges: [],
        },
      },
    });
    expect(document.nodes.map((n) => n.name)).toEqual(['Start']);
    expect(report.warnings).toContain('The note "note" was left out (notes are not steps).');
  });
});
