// One email as the embedded mailer writes it (an .eml file: headers, then a text part and usually
// an HTML part), read back as a donor's mail program shows it.

export interface ReceivedMail {
  to: string;
  subject: string;
  /** The text part, quoted-printable decoded. */
  text: string;
  /** The HTML part, decoded (quoted-printable or base64); null when the message has none. */
  html: string | null;
  /** The links in the text part, in order. */
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

/** The body of the first part of `contentType` in a multipart body, decoded by its transfer encoding. */
function partOf(body: string, contentType: string): string | null {
  const part = new RegExp(`(Content-Type: ${contentType}[^]*?)\\r?\\n\\r?\\n([^]*?)(?:\\r?\\n--)`, 'i').exec(
    body,
  );
  if (!part) return null;
  const [, headers = '', content = ''] = part;
  return /Content-Transfer-Encoding: *base64/i.test(headers)
    ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
    : decodeQuotedPrintable(content);
}

export function parseEml(source: string): ReceivedMail {
  const [head = '', ...rest] = source.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  const body = rest.join('\n\n');
  // The text part: first part of a multipart/alternative, or the whole body.
  const textPart = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)(?:\r?\n--)/i.exec(body)?.[1] ?? body;
  const text = decodeQuotedPrintable(textPart);
  return {
    to: header('To'),
    subject: decodeHeader(header('Subject')),
    text,
    html: partOf(body, 'text/html'),
    links: text.match(/https?:\/\/\S+/g) ?? [],
  };
}

/** The first PDF attached to a message, decoded; null when it has none. */
export function attachedPdf(source: string): Buffer | null {
  const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(source);
  return part?.[1] ? Buffer.from(part[1].replace(/\s+/g, ''), 'base64') : null;
}
