# syntax=docker/dockerfile:1
# BoothHub in one image: the compiled server (apps/server/dist), its migrations and the built web client, on
# node:20-bookworm-slim, run as the unprivileged `node` user. docs/operations.md tells how to run it;
# compose.yaml runs two of them behind Caddy with PostgreSQL and MinIO.
#
#   docker build -t boothhub .
#   docker run --init -p 3000:3000 -e DATABASE_URL=postgres://… -e PUBLIC_URL=https://… boothhub

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. build: every dependency (dev ones too), then the web client and the server bundle (npm run build)
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# the browser tests' Playwright would download Chromium: not needed to build
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. deps: only the server's production dependencies (sharp and @node-rs/argon2 come as prebuilt linux binaries)
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace=apps/server --no-audit --no-fund && npm cache clean --force

# 3. runtime: node_modules, the bundles, the migrations and the client at the depths the bundle expects
#    (apps/server/dist/server/main.js finds ../../drizzle and ../../../web/dist, docs/decisions/020)
FROM ${NODE_IMAGE} AS runtime
# MALLOC_ARENA_MAX=2: glibc gives each thread (libvips' image work, node's workers) its own malloc arena and keeps what
# they freed; two arenas keep ~140 MB less resident on the embedded server (docs/operations.md "Memory")
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
# the fonts text on pictures is drawn with (apps/server/src/lib/fonts.ts finds ../../fonts)
COPY --from=build /app/apps/server/fonts apps/server/fonts
# the demo data's pictures (apps/server/src/lib/demo-assets.ts finds ../../demo-assets): the demo models' posters
COPY --from=build /app/apps/server/demo-assets apps/server/demo-assets
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
# DATA_DIR: the embedded database (without DATABASE_URL), local files, tus uploads under way; owned by `node`
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# /readyz: 200 while the database answers and the instance is not draining after SIGTERM (node: no curl in slim)
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop) drains for SHUTDOWN_DRAIN_MS, then stops: give `docker stop` a longer timeout than that
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/server/main.js"]
