// The duplicates panel, its dialog and the merges' summaries; everything wraps down to a 320 px phone.
export const donorMergesCss = `
.admin-donor-merges { display: flex; flex-direction: column; gap: 0.75rem; }
.admin-donor-merge-pair, .admin-donor-merge { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 1rem; padding: 0.5rem 0; border-bottom: 1px solid var(--halo-color-border); }
.admin-donor-merge-pair__records, .admin-donor-merge__body { display: flex; flex-direction: column; gap: 0.25rem; min-width: 0; overflow-wrap: anywhere; }
.admin-donor-merge__heading { margin: 0; font-size: 1rem; }
.admin-donor-merge__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.admin-donor-merge__corrections { margin: 0; padding-left: 1.25rem; }
.admin-donor-merge__corrections li { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; padding: 0.25rem 0; }
.admin-donor-merge-form { display: flex; flex-direction: column; gap: 0.75rem; min-width: 0; overflow-wrap: anywhere; }
`;
