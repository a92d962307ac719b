# syntax=docker/dockerfile:1

# zc-proxy container images.
#
#   docker build -t zc-proxy .                    # default: distroless, static, non-root
#   docker build -t zc-proxy:tools --target tools .
#
# The default image holds only the binary: no shell, git, date or HTTP
# client. The proxy itself needs none of them, but shell and exec tools run
# real programs (config.yaml's "git log", "date"), and those must exist in
# the image. The tools target adds git, coreutils and curl (for the compose
# health check) on debian:bookworm-slim, still as a non-root user.

ARG GO_VERSION=1.26

FROM golang:${GO_VERSION}-bookworm AS build
WORKDIR /src
# Dependencies first, in their own layer: source edits don't refetch modules.
COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod go mod download
COPY . .
# cgo, linked statically: the tool sandbox's launcher is a C constructor that
# runs before the Go runtime starts (milliseconds saved on every tool call);
# osusergo and netgo keep users and DNS in Go, so nothing needs glibc's NSS.
RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=1 go build -trimpath -tags osusergo,netgo \
      -ldflags="-s -w -linkmode external -extldflags -static" -o /out/zc-proxy ./cmd/zc-proxy

# tools: for configs whose shell/exec tools need programs.
FROM debian:bookworm-slim AS tools
# uid/gid 65532 match distroless's nonroot. safe.directory: a repository
# mounted from the host is owned by another uid, and git refuses to read it
# unless told it is trusted.
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates coreutils curl git \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --gid 65532 nonroot \
    && useradd --uid 65532 --gid 65532 --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin nonroot \
    && git config --system --add safe.directory '*'
COPY --from=build /out/zc-proxy /usr/local/bin/zc-proxy
COPY config.yaml /etc/zc-proxy/config.yaml
# Tools run here: mount a repository at /workspace for git log / read_file.
WORKDIR /workspace
USER 65532:65532
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/zc-proxy"]
CMD ["serve", "--config", "/etc/zc-proxy/config.yaml", "--listen", "0.0.0.0:8080"]

# Default (last) stage: static binary on distroless, uid 65532 (nonroot).
# No HEALTHCHECK: the image has no program to probe /healthz with; the
# compose file checks health from the tools image instead.
FROM gcr.io/distroless/static-debian12:nonroot AS runtime
COPY --from=build /out/zc-proxy /usr/local/bin/zc-proxy
COPY config.yaml /etc/zc-proxy/config.yaml
WORKDIR /workspace
USER nonroot:nonroot
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/zc-proxy"]
CMD ["serve", "--config", "/etc/zc-proxy/config.yaml", "--listen", "0.0.0.0:8080"]
