import { SMTPServer } from 'smtp-server';

export type CapturedMail = { from: string; to: string[]; raw: string; subject: string; text: string };

/**
 * A real SMTP server on loopback that keeps what it receives, for tests that read the mail a user
 * would get (an invitation, a code). Plain SMTP: STARTTLS is disabled (see STACK.md).
 */
export async function startSmtpCapture(port = 0): Promise<{ url: string; messages: CapturedMail[]; waitFor(pred: (m: CapturedMail) => boolean, ms?: number): Promise<CapturedMail>; close(): Promise<void> }> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head, ...body] = raw.split(/\r?\n\r?\n/);
        const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject,
          text: decodeQuotedPrintable(body.join('\n\n')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const bound = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    async waitFor(pred, ms = 5000) {
      const until = Date.now() + ms;
      for (;;) {
        const found = messages.find(pred);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no matching e-mail within ${ms} ms (got ${messages.length})`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}
