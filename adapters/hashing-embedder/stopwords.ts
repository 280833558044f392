/**
 * English function words that say little about what a memory is about. Dropping them keeps short
 * queries ("what does the user like to drink") from matching every text on "the", "does", "to".
 * Negations (no, not, never) and quantities stay: they change meaning.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a an the and or but if then else so of to in on at by for from with without into onto over under " +
    "about as than too very just also only this that these those there here it its is are was were be " +
    "been being am do does did doing done have has had having will would shall should can could may might must " +
    "i me my mine we us our ours you your yours he him his she her hers they them their theirs " +
    "what which who whom whose when where why how " +
    "some any each every all both either neither such own same other another"
  ).split(" "),
);
