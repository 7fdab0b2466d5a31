"""``python -m llamagames.bench``: the speed figures of every game, with the machine they ran on.

Every module in ``llamagames.benchmarks`` offers ``figures(quick) -> dict[str, float]``;
its figures appear under the module's name. ``--quick`` measures briefly, ``--json`` prints
JSON for scripts, otherwise a readable table. ``--compare REF`` measures the commit REF in
the same run and prints ours / theirs ratios. ``--peer-rainbowarena DIR`` (only when given)
plays L.L.A.M.A. against the open-source RainbowArena engine imported from DIR, side by side
(``benchmarks/llama_rainbowarena.py``).
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import pkgutil
import platform
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from . import benchmarks
from .benchmarks import llama_rainbowarena

PEER_SECTION = "peer_rainbowarena"


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


def collect(quick: bool = False, only: list[str] | None = None, peer: str | None = None) -> dict[str, Any]:
    """``{"machine": {...}, "<module>": {figure: value}, ...}`` for every benchmark module,
    and the side-by-side RainbowArena figures when ``peer`` names its folder."""
    report: dict[str, Any] = {"machine": machine()}
    if peer and (not only or PEER_SECTION in only or llama_rainbowarena.GAME in only):
        report[PEER_SECTION] = llama_rainbowarena.side_by_side(peer, quick=quick)
    for info in sorted(pkgutil.iter_modules(benchmarks.__path__), key=lambda m: m.name):
        if only and info.name not in only:
            continue
        module = importlib.import_module(f"{benchmarks.__name__}.{info.name}")
        figures = getattr(module, "figures", None)
        if callable(figures):
            report[info.name] = figures(quick=quick)
    return report


def figures_of(checkout: Path, quick: bool, only: list[str] | None, peer: str | None = None) -> dict[str, Any]:
    """The figures of the package in ``checkout``, measured in a fresh interpreter there."""
    command = [sys.executable, "-m", "llamagames.bench", "--json"] + (["--quick"] if quick else [])
    if only:
        command += ["--only", *only]
    if peer:
        command += ["--peer-rainbowarena", peer]
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", llama_rainbowarena.ENV_VAR)}
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"  # pygame's greeting on stdout would spoil the JSON
    done = subprocess.run(command, cwd=checkout, capture_output=True, text=True, env=env, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"the benchmark in {checkout} failed: {done.stderr.strip()[-400:]}")
    return json.loads(done.stdout)


def median_figures(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Per section and figure, the median over several runs of the same checkout (the
    machine section of the first run): one disturbed run moves no figure."""
    merged: dict[str, Any] = {"machine": runs[0]["machine"]}
    for section, values in runs[0].items():
        if section == "machine":
            continue
        merged[section] = {}
        for key, value in values.items():
            seen = [run[section][key] for run in runs if isinstance(run.get(section, {}).get(key), (int, float))]
            merged[section][key] = statistics.median(seen) if isinstance(value, (int, float)) and seen else value
    return merged


DUMMY = "dummy_"
"""Before a figure measured with SDL's dummy video driver (no window shown)."""


def with_window_figures(report: dict[str, Any], checkout: Path, quick: bool, only: list[str] | None) -> dict[str, Any]:
    """``report`` of another checkout with the real-window figures its own bench lacks, measured
    by our window probe running that checkout's package (the same script on both sides)."""
    from .benchmarks import tables

    if only and "tables" not in only:
        return report
    section = report.setdefault("tables", {})
    if not any(key.startswith("x11_") for key in section):
        section.update(tables.window_figures(quick, checkout=checkout))
    return report


def compare(ref: str, quick: bool, only: list[str] | None, peer: str | None = None, rounds: int = 1) -> dict[str, Any]:
    """Our figures and those of the commit ``ref``, measured one after the other in this run,
    with the ratio ours / theirs for every figure both have (a speed claim is a ratio).

    With ``rounds`` above 1 the two checkouts take turns (who goes first alternates) and
    each figure is the median of its rounds: on a shared machine the load changes from one
    minute to the next, and a single pair of runs can be off by a tenth either way.

    The RainbowArena peer, when given, runs with ours only (an older checkout may not know
    the option); its section carries its own ratio."""
    here = Path(__file__).resolve().parent.parent
    theirs_runs: list[dict[str, Any]] = []
    ours_runs: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="llamagames-compare-") as folder:
        other = Path(folder) / "ref"
        subprocess.run(["git", "worktree", "add", "--detach", str(other), ref], cwd=here, check=True,
                       capture_output=True)
        try:
            for turn in range(max(1, rounds)):
                if turn % 2 == 0:
                    theirs_runs.append(with_window_figures(figures_of(other, quick, only), other, quick, only))
                    ours_runs.append(figures_of(here, quick, only, peer))
                else:
                    ours_runs.append(figures_of(here, quick, only, peer))
                    theirs_runs.append(with_window_figures(figures_of(other, quick, only), other, quick, only))
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(other)], cwd=here, capture_output=True)
    theirs, ours = median_figures(theirs_runs), median_figures(ours_runs)
    ratios: dict[str, dict[str, float]] = {}
    for section, values in ours.items():
        if section == "machine" or section not in theirs:
            continue
        for key, value in values.items():
            before = theirs[section].get(key)
            if before is None and key.startswith(DUMMY):  # an older checkout's unlabelled name
                before = theirs[section].get(key[len(DUMMY):])
            if isinstance(value, (int, float)) and isinstance(before, (int, float)) and before:
                ratios.setdefault(section, {})[key] = round(value / before, 3)
    return {"machine": ours["machine"], "ref": ref, "rounds": max(1, rounds), "ours": ours, "theirs": theirs,
            "ratio": ratios}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m llamagames.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--quick", action="store_true", help="a short run (rougher figures)")
    parser.add_argument("--only", nargs="*", metavar="MODULE", help="run only these benchmark modules")
    parser.add_argument("--compare", metavar="REF",
                        help="also measure the git commit REF in this run and print ours / theirs ratios")
    parser.add_argument("--peer-rainbowarena", metavar="DIR",
                        help="also play L.L.A.M.A. with the RainbowArena engine found in DIR (folders "
                             f"joined by '{os.pathsep}'; default ${llama_rainbowarena.ENV_VAR}) and print both rates")
    parser.add_argument("--rounds", type=int, default=1, metavar="N",
                        help="with --compare: measure both checkouts N times, in turns, and compare medians")
    args = parser.parse_args(argv)
    peer = llama_rainbowarena.peer_path(args.peer_rainbowarena)
    if args.compare:
        result = compare(args.compare, args.quick, args.only, peer, args.rounds)
        if args.json:
            print(json.dumps(result, indent=2))
            return 0
        print(f"ours / {args.compare} (higher is more for a rate, so faster; lower is faster for a time)")
        for section, values in result["ratio"].items():
            print(section)
            for key, ratio in values.items():
                print(f"  {key:<32} {ratio:.3f}")
        if PEER_SECTION in result["ours"]:
            print(PEER_SECTION)
            for key, value in result["ours"][PEER_SECTION].items():
                print(f"  {key:<32} {value}")
        return 0
    report = collect(quick=args.quick, only=args.only, peer=peer)
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    for section, values in report.items():
        print(section)
        for key, value in values.items():
            if key.startswith("ratio"):
                shown = f"{value:.3f}"
            else:
                shown = f"{value:,.1f}" if isinstance(value, float) else str(value)
            print(f"  {key:<32} {shown}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
