# Lista — build, run, test, benchmark.
SWIFT      ?= swift
PREFIX     ?= /usr/local
# Zero warnings is a rule of this codebase, so the build treats them as errors.
STRICT     := -Xswiftc -warnings-as-errors
# The release build links Swift's runtime and libraries into the binary: no shared Swift
# libraries to find and relocate at every start (the first frame of a small list is mostly
# process start), and nothing to install beside the binary. With nothing beside it to find,
# the binary gets no $ORIGIN search path either: through it the loader looked for each of its
# C libraries in the binary's folder first (27 failed system calls at every start).
# STATIC_PIE links it further, as one static, position-independent executable with glibc,
# ncursesw and tinfo in it: the dynamic loader's work at every start (six shared libraries,
# their symbol lookups) was 2.8 M of the 10.5 M instructions before a 50-row list's first
# frame. PIE keeps the executable's ASLR; lld, since gold cannot link one. It is set here, with
# --disable-local-rpath, and not in Package.swift: a static PIE with a search path ($ORIGIN,
# which SwiftPM adds without that flag) fails glibc's start-up check and crashes before main,
# so a plain `swift build -c release` must get the ordinary, dynamically linked binary.
# A PIE is relocated at every start: 31,052 relative relocations, 746 KB of them read by
# glibc before main. Packed (`-z pack-relative-relocs`, RELR, glibc 2.36) they take 6 KB:
# `lista --render` of 50 rows by turns, 300 runs each, 5.31 → 5.10 ms.
STATIC_PIE := -Xswiftc -static-executable -Xswiftc -use-ld=lld -Xswiftc -Xclang-linker -Xswiftc -static-pie \
              -Xlinker -z -Xlinker pack-relative-relocs
RELEASE    := -c release --static-swift-stdlib --disable-local-rpath $(STATIC_PIE)
RELEASE_BIN = $(shell $(SWIFT) build $(RELEASE) --show-bin-path)

.PHONY: all build deps deps-test run test sanitize bench soak fuzz fuzz-check fuzz-build install install-build clean

all: build

build: deps
	$(SWIFT) build $(STRICT)

## make run: open Lista on the default list (created with starter rows on first run), in
## the release build that `make install` installs. Installs libncurses-dev first if missing
## (or says the one command to run).
run: deps
	$(SWIFT) build $(RELEASE) $(STRICT) --product lista
	$(RELEASE_BIN)/lista

## The packages the build needs (scripts/setup-deps installs them, or says how).
deps:
	@scripts/setup-deps

deps-test:
	@scripts/setup-deps --test

## make test: every test. The unit, snapshot and headless monkey tests run in the debug build;
## the end-to-end tests (tmux) and the monkey at a real terminal run the release binary,
## the one `make install` installs. Tests are XCTest; Swift Testing is switched off so the
## run ends on XCTest's own count. The build fails when a target imports a module of ours it
## does not declare in Package.swift. Then every fuzz target is built and run briefly
## (fuzz-check), so a change that breaks one fails here, not months later in `make fuzz`.
## pter and topydo, which scripts/setup-deps installs from PyPI, are found first on PATH.
TOOLS_PATH := PATH=$(CURDIR)/.build/python-tools/commands:$$PATH
test: deps-test
	$(SWIFT) build --build-tests $(STRICT) --explicit-target-dependency-import-check error
	$(SWIFT) build $(RELEASE) $(STRICT) --product lista
	$(TOOLS_PATH) LISTA_BIN=$(RELEASE_BIN)/lista $(SWIFT) test --skip-build --disable-swift-testing
	$(MAKE) --no-print-directory fuzz-check

## make sanitize: every test under AddressSanitizer (LeakSanitizer included), then under
## ThreadSanitizer, each built in its own folder (.build/asan, .build/tsan) with the end-to-end
## tests on a lista built the same way. Fails on a failing test or on any sanitizer report.
sanitize: deps-test
	SWIFT=$(SWIFT) sanitizers/run-tests address thread

## make bench: release build, then a table of measured figures. The bench itself uses
## Foundation and is built in a folder of its own (.build/bench), linked as usual, so that
## building it never rebuilds the lista it measures.
BENCH_SCRATCH := .build/bench
bench: deps
	$(SWIFT) build $(RELEASE) $(STRICT) --product lista
	$(SWIFT) build -c release $(STRICT) --scratch-path $(BENCH_SCRATCH) --product lista-bench
	LISTA_BIN=$(RELEASE_BIN)/lista $(BENCH_SCRATCH)/release/lista-bench

