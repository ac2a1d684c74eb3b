/** Patterns for leads, support and approvals: qualify, triage, extract to a CRM, approve a request. */
import { FlowBuilder } from '../flow-builder';
import { definePattern } from '../pattern';
import {
  CLASSIFIER_OTHER_OUTPUT,
  capitalise,
  describeSchedule,
  fieldKey,
  Slots,
  scheduleRule,
  webhookPath,
} from '../slots';

export const leadQualification = definePattern({
  id: 'lead-qualification',
  name: 'Lead qualification',
  description: 'Reads each new lead, extracts its budget and company, and sends the qualified ones to sales.',
  category: 'Sales',
  kind: 'workflow',
  keywords: [
    'lead',
    'leads',
    'qualify',
    'qualification',
    'qualified',
    'prospect',
    'sales',
    'budget',
    'score',
    'inbound',
  ],
  example: 'Qualify new leads: if the budget is over 5000 send them to sales@acme.com',
  build(words) {
    const slots = new Slots(words);
    const threshold = words.threshold ?? 1000;
    if (words.threshold === null)
      slots.warnings.push(
        'No budget threshold in your request: leads with a budget of 1000 or more qualify.',
      );
    const to = slots.email('qualified leads');
    const flow = new FlowBuilder();
    const hook = flow.add('New lead', 'webhook-trigger', {
      httpMethod: 'POST',
      path: webhookPath('lead', words.original),
    });
    const extract = flow.add('Extract lead', 'information-extractor', {
      text: '={{ $json.body.message ?? $json.body.text ?? JSON.stringify($json.body) }}',
      attributes: [
        { name: 'name', type: 'string', description: "The person's full name" },
        { name: 'email', type: 'string', description: 'Their e-mail address' },
        { name: 'company', type: 'string', description: 'Their company' },
        { name: 'budget', type: 'number', description: 'Their budget in dollars' },
      ],
    });
    const qualified = flow.add('Budget qualifies?', 'if', {
      conditions: {
        combinator: 'and',
        conditions: [
          {
            leftValue: '={{ $json.output.budget ?? 0 }}',
            rightValue: threshold,
            operator: { type: 'number', operation: 'gte' },
          },
        ],
        options: { typeValidation: 'loose' },
      },
    });
    const mail = flow.add('Notify sales', 'send-email', {
      to,
      subject: 'Qualified lead: {{ $json.output.company ?? $json.output.name ?? "new lead" }}',
      text: 'Name: {{ $json.output.name }}\nE-mail: {{ $json.output.email }}\nCompany: {{ $json.output.company }}\nBudget: {{ $json.output.budget }}',
    });
    const nurture = flow.add('Nurture later', 'set', {
      assignments: [{ name: 'status', value: 'nurture', type: 'string' }],
      includeOtherFields: true,
    });
    flow.chain(hook, extract, qualified).connect(qualified, mail, 0).connect(qualified, nurture, 1);
    return {
      name: 'Lead qualification',
      document: flow.build(),
      explanation: `Each lead posted to the webhook is read by the model for name, e-mail, company and budget; a budget of ${threshold} or more goes to ${to}, the others are marked for nurturing.`,
      warnings: slots.warnings,
    };
  },
});

export const supportTriage = definePattern({
  id: 'support-triage',
  name: 'Support triage',
  description: 'Classifies support tickets by topic and sends each to the right team.',
  category: 'Support',
  kind: 'workflow',
  keywords: [
    'support',
    'ticket',
    'tickets',
    'triage',
    'helpdesk',
    'customer',
    'route',
    'team',
    'classify',
    'categorise',
    'categorize',
    'billing',
    'technical',
  ],
  example: 'Triage support tickets into billing, technical and sales and e-mail each team',
  build(words) {
    const slots = new Slots(words);
    const categories = slots.list(words.categories, ['Billing', 'Technical', 'Sales'], 'categories');
    const flow = new FlowBuilder();
    const hook = flow.add('New ticket', 'webhook-trigger', {
      httpMethod: 'POST',
      path: webhookPath('ticket', words.original),
    });
    const classify = flow.add('Classify ticket', 'text-classifier', {
      inputText: '={{ ($json.body.subject ?? "") + " " + ($json.body.message ?? $json.body.text ?? "") }}',
      categories: categories.map((category) => ({
        category,
        description: `Tickets about ${category.toLowerCase()}`,
      })),
      fallback: 'other',
    });
    flow.chain(hook, classify);
    categories.forEach((category, i) => {
      const to = slots.email(`the ${category} team`);
      const mail = flow.add(`E-mail ${category}`, 'send-email', {
        to,
        subject: `[${category}] {{ $json.body.subject ?? "New ticket" }}`,
        text: '{{ $json.body.message ?? $json.body.text ?? JSON.stringify($json.body) }}',
      });
      flow.connect(classify, mail, i);
    });
    const other = flow.add('Unsorted tickets', 'no-op');
    flow.connect(classify, other, CLASSIFIER_OTHER_OUTPUT);
    return {
      name: 'Support triage',
      document: flow.build(),
      explanation: `Each ticket posted to the webhook is classified as ${categories.join(', ')}; each category is e-mailed to its team, and tickets that fit none wait on "Other".`,
      warnings: [...new Set(slots.warnings)],
    };
  },
});

