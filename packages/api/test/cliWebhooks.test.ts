// webhook:add, webhook:list and webhook:remove as a person runs them (docs/CONTRACTS.md "The halo CLI"):
// the secret printed once and kept sealed, refusals naming the option in English and Spanish.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { webhookSecretBox } from '../src/core/webhooks/webhookSecret';
import { CliWorld, type CliRun } from './cliProcess';

const world = new CliWorld();
beforeAll(() => world.open());
afterAll(() => world.close());

function succeeded(run: CliRun): string[] {
  expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
  return run.stdout.trim().split('\n');
}

const refusal = (run: CliRun) => ({ code: run.code, stderr: run.stderr.trim(), stdout: run.stdout });

describe('the webhook commands', () => {
  it('add an endpoint with its secret shown once, list it, refuse what may not be one, remove it', async () => {
    succeeded(
      await world.run([
        'church:create',
        '--subdomain',
        'cedar',
        '--name',
        'Cedar Hill Church',
        '--timezone',
        'America/New_York',
        '--currency',
        'USD',
        '--admin-email',
        'pastor@cedar.example',
      ]),
    );
    const added = succeeded(
      await world.run([
        'webhook:add',
        '--subdomain',
        'cedar',
        '--url',
        'https://crm.cedar.example/halo#ignored',
        '--events',
        'gift.succeeded, gift.refunded,gift.succeeded',
      ]),
    );
    expect(added).toEqual([
      expect.stringMatching(
        /^Added the webhook endpoint whk_[0-9a-f]{24} of Cedar Hill Church: https:\/\/crm\.cedar\.example\/halo$/,
      ),
      'Events: gift.succeeded, gift.refunded',
      expect.stringMatching(/^Signing secret \(shown this once; .*\): whsec_[A-Za-z0-9+/]{32}$/),
    ]);
    const id = /whk_[0-9a-f]{24}/.exec(added[0]!)![0];
    const secret = /whsec_\S+$/.exec(added[2]!)![0];
    const [stored] = await world.query<{ secret_sealed: string; events: string[] }>(
      `SELECT secret_sealed, events FROM webhook_endpoints WHERE prefixed_id = '${id}'`,
    );
    expect(stored!.secret_sealed).not.toContain(secret.slice(6));
    const appKey = readFileSync(path.join(world.dataDir, 'app-key'), 'utf8').trim();
    expect(webhookSecretBox(appKey).open(stored!.secret_sealed)).toBe(secret);

    expect(succeeded(await world.run(['webhook:log', '--subdomain', 'cedar', '--endpoint', id]))).toEqual([
      'Nothing has been sent to https://crm.cedar.example/halo yet.',
    ]);

    const list = succeeded(await world.run(['webhook:list', '--subdomain', 'cedar']));
    expect(list).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${id}\\thttps://crm\\.cedar\\.example/halo\\tevents: gift\\.succeeded,gift\\.refunded\\tadded \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\twaiting 0\\tfailed 0\\tlast: none$`,
        ),
      ),
    ]);
    expect(list.join('\n')).not.toContain('whsec_');

    expect(
      refusal(await world.run(['webhook:add', '--subdomain', 'cedar', '--url', 'https://10.0.0.7/hook'])),
    ).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'webhook:add: Nothing was changed: --url: "https://10.0.0.7/hook" is a private, loopback or link-local address: a webhook goes to a public address.',
    });
    expect(
      refusal(
        await world.run(['webhook:add', '--subdomain', 'cedar', '--url', 'http://crm.cedar.example/'], {
          LANG: 'es_MX.UTF-8',
        }),
      ),
    ).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'webhook:add: No se cambió nada: --url: "http://crm.cedar.example/" debe empezar por https:// (http:// solo para localhost o 127.0.0.1 con un PUBLIC_URL local).',
    });
    expect(
      refusal(
        await world.run([
          'webhook:add',
          '--subdomain',
          'cedar',
          '--url',
          'https://a.example',
          '--events',
          'gift.made',
        ]),
      ).stderr,
    ).toBe(
      'webhook:add: Nothing was changed: --events: "gift.made" is not an event; the events are gift.succeeded, gift.failed, gift.refunded, gift.refund_failed, recurring.created, recurring.updated, recurring.cancelled, donor.created, deposit.paid, deposit.failed.',
    );
    const [{ count }] = (await world.query<{ count: string }>('SELECT count(*) FROM webhook_endpoints')) as [
      { count: string },
    ];
    expect(Number(count)).toBe(1);

    expect(succeeded(await world.run(['webhook:remove', '--subdomain', 'cedar', '--endpoint', id]))).toEqual([
      `Removed the webhook endpoint ${id} (https://crm.cedar.example/halo); nothing more is sent to it.`,
    ]);
    expect(
      refusal(await world.run(['webhook:remove', '--subdomain', 'cedar', '--endpoint', id])).stderr,
    ).toBe(
      `webhook:remove: Nothing was changed: --endpoint: this church has no webhook endpoint "${id}" (give its whk_… id or its URL; npm run halo -- webhook:list).`,
    );
    expect(succeeded(await world.run(['webhook:list', '--subdomain', 'cedar']))).toEqual([
      'Cedar Hill Church has no webhook endpoints: npm run halo -- webhook:add --help',
    ]);
    const activity = await world.query<{ action: string; details: Record<string, unknown> }>(
      "SELECT action, details FROM admin_activity WHERE action LIKE 'webhook.%' ORDER BY id",
    );
    expect(activity).toEqual([
      {
        action: 'webhook.add',
        details: {
          endpoint: id,
          url: 'https://crm.cedar.example/halo',
          events: ['gift.succeeded', 'gift.refunded'],
        },
      },
      { action: 'webhook.remove', details: { endpoint: id, url: 'https://crm.cedar.example/halo' } },
    ]);
    expect(JSON.stringify(activity)).not.toContain('whsec_');
  });
});
