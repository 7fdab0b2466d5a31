"""One scale of sizes for the table's words: at 150% text a playtest read sizes that jumped from
part to part of the Llamagedón table (the chain's sentences at 17, the mat at 15, labels at 14,
a seat's figure at 16, a banner that did not grow). Every word the table draws takes a size of
``type_scale.SCALE`` grown by the player's Size, where the room allows it."""

from __future__ import annotations

import pytest

from llamagames import i18n
from llamagames.ui.games.llamagedon import chain, overlays, painter, recap
from llamagames.ui.games.llamagedon.stage import stage_of
from llamagames.ui.games.llamagedon.type_scale import SCALE

from ..conftest import FRAME
from .test_chain_panel import chain_table
from .test_since_your_turn import five_seats

MODULES = (painter, recap, chain, overlays)


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def sizes_drawn(app, monkeypatch) -> dict[int, set[str]]:
    drawn: dict[int, set[str]] = {}
    for module in MODULES:
        real = module.draw_text

        def spy(surface, text, size, *args, _real=real, **kwargs):
            drawn.setdefault(size, set()).add(str(text))
            return _real(surface, text, size, *args, **kwargs)

        monkeypatch.setattr(module, "draw_text", spy)
    app.frame(FRAME, [])
    return drawn


def off_scale(table, drawn: dict[int, set[str]]) -> dict[int, set[str]]:
    allowed = {table.small(n) for n in SCALE}
    return {px: words for px, words in drawn.items() if px not in allowed and words != {"?"}}  # "?": the empty marker's glyph


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_chain_at_150_percent_speaks_in_one_scale(language, monkeypatch) -> None:
    app, table = chain_table(5, True, (1920, 1080), language=language)
    table.app.settings.ui_scale = 1.5
    app.frame(FRAME, [])
    assert stage_of(table).prompt_buttons
    drawn = sizes_drawn(app, monkeypatch)
    assert len(drawn) >= 3
    assert off_scale(table, drawn) == {}


def test_your_turn_at_150_percent_speaks_in_one_scale(monkeypatch) -> None:
    app, table = five_seats((1920, 1080), 1.5)
    assert stage_of(table).recap.plan is not None
    drawn = sizes_drawn(app, monkeypatch)
    assert off_scale(table, drawn) == {}


def test_a_japanese_chain_of_five_at_1024x600_and_150_percent_keeps_its_answers_in_the_window() -> None:
    """The chain's words stepped down only to 17 px grown by the Size, so the answers ran off the
    window's foot (the layout tour: "ブロックで止める (K)" cut); they step down the table's scale now."""
    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.seats import SeatConfig
    from llamagames.ui.games.llamagedon.shots import five_link_chain
    from llamagames.ui.layout_tour import LONG_NAME, make_app

    app = make_app((1024, 600), 1.5, False, "ja")
    seats = [SeatConfig("human", "You")] + [SeatConfig("bot", name, "easy") for name in (LONG_NAME, "Pablo", "Dolly", "Tina")]
    match = Match.from_position("llamagedon", seats, five_link_chain(5, True), bot_delay=100.0,
                                worker=InlineBotWorker(), autosave=False)
    table = app.open_table(match)
    app.scenes.push(table)
    for _ in range(3):
        app.frame(FRAME, [])
    stage = stage_of(table)
    assert [button.key for button in stage.prompt_buttons] == ["block", "let", "only_mine"]
    for button in stage.prompt_buttons:
        assert button.rect.bottom <= 600 and stage.panel is not None and stage.panel.rect.contains(button.rect)
