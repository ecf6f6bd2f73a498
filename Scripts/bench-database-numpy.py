#!/usr/bin/env python3
"""The lean peer of `chartbench --database` where pandas cannot run (Scripts/bench-database-pandas.py
needs about 22 GB for read_sql of 10^8 rows): every row loaded first, as binary straight into NumPy
arrays, then drawn by matplotlib (Agg) at 1600x1000 px, then per view size (1/100 and 1/10,000 of
the table) a zoom and pans by one view width, each redrawn. Medians in milliseconds, and the
process's peak resident memory.

Reading: PostgreSQL `COPY (SELECT time, value ... ORDER BY time) TO STDOUT (FORMAT binary)` through
psycopg2, parsed in 64 MiB steps by a NumPy record type (26 bytes a row: field count, two
lengths, int64 microseconds since 2000, float64, big-endian); ClickHouse `FORMAT RowBinary` over
its HTTP interface (UInt32 seconds, Float64, 12 bytes a row). No Python object per row.

Drawing (--draw):
  full  every row handed to matplotlib (its path simplification does the thinning), each view too;
  both  (the default) one read, then full, then m4; past 2*10^7 rows the full line's views are
        not timed (each redraw clips every row: minutes for the views at 10^8 on this machine);
  m4    per view, the rows in view (searchsorted on the sorted times) reduced in NumPy to each
        pixel column's first, last, minimum and maximum (M4), and that line drawn: what a careful
        NumPy user does, and the same reduction chartview asks the database for.
Cap its memory from outside (Scripts/bench-database.sh runs it under prlimit --as).
Usage: bench-database-numpy.py (postgresql://... | clickhouse://host:port/db) [--table T] [--pans N]
                               [--draw full|m4]
"""
import argparse
import io
import resource
import statistics
import sys
import time
import urllib.parse
import urllib.request

import numpy as np
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

WIDTH, HEIGHT = 1600, 1000
FULL_VIEWS_UP_TO = 2e7  # rows: past this the full line's views are not timed (each is a full pass)
POSTGRES_EPOCH = 946684800.0  # 2000-01-01 in Unix seconds: PostgreSQL's binary timestamps count from it


class BinaryCopySink:
    """Takes psycopg2's COPY ... (FORMAT binary) stream (one write per row) and parses it in
    64 MiB steps into float64 arrays, so the stream is never held whole (2.6 GB at 10^8 rows)."""
    ROW = np.dtype([("fields", ">i2"), ("time_length", ">i4"), ("time", ">i8"),
                    ("value_length", ">i4"), ("value", ">f8")])

    def __init__(self):
        self.buffer = bytearray()
        self.header = False
        self.xs, self.ys = [], []

    def write(self, data):
        self.buffer += data
        if len(self.buffer) >= 1 << 26:
            self.parse()

    def parse(self):
        data = self.buffer
        start = 0
        if not self.header:
            # 11-byte signature, 4-byte flags, 4-byte extension length (+ extension).
            start = 19 + int.from_bytes(data[15:19], "big")
            self.header = True
        count = (len(data) - start) // self.ROW.itemsize
        records = np.frombuffer(data, dtype=self.ROW, count=count, offset=start)
        if count and ((records["time_length"] != 8).any() or (records["value_length"] != 8).any()):
            sys.exit("bench-database-numpy: a NULL or a non-float column in the table: this peer reads two non-null columns")
        self.xs.append(records["time"].astype(np.float64) / 1e6 + POSTGRES_EPOCH)
        self.ys.append(records["value"].astype(np.float64))
        del records
        del data
        del self.buffer[:start + count * self.ROW.itemsize]

    def arrays(self):
        self.parse()
        if bytes(self.buffer) != b"\xff\xff":  # the trailer: a field count of -1
            sys.exit(f"bench-database-numpy: the COPY stream ended with {len(self.buffer)} unparsed bytes")
        x, y = np.concatenate(self.xs), np.concatenate(self.ys)
        self.xs, self.ys = [], []
        return x, y


def read_postgres(url, table):
    import psycopg2  # pip install psycopg2-binary

    sink = BinaryCopySink()
    with psycopg2.connect(url) as connection, connection.cursor() as cursor:
        cursor.copy_expert(f"COPY (SELECT time, value FROM {table} ORDER BY time) TO STDOUT (FORMAT binary)", sink)
    return sink.arrays()


