/**
 * Words that say little about which memory is meant, at a fraction of a content word's weight and
 * without WordNet senses. Not stopwords: they still count a little ("the user's laptop" is not
 * "the team's laptop").
 * - "user": an assistant's memories are nearly all about its user, so the word works as a pronoun
 *   does ("she prefers"), and pronouns are stopwords. At full weight it made every question about
 *   the user look like every memory about the user.
 * - The scaffolding of questions: "what kind of", "what is the name of", "tell me", "recently".
 */
export const LIGHT_WEIGHT = 0.3;

export const LIGHT_WORDS: ReadonlySet<string> = new Set(
  (
    "user users kind kinds sort type name named called thing things something anything everything stuff " +
    "tell know remember happen happens happened recently usually currently now ever still please exactly really " +
    "much many get gets got"
  ).split(" "),
);

/**
 * Function words the stopword list keeps (they matter to spelling-based matching: "until Friday")
 * but whose WordNet senses are noise: "during" has none and was misread as a typo of "daring",
 * "until" of "untie". They get no senses; their surface features stay.
 */
export const NO_SENSE_WORDS: ReadonlySet<string> = new Set(
  (
    "until till during while since before after through throughout across against between among amongst within " +
    "upon via per unless although though whether because despite towards toward onto beside besides beyond " +
    "around near next away again ago yet already also"
  ).split(" "),
);
