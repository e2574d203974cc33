// The Payments section's buttons wrap down to a 320 px phone; an account id never pushes it wider.
export const paymentsCss = `
.admin-payments__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.admin-payments p { overflow-wrap: anywhere; }
.admin-payments__funds { border: 0; margin: 1rem 0 0; padding: 0; min-width: 0; }
.admin-payments__funds legend { font-weight: 600; padding: 0; }
`;
