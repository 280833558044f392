/**
 * Every event this plugin appends (CloudEvents, subject = the agent passport; templates: their
 * `analysis-template:<name>`), in the transaction of the change it describes.
 */
export const ROLLOUT_EVENT_TYPES = {
  "rollout.started": "A rollout began for a new blue (fast_tracked: a recent version, promoted without steps or analysis).",
  "rollout.step_started": "A canary step began (its index and the step).",
  "rollout.step_completed": "A canary step ended: done by itself, promoted, skipped, approved or resumed (by whom).",
  "rollout.routing_changed": "The agent's routing table changed: the routes and their weights.",
  "rollout.paused": "The rollout paused: a person, a pause step, an approval, or an analysis result that asks for one (the decision).",
  "rollout.resumed": "Someone resumed it.",
  "rollout.promoted": "The new version became primary (through the deployments' promote).",
  "rollout.aborted": "It stopped before promotion; traffic is back on the stable version (the decision says why).",
  "rollout.rolled_back": "After promotion, the previous primary was restored (the decision says why).",
  "rollout.completed": "It ended with the new version primary.",
  "rollout.retried": "An aborted rollout started over, or a paused analysis ran again.",
  "rollout.strategy_changed": "An agent's strategy was set or removed.",
  "analysis_run.started": "An analysis run began: its metrics.",
  "analysis_run.successful": "A run ended Successful.",
  "analysis_run.failed": "A run ended Failed: the deciding metric, the limit passed and the condition.",
  "analysis_run.inconclusive": "A run ended Inconclusive.",
  "analysis_run.error": "A run ended Error: a source kept failing, or its templates could not be used.",
  "analysis_template.changed": "A template was created, changed or deleted.",
} as const;

export type RolloutEventType = keyof typeof ROLLOUT_EVENT_TYPES;

export const SOURCE = "/berth/rollouts";
