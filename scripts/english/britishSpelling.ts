/**
 * British spellings our English must not use: Halo Give's churches and their donors are American, so
 * what they read says "honor", "color", "check", "authorize". Each entry is a pattern over one word
 * (matched case-insensitively, whole words) and the American word a writer should use instead.
 */
const britishSpellings: readonly { british: RegExp; american: string }[] = [
  { british: /\w*colour\w*/, american: 'color' },
  { british: /\w*honour\w*/, american: 'honor' },
  { british: /\w*favour\w*/, american: 'favor' },
  { british: /\w*behaviour\w*/, american: 'behavior' },
  { british: /\w*neighbour\w*/, american: 'neighbor' },
  { british: /\w*labour\w*/, american: 'labor' },
  { british: /\w*endeavour\w*/, american: 'endeavor' },
  { british: /cheques?/, american: 'check' },
  {
    british:
      /\w*(?:authoris|recognis|organis|realis|apologis|summaris|customis|personalis|prioritis|finalis|minimis|maximis|initialis|utilis|categoris|memoris|standardis|synchronis|optimis|emphasis|itemis|capitalis|familiaris|specialis|criticis|centralis)(?:e|es|ed|ing|ation|ations|er|ers)\w*/,
    american: '-ize, -ization',
  },
  { british: /analys(?:e|ed|ing)/, american: 'analyze' },
  { british: /\w*centre\w*/, american: 'center' },
  { british: /licence\w*/, american: 'license' },
  { british: /cancell(?:ed|ing)/, american: 'canceled, canceling' },
  { british: /\w*(?:travell|labell|modell|signall|counsell)(?:ed|ing|er)\w*/, american: 'one l' },
  { british: /enrol|enrolment|fulfil|fulfilment|instalments?/, american: 'enroll, fulfill, installment' },
  { british: /catalogues?/, american: 'catalog' },
  { british: /programmes?/, american: 'program' },
  { british: /greys?/, american: 'gray' },
  { british: /whilst|amongst|learnt|spelt/, american: 'while, among, learned, spelled' },
  { british: /enquir(?:y|ies|e|ed)/, american: 'inquiry' },
  { british: /postcodes?/, american: 'ZIP code' },
  { british: /defence|offence/, american: 'defense, offense' },
  { british: /judgement/, american: 'judgment' },
  { british: /acknowledgement/, american: 'acknowledgment' },
];

const wholeWords = britishSpellings.map(({ british, american }) => ({
  british: new RegExp(`^(?:${british.source})$`, 'i'),
  american,
}));

export interface BritishSpelling {
  /** The word as the text writes it. */
  word: string;
  /** What to write instead. */
  american: string;
}

/** The British spellings in an English text, in the order they appear. */
export function britishSpellingsIn(text: string): BritishSpelling[] {
  const words = text.match(/[\p{L}']+/gu) ?? [];
  return words.flatMap((word) => {
    const found = wholeWords.find(({ british }) => british.test(word));
    return found ? [{ word, american: found.american }] : [];
  });
}
