import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMailer } from './mailer';

describe('createMailer without SMTP (the embedded default)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'halo-mail-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes a readable .eml with headers, body and attachment, and logs its links only at debug', async () => {
    const info: object[] = [];
    const debug: object[] = [];
    const mailer = createMailer({
      smtpUrl: null,
      from: 'Halo Give <giving@halo.localhost>',
      dataDir,
      logger: { info: (object) => info.push(object), debug: (object) => debug.push(object) },
    });
    const sent = await mailer.send({
      to: 'donor@example.com',
      subject: 'Su código: 123456',
      text: 'Sign in: http://demo.localhost:8080/sign-in/abc123def456',
      attachments: [
        { filename: 'receipt.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' },
      ],
    });
    expect(sent.file).not.toBeNull();
    expect(readdirSync(path.join(dataDir, 'mail'))).toHaveLength(1);
    const eml = readFileSync(sent.file as string, 'utf8');
    expect(eml).toMatch(/^To: donor@example.com$/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m); // non-ASCII subject is encoded, not mangled
    expect(eml).toContain('http://demo.localhost:8080/sign-in/abc123def456');
    expect(eml).toContain('filename=receipt.pdf');
    expect(info).toEqual([
      { outboxId: undefined, toDomain: 'example.com', links: ['http://demo.localhost:8080/sign-in/…'] },
    ]);
    expect(debug).toEqual([
      expect.objectContaining({
        to: 'donor@example.com',
        subject: 'Su código: 123456',
        links: ['http://demo.localhost:8080/sign-in/abc123def456'],
      }),
    ]);
  });

  it('logs Stripe’s page to verify a bank account’s micro-deposits by its origin alone above debug (its path opens the verification)', async () => {
    const info: object[] = [];
    const mailer = createMailer({
      smtpUrl: null,
      from: 'Halo Give <giving@halo.localhost>',
      dataDir,
      logger: { info: (object) => info.push(object), debug: () => {} },
    });
    await mailer.send({
      to: 'donor@example.com',
      subject: 'Verify your bank account to start your gift to Grace Community Church',
      text: 'Verify your bank account:\nhttps://payments.stripe.com/microdeposit/sacs_test_YWNjdF8xR3JhY2U',
    });
    expect(info).toEqual([
      { outboxId: undefined, toDomain: 'example.com', links: ['https://payments.stripe.com/…'] },
    ]);
  });
});
