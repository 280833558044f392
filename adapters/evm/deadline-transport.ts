import { TimeoutError, type Transport } from "viem";
import { redactUrls } from "../../core/util/redact-urls.ts";

/**
 * One deadline for each RPC request, retries included. viem's `timeout` applies to each attempt,
 * so a hung RPC with one retry took twice CHAIN_RPC_TIMEOUT_MS; here the whole request (first
 * try, pause, retry) answers within `ms`, failing with viem's TimeoutError (a 502
 * CHAIN_RPC_UNAVAILABLE to the caller). A retry still happens when the first attempt failed fast.
 */
export function withDeadline<T extends Transport>(transport: T, url: string, ms: number): T {
  const shownUrl = redactUrls(url);
  const wrapped = ((params: Parameters<T>[0]) => {
    const inner = transport(params);
    const request = (async (args: Parameters<typeof inner.request>[0], options?: Parameters<typeof inner.request>[1]) => {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new TimeoutError({ body: args as unknown as Record<string, unknown>, url: shownUrl })), ms);
      });
      try {
        return await Promise.race([inner.request(args, options), deadline]);
      } finally {
        clearTimeout(timer);
      }
    }) as typeof inner.request;
    return { ...inner, request };
  }) as unknown as T;
  return wrapped;
}
