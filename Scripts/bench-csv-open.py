#!/usr/bin/env python3
"""First and second open of a big CSV by `chartview render`, beside pandas read_csv + matplotlib
and pyarrow.csv + matplotlib (each plot + savefig in one process); medians and peak memory.

Shapes (--shape): epoch (epoch seconds, a float), dated (an ISO date-time, a category of 8
stations, a float: text cells that the reader turns into numbers and codes).
Files (--files): csv (the plain file), gz (the same text gzip-compressed, `gzip -1`, made once
beside it: `FILE.csv.gz`, read streamed, cached beside the .gz); both by default. stdin: the
plain file piped (`cat FILE | chartview render - …`), beside the file's own first open
(`--no-cache`), both titled alike so their pictures can be compared; its columns "first open"
and "second open" are then the pipe and the file.

  first open:   the column cache beside the file removed before the run, so the text is parsed
                (and the cache written, which this run pays for)
  second open:  the cache there, from the run before
  pandas:       import pandas, matplotlib; read_csv (dates parsed); plot the last column over the
                first; savefig at 1000x620 pixels
  pyarrow:      the same with pyarrow.csv.read_csv (which reads ISO dates as timestamps)

The picture of the last first open and of the last second open are compared pixel by pixel
(they must be the same: the cache holds exactly what the parse gave).

Each run is a fresh process under /usr/bin/time -v: the time is the wall clock, the memory its
"Maximum resident set size". Runs alternate between the three; medians of --runs are printed,
with the largest peak of the runs.

Usage: Scripts/bench-csv-open.py [--rows 1e7,1e8] [--runs 3] [--chartview PATH] [--python PATH]
                                 [--folder DIR] [--only chartview|pandas|both] [--shape epoch|dated]
                                 [--files csv,gz] [--peers pandas,pyarrow] [--runs-1e8 1]
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
frame = pd.read_csv(sys.argv[1], parse_dates=[0] if sys.argv[3] == "dated" else False)
figure = plt.figure(figsize=(10, 6.2), dpi=100)
axes = figure.add_subplot()
axes.plot(frame.iloc[:, 0], frame.iloc[:, -1])
figure.savefig(sys.argv[2])
"""

PYARROW_SIDE = r"""
import sys
import pyarrow.csv
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
table = pyarrow.csv.read_csv(sys.argv[1])
figure = plt.figure(figsize=(10, 6.2), dpi=100)
axes = figure.add_subplot()
axes.plot(table.column(0).to_numpy(), table.column(table.num_columns - 1).to_numpy())
figure.savefig(sys.argv[2])
"""

CACHE_SUFFIX = ".chartkit-columns"


def make_file(path, rows):
    """Epoch seconds from 2020-09-13 one a second, and a random walk rounded to 6 decimals
    (numpy + pyarrow's CSV writer, a million rows at a time)."""
    import numpy as np
    import pyarrow as pa
    import pyarrow.csv as pacsv
    generator = np.random.default_rng(13)
    level = 0.0
    with open(path + ".part", "w") as out:
        out.write("time,value\n")
    with open(path + ".part", "ab") as out, pacsv.CSVWriter(out, pa.schema([("time", pa.int64()), ("value", pa.float64())]),
                                                           write_options=pacsv.WriteOptions(include_header=False)) as writer:
        chunk = 1_000_000
        for start in range(0, rows, chunk):
            count = min(chunk, rows - start)
            walk = level + np.cumsum(generator.normal(0, 1, count))
            level = float(walk[-1])
            writer.write_table(pa.table({"time": 1_600_000_000 + start + np.arange(count, dtype=np.int64),
                                         "value": np.round(walk, 6)}))
    os.replace(path + ".part", path)


def make_file_slowly(path, rows):
    """The file of make_file by a Python loop (the previous session's files; not used)."""
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


def make_dated_file(path, rows):
    """ISO date-times one a second from 2020-09-13, one of 8 stations, a random walk rounded to
    6 decimals (numpy + pyarrow, a million rows at a time)."""
    import numpy as np
    import pyarrow as pa
    import pyarrow.csv as pacsv
    generator = np.random.default_rng(13)
    level = 0.0
    stations = pa.array([f"station-{index}" for index in range(8)])
    schema = pa.schema([("date", pa.string()), ("station", pa.string()), ("value", pa.float64())])
    options = pacsv.WriteOptions(quoting_style="none", include_header=False)
    with open(path + ".part", "w") as out:
        out.write("date,station,value\n")
    with open(path + ".part", "ab") as out, pacsv.CSVWriter(out, schema, write_options=options) as writer:
        chunk = 1_000_000
        for start in range(0, rows, chunk):
            count = min(chunk, rows - start)
            walk = level + np.cumsum(generator.normal(0, 1, count))
            level = float(walk[-1])
            seconds = 1_600_000_000 + start + np.arange(count, dtype=np.int64)
            stamps = pa.array(np.datetime_as_string(seconds.astype("datetime64[s]"), unit="s"))
            writer.write_table(pa.table({"date": stamps, "station": stations.take(pa.array(np.arange(start, start + count) % 8)),
                                         "value": np.round(walk, 6)}, schema=schema))
    os.replace(path + ".part", path)


def make_dated_file_slowly(path, rows):
    """The file of make_dated_file by a Python loop (the previous session's files; not used)."""
    import datetime
    import random
    generator = random.Random(13)
    value = 0.0
    start = datetime.datetime(2020, 9, 13, 12, 26, 40)
    with open(path + ".part", "w") as out:
        out.write("date,station,value\n")
        chunk = 1_000_000
        for first in range(0, rows, chunk):
            lines = []
            for row in range(first, min(rows, first + chunk)):
                value += generator.gauss(0, 1)
                stamp = (start + datetime.timedelta(seconds=row)).strftime("%Y-%m-%dT%H:%M:%S")
                lines.append(f"{stamp},station-{row % 8},{value:.6f}\n")
            out.write("".join(lines))
    os.replace(path + ".part", path)


