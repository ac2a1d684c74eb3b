/**
 * A real SMTP server for browser tests: the app under test delivers mail to it over SMTP, and each
 * message is appended as one JSON line to a file that test workers read (they run in other processes).
 */
import { appendFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  to: string[];
  raw: string;
  receivedAt: string;
}

export async function startSmtpSink(logFile: string): Promise<{ port: number; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const message: SinkMessage = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: new Date().toISOString(),
        };
        appendFileSync(logFile, `${JSON.stringify(message)}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
