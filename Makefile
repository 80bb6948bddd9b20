# Kiln — plain Makefile.  Every src/<part>/*.c except src/cli and
# src/server goes into libkiln; tests/unit/test_*.c are one binary each.
# src/server is kilnd, the benchmark server (libmicrohttpd + SQLite).
CC      ?= cc
OPT     ?= -O2
CFLAGS  ?= $(OPT) -g
WARN    := -std=c11 -Wall -Wextra -Wpedantic -Wshadow -Wmissing-prototypes -Wno-unused-parameter
CPPFLAGS := -D_GNU_SOURCE -Iinclude -Isrc
LDLIBS  := -lm -ldl -lpthread
B       ?= build
# SQLite (the knowledge base, src/kb) when its header is there; without it
# `kiln kb` fails with "unsupported: ..." (the GPU machine has no dev packages).
HAVE_SQLITE := $(shell printf '\043include <sqlite3.h>\n' | $(CC) -E - >/dev/null 2>&1 && echo 1)
ifeq ($(HAVE_SQLITE),1)
override LDLIBS += -lsqlite3
KBDB    := $(B)/kb.sqlite
else
CPPFLAGS += -DKILN_NO_SQLITE
KBDB    :=
endif

LIBSRC  := $(filter-out src/cli/% src/server/%,$(wildcard src/*/*.c))
LIBOBJ  := $(LIBSRC:%.c=$(B)/%.o)
CLISRC  := $(wildcard src/cli/*.c)
CLIOBJ  := $(CLISRC:%.c=$(B)/%.o)
TESTSRC := $(wildcard tests/unit/test_*.c)
TESTBIN := $(TESTSRC:tests/unit/%.c=$(B)/tests/%)
TOOLSRC := $(wildcard tests/tools/*.c)
TOOLBIN := $(TOOLSRC:tests/tools/%.c=$(B)/tools/%)

SRVSRC  := $(wildcard src/server/*.c)
SRVOBJ  := $(SRVSRC:%.c=$(B)/%.o)
# kilnd's libraries: Debian's shared ones, or static archives built by
# bench/gpu/kilnd_static_deps.sh (KILND_STATIC=DIR) for machines without
# Debian dev packages.
ifdef KILND_STATIC
SRVCPPFLAGS := -I$(KILND_STATIC)/include
SRVLIBS := $(KILND_STATIC)/lib/libmicrohttpd.a $(KILND_STATIC)/lib/libsqlite3.a
else
SRVCPPFLAGS :=
SRVLIBS := -lmicrohttpd -lsqlite3
endif

# kilnd is part of `all` where its libraries are (Debian's -dev packages or
# KILND_STATIC); elsewhere (the GPU machine) `make kilnd` says what is missing.
HAVE_MHD := $(shell printf '\043include <microhttpd.h>\n' | $(CC) $(SRVCPPFLAGS) -E - >/dev/null 2>&1 && echo 1)
ifeq ($(HAVE_MHD),1)
KILND   := $(B)/kilnd
else
KILND   :=
endif

all: $(B)/libkiln.a $(B)/libkiln.so $(B)/kiln $(TESTBIN) $(TOOLBIN) $(KBDB) $(KILND)

$(B)/src/server/%.o: src/server/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(SRVCPPFLAGS) $(WARN) $(CFLAGS) -MMD -MP -c $< -o $@

$(B)/kilnd: $(SRVOBJ) $(B)/libkiln.a
	$(CC) $(CFLAGS) -o $@ $(SRVOBJ) $(B)/libkiln.a $(SRVLIBS) $(LDLIBS)

kilnd: $(B)/kilnd $(B)/kiln

# the server's request validation is tested as a unit (it needs no library)
$(B)/tests/test_server: tests/unit/test_server.c tests/test.h $(B)/src/server/api.o $(B)/libkiln.a
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) -Itests $(WARN) $(CFLAGS) -Wno-missing-prototypes -o $@ $< $(B)/src/server/api.o $(B)/libkiln.a $(LDLIBS)

# kilnd load test: 32 clients, 1000 sim jobs, 5 SIGKILL restarts (make test runs a small one)
load-test: $(B)/kilnd $(B)/kiln
	python3 tests/server/load.py --build $(B) $(LOAD_ARGS)

# libFuzzer targets (clang).  $(call fuzz_run,NAME,SOURCES,MAX_LEN,CORPUS[,DICT])
# builds build-fuzz/fuzz_NAME from tests/fuzz/fuzz_NAME.c and SOURCES (with
# their libraries) and runs it FUZZ_SECONDS over build-fuzz/CORPUS (what it
# finds) and the seeds in tests/fuzz/CORPUS; a crash, a leak, an input
# running over 5 s or 4 GiB fails the target.
FUZZ_SECONDS ?= 60
FUZZCC := clang -std=c11 $(CPPFLAGS) -g -O1 -fsanitize=fuzzer,address,undefined
define fuzz_run
	@mkdir -p build-fuzz/$(4)
	$(FUZZCC) -o build-fuzz/fuzz_$(1) tests/fuzz/fuzz_$(1).c $(2)
	build-fuzz/fuzz_$(1) -max_total_time=$(FUZZ_SECONDS) -timeout=5 -max_len=$(3) -rss_limit_mb=4096 \
	  $(if $(5),-dict=$(5)) build-fuzz/$(4) tests/fuzz/$(4)
endef

# libFuzzer over kilnd's request parsing (routes, bearer, job requests)
fuzz-http:
	$(call fuzz_run,http,src/server/api.c $(LIBSRC) $(LDLIBS),65536,http_corpus)

# the knowledge base index (kiln kb build), rebuilt when a source changes
KBSRC := $(wildcard docs/*.md docs/tuning/*.md docs/skills/*/SKILL.md lib/*.kiln zoo/*/*/* \
	tests/conformance/*/kernel.kiln bench/results/*.json) src/isa/isa.def
$(B)/kb.sqlite: $(B)/kiln $(KBSRC)
	KILN_ROOT=. $(B)/kiln kb build --out $@

$(B)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(WARN) $(CFLAGS) -fPIC -fvisibility=hidden -MMD -MP -c $< -o $@

$(B)/libkiln.a: $(LIBOBJ)
	@rm -f $@
	ar rcs $@ $^

$(B)/libkiln.so: $(LIBOBJ)
	$(CC) -shared $(CFLAGS) -o $@ $^ $(LDLIBS)

$(B)/kiln: $(CLIOBJ) $(B)/libkiln.a
	$(CC) $(CFLAGS) -o $@ $(CLIOBJ) $(B)/libkiln.a $(LDLIBS)

$(B)/tests/%: tests/unit/%.c tests/test.h $(B)/libkiln.a
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) -Itests $(WARN) $(CFLAGS) -Wno-missing-prototypes -o $@ $< $(B)/libkiln.a $(LDLIBS)

$(B)/tools/%: tests/tools/%.c $(B)/libkiln.a
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) -Itests $(WARN) $(CFLAGS) -Wno-missing-prototypes -o $@ $< $(B)/libkiln.a $(LDLIBS)

test: all
	B=$(B) tests/run

asan:
	$(MAKE) B=build-asan CC=clang OPT=-O1 \
	  CFLAGS="-O1 -g -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer" \
	  LDLIBS="-lm -ldl -lpthread -fsanitize=address,undefined" test

# libFuzzer over the whole compile (lang_compile: every pass) and the expand
# dump, with the language's keywords and instruction spellings as a dictionary
fuzz:
	$(call fuzz_run,compile,$(LIBSRC) $(LDLIBS),8192,corpus,tests/fuzz/kiln.dict)

# compile-time benchmark (bench/compile): each zoo kernel compiled in-process
$(B)/bench/compile_bench: bench/compile/compile_bench.c include/kiln.h $(B)/libkiln.a
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(WARN) $(CFLAGS) -o $@ $< $(B)/libkiln.a $(LDLIBS)

bench-compile: $(B)/bench/compile_bench
	$(B)/bench/compile_bench $(BENCH_ARGS)

# kiln check benchmark (bench/check): race level per corpus/zoo case, both checkers on the wgmma GEMM
$(B)/bench/check_bench: bench/check/check_bench.c $(B)/libkiln.a
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(WARN) $(CFLAGS) -o $@ $< $(B)/libkiln.a $(LDLIBS)

# the sync level: time, sim time, sync time, events and states per corpus kernel and the 1-CTA wgmma_ws
$(B)/bench/sync_bench: bench/check/sync_bench.c $(B)/libkiln.a
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(WARN) $(CFLAGS) -o $@ $< $(B)/libkiln.a $(LDLIBS)

bench-sync: $(B)/bench/sync_bench
	$(B)/bench/sync_bench $(SYNC_BENCH_ARGS)

# every non-bench case of every zoo workload under both checkers (make test checks the small ones)
check-zoo-all: all
	ZOO_ALL=1 B=$(B) bash tests/suites/check_zoo.sh

bench-check: $(B)/bench/check_bench $(B)/bench/sync_bench
	$(B)/bench/check_bench $(BENCH_ARGS)
	$(B)/bench/sync_bench $(SYNC_BENCH_ARGS)

clean:
	rm -rf build build-asan build-fuzz

# libFuzzer over kiln profile/sanitize's parsers of ncu CSV, sanitizer logs, timeline buffers
fuzz-prof:
	$(call fuzz_run,prof,src/prof/ncu.c src/prof/san.c src/prof/timeline.c $(wildcard src/util/*.c) -lm -ldl -lpthread,65536,prof_corpus)

# libFuzzer over kiln mcp's JSON-RPC layer (mcp_handle: framing, eras,
# methods, tool arguments and command lines, resources), with a dictionary
# of the protocol's names; its closure: src/mcp, util, the child-process
# runner, kb's envelope and paths
FUZZ_MCP_SRC := $(wildcard src/mcp/*.c src/util/*.c) src/task/spawn.c src/kb/kenv.c src/kb/paths.c
fuzz-mcp:
	$(call fuzz_run,mcp,$(FUZZ_MCP_SRC) -lm -ldl -lpthread,65536,mcp_corpus,tests/fuzz/mcp.dict)

# libFuzzer over the workload JSON parser (json.c + work_parse).
# the workload parser's closure: util, num, ir, isa and src/work without the
# simulation driver (which pulls in the front end, the simulator and more)
FUZZ_WORK_SRC := $(filter-out src/work/sim_work.c src/work/sim_api.c,$(wildcard src/util/*.c src/num/*.c src/ir/*.c src/isa/*.c src/work/*.c))
fuzz-workload:
	$(call fuzz_run,workload,$(FUZZ_WORK_SRC) -lm -ldl -lpthread,16384,workload_corpus)

# make install PREFIX=/usr/local: the CLI, the library, the public headers
# and the standard library (found by kiln relative to its binary).
PREFIX  ?= /usr/local
install: $(B)/kiln $(B)/libkiln.a $(B)/libkiln.so
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/lib $(DESTDIR)$(PREFIX)/include $(DESTDIR)$(PREFIX)/share/kiln/lib
	install -m 755 $(B)/kiln $(DESTDIR)$(PREFIX)/bin/kiln
	install -m 644 $(B)/libkiln.a $(DESTDIR)$(PREFIX)/lib/libkiln.a
	install -m 755 $(B)/libkiln.so $(DESTDIR)$(PREFIX)/lib/libkiln.so
	install -m 644 include/kiln.h include/kiln_ref.h $(DESTDIR)$(PREFIX)/include/
	install -m 644 lib/*.kiln $(DESTDIR)$(PREFIX)/share/kiln/lib/
	install -m 644 python/kiln/timeline_plot.py $(DESTDIR)$(PREFIX)/share/kiln/timeline_plot.py

.PHONY: all test asan fuzz clean bench-compile kilnd load-test fuzz-http install fuzz-workload fuzz-prof fuzz-mcp bench-check bench-sync check-zoo-all
-include $(LIBOBJ:.o=.d) $(CLIOBJ:.o=.d) $(SRVOBJ:.o=.d)
