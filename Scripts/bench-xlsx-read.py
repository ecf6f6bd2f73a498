#!/usr/bin/env python3
"""Times reading .xlsx files: `chartview FILE --print-spec` (read the sheet, infer the chart, no
drawing) against pandas.read_excel (openpyxl) in a fresh Python process, on the same files, runs
alternating, medians and ratios from one run. `--baseline BINARY` adds another chartview build
(the one before a change) to the same alternation.

Usage (a venv with pandas and openpyxl):
    .venv/bin/python Scripts/bench-xlsx-read.py [--chartview .build/debug/chartview]
        [--baseline OLD_BINARY] [--runs 5] FILE.xlsx ...
"""
import argparse
import os
import statistics
import subprocess
import sys
import time


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("files", nargs="+")
    parser.add_argument("--chartview", default=".build/debug/chartview")
    parser.add_argument("--baseline")
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--runs", type=int, default=5)
    arguments = parser.parse_args()
    sides = {"chartview": lambda path: [arguments.chartview, path, "--print-spec"],
             "pandas": lambda path: [arguments.python, "-c", "import sys, pandas; pandas.read_excel(sys.argv[1])", path]}
    if arguments.baseline:
        sides["baseline"] = lambda path: [arguments.baseline, path, "--print-spec"]
    print(f"{'file':44} " + " ".join(f"{name + ' s':>12}" for name in sides) + "  pandas/chartview"
          + ("  baseline/chartview" if arguments.baseline else ""))
    for path in arguments.files:
        times = {name: [] for name in sides}
        for _ in range(arguments.runs):
            for name, command in sides.items():
                times[name].append(timed(command(path)))
        medians = {name: statistics.median(values) for name, values in times.items()}
        line = f"{os.path.basename(path)[:44]:44} " + " ".join(f"{medians[name]:12.3f}" for name in sides)
        line += f"  {medians['pandas'] / medians['chartview']:16.2f}"
        if arguments.baseline:
            line += f"  {medians['baseline'] / medians['chartview']:19.2f}"
        print(line, flush=True)


if __name__ == "__main__":
    main()
