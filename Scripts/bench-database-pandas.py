#!/usr/bin/env python3
"""The peer of `chartbench --database`: pandas + matplotlib doing the same work on the same table
(`time`, `value`, filled by chartbench --fill) -- read every row (PostgreSQL: pandas.read_sql over
psycopg2; ClickHouse: its HTTP interface as TSV into pandas.read_csv), draw the whole table at
1600x1000 px, then per view size (1/100 and 1/10,000 of the table) a zoom and pans by one view
width, each redrawn (Agg). Medians in milliseconds.
Usage: bench-database-pandas.py (postgresql://... | clickhouse://host:port/db) [TABLE] [PANS]
"""
import io
import statistics
import sys
import time
import urllib.parse
import urllib.request

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402


def read(url, table):
    if url.startswith("clickhouse://"):
        u = urllib.parse.urlparse(url)
        query = f"SELECT toUInt32(time), value FROM {table} ORDER BY time FORMAT TabSeparated"
        endpoint = f"http://{u.hostname}:{u.port}/?database={u.path.strip('/') or 'default'}"
        with urllib.request.urlopen(urllib.request.Request(endpoint, data=query.encode()), timeout=3600) as r:
            return pd.read_csv(io.BytesIO(r.read()), sep="\t", header=None, names=["t", "value"])
    import psycopg2  # pip install psycopg2-binary

    with psycopg2.connect(url) as conn:
        import warnings

        warnings.simplefilter("ignore")  # pandas prefers SQLAlchemy; a DBAPI connection works
        return pd.read_sql(f"SELECT extract(epoch from time)::float8 AS t, value FROM {table} ORDER BY time", conn)


def main():
    url = sys.argv[1]
    table = sys.argv[2] if len(sys.argv) > 2 else "chartbench_series"
    pans = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    began = time.perf_counter()
    frame = read(url, table)
    loaded = time.perf_counter()
    fig, ax = plt.subplots(figsize=(16, 10), dpi=100)
    ax.plot(frame["t"].to_numpy(), frame["value"].to_numpy(), linewidth=1)
    fig.canvas.draw()
    drawn = time.perf_counter()
    print(f"pandas: {len(frame)} rows read in {(loaded - began) * 1000:.0f} ms; first picture {(drawn - began) * 1000:.0f} ms")
    low, high = ax.get_xlim()
    for name, share in [("1/100", 0.01), ("1/10,000", 0.0001)]:
        span = (high - low) * share
        start = low + (high - low) * 0.37
        t = time.perf_counter()
        ax.set_xlim(start, start + span)
        fig.canvas.draw()
        zoom = (time.perf_counter() - t) * 1000
        times = []
        for step in range(1, pans + 1):
            t = time.perf_counter()
            ax.set_xlim(start + step * span, start + (step + 1) * span)
            fig.canvas.draw()
            times.append((time.perf_counter() - t) * 1000)
        print(f"pandas: {name:9} zoom {zoom:.0f} ms, pan {statistics.median(times):.0f} ms")


if __name__ == "__main__":
    main()
