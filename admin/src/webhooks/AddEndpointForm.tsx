import { Button, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import {
  AddWebhookEndpointDocument,
  type AddWebhookEndpointMutation,
} from '@halo/shared/graphql/admin-webhooks';
import { useTranslation } from 'halo_shared/i18n';
import { useState, type FormEvent } from 'react';
import { fieldMessage } from '../layout/serverMessage';
import { refusalMessage } from '../layout/serverMessage';
import { WEBHOOKS_NAMESPACE } from './webhooksMessages';

const URL_FIELD = 'admin-webhook-url';
const EVENTS_FIELD = 'admin-webhook-events';

export type AddedEndpoint = AddWebhookEndpointMutation['addWebhookEndpoint'];

/**
 * "Add endpoint": the URL and the events to send, every one checked at first. The server's refusals
 * (the halo CLI's rules: https, a public address, at most so many endpoints) stay beside their field.
 */
export function AddEndpointForm({
  organizationPrefixedId,
  eventTypes,
  maxEndpoints,
  onAdded,
}: {
  organizationPrefixedId: string;
  eventTypes: readonly string[];
  maxEndpoints: number;
  onAdded: (added: AddedEndpoint) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(WEBHOOKS_NAMESPACE);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([...eventTypes]);
  const [errors, setErrors] = useState<{ url?: string | null; events?: string | null }>({});
  const [busy, setBusy] = useState(false);

  const toggle = (type: string, checked: boolean) =>
    setEvents(eventTypes.filter((each) => (each === type ? checked : events.includes(each))));

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await graphql(AddWebhookEndpointDocument, { organizationPrefixedId, url, events });
      setUrl('');
      setEvents([...eventTypes]);
      onAdded(answer.addWebhookEndpoint);
    } catch (failure) {
      const eventsError = fieldMessage(failure, 'events');
      const urlError =
        fieldMessage(failure, 'url') ?? (eventsError ? null : (refusalMessage(failure) ?? t('failed')));
      setErrors({ url: urlError, events: eventsError });
      document.getElementById(urlError ? URL_FIELD : EVENTS_FIELD)?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="admin-panel admin-webhooks__form"
      aria-labelledby="admin-webhooks-add"
      onSubmit={(event) => void add(event)}
      noValidate
    >
      <h2 id="admin-webhooks-add">{t('addTitle')}</h2>
      <p className="admin-muted">{t('limit', { max: maxEndpoints })}</p>
      <TextField
        id={URL_FIELD}
        label={t('url')}
        hint={t('urlHint')}
        name="url"
        type="url"
        inputMode="url"
        autoComplete="off"
        value={url}
        error={errors.url ?? null}
        onChange={(event) => setUrl(event.target.value)}
      />
      <fieldset
        id={EVENTS_FIELD}
        className="admin-webhooks__events"
        tabIndex={-1}
        aria-describedby={errors.events ? `${EVENTS_FIELD}-error` : undefined}
      >
        <legend>{t('eventsLegend')}</legend>
        {eventTypes.map((type) => (
          <div key={type} className="admin-webhooks__check">
            <input
              id={`${EVENTS_FIELD}-${type}`}
              type="checkbox"
              name="events"
              value={type}
              checked={events.includes(type)}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            <label htmlFor={`${EVENTS_FIELD}-${type}`}>
              <code>{type}</code> {t(`eventNames.${type}`, { defaultValue: '' })}
            </label>
          </div>
        ))}
        {errors.events ? (
          <p id={`${EVENTS_FIELD}-error`} className="halo-field__error">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      <div>
        <Button type="submit" disabled={busy}>
          {t('add')}
        </Button>
      </div>
    </form>
  );
}
