import { parseEml } from './emlMessage';

const BOUNDARY = '--_NmP-795a1466b0150776-Part_1';

function message(textPart: string, extra = ''): string {
  return [
    'To: donor@example.com',
    'Subject: =?UTF-8?Q?Verifica_tu_direcci=C3=B3n?=',
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative;',
    ` boundary="${BOUNDARY}"`,
    '',
    `--${BOUNDARY}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    textPart,
    `--${BOUNDARY}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    '<p>Hola</p>',
    extra,
    `--${BOUNDARY}--`,
    '',
  ].join('\n');
}

describe('parseEml', () => {
  test('a soft line break before "--" in a link token stays inside the text part', () => {
    const token = 'bmLojgCc6aHp--Xw1yq2T8bV0dKcZr7sUe4nFh3PjGmA';
    const mail = parseEml(
      message(
        `Abre este enlace: http://demo.localhost:35003/verify-email/${token.slice(0, 12)}=\n${token.slice(12)}\n\nGracias.`,
      ),
    );
    expect(mail.links).toEqual([`http://demo.localhost:35003/verify-email/${token}`]);
    expect(mail.text).toContain('Gracias.');
    expect(mail.subject).toBe('Verifica tu dirección');
    expect(mail.html).toBe('<p>Hola</p>\n');
  });

  test('quoted-printable escapes decode to UTF-8 text', () => {
    const mail = parseEml(message('Se=C3=B1or Ram=C3=ADrez: $50.00'));
    expect(mail.text).toBe('Señor Ramírez: $50.00');
  });

  test('a message without parts is read whole', () => {
    const mail = parseEml(
      [
        'To: donor@example.com',
        'Subject: Statement',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 7bit',
        '',
        'Dear Ana, see https://example.org/s/1',
      ].join('\n'),
    );
    expect(mail.text).toBe('Dear Ana, see https://example.org/s/1');
    expect(mail.links).toEqual(['https://example.org/s/1']);
    expect(mail.html).toBeNull();
  });
});
