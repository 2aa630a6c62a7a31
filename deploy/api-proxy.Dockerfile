# One address in front of the api instances (round robin, the next one when an instance is down).
#   docker build -f deploy/api-proxy.Dockerfile --build-arg UPSTREAMS="api1:8090 api2:8090" .
FROM node:20-bookworm-slim AS config
WORKDIR /app
COPY apps.json ./
COPY scripts/apps.mjs scripts/
COPY tools/serve/policy.mjs tools/serve/
COPY deploy/nginx.mjs deploy/
ARG UPSTREAMS="api1:8090 api2:8090"
RUN node deploy/nginx.mjs api --listen 8090 $(printf -- '--upstream %s ' $UPSTREAMS) > /nginx.conf

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static curl \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/*
COPY --from=config /nginx.conf /etc/nginx/nginx.conf
EXPOSE 8090
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD curl -fsS -o /dev/null http://127.0.0.1:8090/dure.crm/health || exit 1
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
