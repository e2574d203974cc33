// The floor with React: the same first screen rendered by React and react-dom into the element's
// shadow root, and nothing else of the product (no i18next, store, styles or church's record). What it
// takes beyond the plain element is what React itself costs the slow phone.
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AMOUNTS, formatAmount } from './amountChoices';

function AmountChoices() {
  const [chosen, choose] = useState(AMOUNTS[0]);
  return h(
    'form',
    { onSubmit: (event: { preventDefault(): void }) => event.preventDefault() },
    ...AMOUNTS.map((amount) =>
      h(
        'label',
        { key: amount },
        h('input', {
          type: 'radio',
          name: 'amountChoice',
          value: amount,
          checked: chosen === amount,
          onChange: () => choose(amount),
        }),
        formatAmount(amount),
      ),
    ),
    h('button', { type: 'submit' }, 'Continue'),
  );
}

class ReactAmountChoices extends HTMLElement {
  connectedCallback(): void {
    if (this.shadowRoot) return;
    createRoot(this.attachShadow({ mode: 'open' })).render(h(AmountChoices));
  }
}

customElements.define('halo-give', ReactAmountChoices);
