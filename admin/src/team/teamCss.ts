// The "Team" section: administrators, the invitation form and the activity log stacked; names,
// emails and buttons wrap rather than scroll sideways down to 320 px.
export const teamCss = `
.admin-team { display: flex; flex-direction: column; gap: 1.5rem; }
.admin-team__form { display: flex; flex-direction: column; gap: 0.75rem; }
.admin-team__form .halo-field { margin: 0; }
.admin-team__abilities { border: 0; padding: 0; margin: 0; min-width: 0; display: flex; flex-direction: column; gap: 0.5rem; }
.admin-team__abilities legend { font-weight: 600; padding: 0; margin-bottom: 0.25rem; }
.admin-team__abilities p { margin: 0; }
.admin-team__check { display: flex; align-items: flex-start; gap: 0.5rem; }
.admin-team__check input { inline-size: 1.25rem; block-size: 1.25rem; margin: 0.125rem 0 0; flex: none; }
.admin-team__member { display: flex; flex-direction: column; gap: 0.5rem; padding: 0.75rem 0; border-top: 1px solid var(--halo-color-border); overflow-wrap: anywhere; min-width: 0; }
.admin-team__member:first-child { border-top: 0; }
.admin-team__member p { margin: 0; }
.admin-team__member ul { margin: 0; padding-left: 1.25rem; }
.admin-team__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.admin-team__activity li { overflow-wrap: anywhere; }
`;
