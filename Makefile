# Lista — build, run, test, benchmark.
SWIFT      ?= swift
PREFIX     ?= /usr/local
# Zero warnings is a rule of this codebase, so the build treats them as errors.
STRICT     := -Xswiftc -warnings-as-errors
DEBUG_BIN   = $(shell $(SWIFT) build --show-bin-path)
RELEASE_BIN = $(shell $(SWIFT) build -c release --show-bin-path)

.PHONY: all build run test sanitize bench soak install clean

all: build

build:
	$(SWIFT) build $(STRICT)

## make run: open Lista on the default list (created with starter rows on first run).
run: build
	$(DEBUG_BIN)/lista

## make test: build everything (tests included) and run every test, end-to-end ones too.
## The tests are XCTest; Swift Testing is switched off so the run ends on XCTest's own count.
test:
	$(SWIFT) build --build-tests $(STRICT)
	LISTA_BIN=$(DEBUG_BIN)/lista $(SWIFT) test --skip-build --disable-swift-testing

## make sanitize: every test under AddressSanitizer (LeakSanitizer included), then under
## ThreadSanitizer, each built in its own folder (.build/asan, .build/tsan) with the end-to-end
## tests on a lista built the same way. Fails on a failing test or on any sanitizer report.
sanitize:
	SWIFT=$(SWIFT) sanitizers/run-tests address thread

## make bench: release build, then a table of measured figures.
bench:
	$(SWIFT) build -c release $(STRICT) --product lista-bench
	$(SWIFT) build -c release $(STRICT) --product lista
	LISTA_BIN=$(RELEASE_BIN)/lista $(RELEASE_BIN)/lista-bench

## make soak: the long monkey run (a million keys).
soak:
	$(SWIFT) build --build-tests $(STRICT)
	LISTA_MONKEY_KEYS=1000000 $(SWIFT) test --skip-build --disable-swift-testing --filter MonkeyTests

install:
	$(SWIFT) build -c release $(STRICT) --product lista
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 0755 $(RELEASE_BIN)/lista $(DESTDIR)$(PREFIX)/bin/lista

clean:
	rm -rf .build
