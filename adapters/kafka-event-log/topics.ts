import type { Admin, ITopicMetadata } from "kafkajs";
import type { Mode } from "../../core/auth/principal.ts";

/**
 * One topic per world, keyed by subject: every event about one subject (an agent passport is the
 * subject of deployment, anchor and payout events) lands in one partition, so Kafka keeps the
 * order per subject across event families, as the port promises. Consumers pick families by the
 * `ce_type` header.
 */
export interface TopicSettings {
  /** Live events: `berth.events`. */
  live: string;
  /** Test-world events, kept apart so they never reach live consumers: `test.berth.events`. */
  test: string;
  /** Partitions of a topic Berth creates. */
  partitions: number;
  /** Copies of each partition: acks=-1 waits for the in-sync ones, so this is what a publish survives. */
  replicationFactor: number;
}

export function topicFor(world: Mode, t: TopicSettings): string {
  return world === "live" ? t.live : t.test;
}

/**
 * The topics' `min.insync.replicas`: with acks=-1, a write needs that many copies or fails. One
 * less than the replicas (2 of 3), so one broker may be down and nothing acknowledged lives on one
 * disk only; 1 for a single copy.
 */
export function minInsyncReplicas(replicationFactor: number): number {
  return Math.max(1, replicationFactor - 1);
}

/** What is wrong with the existing topics' replication, in words; empty when nothing is. */
export function replicationProblems(topics: ITopicMetadata[], t: TopicSettings): string[] {
  const problems: string[] = [];
  for (const topic of topics) {
    const fewest = Math.min(...topic.partitions.map((p) => p.replicas.length));
    if (topic.partitions.length > 0 && fewest < t.replicationFactor) {
      problems.push(
        `topic ${topic.name} has ${fewest} replica(s) per partition where KAFKA_REPLICATION_FACTOR is ${t.replicationFactor}: ` +
          `add replicas (kafka-reassign-partitions) or lower KAFKA_REPLICATION_FACTOR`,
      );
    }
  }
  return problems;
}

interface CreateTopicFailure {
  topic?: string;
  type?: string;
  message: string;
}

/** Why createTopics failed, topic by topic (kafkajs gathers them in an aggregate error). */
function creationFailure(err: unknown): Error {
  const failures = (err as { errors?: CreateTopicFailure[] }).errors;
  if (!Array.isArray(failures)) return err as Error;
  return new Error(`could not create the event topics: ${failures.map((f) => `${f.topic ?? "?"}: ${f.type ?? ""} ${f.message}`.trim()).join("; ")}`);
}

/**
 * Creates the world topics when missing (partitions, replication factor, min.insync.replicas as
 * configured), and refuses topics that exist with fewer replicas than asked for: the relay and
 * every subscriber call it before their first use, so neither depends on the broker's automatic
 * topic creation (off on a well-run cluster, and with the broker's default replication when on).
 */
export async function ensureTopics(admin: Admin, t: TopicSettings): Promise<void> {
  const wanted = [t.live, t.test];
  const existing = new Set(await admin.listTopics());
  const missing = wanted.filter((topic) => !existing.has(topic));
  if (missing.length > 0) {
    try {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({
          topic,
          numPartitions: t.partitions,
          replicationFactor: t.replicationFactor,
          configEntries: [{ name: "min.insync.replicas", value: String(minInsyncReplicas(t.replicationFactor)) }],
        })),
      });
    } catch (err) {
      throw creationFailure(err);
    }
  }
  const { topics } = await admin.fetchTopicMetadata({ topics: wanted });
  const problems = replicationProblems(topics, t);
  if (problems.length > 0) throw new Error(problems.join("; "));
}
