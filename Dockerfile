# The property listing service as a container image (docs/deployment.md).
# Build: docker build -t property-listing-service .
# Two stages: the first installs every dependency and compiles TypeScript; the second holds only
# the compiled service and its production dependencies, and runs as the unprivileged node user.

# Node's current LTS line (26, "Lithium", LTS since 2026-10-28; .ci/run tests the same line).
ARG NODE_IMAGE=node:26-trixie-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# better-sqlite3 is compiled from source when no prebuilt binary fits.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# The root install also installs the back-office's packages (web/, postinstall: scripts/install-web.mjs).
COPY package.json package-lock.json ./
COPY web/package.json web/package-lock.json ./web/
COPY scripts ./scripts
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY web ./web
# The service into dist/, the back-office into dist/admin (served at /admin/).
RUN npm run build && npm prune --omit=dev

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    LOG_FORMAT=json
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# `npm run cli -- …` (and the other npm scripts) start with scripts/build.mjs --if-stale, which
# finds no sources here and runs the compiled code as it is.
COPY --from=build /app/scripts ./scripts
# The / page serves these documents (and the README) as pages under /docs/.
COPY docs ./docs
COPY README.md ./README.md
# The embedded SQLite file (the default DATABASE_URL) lives in /app/data; mount a volume there to keep it.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/main.js"]
