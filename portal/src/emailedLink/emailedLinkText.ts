// The words of an emailed link's page (EmailedLinkPage.tsx). The page reads them in its kind's own
// catalogue, whose namespace it is given: each kind names its `title`, what shows while the link
// opens (`loading`) and the way to a new link (`refused.signIn`); the refused page's title is the same
// for every kind and spread in from here (Spanish: emailedLinkText.es.ts, in the `portal-es` chunk).
export interface EmailedLinkPageText {
  /** The kind's own words besides. */
  [key: string]: unknown;
  title: string;
  loading: string;
  refused: { title: string; signIn: string };
}

export const emailedLinkRefusedEn = { title: 'This link no longer works' };
