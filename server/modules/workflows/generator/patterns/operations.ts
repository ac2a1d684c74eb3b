/** Patterns that move money or data: AIZ payouts, approvals before paying, digests, syncs, small APIs. */
import { findChainToken } from '@common/web3/chains';
import { FlowBuilder } from '../flow-builder';
import { definePattern } from '../pattern';
import { capitalise, describeSchedule, Slots, scheduleRule, webhookPath } from '../slots';

export const webhookAizTransfer = definePattern({
  id: 'webhook-aiz-transfer',
  name: 'Webhook to AIZ payout',
  description: 'Pays AIZ to a user when a webhook is called, within a budget per run.',
  category: 'Finance',
  kind: 'workflow',
  keywords: ['aiz', 'pay', 'payout', 'transfer', 'reward', 'tip', 'bounty', 'tokens', 'send aiz', 'budget'],
  example: 'When a webhook is called, pay 5 AIZ to @alice with a budget of 50 AIZ',
  build(words) {
    const slots = new Slots(words);
    const amount = words.aizAmount ?? '1';
    if (!words.aizAmount) slots.warnings.push('No amount in your request: each call pays 1 AIZ.');
    const to = words.recipient ?? '={{ $json.body.to }}';
    if (!words.recipient)
      slots.warnings.push(
        'No recipient in your request: the webhook body\'s "to" field names the user to pay.',
      );
    const budget = /\bbudget\s+(?:of\s+)?(\d+(?:\.\d+)?)/.exec(words.text)?.[1] ?? amount;
    const flow = new FlowBuilder();
    const hook = flow.add('Webhook', 'webhook-trigger', {
      httpMethod: 'POST',
      path: webhookPath('payout', words.original),
      responseMode: 'responseNode',
    });
    const pay = flow.add('Pay AIZ', 'aiz-transfer', {
      to,
      amount,
      memo: slots.quoted('Payout from a workflow'),
    });
    const respond = flow.add('Respond', 'respond-to-webhook', {
      respondWith: 'json',
      responseBody: '={{ JSON.stringify({ paid: $json.transfer }) }}',
    });
    flow.chain(hook, pay, respond);
    return {
      name: 'AIZ payout',
      document: flow.build({ budgetAiz: budget }),
      explanation: `Each call to the webhook pays ${amount} AIZ from your balance to ${words.recipient ?? 'the user named in the body'}; one run pays at most ${budget} AIZ, and a retried run never pays twice.`,
      warnings: slots.warnings,
    };
  },
});

export const approvedPayout = definePattern({
  id: 'approved-payout',
  name: 'Approved payout',
  description: 'A payout request that is paid in AIZ only after an approver agrees.',
  category: 'Finance',
  kind: 'workflow',
  keywords: [
    'approve',
    'approval',
    'payout',
    'pay',
    'aiz',
    'reimburse',
    'reimbursement',
    'before paying',
    'sign off',
  ],
  example: 'Pay 20 AIZ to @bob after finance@acme.com approves it',
  build(words) {
    const slots = new Slots(words);
    const approver = slots.email('the approver');
    const amount = words.aizAmount ?? '10';
    if (!words.aizAmount) slots.warnings.push('No amount in your request: the payout is 10 AIZ.');
    const to = words.recipient ?? '={{ $json.body.to }}';
    const flow = new FlowBuilder();
    const hook = flow.add('Payout request', 'webhook-trigger', {
      httpMethod: 'POST',
      path: webhookPath('approved-payout', words.original),
    });
    const approval = flow.add('Approve payout', 'approval', {
      message: `Pay ${amount} AIZ to ${words.recipient ?? '{{ $json.body.to }}'}?`,
      approvers: approver,
    });
    const pay = flow.add('Pay AIZ', 'aiz-transfer', { to, amount, memo: 'Approved payout' });
    const rejected = flow.add('Rejected', 'no-op');
    flow.chain(hook, approval).connect(approval, pay, 0).connect(approval, rejected, 1);
    return {
      name: 'Approved payout',
      document: flow.build({ budgetAiz: amount }),
      explanation: `A payout request waits for ${approver} to approve it by e-mail link; once approved, ${amount} AIZ is paid to ${words.recipient ?? 'the user named in the request'}.`,
      warnings: slots.warnings,
    };
  },
});

