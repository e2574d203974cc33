// The "Security" page: panels stacked; the QR keeps a size a phone can scan but never wider than
// the screen; keys and codes wrap rather than scroll sideways down to 320 px.
export const securityCss = `
.admin-security { display: flex; flex-direction: column; gap: 1.5rem; }
.admin-security p { margin: 0 0 0.5rem; }
.admin-security__qr { display: block; inline-size: min(14rem, 100%); block-size: auto; aspect-ratio: 1; margin: 0.5rem 0 1rem; }
.admin-security__secret { overflow-wrap: anywhere; word-break: break-all; font-size: 1rem; }
.admin-security__codes { list-style: none; padding: 0; margin: 0 0 1rem; display: grid; grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr)); gap: 0.5rem; }
.admin-security__codes code { font-size: 1rem; }
.admin-security__code-form { display: flex; flex-direction: column; gap: 0.75rem; max-inline-size: 24rem; }
.admin-security__code-form .halo-field { margin: 0; }
.admin-security__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
`;
