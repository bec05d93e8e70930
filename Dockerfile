# syntax=docker/dockerfile:1
# The site and its server in a container. Built in one stage (with the compilers better-sqlite3
# may need), run in the next as the unprivileged "node" user with only what serving needs.
# The contact database and the key of its address hashes live in the /data volume.
#
#   docker build -t skillstrike .
#   docker run -d -p 3000:3000 -v skillstrike-data:/data --env-file skillstrike.env skillstrike
#
# Put the Android app in apk/ before building: the build takes its SHA-256 for the page.
#
# Published as above, the server faces visitors itself: it limits each client's connections
# (MAX_CONNECTIONS_PER_ADDRESS) and cuts slow requests, but a proxy in front (deploy/nginx.conf,
# with TRUST_PROXY set) does it for every server at once, and absorbs slow readers of pages.

FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN mkdir -p apk && npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_PATH=/data/contact.sqlite
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/src ./src
COPY --from=build /app/scripts/messages.ts ./scripts/messages.ts
COPY --from=build /app/apk ./apk
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Alive and serving (the database's own state is /readyz's business, and never a reason to restart).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is PID 1 and handles SIGTERM itself: requests finish, the database is checkpointed, exit 0.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "src/server/server.ts"]
