#!/usr/bin/env python3
"""Times `chartview render` of a two-column CSV against pandas + matplotlib doing the same.

Each side is a fresh process per run, so start-up (imports, GL context, fonts) counts:
  chartview:  chartview render FILE -o OUT.png --size 1000x620
  python:     import pandas, matplotlib; read_csv; plot one line; savefig at 1000x620 pixels
Runs alternate between the sides; the medians and their ratio are printed per size.

Usage: Scripts/bench-csv.py [--rows 1e6,1e7] [--runs 5] [--chartview PATH] [--python PATH]
                            [--folder DIR] [--format fixed|full] [--baseline PATH]
`--baseline` times another chartview build (an older commit, say) in the same runs.
Build first: swift build -c release --product chartview
The files (x: the row number, y: a random walk, `fixed`: 6 decimals, `full`: shortest
round-trip digits as pandas' to_csv writes them) are made once in DIR and kept.
"""
import argparse
import os
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


def make_file(path, rows, form):
    import numpy as np
    generator = np.random.default_rng(13)
    y = np.cumsum(generator.standard_normal(rows))
    x = np.arange(rows)
    with open(path + ".part", "w") as out:
        out.write("x,y\n")
        chunk = 1_000_000
        for start in range(0, rows, chunk):
            xs = x[start:start + chunk]
            ys = y[start:start + chunk]
            if form == "fixed":
                lines = "".join(f"{a},{b:.6f}\n" for a, b in zip(xs.tolist(), ys.tolist()))
            else:
                lines = "".join(f"{a},{b!r}\n" for a, b in zip(xs.tolist(), ys.tolist()))
            out.write(lines)
    os.replace(path + ".part", path)


def timed(command):
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(command)}\n{result.stderr.decode()}")
    return elapsed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", default="1e6,1e7")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--chartview", default=".build/release/chartview")
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--folder", default="/tmp/chartkit-bench-csv")
    parser.add_argument("--format", choices=["fixed", "full"], default="fixed")
    parser.add_argument("--only", choices=["both", "chartview", "pandas"], default="both")
    parser.add_argument("--baseline", help="another chartview binary, timed in the same runs")
    arguments = parser.parse_args()
    os.makedirs(arguments.folder, exist_ok=True)

    baseline_title = f" {'baseline s':>11}" if arguments.baseline else ""
    print(f"{'rows':>8} {'MB':>6} {'chartview s':>12} {'pandas+mpl s':>13} {'ratio':>6}{baseline_title}"
          f"   (medians of {arguments.runs}, {arguments.format} format)")
    for text in arguments.rows.split(","):
        rows = int(float(text))
        path = os.path.join(arguments.folder, f"walk-{rows}-{arguments.format}.csv")
        if not os.path.exists(path):
            make_file(path, rows, arguments.format)
        ours, theirs, base = [], [], []
        chartview = [arguments.chartview, "render", path, "-o", os.path.join(arguments.folder, "chartview.png"),
                     "--size", "1000x620"]
        python = [arguments.python, "-c", PANDAS_SIDE, path, os.path.join(arguments.folder, "pandas.png")]
        baseline = [arguments.baseline] + chartview[1:4] + [os.path.join(arguments.folder, "baseline.png")] + chartview[5:]
        timed(chartview)  # page cache warm, like every later run
        for _ in range(arguments.runs):
            if arguments.only != "pandas":
                ours.append(timed(chartview))
                if arguments.baseline:
                    base.append(timed(baseline))
            if arguments.only != "chartview":
                theirs.append(timed(python))
        mine = statistics.median(ours) if ours else float("nan")
        other = statistics.median(theirs) if theirs else float("nan")
        megabytes = os.path.getsize(path) / 1e6
        baseline_median = f" {statistics.median(base):>11.3f}" if base else ""
        print(f"{rows:>8.0e} {megabytes:>6.0f} {mine:>12.3f} {other:>13.3f} {other / mine:>6.1f}x{baseline_median}", flush=True)
        if ours:
            print(f"{'':>8} {'':>6} {'runs:':>12} " + " ".join(f"{t:.3f}" for t in ours))


if __name__ == "__main__":
    main()
