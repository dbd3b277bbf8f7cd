# archlint in a container: a multi-stage build on the official Swift image that produces a binary with the
# Swift runtime linked statically, copied into a slim image without a toolchain.
#
#   docker build -t archlint .
#   docker run --rm -v "$PWD:/src" archlint check          # checks the current directory
#   docker run --rm -v "$PWD:/src" archlint check App --format json
FROM swift:6.0-jammy AS build
WORKDIR /archlint
COPY . .
RUN swift build -c release --product archlint --static-swift-stdlib \
    && install -D "$(swift build -c release --product archlint --static-swift-stdlib --show-bin-path)/archlint" \
        /opt/archlint/bin/archlint

FROM ubuntu:22.04
COPY --from=build /opt/archlint/bin/archlint /usr/local/bin/archlint
WORKDIR /src
ENTRYPOINT ["archlint"]
CMD ["check"]
