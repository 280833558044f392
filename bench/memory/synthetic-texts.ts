/**
 * Deterministic, memory-like sentences for benchmarks: subjects, actions, objects and details
 * drawn from fixed vocabularies by a seeded PRNG, so runs are repeatable and texts share words
 * the way an agent's memories do (many mention "the user", a few topics recur).
 */

const SUBJECTS = ["the user", "the agent", "Alice", "Bob", "the customer", "the compute node", "the trading bot", "the support team", "the oracle", "Carol"];
const VERBS = ["prefers", "reported", "scheduled", "paid for", "cancelled", "deployed", "verified", "requested", "rejected", "learned about", "asked about", "approved", "migrated", "monitored", "rotated"];
const OBJECTS = ["dark roast coffee", "the escrow release", "a GPU inference job", "the staging cluster", "weekly design meetings", "the quarterly report", "the signing keys", "a refund for invoice", "the webhook signature", "the Solana payout", "the Tokyo flight", "Spanish lessons", "the database backup", "the rate limit", "the mobile dashboard", "the subscription plan", "a violin recital", "the Lisbon apartment", "the reputation score", "the marketing campaign"];
const DETAILS = ["every Monday morning", "after the outage", "because pricing increased", "before the deadline", "with two approvals", "in the eu-west region", "at 9pm", "for 120 euros", "within one hour", "using HMAC SHA256", "on the Frankfurt node", "during the migration", "after 50 completed jobs", "with a trust score of 0.8", "for the third time this week", "while traveling", "as a high priority", "without any errors", "despite the warnings", "next spring"];

/** mulberry32: a tiny seeded PRNG; Math.random cannot be seeded. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

/** The i-th synthetic memory text of a seeded sequence; an id number keeps texts distinct. */
export function syntheticTexts(count: number, seed = 1): string[] {
  const random = prng(seed);
  const texts: string[] = [];
  for (let i = 0; i < count; i++) {
    const parts = [pick(random, SUBJECTS), pick(random, VERBS), pick(random, OBJECTS), pick(random, DETAILS)];
    if (random() < 0.5) parts.push("and", pick(random, VERBS), pick(random, OBJECTS));
    texts.push(`${parts.join(" ")} (ref ${Math.floor(random() * 100_000)}).`);
  }
  return texts;
}
