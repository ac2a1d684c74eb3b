import { describe, expect, it } from 'vitest';
import { withHealth } from './overview-api';
import { aDeployment, aVersionStats } from './overview-fixtures';
import {
  flowKindLabel,
  formatCost,
  formatDuration,
  formatSuccessRate,
  relativeTime,
  successHealth,
  triggerLabel,
} from './overview-format';

describe('overview formats', () => {
  it('writes triggers in words, deployment surfaces included', () => {
    expect(triggerLabel('manual')).toBe('Manual');
    expect(triggerLabel('webhook')).toBe('Webhook');
    expect(triggerLabel('schedule')).toBe('Schedule');
    expect(triggerLabel('deployment:rest')).toBe('API');
    expect(triggerLabel('deployment:widget')).toBe('Chat widget');
    expect(triggerLabel('deployment:openai')).toBe('OpenAI API');
    expect(triggerLabel('deployment:mcp')).toBe('MCP');
    expect(triggerLabel('deployment:new_thing')).toBe('New thing');
    expect(triggerLabel('sub-workflow')).toBe('Sub-workflow');
  });

  it('writes ledger kinds in words', () => {
    expect(flowKindLabel('deployment_run')).toBe('Deployment runs');
    expect(flowKindLabel('platform_fee')).toBe('Platform fees');
    expect(flowKindLabel('signup_bonus')).toBe('Signup bonus');
    expect(flowKindLabel('transfer')).toBe('Transfers');
    expect(flowKindLabel('some_new_kind')).toBe('Some new kind');
  });

  it('grades success rates and writes figures', () => {
    expect(successHealth(null)).toBe('none');
    expect(successHealth(0.99)).toBe('good');
    expect(successHealth(0.9)).toBe('fair');
    expect(successHealth(0.5)).toBe('poor');
    expect(formatSuccessRate(0.975)).toBe('97.5 %');
    expect(formatSuccessRate(null)).toBe('—');
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(65_000)).toBe('1 min 5 s');
    expect(formatCost(0)).toBe('$0');
    expect(formatCost(1.256)).toBe('$1.26');
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(relativeTime('2026-03-01T11:59:30Z', now)).toBe('just now');
    expect(relativeTime('2026-03-01T09:00:00Z', now)).toBe('3 h ago');
  });

  it('joins each deployment with the stats of its deployed version only', () => {
    const deployed = aDeployment({ versionNumber: 2 });
    const [joined] = withHealth(
      [deployed],
      [aVersionStats({ versionNumber: 1, runs: 5 }), aVersionStats({ versionNumber: 2, runs: 7 })],
    );
    expect(joined?.stats?.runs).toBe(7);
    expect(withHealth([deployed], [])[0]?.stats).toBeNull();
  });
});