## make soak: the long runs: the headless monkey (a million keys), the model test of the
## list, the file and other writers (10,000 steps on each seed), the release binary at
## 100k rows toggling while another process rewrites the file in place 1,000 times (gaps 0-2 s;
## `make test` runs 5 of them) and, 10 runs in a row, 30 rapid rewrites 50-300 ms apart
## (`make test` runs one), and 20,000 key streams sent one key per read, all at once and
## in random chunks.
soak: deps-test
	$(SWIFT) build --build-tests $(STRICT)
	$(SWIFT) build $(RELEASE) $(STRICT) --product lista
	LISTA_MONKEY_KEYS=1000000 $(SWIFT) test --skip-build --disable-swift-testing --filter MonkeyTests
	$(TOOLS_PATH) LISTA_MODEL_STEPS=10000 $(SWIFT) test --skip-build --disable-swift-testing --filter FileModelTests
	LISTA_BIN=$(RELEASE_BIN)/lista LISTA_INPLACE_REWRITES=1000 LISTA_RAPID_RUNS=10 $(SWIFT) test --skip-build --disable-swift-testing --filter InPlaceWriterSoakTests
	LISTA_BATCHING_STREAMS=20000 $(SWIFT) test --skip-build --disable-swift-testing --filter BatchingInvarianceTests

## make fuzz: build the libFuzzer targets (ASan + coverage, outside SwiftPM) and run each for
## FUZZ_SECONDS on its corpus in Fuzz/Corpus/<target>; fails when any target finds a crash.
## A new target is a folder Fuzz/<name>/ with an LLVMFuzzerTestOneInput, a seed folder
## Fuzz/Corpus/<name>/, and its name in FUZZ_TARGETS.
FUZZ_TARGETS := todo-lines key-decoder app
FUZZ_SECONDS ?= 60
SWIFTC       ?= swiftc
CLANG        ?= clang
FUZZ_DIR     := .build/fuzz
FUZZ_MODS    := $(FUZZ_DIR)/modules
# -I Sources/CNcurses lets a target reach Terminal (the ncurses module map is there).
FUZZ_OPTIMIZE ?= -O
FUZZ_FLAGS   := -swift-version 6 $(FUZZ_OPTIMIZE) -g -enable-testing -sanitize=fuzzer,address -warnings-as-errors \
                -I $(FUZZ_MODS) -I Sources/CNcurses
# The Swift modules every target may import, and what each of them imports. Another module
# is its name here and a FUZZ_IMPORTS_<name> line (Terminal's is ready: a target importing
# Terminal links ncursesw through its module map).
FUZZ_SWIFT_MODULES   := Collections Core Storage Features Views Terminal AppTesting
FUZZ_IMPORTS_Core     := Collections
FUZZ_IMPORTS_Features := Collections Core Storage
FUZZ_IMPORTS_Views    := Collections Core Storage Features
FUZZ_IMPORTS_Terminal := Collections Core Storage Features Views
FUZZ_IMPORTS_AppTesting := Collections Core Storage Features Views Terminal
FUZZ_LIBS    := $(FUZZ_MODS)/libCDisplayWidth.a $(FUZZ_SWIFT_MODULES:%=$(FUZZ_MODS)/lib%.a)
fuzz_libs_of  = $(patsubst %,$(FUZZ_MODS)/lib%.a,$(FUZZ_IMPORTS_$(1)))
# A module's sources, its subfolders included (as SwiftPM compiles them).
fuzz_sources_of = $(shell find Sources/$(1) -name '*.swift' | sort)

fuzz: deps fuzz-build
	@failed=0; for target in $(FUZZ_TARGETS); do \
	    Fuzz/run-target.sh $$target $(FUZZ_DIR)/bin/$$target $(FUZZ_SECONDS) $(FUZZ_DIR) || failed=1; \
	done; exit $$failed

## make fuzz-check: build every target and run each for FUZZ_CHECK_SECONDS from its seeds
## alone (a fresh corpus each time, so the time stays the same); fails on a finding, as
## `make fuzz` does. The build is unoptimised, in a folder of its own (.build/fuzz-check):
## it compiles the same sources with the same checks in about a third of the -O build's time,
## and a few seconds of fuzzing need no speed.
FUZZ_CHECK_SECONDS ?= 5
FUZZ_CHECK_DIR     := .build/fuzz-check
fuzz-check:
	@$(MAKE) --no-print-directory fuzz-build FUZZ_DIR=$(FUZZ_CHECK_DIR) FUZZ_OPTIMIZE=-Onone
	@rm -rf $(FUZZ_CHECK_DIR)/corpus
	@failed=0; for target in $(FUZZ_TARGETS); do \
	    Fuzz/run-target.sh $$target $(FUZZ_CHECK_DIR)/bin/$$target $(FUZZ_CHECK_SECONDS) $(FUZZ_CHECK_DIR) || failed=1; \
	done; exit $$failed

