// The households panel and its dialogs; everything wraps down to a 320 px phone.
export const householdsCss = `
.admin-households { display: flex; flex-direction: column; align-items: flex-start; gap: 0.75rem; }
.admin-households > .admin-list { align-self: stretch; }
.admin-household, .admin-household-member, .admin-household-picker__donor { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 1rem; padding: 0.5rem 0; border-bottom: 1px solid var(--halo-color-border); }
.admin-household__who, .admin-household-member__who { display: flex; flex-direction: column; min-width: 0; overflow-wrap: anywhere; }
.admin-household-member__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.admin-household-picker__search { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.75rem; }
.admin-household-picker__search .halo-field { flex: 1 1 12rem; min-width: 0; margin: 0; }
.admin-household-picker__donor > span { min-width: 0; overflow-wrap: anywhere; }
.admin-household-form, .admin-household-dialog { display: flex; flex-direction: column; gap: 0.75rem; min-width: 0; }
.admin-household-form .halo-select, .admin-household-form .halo-input { width: 100%; max-width: 100%; box-sizing: border-box; }
.admin-household-form__heading { margin: 0.5rem 0 0; font-size: 1rem; }
.admin-donor__household { font-size: 0.9em; }
`;
