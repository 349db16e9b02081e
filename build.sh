#!/usr/bin/env bash
# build.sh: build the site into dist/, serve it, or run every test.
#
#   ./build.sh [build]          build the site into dist/
#   ./build.sh serve [ARGS...]  build, then serve dist/ (ARGS go to `xiangqi serve`, e.g. --addr :8080)
#   ./build.sh test [--long]    gofmt, vet, host tests, wasm tests, short fuzzing, browser tests, edge worker
#   ./build.sh edge             build the site and the Cloudflare Worker (wasm/edge) that serves it with the API
#   ./build.sh single           build the site, then the whole game as one HTML file: dist-single/xiangqi.html
#   ./build.sh bench            measure every speed and size budget on this machine; a table, non-zero on a MISS
#
# Environment: FUZZTIME (default 10s, 30s with --long) is the time per fuzz target;
# XIANGQI_LONG=1 is exported to go test with --long, together with -tags long;
# XIANGQI_BENCH_ROUNDS (default 3) and XIANGQI_BENCH_PERFT_ROUNDS (default 2) for bench.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$ROOT"

# Files in static/ and assets/ that stay out of dist/ (shell patterns on the
# base name): documentation, Go sources, and the sources that assets are built from.
# (book.bin and explorer.bin ship: the engine's worker fetches the book and the
# page the explorer's data; xiangqi.wasm carries neither.)
DIST_EXCLUDE=('README*' '*.md' '*.go' '.gitkeep' '.DS_Store' '*.pgn' '*.xcf' '*.psd' '*.aup3')
# Directories in static/ and assets/ that hold sources only.
DIST_EXCLUDE_DIRS=('src' 'source' 'sources')
# Files without which dist/ is no site: build fails if one is missing.
DIST_REQUIRED=('index.html' 'xiangqi.wasm' 'wasm_exec.js' 'ui.js' 'worker.js' 'sw.js' 'style.css')

# The site's one WebAssembly program and the file it is built into (the name
# static/index.html, ui.js and worker.js load).
WASM_MAIN=wasm/app
WASM_FILE=xiangqi.wasm

# Files of dist/ (shell patterns on the path inside dist/) that the service
# worker does not precache: itself, files the game never loads (the build id,
# the font licence, the install icons the browser fetches for itself), and
# the endgame tables (860 KB, loaded one by one when a game reaches their
# ending), the opening explorer's data (200 KB, loaded when the explorer is
# first opened), the puzzles (52 KB, loaded when the puzzle list is first
# opened) and the sounds of a game's start and end (105 KB, played when a new
# game starts and once a game ends: a first visit plays from the opening
# without asking for a new game), which sw.js caches when first used: a first
# visit downloads what it uses.
# The embedding guide for bloggers (embed.html, .css, .js) is a page of the
# site that the game never needs offline.
PRECACHE_EXCLUDE=('sw.js' '.nojekyll' '*.txt' 'icons/*.png' 'egtb/*' 'explorer.bin' 'puzzles/*'
	'sounds/newgame.wav' 'sounds/win.wav' 'sounds/loss.wav' 'sounds/draw.wav' 'embed.html' 'embed.css' 'embed.js' 'screenshots/*')

log() { printf '%s\n' "$*" >&2; }

