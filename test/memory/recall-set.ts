/**
 * A small labelled set for recall quality: 40 memories an assistant agent might hold, and 24
 * paraphrased questions, each labelled with the one memory that answers it. Paraphrases share
 * some words with their memory (as real questions do) but are reworded, reordered and padded.
 */
export interface LabelledMemory {
  key: string;
  path: string;
  body: Record<string, unknown>;
}

const sem = (key: string, fact: string): LabelledMemory => ({ key, path: "semantic", body: { fact, confidence: 0.8 } });
const epi = (key: string, content: string): LabelledMemory => ({ key, path: "episodic", body: { content } });
const proc = (key: string, rule: string, trigger: string): LabelledMemory => ({ key, path: "procedural", body: { rule, trigger } });
const ent = (key: string, entity_name: string, entity_type: string, content: string): LabelledMemory => ({ key, path: "entity", body: { entity_name, entity_type, content } });
const tmp = (key: string, content: string): LabelledMemory => ({ key, path: "temporal", body: { content, valid_from: 1_700_000_000_000 } });
const trust = (key: string, content: string, score: number): LabelledMemory => ({ key, path: "trust-weighted", body: { content, source_agent_passport_id: "oracle-9", trust_score: score } });

export const MEMORIES: LabelledMemory[] = [
  sem("coffee", "The user prefers dark roast coffee with oat milk"),
  sem("allergy", "The user is allergic to peanuts and shellfish"),
  sem("timezone", "The user lives in Lisbon and works in the WET timezone"),
  sem("language", "The user is learning Spanish and takes lessons on Tuesdays"),
  sem("car", "The user drives an electric Volvo XC40"),
  sem("pet", "The user has a golden retriever named Biscuit"),
  sem("music", "The user listens to jazz piano while working"),
  sem("budget", "The monthly marketing budget is 12000 euros"),
  sem("stack", "The backend is written in Rust and deployed on Kubernetes"),
  sem("db", "Production data lives in a PostgreSQL 15 cluster with two replicas"),
  epi("outage", "The payment service went down for forty minutes after the database failover"),
  epi("flight", "The user booked a flight to Tokyo departing on the twelfth of March"),
  epi("complaint", "A customer complained that invoice 4471 was charged twice"),
  epi("meeting", "The weekly design review was moved from Monday to Thursday afternoon"),
  epi("deploy", "Version 2.3 of the mobile app was released to the App Store yesterday"),
  epi("refund", "Bob approved a refund of 80 euros for the cancelled subscription"),
  epi("hire", "The team hired a new data scientist named Priya"),
  epi("birthday", "The user celebrated their daughter's birthday at the aquarium"),
  proc("rotate", "Rotate the API signing keys and notify the security channel", "every ninety days"),
  proc("escalate", "Escalate to the on-call engineer by phone", "when error rates exceed five percent"),
  proc("backup", "Take a database snapshot before running any migration", "before schema changes"),
  proc("greeting", "Greet the user in Portuguese", "at the start of every conversation"),
  proc("expense", "Ask for a receipt and a cost center", "when someone submits an expense over 500 euros"),
  proc("release", "Run the full end-to-end test suite and wait for two approvals", "before every production release"),
  ent("acme", "Acme Logistics", "organization", "Acme Logistics ships our hardware orders from Rotterdam"),
  ent("dana", "Dana Whitfield", "person", "Dana Whitfield is the user's accountant and files taxes in April"),
  ent("gpu", "gpu-node-7", "compute node", "gpu-node-7 is an A100 machine in the Frankfurt region"),
  ent("vendor", "Northwind Cloud", "vendor", "Northwind Cloud hosts the staging environment"),
  tmp("office", "The Berlin office is closed for renovation until the end of June"),
  tmp("promo", "The spring promotion gives new customers thirty percent off"),
  tmp("freeze", "A code freeze applies during the last week of December"),
  tmp("lease", "The apartment lease runs until August next year"),
  trust("eth", "Oracle-9 reported that ETH gas fees spike on Friday evenings", 0.7),
  trust("weather", "A weather agent said heavy rain is expected in Lisbon this weekend", 0.5),
  trust("rumor", "An unverified agent claimed the exchange will delist the token", 0.2),
  sem("gym", "The user goes to the gym at six in the morning on weekdays"),
  sem("diet", "The user follows a vegetarian diet"),
  epi("laptop", "The user's laptop battery was replaced under warranty"),
  epi("trip", "The team offsite in Porto was rated excellent by everyone"),
  sem("password", "The shared vault uses Bitwarden with hardware keys"),
];

export const QUERIES: [string, string][] = [
  ["what kind of coffee does the user like to drink", "coffee"],
  ["which foods is the user allergic to", "allergy"],
  ["what timezone does the user work in", "timezone"],
  ["when are the user's Spanish lessons", "language"],
  ["what car does the user drive", "car"],
  ["what is the name of the user's dog", "pet"],
  ["how big is the marketing budget each month", "budget"],
  ["which database cluster holds production data", "db"],
  ["why did the payment service go down", "outage"],
  ["when is the user's flight to Tokyo", "flight"],
  ["which invoice was charged twice", "complaint"],
  ["when is the design review meeting now", "meeting"],
  ["how often should the signing keys be rotated", "rotate"],
  ["what to do when error rates are high", "escalate"],
  ["what must happen before a database migration", "backup"],
  ["what language should I greet the user in", "greeting"],
  ["rules for expenses above 500 euros", "expense"],
  ["who ships our hardware orders", "acme"],
  ["who is the user's accountant", "dana"],
  ["where is gpu-node-7 located", "gpu"],
  ["is the Berlin office open", "office"],
  ["when do gas fees spike on Ethereum", "eth"],
  ["what diet does the user follow", "diet"],
  ["who was hired as data scientist", "hire"],
];
