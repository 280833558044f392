import { ROLLOUT_EVENTS } from "./events.ts";

/** The types of every event this plugin appends (declared with their schemas in events.ts). */
export type RolloutEventType = (typeof ROLLOUT_EVENTS)[number]["type"];

export const SOURCE = "/berth/rollouts";
