// The "Webhooks" section: endpoints, the add form and the secret panel stacked; URLs, secrets and
// log lines wrap rather than scroll sideways down to 320 px.
export const webhooksCss = `
.admin-webhooks { display: flex; flex-direction: column; gap: 1.5rem; }
.admin-webhooks p { margin: 0; }
.admin-webhooks__form { display: flex; flex-direction: column; gap: 0.75rem; }
.admin-webhooks__form .halo-field { margin: 0; }
.admin-webhooks__events { border: 0; padding: 0; margin: 0; min-width: 0; display: flex; flex-direction: column; gap: 0.5rem; }
.admin-webhooks__events legend { font-weight: 600; padding: 0; margin-bottom: 0.25rem; }
.admin-webhooks__check { display: flex; align-items: flex-start; gap: 0.5rem; }
.admin-webhooks__check input { inline-size: 1.25rem; block-size: 1.25rem; margin: 0.125rem 0 0; flex: none; }
.admin-webhooks__check code, .admin-webhooks code { overflow-wrap: anywhere; }
.admin-webhooks__endpoint { display: flex; flex-direction: column; gap: 0.5rem; padding: 0.75rem 0; border-top: 1px solid var(--halo-color-border); overflow-wrap: anywhere; min-width: 0; }
.admin-webhooks__endpoint:first-child { border-top: 0; }
.admin-webhooks__endpoint ul { margin: 0; padding-left: 1.25rem; }
.admin-webhooks__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.admin-webhooks__log { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 0.5rem; }
.admin-webhooks__log li { border-left: 3px solid var(--halo-color-border); padding-left: 0.5rem; overflow-wrap: anywhere; }
`;
