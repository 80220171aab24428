# syntax=docker/dockerfile:1
FROM golang:1.26 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -o /judged ./cmd/judged
# The card cache's directory, made here because the final image has no shell.
RUN mkdir -p /out/cache/rulesjudge

FROM gcr.io/distroless/static-debian12:nonroot
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
ENTRYPOINT ["/judged"]
