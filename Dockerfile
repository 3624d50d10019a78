# Tackboard's production image (docker compose builds it). Three stages: one builds the client and the server with
# every dependency, one installs the production dependencies alone, and the last holds only those, the built
# files and node — no dev dependencies, no TypeScript sources, no tsx — and runs as the unprivileged `node` user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# client/dist (the web client) and dist/server/main.mjs (the server bundled to JavaScript).
RUN npm run build

FROM node:20-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:20-bookworm-slim
# ffmpeg turns uploaded videos into pins; without it the server refuses videos.
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
# A deployed image starts empty: the demo's published passwords are for `npm start` on one's own machine.
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data SEED_DEMO=0
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/client/dist ./client/dist
# The data folder (media, uploads, the embedded database when DATABASE_URL is unset) belongs to `node`; a named
# volume mounted on /data starts with this ownership.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
# Alive = the server answers /healthz (node's own fetch: the slim image has no curl).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations run from the bundle at start, as with `npm start`.
CMD ["node", "dist/server/main.mjs"]
