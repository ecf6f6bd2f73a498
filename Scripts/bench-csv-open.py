#!/usr/bin/env python3
"""First and second open of a big two-column CSV (epoch seconds + a float) by `chartview render`,
beside pandas read_csv + matplotlib plot + savefig in one process; medians and peak memory.

  first open:   the column cache beside the file removed before the run, so the text is parsed
                (and the cache written, which this run pays for)
  second open:  the cache there, from the run before
  pandas:       import pandas, matplotlib; read_csv; plot one line; savefig at 1000x620 pixels

Each run is a fresh process under /usr/bin/time -v: the time is the wall clock, the memory its
"Maximum resident set size". Runs alternate between the three; medians of --runs are printed,
with the largest peak of the runs.

Usage: Scripts/bench-csv-open.py [--rows 1e7,1e8] [--runs 3] [--chartview PATH] [--python PATH]
                                 [--folder DIR] [--only chartview|pandas|both]
Build first: swift build -c release -j 1 --product chartview. A 10^8-row file is about 2.2 GB
(check the room in DIR first); it is made once and kept.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import time

PANDAS_SIDE = r"""
import sys
import pandas as pd
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
frame = pd.read_csv(sys.argv[1])
figure = plt.figure(figsize=(10, 6.2), dpi=100)
axes = figure.add_subplot()
axes.plot(frame.iloc[:, 0], frame.iloc[:, 1])
figure.savefig(sys.argv[2])
"""

CACHE_SUFFIX = ".chartkit-columns"


def make_file(path, rows):
    """Epoch seconds from 2020-09-13 one a second, and a random walk with 6 decimals."""
    import random
    generator = random.Random(13)
    value = 0.0
    with open(path + ".part", "w") as out:
        out.write("time,value\n")
        chunk = 1_000_000
        for start in range(0, rows, chunk):
            lines = []
            for second in range(1_600_000_000 + start, 1_600_000_000 + min(rows, start + chunk)):
                value += generator.gauss(0, 1)
                lines.append(f"{second},{value:.6f}\n")
            out.write("".join(lines))
    os.replace(path + ".part", path)


def measured(command):
    """Wall seconds and peak resident megabytes of one run."""
    start = time.perf_counter()
    result = subprocess.run(["/usr/bin/time", "-v"] + command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    report = result.stderr.decode(errors="replace")
    if result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(command)}\n{report[-2000:]}")
    peak = re.search(r"Maximum resident set size \(kbytes\): (\d+)", report)
    return elapsed, (int(peak.group(1)) / 1024 if peak else float("nan"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", default="1e7,1e8")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--chartview", default=".build/release/chartview")
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--folder", default="/tmp/chartkit-bench-csv")
    parser.add_argument("--only", choices=["both", "chartview", "pandas"], default="both")
    arguments = parser.parse_args()
    os.makedirs(arguments.folder, exist_ok=True)

    print(f"{'rows':>6} {'MB':>6} | {'first open':>17} | {'second open':>17} | {'pandas+mpl':>17} | "
          f"{'pandas/first':>12} {'pandas/second':>13}   (medians of {arguments.runs}: s, peak MB)")
    for text in arguments.rows.split(","):
        rows = int(float(text))
        path = os.path.join(arguments.folder, f"epoch-{rows}.csv")
        if not os.path.exists(path):
            make_file(path, rows)
        cache = path + CACHE_SUFFIX
        chartview = [arguments.chartview, "render", path, "-o", os.path.join(arguments.folder, "open.png"),
                     "--size", "1000x620"]
        python = [arguments.python, "-c", PANDAS_SIDE, path, os.path.join(arguments.folder, "open-pandas.png")]
        first, second, theirs = [], [], []
        for _ in range(arguments.runs):
            if arguments.only != "pandas":
                if os.path.exists(cache):
                    os.remove(cache)
                first.append(measured(chartview))
                second.append(measured(chartview))
            if arguments.only != "chartview":
                theirs.append(measured(python))

        def cell(runs):
            if not runs:
                return f"{'-':>17}"
            return f"{statistics.median(t for t, _ in runs):>8.3f} {max(m for _, m in runs):>6.0f} MB"

        def ratio(runs):
            if not runs or not theirs:
                return float("nan")
            return statistics.median(t for t, _ in theirs) / statistics.median(t for t, _ in runs)

        megabytes = os.path.getsize(path) / 1e6
        print(f"{rows:>6.0e} {megabytes:>6.0f} | {cell(first)} | {cell(second)} | {cell(theirs)} | "
              f"{ratio(first):>11.1f}x {ratio(second):>12.1f}x", flush=True)
        for name, runs in (("first", first), ("second", second), ("pandas", theirs)):
            if runs:
                print(f"{'':>13} {name:>7} runs: " + "  ".join(f"{t:.3f} s {m:.0f} MB" for t, m in runs))


if __name__ == "__main__":
    main()
