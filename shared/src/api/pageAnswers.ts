import * as v from 'valibot';

/** Where a signed-in donor's hosted page carries its first screen's answers (docs/CONTRACTS.md "Static layout"). */
const PAGE_ANSWERS_ID = 'halo-page-answers';

/**
 * The answers are as fresh as the page: a query sent later than this after the page started (the
 * donor stayed on another screen first) asks the API instead.
 */
export const PAGE_ANSWER_MAX_AGE_MS = 30_000;

/** The shell's first question (shared/src/api/loadCurrentUser.ts); its answer says whose the others are. */
const WHO_IS_SIGNED_IN = 'Me';

const PageAnswersSchema = v.array(
  v.object({
    operation: v.string(),
    variables: v.record(v.string(), v.unknown()),
    locale: v.string(),
    data: v.unknown(),
  }),
);
type PageAnswer = v.InferOutput<typeof PageAnswersSchema>[number];

/** The answers the page came with, each given once, instead of the query's round trip. */
export interface PageAnswers {
  /** The data the page carries for `operation` with exactly `variables`, at most once; else undefined. */
  take(operation: string | null, variables: unknown): { data: unknown } | undefined;
}

/** `value` as JSON with every object's keys in order, so equal variables compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? {}, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/** The answers the page carries, read from its element on the first `take` (which removes it). */
function readPageAnswers(): PageAnswer[] {
  const element = globalThis.document?.getElementById(PAGE_ANSWERS_ID);
  if (!element) return [];
  element.remove();
  try {
    const parsed = v.safeParse(PageAnswersSchema, JSON.parse(element.textContent ?? ''));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

/** The donor the page's answers were made for: the one its `me` answer names. */
function ownerOf(answers: PageAnswer[]): string | null {
  const me = answers.find((answer) => answer.operation === WHO_IS_SIGNED_IN)?.data;
  const prefixedId = (me as { me?: { prefixedId?: unknown } } | null)?.me?.prefixedId;
  return typeof prefixedId === 'string' ? prefixedId : null;
}

/** What a client tells its page's answers: when, who, in which language. */
export interface PageAnswerReader {
  /** The time since the page started (`performance.now()`). */
  now(): number;
  /** Who the client knows is signed in: null before `me`, or after signing out. */
  signedIn(): string | null;
  /** The language the client speaks now; an answer made in another one is not given. */
  locale(): string;
}

/**
 * One client's view of the page's answers. Only the first `me` is answered from the page, and the
 * other answers only while the donor it named is the one signed in: a page left at once for another
 * sign-in never shows the first donor's answers to the second.
 */
export function createPageAnswers({ now, signedIn, locale }: PageAnswerReader): PageAnswers {
  let answers: PageAnswer[] | null = null;
  let owner: string | null = null;
  return {
    take(operation, variables) {
      if (answers === null) {
        answers = readPageAnswers();
        owner = ownerOf(answers);
      }
      if (answers.length === 0 || operation === null) return undefined;
      if (now() > PAGE_ANSWER_MAX_AGE_MS) {
        answers = [];
        return undefined;
      }
      if (operation !== WHO_IS_SIGNED_IN && (owner === null || signedIn() !== owner)) return undefined;
      const wanted = canonical(variables);
      const speaking = locale();
      const index = answers.findIndex(
        (answer) =>
          answer.operation === operation &&
          answer.locale === speaking &&
          canonical(answer.variables) === wanted,
      );
      if (index === -1) return undefined;
      const [answer] = answers.splice(index, 1);
      return answer && { data: answer.data };
    },
  };
}
