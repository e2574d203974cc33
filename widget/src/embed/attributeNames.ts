// The attributes `<halo-give>` reads (widget/README.md), on their own: the small loader names them too
// (firstScreenPaint.ts), without the parsing rules of attributes.ts.
export const attributeNames = [
  'org',
  'locale',
  'amount',
  'fund',
  'frequency',
  'variant',
  'api',
  'campaign',
] as const;
export type AttributeName = (typeof attributeNames)[number];
