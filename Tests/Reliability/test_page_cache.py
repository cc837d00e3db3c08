"""The page cache under a stream of distinct page locations (every query a new cache entry, as a
crawler or a hostile client would send): answers stay right and memory stays bounded, since at
most `--page-cache` rendered pages and their views are kept and each dropped view is released."""

from conftest import get


def test_thousands_of_distinct_page_locations_keep_memory_bounded(make_app):
    app = make_app("showcase", "--modules", "animals", "--page-cache", "16")
    app.start()
    # Warm-up: the cache fills, the allocator reaches its working size.
    for index in range(300):
        status, body = get(f"{app.base_url}/animals?category=Mammal&visit={index}")
        assert status == 200 and "Red kangaroo" in body
    baseline = app.rss_kib()
    for index in range(300, 2300):
        status, body = get(f"{app.base_url}/animals?category=Mammal&visit={index}")
        assert status == 200 and "Red kangaroo" in body, f"visit {index} answered {status}"
    after = app.rss_kib()
    assert after <= baseline * 1.10, f"RSS grew from {baseline} KiB to {after} KiB over 2,000 distinct locations"
