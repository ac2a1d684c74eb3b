/** Patterns that tell someone: a webhook or a form to e-mail, error alerts, reminders, uptime checks. */
import { FlowBuilder } from '../flow-builder';
import { definePattern } from '../pattern';
import { describeSchedule, Slots, scheduleRule, webhookPath } from '../slots';

export const webhookToEmail = definePattern({
  id: 'webhook-to-email',
  name: 'Webhook to e-mail',
  description: 'Receives a POST on a webhook and e-mails what was sent.',
  category: 'Notifications',
  kind: 'workflow',
  keywords: [
    'webhook',
    'email',
    'e-mail',
    'mail',
    'notify',
    'post',
    'receive',
    'request',
    'forward',
    'when a webhook',
  ],
  example: 'When a webhook receives a POST, e-mail the payload to ops@acme.com',
  build(words) {
    const slots = new Slots(words);
    const to = slots.email('the recipient');
    const flow = new FlowBuilder();
    const hook = flow.add('Webhook', 'webhook-trigger', {
      httpMethod: 'POST',
      path: webhookPath('incoming', words.original),
      responseMode: 'onReceived',
    });
    const mail = flow.add('Send e-mail', 'send-email', {
      to,
      subject: slots.quoted('New webhook call'),
      text: 'A new request arrived:\n\n{{ JSON.stringify($json.body, null, 2) }}',
    });
    flow.chain(hook, mail);
    return {
      name: 'Webhook to e-mail',
      document: flow.build(),
      explanation: `A webhook receives POST requests; each one is e-mailed to ${to} with the body it carried.`,
      warnings: slots.warnings,
    };
  },
});

export const formToEmail = definePattern({
  id: 'form-to-email',
  name: 'Contact form to e-mail',
  description: 'A hosted form whose answers are e-mailed to you.',
  category: 'Notifications',
  kind: 'workflow',
  keywords: [
    'form',
    'contact',
    'submission',
    'submit',
    'survey',
    'signup',
    'sign-up',
    'contact form',
    'form submission',
  ],
  example: 'A contact form asking for name, email and message that e-mails me at hello@acme.com',
  build(words) {
    const slots = new Slots(words);
    const to = slots.email('the form owner');
    const labels = slots.list(words.fields, ['Name', 'Email', 'Message'], 'form fields');
    const flow = new FlowBuilder();
    const form = flow.add('Form', 'form-trigger', {
      formTitle: slots.quoted('Contact us'),
      formFields: labels.map((label) => ({
        label,
        type: /e-?mail/i.test(label) ? 'email' : /message|comment|details/i.test(label) ? 'textarea' : 'text',
        required: true,
      })),
      path: webhookPath('form', words.original),
    });
    const mail = flow.add('Send e-mail', 'send-email', {
      to,
      subject: 'New form submission',
      text: labels.map((label) => `${label}: {{ $json["${label}"] }}`).join('\n'),
    });
    flow.chain(form, mail);
    return {
      name: 'Contact form',
      document: flow.build(),
      explanation: `A form asks for ${labels.join(', ')}; each submission is e-mailed to ${to}.`,
      warnings: slots.warnings,
    };
  },
});

export const errorAlerting = definePattern({
  id: 'error-alerting',
  name: 'Error alerting',
  description: 'When a workflow fails, e-mail who should know, with the error and the failed node.',
  category: 'Operations',
  kind: 'workflow',
  keywords: [
    'error',
    'errors',
    'fails',
    'failure',
    'failed',
    'alert',
    'alerting',
    'crash',
    'when a workflow fails',
    'error alert',
  ],
  example: 'Alert me at oncall@acme.com whenever a workflow fails',
  build(words) {
    const slots = new Slots(words);
    const to = slots.email('the alert');
    const flow = new FlowBuilder();
    const trigger = flow.add('Error Trigger', 'error-trigger');
    const mail = flow.add('Alert e-mail', 'send-email', {
      to,
      subject: 'Workflow failed: {{ $json.workflow?.name ?? "a workflow" }}',
      text: 'A run failed.\n\n{{ JSON.stringify($json, null, 2) }}',
    });
    flow.chain(trigger, mail);
    return {
      name: 'Error alerts',
      document: flow.build(),
      explanation: `An error trigger starts when a workflow that names this one as its error workflow fails; the error and the run are e-mailed to ${to}. Set this workflow as the error workflow in the others' settings.`,
      warnings: slots.warnings,
    };
  },
});

export const scheduledReminder = definePattern({
  id: 'scheduled-reminder',
  name: 'Scheduled reminder',
  description: 'Sends the same reminder e-mail on a schedule.',
  category: 'Notifications',
  kind: 'workflow',
  keywords: [
    'remind',
    'reminder',
    'reminders',
    'recurring',
    'weekly',
    'every monday',
    'send a reminder',
    'timesheet',
  ],
  example: 'Every Friday at 4pm remind team@acme.com to "submit your timesheets"',
  build(words) {
    const slots = new Slots(words);
    const schedule = slots.schedule({ kind: 'weeks', days: [1], hour: 9, minute: 0 });
    const to = slots.email('the reminder');
    const message = slots.quoted('This is your scheduled reminder.');
    const flow = new FlowBuilder();
    const trigger = flow.add('Schedule', 'schedule-trigger', { rule: scheduleRule(schedule) });
    const mail = flow.add('Reminder e-mail', 'send-email', {
      to,
      subject: `Reminder: ${message}`.slice(0, 200),
      text: message,
    });
    flow.chain(trigger, mail);
    return {
      name: 'Reminder',
      document: flow.build(),
      explanation: `${describeSchedule(schedule)[0]!.toUpperCase()}${describeSchedule(schedule).slice(1)}, ${to} gets the reminder "${message}".`,
      warnings: slots.warnings,
    };
  },
});

export const uptimeMonitor = definePattern({
  id: 'uptime-monitor',
  name: 'Uptime monitor',
  description: 'Checks a URL on a schedule and e-mails when it does not answer.',
  category: 'Operations',
  kind: 'workflow',
  keywords: [
    'uptime',
    'monitor',
    'down',
    'ping',
    'health',
    'check',
    'status',
    'outage',
    'is down',
    'goes down',
  ],
  example: 'Check https://acme.com every 5 minutes and e-mail ops@acme.com if it is down',
  build(words) {
    const slots = new Slots(words);
    const url = slots.url('the site to check');
    const schedule = slots.schedule({ kind: 'minutes', every: 5 });
    const to = slots.email('the alert');
    const flow = new FlowBuilder();
    const trigger = flow.add('Schedule', 'schedule-trigger', { rule: scheduleRule(schedule) });
    const check = flow.add('Check site', 'http-request', { method: 'GET', url }, { onError: 'errorOutput' });
    const ok = flow.add('Site is up', 'no-op');
    const mail = flow.add('Down alert', 'send-email', {
      to,
      subject: `${url} is not answering`,
      text: `The check of ${url} failed: {{ $json.error?.message ?? "no answer" }}`,
    });
    flow.chain(trigger, check).connect(check, ok, 0).connect(check, mail, 1);
    return {
      name: 'Uptime monitor',
      document: flow.build(),
      explanation: `${describeSchedule(schedule)}, ${url} is requested; when the request fails, ${to} is e-mailed the reason.`,
      warnings: slots.warnings,
    };
  },
});
