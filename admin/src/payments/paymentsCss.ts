// The Payments section's buttons wrap down to a 320 px phone; an account id never pushes it wider.
export const paymentsCss = `
.admin-payments__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.admin-payments p { overflow-wrap: anywhere; }
`;
