// church:create, church:list, church:update.
import { formatMoney } from '@halo/domain';
import { asc } from 'drizzle-orm';
import * as v from 'valibot';
import { organizationUrl } from '../../core/organizationUrl';
import { CLI_ACTOR, recordAdminActivity } from '../../admin/adminActivityLog';
import { organizations } from '../../db/schema';
import { parseChurchSettings, smsNumberField } from '../../organizations/churchFields';
import { createChurch, NewChurchSchema, type NewChurch } from '../../organizations/createChurch';
import { findChurchForChange, updateChurch } from '../../organizations/updateChurch';
import { defineCommand, type CliOutput } from '../cliCommand';
import {
  amountListOption,
  amountOption,
  logoOption,
  noneOrTextOption,
  onOffOption,
  percentOption,
} from '../optionValues';
import { invitationLine } from './invitationLine';

const optionalText = v.optional(v.string());

const newChurchOf = (input: Record<string, string | undefined>): NewChurch => ({
  subdomain: input.subdomain ?? '',
  name: input.name ?? '',
  timeZone: input.timezone ?? '',
  currency: input.currency ?? '',
  adminEmail: input['admin-email'] ?? '',
  country: input.country,
  locale: input.locale as NewChurch['locale'],
  contactEmail: input['contact-email'],
});

export const churchCreate = defineCommand({
  kind: 'database',
  name: 'church:create',
  sendsMail: true,
  summary:
    'Create a church with its giving page, a "General Fund" and its first administrator (invited by email).',
  options: {
    subdomain: {
      type: 'string',
      value: 'LABEL',
      required: true,
      help: 'its host: cedar → cedar.{your domain}',
    },
    name: {
      type: 'string',
      value: 'TEXT',
      required: true,
      help: "the church's name, shown on its giving page",
    },
    timezone: {
      type: 'string',
      value: 'ZONE',
      required: true,
      help: 'IANA time zone, e.g. America/New_York',
    },
    currency: {
      type: 'string',
      value: 'CODE',
      required: true,
      help: 'ISO 4217 code with two decimals, e.g. USD',
    },
    'admin-email': { type: 'string', value: 'EMAIL', required: true, help: 'the administrator to invite' },
    country: { type: 'string', value: 'CC', help: 'two-letter country code (default US)' },
    locale: { type: 'string', value: 'en|es', help: 'language of its emails (default en)' },
    'contact-email': {
      type: 'string',
      value: 'EMAIL',
      help: "the address donors write to (default the administrator's)",
    },
  },
  schema: v.object({
    subdomain: v.string(),
    name: v.string(),
    timezone: v.string(),
    currency: v.string(),
    'admin-email': v.string(),
    country: optionalText,
    locale: optionalText,
    'contact-email': optionalText,
  }),
  notes: [
    'Starts with the preset amounts 25, 50, 100, 250, gifts from 1.00 to 25,000.00, a 2.9% + 0.30 fee a donor',
    'may cover, and the sandbox processor. Refused: a subdomain that is not a DNS label, taken, or reserved',
    '(www, api, admin, static, mail, demo); an unknown time zone; a currency without two decimals; a bad email.',
    'Example: npm run halo -- church:create --subdomain cedar --name "Cedar Hill Church" \\',
    '  --timezone America/New_York --currency USD --admin-email pastor@cedar.example',
  ],
  check: (input) => void parseChurchSettings(NewChurchSchema, newChurchOf(input)),
  async run(tx, input, context) {
    const created = await createChurch(tx, newChurchOf(input), {
      publicUrl: context.config.publicUrl,
      now: context.now,
    });
    await recordAdminActivity(tx, created.organization.id, CLI_ACTOR, 'church.create', {
      subdomain: created.organization.subdomain,
      administrator: created.invitation.email,
    });
    return [
      context.say('churchCreated', { name: created.organization.name, url: created.givingPageUrl }),
      invitationLine(context, created.invitation.email),
    ];
  },
});

