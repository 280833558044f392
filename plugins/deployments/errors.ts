import { Conflict, Forbidden, NotFound } from "berth/plugin";
import type { DeploymentView } from "./deployment-record.ts";
import type { ActualState, Slot } from "./state-machine.ts";

/** Where the deployment stands, for an error's details. */
function standing(d: DeploymentView) {
  return { deployment_id: d.deployment_id, slot: d.slot, actual_state: d.actual_state, health: d.health };
}

export const deploymentErrors = {
  notFound: (id: string) => new NotFound("DEPLOYMENT_NOT_FOUND", `deployment ${id} not found in this world`, { deployment_id: id }),
  agentHasNone: (passport: string) => new NotFound("AGENT_HAS_NO_DEPLOYMENTS", `agent ${passport} has no deployments in this world`, { passport_id: passport }),
  slotTaken: (passport: string, slot: Slot, holder: string | null) =>
    new Conflict("DEPLOYMENT_SLOT_TAKEN", `agent ${passport} already has a live ${slot} deployment${slot === "primary" ? "; create a blue and promote it" : ""}`, {
      passport_id: passport,
      slot,
      deployment_id: holder,
    }),
  providerIdTaken: (provider: string, providerDeploymentId: string) =>
    new Conflict("DEPLOYMENT_PROVIDER_ID_TAKEN", `another deployment already has ${provider} id ${providerDeploymentId}`, { provider, provider_deployment_id: providerDeploymentId }),
  providerIdAdminOnly: () =>
    new Forbidden(
      "ADMIN_REQUIRED",
      "only an admin key may give a deployment its provider_deployment_id: the provider's webhooks for that id then change this deployment, and Berth cannot tell who owns an id at the provider",
      { field: "provider_deployment_id" },
    ),
  terminated: (d: DeploymentView) =>
    new Conflict("DEPLOYMENT_TERMINATED", `deployment ${d.deployment_id} is terminated: it takes no more reports (roll back to it, or create a new deployment)`, standing(d)),
  providerIdMismatch: (d: DeploymentView, given: string) =>
    new Conflict("DEPLOYMENT_PROVIDER_ID_MISMATCH", `deployment ${d.deployment_id} has ${d.provider} id ${d.provider_deployment_id}, not ${given}`, {
      deployment_id: d.deployment_id,
      provider_deployment_id: d.provider_deployment_id,
      given,
    }),
  invalidTransition: (d: DeploymentView, to: ActualState) =>
    new Conflict("DEPLOYMENT_TRANSITION_INVALID", `a deployment cannot go from ${d.actual_state} to ${to}`, { ...standing(d), from: d.actual_state, to }),
  blueMissing: (passport: string, primary: DeploymentView | null) =>
    new Conflict("BLUE_DEPLOYMENT_MISSING", `agent ${passport} has no blue deployment to promote; create one first`, {
      passport_id: passport,
      primary: primary ? standing(primary) : null,
    }),
  blueNotRunning: (blue: DeploymentView) =>
    new Conflict("BLUE_NOT_RUNNING", `the blue deployment is ${blue.actual_state}, not running: promote it once the provider reports it running`, standing(blue)),
  blueNotHealthy: (blue: DeploymentView) =>
    new Conflict("BLUE_NOT_HEALTHY", `the blue deployment is running but ${blue.health}: promote it once it is healthy`, standing(blue)),
  noRollbackTarget: (passport: string, primary: DeploymentView | null) =>
    new Conflict("ROLLBACK_TARGET_MISSING", `agent ${passport} has no earlier primary deployment to roll back to`, {
      passport_id: passport,
      primary: primary ? standing(primary) : null,
    }),
};
