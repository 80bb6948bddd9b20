# Kiln — plain Makefile.  Every src/<part>/*.c except src/cli goes into
# libkiln; tests/unit/test_*.c are one binary each.
CC      ?= cc
OPT     ?= -O2
CFLAGS  ?= $(OPT) -g
WARN    := -std=c11 -Wall -Wextra -Wpedantic -Wshadow -Wmissing-prototypes -Wno-unused-parameter
CPPFLAGS := -D_GNU_SOURCE -Iinclude -Isrc
LDLIBS  := -lm -ldl -lpthread
B       ?= build

LIBSRC  := $(filter-out src/cli/%,$(wildcard src/*/*.c))
LIBOBJ  := $(LIBSRC:%.c=$(B)/%.o)
CLISRC  := $(wildcard src/cli/*.c)
CLIOBJ  := $(CLISRC:%.c=$(B)/%.o)
TESTSRC := $(wildcard tests/unit/test_*.c)
TESTBIN := $(TESTSRC:tests/unit/%.c=$(B)/tests/%)
TOOLSRC := $(wildcard tests/tools/*.c)
TOOLBIN := $(TOOLSRC:tests/tools/%.c=$(B)/tools/%)

all: $(B)/libkiln.a $(B)/libkiln.so $(B)/kiln $(TESTBIN) $(TOOLBIN)

$(B)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(WARN) $(CFLAGS) -fPIC -MMD -MP -c $< -o $@

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

# libFuzzer over lexer+parser+sema; FUZZ_SECONDS bounds the run.
FUZZ_SECONDS ?= 60
fuzz:
	@mkdir -p build-fuzz
	clang -std=c11 $(CPPFLAGS) -g -O1 -fsanitize=fuzzer,address,undefined \
	  -o build-fuzz/fuzz_compile tests/fuzz/fuzz_compile.c $(filter-out src/cli/%,$(wildcard src/*/*.c)) -lm -ldl -lpthread
	mkdir -p build-fuzz/corpus
	build-fuzz/fuzz_compile -max_total_time=$(FUZZ_SECONDS) -timeout=5 -max_len=8192 \
	  build-fuzz/corpus tests/fuzz/corpus

# compile-time benchmark (bench/compile): each zoo kernel compiled in-process
$(B)/bench/compile_bench: bench/compile/compile_bench.c include/kiln.h $(B)/libkiln.a
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(WARN) $(CFLAGS) -o $@ $< $(B)/libkiln.a $(LDLIBS)

bench-compile: $(B)/bench/compile_bench
	$(B)/bench/compile_bench $(BENCH_ARGS)

# kiln check benchmark (bench/check): time and states per corpus kernel and the 1-CTA wgmma_ws
$(B)/bench/check_bench: bench/check/check_bench.c $(B)/libkiln.a
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(WARN) $(CFLAGS) -o $@ $< $(B)/libkiln.a $(LDLIBS)

bench-check: $(B)/bench/check_bench
	$(B)/bench/check_bench $(BENCH_ARGS)

clean:
	rm -rf build build-asan build-fuzz

.PHONY: all test asan fuzz clean bench-compile bench-check
-include $(LIBOBJ:.o=.d) $(CLIOBJ:.o=.d)
