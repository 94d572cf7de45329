// The function search of the portal: what a citizen types against the names of
// the catalogue's functions. A query is split into words on white space and
// every word must match, in one of these ways (best first, which is how the
// results are ranked):
// - the name contains the word (失业 → 失业保险金申领);
// - the name contains the word with a short or common form replaced by what the
//   catalogue writes (社保卡 → 社会保障卡申领, 失业金 → 失业保险金申领: vocabulary.ts);
// - a word of letters is the pinyin initials of consecutive characters of the
//   name (ylbx → 养老保险待遇测算), or of a short form (sbk → 社保卡 → 社会保障卡);
// - the item code contains it (SBK0101);
// - where asked, the description contains it or its full form.
// Case and white space do not count.
import { CHARACTERS_BY_INITIAL } from './generated/pinyin-initials';
import { HANDLED_ELSEWHERE, SEARCH_SYNONYMS } from './vocabulary';

/** What the search reads of a function (channel FunctionItem). */
export interface SearchableFunction {
  funcName: string;
  funcCode: string;
  description?: string;
}

export interface SearchOptions {
  /** Also look in the description (the business catalogue does; the header search keeps to names). */
  inDescription?: boolean;
}

/** How a word matched, best first; a function ranks by its worst-matching word. */
export const MATCH_RANK = { name: 0, fullForm: 1, initials: 2, code: 3, description: 4 } as const;
export type MatchRank = (typeof MATCH_RANK)[keyof typeof MATCH_RANK];

/** Pinyin initials are tried for words of at least this many letters (one letter would match almost everything). */
const MIN_INITIALS = 2;
const LETTERS = /^[a-z]+$/;

let initialsByCharacter: Map<string, string> | undefined;

/** The initials a character's readings start with (行 → "xh"); a character that is not in the table stands for itself. */
function initialsOf(character: string): string {
  if (!initialsByCharacter) {
    initialsByCharacter = new Map();
    for (const [initial, characters] of Object.entries(CHARACTERS_BY_INITIAL)) {
      for (const character of characters) initialsByCharacter.set(character, (initialsByCharacter.get(character) ?? '') + initial);
    }
  }
  return initialsByCharacter.get(character) ?? character;
}

/** Lower case, no white space: what a search compares. */
function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

/** The words of a query (separated by any white space, the ideographic space too); every one must match. */
export function searchWords(query: string): string[] {
  return query
    .split(/\s+/)
    .map(normalise)
    .filter((word) => word !== '');
}

/** True when the letters are the initials of consecutive characters of the text (sbk in 电子社保卡). */
export function initialsMatch(text: string, letters: string): boolean {
  const characters = [...normalise(text)];
  for (let start = 0; start + letters.length <= characters.length; start += 1) {
    if ([...letters].every((letter, offset) => initialsOf(characters[start + offset] ?? '').includes(letter))) return true;
  }
  return false;
}

/** The word with each short form it contains replaced by what the catalogue writes. */
function fullFormsOf(word: string): string[] {
  const forms = new Set<string>();
  for (const [short, fulls] of Object.entries(SEARCH_SYNONYMS)) {
    if (word.includes(short)) for (const full of fulls) forms.add(word.replaceAll(short, full));
  }
  return [...forms];
}

/** The short forms whose initials are exactly these letters (sbk → 社保卡), with their full forms. */
function shortFormsByInitials(letters: string): string[] {
  return Object.entries(SEARCH_SYNONYMS)
    .filter(([short]) => [...short].length === letters.length && initialsMatch(short, letters))
    .flatMap(([short, fulls]) => [short, ...fulls]);
}

interface CompiledWord {
  word: string;
  /** Other spellings of the word as the catalogue would write it. */
  alternatives: string[];
  byInitials: boolean;
}

function compileWord(word: string): CompiledWord {
  const byInitials = LETTERS.test(word) && word.length >= MIN_INITIALS;
  return { word, alternatives: [...fullFormsOf(word), ...(byInitials ? shortFormsByInitials(word) : [])], byInitials };
}

function wordRank(
  func: SearchableFunction,
  { word, alternatives, byInitials }: CompiledWord,
  options: SearchOptions,
): MatchRank | undefined {
  const name = normalise(func.funcName);
  if (name.includes(word)) return MATCH_RANK.name;
  if (alternatives.some((form) => name.includes(form))) return MATCH_RANK.fullForm;
  if (byInitials && initialsMatch(name, word)) return MATCH_RANK.initials;
  if (normalise(func.funcCode).includes(word)) return MATCH_RANK.code;
  const description = options.inDescription ? normalise(func.description ?? '') : '';
  if (description && [word, ...alternatives].some((form) => description.includes(form))) return MATCH_RANK.description;
  return undefined;
}

/**
 * The query as a test of one function: its rank when every word matches,
 * undefined otherwise (and for a query without words).
 */
export function functionMatcher(query: string, options: SearchOptions = {}): (func: SearchableFunction) => MatchRank | undefined {
  const words = searchWords(query).map(compileWord);
  return (func) => {
    if (words.length === 0) return undefined;
    let worst: MatchRank = MATCH_RANK.name;
    for (const word of words) {
      const rank = wordRank(func, word, options);
      if (rank === undefined) return undefined;
      worst = Math.max(worst, rank) as MatchRank;
    }
    return worst;
  };
}

/** The functions that match the query, best match first, in their own order within a rank. */
export function searchFunctions<Func extends SearchableFunction>(
  list: readonly Func[],
  query: string,
  options: SearchOptions = {},
): Func[] {
  const rankOf = functionMatcher(query, options);
  return list
    .map((func) => ({ func, rank: rankOf(func) }))
    .filter((found): found is { func: Func; rank: MatchRank } => found.rank !== undefined)
    .sort((a, b) => a.rank - b.rank)
    .map((found) => found.func);
}

/** What the query asks for that another office handles (公积金), for a search that found nothing. */
export function handledElsewhere(query: string): string[] {
  const text = normalise(query);
  return Object.entries(HANDLED_ELSEWHERE)
    .filter(([word]) => text.includes(word))
    .map(([, note]) => note);
}
