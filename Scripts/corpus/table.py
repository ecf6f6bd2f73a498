#!/usr/bin/env python3
"""Print the verdict tables of docs/real-data.md from verdicts files and the corpus manifest.

Usage: table.py LABEL=VERDICTS.tsv [LABEL=VERDICTS.tsv …] [--corpus DIR]
  VERDICTS.tsv  one line per file: FILE <tab> good|acceptable|wrong|error <tab> what the default
                drew (and what --explain said), written by the person who looked at the pictures;
                LABEL names the build it judged (a branch and commit). With several, the table has a
                verdict column per build and the notes of the last one.
  --corpus DIR  where export.py wrote corpus.tsv (default /tmp/chartkit-corpus)
  --explain DIR a render-all.sh output: adds a column with what `--explain` said in a few words
                (x and its evidence, how many y, by, aggregation, kind, second axis), or the
                refusal or warning from stderr; the manifest's `format` column is shown when it has
                one (export-heldout.py writes it)
  --no-notes    leave out the judge's notes (the held-out corpus: its notes say what would be right,
                which must not reach the people tuning the inference; they stay in the notes folder)
Needs only the standard library.
"""
import csv
import re
import sys
from collections import Counter
from pathlib import Path

VERDICTS = ("good", "acceptable", "wrong", "error")


def explained(render: Path, file: str) -> str:
    """What --explain printed for FILE, in a few words; the refusal or warning from stderr."""
    def read(suffix):
        path = render / f"{file}{suffix}"
        return path.read_text(errors="replace") if path.exists() else ""
    def strip(line):  # "chartview: /path/FILE: message" → "message"
        return re.sub(r"^chartview: (warning: )?\S*?" + re.escape(file) + r"(:\d+)*: ", "", line).strip()
    errors = [l for l in read(".err").splitlines() if l.startswith("chartview:")]
    if not (render / f"{file}.png").exists():
        return "refused: " + (strip(errors[0]) if errors else "no picture")
    parts = []
    for line in read(".explain").splitlines():
        key, _, rest = line.partition(" = ")
        if key == "x":
            name, _, why = rest.partition(": ")
            parts.append(f"x = {name} ({re.split(r'[;,] ', why)[0]})")
        elif key == "y":
            names = rest.split(": ")[0]
            count = len(names.split(", "))
            parts.append(f"y = {names}" if count <= 2 else f"{count} y")
        elif key in ("by", "agg", "kind"):
            parts.append(f"{key} = {rest.split(': ')[0]}")
        elif key == "y axes":
            parts.append("second axis")
    if not parts:
        parts.append("no --explain output")
    warnings = [strip(l) for l in errors if "warning:" in l and "not a number" not in l]
    gaps = sum(1 for l in errors if "not a number" in l)
    if warnings:
        parts.append("warns: " + warnings[0][:90])
    if gaps:
        parts.append(f"{gaps} column{'s' if gaps > 1 else ''} with non-number cells warned as gaps")
    return "; ".join(parts)


def main():
    args = sys.argv[1:]
    corpus = Path("/tmp/chartkit-corpus")
    render = None
    notes = "--no-notes" not in args
    args = [a for a in args if a != "--no-notes"]
    if "--corpus" in args:
        at = args.index("--corpus")
        corpus = Path(args[at + 1])
        del args[at:at + 2]
    if "--explain" in args:
        at = args.index("--explain")
        render = Path(args[at + 1])
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
    kind = "format" if "format" in next(iter(manifest.values())) else "shape"
    extra = " --explain said |" if render else ""
    drew = f" what the default drew ({builds[-1][0]}) |" if notes else ""
    print(f"| file | source | {kind} | rows × cols | {heads} |{drew}{extra}")
    print("|---|---|---|---|" + "---|" * len(builds) + ("---|" if notes else "") + ("---|" if render else ""))
    for file in sorted(manifest):
        m = manifest[file]
        verdicts = " | ".join(rows[file][1] for _, rows in builds)
        note = " " + builds[-1][1][file][2].replace("|", "\\|") + " |" if notes else ""
        said = f" {explained(render, file).replace('|', chr(92) + '|')} |" if render else ""
        size = f"{m['rows']} × {m['columns']}" if m["rows"] else "-"
        print(f"| `{file}` | {m['source']} | {m[kind]} | {size} | {verdicts} |{note}{said}")


if __name__ == "__main__":
    main()