export const extractToCrm = definePattern({
  id: 'extract-to-crm',
  name: 'Extract details to a CRM',
  description: 'Extracts fields from incoming text (an e-mail, a message) and posts them to a CRM API.',
  category: 'Sales',
  kind: 'workflow',
  keywords: [
    'extract',
    'crm',
    'fields',
    'parse',
    'phone',
    'company',
    'incoming e-mails',
    'contact',
    'hubspot',
    'salesforce',
    'pipedrive',
    'record',
    'details',
    'create a contact',
  ],
  example:
    'Extract name, company and phone from incoming e-mails and post them to https://crm.acme.com/api/contacts',
  build(words) {
    const slots = new Slots(words);
    const fields = slots.list(words.fields, ['Name', 'Email', 'Company', 'Phone'], 'fields to extract');
    const url = slots.url('the CRM API');
    const flow = new FlowBuilder();
    const hook = flow.add('Incoming text', 'webhook-trigger', {
      httpMethod: 'POST',
      path: webhookPath('extract', words.original),
    });
    const extract = flow.add('Extract fields', 'information-extractor', {
      text: '={{ $json.body.text ?? $json.body.message ?? JSON.stringify($json.body) }}',
      attributes: fields.map((f) => ({ name: fieldKey(f), type: 'string', description: f })),
    });
    const post = flow.add('Create CRM record', 'http-request', {
      method: 'POST',
      url,
      sendBody: true,
      contentType: 'json',
      specifyBody: 'json',
      jsonBody: '={{ JSON.stringify($json.output) }}',
    });
    flow.chain(hook, extract, post);
    return {
      name: 'Extract to CRM',
      document: flow.build(),
      explanation: `Text posted to the webhook is read for ${fields.join(', ')}; the fields found are posted as JSON to ${url}.`,
      warnings: slots.warnings,
    };
  },
});

export const formApproval = definePattern({
  id: 'form-approval-email',
  name: 'Form, approval, e-mail',
  description: 'A request form; an approver decides by e-mail link; the requester hears the outcome.',
  category: 'Operations',
  kind: 'workflow',
  keywords: [
    'approval',
    'approve',
    'approver',
    'request',
    'form',
    'manager',
    'sign off',
    'leave',
    'vacation',
    'expense',
    'purchase',
  ],
  example: 'A vacation request form that my manager boss@acme.com approves, then e-mail the employee',
  build(words) {
    const slots = new Slots(words);
    const approver = slots.email('the approver');
    const subject = capitalise(
      /\b(vacation|leave|expense|purchase|access|budget)\b/.exec(words.text)?.[1] ?? 'request',
    );
    const flow = new FlowBuilder();
    const form = flow.add('Request form', 'form-trigger', {
      formTitle: `${subject} request`,
      formFields: [
        { label: 'Name', type: 'text', required: true },
        { label: 'Email', type: 'email', required: true },
        { label: 'Details', type: 'textarea', required: true },
      ],
      path: webhookPath('request', words.original),
    });
    const approval = flow.add('Approval', 'approval', {
      message: `${subject} request from {{ $json.Name }}: {{ $json.Details }}`,
      approvers: approver,
      timeoutMinutes: 2880,
    });
    const yes = flow.add('E-mail approved', 'send-email', {
      to: '={{ $json.Email }}',
      subject: `Your ${subject.toLowerCase()} request was approved`,
      text: 'Hello {{ $json.Name }}, your request was approved.',
    });
    const no = flow.add('E-mail rejected', 'send-email', {
      to: '={{ $json.Email }}',
      subject: `Your ${subject.toLowerCase()} request was declined`,
      text: 'Hello {{ $json.Name }}, your request was declined. {{ $json.approval?.comment ?? "" }}',
    });
    const late = flow.add('No decision', 'no-op');
    flow.chain(form, approval).connect(approval, yes, 0).connect(approval, no, 1).connect(approval, late, 2);
    return {
      name: `${subject} approval`,
      document: flow.build(),
      explanation: `A form collects ${subject.toLowerCase()} requests; ${approver} gets an approval link and has two days to decide; the requester is e-mailed the decision.`,
      warnings: slots.warnings,
    };
  },
});

