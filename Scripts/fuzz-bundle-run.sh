#!/bin/bash
# Fuzz campaigns from this folder (made by Scripts/fuzz-bundle in ChartKit at @COMMIT@) on every core
# of this machine. Needs only bash, coreutils, grep, sed, tar and gzip: no Swift, no network.
#
#   OUT=DIR ./run.sh SECONDS [TARGET[:WORKERS]...]   targets carried: @TARGETS@ (default: all)
#
# The targets share the cores (nproc, or FUZZ_JOBS) equally unless TARGET:WORKERS says how many a
# target gets (the slower targets need more to reach 10^7 in the same time; Scripts/fuzz-bundle's
# notes give each one's executions per CPU second). A target's workers are libFuzzer processes
# over one corpus folder, a copy of corpus/TARGET (each takes in what the others add: -reload). A target stops at FUZZ_RUNS executions over its workers (default 10^7; each worker
# runs its share) or after SECONDS, whichever comes first; a worker stops at its first crash.
# Interrupted (INT or TERM), the workers are stopped and the summary is still written.
# An input running past FUZZ_TIMEOUT seconds of the clock (default 10) counts as a hang; give more on
# a machine whose cores are shared, where a starved worker's clock runs while it waits.
# Written to OUT (default ./out):
#   summary.tsv        per target: workers, executions (summed over its workers), seconds, exec/s,
#                      CPU seconds, crashes, reached (executions >= FUZZ_RUNS), stopped (runs, time,
#                      crash, interrupted or error)
#   crashes/TARGET/    the inputs that crashed, timed out or ran out of memory (libFuzzer's names)
#   logs/TARGET-N.log  the last 80 lines of each worker's output
#   new-corpus/TARGET.tar.gz  the inputs the campaign added to the corpus (to merge back into
#                      Tests/Fuzz/Corpus/TARGET with Scripts/fuzz minimise)
#   machine.txt        cores, kernel, C library, the bundle's commit
# Reproduce a crash: bin/chartkit-fuzz TARGET out/crashes/TARGET/crash-...
set -u
export PATH="${PATH:-/usr/bin:/bin}"
[[ -n "$PATH" ]] || PATH=/usr/bin:/bin
here=$(cd "${0%/*}" 2>/dev/null && pwd) || here=$PWD
seconds=${1:-}
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "usage: OUT=DIR $0 SECONDS [TARGET...] (targets: @TARGETS@)" >&2; exit 2; }
shift
named=("$@")
[[ ${#named[@]} -gt 0 ]] || read -r -a named <<<"@TARGETS@"
targets=()
declare -A workers
for word in "${named[@]}"; do
    target=${word%%:*}
    [[ -d "$here/corpus/$target" ]] || { echo "run.sh: no target $target in this bundle (targets: @TARGETS@)" >&2; exit 2; }
    if [[ "$word" == *:* ]]; then
        [[ "${word#*:}" =~ ^[1-9][0-9]*$ ]] || { echo "run.sh: $word: WORKERS must be a whole number above 0" >&2; exit 2; }
        workers[$target]=${word#*:}
    fi
    targets+=("$target")
done
out=${OUT:-$here/out}
runs=${FUZZ_RUNS:-10000000}
cores=${FUZZ_JOBS:-$(nproc 2>/dev/null || getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)}
mkdir -p "$out/crashes" "$out/logs" "$out/new-corpus" || exit 1
scratch=$(mktemp -d "${TMPDIR:-/tmp}/chartkit-fuzz.XXXXXX") || exit 1
trap 'rm -rf "$scratch"' EXIT

# The targets that write each input as a file (npy, specfiles, hdf5) write it in memory.
if [[ -d /dev/shm && -w /dev/shm ]]; then export TMPDIR=/dev/shm; fi
# libFuzzer, not the Swift runtime, reports a crash and keeps its input.
export SWIFT_BACKTRACE=enable=no
export LD_LIBRARY_PATH="$here/lib"
[[ -x "$here/bin/chartview" ]] && export CHARTVIEW_HDF5_READER="$here/bin/chartview"

# The longest input worth trying, as Scripts/fuzz gives it: past it a target repeats work its
# structure bounds.
max_len() {
    case "$1" in
        cells|dates|specfiles|clickhouse) echo 512 ;;
        sql|layout|live|npy) echo 2048 ;;
        *) echo 4096 ;;
    esac
}

{
    echo "commit	@COMMIT@"
    echo "cores	$cores"
    echo "kernel	$(uname -srm 2>/dev/null)"
    echo "libc	$(getconf GNU_LIBC_VERSION 2>/dev/null)"
    echo "started	$(date -u +%FT%TZ)"
    echo "seconds	$seconds"
    echo "runs	$runs"
    echo "targets	${targets[*]}"
} >"$out/machine.txt"

# Workers: as named, else an equal share of the cores left, the remainder to the first targets.
left=$cores; count=0
for target in "${targets[@]}"; do
    if [[ -n "${workers[$target]:-}" ]]; then left=$(( left - ${workers[$target]} )); else count=$(( count + 1 )); fi
done
pids=()
index=0
for target in "${targets[@]}"; do
    if [[ -z "${workers[$target]:-}" ]]; then
        share=$(( left / count )); (( index < left % count )) && share=$(( share + 1 )); (( share < 1 )) && share=1
        workers[$target]=$share
        index=$(( index + 1 ))
    fi
    share=${workers[$target]}
    mkdir -p "$scratch/corpus/$target" "$out/crashes/$target"
    cp -R "$here/corpus/$target/." "$scratch/corpus/$target/"
    each=$(( (runs + share - 1) / share ))
    for (( worker = 1; worker <= share; worker++ )); do
        (
            TIMEFORMAT='%R %U %S'
            # Its process id is noted for stop(); `time` counts the CPU of the children waited for.
            time {
                "$here/bin/chartkit-fuzz" "$target" "$scratch/corpus/$target" -runs="$each" \
                    -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 -max_len="$(max_len "$target")" \
                    -artifact_prefix="$out/crashes/$target/" -print_final_stats=1 \
                    </dev/null >"$scratch/$target-$worker.log" 2>&1 &
                echo $! >"$scratch/$target-$worker.pid"
                wait $!
            }
            echo $? >"$scratch/$target-$worker.status"
        ) 2>"$scratch/$target-$worker.time" &
        pids+=($!)
    done
done
echo "run.sh: ${#pids[@]} workers on $cores cores for ${seconds}s: $(for t in "${targets[@]}"; do printf '%s×%s ' "$t" "${workers[$t]}"; done)"

interrupted=0
stop() {
    interrupted=1
    # libFuzzer prints its figures when terminated (a shell's background jobs ignore INT).
    local file
    for file in "$scratch"/*.pid; do [[ -f "$file" ]] && kill -TERM "$(cat "$file")" 2>/dev/null; done
}
trap stop INT TERM
for pid in "${pids[@]}"; do
    while ! wait "$pid"; do kill -0 "$pid" 2>/dev/null || break; done
done

# Seconds with three decimals, as bash's `time` prints them, in milliseconds.
milliseconds() { local whole=${1%.*} part=${1#*.}; echo $(( 10#${whole:-0} * 1000 + 10#${part:-0} )); }

# The executions a worker made: libFuzzer's final figure, else its last progress line.
executions() {
    local figure
    figure=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$1" | grep -o '[0-9]*$' | tail -n 1)
    [[ -n "$figure" ]] || figure=$(grep -o '^#[0-9]*' "$1" | tail -n 1 | tr -d '#')
    echo "${figure:-0}"
}

printf 'target\tworkers\texecutions\tseconds\texec_per_s\tcpu_s\tcrashes\treached\tstopped\n' >"$out/summary.tsv"
for target in "${targets[@]}"; do
    total=0; longest=0; cpu_ms=0; failed=0
    for (( worker = 1; worker <= ${workers[$target]}; worker++ )); do
        log="$scratch/$target-$worker.log"
        [[ -f "$log" ]] || continue
        total=$(( total + $(executions "$log") ))
        read -r real user system <"$scratch/$target-$worker.time" 2>/dev/null || { real=0; user=0; system=0; }
        (( $(milliseconds "$real") > longest )) && longest=$(milliseconds "$real")
        cpu_ms=$(( cpu_ms + $(milliseconds "$user") + $(milliseconds "$system") ))
        status=$(cat "$scratch/$target-$worker.status" 2>/dev/null || echo 1)
        [[ "$status" = 0 ]] || failed=1
        tail -n 80 "$log" >"$out/logs/$target-$worker.log"
    done
    crashes=$(ls -A "$out/crashes/$target" | wc -l)
    rate=$(( longest > 0 ? total * 1000 / longest : 0 ))
    reached=no; (( total >= runs )) && reached=yes
    if (( crashes > 0 )); then stopped=crash
    elif (( interrupted )); then stopped=interrupted
    elif (( failed )); then stopped=error
    elif [[ $reached = yes ]]; then stopped=runs
    else stopped=time; fi
    printf '%s\t%s\t%s\t%d.%03d\t%s\t%d.%03d\t%s\t%s\t%s\n' "$target" "${workers[$target]}" "$total" \
        $(( longest / 1000 )) $(( longest % 1000 )) "$rate" $(( cpu_ms / 1000 )) $(( cpu_ms % 1000 )) \
        "$crashes" "$reached" "$stopped" >>"$out/summary.tsv"
    # The inputs this campaign added (libFuzzer names inputs by their SHA-1, as the seeds are named).
    added=()
    for file in "$scratch/corpus/$target"/*; do
        [[ -e "$file" && ! -e "$here/corpus/$target/${file##*/}" ]] && added+=("${file##*/}")
    done
    if (( ${#added[@]} > 0 )); then
        printf '%s\n' "${added[@]}" | tar -C "$scratch/corpus/$target" -czf "$out/new-corpus/$target.tar.gz" -T -
    fi
done
echo "finished	$(date -u +%FT%TZ)" >>"$out/machine.txt"
cat "$out/summary.tsv"
echo "run.sh: summary in $out/summary.tsv, crash inputs in $out/crashes/"
grep -q $'\tcrash$\|\terror$' "$out/summary.tsv" && exit 1
exit 0
