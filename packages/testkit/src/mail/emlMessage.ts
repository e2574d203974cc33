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

interface MimePart {
  headers: string;
  content: string;
}

/**
 * The parts of a multipart body, split on the boundary its Content-Type names. A line that merely
 * starts with "--" is not a boundary: a quoted-printable soft break can put one there when a link's
 * token holds "--".
 */
function partsOf(headers: string, body: string): MimePart[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) return [{ headers, content: body }];
  const delimiter = `--${boundary}`;
  return body
    .split(/\r?\n/)
    .reduce<string[][]>(
      (parts, line) => {
        if (line === delimiter || line === `${delimiter}--`) parts.push([]);
        else parts.at(-1)?.push(line);
        return parts;
      },
      [[]],
    )
    .slice(1)
    .filter((lines) => lines.length > 0)
    .flatMap((lines) => {
      const blank = lines.indexOf('');
      const part = { headers: lines.slice(0, blank).join('\n'), content: lines.slice(blank + 1).join('\n') };
      // A message with an attachment nests its text and HTML in a multipart/alternative part.
      return /Content-Type: multipart\//i.test(part.headers)
        ? partsOf(part.headers.replace(/\n[ \t]+/g, ' '), part.content)
        : [part];
    });
}

/** A part's content decoded by its transfer encoding. */
function decoded(part: MimePart): string {
  if (/Content-Transfer-Encoding: *base64/i.test(part.headers)) {
    return Buffer.from(part.content.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return /Content-Transfer-Encoding: *quoted-printable/i.test(part.headers)
    ? decodeQuotedPrintable(part.content)
    : part.content;
}

export function parseEml(source: string): ReceivedMail {
  const blank = /\r?\n\r?\n/.exec(source);
  const head = blank ? source.slice(0, blank.index) : source;
  const body = blank ? source.slice(blank.index + blank[0].length) : '';
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  const parts = partsOf(headers, body);
  const partOf = (contentType: string) =>
    parts.find((part) => new RegExp(`Content-Type: ${contentType}`, 'i').test(part.headers));
  // The text part: first part of a multipart/alternative, or the whole body.
  const textPart = partOf('text/plain') ?? parts[0] ?? { headers, content: body };
  const htmlPart = partOf('text/html');
  const text = decoded(textPart);
  return {
    to: header('To'),
    subject: decodeHeader(header('Subject')),
    text,
    html: htmlPart ? decoded(htmlPart) : null,
    links: text.match(/https?:\/\/\S+/g) ?? [],
  };
}

/** The first PDF attached to a message, decoded; null when it has none. */
export function attachedPdf(source: string): Buffer | null {
  const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(source);
  return part?.[1] ? Buffer.from(part[1].replace(/\s+/g, ''), 'base64') : null;
}
