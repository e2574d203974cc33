// The sender against the Twilio double (its REST API as Twilio publishes it) and on the embedded
// default, files under DATA_DIR/sms.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TwilioDouble } from '@halo/testkit/twilio/twilioDouble';
import { createSmsSender, SmsRefusedError } from './smsSender';

const quiet = { info: () => {} };
const message = { to: '+15557654321', from: '+15551234567', body: 'Thank you & welcome <3' };

describe('createSmsSender through Twilio', () => {
  let twilio: TwilioDouble;
  beforeAll(async () => {
    twilio = await new TwilioDouble().start();
  });
  afterAll(() => twilio.close());

  const sender = (authToken = twilio.authToken) =>
    createSmsSender({
      twilio: { accountSid: twilio.accountSid, authToken, apiUrl: twilio.url },
      dataDir: '/nonexistent',
      logger: quiet,
    });

  it("creates a Message resource with the account's credentials and answers its sid", async () => {
    const sent = await sender().send(message);
    expect(sent).toEqual({ sid: expect.stringMatching(/^SM[0-9a-f]{32}$/), file: null });
    expect(twilio.messages.at(-1)).toEqual({ ...message, sid: sent.sid, accountSid: twilio.accountSid });
  });

  it("fails with Twilio's error code when Twilio refuses, sending nothing", async () => {
    const before = twilio.messages.length;
    const wrongToken = await sender('not-the-token')
      .send(message)
      .catch((error: unknown) => error);
    expect(wrongToken).toBeInstanceOf(SmsRefusedError);
    expect(wrongToken).toMatchObject({ status: 401, code: 20003 });
    twilio.failNext(400, 21610, 'Attempt to send to unsubscribed recipient');
    await expect(sender().send(message)).rejects.toMatchObject({ status: 400, code: 21610 });
    expect(twilio.messages).toHaveLength(before);
  });
});

describe('createSmsSender without a Twilio account', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'halo-sms-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('writes each message as a file under DATA_DIR/sms, also when only the token is set', async () => {
    const onlyToken = { authToken: 'token', accountSid: null, apiUrl: 'https://api.twilio.com' };
    for (const twilio of [null, onlyToken]) {
      const sent = await createSmsSender({ twilio, dataDir, logger: quiet }).send(message);
      expect(sent.sid).toBeNull();
      expect(path.dirname(sent.file ?? '')).toBe(path.join(dataDir, 'sms'));
      expect(JSON.parse(await readFile(sent.file ?? '', 'utf8'))).toEqual({
        ...message,
        sentAt: expect.any(String),
      });
    }
    expect(await readdir(path.join(dataDir, 'sms'))).toHaveLength(2);
    // Renamed in once whole: nothing is left half written beside it.
    expect(await readdir(path.join(dataDir, 'sms-writing'))).toEqual([]);
  });
});
