import { useEffect, useRef, useState } from 'react';
import { mountStripeCard, type MountedStripeCard } from './mountStripeCard';

/** A light-DOM node for Stripe (it refuses shadow roots), shown in a shadow root through a `<slot>`. */
export interface CardMount {
  node: HTMLElement;
  /** The `<slot>` name that shows `node` inside the shadow root; null when `node` can be placed here. */
  slotName: string | null;
  release: () => void;
}

export interface StripeCardFieldProps {
  /** Null: the church has no key, the field says it cannot be shown. */
  publishableKey: string | null;
  stripeAccount: string | null;
  locale: 'en' | 'es';
  /** The field's name, and what it says when Stripe.js did not come, in the donor's language. */
  label: string;
  failedText: string;
  /** The caller's classes for the whole field and for the box Stripe draws in. */
  className: string;
  boxClassName: string;
  /** Where Stripe mounts; by default a node of its own inside the box. Keep it stable (a callback). */
  createMount?: () => CardMount;
  /** The mounted field to collect the card with, then null when it goes. Keep it stable. */
  onField: (field: MountedStripeCard | null) => void;
  /** Hides Stripe's Link button (mountStripeCard.ts): at a lobby kiosk. */
  disableLink?: boolean;
}

function ownNode(): CardMount {
  const node = document.createElement('div');
  return { node, slotName: null, release: () => node.remove() };
}

/**
 * Stripe's card field wherever a donor enters a card: mounts it when shown (Stripe.js from Stripe,
 * only then), takes it down when gone, and hands the caller the mounted field.
 */
export function StripeCardField({
  publishableKey,
  stripeAccount,
  locale,
  label,
  failedText,
  className,
  boxClassName,
  createMount = ownNode,
  onField,
  disableLink = false,
}: StripeCardFieldProps) {
  const box = useRef<HTMLDivElement>(null);
  const [slotName, setSlotName] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!publishableKey) {
      setFailed(true);
      return;
    }
    let active = true;
    let destroy = () => {};
    const mount = createMount();
    setSlotName(mount.slotName);
    if (!mount.slotName) box.current?.append(mount.node);
    mountStripeCard({ publishableKey, stripeAccount, locale, node: mount.node, disableLink }).then(
      (field) => {
        // Gone while Stripe.js was loading: take the field down again (react-stripe-js does the same).
        if (!active) return field?.destroy();
        if (!field) return setFailed(true);
        destroy = () => field.destroy();
        onField(field);
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
      onField(null);
      destroy();
      mount.release();
    };
  }, [publishableKey, stripeAccount, locale, createMount, onField, disableLink]);

  return (
    <div className={className}>
      <span className="halo-field__label">{label}</span>
      <div ref={box} className={`halo-input ${boxClassName}`}>
        {slotName ? <slot name={slotName} /> : null}
      </div>
      {failed ? <p role="alert">{failedText}</p> : null}
    </div>
  );
}