# Temp dirs removed on exit, whatever the outcome.
CLEANUP=()
on_exit() {
	local status=$?
	if ((status != 0)) && [[ -n ${STAGE:-} ]]; then
		log ""
		log "build.sh test: FAILED at stage '$STAGE' (exit $status) after $((SECONDS - TEST_START))s"
		# The counts so far, failures included, in the form CI reads.
		[[ -z ${RECORDS:-} ]] || echo "build.sh: $(count pass) passed, $(($(count fail) > 0 ? $(count fail) : 1)) failed, $(count skip) skipped"
	fi
	((${#CLEANUP[@]} == 0)) || rm -rf "${CLEANUP[@]}"
	exit "$status"
}
trap on_exit EXIT
die() {
	log "build.sh: $*"
	exit 1
}

# wasm_exec.js must match the Go that compiles the wasm, so both come from the
# go on PATH.
GOROOT_DIR="$(go env GOROOT)"

has_go_files() { [[ -d $1 ]] && compgen -G "$1/*.go" >/dev/null; }

# roomy_wasm_exec sets WASM_EXEC_DIR to a directory whose go_js_wasm_exec
# runs the wasm tests under node with room on the stack. Go's own script
# gives V8 8 MB (--stack-size=8192); deep recursion in a test (jsonlite's
# 10,000-deep nesting) overflows that now and then, while V8 still runs the
# code unoptimised with its larger frames, and the test binary dies of a
# RangeError, or of a segmentation fault when the shell's stack limit is
# 8 MB too. With this shell's limit raised to 256 MB, V8 gets 64 MB; where
# the limit cannot be raised, Go's script is used as it is.
roomy_wasm_exec() {
	WASM_EXEC_DIR="$GOROOT_DIR/lib/wasm"
	if ! ulimit -s 262144 2>/dev/null && [[ $(ulimit -s) != unlimited ]]; then
		return
	fi
	WASM_EXEC_DIR="$(mktemp -d "${TMPDIR:-/tmp}/xiangqi-wasmexec.XXXXXX")"
	CLEANUP+=("$WASM_EXEC_DIR")
	printf '#!/usr/bin/env bash\nexec node --stack-size=65536 %q "$@"\n' "$GOROOT_DIR/lib/wasm/wasm_exec_node.js" >"$WASM_EXEC_DIR/go_js_wasm_exec"
	chmod +x "$WASM_EXEC_DIR/go_js_wasm_exec"
}

# copy_tree SRC DST copies the files of SRC into DST, skipping the excluded
# names, and fails if a file would overwrite one already copied (static/ and
# assets/ share the top of dist/).
copy_tree() {
	local src=$1 dst=$2 rel name pattern skip
	[[ -d $src ]] || die "$src/ is missing: dist/ would lack its files"
	local prune=()
	for pattern in "${DIST_EXCLUDE_DIRS[@]}"; do
		prune+=(-name "$pattern" -o)
	done
	while IFS= read -r -d '' rel; do
		rel=${rel#./}
		name=${rel##*/}
		skip=0
		for pattern in "${DIST_EXCLUDE[@]}"; do
			# shellcheck disable=SC2053 # pattern match is intended
			if [[ $name == $pattern ]]; then
				skip=1
				break
			fi
		done
		((skip)) && continue
		[[ -e $dst/$rel ]] && die "$src/$rel would overwrite $rel already copied into dist/"
		mkdir -p "$dst/$(dirname "$rel")"
		cp -p "$src/$rel" "$dst/$rel"
	done < <(cd "$src" && find . -mindepth 1 -type d \( "${prune[@]}" -false \) -prune -o -type f -print0 | sort -z)
}

build() {
	local out
	out="$(mktemp -d "${TMPDIR:-/tmp}/xiangqi-dist.XXXXXX")"
	CLEANUP+=("$out")
	# Build beside dist/ and swap at the end, so a server or test reading
	# dist/ never sees a half-built site.
	# One module is both the page and the engine's worker (see
	# wasm/app/main.go): one Go runtime to download, compiled once.
	local name
	# A site without its wasm shows a board that never takes a move: refuse
	# to build one.
	has_go_files "$WASM_MAIN" || die "$WASM_MAIN has no Go files: dist/ would have no $WASM_FILE"
	log "  $WASM_MAIN -> dist/$WASM_FILE"
	GOOS=js GOARCH=wasm go build -trimpath -ldflags=-s -o "$out/$WASM_FILE" "./$WASM_MAIN"
	cp "$GOROOT_DIR/lib/wasm/wasm_exec.js" "$out/wasm_exec.js"
	copy_tree static "$out"
	copy_tree assets "$out"
	touch "$out/.nojekyll"
	for name in "${DIST_REQUIRED[@]}"; do
		[[ -f $out/$name ]] || die "dist/$name was not built (is it missing from static/?)"
	done
	# The build id: a hash of every built file and its name. The service
	# worker names its cache after it.
	(cd "$out" && find . -type f ! -name version.txt -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16) >"$out/version.txt"
	prepare_service_worker "$out"
	rm -rf dist
	mv "$out" dist
	chmod 755 dist
	for name in dist/*.wasm; do
		[[ -e $name ]] || continue
		log "  $(basename "$name"): $(($(stat -c %s "$name") / 1024)) KiB, gzip $(($(gzip -9c "$name" | wc -c) / 1024)) KiB"
	done
	log "  built dist/ (version $(cat dist/version.txt), $(find dist -type f | wc -l) files)"
}

# prepare_service_worker DIR writes the build id and the precache list, with
# each file's sha256 for the integrity check, into DIR/sw.js (see static/sw.js).
prepare_service_worker() {
	local dir=$1 rel pattern skip hash list="" count=0
	[[ -f $dir/sw.js ]] || die "static/sw.js is missing: the site would not work offline"
	if ! grep -q "'__XIANGQI_PRECACHE__'" "$dir/sw.js" || ! grep -q "'__XIANGQI_BUILD_ID__'" "$dir/sw.js"; then
		die "static/sw.js lacks its '__XIANGQI_PRECACHE__' or '__XIANGQI_BUILD_ID__' placeholder"
	fi
	while IFS= read -r -d '' rel; do
		rel=${rel#./}
		skip=0
		for pattern in "${PRECACHE_EXCLUDE[@]}"; do
			# shellcheck disable=SC2053 # pattern match is intended
			if [[ $rel == $pattern ]]; then
				skip=1
				break
			fi
		done
		((skip)) && continue
		# The names go into JavaScript and a sed replacement unquoted.
		[[ $rel =~ ^[A-Za-z0-9._/-]+$ ]] || die "precache: dist/$rel: a file name with unexpected characters"
		hash=$(openssl dgst -sha256 -binary "$dir/$rel" | openssl base64 -A)
		list+="${list:+,}[\"$rel\",\"sha256-$hash\"]"
		count=$((count + 1))
	done < <(cd "$dir" && find . -type f -print0 | sort -z)
	sed -i -e "s|'__XIANGQI_BUILD_ID__'|'$(cat "$dir/version.txt")'|" -e "s|'__XIANGQI_PRECACHE__'|[$list]|" "$dir/sw.js"
	log "  sw.js: $count files precached"
}

# build_cli builds the native command into a temp dir and sets CLI to its path.
build_cli() {
	local dir
	dir="$(mktemp -d "${TMPDIR:-/tmp}/xiangqi-bin.XXXXXX")"
	CLEANUP+=("$dir")
	go build -o "$dir/xiangqi" ./cmd/xiangqi
	CLI="$dir/xiangqi"
}

# single writes the whole game into one HTML file that plays from file://
# (the inliner is `xiangqi single`, cmd/xiangqi/single.go).
single() {
	build
	build_cli
	"$CLI" single --dist dist --out dist-single/xiangqi.html
}

serve() {
	build
	build_cli
	# Not exec: the EXIT trap removes the binary once the server stops.
	"$CLI" serve "$@" dist
}

# --- edge: the Cloudflare Worker in wasm/edge (see wasm/edge/README.md) ---

EDGE_DIR=wasm/edge

# build_edge_worker builds the Worker into wasm/edge/build/ for the site
# already built in dist/: the JavaScript shim of github.com/syumai/workers (the version pinned
# in go.mod; the generator removes and remakes the directory) and app.wasm.
build_edge_worker() {
	[[ -f dist/version.txt ]] || die "edge: dist/ is not built (run ./build.sh edge)"
	log "  $EDGE_DIR -> $EDGE_DIR/build/ (worker.mjs shim, app.wasm)"
	go run github.com/syumai/workers/cmd/workers-assets-gen -mode=go -o "$EDGE_DIR/build"
	# /api/health reports the build id of the site it is deployed with.
	GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -X xiangqi/engine/protocol.Version=$(cat dist/version.txt)" \
		-o "$EDGE_DIR/build/app.wasm" "./$EDGE_DIR"
	local raw gz
	raw=$(stat -c %s "$EDGE_DIR/build/app.wasm")
	gz=$(gzip -9c "$EDGE_DIR/build/app.wasm" | wc -c)
	log "  app.wasm: $((raw / 1024)) KiB, gzip $((gz / 1024)) KiB (Cloudflare's limit: 3 MiB compressed on the free plan, 10 MiB paid)"
}

edge() {
	build
	build_edge_worker
	log "  run it: (cd $EDGE_DIR && npm ci && npx wrangler dev); deploy: npx wrangler deploy"
}

# ensure_edge_modules installs wrangler (pinned in wasm/edge/package.json)
# and reports false when it cannot.
ensure_edge_modules() {
	[[ -x $EDGE_DIR/node_modules/.bin/wrangler ]] && return 0
	log "  installing $EDGE_DIR node modules (wrangler, workerd)"
	(cd "$EDGE_DIR" && timeout 600 npm ci --no-audit --no-fund) && [[ -x $EDGE_DIR/node_modules/.bin/wrangler ]]
}

# --- test ---

STAGE=""
STAGE_START=0
STAGES_DONE=0
STAGES_SKIPPED=0
SKIPPED_STAGES=()
TEST_START=$SECONDS

stage() {
	end_stage
	STAGE=$1
	STAGE_START=$SECONDS
	log ""
	log "==> $STAGE"
}

end_stage() {
	if [[ -n $STAGE ]]; then
		log "    ok: $STAGE ($((SECONDS - STAGE_START))s)"
		STAGES_DONE=$((STAGES_DONE + 1))
		STAGE=""
	fi
}

# skip_stage REASON ends the current stage as skipped: it is counted and
# named in the last lines of the run, never passed off as run.
skip_stage() {
	log "    SKIPPED: $STAGE: $*"
	STAGES_SKIPPED=$((STAGES_SKIPPED + 1))
	SKIPPED_STAGES+=("$STAGE: $*")
	STAGE=""
}

sudo_cmd() {
	if [[ $(id -u) -eq 0 ]]; then
		"$@"
	else
		sudo "$@"
	fi
}

# The Debian packages the tests need, each as PACKAGE:FILE, the file showing
# that it is installed: chromium for the browser tests, fairy-stockfish for
# the perft cross-check in engine/position and the match tests, fairymax
# (maxqi) for the match tests, fonts-noto-cjk for cmd/genart's check that the
# committed art is current. Without one those tests would skip.
TEST_PACKAGES=(
	chromium:/usr/bin/chromium
	fairy-stockfish:/usr/games/fairy-stockfish
	fairymax:/usr/games/maxqi
	fonts-noto-cjk:/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc
)

# ensure_packages PACKAGE:FILE... installs the packages whose file is missing
# and fails the run if it cannot.
ensure_packages() {
	local entry missing=()
	for entry in "$@"; do
		[[ -e ${entry#*:} ]] || missing+=("${entry%%:*}")
	done
	((${#missing[@]})) || return 0
	log "  installing Debian packages: ${missing[*]}"
	sudo_cmd apt-get update -q || die "apt-get update failed: cannot install ${missing[*]}"
	DEBIAN_FRONTEND=noninteractive sudo_cmd apt-get install -y -q "${missing[@]}" ||
		die "could not install ${missing[*]}, which the tests need (they would skip otherwise)"
	for entry in "$@"; do
		[[ -e ${entry#*:} ]] || die "${entry%%:*} is installed but ${entry#*:} is still missing"
	done
}

ensure_playwright() {
	if [[ -f web/e2e/node_modules/playwright-core/package.json ]]; then
		return
	fi
	command -v npm >/dev/null || die "npm is not on PATH: the browser tests need Node.js 20 and npm"
	log "  installing web/e2e node modules"
	(cd web/e2e && npm ci --no-audit --no-fund) || die "npm ci in web/e2e failed: the browser tests cannot run"
}

# build_testreport builds cmd/testreport, the reader of `go test -json` that
# records every test's outcome for the list of skips at the end.
build_testreport() {
	local dir
	dir="$(mktemp -d "${TMPDIR:-/tmp}/xiangqi-testreport.XXXXXX")"
	CLEANUP+=("$dir")
	go build -o "$dir/testreport" ./cmd/testreport
	TESTREPORT="$dir/testreport"
	RECORDS="$(mktemp -d "${TMPDIR:-/tmp}/xiangqi-records.XXXXXX")"
	CLEANUP+=("$RECORDS")
}

# go_tests LABEL ARGS... runs `go test -json ARGS...`, printing what plain go
# test prints and recording each test's outcome under LABEL.
go_tests() {
	local label=$1
	shift
	go test -json "$@" | "$TESTREPORT" -record "$RECORDS/$label.tsv" -label "$label"
}

# node_tests LABEL ARGS... runs `node --test ARGS...` with the spec reporter
# on the terminal and web/e2e/record-reporter.mjs recording under LABEL. A
# test that hangs (a worker that never answers) fails after 8 minutes rather
# than holding the run until CI's limit.
node_tests() {
	local label=$1
	shift
	XIANGQI_TEST_LABEL=$label node --test --test-timeout=480000 \
		--test-reporter=spec --test-reporter-destination=stdout \
		--test-reporter="$ROOT/web/e2e/record-reporter.mjs" --test-reporter-destination="$RECORDS/$label.tsv" \
		"$@"
}

# count OUTCOME [LABEL] counts the recorded tests with an outcome.
count() {
	{ cat "$RECORDS"/*.tsv 2>/dev/null || true; } | awk -F'\t' -v o="$1" -v l="${2:-}" '$1 == o && (l == "" || $2 == l)' | wc -l
}

# fuzz_one DIR NAME FUZZTIME [BUILD FLAGS...] fuzzes one target. Go 1.26's fuzz
# coordinator can report "context deadline exceeded" when -fuzztime runs out
# while a worker is busy (go.dev/issue/75804, fixed in Go 1.27): a failure
# with that message and no failing input written to testdata/fuzz is that race,
# reported and not counted; any failure that writes an input fails the run.
fuzz_one() {
	local dir=$1 name=$2 fuzztime=$3
	shift 3
	local corpus="$dir/testdata/fuzz/$name" out before after
	out="$(mktemp)"
	before="$(ls "$corpus" 2>/dev/null | sort || true)"
	if go test "$@" -run '^$' -fuzz "^${name}\$" -fuzztime "$fuzztime" "$dir" 2>&1 | tee "$out"; then
		rm -f "$out"
		return 0
	fi
	after="$(ls "$corpus" 2>/dev/null | sort || true)"
	if [[ $before == "$after" ]] && grep -q 'context deadline exceeded' "$out" && ! grep -q 'Failing input written' "$out"; then
		log "  $name: ignored Go's fuzz deadline race (go.dev/issue/75804): no failing input was found"
		rm -f "$out"
		return 0
	fi
	rm -f "$out"
	return 1
}

# The folders whose fuzz targets the fuzz stage runs: every Go folder.
FUZZ_ROOTS=(engine web wasm cmd)

run_tests() {
	local long=0 arg
	for arg in "$@"; do
		case $arg in
		--long) long=1 ;;
		*) die "test: unknown argument $arg" ;;
		esac
	done
	local tags=()
	if ((long)); then
		tags=(-tags long)
		export XIANGQI_LONG=1
	fi
	local fuzztime=${FUZZTIME:-$( ((long)) && echo 30s || echo 10s)}

	stage "install what the tests need (Debian: ${TEST_PACKAGES[*]%%:*}; npm: web/e2e)"
	command -v node >/dev/null || die "node is not on PATH: the browser tests need Node.js 20"
	ensure_packages "${TEST_PACKAGES[@]}"
	ensure_playwright
	build_testreport

	stage "gofmt"
	local unformatted
	unformatted="$(find . -name '*.go' -not -path '*/node_modules/*' -not -path './dist/*' -not -path './.git/*' -print0 | xargs -0 -r gofmt -l)"
	if [[ -n $unformatted ]]; then
		log "gofmt -l lists files that need formatting (run gofmt -w on them):"
		log "$unformatted"
		false
	fi

	stage "go vet ./... (host)"
	go vet "${tags[@]}" ./...

	stage "go vet ./engine/... ./wasm/... ./web/... (js/wasm)"
	GOOS=js GOARCH=wasm go vet "${tags[@]}" ./engine/... ./wasm/... ./web/...

	stage "go test ./... (host)"
	go_tests host "${tags[@]}" ./...

	stage "go test ./engine/... (js/wasm under node)"
	local wasm_pkgs=()
	mapfile -t wasm_pkgs < <(GOOS=js GOARCH=wasm go list "${tags[@]}" -f '{{if or .TestGoFiles .XTestGoFiles}}{{.ImportPath}}{{end}}' ./engine/... | sed '/^$/d')
	((${#wasm_pkgs[@]})) || die "no package under engine/ has tests for js/wasm"
	# Go on wasm has no preemption: a test that spins while waiting for
	# another goroutine hangs until the timeout (plus a minute), so keep
	# the timeout well under CI's budget.
	roomy_wasm_exec
	PATH="$WASM_EXEC_DIR:$PATH" GOOS=js GOARCH=wasm go_tests wasm "${tags[@]}" -timeout 5m "${wasm_pkgs[@]}"

	stage "fuzz (${fuzztime} per target, every Fuzz function under ${FUZZ_ROOTS[*]})"
	local fuzz_found=0 file name dir
	while IFS= read -r file; do
		dir="./$(dirname "$file")"
		while IFS= read -r name; do
			fuzz_found=1
			log "  $dir $name"
			fuzz_one "$dir" "$name" "$fuzztime" "${tags[@]}"
		done < <(sed -n 's/^func \(Fuzz[A-Za-z0-9_]*\)(.*/\1/p' "$file")
	done < <(grep -rl --include='*_test.go' --exclude-dir=node_modules '^func Fuzz' "${FUZZ_ROOTS[@]}" 2>/dev/null | sort)
	((fuzz_found)) || die "no fuzz targets found under ${FUZZ_ROOTS[*]}"

	stage "browser tests (node --test web/e2e/)"
	build
	build_cli
	# The harness serves with this binary instead of building its own.
	XIANGQI_BIN="$CLI" node_tests e2e web/e2e/

	stage "edge API (go test $EDGE_DIR/api under js/wasm)"
	PATH="$GOROOT_DIR/lib/wasm:$PATH" GOOS=js GOARCH=wasm go_tests edge-api "${tags[@]}" "./$EDGE_DIR/api"

	stage "edge worker (node --test $EDGE_DIR/ under wrangler dev)"
	if ensure_edge_modules; then
		build_edge_worker
		node_tests edge "$EDGE_DIR/"
		if (($(count pass edge) == 0)); then
			skip_stage "no test of $EDGE_DIR ran: $(awk -F'\t' '$1 == "skip" { print $5; exit }' "$RECORDS/edge.tsv" 2>/dev/null)"
		fi
	else
		skip_stage "npm ci in $EDGE_DIR failed, so wrangler is not here to run the Worker"
	fi

	end_stage
	report_tests
}

# plural N WORD writes "1 WORD" or "N WORDs".
plural() {
	if (($1 == 1)); then echo "$1 $2"; else echo "$1 $2s"; fi
}

# report_tests prints the skipped tests with their reasons, the stages, and
# last a line of counts in the form CI reads ("N passed, N failed, N skipped").
report_tests() {
	local passed failed skipped
	passed=$(count pass)
	failed=$(count fail)
	skipped=$(count skip)
	log ""
	if ((skipped)); then
		log "Skipped tests ($skipped):"
		cat "$RECORDS"/*.tsv | awk -F'\t' '$1 == "skip" { printf "  [%s] %s %s: %s\n", $2, $3, $4, $5 }' >&2
		log ""
	fi
	if ((STAGES_SKIPPED)); then
		log "build.sh test: $(plural "$STAGES_DONE" stage) passed, $STAGES_SKIPPED SKIPPED, in $((SECONDS - TEST_START))s:"
		local s
		for s in "${SKIPPED_STAGES[@]}"; do
			log "  skipped stage: $s"
		done
	else
		log "build.sh test: all $(plural "$STAGES_DONE" stage) passed in $((SECONDS - TEST_START))s"
	fi
	echo "build.sh: $passed passed, $failed failed, $skipped skipped"
}

# --- bench ---

# bench measures every speed and size budget in one run (web/e2e/bench.mjs
# with web/e2e/measure.mjs, the measurements the browser tests make) and
# fails on a MISS. Not part of `test`: the figures depend on the machine.
bench() {
	command -v node >/dev/null || die "node is not on PATH: the bench needs Node.js 20"
	ensure_packages chromium:/usr/bin/chromium fairy-stockfish:/usr/games/fairy-stockfish time:/usr/bin/time
	ensure_playwright
	build
	build_cli
	XIANGQI_BIN="$CLI" node web/e2e/bench.mjs
}

case ${1:-build} in
build)
	[[ $# -le 1 ]] || die "build takes no arguments"
	build
	;;
serve)
	shift
	serve "$@"
	;;
test)
	shift
	run_tests "$@"
	;;
edge)
	[[ $# -le 1 ]] || die "edge takes no arguments"
	edge
	;;
single)
	[[ $# -le 1 ]] || die "single takes no arguments"
	single
	;;
bench)
	[[ $# -le 1 ]] || die "bench takes no arguments (XIANGQI_BENCH_ROUNDS sets the rounds)"
	bench
	;;
-h | --help | help)
	sed -n '2,14s/^# \{0,1\}//p' "$0"
	;;
*)
	die "unknown command $1 (want build, serve, test, bench, edge or single)"
	;;
esac
