#!/usr/bin/env python3
"""Print the verdict table of docs/real-data.md from a verdicts file and the corpus manifest.

Usage: table.py VERDICTS.tsv [CORPUS_DIR]
  VERDICTS.tsv  one line per file: FILE <tab> good|acceptable|wrong|error <tab> what the default drew
                (and what --explain said), written by the person who looked at the pictures
  CORPUS_DIR    where export.py wrote corpus.tsv (default /tmp/chartkit-corpus)
Needs only the standard library.
"""
import csv
import sys
from collections import Counter
from pathlib import Path


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    verdicts = [row for row in csv.reader(open(sys.argv[1]), delimiter="\t") if row]
    corpus = Path(sys.argv[2] if len(sys.argv) > 2 else "/tmp/chartkit-corpus")
    manifest = {row["file"]: row for row in csv.DictReader(open(corpus / "corpus.tsv"), delimiter="\t")}
    missing = set(manifest) - {v[0] for v in verdicts}
    if missing:
        sys.exit(f"table.py: no verdict for {len(missing)} files, e.g. {sorted(missing)[0]}")
    counts = Counter(v[1] for v in verdicts)
    total = len(verdicts)
    print("| verdict | files | share |\n|---|---:|---:|")
    for verdict in ("good", "acceptable", "wrong", "error"):
        print(f"| {verdict} | {counts[verdict]} | {100 * counts[verdict] / total:.0f} % |")
    print(f"| all | {total} | |\n")
    print("| file | source | shape | rows × cols | verdict | what the default drew |")
    print("|---|---|---|---|---|---|")
    for file, verdict, note in sorted(verdicts):
        m = manifest[file]
        note = note.replace("|", "\\|")
        print(f"| `{file}` | {m['source']} | {m['shape']} | {m['rows']} × {m['columns']} | {verdict} | {note} |")


if __name__ == "__main__":
    main()