export const dailyDigest = definePattern({
  id: 'daily-digest',
  name: 'Daily digest',
  description: 'Collects items from an API every day, writes a short digest with the model and e-mails it.',
  category: 'Content',
  kind: 'workflow',
  keywords: [
    'digest',
    'daily',
    'roundup',
    'briefing',
    'recap',
    'highlights',
    'every day',
    'morning briefing',
    'news',
  ],
  example: 'Send me a daily digest at 7am of https://api.acme.com/tickets to me@acme.com',
  build(words) {
    const slots = new Slots(words);
    const schedule = slots.schedule({ kind: 'days', hour: 7, minute: 0 });
    const url = slots.url('the items to digest');
    const to = slots.email('the digest');
    const flow = new FlowBuilder();
    const trigger = flow.add('Schedule', 'schedule-trigger', { rule: scheduleRule(schedule) });
    const fetch = flow.add('Fetch items', 'http-request', { method: 'GET', url });
    const limit = flow.add('First 50', 'limit', { maxItems: 50 });
    const collect = flow.add('Collect', 'aggregate', {
      aggregate: 'aggregateAllItemData',
      destinationFieldName: 'items',
    });
    const write = flow.add('Write digest', 'llm-prompt', {
      systemMessage:
        'You write short daily digests: a headline, then at most seven bullet points, most important first.',
      prompt: "Write today's digest of these items:\n{{ JSON.stringify($json.items) }}",
    });
    const mail = flow.add('E-mail digest', 'send-email', {
      to,
      subject: 'Your daily digest',
      text: '{{ $json.text ?? JSON.stringify($json) }}',
    });
    flow.chain(trigger, fetch, limit, collect, write, mail);
    return {
      name: 'Daily digest',
      document: flow.build(),
      explanation: `${capitalise(describeSchedule(schedule))}, up to 50 items from ${url} are collected, the model writes a digest, and it is e-mailed to ${to}.`,
      warnings: slots.warnings,
    };
  },
});

export const dataSync = definePattern({
  id: 'data-sync',
  name: 'Sync records between APIs',
  description: 'Reads records from one API on a schedule, drops duplicates and posts them to another.',
  category: 'Data',
  kind: 'workflow',
  keywords: [
    'sync',
    'synchronise',
    'synchronize',
    'copy',
    'import',
    'export',
    'records',
    'duplicates',
    'dedupe',
    'between',
    'from one api',
  ],
  example:
    'Every hour copy new orders from https://shop.acme.com/api/orders to https://erp.acme.com/api/orders without duplicates',
  build(words) {
    const slots = new Slots(words);
    const schedule = slots.schedule({ kind: 'hours', every: 1, minute: 0 });
    const from = slots.url('the source API');
    const to = slots.url('the destination API');
    const flow = new FlowBuilder();
    const trigger = flow.add('Schedule', 'schedule-trigger', { rule: scheduleRule(schedule) });
    const read = flow.add('Read records', 'http-request', { method: 'GET', url: from });
    const dedupe = flow.add('Remove duplicates', 'remove-duplicates', { compare: 'allFields' });
    const write = flow.add('Write record', 'http-request', {
      method: 'POST',
      url: to,
      sendBody: true,
      contentType: 'json',
      specifyBody: 'json',
      jsonBody: '={{ JSON.stringify($json) }}',
    });
    flow.chain(trigger, read, dedupe, write);
    return {
      name: 'Record sync',
      document: flow.build(),
      explanation: `${capitalise(describeSchedule(schedule))}, records are read from ${from}, duplicates are dropped, and each record is posted to ${to}.`,
      warnings: slots.warnings,
    };
  },
});

export const webhookApi = definePattern({
  id: 'webhook-api',
  name: 'Small JSON API',
  description: 'A webhook endpoint that shapes what it receives and answers with JSON.',
  category: 'Data',
  kind: 'workflow',
  keywords: ['endpoint', 'api', 'respond', 'returns', 'json', 'rest', 'http endpoint', 'responds', 'echo'],
  example: 'An API endpoint that receives an order and responds with its total',
  build(words) {
    const slots = new Slots(words);
    const flow = new FlowBuilder();
    const hook = flow.add('Webhook', 'webhook-trigger', {
      httpMethod: 'POST',
      path: webhookPath('api', words.original),
      responseMode: 'responseNode',
    });
    const shape = flow.add('Shape answer', 'code', {
      mode: 'runOnceForEachItem',
      jsCode: [
        'const body = $json.body ?? {};',
        'const lines = Array.isArray(body.items) ? body.items : [];',
        'const total = lines.reduce((sum, l) => sum + Number(l.price ?? 0) * Number(l.quantity ?? 1), 0);',
        'return { received: body, items: lines.length, total, at: $now.toISO() };',
      ].join('\n'),
    });
    const respond = flow.add('Respond', 'respond-to-webhook', { respondWith: 'first-item' });
    flow.chain(hook, shape, respond);
    slots.warnings.push('Adapt the code step to the answer you need.');
    return {
      name: 'JSON API',
      document: flow.build(),
      explanation:
        'POST JSON to the webhook; a code step adds up its items (price × quantity) and the webhook answers with the result.',
      warnings: slots.warnings,
    };
  },
});

