# syntax=docker/dockerfile:1
#
# Both base images are pinned by digest, so a build today and a build next
# month start from the same bytes; the tag beside each digest says what it
# is. The digests are those the registries publish for these tags (not pulled
# on the machine that wrote this file: they were cross-checked against
# public Dockerfiles that build with them). To update, read the tag's
# current digest and replace it here:
#   docker buildx imagetools inspect golang:1.26.8-bookworm    (or: crane digest IMAGE:TAG)
#   docker buildx imagetools inspect gcr.io/distroless/static-debian12:nonroot
# The Go tag names the release go.mod asks for (go 1.26.8): a newer go.mod
# needs a newer tag.
FROM golang:1.26.8-bookworm@sha256:dc9ad6c05acc7a88e5b71bde60a5fe3bd4b9f0db209011711b464107438a8107 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
# The build context has no .git (.dockerignore), so the toolchain records
# no commit: the version and commit are stamped by the linker instead, and
# judged -version prints them (internal/buildinfo):
#   docker build --build-arg VERSION=$(git describe --tags --always --dirty) \
#     --build-arg REVISION=$(git rev-parse HEAD) .
# Left out, the image says "(devel)".
ARG VERSION=
ARG REVISION=
RUN CGO_ENABLED=0 go build -trimpath \
  -ldflags "-X rulesjudge/internal/buildinfo.version=${VERSION} -X rulesjudge/internal/buildinfo.revision=${REVISION}" \
  -o /judged ./cmd/judged
# The card cache's directory, made here because the final image has no shell.
RUN mkdir -p /out/cache/rulesjudge

FROM gcr.io/distroless/static-debian12:nonroot@sha256:afa5c872c891853ca7fcf1f12c3edb23f7eeef36189728842dd51042ff57f7ab
COPY --from=build /judged /judged
# The card cache: judged -cards auto (and judge cards download) keep
# Scryfall's Oracle Cards file (over 100 MB) in $XDG_CACHE_HOME/rulesjudge,
# and judged loads it by default when it is there. Mount a volume on /cache
# so that it is downloaded once, not at every start:
#   docker run -p 8080:8080 -v rulesjudge-cards:/cache IMAGE -cards auto
# A new named volume takes the directory's owner (nonroot) from the image.
COPY --from=build --chown=65532:65532 /out/cache /cache
ENV XDG_CACHE_HOME=/cache
VOLUME ["/cache"]
USER nonroot:nonroot
EXPOSE 8080
# The image has no shell and no curl: judged itself asks the server for
# GET /healthz and exits 0 or 1. It finds the server where judged listens,
# JUDGED_ADDR (":8080" by default): to listen elsewhere, set JUDGED_ADDR
# rather than -addr, so that the health check follows.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["/judged", "-healthcheck"]
ENTRYPOINT ["/judged"]
