# JetSweat's container image: the API server and the built web app, on Node.js 24 (the active LTS).
# Build:  docker build -t jetsweat .
# Run:    docker run -p 3000:3000 --env-file jetsweat.env jetsweat   (see docs/operations.md)

# 1. Build the web app with every dependency, dev tools included.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Only what runs the server: its production dependencies, its source (run through tsx), the
#    contract and the built web app.
FROM node:24-bookworm-slim AS runtime
# HOST=0.0.0.0: every address of the container, where the port mapping decides who reaches it
# (outside a container the server listens on this machine only, docs/operations.md).
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data \
    MEDIA_DIR=/app/apps/web/dist/media \
    HOST=0.0.0.0
WORKDIR /app
# ffmpeg turns recorded live classes into on-demand ones (docs/operations.md).
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ffmpeg \
    && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund --omit=dev --workspace apps/server --workspace packages/contract \
    && npm cache clean --force
COPY apps/server/src apps/server/src
COPY apps/server/migrations apps/server/migrations
COPY tsconfig.base.json ./
COPY apps/server/tsconfig.json apps/server/
COPY packages/contract/src packages/contract/src
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /app/data && chown node:node /app/data

# The image's own unprivileged user; the server writes only to /app/data.
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1, so SIGTERM reaches the server's graceful shutdown (npm would not pass it on).
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
