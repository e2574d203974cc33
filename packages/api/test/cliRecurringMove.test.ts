// import:stripe-recurring as a person runs it (`npm run halo`, a process of its own): a church made
// with church:create, its donors' Stripe objects from a file in the sandbox, the output in Spanish,
// and the "Your gift has moved" email sent by the CLI itself before it exits.
import { CliWorld, type CliRun } from './cliProcess';
import { fileOf, noonOf, stripeListsOf } from './recurringMoveWorld';

jest.setTimeout(120_000);

const world = new CliWorld();
beforeAll(() => world.open());
afterAll(() => world.close());

function succeeded(run: CliRun): string[] {
  expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
  return run.stdout.trim().split('\n');
}

describe('import:stripe-recurring in the CLI', () => {
  it('moves a church’s donors from a file of Stripe list answers, in the CLI’s language, and mails them', async () => {
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
    const file = fileOf(
      'cedar.json',
      stripeListsOf([
        {
          id: 'sub_cedar_1',
          customer: 'cus_cedar_1',
          email: 'lia@example.org',
          card: 'pm_cedar_1',
          amount: 4000,
          interval: 'year',
          periodEnd: noonOf('2027-03-01'),
        },
      ]),
    );
    const args = ['import:stripe-recurring', '--subdomain', 'cedar', '--from-file', file];
    expect(succeeded(await world.run([...args, '--dry-run'], { LANG: 'es_MX.UTF-8' }))).toEqual([
      'Simulación: no se escribió nada.',
      'Suscripciones leídas: 1',
      'Donaciones: 1 por trasladar',
      'Donantes nuevos: 1 por crear (registros de donante sin cuenta)',
      'Ya trasladadas: 0',
      'Rechazadas: 0',
      'Suscripciones antiguas sin pausar: 1: no se pudo llegar a ninguna cuenta de Stripe; detenlas en la plataforma anterior antes de su próximo cobro.',
      'Donantes a los que avisar «Su donación se ha trasladado»: 1',
    ]);
    expect(world.mailbox.all().filter((mail) => mail.to.includes('lia@example.org'))).toEqual([]);
    expect(succeeded(await world.run(args))).toContain('Gifts: 1 moved');
    const [mail, ...more] = world.mailbox.all().filter((m) => m.to.includes('lia@example.org'));
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your gift to Cedar Hill Church has moved');
    expect(mail!.text).toContain('$40.00 every year to General Fund, next on March 1, 2027');
    expect(mail!.links[0]).toMatch(/^http:\/\/cedar\.localhost:8080\/manage\/[\w.-]+$/);
  });
});
