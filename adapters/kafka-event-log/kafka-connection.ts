/** What kafkajs's producers, consumers and admin clients share. */
interface Connectable {
  connect(): Promise<void>;
  disconnect(): Promise<void>;
}

/**
 * A kafkajs client and its connect(): `ready` once connected; `release()` lets it go without
 * waiting out a connect in progress (to a broker that accepts and never answers, that takes the
 * whole connection timeout, and would hold shutdown that long): such a client is disconnected as
 * soon as its connect ends.
 */
export class KafkaConnection<C extends Connectable> {
  readonly ready: Promise<C>;
  private connected = false;
  private released = false;

  constructor(readonly client: C) {
    this.ready = client.connect().then(() => {
      this.connected = true;
      if (this.released) {
        void client.disconnect().catch(() => undefined);
        throw new Error("the Kafka client was released while it connected");
      }
      return client;
    });
    // Whoever awaits `ready` sees a failure; nobody has to.
    this.ready.catch(() => undefined);
  }

  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    const disconnected = this.client.disconnect().catch(() => undefined);
    if (this.connected) await disconnected;
  }
}
