#!/usr/bin/env python3
"""Writes seed inputs for the shapes that are not one plain table (delimited and jsondata targets):
`;` comment lines, a table between `$$SOE`/`$$EOE`, a numeric first record with a description,
an HTML page, JSON under a text name, records keyed by id, nested parameters, lists inside records.
Into Tests/Fuzz/Corpus/TARGET/seed-*; libFuzzer grows the corpus from them (Scripts/fuzz)."""
import os

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Corpus")

seeds = {
    "delimited": {
        "semicolon-comments": b"; Units: W/m^2\n;  HHMM A B\n;END_OF_HEADER\n2016 162 06 10\n"
        + b"".join(b"%04d  2.1e-07  1.8e-10\n" % m for m in range(10)),
        "ephemeris-markers": b"API VERSION: 1.2\n****\n Date, JD, RA,\n****\n$$SOE\n"
        + b"".join(b" 2024-Aug-%02d 00:00, %d.5, 278.6,\n" % (d, 2460538 + d) for d in range(1, 10))
        + b"$$EOE\nColumn meaning:\n",
        "numeric-record-header": b'3 2 0 2 2.789e-02 1.620e-02\t"planar size = 27.89 mm"\n'
        + b" 61.7 8.1e-03 0.0 0.0 0.0 0.0 1.0\n-61.7 -8.1e-03 0.0 0.0 0.0 0.0 1.0\n",
        "html-page": b' <!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN">\n <html>\n<p><hr>\n1,2\n</html>\n',
        "json-in-text": b'{\n  "MA1": [-0.04, 0.09, 0.02],\n  "MA2": [0.0, 0.1, 0.01]\n}\n',
    },
    "jsondata": {
        "keyed-records": b'{"a": {"id": "a", "freq": "hourly", "total": 1}, "b": {"id": "b", "freq": "daily", "total": 2}}',
        "nested-parameters": b'{"foot": {"scaler": {"mean": {"dist": 18.6}}, "logreg": {"intercept": -2.4}}}',
        "lists-in-records": b'[{"name": "a", "m": [1, 2, 3]}, {"name": "b", "m": [0.5]}]',
        "short-lists": b'{' + b", ".join(b'"c%d": [%d, 1, 2]' % (i, i) for i in range(12)) + b'}',
    },
}

for target, files in seeds.items():
    folder = os.path.join(root, target)
    os.makedirs(folder, exist_ok=True)
    for name, data in files.items():
        with open(os.path.join(folder, "seed-" + name), "wb") as out:
            out.write(data)
