// The floor's control: the first screen as a plain custom element, no library. What it takes on the
// slow phone is the church's page, the script's request and one money format.
import { AMOUNTS, formatAmount } from './amountChoices';

class PlainAmountChoices extends HTMLElement {
  connectedCallback(): void {
    if (this.shadowRoot) return;
    const form = document.createElement('form');
    for (const amount of AMOUNTS) {
      const label = document.createElement('label');
      const input = document.createElement('input');
      input.type = 'radio';
      input.name = 'amountChoice';
      input.value = String(amount);
      label.append(input, formatAmount(amount));
      form.append(label);
    }
    const submit = document.createElement('button');
    submit.type = 'submit';
    submit.textContent = 'Continue';
    form.append(submit);
    this.attachShadow({ mode: 'open' }).append(form);
  }
}

customElements.define('halo-give', PlainAmountChoices);
