// Hardening: hostile names stay inert in the emails: the HTML part escaped, the text part literal.
// The world is test/injectionWorld.ts.
import {
  SVG,
  DROP_TABLE,
  HOSTILE,
  DONOR,
  UPDATE_DONOR,
  expectInertHtml,
  openInjectionWorld,
} from './injectionWorld';

// Reports draw PDFs and run pdftotext; a busy machine needs more than the default.
jest.setTimeout(60_000);

const world = openInjectionWorld();
const { gql, mailsTo } = world;

describe('emails', () => {
  const escapedName = '&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;';

  it('the verification email of registration escapes the name in HTML and keeps it literal in text', () => {
    const verification = mailsTo(DONOR.email).find((mail) => mail.subject === 'Verify your email address');
    expect(verification?.text).toContain(`Hello ${DONOR.firstName} ${DONOR.lastName}, thank you`);
    expectInertHtml(verification!.html);
    expect(verification!.html).toContain(`Hello ${escapedName}, thank you`);
  });

  it('gift receipts carry no donor markup', () => {
    const receipts = mailsTo(DONOR.email).filter((mail) =>
      mail.subject.startsWith('Thank you for your gift'),
    );
    expect(receipts).toHaveLength(HOSTILE.length + 1);
    for (const receipt of receipts) expectInertHtml(receipt.html);
  });

  it('the verification email after an email change escapes the hostile name', async () => {
    const newEmail = 'injection-new@example.com';
    await gql(UPDATE_DONOR, {
      first_name: SVG,
      last_name: DROP_TABLE,
      email: newEmail,
      current_password: DONOR.password,
    });
    // An email change is confirmed from the new address; the old one is told (both name the donor).
    const [verification] = mailsTo(newEmail);
    expect(verification?.text).toContain(`Hello ${SVG} ${DROP_TABLE}, you asked`);
    expectInertHtml(verification!.html);
    expect(verification!.html).toContain(
      'Hello &quot;&gt;&lt;svg onload=alert(1)&gt; Robert&#39;); DROP TABLE contributions;--, you asked',
    );
    const notice = mailsTo(DONOR.email).find((mail) => mail.subject === 'Your sign-in email is changing');
    expect(notice?.text).toContain(`Hello ${SVG} ${DROP_TABLE}, someone asked`);
    expectInertHtml(notice!.html);
  });
});
