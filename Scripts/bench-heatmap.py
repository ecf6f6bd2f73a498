#!/usr/bin/env python3
"""Time `chartview render GRID.npy` (a 2-D array drawn as a heatmap) beside numpy + matplotlib
doing the same work (np.load, imshow with a colour bar, savefig to PNG), in one run, medians of
N repeats each, and print the ratio.

Usage: Scripts/bench-heatmap.py [CHARTVIEW] [--repeats N] [--sizes 1000x1000,4000x5000,10000x10000]
Writes the arrays (float32, a smooth field) into a temporary folder and deletes them afterwards.
"""
import argparse, os, statistics, subprocess, sys, tempfile, time

import numpy as np


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser()
    parser.add_argument("chartview", nargs="?", default=os.path.join(here, "..", ".build", "debug", "chartview"))
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--sizes", default="1000x1000,4000x5000,10000x10000")
    args = parser.parse_args()
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    print("rows×columns\tchartview s\tmatplotlib s\tmatplotlib/chartview")
    with tempfile.TemporaryDirectory() as folder:
        for size in args.sizes.split(","):
            rows, columns = (int(n) for n in size.split("x"))
            y, x = np.mgrid[0:rows, 0:columns].astype(np.float32)
            grid = np.sin(x / 300) * np.cos(y / 200)
            del x, y
            path = os.path.join(folder, f"grid{rows}x{columns}.npy")
            np.save(path, grid)
            del grid
            ours, theirs = [], []
            for _ in range(args.repeats):
                start = time.perf_counter()
                result = subprocess.run([args.chartview, "render", path, "-o", os.path.join(folder, "c.png"),
                                         "--size", "1000x620"], capture_output=True, text=True)
                ours.append(time.perf_counter() - start)
                if result.returncode != 0:
                    sys.exit(f"chartview failed on {size}: {result.stderr.strip()}")
                start = time.perf_counter()
                cells = np.load(path)
                figure, axes = plt.subplots(figsize=(10, 6.2), dpi=100)
                image = axes.imshow(cells, aspect="auto", interpolation="nearest", cmap="viridis")
                figure.colorbar(image)
                figure.savefig(os.path.join(folder, "m.png"))
                plt.close(figure)
                del cells
                theirs.append(time.perf_counter() - start)
            a, b = statistics.median(ours), statistics.median(theirs)
            print(f"{rows}×{columns}\t{a:.2f}\t{b:.2f}\t{b / a:.2f}")
            os.remove(path)


if __name__ == "__main__":
    main()
