# Lista — build, run, test, benchmark.
SWIFT      ?= swift
PREFIX     ?= /usr/local
# Zero warnings is a rule of this codebase, so the build treats them as errors.
STRICT     := -Xswiftc -warnings-as-errors
RELEASE_BIN = $(shell $(SWIFT) build -c release --show-bin-path)

.PHONY: all build deps deps-test run test bench soak install clean

all: build

build: deps
	$(SWIFT) build $(STRICT)

## make run: open Lista on the default list (created with starter rows on first run), in
## the release build that `make install` installs. Installs libncurses-dev first if missing
## (or says the one command to run).
run: deps
	$(SWIFT) build -c release $(STRICT) --product lista
	$(RELEASE_BIN)/lista

## The packages the build needs (scripts/setup-deps installs them, or says how).
deps:
	@scripts/setup-deps

deps-test:
	@scripts/setup-deps --test

## make test: every test. The unit, snapshot and headless monkey tests run in the debug build;
## the end-to-end tests (tmux) and the monkey at a real terminal run the release binary,
## the one `make install` installs. Tests are XCTest; Swift Testing is switched off so the
## run ends on XCTest's own count.
test: deps-test
	$(SWIFT) build --build-tests $(STRICT)
	$(SWIFT) build -c release $(STRICT) --product lista
	LISTA_BIN=$(RELEASE_BIN)/lista $(SWIFT) test --skip-build --disable-swift-testing

## make bench: release build, then a table of measured figures.
bench: deps
	$(SWIFT) build -c release $(STRICT) --product lista-bench
	$(SWIFT) build -c release $(STRICT) --product lista
	LISTA_BIN=$(RELEASE_BIN)/lista $(RELEASE_BIN)/lista-bench

## make soak: the long monkey run (a million keys).
soak: deps-test
	$(SWIFT) build --build-tests $(STRICT)
	LISTA_MONKEY_KEYS=1000000 $(SWIFT) test --skip-build --disable-swift-testing --filter MonkeyTests

install: deps
	$(SWIFT) build -c release $(STRICT) --product lista
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 0755 $(RELEASE_BIN)/lista $(DESTDIR)$(PREFIX)/bin/lista

clean:
	rm -rf .build
