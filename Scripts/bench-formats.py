#!/usr/bin/env python3
"""Times `chartview render` of the same (time, value) table as Parquet, Arrow IPC (Feather v2),
gzip CSV, CSV and .npy against pandas + pyarrow + matplotlib doing the same in one process.

Each side is a fresh process per run, so start-up counts:
  chartview first picture:  chartview render FILE --preview (what the window shows first while the
                            rest loads: every k-th row of a Parquet or Arrow file, a CSV's
                            first 5 % where it draws one, a line drawn in place before its pyramid)
  chartview full load:      chartview render FILE (the complete picture; the pyramid caches an
                            in-place line leaves beside its file are deleted before every run, so
                            each run builds them)
  python:                   read the file (pandas.read_parquet / read_feather / read_csv, pyarrow
                            underneath), plot one line, savefig at 1000x620 pixels: one picture, so
                            its first picture is its full load
Peak memory is each process's maximum resident set (wait4), the largest over the runs. Runs
alternate between the sides; medians and their ratios (python / chartview) per format and size.

Formats: parquet (pyarrow's defaults: snappy, 1 Mi-row groups), arrow (Feather v2 uncompressed, pyarrow's
64 Ki-row record batches: a Float64 y read in place across the batches, a chunked column; the
timestamp x converted once), arrow-writes (an Arrow IPC file from RecordBatchFileWriter, one write
per 1,000,003 rows: the same), arrow1 (the same in one record batch: drawn in place),
arrow-lz4 (write_feather's default: lz4 buffers, 64 Ki-row batches: gathered into one array),
csv.gz, csv, npy (a 2-D float64 array: its strided columns are converted, not read in place).

Usage: Scripts/bench-formats.py [--rows 1e6,1e7,1e8] [--runs 3] [--formats parquet,arrow,arrow1,arrow-lz4,arrow-writes,csv.gz,csv,npy]
                                [--chartview PATH] [--baseline PATH] [--python PATH] [--folder DIR] [--python-max-rows N]
                                [--python-read-only] [--python-memory BYTES] [--python-timeout S]
                                [--python-runs N] [--python-only | --chartview-only] [--peer pandas|lean]
--peer lean: where pandas' frames do not fit, pyarrow reads the file (pyarrow.csv for CSV and
.csv.gz), the columns go to NumPy float64 (timestamps as seconds) and matplotlib draws one line:
the leanest honest peer (no pandas, no datetime objects).
Past --python-max-rows (default 1e7) pandas is not run: its plot of 1e8 timestamps needs about
10x its 1e7 peak (3.4 GB there), more than this machine has. --python-read-only times its read
alone there (read_parquet / read_feather / read_csv, no plot): a lower bound of its work.
--python-memory caps the python side (prlimit --as): a run past the cap is reported as blocked with
the peak resident memory it had reached and the reason (MemoryError), and that format's further
python runs are left out; --python-timeout does the same for time.
Build first: swift build -c release --product chartview. The Python side needs pandas, pyarrow
and matplotlib (Scripts/bench-formats makes a venv, .venv-bench, when they are missing).
"""
import argparse
import os
import statistics
import subprocess
import sys
import threading
import time

PYTHON_SIDE = r"""
import sys
import pandas as pd
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
path, out = sys.argv[1], sys.argv[2]
if path.endswith(".parquet"):
    frame = pd.read_parquet(path)
elif path.endswith((".feather", ".arrow")):
    frame = pd.read_feather(path)
elif path.endswith(".npy"):
    import numpy as np
    array = np.load(path, mmap_mode="r")
    frame = pd.DataFrame({"time": pd.to_datetime(array[:, 0], unit="s"), "value": array[:, 1]})
else:
    frame = pd.read_csv(path, parse_dates=["time"])
if len(sys.argv) > 3 and sys.argv[3] == "read-only":
    # Past --python-max-rows: the read alone, a lower bound of the work (its plot needs tens of GB).
    sys.exit(0)
figure = plt.figure(figsize=(10, 6.2), dpi=100)
axes = figure.add_subplot()
axes.plot(frame["time"], frame["value"])
figure.savefig(out)
"""

