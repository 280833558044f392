import type { IHeaders, KafkaMessage, Message } from "kafkajs";
import type { BerthEvent } from "../../core/ports/event-log.ts";

/**
 * CloudEvents' Kafka protocol binding, binary mode: the data is the message value, every
 * attribute a `ce_` header, datacontenttype the `content-type` header. The key is the subject, so
 * one subject's events (of every family: the world's one topic holds them all) share a partition
 * and keep their order.
 */
export function toKafkaMessage(event: BerthEvent): Message {
  return {
    key: event.subject,
    value: JSON.stringify(event.data ?? null),
    headers: {
      ce_specversion: event.specversion,
      ce_id: event.id,
      ce_source: event.source,
      ce_type: event.type,
      ce_subject: event.subject,
      ce_time: event.time,
      ce_world: event.world,
      "content-type": event.datacontenttype,
    },
  };
}

function header(headers: IHeaders | undefined, name: string): string | undefined {
  const value = headers?.[name];
  const one = Array.isArray(value) ? value[0] : value;
  return one === undefined ? undefined : Buffer.isBuffer(one) ? one.toString("utf8") : String(one);
}

/** The event a message carries, or null when it is not a Berth CloudEvent (another producer's). */
export function fromKafkaMessage(message: KafkaMessage): BerthEvent | null {
  const h = message.headers;
  const id = header(h, "ce_id");
  const type = header(h, "ce_type");
  const world = header(h, "ce_world");
  if (header(h, "ce_specversion") !== "1.0" || !id || !type || (world !== "live" && world !== "test")) return null;
  let data: unknown = null;
  try {
    data = message.value ? JSON.parse(message.value.toString("utf8")) : null;
  } catch {
    return null;
  }
  return {
    specversion: "1.0",
    id,
    source: header(h, "ce_source") ?? "",
    type,
    subject: header(h, "ce_subject") ?? message.key?.toString("utf8") ?? "",
    time: header(h, "ce_time") ?? new Date(Number(message.timestamp)).toISOString(),
    datacontenttype: "application/json",
    data,
    world,
  };
}
