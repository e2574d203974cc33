/** @jest-environment ./jest.jsdom-environment.js */
// The gift table on a phone and on a wider screen: the same rows, each cell labelled for the card
// layout, and page size All windows them by the height they have on that screen.
import { testI18n, testStore, withTestPage } from '@halo/testkit/runtime/testPage';
import { act, screen, within } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { contribution } from '@halo/testkit/portal/portalTestData';
import { loadCatalogues } from 'halo_shared/i18n';
import { activityMessages } from '../layout/activityMessages';
import { PHONE_MEDIA } from '../layout/phoneLayout';
import { GIFT_CARD_HEIGHT } from '../layout/giftCardsCss';
import { ROW_HEIGHT, TransactionsTable } from './TransactionsTable';
import { transactionsMessages } from './transactionsMessages';
import { portalMessages } from '../portalMessages';

// What the Transactions screen loads before its table renders.
withTestPage();
beforeEach(() => loadCatalogues(testI18n(), portalMessages, activityMessages, transactionsMessages));

withTestApiClient();

const GIFTS = Array.from({ length: 100 }, (_, index) => contribution(index));

/** A browser whose window matches PHONE_MEDIA or not (jsdom has no matchMedia of its own). */
function windowIsPhone(phone: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: phone && query === PHONE_MEDIA,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

afterEach(() => {
  // @ts-expect-error jsdom has no matchMedia: put the page back as it was.
  delete window.matchMedia;
});

function renderAll() {
  return render(
    <TransactionsTable
      items={GIFTS}
      virtualized
      firstRowNumber={0}
      totalResults={GIFTS.length}
      resultsKey="all"
      onReceipt={() => undefined}
      busyReceipt={null}
    />,
  );
}

const giftRows = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-id'));

/** The height of the spacer after the rendered rows, which stands for every gift below them. */
const spacerAfter = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLTableCellElement>('.portal-spacer td')].at(-1)?.style.height;

it('labels each cell of a gift with its column, for the card a phone shows', () => {
  windowIsPhone(true);
  renderAll();
  const cells = within(giftRows()[0]!).getAllByRole('cell');
  const labels = cells.map((cell) => cell.getAttribute('data-label'));
  // The memo's label is there only with a memo; the receipt button names itself.
  expect(labels).toEqual(['Type', 'Transaction', 'Amount', 'Memo', 'Status', 'Funds', 'Date', null]);
});

it('leaves out the memo label when the gift has no memo, so nothing is read for an empty cell', () => {
  render(
    <TransactionsTable
      items={[contribution(1, { memo: null })]}
      virtualized={false}
      firstRowNumber={0}
      totalResults={1}
      resultsKey="one"
      onReceipt={() => undefined}
      busyReceipt={null}
    />,
  );
  const memo = within(giftRows()[0]!).getAllByRole('cell')[3]!;
  expect(memo.hasAttribute('data-label')).toBe(false);
});

it('says how much of a partly refunded gift came back, and only "Refunded" once all of it did', () => {
  render(
    <TransactionsTable
      items={[
        contribution(1, { amount: 10_000, refundedAmount: 3_000 }),
        contribution(2, { amount: 4_000, refundedAmount: 4_000, status: 'refunded' }),
      ]}
      virtualized={false}
      firstRowNumber={0}
      totalResults={2}
      resultsKey="refunds"
      onReceipt={() => undefined}
      busyReceipt={null}
    />,
  );
  const [partly, wholly] = giftRows().map((row) => within(row).getAllByRole('cell'));
  expect(partly![2]!.textContent).toBe('$100.00');
  expect(partly![4]!.textContent).toBe('$30.00 refunded');
  expect(wholly![4]!.textContent).toBe('Refunded');
});

it('windows page size All by the card height on a phone', () => {
  windowIsPhone(true);
  const { container } = renderAll();
  const rendered = giftRows().length;
  expect(spacerAfter(container)).toBe(`${(GIFTS.length - rendered) * GIFT_CARD_HEIGHT}px`);
});

it('windows page size All by the row height on a wider screen', () => {
  windowIsPhone(false);
  const { container } = renderAll();
  const rendered = giftRows().length;
  expect(spacerAfter(container)).toBe(`${(GIFTS.length - rendered) * ROW_HEIGHT}px`);
});

describe('a gift split between funds', () => {
  const split = contribution(7, {
    amount: 7_500,
    fundAccountNames: ['Building Fund', 'Missions'],
    fundParts: [
      { name: 'Missions', amount: 5_000 },
      { name: 'Building Fund', amount: 2_500 },
    ],
  });
  const renderSplit = () =>
    render(
      <TransactionsTable
        items={[split, contribution(8)]}
        virtualized={false}
        firstRowNumber={0}
        totalResults={2}
        resultsKey="split"
        onReceipt={() => undefined}
        busyReceipt={null}
      />,
    );
  const fundsCells = () => giftRows().map((row) => within(row).getAllByRole('cell')[5]!);

  afterEach(() => act(() => testStore().getState().setLocale('en')));

  it('names each fund with its part in the Funds cell, in the church’s order; a one-fund gift as before', () => {
    renderSplit();
    const [splitCell, oneFund] = fundsCells();
    expect(splitCell!.getAttribute('data-label')).toBe('Funds');
    expect(splitCell!.textContent).toBe('Missions $50.00 · Building Fund $25.00');
    // The whole text stays reachable where two lines cut it short.
    expect(splitCell!.querySelector('[title]')?.getAttribute('title')).toBe(splitCell!.textContent);
    expect(oneFund!.textContent).toBe('General Fund');
  });

  it('writes the parts as Spanish writes money', async () => {
    await act(() => testStore().getState().setLocale('es'));
    renderSplit();
    const [splitCell, oneFund] = fundsCells();
    expect(splitCell!.getAttribute('data-label')).toBe('Fondos');
    expect(splitCell!.textContent).toMatch(/^Missions 50,00\sUS\$ · Building Fund 25,00\sUS\$$/);
    expect(oneFund!.textContent).toBe('General Fund');
  });
});
