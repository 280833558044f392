export interface ReputationAlgorithm {
  id: string;
  name: string;
  version: string;
  description: string;
}

/** The scoring algorithms Berth offers, for clients to discover before computing scores. */
const REPUTATION_ALGORITHMS: readonly ReputationAlgorithm[] = Object.freeze([
  {
    id: "receipt-volume-v1",
    name: "Receipt Volume",
    version: "1.0.0",
    description: "Scores an agent by the number and value of verified receipts it has produced.",
  },
  {
    id: "cross-chain-weighted-v1",
    name: "Cross-Chain Weighted",
    version: "1.0.0",
    description: "Combines an agent's reputation signals from every chain it is registered on, weighted by each chain's activity.",
  },
  {
    id: "stake-weighted-v1",
    name: "Stake Weighted",
    version: "1.0.0",
    description: "Weights each feedback signal by the stake of the agent or client that gave it.",
  },
]);

export class ReputationService {
  algorithms(): ReputationAlgorithm[] {
    return [...REPUTATION_ALGORITHMS];
  }
}
