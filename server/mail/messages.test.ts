import { describe, expect, it } from 'vitest';
import {
  accountExistsMail,
  approvalRequestMail,
  communityDigestMail,
  noAccountMail,
  verificationCodeMail,
} from './messages';

describe('mail messages', () => {
  it('puts the code and its validity in both parts of a verification mail', () => {
    const mail = verificationCodeMail({
      to: 'a@b.co',
      code: '012345',
      type: 'signup',
      username: 'ada',
      validMinutes: 5,
    });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('012345');
      expect(part).toContain('valid for 5 minutes');
    }
    expect(mail.subject).not.toContain('012345');
    expect(mail.text).toContain('Hi ada,');
  });

  it('escapes what the user typed in the HTML part', () => {
    const mail = verificationCodeMail({
      to: 'a@b.co',
      code: '111111',
      type: 'signup',
      username: '<b>x',
      validMinutes: 5,
    });
    expect(mail.html).toContain('&lt;b&gt;x');
    expect(mail.html).not.toContain('<b>x');
  });

  it('tells an unknown address how to sign up, with no code', () => {
    const mail = noAccountMail('nobody@b.co', 'http://localhost:5000/');
    expect(mail.text).toMatch(/no account/);
    expect(mail.text).toContain('Sign Up');
    expect(mail.text).not.toMatch(/\d{6}/);
  });

  it('tells a registered address that someone tried to sign up, and how to sign in, with no code', () => {
    const mail = accountExistsMail('ada@b.co', 'http://localhost:5000/');
    for (const part of [mail.text, mail.html]) {
      expect(part).toMatch(/tried to create an? .*account with this e-mail address/);
      expect(part).toContain('Sign In');
      expect(part).toContain('http://localhost:5000/');
      expect(part).not.toMatch(/\d{6}/);
    }
    expect(mail.subject).toBe('You already have an AIZ Platform account');
  });

  it('gives an approver the link, the message and the expiry, escaping the workflow name', () => {
    const mail = approvalRequestMail({
      to: 'ann@b.co',
      workflowName: 'Pay <suppliers>',
      message: 'Pay 3 invoices?',
      url: 'http://localhost:5000/approve/abc.def',
      expiresAt: new Date('2026-01-08T10:30:00Z'),
    });
    expect(mail.subject).toBe('Approval needed: Pay <suppliers>');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('http://localhost:5000/approve/abc.def');
      expect(part).toContain('Pay 3 invoices?');
      expect(part).toContain('2026-01-08 10:30 UTC');
    }
    expect(mail.html).toContain('Pay &lt;suppliers&gt;');
  });

  it('lists a community digest in both parts, escapes user text in HTML and carries List-Unsubscribe', () => {
    const mail = communityDigestMail({
      to: 'ann@b.co',
      username: 'ann<3',
      items: [
        {
          actor: 'ben"><img src=x>',
          what: 'replied in',
          threadTitle: '<script>alert(1)</script>',
          url: 'https://aiz.example/community/t/1/x/2',
        },
      ],
      unsubscribeUrl: 'https://aiz.example/community/unsubscribe?token=a.b&c',
    });
    expect(mail.subject).toContain('1 new notification');
    expect(mail.text).toContain('ben"><img src=x> replied in "<script>alert(1)</script>"');
    expect(mail.text).toContain('https://aiz.example/community/t/1/x/2');
    expect(mail.html).not.toMatch(/<script|<img/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('href="https://aiz.example/community/unsubscribe?token=a.b&amp;c"');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://aiz.example/community/unsubscribe?token=a.b&c>',
    });
  });
});
