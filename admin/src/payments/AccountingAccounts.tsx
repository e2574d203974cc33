import { Button, TextField } from '@halo/ui';
import {
  AdminAccountingAccountsDocument,
  UpdateAccountingAccountsDocument,
  type AdminAccountingAccountsFieldsFragment,
} from '@halo/shared/graphql/admin-accounting-accounts';
import { useApiClient, useGraphqlQuery } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { useState, type FormEvent } from 'react';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { fieldMessage, refusalMessage } from '../layout/serverMessage';
import { ACCOUNTING_ACCOUNTS_NAMESPACE } from './accountingAccountsMessages';

const HEADING = 'admin-accounting-accounts';
const fieldId = (field: string) => `admin-accounting-${field.replace(/\./g, '-')}`;

/**
 * Payments' "Accounting accounts" (docs/PRODUCT.md §19 "Accounting export"): the bank and fees
 * accounts and each fund's income account, as the church's chart of accounts names them. Saved all
 * at once; each refusal stays beside its field and the first refused field takes focus.
 */
export function AccountingAccounts({ organizationPrefixedId }: { organizationPrefixedId: string }) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(ACCOUNTING_ACCOUNTS_NAMESPACE);
  const { state, reload } = useGraphqlQuery(
    AdminAccountingAccountsDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId },
  );
  // What the administrator typed, over the accounts as read (by field: bank, fees, or a fund's id).
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<AdminAccountingAccountsFieldsFragment | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);

  if (state.status === 'error' && !state.data) return <QueryFailure onRetry={reload} />;
  if (!state.data) return <LoadingSkeleton />;
  const accounts = saved ?? state.data.adminAccountingAccounts;
  const value = (key: string, stored: string | null) => typed[key] ?? stored ?? '';
  const type = (key: string) => (text: string) => setTyped((before) => ({ ...before, [key]: text }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    setAnnouncement('');
    const fields = [
      'bankAccount',
      'feesAccount',
      ...accounts.funds.map((_, index) => `funds.${index}.incomeAccount`),
    ];
    try {
      const answer = await graphql(UpdateAccountingAccountsDocument, {
        organizationPrefixedId,
        input: {
          bankAccount: value('bank', accounts.bankAccount),
          feesAccount: value('fees', accounts.feesAccount),
          funds: accounts.funds.map((fund) => ({
            fundPrefixedId: fund.fundPrefixedId,
            incomeAccount: value(fund.fundPrefixedId, fund.incomeAccount),
          })),
        },
      });
      setSaved(answer.updateAccountingAccounts);
      setTyped({});
      setAnnouncement(t('saved'));
    } catch (refusal) {
      const found: Record<string, string> = {};
      for (const field of fields) {
        const message = fieldMessage(refusal, field);
        if (message) found[field] = message;
      }
      setErrors(found);
      const first = fields.find((field) => found[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      else setFailure(refusalMessage(refusal) ?? t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-panel" aria-labelledby={HEADING} onSubmit={(event) => void save(event)} noValidate>
      <h2 id={HEADING}>{t('title')}</h2>
      <p className="admin-muted">{t('intro')}</p>
      <TextField
        id={fieldId('bankAccount')}
        label={t('bank')}
        hint={t('bankHint')}
        autoComplete="off"
        maxLength={200}
        value={value('bank', accounts.bankAccount)}
        error={errors.bankAccount}
        onChange={(event) => type('bank')(event.target.value)}
      />
      <TextField
        id={fieldId('feesAccount')}
        label={t('fees')}
        hint={t('feesHint')}
        autoComplete="off"
        maxLength={200}
        value={value('fees', accounts.feesAccount)}
        error={errors.feesAccount}
        onChange={(event) => type('fees')(event.target.value)}
      />
      {accounts.funds.length > 0 ? (
        <fieldset className="admin-payments__funds">
          <legend>{t('fundsTitle')}</legend>
          <p className="admin-muted">{t('fundsHint')}</p>
          {accounts.funds.map((fund, index) => (
            <TextField
              key={fund.fundPrefixedId}
              id={fieldId(`funds.${index}.incomeAccount`)}
              label={t('income', { fund: fund.fundName })}
              autoComplete="off"
              maxLength={200}
              value={value(fund.fundPrefixedId, fund.incomeAccount)}
              error={errors[`funds.${index}.incomeAccount`]}
              onChange={(event) => type(fund.fundPrefixedId)(event.target.value)}
            />
          ))}
        </fieldset>
      ) : null}
      {failure ? (
        <p role="alert" className="admin-error">
          {failure}
        </p>
      ) : null}
      <div className="admin-payments__actions">
        <Button type="submit" disabled={busy}>
          {t('save')}
        </Button>
      </div>
      <p role="status" className="halo-visually-hidden">
        {announcement}
      </p>
    </form>
  );
}
