/**
 * The delivery thread's code (see delivery-thread.ts): a Sender of its own, its answers sent back
 * in batches, one message per turn of this thread's event loop. "ready" once loaded.
 */
import { parentPort, workerData } from "node:worker_threads";
import { AddressPolicy } from "berth/plugin/net";
import type { PostReply, PostRequest, ThreadData } from "./delivery-thread.ts";
import { Sender } from "./send-delivery.ts";

const data = workerData as ThreadData;
const sender = new Sender({ policy: new AddressPolicy(data.policy), timeoutMs: data.timeoutMs });
const port = parentPort!;
let replies: PostReply[] = [];

function reply(answer: PostReply): void {
  if (replies.length === 0) setImmediate(flush);
  replies.push(answer);
}

function flush(): void {
  const batch = replies;
  replies = [];
  port.postMessage(batch);
}

port.on("message", (message: PostRequest[] | "close") => {
  if (message === "close") {
    sender.close();
    port.close();
    return;
  }
  for (const r of message) {
    void sender.post(r.url, Buffer.from(r.body.buffer, r.body.byteOffset, r.body.byteLength), r.headers).then((result) => reply({ id: r.id, result }));
  }
});
port.postMessage("ready");
