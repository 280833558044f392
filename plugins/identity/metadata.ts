import { stringToHex, type Hex } from "viem";

export interface RegistrationFields {
  name?: string;
  description?: string;
  endpoints?: string[];
  capabilities?: string[];
  wallets?: string[];
}

/** An ERC-8004 metadata entry as the registry's `register(string, MetadataEntry[])` takes it. */
export interface MetadataEntry {
  metadataKey: string;
  metadataValue: Hex;
}

/**
 * The optional request fields become on-chain metadata entries under their own names: strings
 * as UTF-8 bytes, lists as the UTF-8 bytes of their JSON. Absent and empty fields are left out.
 * (The reserved `agentWallet` key is never written here: the registry sets it to the owner.)
 */
export function toMetadataEntries(fields: RegistrationFields): MetadataEntry[] {
  const entries: MetadataEntry[] = [];
  if (fields.name) entries.push({ metadataKey: "name", metadataValue: stringToHex(fields.name) });
  if (fields.description) entries.push({ metadataKey: "description", metadataValue: stringToHex(fields.description) });
  for (const key of ["endpoints", "capabilities", "wallets"] as const) {
    const list = fields[key];
    if (list && list.length > 0) entries.push({ metadataKey: key, metadataValue: stringToHex(JSON.stringify(list)) });
  }
  return entries;
}
