#!/usr/bin/env python3
"""Times `chartview render` of one table in several file formats against pandas (+ numpy, h5py)
and matplotlib doing the same in one Python process: read the file, plot one line, save a PNG.

Each side is a fresh process per run, so start-up counts; runs alternate between the sides and
the medians and their ratio (python / chartview: above 1, chartview is faster) are printed
per format.

Usage (a venv with pandas, openpyxl, h5py, numpy, matplotlib, e.g. .venv-fixtures):
    swift build -c release --product chartview
    .venv-fixtures/bin/python Scripts/bench-table-formats.py [--rows 1000000] [--runs 5]
The files (x: the row number, y: a random walk; .xlsx at a tenth of the rows, as Excel files
are small) are written once under /tmp/chartkit-bench-formats and kept.
"""
import argparse
import os
import statistics
import subprocess
import sys
import time

PYTHON_SIDE = r"""
import sys
path, kind = sys.argv[1], sys.argv[2]
import pandas as pd
import numpy as np
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
if kind in ("csv", "gz", "zst", "xz"):
    frame = pd.read_csv(path)
elif kind == "xlsx":
    frame = pd.read_excel(path)
elif kind == "json":
    frame = pd.read_json(path, orient="records")
elif kind == "npz":
    arrays = np.load(path)
    frame = pd.DataFrame({name: arrays[name] for name in arrays.files})
elif kind == "h5":
    import h5py
    with h5py.File(path) as f:
        frame = pd.DataFrame(f["table"][:])
figure = plt.figure(figsize=(10, 6.2), dpi=100)
plt.plot(frame["x"], frame["y"], linewidth=1)
figure.savefig(sys.argv[3])
"""


def write_files(folder, rows):
    import numpy as np
    import pandas as pd
    import h5py
    os.makedirs(folder, exist_ok=True)
    generator = np.random.default_rng(7)
    paths = {}

    def frame(n):
        return pd.DataFrame({"x": np.arange(n), "y": np.round(np.cumsum(generator.standard_normal(n)), 6)})

    table = frame(rows)
    stem = os.path.join(folder, f"walk-{rows}")
    for kind, suffix, write in [
        ("csv", ".csv", lambda p: table.to_csv(p, index=False)),
        ("gz", ".csv.gz", lambda p: table.to_csv(p, index=False, compression={"method": "gzip", "mtime": 0})),
        ("xz", ".csv.xz", lambda p: table.to_csv(p, index=False, compression="xz")),
        ("json", ".json", lambda p: table.to_json(p, orient="records")),
        ("npz", ".npz", lambda p: np.savez(p, x=table.x.to_numpy(), y=table.y.to_numpy())),
        ("h5", ".h5", lambda p: h5py.File(p, "w").create_dataset("table", data=table.to_records(index=False))),
        ("xlsx", ".xlsx", lambda p: frame(rows // 10).to_excel(p, index=False)),
    ]:
        path = stem + suffix
        if not os.path.exists(path):
            write(path)
        paths[kind] = path
    return paths


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=float, default=1e6)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--chartview", default=".build/release/chartview")
    parser.add_argument("--folder", default="/tmp/chartkit-bench-formats")
    parser.add_argument("--formats", default="csv,gz,xz,json,npz,h5,xlsx")
    options = parser.parse_args()
    paths = write_files(options.folder, int(options.rows))
    out = os.path.join(options.folder, "out.png")
    print(f"{'format':6} {'rows':>9} {'chartview s':>12} {'python s':>9} {'ratio':>6}")
    for kind in options.formats.split(","):
        path = paths[kind]
        ours, theirs = [], []
        for _ in range(options.runs):
            ours.append(timed([options.chartview, "render", path, "-o", out, "--size", "1000x620"]))
            theirs.append(timed([sys.executable, "-c", PYTHON_SIDE, path, kind, out]))
        rows = int(options.rows) // (10 if kind == "xlsx" else 1)
        a, b = statistics.median(ours), statistics.median(theirs)
        print(f"{kind:6} {rows:>9} {a:>12.3f} {b:>9.3f} {b / a:>6.2f}")


if __name__ == "__main__":
    main()
