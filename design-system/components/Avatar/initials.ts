/** The Arabic definite article, skipped so "سعد القحطاني" gives س and ق rather than س and ا. */
const ARABIC_ARTICLE = /^ال(?=\S{2,})/;
const ZERO_WIDTH_NON_JOINER = '\u200c';
const arabicScript = /[\u0600-\u06FF\u0750-\u077F]/;

/**
 * One or two initials of a name, in the name's own script: first letter of the first word
 * and of the last. Arabic-script initials are kept apart with a zero-width non-joiner so
 * they do not join into a word.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '';
  const first = initialOf(words[0]!);
  const last = words.length > 1 ? initialOf(words[words.length - 1]!) : '';
  const letters = [first, last].filter(Boolean);
  return arabicScript.test(letters.join('')) ? letters.join(ZERO_WIDTH_NON_JOINER) : letters.join('').toLocaleUpperCase();
}

function initialOf(word: string): string {
  const bare = word.replace(ARABIC_ARTICLE, '');
  // First letter as a whole grapheme (surrogate pairs, combining marks).
  const match = bare.match(/\p{L}\p{M}*/u);
  return match ? match[0] : '';
}

/** A stable pick from `count` colours for a name, so one person always gets the same one. */
export function colourIndexOf(name: string, count: number): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return count > 0 ? hash % count : 0;
}
