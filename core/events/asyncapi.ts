import type { EventTypeInfo, EventTypes } from "./event-catalog.ts";

/**
 * The event catalog as an AsyncAPI 3.0 document, served at /asyncapi.json: what Berth sends, in
 * the two forms it sends it. Outbound webhooks (and `GET /v1/events`, and GraphQL subscriptions)
 * carry each event as structured CloudEvents JSON; Kafka (EVENT_LOG=kafka) in binary mode, the
 * data as the message value and every attribute a `ce_` header. Written from Berth's side (it
 * sends); checked by @asyncapi/parser in test/event-catalog.test.ts.
 */
export function asyncApiDocument(catalog: EventTypes, version: string): Record<string, unknown> {
  const types = catalog.list();
  const schemas: Record<string, unknown> = {};
  const messages: Record<string, unknown> = {};
  const webhookMessages: Record<string, unknown> = {};
  const kafkaMessages: Record<string, unknown> = {};
  for (const t of types) {
    schemas[dataId(t)] = t.data_schema;
    messages[t.type] = structuredMessage(t);
    messages[`${t.type}.kafka`] = kafkaMessage(t);
    webhookMessages[t.type] = { $ref: `#/components/messages/${t.type}` };
    kafkaMessages[t.type] = { $ref: `#/components/messages/${t.type}.kafka` };
  }
  return {
    asyncapi: "3.0.0",
    info: {
      title: "Berth events",
      version,
      description: DESCRIPTION,
      license: { name: "MIT" },
    },
    defaultContentType: "application/json",
    servers: {
      receiver: {
        host: "{receiver}",
        protocol: "https",
        description: "Your webhook receiver: Berth POSTs to the url of each endpoint you register (POST /v1/webhook-endpoints).",
        variables: { receiver: { description: "The host of the endpoint's url.", default: "ci.example.com" } },
      },
      kafka: {
        host: "{brokers}",
        protocol: "kafka",
        description: "The Kafka cluster Berth relays its outbox to when EVENT_LOG=kafka.",
        variables: { brokers: { description: "KAFKA_BROKERS.", default: "localhost:9092" } },
      },
    },
    channels: {
      webhooks: {
        address: null,
        title: "Outbound webhooks",
        description:
          "POST <endpoint url>, one event per request, signed with Standard Webhooks (webhook-id = the event id, webhook-timestamp, webhook-signature). An endpoint receives the events of its key's world whose type is in its event_types (exact or family.*) and whose subject is in its subjects. GET /v1/events and GraphQL subscriptions show the same CloudEvents.",
        servers: [{ $ref: "#/servers/receiver" }],
        messages: webhookMessages,
      },
      kafka: {
        address: "berth.events",
        title: "Kafka topic",
        description: "Every event of the live world (test-world events go to test.berth.events), keyed by subject, so one subject's events keep their order across families.",
        servers: [{ $ref: "#/servers/kafka" }],
        messages: kafkaMessages,
      },
    },
    operations: {
      sendWebhook: {
        action: "send",
        title: "Deliver an event to an endpoint",
        description: "At least once (dedupe on webhook-id), in order per subject, retried for about three days on anything but 2xx.",
        channel: { $ref: "#/channels/webhooks" },
        messages: types.map((t) => ({ $ref: `#/channels/webhooks/messages/${t.type}` })),
      },
      publishKafka: {
        action: "send",
        title: "Relay an event to Kafka",
        description: "acks=-1, idempotent producer; consumers filter by the ce_type header.",
        channel: { $ref: "#/channels/kafka" },
        messages: types.map((t) => ({ $ref: `#/channels/kafka/messages/${t.type}` })),
      },
    },
    components: { schemas, messages },
  };
}

const DESCRIPTION = `Every event type Berth emits, with the JSON Schema of its \`data\`: the same list as \`GET /v1/event-types\`. Each event is a CloudEvent 1.0 (\`specversion\`, \`id\`, \`source\`, \`type\`, \`subject\`, \`time\`, \`datacontenttype\`, \`data\`) with a \`world\` extension (\`live\` or \`test\`). Events are delivered at least once and in order per subject; consumers deduplicate by \`id\`.`;

function dataId(t: EventTypeInfo): string {
  return `${t.type}.data`;
}

function exampleEvent(t: EventTypeInfo): Record<string, unknown> {
  return {
    specversion: "1.0",
    id: "0199a3f0-1a2b-7c3d-8e4f-5a6b7c8d9e0f",
    source: `/berth/${t.plugin}`,
    type: t.type,
    subject: "agent-7",
    time: "2025-10-09T08:53:20.000Z",
    datacontenttype: "application/json",
    data: t.example,
    world: "live",
  };
}

function structuredMessage(t: EventTypeInfo): Record<string, unknown> {
  return {
    name: t.type,
    title: t.type,
    summary: t.description,
    contentType: "application/cloudevents+json",
    headers: {
      type: "object",
      properties: {
        "webhook-id": { type: "string", description: "The event id: the same on every retry and replay." },
        "webhook-timestamp": { type: "string", description: "The attempt's Unix seconds." },
        "webhook-signature": { type: "string", description: "v1,<base64 HMAC-SHA256 of {id}.{timestamp}.{body}>, one per signing secret, space-separated." },
      },
    },
    payload: {
      type: "object",
      required: ["specversion", "id", "source", "type", "subject", "time", "datacontenttype", "data", "world"],
      properties: {
        specversion: { const: "1.0" },
        id: { type: "string", format: "uuid", description: "Deduplicate by it." },
        source: { type: "string", description: "What produced it: /berth/<area>." },
        type: { const: t.type },
        subject: { type: "string", description: "What it is about (see the summary)." },
        time: { type: "string", format: "date-time" },
        datacontenttype: { const: "application/json" },
        data: { $ref: `#/components/schemas/${dataId(t)}` },
        world: { enum: ["live", "test"] },
      },
    },
    ...(t.example === null ? {} : { examples: [{ name: "example", payload: exampleEvent(t) }] }),
  };
}

function kafkaMessage(t: EventTypeInfo): Record<string, unknown> {
  const event = exampleEvent(t);
  return {
    name: `${t.type}.kafka`,
    title: `${t.type} (Kafka)`,
    summary: t.description,
    contentType: "application/json",
    headers: {
      type: "object",
      required: ["ce_specversion", "ce_id", "ce_source", "ce_type", "ce_subject", "ce_time", "ce_world"],
      properties: {
        ce_specversion: { const: "1.0" },
        ce_id: { type: "string", description: "The event id: deduplicate by it." },
        ce_source: { type: "string" },
        ce_type: { const: t.type },
        ce_subject: { type: "string" },
        ce_time: { type: "string", format: "date-time" },
        ce_world: { enum: ["live", "test"] },
        "content-type": { const: "application/json" },
      },
    },
    payload: { $ref: `#/components/schemas/${dataId(t)}` },
    bindings: { kafka: { key: { type: "string", description: "The event's subject." }, bindingVersion: "0.5.0" } },
    ...(t.example === null
      ? {}
      : {
          examples: [
            {
              name: "example",
              headers: { ce_specversion: "1.0", ce_id: event.id, ce_source: event.source, ce_type: t.type, ce_subject: event.subject, ce_time: event.time, ce_world: "live", "content-type": "application/json" },
              payload: t.example,
            },
          ],
        }),
  };
}
