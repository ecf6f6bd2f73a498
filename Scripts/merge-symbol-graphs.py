#!/usr/bin/env python3
"""Merges the symbol graphs of several Swift modules into one module's graphs.

    merge-symbol-graphs.py NAME IN_DIR OUT_DIR

ChartKit re-exports its modules (`@_exported import ChartCore`, ...), so for its users every
public symbol of those modules is ChartKit's. DocC documents one module per catalogue; this
relabels every graph in IN_DIR as module NAME: the main graphs and the extensions of one module
by another of them become NAME.symbols.json, and the extensions of outside modules (Swift,
Foundation) become NAME@OTHER.symbols.json. Symbol identifiers stay as the compiler made them.
"""
import json
import os
import sys

name, source, target = sys.argv[1:4]
graphs = {}
for file in sorted(os.listdir(source)):
    if not file.endswith(".symbols.json"):
        continue
    stem = file[: -len(".symbols.json")]
    extended = stem.split("@")[1] if "@" in stem else None
    graphs[file] = (stem.split("@")[0], extended)
ours = {module for module, _ in graphs.values()}

merged = {}
for file, (module, extended) in graphs.items():
    with open(os.path.join(source, file)) as handle:
        graph = json.load(handle)
    key = name if extended is None or extended in ours else f"{name}@{extended}"
    if key not in merged:
        graph["module"]["name"] = name
        merged[key] = graph
    else:
        merged[key]["symbols"].extend(graph["symbols"])
        merged[key]["relationships"].extend(graph["relationships"])

os.makedirs(target, exist_ok=True)
for key, graph in merged.items():
    seen, symbols = set(), []
    for symbol in graph["symbols"]:
        if symbol["identifier"]["precise"] not in seen:
            seen.add(symbol["identifier"]["precise"])
            symbols.append(symbol)
    graph["symbols"] = symbols
    with open(os.path.join(target, f"{key}.symbols.json"), "w") as handle:
        json.dump(graph, handle)
print(f"merged {len(graphs)} symbol graphs into {', '.join(sorted(merged))}")
