import { formSubmissionSchema } from '@common/schemas/webhooks';
import { describe, expect, it } from 'vitest';
import { items, runNode } from '../testing';
import { formTriggerNode, formTriggerParameters } from './definition';

const parameters = formTriggerParameters.parse({
  formTitle: 'Contact',
  path: 'contact',
  formFields: [
    { label: 'Name', required: true },
    { label: 'Age', type: 'number' },
    { label: 'E-mail', type: 'email', required: true },
    { label: 'Day', type: 'date' },
    { label: 'Plan', type: 'dropdown', options: ['solo', 'team'], required: true },
    { label: 'Topics', type: 'checkbox', options: ['solar', 'tokens'] },
  ],
});

describe('form trigger', () => {
  it('passes the submission item on', async () => {
    const submission = { Name: 'Ada', submittedAt: '2026-01-01T00:00:00.000Z', formMode: 'production' };
    expect(await runNode(formTriggerNode, [items(submission)])).toEqual([items(submission)]);
  });

  it('checks a submission against its fields, filling in the empty values of optional ones', () => {
    const check = formSubmissionSchema(parameters.formFields);
    expect(check.parse({ Name: ' Ada ', 'E-mail': 'ada@example.test', Plan: 'team' })).toEqual({
      Name: 'Ada',
      Age: null,
      'E-mail': 'ada@example.test',
      Day: '',
      Plan: 'team',
      Topics: [],
    });
    const bad = check.safeParse({ Name: '', Age: 'ten', 'E-mail': 'nope', Plan: 'huge', Topics: ['x'] });
    const byField = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(byField).toMatchObject({
      Name: 'This field is required.',
      Age: 'Enter a number.',
      'E-mail': 'Enter a valid e-mail address.',
      Plan: 'Choose one of the options.',
    });
    expect(byField.Topics).toBeDefined();
    expect(
      check.safeParse({ Name: 'A', 'E-mail': 'a@b.test', Plan: 'solo', Extra: 1 }).error?.issues[0]?.message,
    ).toBe('This form has no field named Extra.');
  });

  it('refuses a choice field without options and two fields with one label', () => {
    const noOptions = formTriggerParameters.safeParse({ formFields: [{ label: 'Plan', type: 'dropdown' }] });
    expect(noOptions.error?.issues[0]?.message).toBe(
      'A dropdown or checkbox field needs at least one option.',
    );
    const twice = formTriggerParameters.safeParse({ formFields: [{ label: 'A' }, { label: 'A' }] });
    expect(twice.error?.issues[0]?.message).toBe('Two fields of a form cannot have the same label.');
  });
});

describe("form trigger with n8n's settings", () => {
  it('reads an imported n8n Form Trigger node', () => {
    const p = formTriggerParameters.parse({
      formTitle: 'Signup',
      formFields: {
        values: [
          { fieldLabel: 'Name', requiredField: true },
          {
            fieldLabel: 'Size',
            fieldType: 'radio',
            fieldOptions: { values: [{ option: 'S' }, { option: 'L' }] },
          },
        ],
      },
      responseMode: 'lastNode',
      options: {
        path: 'signup',
        buttonLabel: 'Join',
        respondWithOptions: { values: { formSubmittedText: 'Thanks!' } },
      },
      webhookId: 'abc',
    });
    expect(p).toMatchObject({
      formTitle: 'Signup',
      path: 'signup',
      submitLabel: 'Join',
      formSubmittedText: 'Thanks!',
      responseMode: 'lastNode',
      formFields: [
        { label: 'Name', type: 'text', required: true, options: [] },
        { label: 'Size', type: 'dropdown', required: false, options: ['S', 'L'] },
      ],
    });
  });
});
