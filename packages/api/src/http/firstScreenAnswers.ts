// What the first screen of someone signed in asks the API for as soon as it shows, answered in the page
// itself. On Slow 4G each of those questions is a round trip after the scripts have run: the portal's
// overview used to wait for `me`, then for its own two queries (docs/ARCHITECTURE.md §8).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { overviewTotalsVariables, resolveLocale, type CalendarDate, type Locale } from '@halo/domain';
import type { FirstScreen } from './firstRouteScripts';

/** A query the first screen sends by itself, as its operation is named in the trusted documents. */
interface FirstQuery {
  operation: string;
  variables: Record<string, unknown>;
}

/** One answer the page carries (docs/CONTRACTS.md "Static layout"), in the language it was made in. */
export interface PageAnswer extends FirstQuery {
  locale: Locale;
  data: unknown;
}

/**
 * The language a page's first screen will speak when the donor has chosen none on this browser: the
 * browser's, which it sends as Accept-Language in the order of `navigator.languages`
 * (shared/src/store/locale.ts). A stored choice may differ; the page then asks for itself.
 */
export function browserLocale(acceptLanguage: string | undefined): Locale {
  const languages = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';');
      const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter(({ tag, weight }) => tag !== '' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return resolveLocale(...languages.map(({ tag }) => tag));
}

/** What the shell asks first on every page, before it knows who is signed in (shared/src/api/loadCurrentUser.ts). */
const ME: FirstQuery = { operation: 'Me', variables: {} };

/** The page's church as its first queries name it: its id, and its day today on its own calendar. */
export interface PageChurch {
  prefixedId: string;
  today: CalendarDate;
}

/**
 * The queries each first screen sends before anything else, with exactly the variables it sends: the
 * shell's `me`; on the donor's overview its figures and recent activity
 * (portal/src/dashboard/Dashboard.tsx); on the console's, the year's totals and the setup checklist
 * (admin/src/overview), whose variables the church's day decides.
 */
const FIRST_QUERIES: Record<FirstScreen, (church: PageChurch) => FirstQuery[]> = {
  dashboard: ({ prefixedId: organizationPrefixedId }) => [
    ME,
    { operation: 'DonorDashboardReport', variables: { organizationPrefixedId } },
    { operation: 'RecentActivity', variables: { organizationPrefixedId } },
  ],
  console: ({ prefixedId: organizationPrefixedId, today }) => [
    ME,
    { operation: 'AdminGifts', variables: overviewTotalsVariables(organizationPrefixedId, today) },
    { operation: 'AdminSetupChecklist', variables: { organizationPrefixedId } },
  ],
  giving: () => [ME],
  other: () => [ME],
};

/** The last build's queries read, kept until the file changes (`npm run dev` rebuilds under a running server). */
let lastRead: { file: string; modifiedMs: number; queries: Map<string, string> } | null = null;

/** The queries of this build by operation name: the documents its front ends send, as the build hashed them. */
async function queriesByName(distDir: string): Promise<Map<string, string>> {
  const file = path.join(distDir, 'graphql', 'trusted-documents.json');
  let modifiedMs: number;
  try {
    modifiedMs = (await stat(file)).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  if (lastRead?.file === file && lastRead.modifiedMs === modifiedMs) return lastRead.queries;
  const { current } = JSON.parse(await readFile(file, 'utf8')) as { current: Record<string, string> };
  const queries = new Map<string, string>();
  for (const query of Object.values(current)) {
    const name = /^query\s+([_A-Za-z]\w*)/.exec(query)?.[1];
    if (name) queries.set(name, query);
  }
  lastRead = { file, modifiedMs, queries };
  return queries;
}

/**
 * The answers of `screen`'s first queries for `church`, each as `answer` gives it in `locale` (null:
 * left out, and the screen asks). A build without its documents answers nothing.
 */
export async function firstScreenAnswers(
  distDir: string,
  screen: FirstScreen,
  church: PageChurch,
  locale: Locale,
  answer: (query: string, variables: Record<string, unknown>) => Promise<unknown>,
): Promise<PageAnswer[]> {
  const queries = FIRST_QUERIES[screen](church);
  if (queries.length === 0) return [];
  const byName = await queriesByName(distDir);
  const answers = await Promise.all(
    queries.map(async ({ operation, variables }) => {
      const query = byName.get(operation);
      const data = query ? await answer(query, variables) : null;
      return data === null ? null : { operation, variables, locale, data };
    }),
  );
  return answers.filter((answered) => answered !== null);
}
