// The emails a server under test wrote as .eml files under its DATA_DIR/mail (the embedded mailer),
// read like a donor's inbox: by the API tests through a Mailbox whose folder they give the server,
// by the browser tests from a running server's data folder, waiting for a message to arrive.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { attachedPdf, parseEml, type ReceivedMail } from './emlMessage';

export { parseEml, type ReceivedMail } from './emlMessage';

/** The .eml sources under `dataDir`/mail, oldest first (their names sort by the time written). */
function mailSources(dataDir: string): string[] {
  const folder = path.join(dataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(folder).sort();
  } catch {
    return [];
  }
  return files.map((file) => readFileSync(path.join(folder, file), 'utf8'));
}

/** Every message to `to` under `dataDir`, oldest first. */
export function mailTo(dataDir: string, to: string): ReceivedMail[] {
  return mailSources(dataDir)
    .map(parseEml)
    .filter((mail) => mail.to.includes(to));
}

/** A fresh data folder for a server under test, and the mail it writes there. */
export class Mailbox {
  readonly dataDir = mkdtempSync(path.join(tmpdir(), 'halo-api-mail-'));

  /** Every message written so far, oldest first. */
  all(): ReceivedMail[] {
    return mailSources(this.dataDir).map(parseEml);
  }

  /** The newest message to `to`. */
  latestTo(to: string): ReceivedMail | undefined {
    return mailTo(this.dataDir, to).at(-1);
  }

  remove(): void {
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** Waits for the newest message to `to` whose subject matches, and returns its first link. */
export async function waitForMailLink(
  dataDir: string,
  to: string,
  subject: RegExp,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = mailTo(dataDir, to)
      .filter((candidate) => subject.test(candidate.subject))
      .at(-1);
    if (mail?.links[0]) return mail.links[0];
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The newest message to `to` written after `after` (ms) with a PDF attached, the PDF decoded; waits for it. */
export async function waitForPdfMail(
  dataDir: string,
  to: string,
  after: number,
  timeoutMs = 30_000,
): Promise<Buffer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const source of mailSources(dataDir).reverse()) {
      if (!new RegExp(`^To:.*${to}`, 'im').test(source)) continue;
      const date = Date.parse(/^Date: (.*)$/im.exec(source)?.[1] ?? '');
      if (Number.isFinite(date) && date < after - 1000) continue;
      const pdf = attachedPdf(source);
      if (pdf) return pdf;
    }
    if (Date.now() > deadline) throw new Error(`no mail with a PDF to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
