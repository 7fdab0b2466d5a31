"""The rules stay pure: importing every module under ``llamagames.rules`` never imports pygame.

Run in a fresh interpreter, so modules imported by other tests cannot hide a leak.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[1]

SCRIPT = """
import importlib, json, pkgutil, sys
import llamagames.rules as rules
names = [rules.__name__]
for info in pkgutil.walk_packages(rules.__path__, prefix=rules.__name__ + "."):
    importlib.import_module(info.name)
    names.append(info.name)
leaks = sorted(m for m in sys.modules if m == "pygame" or m.startswith(("pygame.", "pygame_gui")))
print(json.dumps({"modules": names, "leaks": leaks}))
"""


def test_rules_modules_do_not_import_pygame():
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=PROJECT_ROOT, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert "llamagames.rules.llama" in report["modules"]
    assert "llamagames.rules.core" in report["modules"]
    assert report["leaks"] == [], f"the rules import {report['leaks']}"