# The leanest honest peer where pandas' own frames do not fit (10^8 rows): pyarrow reads the
# file, its two columns go to NumPy as float64 (timestamps as seconds, no datetime objects), and
# matplotlib (Agg) draws every row as one line and saves the picture.
LEAN_SIDE = r"""
import sys
import numpy as np
import pyarrow as pa
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
path, out = sys.argv[1], sys.argv[2]
if path.endswith(".parquet"):
    import pyarrow.parquet as pq
    table = pq.read_table(path)
elif path.endswith((".feather", ".arrow")):
    import pyarrow.feather as feather
    table = feather.read_table(path)
elif path.endswith(".npy"):
    array = np.load(path, mmap_mode="r")
    table = pa.table({"time": array[:, 0], "value": array[:, 1]})
else:
    import pyarrow.csv as pcsv
    table = pcsv.read_csv(path)  # .csv.gz decompressed by its extension
def seconds(column):
    if pa.types.is_timestamp(column.type):
        units = {"s": 1, "ms": 1e3, "us": 1e6, "ns": 1e9}[column.type.unit]
        return column.cast(pa.int64()).to_numpy() / units
    return column.to_numpy()
x, y = seconds(table.column("time")), table.column("value").to_numpy()
del table
if len(sys.argv) > 3 and sys.argv[3] == "read-only":
    sys.exit(0)
figure = plt.figure(figsize=(10, 6.2), dpi=100)
axes = figure.add_subplot()
axes.plot(x, y)
figure.savefig(out)
"""


def make_files(folder, rows, formats, python):
    """The same table in every format, written once by pyarrow (in `python`, which has it)."""
    script = r"""
import sys, os
import numpy as np, pyarrow as pa, pyarrow.parquet as pq, pyarrow.feather as feather, pyarrow.csv as pcsv
folder, rows, formats = sys.argv[1], int(sys.argv[2]), sys.argv[3].split(",")
generator = np.random.default_rng(13)
value = np.cumsum(generator.standard_normal(rows))
millis = 1_600_000_000_000 + np.arange(rows, dtype=np.int64) * 10
table = pa.table({"time": pa.array(millis, pa.timestamp("ms", tz="UTC")), "value": value})
base = os.path.join(folder, f"walk-{rows}")
if "parquet" in formats and not os.path.exists(base + ".parquet"):
    pq.write_table(table, base + ".parquet")
if "arrow" in formats and not os.path.exists(base + ".feather"):
    feather.write_feather(table, base + ".feather", compression="uncompressed")
# write_feather's own default: lz4 buffers in 64 Ki-row batches (each decompressed on its own).
# RecordBatchFileWriter, one write per 1,000,003 rows (batches of a length that is no power of two).
if "arrow-writes" in formats and not os.path.exists(base + ".writes.arrow"):
    import pyarrow.ipc as ipc
    with ipc.new_file(base + ".writes.arrow", table.schema) as writer:
        for batch in table.to_batches(max_chunksize=1_000_003):
            writer.write_batch(batch)
if "arrow-lz4" in formats and not os.path.exists(base + ".lz4.feather"):
    feather.write_feather(table, base + ".lz4.feather", compression="lz4")
# One record batch (pyarrow's write_feather cuts 64 Ki-row batches; polars writes one per
# chunk): the layout chartview draws in place, as .npy.
if "arrow1" in formats and not os.path.exists(base + ".1batch.feather"):
    feather.write_feather(table, base + ".1batch.feather", compression="uncompressed", chunksize=rows)
if ("csv" in formats or "csv.gz" in formats) and not os.path.exists(base + ".csv"):
    pcsv.write_csv(table, base + ".csv")
if "csv.gz" in formats and not os.path.exists(base + ".csv.gz"):
    import gzip, shutil
    with open(base + ".csv", "rb") as source, gzip.open(base + ".csv.gz", "wb", compresslevel=6) as target:
        shutil.copyfileobj(source, target)
if "npy" in formats and not os.path.exists(base + ".npy"):
    np.save(base + ".npy", np.column_stack([millis / 1000.0, value]))
"""
    names = {"parquet": ".parquet", "arrow": ".feather", "arrow-lz4": ".lz4.feather", "arrow1": ".1batch.feather",
             "arrow-writes": ".writes.arrow",
             "csv": ".csv", "csv.gz": ".csv.gz", "npy": ".npy"}
    if all(os.path.exists(os.path.join(folder, f"walk-{rows}{names[name]}")) for name in formats):
        return  # the script builds the whole table before it looks: minutes at 10^8 rows
    subprocess.run([python, "-c", script, folder, str(rows), ",".join(formats)], check=True)


