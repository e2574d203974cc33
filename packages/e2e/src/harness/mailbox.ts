// The emails the server under test wrote as .eml files (its DATA_DIR/mail), read like an inbox.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeader(value: string): string {
  // Adjacent encoded words are joined without the whitespace between them (RFC 2047 §6.2).
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_whole, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function parseEml(source: string): ReceivedMail {
  const [head = '', ...rest] = source.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  const body = rest.join('\n\n');
  const textPart = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)(?:\r?\n--)/i.exec(body)?.[1] ?? body;
  const text = decodeQuotedPrintable(textPart);
  return {
    to: header('To'),
    subject: decodeHeader(header('Subject')),
    text,
    links: text.match(/https?:\/\/\S+/g) ?? [],
  };
}

/** Every message to `to`, oldest first. */
export function mailTo(dataDir: string, to: string): ReceivedMail[] {
  let files: string[];
  try {
    files = readdirSync(join(dataDir, 'mail')).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => parseEml(readFileSync(join(dataDir, 'mail', file), 'utf8')))
    .filter((mail) => mail.to.includes(to));
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
    let files: string[] = [];
    try {
      files = readdirSync(join(dataDir, 'mail')).sort();
    } catch {
      // no mail yet
    }
    for (const file of files.reverse()) {
      const source = readFileSync(join(dataDir, 'mail', file), 'utf8');
      if (!new RegExp(`^To:.*${to}`, 'im').test(source)) continue;
      const date = Date.parse(/^Date: (.*)$/im.exec(source)?.[1] ?? '');
      if (Number.isFinite(date) && date < after - 1000) continue;
      const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(source);
      if (part?.[1]) return Buffer.from(part[1].replace(/\s+/g, ''), 'base64');
    }
    if (Date.now() > deadline) throw new Error(`no mail with a PDF to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
