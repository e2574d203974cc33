import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { britishSpellingsIn } from './britishSpelling';
import { englishTextsOf } from './englishTexts';

const root = join(__dirname, '..', '..');

/** Where English a person reads is written: the browser builds' catalogues and the API's messages. */
const sourceFolders = [
  'widget/src',
  'portal/src',
  'admin/src',
  'host/src',
  'shared/src',
  'packages/ui/src',
  'packages/domain/src',
  'packages/api/src',
];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.(?:test|es)\.tsx?$/.test(name))
    .map((name) => join(root, folder, name));
}

const englishTexts = sourceFolders
  .flatMap(sourceFiles)
  .flatMap((path) =>
    englishTextsOf(path, readFileSync(path, 'utf8')).map((text) => ({ file: relative(root, path), text })),
  );

describe('our English is American English', () => {
  it('finds the English of every part: the giving form, portal, console, hosted page and the API', () => {
    const files = new Set(englishTexts.map(({ file }) => file));
    expect(files.size).toBeGreaterThan(60);
    for (const file of [
      'widget/src/i18n/givingMessages.ts',
      'portal/src/portalMessages.ts',
      'admin/src/giving-page/givingPageMessages.ts',
      'host/src/hostMessages.ts',
      'shared/src/i18n/commonMessages.ts',
      'packages/domain/src/validation/messages.ts',
      'packages/api/src/reports/reportMessages.ts',
      'packages/api/src/core/gifts/receiptEmail.ts',
      'packages/api/src/organizations/defaultLetterTemplate.ts',
    ]) {
      expect(files).toContain(file);
    }
  });

  it('writes no British spelling in any English text', () => {
    const british = englishTexts.flatMap(({ file, text }) =>
      britishSpellingsIn(text).map(
        ({ word, american }) => `${file}: "${word}" (write ${american}) in "${text}"`,
      ),
    );
    expect(british).toEqual([]);
  });
});