def timed(command, memory=None, timeout=None):
    """Wall seconds, peak resident MB and failure (None, or the reason) of one run of `command`,
    under an address-space cap of `memory` bytes (prlimit --as) and a wall limit of `timeout` s
    when given. A run that fails still reports the peak it reached (at the cap, the bytes it
    had when it could get no more)."""
    if memory:
        command = ["prlimit", f"--as={int(memory)}", "--"] + command
        wait_for_memory(memory)
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    timer = threading.Timer(timeout, process.kill) if timeout else None
    if timer:
        timer.start()
    _, status, usage = os.wait4(process.pid, 0)
    killed = timer is not None and not timer.is_alive() and os.WIFSIGNALED(status) and os.WTERMSIG(status) == 9
    if timer:
        timer.cancel()
    elapsed = time.perf_counter() - start
    error = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    peak = usage.ru_maxrss / 1024
    if killed:
        reason = f"not finished in {timeout:.0f} s"
    elif status != 0:
        last = error.strip().splitlines()[-1] if error.strip() else f"exit status {status}"
        reason = last[:160]
    else:
        return elapsed, peak, None
    # A format this build does not read yet, or a peer past its cap: say so and go on.
    program = os.path.basename(command[3] if memory else command[0])
    data = next((a for a in command[1:] if os.path.isfile(a)), "")
    print(f"    failed: {program} {os.path.basename(data)}: {reason} (peak {peak:.0f} MB)", flush=True)
    return float("nan"), peak, reason


def wait_for_memory(needed):
    """Waits until the machine has `needed` bytes and 2 GB more available: a capped peer may take
    all of its cap, and the machine is shared (never push it into swap or the OOM killer)."""
    while True:
        with open("/proc/meminfo") as info:
            available = next(int(line.split()[1]) * 1024 for line in info if line.startswith("MemAvailable:"))
        if available >= needed + 2e9:
            return
        print(f"    waiting: {available / 1e9:.1f} GB available, a capped run may take {needed / 1e9:.1f} GB", flush=True)
        time.sleep(20)


def drop_column_cache(path):
    """The column cache chartview writes beside a text file of 32 MB or more (CSV, .csv.gz)."""
    if os.path.exists(path + ".chartkit-columns"):
        os.remove(path + ".chartkit-columns")


def drop_pyramid_caches(path):
    """The pyramid caches chartview leaves beside a file it draws in place (`.npy`, Arrow)."""
    folder, name = os.path.split(path)
    for entry in os.listdir(folder):
        if entry.startswith(name) and entry.endswith(".chartkit-pyramid"):
            os.remove(os.path.join(folder, entry))


