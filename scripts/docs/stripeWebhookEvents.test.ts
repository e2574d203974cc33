// The README's list of the Stripe events to select for the webhook endpoint (README "Going live")
// is the webhook's own list: an event the code comes to handle and the list leaves out would be one a
// church's Connect endpoint never sends, and nothing would say so.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HANDLED_STRIPE_EVENT_TYPES } from '../../packages/api/src/payments/stripe/stripeEvents';

const README = path.join(__dirname, '../../README.md');

/** The event names between the README's stripe-webhook-events markers, in order. */
function documentedEvents(): string[] {
  const text = readFileSync(README, 'utf8');
  const list = /<!-- stripe-webhook-events:start -->([\s\S]*?)<!-- stripe-webhook-events:end -->/.exec(text);
  if (!list) throw new Error('README.md has no stripe-webhook-events list');
  // Each line names its events in backticks before the colon that says what they are for.
  return list[1]!
    .split(/\n(?=- )/)
    .flatMap((line) => [...(line.split(':')[0] ?? '').matchAll(/`([a-z_.]+)`/g)].map((match) => match[1]!));
}

it('README lists exactly the Stripe events the webhook handles', () => {
  expect([...documentedEvents()].sort()).toEqual([...HANDLED_STRIPE_EVENT_TYPES].sort());
});

it('names each event once', () => {
  const events = documentedEvents();
  expect(new Set(events).size).toBe(events.length);
});
