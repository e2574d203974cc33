// Shared by the portal report tests: extra donors and gifts written straight to the database, a
// tiny RFC 4180 parser, binary downloads with a browser's cookies, and PDF text via pdftotext.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripeFee } from '@halo/domain';
import { and, eq } from 'drizzle-orm';
import { quickPasswordHash } from './quickPasswordHash';
import { fundShares } from '../src/core/fundShares';
import { newPrefixedId } from '../src/db/prefixedId';
import { contributionFunds, contributions, funds, organizations, people, users } from '../src/db/schema';
import type { TestApp, TestBrowser } from './helper';

export async function createDonor(
  testApp: TestApp,
  subdomain: string,
  person: {
    email: string;
    firstName: string;
    lastName: string;
    password: string;
    abilities?: string[];
    locale?: string;
  },
) {
  const db = testApp.app.db;
  const [organization] = await db.select().from(organizations).where(eq(organizations.subdomain, subdomain));
  const [user] = await db
    .insert(users)
    .values({
      prefixedId: newPrefixedId('usr'),
      organizationId: organization!.id,
      email: person.email,
      passwordHash: await quickPasswordHash(person.password),
      emailVerifiedAt: new Date(),
      abilities: person.abilities ?? [],
      locale: person.locale ?? 'en',
    })
    .returning();
  await db.insert(people).values({
    prefixedId: newPrefixedId('per'),
    userId: user!.id,
    organizationId: organization!.id,
    firstName: person.firstName,
    lastName: person.lastName,
    contact: {
      address: null,
      city: null,
      state: null,
      zip: null,
      country: null,
      email: person.email,
      phones: [],
    },
  });
  return { user: user!, organization: organization! };
}

export async function addGift(
  testApp: TestApp,
  owner: { userId: number; organizationId: number },
  gift: {
    amount: number;
    date: string;
    memo?: string | null;
    fundName?: string;
    status?: 'succeeded' | 'failed' | 'refunded';
  },
) {
  const db = testApp.app.db;
  const [fund] = await db
    .select()
    .from(funds)
    .where(
      and(
        eq(funds.organizationId, owner.organizationId),
        gift.fundName ? eq(funds.name, gift.fundName) : eq(funds.isDefault, true),
      ),
    );
  // What the sandbox records: Stripe's card fee on the charge.
  const fee = stripeFee('card', gift.amount);
  const [row] = await db
    .insert(contributions)
    .values({
      prefixedId: newPrefixedId('con'),
      organizationId: owner.organizationId,
      donorUserId: owner.userId,
      chargedAmount: gift.amount,
      fee,
      netAmount: gift.amount - fee,
      currency: 'USD',
      status: gift.status ?? 'succeeded',
      memo: gift.memo ?? null,
      processorMode: 'sandbox',
      date: gift.date,
    })
    .returning();
  if (fund) {
    await db.insert(contributionFunds).values({
      contributionId: row!.id,
      fundId: fund.id,
      chargedAmount: gift.amount,
      netAmount: gift.amount - fee,
    });
  }
  return row!;
}

/** A sandbox gift split between funds: `parts` by fund name, in cents adding up to the gift. */
export async function addSplitGift(
  testApp: TestApp,
  owner: { userId: number; organizationId: number },
  gift: { date: string; memo?: string; parts: { fundName: string; amount: number }[] },
) {
  const db = testApp.app.db;
  const churchFunds = await db.select().from(funds).where(eq(funds.organizationId, owner.organizationId));
  const amount = gift.parts.reduce((sum, part) => sum + part.amount, 0);
  // What the sandbox records: Stripe's card fee on the charge, each fund's net its share of the net.
  const fee = stripeFee('card', amount);
  const [row] = await db
    .insert(contributions)
    .values({
      prefixedId: newPrefixedId('con'),
      organizationId: owner.organizationId,
      donorUserId: owner.userId,
      chargedAmount: amount,
      fee,
      netAmount: amount - fee,
      currency: 'USD',
      status: 'succeeded',
      memo: gift.memo ?? null,
      processorMode: 'sandbox',
      date: gift.date,
    })
    .returning();
  const shares = fundShares(
    gift.parts.map((part) => ({
      fundId: churchFunds.find((fund) => fund.name === part.fundName)!.id,
      giftAmount: part.amount,
    })),
    { chargedAmount: amount, netAmount: amount - fee },
  );
  await db.insert(contributionFunds).values(shares.map((share) => ({ contributionId: row!.id, ...share })));
  return row!;
}

/** RFC 4180: CRLF records, quoted fields with doubled quotes, commas and line breaks inside quotes. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || record.length > 0) throw new Error('CSV does not end with CRLF');
  return records;
}

export interface Download {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** GET a report URL's path on the test server with the browser's cookies, as bytes. */
export function download(
  testApp: TestApp,
  browser: TestBrowser | null,
  url: string,
  host = 'demo.localhost',
): Promise<Download> {
  const { pathname } = new URL(url);
  const cookie = browser ? [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port: testApp.port,
          path: pathname,
          headers: { host, ...(cookie ? { cookie } : {}) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              statusCode: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
          response.on('error', reject);
        },
      )
      .on('error', reject);
  });
}

/** The PDF's text, laid out like the page (poppler's pdftotext). */
export function pdfText(pdf: Buffer): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'halo-pdf-'));
  try {
    const file = path.join(folder, 'report.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Raw .eml files the embedded mailer wrote for `to`. */
export function rawMailTo(dataDir: string, to: string): string[] {
  const folder = path.join(dataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(folder).sort();
  } catch {
    return [];
  }
  return files
    .filter((file) => file.includes(to))
    .map((file) => readFileSync(path.join(folder, file), 'utf8'));
}

/** The base64 attachment of `contentType` in an .eml, decoded. */
export function attachmentOf(eml: string, contentType: string): { fileName: string; content: Buffer } | null {
  const parts = eml.split(/\r?\n--[^\r\n]+/);
  for (const part of parts) {
    if (!new RegExp(`Content-Type: ${contentType}`, 'i').test(part)) continue;
    const fileName = /filename="?([^"\r\n;]+)"?/i.exec(part)?.[1] ?? '';
    const body = part
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('')
      .replace(/\s+/g, '');
    return { fileName, content: Buffer.from(body, 'base64') };
  }
  return null;
}