def median(values):
    values = [v for v in values if v == v]
    return statistics.median(values) if values else float("nan")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", default="1e6,1e7")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--formats", default="parquet,arrow,arrow1,arrow-lz4,csv.gz,csv,npy")
    parser.add_argument("--chartview", default=".build/release/chartview")
    parser.add_argument("--baseline", default=None,
                        help="another chartview (say, main's release build) timed in the same run, run by run beside --chartview")
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--folder", default="/tmp/chartkit-bench-columnar")
    parser.add_argument("--python-max-rows", type=float, default=1e7,
                        help="larger files are timed for chartview only (matplotlib needs minutes and tens of GB at 1e8)")
    parser.add_argument("--python-read-only", action="store_true",
                        help="past --python-max-rows, time pandas' read alone (no plot): a lower bound, marked 'read'")
    parser.add_argument("--delete", action="store_true", help="delete each size's files once it is measured")
    parser.add_argument("--python-memory", type=float, default=None,
                        help="cap the python side's address space at this many bytes (prlimit --as): on a shared machine "
                             "a peer past the cap fails with MemoryError (reported with the peak it reached) instead of swapping")
    parser.add_argument("--python-timeout", type=float, default=None, help="stop a python run after this many seconds")
    parser.add_argument("--python-runs", type=int, default=None, help="python runs per format (default --runs)")
    parser.add_argument("--python-only", action="store_true", help="time the python side alone")
    parser.add_argument("--peer", default="pandas",
                        help="pandas: pandas frames plotted by matplotlib; lean: pyarrow into NumPy float64, one matplotlib line; "
                             "pandas,lean: both, each beside the same chartview runs")
    parser.add_argument("--chartview-only", action="store_true", help="time chartview alone")
    parser.add_argument("--no-warm", action="store_true",
                        help="no untimed chartview run first (10^8 text files: minutes each; the first timed run warms the page cache)")
    arguments = parser.parse_args()
    peers = arguments.peer.split(",")
    if any(peer not in ("pandas", "lean") for peer in peers):
        parser.error("--peer: pandas, lean or pandas,lean")
    os.makedirs(arguments.folder, exist_ok=True)
    formats = arguments.formats.split(",")
    extension = {"parquet": "parquet", "arrow": "feather", "arrow1": "1batch.feather", "arrow-lz4": "lz4.feather",
                 "arrow-writes": "writes.arrow", "csv.gz": "csv.gz", "csv": "csv",
                 "npy": "npy"}

    print(f"{'rows':>6} {'format':>7} {'MB':>7} | {'first s':>8} {'full s':>8} {'peak MB':>8} | {'peer s':>9} {'peak MB':>8}"
          f" | {'first x':>7} {'full x':>7}   (medians of {arguments.runs}; x = peer time / chartview time)")
    print("text formats (csv, csv.gz): first and full are first opens (the column cache deleted before each run); "
          "'second open' is a run from the cache the full run wrote", flush=True)
    print(f"load average at start: {' '.join(f'{v:.1f}' for v in os.getloadavg())}", flush=True)
    for text in arguments.rows.split(","):
        rows = int(float(text))
        make_files(arguments.folder, rows, formats, arguments.python)
        for name in formats:
            path = os.path.join(arguments.folder, f"walk-{rows}.{extension[name]}")
            out = os.path.join(arguments.folder, "chartview.png")
            full = [arguments.chartview, "render", path, "-o", out, "--size", "1000x620"]
            first = full + ["--preview"]
            read_only = rows > arguments.python_max_rows and arguments.python_read_only
            sides = {}
            for peer in peers:
                side = LEAN_SIDE if peer == "lean" else PYTHON_SIDE
                sides[peer] = [arguments.python, "-c", side, path, os.path.join(arguments.folder, f"{peer}.png")]
                if read_only:
                    sides[peer].append("read-only")
            run_ours = not arguments.python_only
            # Text files leave a column cache: each first and full run is a first open (the cache
            # deleted), and one more run after the full one times the second open from its cache.
            text = name in ("csv", "csv.gz")
            run_theirs = {peer: (rows <= arguments.python_max_rows or read_only) and not arguments.chartview_only for peer in peers}
            cap = dict(memory=arguments.python_memory, timeout=arguments.python_timeout)
            if run_ours and not arguments.no_warm:
                timed(full)  # page cache warm, like every later run
            firsts, fulls, seconds, theirs = [], [], [], {peer: [] for peer in peers}
            base_firsts, base_fulls = [], []
            if arguments.baseline:
                base_full = [arguments.baseline] + full[1:]
                base_first = base_full + ["--preview"]
            for run in range(arguments.runs):
                if run_ours and arguments.baseline:
                    drop_pyramid_caches(path)
                    drop_column_cache(path)
                    base_firsts.append(timed(base_first))
                    drop_pyramid_caches(path)
                    drop_column_cache(path)
                    base_fulls.append(timed(base_full))
                if run_ours:
                    drop_pyramid_caches(path)
                    drop_column_cache(path)
                    firsts.append(timed(first))
                    drop_pyramid_caches(path)
                    drop_column_cache(path)
                    fulls.append(timed(full))
                    if text:
                        drop_pyramid_caches(path)
                        seconds.append(timed(full))
                for peer in peers:
                    if run_theirs[peer] and run < (arguments.python_runs or arguments.runs):
                        theirs[peer].append(timed(sides[peer], **cap))
                        # Past its cap or its time: its next run would end the same way.
                        run_theirs[peer] = theirs[peer][-1][2] is None
            drop_pyramid_caches(path)
            nothing = [(float("nan"), float("nan"), None)]
            firsts, fulls = firsts or nothing, fulls or nothing
            first_s, full_s = median(t for t, _, _ in firsts), median(t for t, _, _ in fulls)
            peak = max((m for _, m, _ in firsts + fulls if m == m), default=float("nan"))
            megabytes = os.path.getsize(path) / 1e6
            for index, peer in enumerate(peers):
                mine = theirs[peer] or nothing
                other = median(t for t, _, _ in mine)
                their_peak = max((m for _, m, _ in mine if m == m), default=float("nan"))
                failures = sorted({f for _, _, f in mine if f})
                print(f"{rows:>6.0e} {name:>7} {megabytes:>7.1f} | {first_s:>8.3f} {full_s:>8.3f} {peak:>8.0f} | "
                      f"{other:>9.3f} {their_peak:>8.0f} | {other / first_s:>6.1f}x {other / full_s:>6.1f}x  ({peer})", flush=True)
                print(f"{'':>6} {'':>7} {'runs:':>7}   " + ("first " + " ".join(f"{t:.3f}" for t, _, _ in firsts)
                      + "  full " + " ".join(f"{t:.3f}" for t, _, _ in fulls) + "  " if index == 0 else "")
                      + peer + (" (read only: a lower bound)" if read_only else "") + " " + " ".join(f"{t:.3f}" for t, _, _ in mine)
                      + (f"  {peer} blocked: {'; '.join(failures)} at peak {their_peak:.0f} MB"
                         + (f" (cap {arguments.python_memory / 1e9:.1f} GB)" if arguments.python_memory else "") if failures else "")
                      + f"  load {os.getloadavg()[0]:.1f}", flush=True)
            if base_firsts:
                b_first = median(t for t, _, _ in base_firsts)
                b_full = median(t for t, _, _ in base_fulls)
                b_peak = max((m for _, m, _ in base_firsts + base_fulls if m == m), default=float("nan"))
                print(f"{'':>6} {'':>7} {'baseline:':>7}   first {b_first:.3f} s, full {b_full:.3f} s, peak {b_peak:.0f} MB"
                      f" -> this build: first {b_first / first_s:.2f}x sooner, full {b_full / full_s:.2f}x, peak {b_peak / peak:.2f}x less;"
                      f" runs first " + " ".join(f"{t:.3f}" for t, _, _ in base_firsts)
                      + "  full " + " ".join(f"{t:.3f}" for t, _, _ in base_fulls), flush=True)
            if seconds:
                second_s = median(t for t, _, _ in seconds)
                second_peak = max((m for _, m, _ in seconds if m == m), default=float("nan"))
                print(f"{'':>6} {'':>7} {'second open (column cache):':>27} {second_s:.3f} s, peak {second_peak:.0f} MB; runs "
                      + " ".join(f"{t:.3f}" for t, _, _ in seconds), flush=True)
            drop_column_cache(path)
        if arguments.delete:
            for name in formats:
                path = os.path.join(arguments.folder, f"walk-{rows}.{extension[name]}")
                if os.path.exists(path):
                    os.remove(path)
            csv = os.path.join(arguments.folder, f"walk-{rows}.csv")
            if os.path.exists(csv):
                os.remove(csv)


if __name__ == "__main__":
    main()
