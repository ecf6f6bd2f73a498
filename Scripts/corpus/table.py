#!/usr/bin/env python3
"""Print the verdict tables of docs/real-data.md from verdicts files and the corpus manifest.

Usage: table.py LABEL=VERDICTS.tsv [LABEL=VERDICTS.tsv …] [--corpus DIR]
  VERDICTS.tsv  one line per file: FILE <tab> good|acceptable|wrong|error <tab> what the default
                drew (and what --explain said), written by the person who looked at the pictures;
                LABEL names the build it judged (a branch and commit). With several, the table has a
                verdict column per build and the notes of the last one.
  --corpus DIR  where export.py wrote corpus.tsv (default /tmp/chartkit-corpus)
Needs only the standard library.
"""
import csv
import sys
from collections import Counter
from pathlib import Path

VERDICTS = ("good", "acceptable", "wrong", "error")


def main():
    args = sys.argv[1:]
    corpus = Path("/tmp/chartkit-corpus")
    if "--corpus" in args:
        at = args.index("--corpus")
        corpus = Path(args[at + 1])
        del args[at:at + 2]
    if not args or any("=" not in a for a in args):
        sys.exit(__doc__)
    manifest = {row["file"]: row for row in csv.DictReader(open(corpus / "corpus.tsv"), delimiter="\t")}
    builds = []
    for arg in args:
        label, path = arg.split("=", 1)
        rows = {row[0]: row for row in csv.reader(open(path), delimiter="\t") if row}
        missing = set(manifest) - set(rows)
        if missing:
            sys.exit(f"table.py: {path} has no verdict for {len(missing)} files, e.g. {sorted(missing)[0]}")
        bad = [r[0] for r in rows.values() if r[1] not in VERDICTS]
        if bad:
            sys.exit(f"table.py: {path}: unknown verdict for {bad[0]}")
        builds.append((label, rows))
    total = len(manifest)
    print("| verdict | " + " | ".join(label for label, _ in builds) + " |")
    print("|---|" + "---:|" * len(builds))
    for verdict in VERDICTS:
        cells = []
        for _, rows in builds:
            n = Counter(r[1] for r in rows.values())[verdict]
            cells.append(f"{n} ({100 * n / total:.0f} %)")
        print(f"| {verdict} | " + " | ".join(cells) + " |")
    print(f"| files | " + " | ".join(str(total) for _ in builds) + " |\n")
    heads = " | ".join(label for label, _ in builds)
    print(f"| file | source | shape | rows × cols | {heads} | what the default drew ({builds[-1][0]}) |")
    print("|---|---|---|---|" + "---|" * len(builds) + "---|")
    for file in sorted(manifest):
        m = manifest[file]
        verdicts = " | ".join(rows[file][1] for _, rows in builds)
        note = builds[-1][1][file][2].replace("|", "\\|")
        print(f"| `{file}` | {m['source']} | {m['shape']} | {m['rows']} × {m['columns']} | {verdicts} | {note} |")


if __name__ == "__main__":
    main()
