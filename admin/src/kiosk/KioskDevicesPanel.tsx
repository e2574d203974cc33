import { KIOSK_DEVICE_NAME_MAX, type KioskDevice } from '@halo/domain';
import { Button, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../layout/ConfirmDialog';
import { formatConsoleTime } from '../layout/consoleTime';
import { useChurch } from '../layout/useChurch';
import { listKioskDevices, revokeKiosk, startKiosk } from './kioskDeviceCalls';
import { KIOSK_NAMESPACE } from './kioskMessages';

type Devices = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; devices: KioskDevice[] };

/**
 * The console's lobby kiosks (docs/PRODUCT.md §20): "Start kiosk" turns this browser into a kiosk at
 * `/kiosk` (the server signs the administrator out of it), and the church's kiosks are listed with
 * when each started, was last used and ends, each with "Turn off".
 */
export function KioskDevicesPanel() {
  const { t } = useTranslation(KIOSK_NAMESPACE);
  const api = useApiClient();
  const locale = useHalo((state) => state.locale);
  const { timeZone, formattingLocale } = useChurch();
  const id = useId();
  const list = useRef<HTMLHeadingElement>(null);
  const [devices, setDevices] = useState<Devices>({ status: 'loading' });
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [revoking, setRevoking] = useState<KioskDevice | null>(null);
  const [notice, setNotice] = useState('');
  const when = (iso: string) => formatConsoleTime(iso, formattingLocale, timeZone);

  // An answer that arrives after the panel has gone changes nothing.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const load = useCallback(() => {
    setDevices({ status: 'loading' });
    listKioskDevices(api, locale).then(
      (loaded) => mounted.current && setDevices({ status: 'loaded', devices: loaded }),
      () => mounted.current && setDevices({ status: 'failed' }),
    );
  }, [api, locale]);
  useEffect(load, [load]);

  async function onStart(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setNameError(null);
    try {
      const started = await startKiosk(api, name);
      if (started.ok) {
        // A whole new page: the console's state belongs to the administrator who just left.
        window.location.assign(started.value);
        return;
      }
      const field = started.fields.name?.[0] ?? null;
      setNameError(field);
      setFailure(field ? null : (started.message ?? t('failed')));
    } catch {
      setFailure(t('failed'));
    }
    setBusy(false);
  }

  return (
    <section className="admin-panel admin-kiosk" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('heading')}</h2>
      <p>{t('intro')}</p>
      <form noValidate onSubmit={onStart} className="admin-kiosk__start">
        <TextField
          label={t('name')}
          name="kioskName"
          hint={t('nameHint')}
          value={name}
          maxLength={KIOSK_DEVICE_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          error={nameError}
        />
        {failure ? <p role="alert">{failure}</p> : null}
        <Button type="submit" disabled={busy}>
          {busy ? t('starting') : t('start')}
        </Button>
      </form>
      <h3 id={`${id}-devices`} ref={list} tabIndex={-1}>
        {t('devices')}
      </h3>
      <p role="status" className="admin-kiosk__notice">
        {notice}
      </p>
      {devices.status === 'loading' ? <p aria-busy="true">…</p> : null}
      {devices.status === 'failed' ? (
        <div role="alert">
          <p>{t('loadFailed')}</p>
          <Button variant="secondary" onClick={load}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {devices.status === 'loaded' && devices.devices.length === 0 ? <p>{t('none')}</p> : null}
      {devices.status === 'loaded' && devices.devices.length > 0 ? (
        <ul className="admin-kiosk__devices" aria-labelledby={`${id}-devices`}>
          {devices.devices.map((device) => (
            <li key={device.prefixed_id} className="admin-kiosk__device">
              <p className="admin-kiosk__name">{device.name}</p>
              <p>
                {device.started_by
                  ? t('started', { when: when(device.started_at), who: device.started_by })
                  : t('startedNobody', { when: when(device.started_at) })}
              </p>
              <p>
                {device.last_used_at ? t('lastUsed', { when: when(device.last_used_at) }) : t('neverUsed')}
              </p>
              <p>
                {device.state === 'active' ? t('expires', { when: when(device.expires_at) }) : null}
                {device.state === 'expired' ? t('expired', { when: when(device.expires_at) }) : null}
                {device.state === 'revoked' && device.revoked_at
                  ? t('revoked', { when: when(device.revoked_at) })
                  : null}
              </p>
              {device.state === 'active' ? (
                <Button
                  variant="secondary"
                  aria-label={t('revokeLabel', { name: device.name })}
                  onClick={() => setRevoking(device)}
                >
                  {t('revoke')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {revoking ? (
        <ConfirmDialog
          title={t('revokeTitle', { name: revoking.name })}
          explanation={t('revokeExplanation')}
          confirmLabel={t('revokeConfirm')}
          cancelLabel={t('cancel')}
          failedText={t('failed')}
          confirm={() => revokeKiosk(api, revoking)}
          onClose={() => setRevoking(null)}
          onDone={(revoked) => {
            setRevoking(null);
            setDevices((current) =>
              current.status === 'loaded'
                ? {
                    status: 'loaded',
                    devices: current.devices.map((each) =>
                      each.prefixed_id === revoked.prefixed_id ? revoked : each,
                    ),
                  }
                : current,
            );
            setNotice(t('revokedNotice', { name: revoked.name }));
            list.current?.focus();
          }}
        />
      ) : null}
    </section>
  );
}
