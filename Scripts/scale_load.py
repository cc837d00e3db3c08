#!/usr/bin/env python3
"""A small, bounded mixed read/write load on one or more AnimalsServers (loopback only).

Each of --clients threads sends --requests requests over one keep-alive connection, spread
round-robin over the servers: every --write-every-th request adds an animal, the others query
all animals. Prints one JSON line: requests, errors, seconds, requests_per_second, adds,
rows_before, rows_after, lost_writes (rows_before + adds - rows_after, must be 0).
"""

import argparse
import http.client
import json
import threading
import time
from urllib.parse import urlparse

QUERY = json.dumps({"query": [{"animals": {}}]}).encode()


def add_body(client: int, index: int) -> bytes:
    name = f"Load {client}-{index}"
    return json.dumps({"mutation": [{"addAnimal": {"name": name, "diet": "Herbivore", "categoryId": "Mammal"}}]}).encode()


def connect(url: str) -> http.client.HTTPConnection:
    parsed = urlparse(url)
    if parsed.hostname not in ("127.0.0.1", "localhost", "::1"):
        raise SystemExit(f"{url}: only loopback servers")
    return http.client.HTTPConnection(parsed.hostname, parsed.port, timeout=30)


def post(connection: http.client.HTTPConnection, body: bytes) -> tuple[int, bytes]:
    connection.request("POST", "/animals/api", body=body, headers={"Content-Type": "application/json"})
    response = connection.getresponse()
    return response.status, response.read()


def count_rows(url: str) -> int:
    connection = connect(url)
    status, body = post(connection, QUERY)
    connection.close()
    if status != 200:
        raise SystemExit(f"{url}: HTTP {status} counting rows")
    return len(json.loads(body)["query"][0]["animals"]["animals"])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("servers", nargs="+")
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--requests", type=int, default=250)
    parser.add_argument("--write-every", type=int, default=5)
    options = parser.parse_args()

    rows_before = count_rows(options.servers[0])
    lock = threading.Lock()
    totals = {"requests": 0, "errors": 0, "adds": 0}

    def client(number: int) -> None:
        connections = [connect(url) for url in options.servers]
        requests = errors = adds = 0
        for index in range(options.requests):
            connection = connections[(number + index) % len(connections)]
            is_write = index % options.write_every == 0
            try:
                status, _ = post(connection, add_body(number, index) if is_write else QUERY)
            except (OSError, http.client.HTTPException):
                status = 0
                connection.close()
            requests += 1
            if status == 200:
                adds += 1 if is_write else 0
            else:
                errors += 1
        for connection in connections:
            connection.close()
        with lock:
            totals["requests"] += requests
            totals["errors"] += errors
            totals["adds"] += adds

    threads = [threading.Thread(target=client, args=(number,)) for number in range(options.clients)]
    start = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    seconds = time.monotonic() - start
    rows_after = count_rows(options.servers[-1])
    print(json.dumps({
        "servers": len(options.servers),
        "requests": totals["requests"],
        "errors": totals["errors"],
        "seconds": round(seconds, 2),
        "requests_per_second": round(totals["requests"] / seconds, 1),
        "adds": totals["adds"],
        "rows_before": rows_before,
        "rows_after": rows_after,
        "lost_writes": rows_before + totals["adds"] - rows_after,
    }))


if __name__ == "__main__":
    main()