export const postToChat = definePattern({
  id: 'post-to-chat',
  name: 'Post updates to a chat webhook',
  description:
    'Fetches data on a schedule and posts a message to a Slack, Teams or Discord incoming webhook.',
  category: 'Notifications',
  kind: 'workflow',
  keywords: [
    'slack',
    'teams',
    'discord',
    'channel',
    'post',
    'message',
    'issues',
    'slack webhook',
    'chat webhook',
    'incoming webhook',
    'standup',
  ],
  example:
    'Every weekday at 9:30 post the open issues from https://api.acme.com/issues to our Slack webhook https://hooks.slack.com/services/T000/B000/XXX',
  build(words) {
    const slots = new Slots(words);
    const schedule = slots.schedule({ kind: 'weeks', days: [1, 2, 3, 4, 5], hour: 9, minute: 30 });
    const source = slots.url('the data to post');
    const hookUrl = slots.url('the chat webhook');
    const flow = new FlowBuilder();
    const trigger = flow.add('Schedule', 'schedule-trigger', { rule: scheduleRule(schedule) });
    const fetch = flow.add('Fetch data', 'http-request', { method: 'GET', url: source });
    const collect = flow.add('Collect', 'aggregate', {
      aggregate: 'aggregateAllItemData',
      destinationFieldName: 'items',
    });
    const post = flow.add('Post message', 'http-request', {
      method: 'POST',
      url: hookUrl,
      sendBody: true,
      contentType: 'json',
      specifyBody: 'json',
      jsonBody:
        '={{ JSON.stringify({ text: "Update: " + $json.items.length + " items\\n" + $json.items.slice(0, 10).map(i => "• " + (i.title ?? i.name ?? JSON.stringify(i))).join("\\n") }) }}',
    });
    flow.chain(trigger, fetch, collect, post);
    return {
      name: 'Chat update',
      document: flow.build(),
      explanation: `${capitalise(describeSchedule(schedule))}, ${source} is fetched and a message listing up to ten items is posted to ${hookUrl}.`,
      warnings: slots.warnings,
    };
  },
});

/** Chains a request may name, and the token it pays in: USDC where the chain has it (SPEC §3), else its coin. */
const CHAIN_WORDS: { pattern: RegExp; chainId: number; name: string }[] = [
  { pattern: /\bbase\b/, chainId: 8453, name: 'Base' },
  { pattern: /\bpolygon\b/, chainId: 137, name: 'Polygon' },
  { pattern: /\barbitrum\b/, chainId: 42161, name: 'Arbitrum One' },
  { pattern: /\b(optimism|op mainnet)\b/, chainId: 10, name: 'OP Mainnet' },
  { pattern: /\bethereum\b|\bmainnet\b/, chainId: 1, name: 'Ethereum' },
];

export const webhookChainPayment = definePattern({
  id: 'webhook-chain-payment',
  name: 'Webhook to on-chain payout',
  description: "Pays USDC (or the chain's coin) on chain from the agent's wallet when a webhook is called.",
  category: 'Finance',
  kind: 'workflow',
  keywords: [
    'usdc',
    'on chain',
    'on-chain',
    'onchain',
    'crypto',
    'stablecoin',
    'erc-20',
    'wallet',
    'eth',
    'webhook',
    'pay usdc',
    'usdc on',
    'to the address',
    'on base',
    'on polygon',
    'on arbitrum',
    'on ethereum',
  ],
  example: 'When a webhook is called, pay 5 USDC on Base to the address in the body',
  build(words) {
    const slots = new Slots(words);
    const text = words.text.toLowerCase();
    const chain = CHAIN_WORDS.find((c) => c.pattern.test(text)) ?? CHAIN_WORDS[0]!;
    if (!CHAIN_WORDS.some((c) => c.pattern.test(text)))
      slots.warnings.push('No chain in your request: it pays on Base. Change the chain in the node.');
    const native = /\b(eth|ether|matic|pol)\b/.test(text) && !/\busdc\b/.test(text);
    const usdc = findChainToken(chain.chainId, 'USDC');
    const token = native || !usdc ? '' : usdc;
    const symbol = token ? 'USDC' : chain.chainId === 137 ? 'MATIC' : 'ETH';
    const amount = /(\d+(?:\.\d+)?)\s*(?:usdc|eth|ether|matic)\b/.exec(text)?.[1] ?? '1';
    const address = /\b0x[0-9a-fA-F]{40}\b/.exec(words.original)?.[0];
    if (!address)
      slots.warnings.push(
        'No address in your request: the webhook body\'s "to" field names the address to pay.',
      );
    const flow = new FlowBuilder();
    const hook = flow.add('Webhook', 'webhook-trigger', {
      httpMethod: 'POST',
      path: webhookPath('onchain-payout', words.original),
      responseMode: 'responseNode',
    });
    const pay = flow.add('Pay on chain', 'chain-payment', {
      chainId: chain.chainId,
      token,
      to: address ?? '={{ $json.body.address }}',
      amount,
    });
    const respond = flow.add('Respond', 'respond-to-webhook', {
      respondWith: 'json',
      responseBody: '={{ JSON.stringify({ paid: $json.payment }) }}',
    });
    flow.chain(hook, pay, respond);
    return {
      name: 'On-chain payout',
      document: flow.build(),
      explanation: `Each call to the webhook pays ${amount} ${symbol} on ${chain.name} from the wallet of the agent this workflow is deployed as, to ${address ?? 'the address in the body'}, within that wallet's limits; a retried run never pays twice. Deploy it, give the agent a wallet with an on-chain address, fund that address and set a limit for ${symbol}.`,
      warnings: slots.warnings,
    };
  },
});
