import { useTranslation } from 'halo_shared/i18n';

interface LinkGift {
  amount: number;
  frequency: string;
  funds: { name: string; amount: number }[];
  card: { brand: string; last_four: string } | null;
}

/** A processor's brand code as the link pages write it ("visa" → "Visa"). */
export function linkCardBrand(card: { brand: string } | null): string {
  return card ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : '';
}

/**
 * The rows of the recurring gift an emailed link's page shows, in the kind's words (`namespace`:
 * `details.amount`, `details.funds`, `details.schedule`, `fundShare`, `frequency.*`): what is given,
 * to which funds, how often. Inside the page's `manage-gift__details` list.
 */
export function LinkGiftRows({
  namespace,
  gift,
  money,
}: {
  namespace: string;
  gift: LinkGift;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation(namespace);
  return (
    <>
      <dt>{t('details.amount')}</dt>
      <dd>{money(gift.amount)}</dd>
      <dt>{t('details.funds')}</dt>
      <dd>
        {gift.funds.map((fund) => t('fundShare', { name: fund.name, amount: money(fund.amount) })).join(', ')}
      </dd>
      <dt>{t('details.schedule')}</dt>
      <dd>{t(`frequency.${gift.frequency}`)}</dd>
    </>
  );
}

/** The gift's card row (`details.card`, `cardText`, `noCard`). */
export function LinkCardRow({ namespace, card }: { namespace: string; card: LinkGift['card'] }) {
  const { t } = useTranslation(namespace);
  return (
    <>
      <dt>{t('details.card')}</dt>
      <dd>{card ? t('cardText', { brand: linkCardBrand(card), lastFour: card.last_four }) : t('noCard')}</dd>
    </>
  );
}
