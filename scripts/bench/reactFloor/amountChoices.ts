// What both of the floor's elements show: the giving form's first screen at its barest, four amount
// choices in the donor's currency format and Continue, in an open shadow root under `<halo-give>`, so
// the embed's own probe (`isGivingFormInteractive`) sees it usable.

export const AMOUNTS = [25, 50, 100, 250];

// A giving form shows amounts as money, and the page's first `Intl` format is part of any form's cost.
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const formatAmount = (amount: number): string => dollars.format(amount);
