# Builds, installs and packages archlint. Needs only a Swift toolchain (and tar, plus sha256sum or shasum).
#
#   make install                   release build, installed to $(PREFIX)/bin (PREFIX defaults to /usr/local)
#   make install PREFIX=$HOME/.local
#   make release                   dist/archlint-<version>-<os>-<arch>.tar.gz and its .sha256
#   make version                   the version, read from Sources/LayerRules/ArchlintVersion.swift
#   make bin-path                  the folder of the binary `make build` writes (Scripts/bench.sh measures it)
#
# On Linux the Swift runtime is linked statically (--static-swift-stdlib), so the binary runs on a machine
# without a Swift toolchain (it still needs glibc).

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
VERSION := $(shell sed -n 's/.*current = "\(.*\)".*/\1/p' Sources/LayerRules/ArchlintVersion.swift)
OS := $(shell uname -s | tr '[:upper:]' '[:lower:]')
ARCH := $(shell uname -m)
SCRATCH := .build/dist-$(OS)-$(ARCH)
BUILD_FLAGS := -c release --product archlint --scratch-path $(SCRATCH)
ifeq ($(OS),linux)
BUILD_FLAGS += --static-swift-stdlib
endif
ARCHIVE := archlint-$(VERSION)-$(OS)-$(ARCH)

.PHONY: build install release version bin-path clean-dist

build:
	$(SWIFT) build $(BUILD_FLAGS)

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 0755 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/archlint" "$(DESTDIR)$(BINDIR)/archlint"

release: build
	rm -rf "dist/$(ARCHIVE)"
	mkdir -p "dist/$(ARCHIVE)"
	cp "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/archlint" README.md "dist/$(ARCHIVE)/"
	if command -v strip >/dev/null 2>&1; then strip "dist/$(ARCHIVE)/archlint"; fi
	tar -C dist -czf "dist/$(ARCHIVE).tar.gz" "$(ARCHIVE)"
	cd dist && if command -v sha256sum >/dev/null 2>&1; then sha256sum "$(ARCHIVE).tar.gz"; \
		else shasum -a 256 "$(ARCHIVE).tar.gz"; fi > "$(ARCHIVE).tar.gz.sha256"
	@cat "dist/$(ARCHIVE).tar.gz.sha256"

version:
	@echo $(VERSION)

bin-path:
	@$(SWIFT) build $(BUILD_FLAGS) --show-bin-path

clean-dist:
	rm -rf dist $(SCRATCH)
