import { Conflict, InvalidRequest, NotFound, type FieldProblem } from "berth/plugin";

/** The rollouts' own answers. */
export const rolloutErrors = {
  invalid: (problems: FieldProblem[]) =>
    new InvalidRequest("VALIDATION_FAILED", `invalid request: ${problems.map((p) => `${p.field} ${p.problem}`).join("; ")}`, problems),
  addressNotAllowed: (field: string, problem: string) =>
    new InvalidRequest("ROLLOUT_ADDRESS_NOT_ALLOWED", `${field}: ${problem}; private, loopback, link-local and metadata addresses need ROLLOUTS_ALLOWED_HOSTS`, [{ field, problem }]),
  strategyNotFound: (passport: string) => new NotFound("ROLLOUT_STRATEGY_NOT_FOUND", `agent ${passport} has no rollout strategy in this world`, { passport_id: passport }),
  templateNotFound: (name: string) => new NotFound("ANALYSIS_TEMPLATE_NOT_FOUND", `no analysis template named ${name} in this world`, { name }),
  rolloutNotFound: (id: string) => new NotFound("ROLLOUT_NOT_FOUND", `no rollout ${id} in this world`, { rollout_id: id }),
  runNotFound: (id: string) => new NotFound("ANALYSIS_RUN_NOT_FOUND", `no analysis run ${id} in this world`, { run_id: id }),
  noBlue: (passport: string) => new Conflict("ROLLOUT_BLUE_MISSING", `agent ${passport} has no live blue deployment to roll out; create one first`, { passport_id: passport }),
  notBlue: (deploymentId: string, slot: string) => new Conflict("ROLLOUT_BLUE_MISSING", `deployment ${deploymentId} is ${slot}, not the agent's live blue`, { deployment_id: deploymentId, slot }),
  alreadyActive: (passport: string, rolloutId: string) =>
    new Conflict("ROLLOUT_ALREADY_ACTIVE", `agent ${passport} has an active rollout (${rolloutId}): abort it or let it end first`, { passport_id: passport, rollout_id: rolloutId }),
  ended: (id: string, status: string) => new Conflict("ROLLOUT_ENDED", `rollout ${id} has ended (${status}); only retry applies to an aborted one`, { rollout_id: id, status }),
  notApplicable: (id: string, control: string, why: string, standing: Record<string, unknown>) =>
    new Conflict("ROLLOUT_CONTROL_NOT_APPLICABLE", `${control} does not apply to rollout ${id} now: ${why}`, { rollout_id: id, control, ...standing }),
  contended: (id: string) => new Conflict("ROLLOUT_CONTENDED", `rollout ${id} kept changing under this request; retry it`, { rollout_id: id }),
};
