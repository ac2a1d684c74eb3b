/** The e-mails the product sends. Pure: text in, message out. */

import { PRODUCT_NAME } from '@common/constants';
import { countOf } from '@common/plural';
import type { MailMessage } from './transport';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

const DEFAULT_FOOTER = `You received this because someone entered this address on ${PRODUCT_NAME}.`;

function layout(title: string, bodyHtml: string, footer = DEFAULT_FOOTER): string {
  return `<!doctype html><html><body style="margin:0;background:#f4f4f7;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1a1a2e">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><p style="margin:0 0 8px;font-weight:700;font-size:18px;color:#6d28d9">${escapeHtml(PRODUCT_NAME)}</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>${bodyHtml}</td></tr></table>
<p style="font-size:12px;color:#6b7280;margin-top:16px">${escapeHtml(footer)}</p>
</td></tr></table></body></html>`;
}

export interface VerificationMailInput {
  to: string;
  code: string;
  type: 'signin' | 'signup';
  username?: string | undefined;
  validMinutes: number;
}

export function verificationCodeMail({
  to,
  code,
  type,
  username,
  validMinutes,
}: VerificationMailInput): MailMessage {
  const action = type === 'signup' ? 'finish creating your account' : 'sign in';
  const greeting = username ? `Hi ${username},` : 'Hi,';
  const validity = `The code is valid for ${countOf(validMinutes, 'minute')}. If you did not ask for it, you can ignore this e-mail.`;
  return {
    to,
    subject: type === 'signup' ? `Your ${PRODUCT_NAME} sign-up code` : `Your ${PRODUCT_NAME} sign-in code`,
    text: `${greeting}\n\nUse this code to ${action}:\n\n    ${code}\n\n${validity}\n`,
    html: layout(
      type === 'signup' ? 'Confirm your e-mail' : 'Your sign-in code',
      `<p style="margin:0 0 16px">${escapeHtml(greeting)} use this code to ${action}:</p>
<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:ui-monospace,Menlo,monospace">${escapeHtml(code)}</p>
<p style="margin:0;color:#4b5563">${escapeHtml(validity)}</p>`,
    ),
  };
}

/** Sent instead of a code when someone tries to sign in with an address that has no account. */
export function noAccountMail(to: string, signUpUrl: string): MailMessage {
  const text = `Someone (hopefully you) tried to sign in to ${PRODUCT_NAME} with this e-mail address, but there is no account for it.\n\nTo create one, open ${signUpUrl}, choose Get Started and then the Sign Up tab.\n\nIf this was not you, you can ignore this e-mail.\n`;
  return {
    to,
    subject: `No ${PRODUCT_NAME} account for this e-mail`,
    text,
    html: layout(
      'There is no account for this e-mail',
      `<p style="margin:0 0 16px">Someone (hopefully you) tried to sign in with this e-mail address, but there is no account for it.</p>
<p style="margin:0 0 16px">To create one, open <a href="${escapeHtml(signUpUrl)}">${escapeHtml(signUpUrl)}</a>, choose <b>Get Started</b> and then the <b>Sign Up</b> tab.</p>
<p style="margin:0;color:#4b5563">If this was not you, you can ignore this e-mail.</p>`,
    ),
  };
}

/** Sent instead of a code when someone tries to create an account with an address that already has one. */
export function accountExistsMail(to: string, signInUrl: string): MailMessage {
  const text = `Someone (hopefully you) tried to create an ${PRODUCT_NAME} account with this e-mail address, but it already has an account.\n\nTo sign in instead, open ${signInUrl}, choose Get Started and then the Sign In tab; we will mail you a code.\n\nIf this was not you, you can ignore this e-mail: nothing has changed on your account.\n`;
  return {
    to,
    subject: `You already have an ${PRODUCT_NAME} account`,
    text,
    html: layout(
      'You already have an account',
      `<p style="margin:0 0 16px">Someone (hopefully you) tried to create an account with this e-mail address, but it already has one.</p>
<p style="margin:0 0 16px">To sign in instead, open <a href="${escapeHtml(signInUrl)}">${escapeHtml(signInUrl)}</a>, choose <b>Get Started</b> and then the <b>Sign In</b> tab; we will mail you a code.</p>
<p style="margin:0;color:#4b5563">If this was not you, you can ignore this e-mail: nothing has changed on your account.</p>`,
    ),
  };
}

export interface ApprovalRequestMailInput {
  to: string;
  workflowName: string;
  message: string;
  url: string;
  expiresAt: Date;
}

/** Sent to each approver of a run waiting at an approval node: a one-time link to approve or reject. */
export function approvalRequestMail({
  to,
  workflowName,
  message,
  url,
  expiresAt,
}: ApprovalRequestMailInput): MailMessage {
  const until = `${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const note = `The link works once, until ${until}. The first answer from anyone asked decides.`;
  return {
    to,
    subject: `Approval needed: ${workflowName}`,
    text: `The workflow "${workflowName}" is waiting for your decision:\n\n    ${message}\n\nOpen this link to see what it is about and approve or reject:\n\n${url}\n\n${note}\n`,
    html: layout(
      'Your approval is needed',
      `<p style="margin:0 0 16px">The workflow <b>${escapeHtml(workflowName)}</b> is waiting for your decision:</p>
<p style="margin:0 0 16px;padding:12px 16px;background:#f4f4f7;border-radius:8px;white-space:pre-wrap">${escapeHtml(message)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">Review and decide</a></p>
<p style="margin:0 0 8px;color:#4b5563;font-size:13px;word-break:break-all">${escapeHtml(url)}</p>
<p style="margin:0;color:#4b5563">${escapeHtml(note)}</p>`,
    ),
  };
}

export interface CommunityDigestItem {
  /** Who did it (a username). */
  actor: string;
  /** What they did, in words ("replied in", "mentioned you in", "marked your answer as the solution in"). */
  what: string;
  threadTitle: string;
  /** Absolute link to the exact post. */
  url: string;
}

export interface CommunityDigestMailInput {
  to: string;
  username: string;
  items: CommunityDigestItem[];
  /** Absolute link that turns the digest off (it also goes in List-Unsubscribe). */
  unsubscribeUrl: string;
}

/** The community digest: what happened for this person since the last one, each line linked to its post. */
export function communityDigestMail({
  to,
  username,
  items,
  unsubscribeUrl,
}: CommunityDigestMailInput): MailMessage {
  const heading = `${countOf(items.length, 'new notification')} in the ${PRODUCT_NAME} community`;
  const lines = items.map((i) => `- ${i.actor} ${i.what} "${i.threadTitle}"\n  ${i.url}`).join('\n');
  const stop = `You get this digest at most once a day. To stop it, open ${unsubscribeUrl}`;
  return {
    to,
    subject: heading,
    text: `Hi ${username},\n\n${heading}:\n\n${lines}\n\n${stop}\n`,
    html: layout(
      heading,
      `<p style="margin:0 0 16px">Hi ${escapeHtml(username)},</p>
<ul style="margin:0 0 16px;padding-left:20px">${items
        .map(
          (i) =>
            `<li style="margin:0 0 8px"><b>${escapeHtml(i.actor)}</b> ${escapeHtml(i.what)} <a href="${escapeHtml(i.url)}">${escapeHtml(i.threadTitle)}</a></li>`,
        )
        .join('')}</ul>
<p style="margin:0;color:#4b5563;font-size:13px">You get this digest at most once a day. <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
      `You received this because you have an account in the ${PRODUCT_NAME} community.`,
    ),
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
  };
}
