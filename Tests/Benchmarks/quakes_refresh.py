#!/usr/bin/env python3
"""B6 baseline: the Quakes refresh in plain Python, to run in the same session as the Swift one.

Reads the week feed, json.load()s it, keeps the rows the reducer keeps (magnitude above zero)
and writes them with one sqlite3 executemany into a fresh WAL database with the same schema as
QuakesData's LocalStore. Prints the median seconds of `samples` runs.

usage: quakes_refresh.py FEED.geojson SAMPLES
"""
import json
import os
import sqlite3
import statistics
import sys
import tempfile
import time

SCHEMA = """
CREATE TABLE quake (
  quakeId TEXT PRIMARY KEY NOT NULL,
  magnitude REAL NOT NULL,
  time REAL NOT NULL,
  updated REAL NOT NULL,
  name TEXT NOT NULL,
  longitude REAL NOT NULL,
  latitude REAL NOT NULL
)
"""
# Seconds between 1970 and 2001, so dates are stored as the Swift side stores them.
REFERENCE_DATE = 978307200.0


def refresh(feed_path, connection):
    with open(feed_path, "rb") as feed:
        document = json.load(feed)
    rows = []
    for feature in document["features"]:
        properties = feature["properties"]
        coordinates = feature["geometry"]["coordinates"]
        magnitude = properties.get("mag") or 0.0
        if magnitude <= 0:
            continue
        rows.append((
            feature["id"],
            magnitude,
            properties["time"] / 1000.0 - REFERENCE_DATE,
            properties["updated"] / 1000.0 - REFERENCE_DATE,
            properties.get("place") or "",
            coordinates[0],
            coordinates[1],
        ))
    with connection:
        connection.executemany(
            "INSERT OR REPLACE INTO quake (quakeId, magnitude, time, updated, name, longitude, latitude) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            rows,
        )
    return len(rows)


def main():
    feed_path, samples = sys.argv[1], int(sys.argv[2])
    timings = []
    for _ in range(samples):
        with tempfile.TemporaryDirectory() as directory:
            connection = sqlite3.connect(os.path.join(directory, "quakes.sqlite"))
            connection.execute("PRAGMA journal_mode=WAL")
            connection.execute(SCHEMA)
            connection.commit()
            start = time.perf_counter()
            refresh(feed_path, connection)
            timings.append(time.perf_counter() - start)
            connection.close()
    print(statistics.median(timings))


if __name__ == "__main__":
    main()
