import { Suspense, type ReactNode } from 'react';

/**
 * A box that opens one of the form's optional panels (split between funds, an end, a dedication): the
 * panel is a lazy chunk, loaded the first time the donor ticks the box, with a status while it loads.
 */
export function PanelToggle(props: {
  label: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  loading: string;
  children: ReactNode;
}) {
  return (
    <>
      <label className="halo-checkbox">
        <input
          type="checkbox"
          checked={props.open}
          onChange={(event) => props.onToggle(event.target.checked)}
        />
        <span>{props.label}</span>
      </label>
      {props.open ? (
        <Suspense fallback={<p role="status">{props.loading}</p>}>{props.children}</Suspense>
      ) : null}
    </>
  );
}
