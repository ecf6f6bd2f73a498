#!/usr/bin/env python3
"""Writes the demo data sets in Assets/. Deterministic: the same files every run."""
import math, random, os

here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Assets")
rng = random.Random(20261121)

def write(name, header, rows, fmt="{:.2f}"):
    with open(os.path.join(here, name), "w") as f:
        f.write(",".join(header) + "\n")
        for r in rows:
            f.write(",".join(str(v) if isinstance(v, int) else fmt.format(v) for v in r) + "\n")

# Two years of daily mean temperatures at three made-up stations: seasonal cycle plus weather noise
# that persists from day to day (an AR(1) process), so the lines look like real records.
stations = [("Bergen", 8.0, 6.5, 1.8), ("Madrid", 15.0, 9.5, 2.2), ("Singapore", 27.5, 0.8, 0.6)]
noise = [0.0] * len(stations)
rows = []
for day in range(730):
    row = [day]
    for i, (_, mean, amp, sd) in enumerate(stations):
        noise[i] = 0.7 * noise[i] + rng.gauss(0, sd)
        row.append(mean - amp * math.cos(2 * math.pi * (day - 20) / 365.25) + noise[i])
    rows.append(row)
write("temperatures.csv", ["day"] + [s[0] for s in stations], rows, "{:.1f}")

# A damped oscillation sampled finely, with its envelope.
rows = []
for i in range(2001):
    t = i * 0.01
    env = math.exp(-0.18 * t)
    rows.append([t, env * math.sin(2 * math.pi * 0.9 * t), env, -env])
write("damped-oscillation.csv", ["time", "signal", "upper", "lower"], rows, "{:.5f}")

# Scatter: two noisy clusters of measurements.
rows = []
for i in range(400):
    c = i % 2
    x = rng.gauss(3.0 if c == 0 else 6.5, 1.0)
    rows.append([x, rng.gauss(2.0 + 0.8 * x if c == 0 else 9.0 - 0.4 * x, 0.7)])
rows.sort()
with open(os.path.join(here, "clusters.csv"), "w") as f:
    f.write("length\tweight\n")
    for x, y in rows:
        f.write("{:.3f}\t{:.3f}\n".format(x, y))

# Website traffic per hour for a week, one column (x is the row index).
rows = []
for h in range(24 * 7):
    daily = 0.5 - 0.5 * math.cos(2 * math.pi * ((h % 24) - 3) / 24)
    weekend = 0.6 if (h // 24) in (5, 6) else 1.0
    rows.append([round(1200 * daily * weekend + 150 + rng.gauss(0, 60))])
with open(os.path.join(here, "visits.csv"), "w") as f:
    f.write("# Page visits per hour over one week (synthetic)\nvisits\n")
    for r in rows:
        f.write("{}\n".format(r[0]))