def differing_pixels(first, second):
    """How many pixels differ between two PNGs (every pixel when their sizes differ)."""
    try:
        from PIL import Image, ImageChops
    except ImportError:
        return "unknown (no PIL)"
    a, b = Image.open(first).convert("RGBA"), Image.open(second).convert("RGBA")
    if a.size != b.size:
        return max(a.width * a.height, b.width * b.height)
    difference = ImageChops.difference(a, b).convert("L")
    return sum(difference.histogram()[1:])


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
    parser.add_argument("--shape", choices=["epoch", "dated"], default="epoch")
    parser.add_argument("--files", default="csv,gz")
    parser.add_argument("--peers", default="pandas,pyarrow")
    parser.add_argument("--runs-1e8", type=int, default=None, help="runs at 10^8 rows and more (default: --runs)")
    arguments = parser.parse_args()
    peers = set(arguments.peers.split(","))
    os.makedirs(arguments.folder, exist_ok=True)

    print(f"{'rows':>6} {'file':>4} {'MB':>6} | {'first open':>17} | {'second open':>17} | {'pandas+mpl':>17} | {'pyarrow+mpl':>17} | "
          f"{'pandas/first':>12} {'pandas/second':>13} {'pyarrow/first':>13} {'pyarrow/second':>14}"
          f"   (medians of {arguments.runs}: s, peak MB; {arguments.shape})")
    for text, kind in [(r, f) for r in arguments.rows.split(",") for f in arguments.files.split(",")]:
        rows = int(float(text))
        path = os.path.join(arguments.folder, f"{arguments.shape}-{rows}.csv")
        if not os.path.exists(path):
            (make_file if arguments.shape == "epoch" else make_dated_file)(path, rows)
        if kind == "stdin":
            pass
        elif kind == "gz":
            if not os.path.exists(path + ".gz"):
                subprocess.run(f"gzip -1 -c '{path}' > '{path}.gz.part' && mv '{path}.gz.part' '{path}.gz'", shell=True, check=True)
            path += ".gz"
        runs = arguments.runs_1e8 if arguments.runs_1e8 is not None and rows >= 10**8 else arguments.runs
        cache = path + CACHE_SUFFIX
        pictures = {name: os.path.join(arguments.folder, f"{arguments.shape}-{rows}-{kind}-{name}.png")
                    for name in ("first", "second", "pandas", "pyarrow")}

        def chartview(picture):
            return [arguments.chartview, "render", path, "-o", picture, "--size", "1000x620"]

        def piped(picture):
            return ["/bin/sh", "-c", f"cat '{path}' | '{arguments.chartview}' render - -o '{picture}' --size 1000x620 --title piped"]

        def unpiped(picture):
            return [arguments.chartview, "render", path, "-o", picture, "--size", "1000x620", "--title", "piped", "--no-cache"]

        python = [arguments.python, "-c", PANDAS_SIDE, path, pictures["pandas"], arguments.shape]
        arrow = [arguments.python, "-c", PYARROW_SIDE, path, pictures["pyarrow"]]
        first, second, theirs, arrows = [], [], [], []
        for _ in range(runs):
            if arguments.only != "pandas" and kind == "stdin":
                first.append(measured(piped(pictures["first"])))
                second.append(measured(unpiped(pictures["second"])))
            elif arguments.only != "pandas":
                if os.path.exists(cache):
                    os.remove(cache)
                first.append(measured(chartview(pictures["first"])))
                second.append(measured(chartview(pictures["second"])))
            if arguments.only != "chartview":
                if "pandas" in peers:
                    theirs.append(measured(python))
                if "pyarrow" in peers:
                    arrows.append(measured(arrow))

        def cell(runs):
            if not runs:
                return f"{'-':>17}"
            return f"{statistics.median(t for t, _ in runs):>8.3f} {max(m for _, m in runs):>6.0f} MB"

        def ratio(runs, peer):
            if not runs or not peer:
                return float("nan")
            return statistics.median(t for t, _ in peer) / statistics.median(t for t, _ in runs)

        megabytes = os.path.getsize(path) / 1e6
        print(f"{rows:>6.0e} {kind:>4} {megabytes:>6.0f} | {cell(first)} | {cell(second)} | {cell(theirs)} | {cell(arrows)} | "
              f"{ratio(first, theirs):>11.1f}x {ratio(second, theirs):>12.1f}x "
              f"{ratio(first, arrows):>12.1f}x {ratio(second, arrows):>13.1f}x", flush=True)
        if first and second:
            print(f"{'':>13} first and second open pictures: {differing_pixels(pictures['first'], pictures['second'])} differing pixels")
            plain = os.path.join(arguments.folder, f"{arguments.shape}-{rows}-csv-first.png")
            if kind not in ("csv", "stdin") and os.path.exists(plain):
                print(f"{'':>13} {kind} and plain csv pictures: {differing_pixels(plain, pictures['first'])} differing pixels")
        for name, runs in (("first", first), ("second", second), ("pandas", theirs), ("pyarrow", arrows)):
            if runs:
                print(f"{'':>13} {name:>7} runs: " + "  ".join(f"{t:.3f} s {m:.0f} MB" for t, m in runs))


if __name__ == "__main__":
    main()
