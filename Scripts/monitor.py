#!/usr/bin/env python3
"""A stand-in for a monitoring agent: CPU %, memory (GiB) and network (MB/s) of a few hosts.

Streams JSON lines, one object per sample and metric, keyed by host, with the time in epoch
seconds under "t":  {"t": 1700000000.0, "web-1": 31.2, "web-2": 40.5, "db-1": 12.0}

  Scripts/monitor.py --out /tmp/hosts &        # appends to /tmp/hosts/{cpu,memory,network}.jsonl
  chartview --grid /tmp/hosts/cpu.jsonl /tmp/hosts/memory.jsonl /tmp/hosts/network.jsonl --live --window 10m

  Scripts/monitor.py --metric cpu | chartview - --window 5m     # one metric on standard output

  Scripts/monitor.py --snapshot Assets/monitoring               # the fixed sample in Assets/

Each host's series is a slow trend, a daily-looking swell and bursts, so the charts look like a
real fleet: web hosts move together, the database host has its own rhythm.
"""
import argparse, json, math, os, random, sys, time

HOSTS = ["web-1", "web-2", "web-3", "db-1"]
METRICS = ["cpu", "memory", "network"]


class Fleet:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.level = {(h, m): 0.0 for h in HOSTS for m in METRICS}
        self.burst = {h: 0.0 for h in HOSTS}

    def sample(self, step):
        out = {m: {} for m in METRICS}
        for i, host in enumerate(HOSTS):
            db = host.startswith("db")
            if self.rng.random() < 0.01:
                self.burst[host] = self.rng.uniform(15, 40)
            self.burst[host] *= 0.93
            for m in METRICS:
                self.level[(host, m)] = 0.9 * self.level[(host, m)] + self.rng.gauss(0, 1)
            swell = math.sin(2 * math.pi * step / (900 if db else 600) + i * 0.4)
            cpu = (22 if db else 35) + 12 * swell + self.burst[host] + 2.5 * self.level[(host, "cpu")]
            memory = (24 if db else 6) + (1.5 if db else 0.8) * swell + 0.1 * self.level[(host, "memory")] + 0.002 * step
            network = (40 if db else 18) + 10 * swell + 0.6 * self.burst[host] + 2 * self.level[(host, "network")]
            out["cpu"][host] = round(min(100, max(0, cpu)), 2)
            out["memory"][host] = round(max(0, memory), 3)
            out["network"][host] = round(max(0, network), 2)
        return out


def line(t, values):
    return json.dumps({"t": round(t, 3), **values}) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", help="folder to append cpu/memory/network .jsonl files to")
    parser.add_argument("--metric", choices=METRICS, help="write this metric to standard output")
    parser.add_argument("--snapshot", help="write a fixed 30-minute sample (5 s steps) to this folder and exit")
    parser.add_argument("--rate", type=float, default=10, help="samples per second (default 10)")
    parser.add_argument("--seconds", type=float, default=float("inf"), help="stop after this long")
    args = parser.parse_args()

    if args.snapshot:
        fleet = Fleet(20261124)
        os.makedirs(args.snapshot, exist_ok=True)
        files = {m: open(os.path.join(args.snapshot, m + ".jsonl"), "w") for m in METRICS}
        start = 1763942400.0  # 2025-11-24T00:00:00Z
        for step in range(360):
            for m, values in fleet.sample(step * 5).items():
                files[m].write(line(start + step * 5, values))
        return

    fleet = Fleet(int(time.time()))
    if args.out:
        os.makedirs(args.out, exist_ok=True)
    files = {m: open(os.path.join(args.out, m + ".jsonl"), "a", buffering=1) for m in METRICS} if args.out else {}
    began = time.time()
    step = 0
    while time.time() - began < args.seconds:
        now = time.time()
        for m, values in fleet.sample(step).items():
            if m in files:
                files[m].write(line(now, values))
            if m == args.metric:
                sys.stdout.write(line(now, values))
        if args.metric:
            sys.stdout.flush()
        step += 1
        time.sleep(max(0, began + step / args.rate - time.time()))


if __name__ == "__main__":
    try:
        main()
    except (BrokenPipeError, KeyboardInterrupt):
        pass
