"""Every test keeps its saves, settings and statistics in its own temporary folder."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _isolated_user_data(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LLAMAGAMES_HOME", str(tmp_path_factory.mktemp("llamagames-home")))