## make fuzz-build: only build the targets, as .build/fuzz/bin/<target> (run one by hand with
## a corpus folder or an input file as its argument).
fuzz-build: $(FUZZ_TARGETS:%=$(FUZZ_DIR)/bin/%)

.SECONDEXPANSION:
$(FUZZ_DIR)/bin/%: $$(wildcard Fuzz/$$*/*.swift) $(wildcard Fuzz/Shared/*.swift) $(FUZZ_LIBS)
	@mkdir -p $(@D)
	$(SWIFTC) $(FUZZ_FLAGS) -parse-as-library -module-name FuzzTarget -use-ld=lld -o $@ \
	    $(wildcard Fuzz/$*/*.swift) $(wildcard Fuzz/Shared/*.swift) -L $(FUZZ_MODS) $(FUZZ_LIBS:$(FUZZ_MODS)/lib%.a=-l%)

# A Swift module as a static library, built after the modules it imports. Naming the
# libraries as targets makes each one a goal of its own, not a link in a chain of implicit
# rules (make uses a pattern rule once per chain, and Views needs Core through Features).
$(FUZZ_SWIFT_MODULES:%=$(FUZZ_MODS)/lib%.a):
# swiftc adds to an archive that is there, so a source file that was renamed or removed
# would stay in it as a second definition: each library is made anew.
$(FUZZ_MODS)/lib%.a: $$(call fuzz_sources_of,$$*) $$(call fuzz_libs_of,$$*) $(FUZZ_MODS)/libCDisplayWidth.a
	rm -f $@
	$(SWIFTC) $(FUZZ_FLAGS) -parse-as-library -module-name $* -emit-module -emit-module-path $(FUZZ_MODS)/$*.swiftmodule \
	    -emit-library -static -o $@ $(call fuzz_sources_of,$*)

# The C module, with the module map SwiftPM would generate for its include folder.
$(FUZZ_MODS)/libCDisplayWidth.a: Sources/CDisplayWidth/DisplayWidth.c Sources/CDisplayWidth/include/CDisplayWidth.h
	@mkdir -p $(@D)
	$(CLANG) -O1 -g -fsanitize=fuzzer-no-link,address -I Sources/CDisplayWidth/include -c $< -o $(FUZZ_MODS)/DisplayWidth.o
	rm -f $@ && ar rcs $@ $(FUZZ_MODS)/DisplayWidth.o
	printf 'module CDisplayWidth {\n  header "%s"\n  export *\n}\n' "$(CURDIR)/Sources/CDisplayWidth/include/CDisplayWidth.h" \
	    > $(FUZZ_MODS)/module.modulemap

## make install [PREFIX=/usr/local] [DESTDIR=]: the release binary, the man page and the
## bash, zsh and fish completions. LISTA_BIN=PATH installs that binary instead of building one.
INSTALL_BIN = $(if $(LISTA_BIN),$(LISTA_BIN),$(RELEASE_BIN)/lista)
INSTALL_DIR = $(DESTDIR)$(PREFIX)
install: $(if $(LISTA_BIN),,install-build)
	install -d $(INSTALL_DIR)/bin $(INSTALL_DIR)/share/man/man1 $(INSTALL_DIR)/share/bash-completion/completions \
	    $(INSTALL_DIR)/share/zsh/site-functions $(INSTALL_DIR)/share/fish/vendor_completions.d
	install -m 0755 $(INSTALL_BIN) $(INSTALL_DIR)/bin/lista
	install -m 0644 docs/lista.1 $(INSTALL_DIR)/share/man/man1/lista.1
	install -m 0644 docs/completions/lista.bash $(INSTALL_DIR)/share/bash-completion/completions/lista
	install -m 0644 docs/completions/_lista $(INSTALL_DIR)/share/zsh/site-functions/_lista
	install -m 0644 docs/completions/lista.fish $(INSTALL_DIR)/share/fish/vendor_completions.d/lista.fish

install-build: deps
	$(SWIFT) build $(RELEASE) $(STRICT) --product lista

clean:
	rm -rf .build
