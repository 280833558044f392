import { env, type ConfigVar } from "berth/plugin";

function envName(provider: string): string {
  return provider.toUpperCase().replace(/-/g, "_");
}

/**
 * A provider plugin's two variables: WEBHOOK_SECRET_<PROVIDER> (deliveries verified with them
 * change live deployments) and WEBHOOK_TEST_SECRET_<PROVIDER> (test deployments). Each a
 * comma-separated list, so a new secret can be added before the old one is dropped.
 */
export function webhookSecretsConfig(provider: string): Record<string, ConfigVar<string[]>> {
  const name = envName(provider);
  return {
    [`WEBHOOK_SECRET_${name}`]: env.list({ description: `Secrets of ${provider} webhook deliveries for the live world (comma-separated, for rotation).`, secret: true }),
    [`WEBHOOK_TEST_SECRET_${name}`]: env.list({ description: `Secrets of ${provider} webhook deliveries for the test world.`, secret: true }),
  };
}

/** The secrets a provider plugin's config holds, per world. */
export function webhookSecrets(config: Record<string, unknown>, provider: string): { live: string[]; test: string[] } {
  const name = envName(provider);
  return { live: (config[`WEBHOOK_SECRET_${name}`] as string[] | undefined) ?? [], test: (config[`WEBHOOK_TEST_SECRET_${name}`] as string[] | undefined) ?? [] };
}
