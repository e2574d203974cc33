import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The repository stands on its own (docs/ARCHITECTURE.md §2): code, tests, scripts and READMEs cite
// only the documents under docs/, as `docs/PRODUCT.md §N` and `docs/ARCHITECTURE.md §N`
// (docs/README.md), and only sections those documents have.

const root = join(__dirname, '..');

/** Every tracked text file but npm's lock file and this one, whose patterns would cite themselves. */
function trackedTexts(): { file: string; text: string }[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  return files
    .filter((file) => file !== '' && file !== 'package-lock.json' && file !== 'scripts/citations.test.ts')
    .flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(join(root, file), 'utf8');
      } catch {
        return []; // deleted in the working tree, not yet in a commit
      }
      return text.includes('\0') ? [] : [{ file, text }];
    });
}

const texts = trackedTexts();

/** `file:line: the line` for each match of a global pattern, so a failure says where to look. */
function linesMatching(pattern: RegExp): string[] {
  return texts.flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, index) => {
      pattern.lastIndex = 0;
      return pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [];
    }),
  );
}

/** The section numbers a document has: `## 4. …` is §4, `### 4.2 …` is §4.2. */
function sectionsOf(document: string): Set<string> {
  const text = readFileSync(join(root, 'docs', document), 'utf8');
  return new Set([...text.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)].map((match) => match[1]!));
}

const sections = { PRODUCT: sectionsOf('PRODUCT.md'), ARCHITECTURE: sectionsOf('ARCHITECTURE.md') };

describe('citations of the product rules', () => {
  it('reads the tracked files and both documents', () => {
    expect(texts.length).toBeGreaterThan(500);
    expect([...sections.PRODUCT]).toEqual(Array.from({ length: 24 }, (_, index) => String(index + 1)));
    expect([...sections.ARCHITECTURE]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });

  it('cite no document outside the repository', () => {
    expect(linesMatching(/\.\.\/shared\/[\w.-]+\.md/g)).toEqual([]);
    expect(linesMatching(/\b(?:spec|DESIGN)\.md\b/g)).toEqual([]);
    expect(linesMatching(/(?<!docs\/)\bSTYLE\.md\b/g)).toEqual([]);
  });

  it('cite sections in one form, docs/PRODUCT.md §N and docs/ARCHITECTURE.md §N', () => {
    expect(linesMatching(/\b[Ss]pec §|\bDESIGN(?:\.md)? §/g)).toEqual([]);
    expect(linesMatching(/(?<!docs\/)\b(?:PRODUCT|ARCHITECTURE)(?:\.md)? §/g)).toEqual([]);
  });

  it('cite only sections the documents have', () => {
    // `docs/PRODUCT.md §7, §8`, `§4 and §7` and `§3/§4` are lists of sections.
    const citation =
      /\bdocs\/(PRODUCT|ARCHITECTURE)\.md((?:(?:,\s*|\s+and\s+|\s*\/\s*|\s+)§\d+(?:\.\d+)*)+)/g;
    const missing = texts.flatMap(({ file, text }) =>
      [...text.matchAll(citation)].flatMap((match) => {
        const document = match[1] as keyof typeof sections;
        return [...match[2]!.matchAll(/§(\d+(?:\.\d+)*)/g)]
          .filter(([, section]) => !sections[document].has(section!))
          .map(([cited]) => `${file}: docs/${document}.md ${cited}`);
      }),
    );
    expect(missing).toEqual([]);
  });

  it('quote only habits docs/STYLE.md names', () => {
    const style = readFileSync(join(root, 'docs', 'STYLE.md'), 'utf8').toLowerCase();
    const unknown = texts.flatMap(({ file, text }) =>
      [...text.matchAll(/\bdocs\/STYLE\.md "([^"]+)"/g)]
        .filter(([, habit]) => !style.includes(habit!.toLowerCase()))
        .map(([quoted]) => `${file}: ${quoted}`),
    );
    expect(unknown).toEqual([]);
  });
});
