import { checkTextSecret, checkTimestamp, hmacSha256, sameMac, webhookErrors, type SignatureScheme } from "berth/plugins/webhooks";

/**
 * Phala Cloud's webhook signature: `X-Webhook-Signature: sha256=<hex>`, an HMAC-SHA256 over
 * `"{X-Webhook-Timestamp}.{raw body}"` keyed with the webhook's `whsec_` secret as given (its UTF-8
 * bytes, prefix included), the timestamp in Unix seconds and at most 5 minutes from now.
 * `X-Webhook-Id` repeats the body's `id` (reused by retries) but no signature covers it: the
 * delivery id is read from the signed body (the normaliser), so a captured delivery replayed with a
 * new header is still a redelivery, and an empty header makes no two deliveries one. Only a body
 * without an `id` falls back to the header.
 */
export const phalaHmac: SignatureScheme = {
  name: "phala-hmac-sha256",
  verify(request, secrets, now) {
    const header = request.headers["x-webhook-signature"];
    if (!header) throw webhookErrors.signatureMissing("the X-Webhook-Signature header is required");
    const timestamp = request.headers["x-webhook-timestamp"];
    const sentAt = checkTimestamp(timestamp, now, "the X-Webhook-Timestamp header is required");
    const m = /^sha256=([0-9a-fA-F]{64})$/.exec(header.trim());
    if (!m) throw webhookErrors.signatureInvalid();
    const given = Buffer.from(m[1]!, "hex");
    for (const secret of secrets) {
      if (sameMac(given, hmacSha256(Buffer.from(secret, "utf8"), `${timestamp!.trim()}.`, request.body))) {
        return { deliveryId: null, sentAt };
      }
    }
    throw webhookErrors.signatureInvalid();
  },
  checkSecret: checkTextSecret,
  sign(body, secret, now, deliveryId) {
    const timestamp = String(Math.floor(now / 1000));
    const signature = hmacSha256(Buffer.from(secret, "utf8"), `${timestamp}.`, body).toString("hex");
    let event = "cvm.updated";
    try {
      event = String((JSON.parse(body.toString("utf8")) as { event?: unknown }).event ?? event);
    } catch {
      // a body that is not JSON still gets signed: the receiver will say what is wrong with it
    }
    return { headers: { "x-webhook-id": deliveryId, "x-webhook-event": event, "x-webhook-timestamp": timestamp, "x-webhook-signature": `sha256=${signature}` }, query: {} };
  },
};