export const feedClassifyRoute = definePattern({
  id: 'feed-classify-route',
  name: 'Feed monitor: classify and route',
  description: 'Polls an RSS feed or an API, classifies each new entry and routes it by category.',
  category: 'Data',
  kind: 'workflow',
  keywords: [
    'rss',
    'feed',
    'poll',
    'news',
    'articles',
    'headlines',
    'blog',
    'new posts',
    'classify',
    'route',
    'topics',
  ],
  example:
    'Poll https://news.acme.com/rss every hour, classify articles into product, security and hiring, and e-mail security ones to sec@acme.com',
  build(words) {
    const slots = new Slots(words);
    const url = slots.url('the feed');
    const schedule = slots.schedule({ kind: 'hours', every: 1, minute: 0 });
    const listed = slots.list(words.categories, ['Product', 'Security', 'Other news'], 'categories');
    // The category the request says to e-mail goes first (its output is the one wired to the e-mail).
    const mailed = listed.find((c) =>
      ['e-mail ', 'email ', 'e-mail the ', 'email the '].some((lead) =>
        words.text.includes(lead + c.toLowerCase()),
      ),
    );
    const categories = mailed ? [mailed, ...listed.filter((c) => c !== mailed)] : listed;
    const to = slots.email(`the ${categories[0]} entries`);
    const flow = new FlowBuilder();
    const trigger = flow.add('Schedule', 'schedule-trigger', { rule: scheduleRule(schedule) });
    const fetch = flow.add('Fetch feed', 'http-request', {
      method: 'GET',
      url,
      options: { response: { response: { responseFormat: 'text' } } },
    });
    const parse = flow.add('Read entries', 'code', {
      jsCode: [
        'const xml = String($input.first().json.data ?? "");',
        'const tag = (s, t) => {',
        '  const a = s.indexOf("<" + t); if (a < 0) return "";',
        '  const b = s.indexOf(">", a); const c = s.indexOf("</" + t + ">", b);',
        '  return c < 0 ? "" : s.slice(b + 1, c).replace("<![CDATA[", "").replace("]]>", "").trim();',
        '};',
        'const entries = xml.split(/<item[\\s>]|<entry[\\s>]/).slice(1, 51);',
        'return entries.map((e) => ({ title: tag(e, "title"), link: tag(e, "link") || (/href="([^"]+)"/.exec(e) || [])[1] || "", summary: tag(e, "description") || tag(e, "summary") }));',
      ].join('\n'),
    });
    const dedupe = flow.add('New entries only', 'remove-duplicates', {
      compare: 'selectedFields',
      fieldsToCompare: 'link',
    });
    const classify = flow.add('Classify entry', 'text-classifier', {
      inputText: '={{ $json.title + ". " + $json.summary }}',
      categories: categories.map((category) => ({
        category,
        description: `Entries about ${category.toLowerCase()}`,
      })),
      fallback: 'other',
    });
    flow.chain(trigger, fetch, parse, dedupe, classify);
    const mail = flow.add(`E-mail ${categories[0]}`, 'send-email', {
      to,
      subject: '{{ $json.title }}',
      text: '{{ $json.summary }}\n\n{{ $json.link }}',
    });
    flow.connect(classify, mail, 0);
    categories.slice(1).forEach((category, i) => {
      const keep = flow.add(`Keep ${category}`, 'set', {
        assignments: [{ name: 'category', value: category, type: 'string' }],
        includeOtherFields: true,
      });
      flow.connect(classify, keep, i + 1);
    });
    return {
      name: 'Feed monitor',
      document: flow.build(),
      explanation: `${capitalise(describeSchedule(schedule))}, ${url} is read; each entry is classified as ${categories.join(', ')}; ${categories[0]} entries are e-mailed to ${to}, the others are tagged with their category.`,
      warnings: slots.warnings,
    };
  },
});
