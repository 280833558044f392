/**
 * What the algorithms score from: plain values already cut at `as_of` (nothing later is here),
 * so every algorithm is a pure function of these inputs and its parameters.
 */

/** One ERC-8004 feedback, as NewFeedback announced it, and whether a FeedbackRevoked followed by as_of. */
export interface FeedbackSignal {
  chain: string;
  agentId: string;
  /** Checksummed client address. */
  client: string;
  index: number;
  /** value / 10^valueDecimals. */
  value: number;
  tag1: string;
  tag2: string;
  revoked: boolean;
  block: number;
  logIndex: number;
}

/** One validation request and its latest response by as_of (null: not answered yet). */
export interface ValidationSignal {
  chain: string;
  agentId: string;
  requestHash: string;
  validator: string;
  response: number | null;
  tag: string;
}

export type ReceiptKind = "escrow" | "payout" | "deployment";

/** Something Berth can prove the agent did; its id is checkable with GET /v2/reputation/receipts/{id}. */
export interface Receipt {
  id: string;
  kind: ReceiptKind;
  /** Escrow: the token amount in base units; payout: lamports; deployment: ms running and healthy as primary. */
  amount: string;
  /** What `amount` counts: `token:<chain>:<address>`, `lamports`, `ms`. */
  unit: string;
  at: number;
}

/** A client's stake with the agent: escrow it deposited for the agent's wallets and did not take back by as_of. */
export interface Stake {
  client: string;
  /** Token base units, summed over the client's escrows (a decimal string). */
  amount: string;
}

export interface ScoreInputs {
  /** The chains the agent was looked up on (its identities' chains), sorted. */
  chains: string[];
  feedback: FeedbackSignal[];
  validations: ValidationSignal[];
  receipts: Receipt[];
  stakes: Stake[];
}

/** Ratings as 0-100 numbers: how each counted tag reads its value. */
export const DEFAULT_TAGS = ["", "starred", "quality", "uptime", "successRate", "reachable"] as const;

/**
 * A feedback's rating on 0-100: its value clamped to the range, except `reachable`, which ERC-8004
 * uses as a yes/no (1 or 0): any positive value is 100.
 */
export function ratingOf(f: Pick<FeedbackSignal, "value" | "tag1">): number {
  if (f.tag1 === "reachable") return f.value > 0 ? 100 : 0;
  if (!Number.isFinite(f.value)) return f.value > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, f.value));
}

/** The feedback that counts: not revoked, with a tag1 on the list. Sorted, so sums run in one order. */
export function countedFeedback(inputs: ScoreInputs, tags: ReadonlySet<string>): FeedbackSignal[] {
  return inputs.feedback.filter((f) => !f.revoked && tags.has(f.tag1)).sort(byFeedbackOrder);
}

export function byFeedbackOrder(a: FeedbackSignal, b: FeedbackSignal): number {
  return cmp(a.chain, b.chain) || cmp(a.agentId, b.agentId) || cmp(a.client, b.client) || a.index - b.index;
}

export function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Scores and components are given to 4 decimals: no float noise in answers or cache keys. */
export function round4(x: number): number {
  return Math.round(x * 1e4) / 1e4;
}
