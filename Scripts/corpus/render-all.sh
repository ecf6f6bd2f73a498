#!/usr/bin/env bash
# Render every file of the real-data corpus with chartview's defaults (no options), as a new user
# would: `chartview render FILE -o OUT.png`. Saves per file: the PNG, stderr (FILE.err), the exit
# status and seconds (in results.tsv), and, when this chartview has --explain, what it prints
# (FILE.explain, from a second render with --explain; results.tsv says whether that picture
# differs from the one without it, which it should not).
#
# Usage: Scripts/corpus/render-all.sh [CORPUS_DIR [OUT_DIR [CHARTVIEW]]]
#   CORPUS_DIR  written by Scripts/corpus/export.py (default /tmp/chartkit-corpus)
#   OUT_DIR     default /tmp/chartkit-corpus-render
#   CHARTVIEW   default .build/debug/chartview of this checkout
# A file that takes longer than CORPUS_TIMEOUT seconds (default 300) counts as an error (timeout).
# The files are those corpus.tsv lists (its first column) when the folder has one, so that files
# chartview itself leaves beside the data (`*.chartkit-pyramid` sidecars of mapped arrays) are not
# taken for corpus files; without corpus.tsv, every file in the folder.
set -u
here=$(cd "$(dirname "$0")/../.." && pwd)
corpus=${1:-/tmp/chartkit-corpus}
out=${2:-/tmp/chartkit-corpus-render}
chartview=${3:-$here/.build/debug/chartview}
limit=${CORPUS_TIMEOUT:-300}
[ -x "$chartview" ] || { echo "render-all.sh: no chartview at $chartview (swift build --product chartview)" >&2; exit 1; }
[ -d "$corpus" ] || { echo "render-all.sh: no corpus at $corpus (run Scripts/corpus/export.py)" >&2; exit 1; }
mkdir -p "$out"
explain=no
"$chartview" --help 2>&1 | grep -q -- '--explain' && explain=yes
printf 'file\tstatus\tseconds\texplain\n' > "$out/results.tsv"
corpus_files() {
  if [ -f "$corpus/corpus.tsv" ]; then
    awk -F'\t' -v dir="$corpus" 'NR > 1 && $1 != "" { print dir "/" $1 }' "$corpus/corpus.tsv"
  else
    for file in "$corpus"/*; do case "$file" in */corpus.tsv) ;; *) echo "$file" ;; esac; done
  fi
}
corpus_files | while IFS= read -r file; do
  name=$(basename "$file")
  rm -f "$out/$name.png" "$out/$name.explain.png"
  start=$(date +%s.%N)
  timeout "$limit" "$chartview" render "$file" -o "$out/$name.png" 2> "$out/$name.err" > /dev/null < /dev/null
  status=$?
  end=$(date +%s.%N)
  same=-
  if [ "$explain" = yes ]; then
    timeout "$limit" "$chartview" render "$file" -o "$out/$name.explain.png" --explain > "$out/$name.explain" 2>/dev/null < /dev/null
    if [ -f "$out/$name.explain.png" ]; then
      cmp -s "$out/$name.png" "$out/$name.explain.png" && same=same-picture || same=other-picture
      rm -f "$out/$name.explain.png"
    fi
  fi
  printf '%s\t%s\t%.2f\t%s\n' "$name" "$status" "$(echo "$end - $start" | bc)" "$same" >> "$out/results.tsv"
done
echo "rendered $(($(wc -l < "$out/results.tsv") - 1)) files into $out; failures: $(awk -F'\t' 'NR>1 && $2!=0' "$out/results.tsv" | wc -l)"
