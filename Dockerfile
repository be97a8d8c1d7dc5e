# One image definition, two targets (api, web): each is deployed and scaled on its own.
# Build: docker build --target api -t cld-api .   /   docker build --target web -t cld-web .
FROM node:24-bookworm-slim AS base
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH TURBO_TELEMETRY_DISABLED=1 CI=true
RUN npm i -g pnpm@12.21.0
WORKDIR /app

FROM base AS deps
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/admin-seed/package.json apps/admin-seed/
COPY packages/contract/package.json packages/contract/
COPY packages/db/package.json packages/db/
COPY packages/validation/package.json packages/validation/
COPY packages/ui/package.json packages/ui/
COPY packages/content/package.json packages/content/
COPY packages/test-mail/package.json packages/test-mail/
RUN pnpm install --frozen-lockfile

FROM deps AS source
COPY . .

FROM source AS web-build
RUN pnpm --filter @cld/web build

FROM source AS api
ENV NODE_ENV=production API_HOST=0.0.0.0 API_PORT=4000
EXPOSE 4000
USER node
# supervise.ts runs server.ts with the API's Node flags (src/runtime-flags.ts) and restarts it if it dies.
CMD ["node", "apps/api/src/supervise.ts"]

FROM source AS web
ENV NODE_ENV=production PORT=3000
COPY --from=web-build /app/apps/web/build apps/web/build
EXPOSE 3000
USER node
WORKDIR /app/apps/web
CMD ["node", "server/main.ts"]
