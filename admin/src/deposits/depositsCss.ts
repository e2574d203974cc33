// The "Deposits" section: its tables are the console's (.admin-table reads as cards on a phone), the
// deposit's heading and figures wrap, so nothing scrolls sideways down to 320 px.
export const depositsCss = `
.admin-deposits__figures { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; margin: 0.5rem 0 1rem; overflow-wrap: anywhere; }
.admin-deposits__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 1rem 0; }
.admin-deposits__id { overflow-wrap: anywhere; }
`;
