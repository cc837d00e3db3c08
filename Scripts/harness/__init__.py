"""The one Python harness the scripts and the test suites share: starting and stopping
processes (`processes`), a throwaway PostgreSQL (`postgres`), nginx (`nginx`), the scaled-out
deployment (`cluster`), the raw live-channel client (`live_socket`) and plain HTTP helpers
(`web`).

Scripts/ imports it as `harness.<module>`; Tests/ suites put Scripts/ on `sys.path` once (their
conftest, or the top of a script) and import it the same way. Nothing under Scripts/ imports
from Tests/, and nothing under Tests/ imports from Scripts/ but this package.
"""
