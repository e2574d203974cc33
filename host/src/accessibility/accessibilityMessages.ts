import type { Catalogue } from 'halo_shared/i18n';

// Namespace `accessibility`: the accessibility statement at /accessibility, in the words of
// docs/ACCESSIBILITY.md. English comes with the page's own chunk; Spanish is a chunk of its own,
// fetched when asked for, so Spanish pages elsewhere never download the statement's words.
const en = {
  title: 'Accessibility statement',
  intro:
    'Halo Give is how churches take gifts online: the giving form on a church’s website and on its hosted giving page, the donor portal where donors see and change their giving, and the console where a church runs it. We want everyone to be able to give, whatever device or assistive technology they use.',
  claimTitle: 'What we claim',
  claimIntro:
    'Our target is the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Each part of Halo Give partially conforms to it: the limitations below are where we know it falls short or have not yet checked.',
  parts: {
    givingForm:
      'The giving form (on a church’s website and on its hosted giving page): partially conforms to WCAG 2.2 AA.',
    portal:
      'The donor portal (sign-in, dashboard, transactions, recurring gifts, payment methods, profile): partially conforms to WCAG 2.2 AA.',
    console: 'The church console: partially conforms to WCAG 2.2 AA.',
  },
  checksTitle: 'How we check',
  checks: {
    axe: 'Every screen, dialog and step is checked with axe-core in a real browser, in English and in Spanish, each time the product is tested.',
    keyboard:
      'The giving form, the portal and the console are tested by keyboard alone: every path can be reached, focus is visible, and dialogs hold the focus.',
    narrow:
      'The giving form, the portal’s screens and the console’s sections are tested 320 px wide: nothing scrolls sideways, and text reflows instead of being cut off.',
    contrast:
      'A church cannot choose a brand color that white text cannot be read on (contrast below 4.5:1).',
    motion: 'With reduced motion asked for, nothing animates; dark mode follows the device’s setting.',
  },
  limitationsTitle: 'Known limitations',
  limitations: {
    pdf: 'The PDF statements and receipts are not tagged: a screen reader reads them as plain text, without headings or table structure. The same gifts are on the Transactions screen and in its CSV download.',
    wcag22:
      'Our automated checks use axe-core’s WCAG 2.0 and 2.1 rules. The criteria new in WCAG 2.2 (such as target size, focus not obscured, and accessible authentication) are not yet checked automatically or audited screen by screen.',
    stripe:
      'When a church takes real gifts, the card number fields are provided by Stripe, our payment processor, and a bank may ask the donor to confirm a payment on a page of its own; we do not control the accessibility of those.',
    email: 'Our emails are not checked by automated tools.',
    churchContent:
      'What a church writes or uploads (its logo, message and fund names) and the church’s own website around the giving form are the church’s.',
    assistiveTech: 'We have not yet tested with every screen reader and browser combination.',
  },
  reportTitle: 'Report a barrier',
  reportChurch:
    'If something stops you from giving or from managing your giving, tell {{church}}: it runs its giving with Halo Give and passes barriers on to us.',
  reportChurchEmail:
    'If something stops you from giving or from managing your giving, write to {{church}} at {{email}}: it runs its giving with Halo Give and passes barriers on to us.',
  reportNoChurch:
    'If something stops you from giving or from managing your giving, tell the church whose giving page you were using: it passes barriers on to us.',
  reportWhat:
    'Say which page you were on, what you were trying to do, and what device and assistive technology you use.',
  updated: 'This statement was last reviewed on December 2, 2026.',
};

export const ACCESSIBILITY_NAMESPACE = 'accessibility';
export const accessibilityMessages: Catalogue<AccessibilityMessagesText> = {
  namespace: ACCESSIBILITY_NAMESPACE,
  en,
  es: () =>
    import(/* webpackChunkName: "host-accessibility-es" */ './accessibilityMessages.es').then(
      (module) => module.es,
    ),
};

export type AccessibilityMessagesText = typeof en;
