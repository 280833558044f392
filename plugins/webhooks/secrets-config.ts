import { env, type ConfigVar } from "berth/plugin";
import type { SignatureScheme } from "./provider-point.ts";

function envName(provider: string): string {
  return provider.toUpperCase().replace(/-/g, "_");
}

/** A list variable whose items the scheme checks (a secret anyone could sign with refuses the start). */
function secretList(description: string, scheme: SignatureScheme | undefined): ConfigVar<string[]> {
  const list = env.list({ description, secret: true });
  const check = scheme?.checkSecret;
  if (!check) return list;
  return {
    ...list,
    parse: (raw) => {
      const result = list.parse(raw);
      if (!result.ok) return result;
      const problems = result.value.map((secret, i) => [i, check(secret)] as const).filter(([, problem]) => problem !== null);
      if (problems.length === 0) return result;
      return { ok: false, problem: problems.map(([i, problem]) => `item ${i + 1}: ${problem}`).join("; ") };
    },
  };
}

/**
 * A provider plugin's two variables: WEBHOOK_SECRET_<PROVIDER> (deliveries verified with them
 * change live deployments) and WEBHOOK_TEST_SECRET_<PROVIDER> (test deployments). Each a
 * comma-separated list, so a new secret can be added before the old one is dropped. With the
 * provider's scheme, each secret is checked at start (`SignatureScheme.checkSecret`).
 */
export function webhookSecretsConfig(provider: string, scheme?: SignatureScheme): Record<string, ConfigVar<string[]>> {
  const name = envName(provider);
  return {
    [`WEBHOOK_SECRET_${name}`]: secretList(`Secrets of ${provider} webhook deliveries for the live world (comma-separated, for rotation).`, scheme),
    [`WEBHOOK_TEST_SECRET_${name}`]: secretList(`Secrets of ${provider} webhook deliveries for the test world.`, scheme),
  };
}

/** The secrets a provider plugin's config holds, per world. */
export function webhookSecrets(config: Record<string, unknown>, provider: string): { live: string[]; test: string[] } {
  const name = envName(provider);
  return { live: (config[`WEBHOOK_SECRET_${name}`] as string[] | undefined) ?? [], test: (config[`WEBHOOK_TEST_SECRET_${name}`] as string[] | undefined) ?? [] };
}
