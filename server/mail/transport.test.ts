import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { verificationCodeMail } from './messages';
import { createSmtpTransport, transporterOptions } from './transport';

describe('SMTP transport', () => {
  const received: { from: string; to: string[]; raw: string; user?: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, cb) {
        cb(null, { user: auth.username });
      },
      onData(stream, session, cb) {
        let raw = '';
        stream.on('data', (c: Buffer) => {
          raw += c.toString();
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            user: session.user as string | undefined,
          });
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a verification mail with text and HTML parts over SMTP, authenticated', async () => {
    const transport = createSmtpTransport(
      `smtp://mailer:s%40cret@127.0.0.1:${port}`,
      'AIZ Platform <no-reply@aiz.test>',
      createLogger('silent'),
    );
    await transport.send(
      verificationCodeMail({ to: 'ada@example.com', code: '424242', type: 'signin', validMinutes: 5 }),
    );
    await transport.close();
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('no-reply@aiz.test');
    expect(mail.to).toEqual(['ada@example.com']);
    expect(mail.user).toBe('mailer');
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(mail.raw).toContain('424242');
  });

  it('sends to several recipients with cc, bcc hidden from the headers, reply-to and a fixed message id', async () => {
    const transport = createSmtpTransport(
      `smtp://127.0.0.1:${port}`,
      'no-reply@aiz.test',
      createLogger('silent'),
    );
    await transport.send({
      to: 'a@example.com, b@example.com',
      cc: ['c@example.com'],
      bcc: ['secret@example.com'],
      replyTo: 'help@example.com',
      messageId: '<fixed-id@workflows.aiz>',
      subject: 'Several',
      text: 'Plain text only.',
    });
    await transport.close();
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(['a@example.com', 'b@example.com', 'c@example.com', 'secret@example.com']);
    expect(mail.raw).toContain('Cc: c@example.com');
    expect(mail.raw).toContain('Reply-To: help@example.com');
    expect(mail.raw).toContain('Message-ID: <fixed-id@workflows.aiz>');
    expect(mail.raw).not.toContain('secret@example.com');
    expect(mail.raw).not.toContain('text/html');
  });

  it('fails loudly when the server is not there', async () => {
    const transport = createSmtpTransport('smtp://127.0.0.1:1', 'x@y.z', createLogger('silent'));
    await expect(
      transport.send({ to: 'a@b.co', subject: 's', text: 't', html: '<p>t</p>' }),
    ).rejects.toThrow();
    await transport.close();
  });

  it('reads the URL into nodemailer options', () => {
    expect(transporterOptions('smtps://u:p%21@mail.example.com')).toMatchObject({
      host: 'mail.example.com',
      port: 465,
      secure: true,
      auth: { user: 'u', pass: 'p!' },
    });
    expect(transporterOptions('smtp://mail.example.com:2525?tls=insecure')).toMatchObject({
      port: 2525,
      secure: false,
      auth: undefined,
      tls: { rejectUnauthorized: false },
    });
  });
});