def read_clickhouse(url, table):
    u = urllib.parse.urlparse(url)
    query = f"SELECT toUInt32(time), value FROM {table} ORDER BY time FORMAT RowBinary"
    endpoint = f"http://{u.hostname}:{u.port}/?database={u.path.strip('/') or 'default'}"
    with urllib.request.urlopen(urllib.request.Request(endpoint, data=query.encode()), timeout=3600) as response:
        data = response.read()
    records = np.frombuffer(data, dtype=np.dtype([("time", "<u4"), ("value", "<f8")]))
    x, y = records["time"].astype(np.float64), records["value"].astype(np.float64)
    del records, data
    return x, y


def m4(x, y, low, high):
    """Each pixel column's first, last, minimum and maximum row of the rows in [low, high]."""
    begin, end = np.searchsorted(x, [low, high], side="left")
    end = min(len(x), end + 1)
    xs, ys = x[begin:end], y[begin:end]
    if len(xs) <= 4 * WIDTH:
        return xs, ys
    column = np.minimum(((xs - low) / (high - low) * WIDTH).astype(np.int64), WIDTH - 1)
    starts = np.flatnonzero(np.r_[True, column[1:] != column[:-1]])
    ends = np.r_[starts[1:], len(xs)] - 1
    group = np.repeat(np.arange(len(starts)), np.diff(np.r_[starts, len(xs)]))
    picks = [starts, ends]
    for extreme in (np.minimum, np.maximum):
        values = extreme.reduceat(ys, starts)
        hits = np.flatnonzero(ys == values[group])  # the rows holding their column's extreme
        picks.append(hits[np.r_[True, group[hits][1:] != group[hits][:-1]]])  # the first of each column
    picks = np.unique(np.concatenate(picks))
    return xs[picks], ys[picks]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("--table", default="chartbench_series")
    parser.add_argument("--pans", type=int, default=5)
    parser.add_argument("--draw", choices=["full", "m4", "both"], default="both",
                        help="both: one read, then the full line's picture and views, then the M4 line's")
    parser.add_argument("--picture", help="save each drawing's last view here (NAME-full.png, NAME-m4.png)")
    arguments = parser.parse_args()
    began = time.perf_counter()
    read = read_clickhouse if arguments.url.startswith("clickhouse://") else read_postgres
    x, y = read(arguments.url, arguments.table)
    loaded = time.perf_counter()
    read_ms = (loaded - began) * 1000
    low, high = float(x[0]), float(x[-1])
    print(f"numpy: {len(x)} rows read in {read_ms:.0f} ms (times {low:.0f} to {high:.0f} s)", flush=True)
    for draw in (["full", "m4"] if arguments.draw == "both" else [arguments.draw]):
        figure, axes = plt.subplots(figsize=(WIDTH / 100, HEIGHT / 100), dpi=100)
        line, = axes.plot(x, y, linewidth=1) if draw == "full" else axes.plot([], [], linewidth=1)

        def show(view_low, view_high):
            if draw == "m4":
                line.set_data(*m4(x, y, view_low, view_high))
            axes.set_xlim(view_low, view_high)
            if draw == "m4":
                axes.relim()
                axes.autoscale_view(scalex=False)
            figure.canvas.draw()

        t = time.perf_counter()
        show(low, high)
        drawn = (time.perf_counter() - t) * 1000
        print(f"numpy ({draw}): first picture {read_ms + drawn:.0f} ms (read {read_ms:.0f} + draw {drawn:.0f})", flush=True)
        if draw == "full" and len(x) > FULL_VIEWS_UP_TO:
            # Every view of the full line makes matplotlib transform and clip every row again
            # (1.5-5 s a view at 10^7 on this machine, so the 12 views take minutes at 10^8):
            # past 2*10^7 rows only its first picture is timed; the M4 drawing times the views.
            print(f"numpy (full): views not timed past {FULL_VIEWS_UP_TO:.0e} rows (each redraw clips every row)")
            plt.close(figure)
            continue
        for name, share in [("1/100", 0.01), ("1/10,000", 0.0001)]:
            span = (high - low) * share
            start = low + (high - low) * 0.37
            t = time.perf_counter()
            show(start, start + span)
            zoom = (time.perf_counter() - t) * 1000
            times = []
            for step in range(1, arguments.pans + 1):
                t = time.perf_counter()
                show(start + step * span, start + (step + 1) * span)
                times.append((time.perf_counter() - t) * 1000)
            print(f"numpy ({draw}): {name:9} zoom {zoom:.0f} ms, pan {statistics.median(times):.0f} ms", flush=True)
        if arguments.picture:
            figure.savefig(arguments.picture.replace(".png", f"-{draw}.png"))
        plt.close(figure)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"numpy: {len(x)} rows transferred; peak resident {peak:.0f} MB")


if __name__ == "__main__":
    main()
