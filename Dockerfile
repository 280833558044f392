# Berth in a container. Two stages: the first installs the dependencies with `npm ci` (build tools
# are there in case better-sqlite3 has no prebuilt binary for the platform), the second copies
# them with the source into a slim image that runs as the unprivileged `node` user.
#
# The embedded devnet's binary (@foundry-rs/anvil-linux-amd64) exists for linux/amd64 only:
# docker-compose.yml pins that platform (emulated on arm64 hosts). Built for another platform,
# the image runs with an external chain (CHAIN_LOCAL_RPC_URL, ...) or CHAINS=none.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# Runtime dependencies only; contracts are committed as compiled artifacts. Berth's own build (npm's
# `prepare`) needs the source, copied in the next stage: --ignore-scripts here, and the packages
# with install steps (better-sqlite3 compiles when it has no prebuilt binary) are built after.
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts && npm rebuild better-sqlite3 esbuild

FROM node:20-bookworm-slim
ENV HOST=0.0.0.0 \
    PORT=3001 \
    BERTH_DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The compiled build `npm start` runs (bin/build.js), and the devnet template new data folders start from.
RUN node bin/build.js --devnet && mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3001
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3001) + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself, not npm, so SIGTERM reaches Berth and it shuts down cleanly: `npm start`'s command.
CMD ["node", "--conditions=berth-build", "bin/start.js"]
