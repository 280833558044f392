/**
 * A labelled set for the near-duplicate rule (plugins/memory/near-duplicates.ts): pairs of memory
 * texts an agent might store, each marked `same` (one fact in other words: case, punctuation,
 * word order, filler, a synonym) or `distinct` (a different fact, often differing in one word: a
 * value, a number, a name, a negation, the subject). Written for this rule; the distinct pairs are
 * the hard ones on purpose: a rule that folds any of them loses a fact.
 */
export interface LabelledPair {
  a: string;
  b: string;
  same: boolean;
}

const same = (a: string, b: string): LabelledPair => ({ a, b, same: true });
const distinct = (a: string, b: string): LabelledPair => ({ a, b, same: false });

export const NEAR_DUPLICATE_PAIRS: LabelledPair[] = [
  // The same fact, reworded.
  same("The user prefers dark roast coffee.", "The user prefers dark-roast coffee"),
  same("The user's timezone is Europe/Paris", "User timezone is Europe/Paris"),
  same("The staging deployment failed after the migration", "After the migration, the staging deployment failed"),
  same("Alice is allergic to peanuts", "Alice is allergic to peanuts!!"),
  same("The invoice was paid by bank transfer", "the invoice was paid by bank transfer."),
  same("Bob works at Acme Robotics as a senior engineer", "Bob works at Acme Robotics as senior engineer"),
  same("The customer asked for a refund of the annual plan", "The customer asked for a refund for the annual plan"),
  same("The user likes hiking in the mountains on weekends", "On weekends the user likes hiking in the mountains"),
  same("The database backup runs every night", "The database backup runs every single night"),
  same("Carol prefers email over phone calls", "Carol prefers email to phone calls"),
  same("The Tokyo flight leaves at 9pm", "The flight to Tokyo leaves at 9pm"),
  same("The project deadline is the end of March", "The project's deadline is the end of March"),
  same("The user speaks Portuguese and Spanish", "The user speaks Spanish and Portuguese"),
  same("Payments to the oracle are made in USDC", "Payments to the oracle are made in USDC."),
  same("The support team answers within one hour", "Support team answers within one hour"),
  same("The user is vegetarian", "The user is a vegetarian"),
  same("Deployments are frozen during the holidays", "During the holidays deployments are frozen"),
  same("The compute node in Frankfurt is degraded", "The Frankfurt compute node is degraded"),
  same("The user wants weekly summaries by email", "The user wants weekly email summaries"),
  same("Dave manages the mobile team", "Dave manages the mobile team now"),
  // Different facts that read almost alike.
  distinct("The user's timezone is Europe/Paris", "The user's timezone is Europe/Berlin"),
  distinct("The user lives in Lisbon", "The user lives in Porto"),
  distinct("The meeting is at 9am on Monday", "The meeting is at 10am on Monday"),
  distinct("The invoice total is 120 euros", "The invoice total is 210 euros"),
  distinct("The user likes coffee", "The user does not like coffee"),
  distinct("The deployment succeeded", "The deployment did not succeed"),
  distinct("Alice is allergic to peanuts", "Bob is allergic to peanuts"),
  distinct("Alice is allergic to peanuts", "Alice is allergic to shellfish"),
  distinct("The user prefers tea", "The user prefers coffee"),
  distinct("Bob works at Acme Robotics", "Bob worked at Acme Robotics"),
  distinct("The flight leaves at 9pm", "The flight lands at 9pm"),
  distinct("The payout goes to the compute provider", "The payout goes to the model provider"),
  distinct("The API rate limit is 100 requests per minute", "The API rate limit is 1000 requests per minute"),
  distinct("Carol manages the web team", "Carol manages the mobile team"),
  distinct("The server is in eu-west-1", "The server is in eu-west-2"),
  distinct("The user has two children", "The user has three children"),
  distinct("The trial ends on March 3", "The trial ends on March 30"),
  distinct("The user never drinks alcohol", "The user drinks alcohol"),
  distinct("The backup runs every night", "The backup runs every week"),
  distinct("Dave is the CEO of Acme", "Dave is the CTO of Acme"),
  distinct("The user's password was reset yesterday", "The user's password was reset today"),
  distinct("The escrow was released to the beneficiary", "The escrow was refunded to the depositor"),
  distinct("Order 4471 shipped", "Order 4417 shipped"),
  distinct("The user is vegetarian", "The user is vegan"),
  distinct("Eve approved the pull request", "Eve rejected the pull request"),
];
