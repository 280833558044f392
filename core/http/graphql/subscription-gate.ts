import type { GraphQLFieldResolver, GraphQLSchema } from "graphql";
import { BerthError } from "../../errors/berth-error.ts";
import { callerOf, type GraphQLContext, type SubscriptionConnection } from "../../schema/context.ts";
import type { SharedGauge } from "../shared-gauge.ts";
import type { FanOutPacer } from "./fan-out-pacer.ts";

/** Past one of the caps on open subscriptions; `details.limit` says which. */
export const SUBSCRIPTION_LIMIT_REACHED = "SUBSCRIPTION_LIMIT_REACHED";

export interface SubscriptionCaps {
  /** Open subscriptions on one WebSocket connection. */
  perConnection: number;
  /** Open subscriptions of one API key, across every instance sharing the store (`perKeyGauge`). */
  perKey: number;
  /** Open subscriptions in this process, every key together. */
  perProcess: number;
}

function limitReached(limit: "connection" | "key" | "process", max: number): BerthError {
  const where = limit === "connection" ? "on one connection" : limit === "key" ? "for one API key" : "in this server process";
  return new BerthError("rate_limited", SUBSCRIPTION_LIMIT_REACHED, `at most ${max} subscriptions may be open ${where}; end one before starting another`, { limit, max });
}

/** One admitted subscription: released exactly once, however it ends. */
class Ticket {
  private released = false;
  constructor(
    private readonly gate: SubscriptionGate,
    private readonly key: string,
    private readonly connection: SubscriptionConnection | undefined,
  ) {}

  release(): void {
    if (this.released) return;
    this.released = true;
    this.gate.released(this.key, this.connection);
  }
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === "object" && value !== null && typeof (value as AsyncIterable<unknown>)[Symbol.asyncIterator] === "function";
}

/**
 * The caps on open GraphQL subscriptions, for every transport at once (WebSocket on either
 * engine, server-sent events on yoga): it wraps each Subscription field of the schema, so a
 * subscription is counted when its source stream starts and uncounted when that stream ends, for
 * whatever reason (the client completed it, its connection closed, its key was revoked). A
 * subscription past a cap is refused with SUBSCRIPTION_LIMIT_REACHED, the GraphQL way: a result
 * with that error instead of a stream. Every delivery also takes its turn at the fan-out pacer.
 */
export class SubscriptionGate {
  private openHere = 0;
  /**
   * One refusal per cap, made once: a flood is refused thousands of times a second, and making an
   * error captures a stack trace, which was most of what a refusal cost.
   */
  private readonly refusals: Record<"connection" | "key" | "process", BerthError>;

  constructor(
    private readonly caps: SubscriptionCaps,
    private readonly perKeyGauge: SharedGauge,
    private readonly pacer: FanOutPacer,
  ) {
    this.refusals = {
      connection: limitReached("connection", caps.perConnection),
      key: limitReached("key", caps.perKey),
      process: limitReached("process", caps.perProcess),
    };
  }

  /** Subscriptions open in this process. */
  get open(): number {
    return this.openHere;
  }

  /** Wraps every Subscription field's `subscribe` of the schema (done once, before it serves). */
  guard(schema: GraphQLSchema): void {
    const fields = schema.getSubscriptionType()?.getFields() ?? {};
    for (const field of Object.values(fields)) {
      const subscribe = field.subscribe;
      if (!subscribe) continue;
      field.subscribe = this.guarded(subscribe as GraphQLFieldResolver<unknown, GraphQLContext>);
    }
  }

  private guarded(subscribe: GraphQLFieldResolver<unknown, GraphQLContext>): GraphQLFieldResolver<unknown, GraphQLContext> {
    return async (source, args, ctx, info) => {
      const ticket = await this.admit(ctx);
      let stream: unknown;
      try {
        stream = await subscribe(source, args, ctx, info);
      } catch (err) {
        ticket.release();
        throw err;
      }
      if (!isAsyncIterable(stream)) {
        ticket.release();
        return stream;
      }
      return this.tracked(stream, ticket);
    };
  }

  /**
   * The refusal a subscription would get now, from what this process knows without waiting (the
   * key's count as last read): lets a transport refuse a flood before it costs an execution. The
   * subscription itself is still admitted (or refused) when its stream starts.
   */
  refusalFor(key: string, connection: SubscriptionConnection | undefined): BerthError | undefined {
    if (connection && connection.subscriptions >= this.caps.perConnection) return this.refusals.connection;
    if (this.openHere >= this.caps.perProcess) return this.refusals.process;
    if (!this.perKeyGauge.wouldAllow(key)) return this.refusals.key;
    return undefined;
  }

  private async admit(ctx: GraphQLContext): Promise<Ticket> {
    const key = callerOf(ctx).keyId;
    const connection = ctx.connection;
    // Cheap refusals first, so a flood on one connection never reaches the store.
    if (connection && connection.subscriptions >= this.caps.perConnection) throw this.refusals.connection;
    const reading = this.perKeyGauge.prepare(key);
    if (reading) await reading;
    // Checked again after the wait: others may have been admitted meanwhile.
    if (connection && connection.subscriptions >= this.caps.perConnection) throw this.refusals.connection;
    if (this.openHere >= this.caps.perProcess) throw this.refusals.process;
    if (!this.perKeyGauge.tryAcquire(key)) throw this.refusals.key;
    if (connection) connection.subscriptions++;
    this.openHere++;
    return new Ticket(this, key, connection);
  }

  /** Called once per admitted subscription as it ends. */
  released(key: string, connection: SubscriptionConnection | undefined): void {
    if (connection) connection.subscriptions--;
    this.openHere--;
    this.perKeyGauge.release(key);
  }

  /** The source stream, counted until it ends, each event delivered on its turn. */
  private tracked(stream: AsyncIterable<unknown>, ticket: Ticket): AsyncIterableIterator<unknown> {
    const source = stream[Symbol.asyncIterator]();
    const pacer = this.pacer;
    return {
      [Symbol.asyncIterator]() {
        return this;
      },
      async next() {
        let step: IteratorResult<unknown>;
        try {
          step = await source.next();
        } catch (err) {
          ticket.release();
          throw err;
        }
        if (step.done) {
          ticket.release();
          return step;
        }
        await pacer.turn();
        return step;
      },
      async return(value?: unknown) {
        ticket.release();
        await source.return?.(value);
        return { done: true, value: undefined };
      },
      async throw(err?: unknown) {
        ticket.release();
        await source.return?.();
        throw err;
      },
    };
  }
}
