import { PHONE_MEDIA } from '../layout/phoneLayout';

// Styles of the payment methods, recurring gifts and profile screens; tokens from @halo/ui.
export const selfServiceCss = `
.self-service { display: flex; flex-direction: column; gap: var(--halo-space); max-width: 52rem; }
.self-service p { margin: 0; }
.self-service a:not(.halo-button) { color: var(--halo-color-link, var(--halo-color-primary)); }
.self-service a.halo-button { text-decoration: none; display: inline-flex; align-items: center; }
.self-service__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--halo-space); }
.self-service__card { padding: var(--halo-space); background: var(--halo-color-surface); border: 1px solid var(--halo-color-border); border-radius: var(--halo-radius); display: flex; flex-direction: column; gap: 0.75rem; }
.self-service__card-head { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
.self-service__card-head h2 { margin: 0; font-size: 1.125rem; }
.self-service__details { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.25rem 1rem; margin: 0; }
.self-service__details dt { font-weight: 600; }
.self-service__details dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
.self-service__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.self-service__message { padding: 0.75rem 1rem; border-radius: var(--halo-radius); border: 1px solid; background: var(--halo-color-surface); color: var(--halo-color-text); }
.self-service__message--error { border-color: var(--halo-color-error); color: var(--halo-color-error); }
.self-service__message--success { border-color: var(--halo-color-success); }
.self-service__message--warning { border-color: var(--halo-color-warning); border-left-width: 0.375rem; }
.self-service__form { display: flex; flex-direction: column; }
.self-service__form fieldset, .self-service__modal-form fieldset { border: 1px solid var(--halo-color-border); border-radius: var(--halo-radius); padding: 0.75rem; margin: 0 0 var(--halo-space); }
.self-service__form legend, .self-service__modal-form legend { font-weight: 600; padding: 0 0.25rem; }
.self-service__check { display: flex; align-items: center; gap: 0.5rem; margin: 0 0 var(--halo-space); cursor: pointer; }
.self-service__check input { width: 1.25rem; height: 1.25rem; }
.self-service__check input:focus-visible { outline: 3px solid var(--halo-color-link, var(--halo-color-primary)); outline-offset: 2px; }
.self-service__select { display: flex; flex-direction: column; gap: 0.25rem; margin: 0 0 var(--halo-space); }
.self-service__select label { font-weight: 600; }
.self-service__select select { min-height: 2.75rem; padding: 0.5rem 0.75rem; border: 1px solid var(--halo-color-border); border-radius: var(--halo-radius); background: var(--halo-color-surface); color: var(--halo-color-text); font: inherit; }
.self-service__select select:focus-visible { outline: 3px solid var(--halo-color-link, var(--halo-color-primary)); outline-offset: 2px; }
.self-service__note { color: var(--halo-color-text); font-size: 0.9375em; margin: 0 0 var(--halo-space) !important; }
.self-service__avatar { width: 6rem; height: 6rem; border-radius: 50%; object-fit: cover; border: 1px solid var(--halo-color-border); background: var(--halo-color-primary-soft); }
.self-service__image-field { display: flex; flex-wrap: wrap; align-items: center; gap: var(--halo-space); margin: 0 0 var(--halo-space); }
.self-service__image-field .self-service__actions { align-items: center; }
.self-service__file-label { display: inline-flex; align-items: center; min-height: 2.75rem; padding: 0.5rem 1rem; border: 1px solid var(--halo-color-link, var(--halo-color-primary)); border-radius: var(--halo-radius); color: var(--halo-color-link, var(--halo-color-primary)); font-weight: 600; cursor: pointer; background: var(--halo-color-surface); }
.self-service__file-label:focus-within { outline: 3px solid var(--halo-color-link, var(--halo-color-primary)); outline-offset: 2px; }
.self-service__file-label input { position: absolute; width: 1px; height: 1px; opacity: 0; }
.self-service__modal-form { display: flex; flex-direction: column; }
.self-service .halo-modal { max-height: calc(100vh - 2rem); overflow: auto; width: min(36rem, calc(100vw - 2rem)); }
/* On a phone a label sits above its value: the longer Spanish labels leave no room beside it. */
@media ${PHONE_MEDIA} {
  .self-service__details { grid-template-columns: minmax(0, 1fr); gap: 0.125rem; }
  .self-service__details dd + dt { margin-top: 0.5rem; }
}
`;
