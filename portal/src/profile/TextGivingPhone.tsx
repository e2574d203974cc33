import { normalizePhone, readPhoneCode } from '@halo/domain';
import { Badge, Button, RetryButton, TextField } from '@halo/ui';
import {
  RemoveTextGivingPhoneDocument,
  SendTextGivingCodeDocument,
  TextGivingDocument,
  VerifyTextGivingPhoneDocument,
  type TextGivingFieldsFragment,
} from '@halo/shared/graphql/portal-text-giving';
import { useApiClient, useGraphqlQuery } from 'halo_shared/api';
import { useState, type FormEvent } from 'react';
import { failureFieldErrors } from '../self-service-parts/apiFailure';
import { Notice } from '../self-service-parts/SelfServiceScreen';
import { remoteData } from '../self-service-parts/remoteData';
import { useSelfService } from '../self-service-parts/useSelfService';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

const PHONE_FIELD = 'portal-text-giving-phone';
const CODE_FIELD = 'portal-text-giving-code';

/**
 * The Profile's "Give by text" (docs/PRODUCT.md §10 "Giving in one reply"): the donor's mobile phone,
 * "Send code", and the six-digit code texted to it, which verifies it for twelve months. Shown only
 * when the church has a text-to-give number. Refusals sit beside their field in the reader's
 * language and take the focus.
 */
export function TextGivingPhone() {
  const { graphql } = useApiClient();
  const { t, formatLocale, organizationPrefixedId } = useSelfService();
  const query = useGraphqlQuery(
    TextGivingDocument,
    { organizationPrefixedId: organizationPrefixedId ?? '' },
    { skip: !organizationPrefixedId },
  );
  const state = remoteData(query.state, (data) => data.textGiving);
  const [latest, setLatest] = useState<TextGivingFieldsFragment | null>(null);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (state.status === 'loading' || !organizationPrefixedId) return null;
  if (state.status === 'error') {
    return (
      <section className="self-service__card" aria-labelledby="portal-text-giving-title">
        <h2 id="portal-text-giving-title">{t('textGiving.title')}</h2>
        <Notice tone="error">{t('textGiving.loadFailed')}</Notice>
        <RetryButton variant="secondary" onRetry={() => void query.reload()}>
          {t('common.retry')}
        </RetryButton>
      </section>
    );
  }
  const current = latest ?? state.data;
  if (!current.churchNumber) return null;
  const saved = current.phone;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(formatLocale, { dateStyle: 'long' }).format(new Date(iso));

  async function run(
    action: () => Promise<TextGivingFieldsFragment>,
    field: 'phone' | 'code',
    success: (answer: TextGivingFieldsFragment) => string,
  ) {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await action();
      setLatest(answer);
      setErrors({});
      setOutcome({ tone: 'success', text: success(answer) });
      return true;
    } catch (failure) {
      const fields = failureFieldErrors(failure);
      const message = fields[field];
      if (message) {
        setErrors({ [field]: message });
        document.getElementById(field === 'phone' ? PHONE_FIELD : CODE_FIELD)?.focus();
      } else setOutcome({ tone: 'error', text: t('textGiving.failed') });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = phone.trim() || saved?.phone || '';
    const e164 = normalizePhone(typed);
    if (!e164) {
      setErrors({ phone: t('textGiving.phoneInvalid') });
      document.getElementById(PHONE_FIELD)?.focus();
      return;
    }
    const sent = await run(
      async () =>
        (
          await graphql(SendTextGivingCodeDocument, {
            organizationPrefixedId: organizationPrefixedId!,
            phone: e164,
          })
        ).sendTextGivingCode,
      'phone',
      (answer) => t('textGiving.codeSent', { phone: answer.phone?.phone ?? e164 }),
    );
    if (sent) {
      setCode('');
      // The code's field appears with the answer; the donor types there next.
      setTimeout(() => document.getElementById(CODE_FIELD)?.focus(), 0);
    }
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = readPhoneCode(code);
    if (!typed) {
      setErrors({ code: t('textGiving.codeInvalid') });
      document.getElementById(CODE_FIELD)?.focus();
      return;
    }
    const verified = await run(
      async () =>
        (
          await graphql(VerifyTextGivingPhoneDocument, {
            organizationPrefixedId: organizationPrefixedId!,
            code: typed,
          })
        ).verifyTextGivingPhone,
      'code',
      (answer) => t('textGiving.verifiedNow', { phone: answer.phone?.phone ?? '' }),
    );
    if (verified) {
      setCode('');
      setPhone('');
    }
  }

  async function remove() {
    await run(
      async () =>
        (await graphql(RemoveTextGivingPhoneDocument, { organizationPrefixedId: organizationPrefixedId! }))
          .removeTextGivingPhone,
      'phone',
      () => t('textGiving.removed'),
    );
  }

  return (
    <section className="self-service__card" aria-labelledby="portal-text-giving-title">
      <h2 id="portal-text-giving-title">{t('textGiving.title')}</h2>
      <p>{t('textGiving.intro', { number: current.churchNumber })}</p>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      {saved ? (
        <p>
          {saved.phone}{' '}
          {saved.verified && saved.lapsesAt ? (
            <>
              <Badge tone="success">{t('textGiving.verified')}</Badge>{' '}
              {t('textGiving.verifiedUntil', { date: date(saved.lapsesAt) })}
            </>
          ) : (
            <Badge tone="neutral">{t('textGiving.notVerified')}</Badge>
          )}
        </p>
      ) : null}
      <form className="self-service__form" onSubmit={(event) => void sendCode(event)} noValidate>
        <TextField
          id={PHONE_FIELD}
          label={t('textGiving.phone')}
          hint={t('textGiving.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          placeholder={saved?.phone}
          error={errors.phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <Button type="submit" variant={saved?.codePending ? 'secondary' : 'primary'} disabled={busy}>
          {t('textGiving.sendCode')}
        </Button>
      </form>
      {saved?.codePending ? (
        <form className="self-service__form" onSubmit={(event) => void verify(event)} noValidate>
          <TextField
            id={CODE_FIELD}
            label={t('textGiving.code')}
            hint={t('textGiving.codeHint', { phone: saved.phone })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            error={errors.code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" disabled={busy}>
            {t('textGiving.verify')}
          </Button>
        </form>
      ) : null}
      {saved ? (
        <div className="self-service__actions">
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void remove()}>
            {t('textGiving.remove')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