export const churchList = defineCommand({
  kind: 'database',
  name: 'church:list',
  summary: 'List the churches: subdomain, name, currency, time zone, giving page.',
  options: {},
  schema: v.object({}),
  async run(tx, _input, context) {
    const rows = await tx.select().from(organizations).orderBy(asc(organizations.subdomain));
    if (rows.length === 0) return [context.say('noChurches')];
    return rows.map(
      (row) =>
        `${row.subdomain}\t${row.name}\t${row.currency}\t${row.timeZone}\t` +
        `${row.isInMaintenance ? 'maintenance\t' : ''}${organizationUrl(context.config.publicUrl, row.subdomain)}`,
    );
  },
});

export const churchUpdate = defineCommand({
  kind: 'database',
  name: 'church:update',
  summary:
    "Change a church's giving page: names, logo, time zone, amounts, limits, fee, maintenance, text-to-give number.",
  options: {
    subdomain: { type: 'string', value: 'LABEL', required: true, help: 'which church' },
    name: { type: 'string', value: 'TEXT', help: 'its name' },
    'display-name': { type: 'string', value: 'TEXT', help: 'the name shown on its pages' },
    logo: { type: 'string', value: 'URL|none', help: 'address of its logo image, or none' },
    timezone: { type: 'string', value: 'ZONE', help: 'IANA time zone' },
    amounts: { type: 'string', value: 'LIST', help: 'preset amounts, e.g. 20,50,100 (1 to 6)' },
    min: { type: 'string', value: 'AMOUNT', help: 'smallest gift, e.g. 5' },
    max: { type: 'string', value: 'AMOUNT', help: 'largest gift, e.g. 10000' },
    'fee-percent': {
      type: 'string',
      value: 'PERCENT',
      help: 'percentage of the fee a donor may cover, e.g. 2.9',
    },
    'fee-fixed': { type: 'string', value: 'AMOUNT', help: 'fixed part of that fee, e.g. 0.30' },
    maintenance: { type: 'string', value: 'on|off', help: 'close or reopen the giving page' },
    'sms-number': {
      type: 'string',
      value: '+E164|none',
      help: 'its text-to-give number, e.g. +15551234567, or none',
    },
  },
  schema: v.object({
    subdomain: v.string(),
    name: optionalText,
    'display-name': optionalText,
    logo: v.optional(logoOption),
    timezone: optionalText,
    amounts: v.optional(amountListOption),
    min: v.optional(amountOption),
    max: v.optional(amountOption),
    'fee-percent': v.optional(percentOption),
    'fee-fixed': v.optional(amountOption),
    maintenance: v.optional(onOffOption),
    'sms-number': v.optional(noneOrTextOption),
  }),
  // A malformed number is refused before the database is opened (the server may hold it).
  check: (input) => {
    const smsNumber = input['sms-number'];
    if (smsNumber) parseChurchSettings(v.object({ smsNumber: smsNumberField }), { smsNumber });
  },
  async run(tx, input, context): Promise<CliOutput[]> {
    const organization = await findChurchForChange(tx, input.subdomain);
    const changes = {
      name: input.name,
      displayName: input['display-name'],
      logoUrl: input.logo,
      timeZone: input.timezone,
      fixedAmounts: input.amounts,
      minAmount: input.min,
      maxAmount: input.max,
      feePercentBps: input['fee-percent'],
      feeFixedCents: input['fee-fixed'],
      isInMaintenance: input.maintenance,
      smsNumber: input['sms-number'],
    };
    const updated = await updateChurch(tx, organization, changes);
    await recordAdminActivity(
      tx,
      organization.id,
      CLI_ACTOR,
      'givingPage.update',
      Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
    );
    const money = (cents: number) => formatMoney(cents, updated.currency, context.locale);
    return [
      context.say('churchUpdated', {
        name: updated.displayName,
        url: organizationUrl(context.config.publicUrl, updated.subdomain),
      }),
      `  ${updated.fixedAmounts.map(money).join(', ')} · ${money(updated.minAmount)}–${money(updated.maxAmount)} · ` +
        `${updated.feePercentBps / 100}% + ${money(updated.feeFixedCents)} · ${updated.timeZone}` +
        `${updated.isInMaintenance ? ' · maintenance' : ''}${updated.logoUrl ? ` · ${updated.logoUrl}` : ''}` +
        `${updated.smsNumber ? ` · text-to-give ${updated.smsNumber}` : ''}`,
    ];
  },
});
