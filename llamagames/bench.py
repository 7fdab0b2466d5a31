"""``python -m llamagames.bench``: the speed figures of every game, with the machine they ran on.

Every module in ``llamagames.benchmarks`` offers ``figures(quick) -> dict[str, float]``;
its figures appear under the module's name. ``--quick`` measures briefly, ``--json`` prints
JSON for scripts, otherwise a readable table.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import pkgutil
import platform
import sys
from typing import Any

from . import benchmarks


def machine() -> dict[str, Any]:
    """What the figures depend on: interpreter and processor."""
    return {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "cpu_count": os.cpu_count() or 1,
        "processor": platform.processor() or platform.machine(),
        "platform": platform.platform(terse=True),
        "timing": "one process, CPU time (time.process_time), best of several runs",
    }


def collect(quick: bool = False, only: list[str] | None = None) -> dict[str, Any]:
    """``{"machine": {...}, "<module>": {figure: value}, ...}`` for every benchmark module."""
    report: dict[str, Any] = {"machine": machine()}
    for info in sorted(pkgutil.iter_modules(benchmarks.__path__), key=lambda m: m.name):
        if only and info.name not in only:
            continue
        module = importlib.import_module(f"{benchmarks.__name__}.{info.name}")
        figures = getattr(module, "figures", None)
        if callable(figures):
            report[info.name] = figures(quick=quick)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m llamagames.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--quick", action="store_true", help="a short run (rougher figures)")
    parser.add_argument("--only", nargs="*", metavar="MODULE", help="run only these benchmark modules")
    args = parser.parse_args(argv)
    report = collect(quick=args.quick, only=args.only)
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    for section, values in report.items():
        print(section)
        for key, value in values.items():
            shown = f"{value:,.1f}" if isinstance(value, float) else str(value)
            print(f"  {key:<32} {shown}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
