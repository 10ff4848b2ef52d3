# JetSweat's container image: the compiled API server and the built web app, on Node.js 26 (the
# active LTS; 24, in maintenance, also works: --build-arg NODE_VERSION=24.21.0).
# Build:  docker build -t jetsweat .
# Run:    docker run -p 3000:3000 --env-file jetsweat.env jetsweat   (see docs/operations.md)
#
# The base image is pinned to a Node.js release; pin its digest too where the registry is reachable
# (node:26.10.0-bookworm-slim@sha256:…, from `docker buildx imagetools inspect`).
ARG NODE_VERSION=26.10.0

# Janus for the live rooms (compose.yaml's `janus` service, `--target janus`): Debian's package and
# this project's minimal configuration (scripts/janus/), filled in from the environment at start
# by deploy/janus/entrypoint.sh. Not part of the app's image, which is the last stage below.
FROM debian:bookworm-slim AS janus
RUN apt-get update -qq \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends janus \
    && rm -rf /var/lib/apt/lists/*
COPY scripts/janus/*.jcfg /etc/jetsweat-janus/
COPY deploy/janus/entrypoint.sh /usr/local/bin/jetsweat-janus
USER nobody
EXPOSE 8188
ENTRYPOINT ["/usr/local/bin/jetsweat-janus"]

# 1. Build the web app and compile the server, with every dependency, dev tools included.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY e2e/package.json e2e/
# The stand-in for janode's unused native unix-dgram (package.json's overrides;
# docs/decisions/0043-janus-production-media.md).
COPY tools/unix-dgram-absent tools/unix-dgram-absent
RUN npm ci --no-audit --no-fund
COPY . .
# The commit the image is built from (.git stays out of the build context): docker build
# --build-arg RELEASE_COMMIT=$(git rev-parse --short=12 HEAD); /readyz and every log line say it.
ARG RELEASE_COMMIT=unknown
RUN RELEASE_COMMIT=$RELEASE_COMMIT npm run build

# 2. Only what runs the server: its production dependencies (no PGlite, tsx or build tools), the
#    compiled server, its migrations and demo seed files, and the built web app.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
# HOST=0.0.0.0: every address of the container, where the port mapping decides who reaches it
# (outside a container the server listens on this machine only, docs/operations.md).
# The young generation capped at 8 MB a half and glibc's allocator kept to two arenas: an
# instance's RSS under load stays about a third lower at the same throughput
# (docs/benchmarks.md, "Memory of one instance"). A 1 GB old generation (more than ten times
# what the server keeps) so that V8 collects it before it doubles, not when it is four times
# what the last collection left ("Node's buffer pool, and the old generation's limit").
ENV NODE_ENV=production \
    NODE_OPTIONS="--max-semi-space-size=8 --max-old-space-size=1024" \
    MALLOC_ARENA_MAX=2 \
    PORT=3000 \
    DATA_DIR=/app/data \
    MEDIA_DIR=/app/apps/web/dist/media \
    HOST=0.0.0.0
WORKDIR /app
# ffmpeg turns recorded live classes into on-demand ones (docs/operations.md); tini is PID 1.
RUN apt-get update -qq \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ffmpeg tini \
    && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY e2e/package.json e2e/
# The stand-in for janode's unused native unix-dgram (package.json's overrides;
# docs/decisions/0043-janus-production-media.md).
COPY tools/unix-dgram-absent tools/unix-dgram-absent
# Type declarations and source maps of the installed packages go: nothing reads them at run time,
# and they were 99 of the install's 233 MB (scripts/prune-production.mjs, docs/benchmarks.md).
COPY scripts/prune-production.mjs scripts/
RUN npm ci --no-audit --no-fund --omit=dev --workspace apps/server --workspace packages/contract \
    && node scripts/prune-production.mjs node_modules \
    && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY apps/server/migrations apps/server/migrations
# The demo seed files, read from where they sit in the source: for trying the image with
# NODE_ENV=development and SEED_DEMO=1 (production refuses the demo data).
COPY apps/server/src/features/studios/demo apps/server/src/features/studios/demo
COPY apps/server/src/features/videos/demo apps/server/src/features/videos/demo
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /app/data && chown node:node /app/data

# The image's own unprivileged user; the server writes only to /app/data.
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# tini is PID 1: it hands SIGTERM to node (whose graceful shutdown then runs) and reaps the
# processes node starts (ffmpeg), which node as PID 1 would leave as zombies.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
