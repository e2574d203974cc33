import {
  emailField,
  formatMoney,
  parseAmountInput,
  pledgeByCodeResponseSchema,
  pledgeCodeSentResponseSchema,
} from '@halo/domain';
import { Button, TextField } from '@halo/ui';
import { useTranslation } from 'halo_shared/i18n';
import type { GivingResult } from 'halo_shared/api/giving';
import * as v from 'valibot';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useGivingEnvironment } from '../giving/GivingEnvironment';
import { CAMPAIGN_NAMESPACE } from './campaignMessages';

const pledgeCss = `
.halo-pledge { margin-top: 1rem; min-width: 0; }
.halo-pledge form { display: grid; gap: 0.75rem; margin-top: 0.5rem; min-width: 0; }
.halo-pledge .halo-input { width: 100%; box-sizing: border-box; max-width: 100%; }
.halo-pledge__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.halo-pledge__alert { color: var(--halo-color-danger, #b00020); }
`;

type Stage = 'closed' | 'details' | 'code' | 'done';
type Field = 'amount' | 'email' | 'code' | 'campaign';
type Errors = Partial<Record<Field, string>>;

export interface PledgeByCodeProps {
  organizationPrefixedId: string;
  campaignSlug: string;
  campaignName: string;
  currency: string;
  locale: string;
}

/**
 * Pledging to the campaign from its giving form without signing in (docs/PRODUCT.md §14): the donor
 * gives an amount and an email, receives the emailed code and types it; the pledge is recorded only
 * once the code proves the address. The server decides everything; this only collects and shows.
 */
export default function PledgeByCode(props: PledgeByCodeProps) {
  const { t } = useTranslation(CAMPAIGN_NAMESPACE);
  const { client } = useGivingEnvironment();
  const [stage, setStage] = useState<Stage>('closed');
  const [amount, setAmount] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const formId = useId();

  // The field lives in the form's shadow root, so it is found from this panel, not the document.
  const focusField = (field: 'amount' | 'email' | 'code') =>
    rootRef.current?.querySelector<HTMLInputElement>(`input[name="halo-pledge-${field}"]`)?.focus();
  const focusCode = () => focusField('code');

  useEffect(() => {
    // Opening the form, and the code step, each move focus to their first field.
    const first = stage === 'details' ? 'amount' : stage === 'code' ? 'code' : null;
    if (first) {
      rootRef.current?.querySelector<HTMLInputElement>(`input[name="halo-pledge-${first}"]`)?.focus();
    }
    if (stage === 'done') statusRef.current?.focus();
  }, [stage]);

  const body = (cents: number) => ({
    organization_prefixed_id: props.organizationPrefixedId,
    campaign: props.campaignSlug,
    email: email.trim(),
    amount: cents,
  });

  /** A refusal's field messages where they belong; anything else said once, above the buttons. */
  function showFailure(result: Extract<GivingResult<unknown>, { ok: false }>) {
    const found: Errors = {};
    for (const field of ['amount', 'email', 'code', 'campaign'] as const) {
      const message = result.errors[field]?.[0];
      if (message) found[field] = message;
    }
    setErrors(found);
    setAlert(
      found.campaign ?? (Object.keys(found).length === 0 ? result.message || t('pledgeFailed') : null),
    );
    const first = (['amount', 'email', 'code'] as const).find((field) => found[field]);
    if (first) focusField(first);
  }

  async function send(call: () => Promise<GivingResult<unknown>> | undefined) {
    setBusy(true);
    setAlert(null);
    try {
      return (await call()) ?? null;
    } catch {
      setAlert(t('pledgeFailed'));
      return null;
    } finally {
      setBusy(false);
    }
  }

  function readDetails(): number | null {
    const cents = parseAmountInput(amount);
    const found: Errors = {};
    if (!cents) found.amount = t('pledgeAmountInvalid');
    if (!v.safeParse(emailField, email).success) found.email = t('pledgeEmailInvalid');
    setErrors(found);
    const first = (['amount', 'email'] as const).find((field) => found[field]);
    if (first) focusField(first);
    return cents && !found.email ? cents : null;
  }

  async function requestCode(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const cents = readDetails();
    if (!cents) return;
    const result = await send(() => client.requestPledgeCode?.(body(cents)));
    if (!result) return;
    if (!result.ok) return showFailure(result);
    const sent = v.safeParse(pledgeCodeSentResponseSchema, result.data);
    setStatus(sent.success ? sent.output.message : null);
    setCode('');
    setStage('code');
    focusCode();
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cents = readDetails();
    if (!cents) return setStage('details');
    if (!/^\d{6}$/.test(code.trim())) return setErrors({ code: t('pledgeCodeInvalid') });
    const result = await send(() => client.verifyPledgeCode?.({ ...body(cents), code: code.trim() }));
    if (!result) return;
    if (!result.ok) return showFailure(result);
    const pledged = v.safeParse(pledgeByCodeResponseSchema, result.data);
    if (!pledged.success) return setAlert(t('pledgeFailed'));
    setStatus(
      t('pledgeDone', {
        amount: formatMoney(pledged.output.amount, props.currency, props.locale),
        name: pledged.output.campaign_name,
      }),
    );
    setStage('done');
  }

  if (stage === 'closed') {
    return (
      <div className="halo-pledge">
        <style>{pledgeCss}</style>
        <Button variant="secondary" aria-expanded={false} onClick={() => setStage('details')}>
          {t('pledgeOpen', { name: props.campaignName })}
        </Button>
      </div>
    );
  }

  return (
    <div className="halo-pledge" ref={rootRef}>
      <style>{pledgeCss}</style>
      <h3>{t('pledgeOpen', { name: props.campaignName })}</h3>
      {stage === 'done' ? (
        <p ref={statusRef} tabIndex={-1} role="status">
          {status}
        </p>
      ) : (
        <>
          <p>{t('pledgeIntro')}</p>
          <form id={formId} noValidate onSubmit={stage === 'code' ? confirm : requestCode}>
            <TextField
              label={t('pledgeAmount')}
              name="halo-pledge-amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              error={errors.amount}
              readOnly={stage === 'code'}
              onChange={(event) => setAmount(event.target.value)}
            />
            <TextField
              label={t('pledgeEmail')}
              name="halo-pledge-email"
              type="email"
              autoComplete="email"
              value={email}
              error={errors.email}
              readOnly={stage === 'code'}
              onChange={(event) => setEmail(event.target.value)}
            />
            {stage === 'code' ? (
              <>
                {status ? <p role="status">{status}</p> : null}
                <TextField
                  label={t('pledgeCode')}
                  name="halo-pledge-code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  hint={t('pledgeCodeHint')}
                  value={code}
                  error={errors.code}
                  onChange={(event) => setCode(event.target.value)}
                />
              </>
            ) : null}
            {alert ? (
              <p role="alert" className="halo-pledge__alert">
                {alert}
              </p>
            ) : null}
            <div className="halo-pledge__actions">
              <Button type="submit" disabled={busy}>
                {stage === 'code' ? t('pledgeConfirm') : t('pledgeSendCode')}
              </Button>
              {stage === 'code' ? (
                <Button variant="secondary" disabled={busy} onClick={() => void requestCode()}>
                  {t('pledgeNewCode')}
                </Button>
              ) : null}
            </div>
          </form>
        </>
      )}
    </div>
  );
}
