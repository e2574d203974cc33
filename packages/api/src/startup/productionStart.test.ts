import { loadConfig } from '../config';
import { sandboxTestCardsOnly } from '../payments/sandbox/sandboxCards';
import { productionMailProblem, productionStartProblem, shouldSeedDemo } from './productionStart';

const APP_KEY = 'k'.repeat(40);
const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' };
const DATABASE_URL = 'postgres://halo@db.internal/halo';
const SMTP_URL = 'smtps://halo:secret@smtp.example.org:465';
const site = { PUBLIC_URL: 'https://give.example.org' };

describe('a production start', () => {
  it('is refused without APP_KEY, naming it', () => {
    const problem = productionStartProblem(loadConfig({ ...site, ...STRIPE, DATABASE_URL }));
    expect(problem).toMatch(/^PUBLIC_URL is https:\/\/give\.example\.org, a production address: set APP_KEY/);
  });

  it('is refused without Stripe keys unless ALLOW_SANDBOX=true', () => {
    const settings = { ...site, APP_KEY, DATABASE_URL, SMTP_URL };
    expect(productionStartProblem(loadConfig(settings))).toMatch(/set STRIPE_SECRET_KEY.*ALLOW_SANDBOX=true/);
    expect(productionStartProblem(loadConfig({ ...settings, ALLOW_SANDBOX: 'true' }))).toBeNull();
  });

  it('is refused on the embedded database unless DATABASE_URL or ALLOW_EMBEDDED_DATABASE=true', () => {
    const settings = { ...site, APP_KEY, ...STRIPE, SMTP_URL };
    expect(productionStartProblem(loadConfig(settings))).toMatch(
      /set DATABASE_URL.*ALLOW_EMBEDDED_DATABASE=true/,
    );
    expect(productionStartProblem(loadConfig({ ...settings, DATABASE_URL: 'memory://' }))).toMatch(
      /set DATABASE_URL/,
    );
    expect(productionStartProblem(loadConfig({ ...settings, ALLOW_EMBEDDED_DATABASE: 'true' }))).toBeNull();
    expect(productionStartProblem(loadConfig({ ...settings, DATABASE_URL }))).toBeNull();
  });

  it('is refused without SMTP_URL unless ALLOW_FILE_MAIL=true, in one line naming it', () => {
    const settings = { ...site, APP_KEY, ...STRIPE, DATABASE_URL };
    const problem = productionStartProblem(loadConfig(settings));
    expect(problem).toMatch(
      /^PUBLIC_URL is https:\/\/give\.example\.org, a production address: set SMTP_URL .*ALLOW_FILE_MAIL=true/,
    );
    expect(problem).not.toContain('\n');
    expect(productionMailProblem(loadConfig(settings))).toBe(problem);
    expect(productionStartProblem(loadConfig({ ...settings, SMTP_URL }))).toBeNull();
    expect(productionStartProblem(loadConfig({ ...settings, ALLOW_FILE_MAIL: 'true' }))).toBeNull();
  });

  it('never seeds the demo unless SEED_DEMO=true, and takes only test cards in the sandbox', () => {
    const config = loadConfig({ ...site, APP_KEY, ...STRIPE, DATABASE_URL });
    expect(shouldSeedDemo(config)).toBe(false);
    expect(shouldSeedDemo(loadConfig({ ...site, SEED_DEMO: 'true' }))).toBe(true);
    expect(sandboxTestCardsOnly(config)).toBe(true);
  });
});

describe('a start on this machine', () => {
  it.each([
    'http://localhost:8080',
    'http://demo.localhost:8080',
    'http://127.0.0.1:3000',
    'http://[::1]:8080',
  ])('at %s needs nothing, seeds the demo and takes any card number in the sandbox', (PUBLIC_URL) => {
    const config = loadConfig({ PUBLIC_URL });
    expect(config.production).toBe(false);
    expect(productionStartProblem(config)).toBeNull();
    expect(productionMailProblem(config)).toBeNull();
    expect(shouldSeedDemo(config)).toBe(true);
    expect(sandboxTestCardsOnly(config)).toBe(false);
  });

  it('does not seed the demo with SEED_DEMO=false', () => {
    expect(shouldSeedDemo(loadConfig({ SEED_DEMO: 'false' }))).toBe(false);
  });

  it('refuses a SEED_DEMO that is not true or false', () => {
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });
});
