import { Button, Modal } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { SendContributionStatementReportDocument } from '@halo/shared/graphql/portal-transactions';
import type { DonorContributionFilters } from 'halo_shared/graphql/schemaTypes';
import { useTranslation } from 'halo_shared/i18n';
import { selectFormattingLocale, useHalo } from 'halo_shared/store';
import { useState } from 'react';
import { formatGiftDate } from '../layout/activityFormat';
import { PORTAL_NAMESPACE } from '../portalMessages';
import { describeFailure } from './transactionsErrors';

export interface SendReceiptProps {
  /** The statement's period: the date range chosen on the screen (either side may be open). */
  startDate: string;
  endDate: string;
}

/**
 * 'Send Contribution Receipt' (docs/PRODUCT.md §2) with its confirmation: emails the signed-in donor their
 * statement PDF for the chosen period (`sendContributionStatementReport`, mode email, the
 * organization's primary letter template), then flashes the server's sentence.
 */
export function SendReceipt({ startDate, endDate }: SendReceiptProps) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const user = useHalo((state) => state.user);
  const showFlash = useHalo((state) => state.showFlash);
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const locale = useHalo(selectFormattingLocale);
  const start = startDate ? formatGiftDate(startDate, locale) : '';
  const end = endDate ? formatGiftDate(endDate, locale) : '';
  const period =
    start && end
      ? t('transactions.periodBetween', { start, end })
      : start
        ? t('transactions.periodFrom', { start })
        : end
          ? t('transactions.periodUntil', { end })
          : t('transactions.allTime');

  async function send() {
    if (!user) return;
    setSending(true);
    const filters: DonorContributionFilters = {
      type: 'all',
      search: null,
      startDate: startDate || null,
      endDate: endDate || null,
      contributionPrefixedId: null,
      page: null,
      perPage: null,
    };
    try {
      const result = await graphql(SendContributionStatementReportDocument, {
        donorPrefixedIds: [user.prefixedId],
        filters,
        letterTemplatePrefixedId: null,
        mode: 'email',
      });
      setOpen(false);
      showFlash(result.sendContributionStatementReport.message, 'success');
    } catch (error) {
      showFlash(describeFailure(error, t('states.error')), 'error');
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} disabled={!user}>
        {t('transactions.sendReceipt')}
      </Button>
      <Modal
        open={open}
        title={t('transactions.sendReceiptTitle')}
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('transactions.cancel')}
            </Button>
            <Button onClick={() => void send()} disabled={sending} aria-busy={sending}>
              {t('transactions.send')}
            </Button>
          </>
        }
      >
        <p>{t('transactions.sendReceiptText', { period, email: user?.email ?? '' })}</p>
      </Modal>
    </>
  );
}
