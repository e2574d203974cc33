// A browser test file written for every language runs each of its flows in one of them, the
// languages taking turns from one test to the next (packages/e2e/README.md, "Languages"): every flow
// still runs in a real browser, every file drives each language, and the accessibility suite still
// checks every screen in every language. What depends on the words' length or on reading them
// (a 320 px phone, axe) runs in every language. The block of each language shadows jest's `it`:
//
//   describe.each(LANGUAGES)('portal activity in %s', (language) => {
//     const it = testsTakingTurns(LANGUAGES, language);
//     it('shows the dashboard', …); //                 en
//     it('exports CSV', …); //                         es
//     it.everyLanguage('fits a 320 px phone', …); //   en and es
//   });

type TestBody = Parameters<typeof it>[1];

type DefineTest = (name: string, body: TestBody, timeout?: number) => void;

/** Defines a test like jest's `it`, when it is this language's turn; otherwise leaves it to another. */
export type TestTakingTurns = DefineTest & {
  /** Defines the test in every language's block, outside the turns. */
  everyLanguage: DefineTest;
};

/**
 * `it` for the block of `language` among `languages`: the n-th test a block defines is defined in the
 * block of the language whose turn it is (n modulo the number of languages), so each block of the
 * file's `describe.each` defines its share and together they define every test once.
 */
export function testsTakingTurns(languages: readonly string[], language: string): TestTakingTurns {
  const turn = languages.indexOf(language);
  if (turn < 0) throw new Error(`${language} is not one of the file's languages (${languages.join(', ')})`);
  let defined = 0;
  const takingTurns: DefineTest = (name, body, timeout) => {
    const ours = defined % languages.length === turn;
    defined += 1;
    if (ours) it(name, body, timeout);
  };
  return Object.assign(takingTurns, { everyLanguage: it as DefineTest });
}
