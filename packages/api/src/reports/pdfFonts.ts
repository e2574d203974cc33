// The fonts of our PDF documents. pdfkit's built-in Helvetica only has Latin-1, so a donor named
// "Nguyễn Thị Ánh", "김민준" or "王秀英" printed as garbage. We write with Noto Sans (Latin,
// Vietnamese, Greek, Cyrillic) and fall back to Noto Sans SC and KR for Chinese and Korean: pdfkit
// cannot fall back by itself, so each string is split into runs by which font file holds each
// character. The files are Fontsource's (npm @fontsource/noto-sans*), each a slice of the font by
// Unicode range, listed in the package's unicode.json; pdfkit embeds only the glyphs a document
// uses. They are read from node_modules, like pdfkit's own font metrics, so dist/ holds none.
// WOFF, not WOFF2: fontkit's subsetter breaks on WOFF2 composite glyphs (accented letters).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiPackageRoot } from '../packageRoot';

export type FontWeight = 'regular' | 'bold';

interface FontSlice {
  /** The name the slice is registered under in a document. */
  name: string;
  file: string;
  ranges: [low: number, high: number][];
}

const WEIGHTS: Record<FontWeight, number> = { regular: 400, bold: 700 };

// Noto Sans first, so Latin text (amounts, labels) stays in one font. Han characters are written
// in the Simplified Chinese design; Hangul only exists in the Korean one.
const FAMILIES = ['noto-sans', 'noto-sans-sc', 'noto-sans-kr'] as const;
type Family = (typeof FAMILIES)[number];
const HANGUL = /[\u1100-\u11FF\u3130-\u318F\uA960-\uA97F\uAC00-\uD7FF]/u;
const HANGUL_ORDER: Family[] = ['noto-sans', 'noto-sans-kr', 'noto-sans-sc'];

const requireFromApi = createRequire(path.join(apiPackageRoot, 'package.json'));

function parseRanges(unicodeRange: string): [number, number][] {
  return unicodeRange.split(',').map((part) => {
    const [low = '0', high] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(low, 16), parseInt(high ?? low, 16)];
  });
}

const slicesCache = new Map<string, FontSlice[]>();

/** A family's slices at one weight, from its unicode.json ({ "latin": "U+0000-00FF,…", "[12]": … }). */
function slicesOf(family: Family, weight: FontWeight): FontSlice[] {
  const key = `${family}-${weight}`;
  const cached = slicesCache.get(key);
  if (cached) return cached;
  const packageDir = path.dirname(requireFromApi.resolve(`@fontsource/${family}/package.json`));
  const ranges = JSON.parse(readFileSync(path.join(packageDir, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  const slices = Object.entries(ranges).map(([subset, unicodeRange]) => {
    const fileSubset = subset.replace(/^\[(\d+)\]$/, '$1');
    return {
      name: `${family}-${fileSubset}-${WEIGHTS[weight]}`,
      file: path.join(packageDir, 'files', `${family}-${fileSubset}-${WEIGHTS[weight]}-normal.woff`),
      ranges: parseRanges(unicodeRange),
    };
  });
  slicesCache.set(key, slices);
  return slices;
}

const covers = (slice: FontSlice, codePoint: number) =>
  slice.ranges.some(([low, high]) => codePoint >= low && codePoint <= high);

/** The slice that writes this character; Noto Sans's Latin slice when no font has it. */
function sliceFor(character: string, weight: FontWeight): FontSlice {
  const codePoint = character.codePointAt(0) ?? 0;
  const families = HANGUL.test(character) ? HANGUL_ORDER : FAMILIES;
  for (const family of families) {
    const slice = slicesOf(family, weight).find((candidate) => covers(candidate, codePoint));
    if (slice) return slice;
  }
  return latinSlice(weight);
}

function latinSlice(weight: FontWeight): FontSlice {
  const slice = slicesOf('noto-sans', weight).find((candidate) =>
    candidate.name.startsWith('noto-sans-latin-'),
  );
  if (!slice) throw new Error('@fontsource/noto-sans has no latin slice');
  return slice;
}

export interface FontRun {
  slice: FontSlice;
  text: string;
}

/** The text as runs of characters written by the same font slice (a character the current slice has stays in its run). */
export function fontRuns(text: string, weight: FontWeight): FontRun[] {
  const runs: FontRun[] = [];
  for (const character of text.normalize('NFC')) {
    const current = runs.at(-1);
    if (current && covers(current.slice, character.codePointAt(0) ?? 0)) {
      current.text += character;
    } else {
      runs.push({ slice: sliceFor(character, weight), text: character });
    }
  }
  return runs.length > 0 ? runs : [{ slice: latinSlice(weight), text: '' }];
}

const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/** Selects the slice in the document, registering it the first time the document uses it. */
export function useSlice(doc: PDFKit.PDFDocument, slice: FontSlice): void {
  let names = registered.get(doc);
  if (!names) registered.set(doc, (names = new Set()));
  if (!names.has(slice.name)) {
    doc.registerFont(slice.name, slice.file);
    names.add(slice.name);
  }
  doc.font(slice.name);
}

/**
 * `doc.text` in our fonts: one `text` call per run, chained with `continued` so the runs flow as
 * one string. `at` places the first run; the others follow it.
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  weight: FontWeight,
  options: PDFKit.Mixins.TextOptions & { at?: { x: number; y: number } } = {},
): PDFKit.PDFDocument {
  const { at, ...textOptions } = options;
  const runs = fontRuns(text, weight);
  runs.forEach((run, index) => {
    useSlice(doc, run.slice);
    const last = index === runs.length - 1;
    const runOptions = { ...textOptions, continued: last ? (textOptions.continued ?? false) : true };
    if (index === 0 && at) doc.text(run.text, at.x, at.y, runOptions);
    else doc.text(run.text, runOptions);
  });
  return doc;
}

/** The width `text` takes in our fonts at the document's font size, run by run. */
export function textWidth(doc: PDFKit.PDFDocument, text: string, weight: FontWeight): number {
  return fontRuns(text, weight).reduce((width, run) => {
    useSlice(doc, run.slice);
    return width + doc.widthOfString(run.text);
  }, 0);
}

/**
 * `text` as it fits on one line of `width` at the document's font size: whole, or cut and ended with
 * an ellipsis. Measured run by run, so a Chinese or Korean name (whose characters are twice as wide
 * as Latin ones) is cut where it reaches the edge rather than after a count of characters.
 */
export function fitText(doc: PDFKit.PDFDocument, text: string, weight: FontWeight, width: number): string {
  if (textWidth(doc, text, weight) <= width) return text;
  const characters = [...text.normalize('NFC')];
  const cut = (length: number) => `${characters.slice(0, length).join('').trimEnd()}…`;
  // The longest start that fits with its ellipsis: a binary search, as widths only grow with length.
  let low = 0;
  let high = characters.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (textWidth(doc, cut(middle), weight) <= width) low = middle;
    else high = middle - 1;
  }
  return cut(low);
}
