import { Conflict, Forbidden, InvalidRequest, NotFound, Unprocessable } from "berth/plugin";

/** The webhook endpoints' own answers. */
export const endpointErrors = {
  notFound: (id: string) => new NotFound("WEBHOOK_ENDPOINT_NOT_FOUND", `no webhook endpoint ${id} in this world`, { endpoint_id: id }),
  urlInvalid: (problem: string) => new InvalidRequest("WEBHOOK_ENDPOINT_URL_INVALID", `the endpoint url ${problem}`, [{ field: "url", problem }]),
  notHttps: () =>
    new InvalidRequest("WEBHOOK_ENDPOINT_URL_NOT_HTTPS", "live endpoints must use https (http is allowed for test keys, and for live ones with WEBHOOK_ENDPOINTS_ALLOW_HTTP=true)", [
      { field: "url", problem: "must be an https URL" },
    ]),
  addressNotAllowed: (problem: string) =>
    new InvalidRequest("WEBHOOK_ENDPOINT_ADDRESS_NOT_ALLOWED", `the endpoint's host is refused: ${problem}; private, loopback, link-local and metadata addresses need WEBHOOK_ENDPOINTS_ALLOWED_HOSTS`, [
      { field: "url", problem },
    ]),
  hostUnresolved: (problem: string) => new InvalidRequest("WEBHOOK_ENDPOINT_HOST_UNRESOLVED", `the endpoint's host could not be checked: ${problem}`, [{ field: "url", problem }]),
  subjectsRequired: () =>
    new Forbidden("PASSPORT_NOT_ALLOWED", "this key acts for no passport, so it may subscribe to none: give an agent key passports, or use an admin key", { subjects: [] }),
  everySubject: () => new Forbidden("ADMIN_REQUIRED", "an endpoint for every subject (no subjects) is for admin keys only; an agent key's endpoints name the passports it acts for"),
  tooMany: (max: number) => new Conflict("WEBHOOK_ENDPOINT_LIMIT", `this world has ${max} webhook endpoints already, the most there may be; delete one first`, { max }),
  disabled: (id: string) => new Conflict("WEBHOOK_ENDPOINT_DISABLED", `webhook endpoint ${id} is disabled: enable it (PATCH disabled: false) first`, { endpoint_id: id }),
  contended: () => new Conflict("WEBHOOK_ENDPOINT_CONTENDED", "webhook endpoints kept changing under the request (only on a store without serialised transactions); retry it"),
  eventNotFound: (id: string) => new NotFound("WEBHOOK_EVENT_NOT_FOUND", `no event ${id} in this world's log`, { event_id: id }),
  eventNotSubscribed: (eventId: string, type: string, subject: string) =>
    new Unprocessable("WEBHOOK_EVENT_NOT_SUBSCRIBED", `event ${eventId} (${type} about ${subject}) is not one this endpoint subscribes to`, { event_id: eventId, type, subject }),
  unknownTypes: (unknown: string[], known: string[]) =>
    new InvalidRequest(
      "WEBHOOK_EVENT_TYPE_UNKNOWN",
      `event_types names ${unknown.map((t) => JSON.stringify(t)).join(", ")}, which no event type matches; known types: ${known.join(", ")} (or a family: deployment.*)`,
      [...unknown.map((t) => ({ field: "event_types", problem: `${t} matches no event type (GET /v1/event-types lists them)` }))],
    ),
  replayTarget: () =>
    new InvalidRequest("VALIDATION_FAILED", "replay takes either since or event_id", [{ field: "since", problem: "give since (Unix ms) or event_id, not both and not neither" }]),
};
