import { LEXICON_FIELDS, type LexiconData } from "./lexicon-data.ts";

/**
 * The derived file: "BWNLEX01", a u32 header length, a JSON header naming the sources it was built
 * from and each array's type and length, then the arrays, each starting on an 8-byte boundary so
 * that loading is one read and a typed-array view per field (no parsing, no copying).
 */
const MAGIC = "BWNLEX01";

type ArrayType = "Uint8Array" | "Uint32Array" | "Int32Array" | "Float32Array";
const CONSTRUCTORS = { Uint8Array, Uint32Array, Int32Array, Float32Array } as const;

interface Header {
  /** What the file was derived from (see load-lexicon.ts); a file whose source differs is rebuilt. */
  source: string;
  fields: { name: string; type: ArrayType; length: number }[];
}

const align = (n: number) => Math.ceil(n / 8) * 8;

export function encodeLexicon(data: LexiconData, source: string): Buffer {
  const header: Header = {
    source,
    fields: LEXICON_FIELDS.map((name) => ({ name, type: data[name].constructor.name as ArrayType, length: data[name].length })),
  };
  const json = Buffer.from(JSON.stringify(header), "utf8");
  let size = align(MAGIC.length + 4 + json.length);
  for (const name of LEXICON_FIELDS) size += align(data[name].byteLength);
  const out = Buffer.alloc(size);
  out.write(MAGIC, 0, "latin1");
  out.writeUInt32LE(json.length, MAGIC.length);
  json.copy(out, MAGIC.length + 4);
  let at = align(MAGIC.length + 4 + json.length);
  for (const name of LEXICON_FIELDS) {
    const array = data[name];
    out.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), at);
    at += align(array.byteLength);
  }
  return out;
}

/** The source recorded in a derived file, or undefined when the bytes are not one. */
export function lexiconSource(bytes: Uint8Array): string | undefined {
  return readHeader(bytes)?.header.source;
}

function readHeader(bytes: Uint8Array): { header: Header; body: number } | undefined {
  if (bytes.length < MAGIC.length + 4 || Buffer.from(bytes.subarray(0, MAGIC.length)).toString("latin1") !== MAGIC) return undefined;
  const length = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).readUInt32LE(MAGIC.length);
  try {
    const header = JSON.parse(Buffer.from(bytes.subarray(MAGIC.length + 4, MAGIC.length + 4 + length)).toString("utf8")) as Header;
    return { header, body: align(MAGIC.length + 4 + length) };
  } catch {
    return undefined;
  }
}

/** Views on `bytes` (which must start on an 8-byte boundary); undefined when it is not a complete lexicon file. */
export function decodeLexicon(bytes: Uint8Array): { data: LexiconData; source: string } | undefined {
  const read = readHeader(bytes);
  if (!read || bytes.byteOffset % 8 !== 0) return undefined;
  const { header } = read;
  const names = header.fields.map((f) => f.name);
  if (names.join() !== LEXICON_FIELDS.join()) return undefined;
  const data: Record<string, unknown> = {};
  let at = read.body;
  for (const field of header.fields) {
    const Type = CONSTRUCTORS[field.type];
    const byteLength = field.length * Type.BYTES_PER_ELEMENT;
    if (!Type || at + byteLength > bytes.length) return undefined;
    data[field.name] = new Type(bytes.buffer as ArrayBuffer, bytes.byteOffset + at, field.length);
    at += align(byteLength);
  }
  return { data: data as unknown as LexiconData, source: header.source };
}
