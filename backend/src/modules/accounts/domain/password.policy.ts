import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * The one password rule of the product (issue 24, OWASP ASVS 5.0 level 2 / NIST SP 800-63B): at
 * least 12 characters and not easy to guess, with no composition rules. "Easy to guess" is
 * zxcvbn's estimate with its common-password and common-word dictionaries plus the account's own
 * e-mail: a score below 3 (guessable in under about 10^8 tries) is refused, with zxcvbn's reason.
 * Applied wherever someone chooses a password (sign-up, reset, change, the CLI's user:create);
 * an older, shorter password keeps signing in (see docs/decisions.md).
 */
export const PASSWORD_MIN_LENGTH = 12;
/** Long enough for any passphrase, short enough that hashing it cannot be abused. */
export const PASSWORD_MAX_LENGTH = 256;
/** zxcvbn scores 0 (guessable) to 4; this one and above are accepted. */
export const PASSWORD_MIN_SCORE = 3;

export const PASSWORD_TOO_COMMON = 'This password is too common or too easy to guess.';

// zxcvbn gives translation keys; these are @zxcvbn-ts/language-en's sentences (not installed: a few lines are enough).
const WARNINGS: Record<string, string> = {
  straightRow: 'Straight rows of keys on your keyboard are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated character patterns like "abcabcabc" are easy to guess.',
  sequences: 'Common character sequences like "abc" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is a heavily used password.',
  topHundred: 'This is a frequently used password.',
  common: 'This is a commonly used password.',
  similarToCommon: 'This is similar to a commonly used password.',
  wordByItself: 'Single words are easy to guess.',
  namesByThemselves: 'Single names or surnames are easy to guess.',
  commonNames: 'Common names and surnames are easy to guess.',
  userInputs: 'It should not contain your e-mail address or other details of your account.',
  pwned: 'Your password was exposed by a data breach on the Internet.',
};

const SUGGESTIONS: Record<string, string> = {
  l33t: 'Avoid predictable letter substitutions like "@" for "a".',
  reverseWords: 'Avoid reversed spellings of common words.',
  allUppercase: 'Capitalise some, but not all letters.',
  capitalization: 'Capitalise more than the first letter.',
  dates: 'Avoid dates and years that are associated with you.',
  recentYears: 'Avoid recent years.',
  associatedYears: 'Avoid years that are associated with you.',
  sequences: 'Avoid common character sequences.',
  repeated: 'Avoid repeated words and characters.',
  longerKeyboardPattern: 'Use longer keyboard patterns and change typing direction multiple times.',
  anotherWord: 'Add more words that are less common.',
  useWords: 'Use multiple words, but avoid common phrases.',
  noNeed: 'You can create strong passwords without using symbols, numbers, or uppercase letters.',
  pwned: 'If you use this password elsewhere, you should change it.',
};

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: ranking the dictionaries takes a moment and memory the CLI rarely needs. */
function strengthOf(password: string, userInputs: string[]): ZxcvbnResult {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password, userInputs);
}

/** The parts of an e-mail a guesser would try first: the whole address and its local part. */
function accountWords(email: string | undefined): string[] {
  if (!email) return [];
  const address = email.trim().toLowerCase();
  return [address, address.split('@')[0], ...address.split('@')[0].split(/[._+-]+/)].filter((word) => word.length >= 3);
}

/** The reasons a password is refused; empty when it is acceptable. `email` is the account's, if known. */
export function validatePassword(password: string, context: { email?: string } = {}): string[] {
  const length = [...password].length;
  if (length > 0 && password.trim() === '') return ['Password cannot be only spaces.'];
  if (length < PASSWORD_MIN_LENGTH) return [`Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`];
  if (length > PASSWORD_MAX_LENGTH) return [`Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`];
  const { score, feedback } = strengthOf(password, accountWords(context.email));
  if (score >= PASSWORD_MIN_SCORE) return [];
  const why = feedback.warning ? WARNINGS[feedback.warning] : undefined;
  const suggestion = feedback.suggestions.map((key) => SUGGESTIONS[key]).find(Boolean);
  return [PASSWORD_TOO_COMMON, why, suggestion ?? SUGGESTIONS.useWords].filter((text): text is string => Boolean(text));
}
