# One web app of apps.json (host or a remote) as static files behind Debian's nginx, with the header
# policy of tools/serve/policy.mjs. Built from the repository root:
#   docker build -f deploy/web.Dockerfile --build-arg APP=crm --build-arg PUBLIC_ORIGINS='{"api":"…","host":"…","crm":"…"}' .
# docker-compose.yml (scripts/write-compose.mjs) passes both for every app.
FROM node:20-bookworm-slim AS build
ENV COREPACK_ENABLE_DOWNLOAD_PROMPT=0
RUN corepack enable
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile
ARG APP
ARG PUBLIC_ORIGINS={}
ARG DURE_BUILD_ID=
RUN DURE_BUILD_ID="$DURE_BUILD_ID" PUBLIC_ORIGINS="$PUBLIC_ORIGINS" node deploy/web-image.mjs "$APP" /out

# The same nginx package the test of the configuration runs (deploy/__tests__/nginx.test.mjs).
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static curl \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/*
COPY --from=build /out/nginx.conf /etc/nginx/nginx.conf
COPY --from=build /out/html /usr/share/nginx/html
RUN nginx -t
EXPOSE 80
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD curl -fsS -o /dev/null http://127.0.0.1/healthz || exit 1
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
