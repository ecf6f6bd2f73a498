#!/usr/bin/env bash
# Re-render a corpus with another chartview and list only what changed against a judged render, so
# that only the changed pictures need looking at again.
#
# Usage: Scripts/corpus/rejudge.sh CORPUS_DIR JUDGED_DIR NEW_DIR [CHARTVIEW [VERDICTS.tsv]]
#   CORPUS_DIR  the files (export.py → /tmp/chartkit-corpus, export-heldout.py → /tmp/chartkit-corpus3)
#   JUDGED_DIR  an earlier render-all.sh output whose pictures were judged
#               (/work/notes/corpus/main-cefb572, /work/notes/corpus3/main)
#   NEW_DIR     where this render goes (render-all.sh: FILE.png, FILE.err, FILE.explain, results.tsv)
#   CHARTVIEW   default .build/debug/chartview of this checkout
#   VERDICTS    the judged verdicts (one line per file: name TAB verdict TAB reason), e.g.
#               /work/notes/corpus/verdicts-main-cefb572.tsv, /work/notes/corpus3/verdicts-main.tsv
# Writes NEW_DIR/changed.tsv (file, what changed, old and new exit status, old verdict) for every
# file whose picture bytes, exit status or stderr differ, and, with VERDICTS, NEW_DIR/verdicts.tsv:
# the old verdicts carried over for unchanged files and "REJUDGE" for the changed ones. Prints the
# changed files' picture paths, old beside new. Set SKIP_RENDER=1 to compare an existing NEW_DIR.
# Rendering is deterministic (a file rendered twice gives the same PNG bytes), so equal bytes mean
# the same picture and a verdict still holds.
set -u
here=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -ge 3 ] || { sed -n '2,20p' "$0" >&2; exit 1; }
corpus=$1 judged=$2 new=$3
chartview=${4:-$here/.build/debug/chartview}
verdicts=${5:-}
[ -d "$judged" ] || { echo "rejudge.sh: no judged render at $judged" >&2; exit 1; }
[ -z "$verdicts" ] || [ -f "$verdicts" ] || { echo "rejudge.sh: no verdicts file at $verdicts" >&2; exit 1; }
if [ "${SKIP_RENDER:-0}" != 1 ]; then
  "$here/Scripts/corpus/render-all.sh" "$corpus" "$new" "$chartview" || exit 1
fi
status_of() { awk -F'\t' -v f="$2" '$1 == f { print $2 }' "$1/results.tsv" 2>/dev/null; }
verdict_of() { [ -n "$verdicts" ] && awk -F'\t' -v f="$1" '$1 == f { print $2 }' "$verdicts"; }
printf 'file\tchanged\told_status\tnew_status\told_verdict\n' > "$new/changed.tsv"
[ -z "$verdicts" ] || : > "$new/verdicts.tsv"
total=0 changed=0
# The same files render-all.sh renders: corpus.tsv's list when there is one.
if [ -f "$corpus/corpus.tsv" ]; then
  names=$(awk -F'\t' 'NR > 1 && $1 != "" { print $1 }' "$corpus/corpus.tsv")
else
  names=$(ls "$corpus" | grep -v '^corpus.tsv$')
fi
for name in $names; do
  total=$((total + 1))
  what=""
  if [ -f "$judged/$name.png" ] || [ -f "$new/$name.png" ]; then
    cmp -s "$judged/$name.png" "$new/$name.png" 2>/dev/null || what="picture"
  fi
  old_status=$(status_of "$judged" "$name") new_status=$(status_of "$new" "$name")
  [ "$old_status" = "$new_status" ] || what="${what:+$what,}status"
  cmp -s "$judged/$name.err" "$new/$name.err" 2>/dev/null || what="${what:+$what,}stderr"
  old_verdict=$(verdict_of "$name")
  if [ -n "$what" ]; then
    changed=$((changed + 1))
    printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$what" "$old_status" "$new_status" "${old_verdict:--}" >> "$new/changed.tsv"
    echo "$what ($old_status→$new_status, was ${old_verdict:-unjudged}): $judged/$name.png  $new/$name.png"
    [ -z "$verdicts" ] || printf '%s\tREJUDGE\twas %s: %s\n' "$name" "${old_verdict:--}" "$what" >> "$new/verdicts.tsv"
  elif [ -n "$verdicts" ]; then
    awk -F'\t' -v f="$name" '$1 == f' "$verdicts" >> "$new/verdicts.tsv"
  fi
done
echo "rejudge.sh: $changed of $total files changed (list: $new/changed.tsv${verdicts:+; verdicts carried over: $new/verdicts.tsv})"
