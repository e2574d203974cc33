// The layout of an emailed link's page (EmailedLinkPage.tsx): the details as label / value rows that
// wrap at 320 px, the actions as buttons that stack on a phone, the outcome line that takes the focus.
export const emailedLinkCss = `
.manage-gift__details {
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: 0.5rem 1rem;
  margin: 1rem 0;
}
.manage-gift__details dt { font-weight: 600; }
.manage-gift__details dd { margin: 0; overflow-wrap: anywhere; }
.manage-gift__actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
}
.manage-gift__actions > * { flex: 1 1 12rem; }
.manage-gift__actions-heading { font-size: 1.125rem; margin-top: 1.5rem; }
.manage-gift__done { font-weight: 600; }
.manage-gift__done:focus { outline: 2px solid currentColor; outline-offset: 2px; }
.manage-gift__form { display: grid; gap: 0.75rem; }
.manage-gift__form fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
.manage-gift__stripe-card { padding: 0.75rem; }
`;
