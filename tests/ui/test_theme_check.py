"""The app's pygame-gui theme checks the same theme data once (every window and every change
of the fonts' size loaded it again), and data that fails the check still warns each time."""

from __future__ import annotations

import json
import warnings

import pytest
from pygame_gui.core.ui_appearance_theme import UIThemeValidator

from llamagames.ui.gui_text import AppTheme
from llamagames.ui.locale_theme import fit_fonts, font_factor, theme_data


def test_the_same_theme_is_checked_once_and_bad_data_still_warns_every_time(app, monkeypatch: pytest.MonkeyPatch) -> None:
    theme = app.ui.get_theme()
    assert isinstance(theme, AppTheme)
    checked: list[dict] = []
    real = UIThemeValidator.validate_theme_file
    monkeypatch.setattr(UIThemeValidator, "validate_theme_file",
                        staticmethod(lambda data: checked.append(data) or real(data)))
    monkeypatch.setattr(AppTheme, "_found", {})
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        theme.update_theming(json.dumps(theme_data()), rebuild_all=False)
        theme.update_theming(json.dumps(theme_data()), rebuild_all=False)
    assert len(checked) == 1
    assert not [w for w in seen if "Theme validation" in str(w.message)]  # our own theme passes the check

    assert fit_fonts(app.ui, 1.35) == 1.35 and font_factor(app.ui) == 1.35
    assert len(checked) == 2  # other data (larger fonts): checked
    fit_fonts(app.ui, 1.45)
    fit_fonts(app.ui, 1.35)
    assert len(checked) == 3 and font_factor(app.ui) == 1.35  # 1.45 is new; 1.35 was checked already

    bad = theme_data()
    bad["button"]["colours"]["normal_bg"] = "not a colour"
    for _ in range(2):
        with pytest.warns(UserWarning, match="normal_bg"):
            theme.update_theming(json.dumps(bad), rebuild_all=False)
    assert len(checked) == 4


def test_the_ids_combinations_are_pygame_guis_own_and_kept_once(app) -> None:
    from pygame_gui.core import UIAppearanceTheme

    ours, plain = app.ui.get_theme(), UIAppearanceTheme(app.ui.resource_loader, "en")
    asks = [([None], ["button"], [None], ["#menu_play"]),
            ([None, None], ["panel", "button"], [None, "@tile"], ["#daily", "#play"]),
            (["window", None], ["file_dialog", "button"], ["@dialog", None], [None, "#ok"]),
            (None, None, None, None)]
    for ask in asks:
        first = ours.build_all_combined_ids(*ask)
        assert first == plain.build_all_combined_ids(*ask) and (first or ask[1] is None)
        assert ours.build_all_combined_ids(*[None if ids is None else list(ids) for ids in ask]) is first
    with pytest.raises(ValueError):
        ours.build_all_combined_ids([None], ["button", "panel"], [None], ["#x"])
