/**
 * A real SMTP server on 127.0.0.1 (smtp-server), started by a test: it keeps every message it
 * accepted, with its Message-ID, recipients and raw text. `beforeAccept` may hold a message back
 * (its sender then never hears 250: the message was not delivered).
 */
import { SMTPServer } from 'smtp-server';

export type Received = { messageId: string; to: string[]; raw: string };

export type SmtpSink = {
  url: string;
  received: Received[];
  /** Called with each message before it is accepted; answering false drops it unaccepted. */
  beforeAccept?: (message: Received) => Promise<boolean>;
  close(): Promise<void>;
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const sink: SmtpSink = { url: '', received: [], close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const message = { messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '', to: session.envelope.rcptTo.map((r) => r.address), raw };
        void (sink.beforeAccept?.(message) ?? Promise.resolve(true)).then((accept) => {
          if (!accept) return callback(new Error('not accepted'));
          sink.received.push(message);
          callback();
        });
      });
    },
  });
  // A sender that goes away mid-conversation (a server instance killed by a test) resets its
  // connection; the sink lets it go, as a mail server does, rather than ending the test's process.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  sink.url = `smtp://127.0.0.1:${port}`;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
