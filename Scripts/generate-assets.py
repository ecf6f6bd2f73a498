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

# ---- Navigation (NAV): daily rainfall at the same stations over the same two years, for the
# linked-charts example `chartview Assets/temperatures.csv --linked Assets/rainfall.csv`. Its own
# generator, so blocks added after it leave it unchanged.
rain_rng = random.Random(3)
# (name, wet-day chance in winter, in summer, mean wet-day amount in mm)
rain_stations = [("Bergen", 0.75, 0.55, 7.0), ("Madrid", 0.35, 0.08, 4.5), ("Singapore", 0.55, 0.45, 12.0)]
rows = []
for day in range(730):
    summer = 0.5 - 0.5 * math.cos(2 * math.pi * (day - 20) / 365.25)
    row = [day]
    for _, winter_p, summer_p, amount in rain_stations:
        wet = rain_rng.random() < winter_p + (summer_p - winter_p) * summer
        row.append(rain_rng.gammavariate(0.8, amount / 0.8) if wet else 0.0)
    rows.append(row)
write("rainfall.csv", ["day"] + [s[0] for s in rain_stations], rows, "{:.1f}")

# ---------------------------------------------------------------------------------------------
# Series examples (issue 5): one data set per series kind, each with a chart spec written by
# hand next to it (candlestick.json, columns.json, ...). Its own random generator, so the blocks
# above can change without changing these files.
series_rng = random.Random(5)

# Daily prices for 90 trading days: a random walk with volatility that comes and goes.
rows = []
price, vol = 100.0, 1.2
for day in range(90):
    vol = max(0.4, vol + series_rng.gauss(0, 0.15))
    open_ = price + series_rng.gauss(0, vol * 0.3)
    close = open_ + series_rng.gauss(0.05, vol)
    high = max(open_, close) + abs(series_rng.gauss(0, vol * 0.6))
    low = min(open_, close) - abs(series_rng.gauss(0, vol * 0.6))
    rows.append([day, open_, high, low, close])
    price = close
write("prices.csv", ["Day", "Open", "High", "Low", "Close"], rows)

# Sales per quarter in three regions.
rows = []
for q in range(8):
    rows.append([q, 40 + 6 * q + series_rng.gauss(0, 5), 55 + 2 * q + series_rng.gauss(0, 6), 30 + 9 * q + series_rng.gauss(0, 5)])
write("quarterly-sales.csv", ["Quarter", "North", "South", "West"], rows, "{:.1f}")

# Electricity generation over a day by source, for a stacked area.
rows = []
for h in range(25):
    sun = max(0.0, math.sin(math.pi * (h - 6) / 13)) * 38 if 6 <= h <= 19 else 0.0
    wind = 18 + 6 * math.sin(h / 4.0) + series_rng.gauss(0, 1.5)
    hydro = 22 + series_rng.gauss(0, 1.0)
    gas = max(0.0, 70 - sun - wind - hydro + 12 * math.sin(math.pi * (h - 8) / 12) + series_rng.gauss(0, 2))
    rows.append([h, sun, wind, hydro, gas])
write("energy-mix.csv", ["Hour", "Solar", "Wind", "Hydro", "Gas"], rows, "{:.1f}")

# Two forecasts of the same quantity: the band between them, crossing where they swap order.
rows = []
for d in range(60):
    mid = 20 + 6 * math.sin(d / 9.0)
    spread = 4 * math.cos(d / 7.0) + series_rng.gauss(0, 0.3)
    rows.append([d, mid - spread / 2, mid + spread / 2])
write("forecast-band.csv", ["Day", "Low", "High"], rows)

# Made-up countries: income, life expectancy and population (the bubble's area).
rows = []
for i in range(24):
    income = math.exp(series_rng.uniform(math.log(1.5), math.log(60)))
    life = 52 + 9 * math.log(income) + series_rng.gauss(0, 2.5)
    population = math.exp(series_rng.uniform(math.log(2), math.log(300)))
    rows.append([income, life, population])
rows.sort()
write("countries.csv", ["Income", "LifeExpectancy", "Population"], rows, "{:.1f}")

# ---------------------------------------------------------------------------------------------
# Axes examples (date, discontinuous, two y axes, log and category axes). Self-contained: its own
# random generator, so the files above stay as they are.
import datetime as _dt

axes_rng = random.Random(424242)

def write_text(name, header, rows):
    with open(os.path.join(here, name), "w") as f:
        f.write(",".join(header) + "\n")
        for r in rows:
            f.write(",".join(r) + "\n")

# Daily closing prices of a made-up share for half a year, weekdays only (ISO dates): with
# "excludeWeekends" the line runs on from Friday to Monday without a flat step.
rows = []
day = _dt.date(2024, 1, 2)
price = 100.0
while day < _dt.date(2024, 7, 1):
    if day.weekday() < 5:
        price *= math.exp(axes_rng.gauss(0.0006, 0.016))
        rows.append([day.isoformat(), "{:.2f}".format(price)])
    day += _dt.timedelta(days=1)
write_text("stock-weekdays.csv", ["Date", "Close"], rows)

# Monthly climate of a made-up city: mean temperature (°C) and rainfall (mm), for two y axes.
rows = []
for m in range(24):
    month = _dt.date(2023 + m // 12, m % 12 + 1, 1)
    temperature = 9 - 8 * math.cos(2 * math.pi * (m % 12 - 0.5) / 12) + axes_rng.gauss(0, 1.0)
    rain = max(5.0, 80 + 45 * math.cos(2 * math.pi * (m % 12 - 10) / 12) + axes_rng.gauss(0, 14))
    rows.append([month.isoformat(), "{:.1f}".format(temperature), "{:.0f}".format(rain)])
write_text("city-climate.csv", ["Month", "Temperature", "Rainfall"], rows)

# Transistors per chip doubling about every two years, with scatter: a log y axis.
rows = []
for year in range(1971, 2024, 2):
    count = 2300 * 2 ** ((year - 1971) / 2.05) * math.exp(axes_rng.gauss(0, 0.35))
    rows.append([str(year), "{:.0f}".format(count)])
write_text("transistors.csv", ["Year", "Transistors"], rows)

# Fruit sold at a market stall in two years: text categories on the x axis.
fruits = ["Apples", "Bananas", "Cherries", "Dates", "Figs", "Grapes"]
rows = [[name, "{:.1f}".format(axes_rng.uniform(4, 14)), "{:.1f}".format(axes_rng.uniform(4, 14))] for name in fruits]
write_text("fruit-sales.csv", ["Fruit", "Last year", "This year"], rows)

# A sensor logging every 250 ms, time as epoch milliseconds in a column called "timestamp".
rows = []
start = 1_700_000_000_000
level = 20.0
for i in range(400):
    level += axes_rng.gauss(0, 0.05)
    rows.append([str(start + 250 * i), "{:.3f}".format(level + 0.4 * math.sin(i / 15))])
write_text("sensor-epoch.csv", ["timestamp", "reading"], rows)
