"""The phone page at two phones' sizes (360x740 and 412x915): a big Llamagedón hand stays named
and tappable, a Swap's question goes when it is answered and names the phone's own seat "you",
and a grown Llamaland estate fits the width, zooms closer and back, and takes a tap on any square.

Skipped, with one line saying what to install, where no browser is installed."""

from __future__ import annotations

import random
from typing import Any

import pytest

from llamagames.rules import GAMES

from .browser import MISSING, Hosting, browser_paths, screen

if browser_paths() is None:
    pytest.skip(MISSING, allow_module_level=True)

from selenium.webdriver.common.by import By

from .test_browser import BLOCK_POSITION, my_turn, shot_dir, tap, tap_found, wait_for

# A browser draws while this waits: run beside the two workers (tests/run.py).
pytestmark = pytest.mark.beside

PHONES = ((360, 740), (412, 915))

DEAL = ("main @0 #3 | hands {hand}/bATB/rwTD | areas H,bb/H,yy/gg | deck {deck} | discard yA | removed - | chain -"
        " | lets 0 | lower {lower} | llamagedon - | left 0 | limit on | seed 1 | counter 1")


def holding(count: int) -> str:
    """Ana (seat 0) on her turn holding ``count`` cards (6 to 12), drawn from one deck."""
    hand, deck = "rrwATXPDyyBBgg"[:count], "XXXXrLrDDDTTyyBBBBHHHHAAbbggg"
    for card in hand[8:]:
        deck = deck.replace(card, "", 1)
    deck = "rrwATXPD"[count:] + deck
    return DEAL.format(hand=hand, deck=deck, lower=len(deck))


def load(driver: Any, url: str) -> None:
    """Open ``url`` afresh (the same address again only moves to its fragment: no new page)."""
    driver.get("about:blank")
    driver.get(url)


@pytest.fixture
def phone(phones: tuple[Any, Any]) -> Any:
    """The English phone of the two the phone tests share (``conftest.py``)."""
    return phones[0]


HAND = """
    const cards = [...document.querySelectorAll('#hand .gfan .gcard')];
    return {cards: cards.map((c) => { const r = c.getBoundingClientRect(), n = c.querySelector('.gn');
              return {label: c.getAttribute('aria-label'), name: n ? n.textContent : '',
                      whole: !!n && n.scrollWidth <= n.clientWidth + 1, width: r.width,
                      inside: r.left >= 0 && r.right <= innerWidth, font: n ? parseFloat(getComputedStyle(n).fontSize) : 0}; }),
            rows: new Set(cards.map((c) => Math.round(c.getBoundingClientRect().top))).size,
            page: document.documentElement.scrollWidth <= innerWidth && document.body.scrollWidth <= innerWidth};"""


ONE_SCREEN = """
    const on = (e) => { const r = e.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight + 1; };
    const root = document.scrollingElement;
    return [root.scrollHeight <= innerHeight + 1, Math.round(document.getElementById('top').getBoundingClientRect().top),
            [...document.querySelectorAll('#hand .gfan .gcard')].every(on),
            [...document.querySelectorAll('#choices button')].every(on)];"""


@pytest.mark.parametrize("count", [6, 12])
def test_a_big_llamagedon_hand_keeps_every_card_named_and_tappable(phone, tmp_path, count):
    """A playtest: from six cards on, the hand shrank to nameless tiles. At both phones' sizes
    every card keeps its name, whole and at least 10 px, inside the screen's width (a second
    row, not a sideways scroll), and a tap chooses it."""
    hosting = Hosting("llamagedon", "phone,phone,bot", position=holding(count), bot_delay=60.0)
    try:
        for width, height in PHONES:
            screen(phone, width, height)
            load(phone, hosting.url(0))
            wait_for(lambda: my_turn(phone), what="Ana's turn")
            seen: dict[str, Any] = wait_for(lambda: phone.execute_script(HAND), what="the hand")
            cards = seen["cards"]
            assert len(cards) == count and seen["page"], seen
            assert all(c["name"] and c["whole"] and c["font"] >= 10 and c["inside"] and c["width"] >= 60
                       for c in cards), cards
            assert seen["rows"] >= 2  # six or more do not fit one row of named cards on these phones
            # one screen, as a game's (pt51 scrolled a long page): the page itself never scrolls, the
            # bar is at the top, and the whole hand and the buttons under it lie on the screen
            assert phone.execute_script(ONE_SCREEN) == [True, 0, True, True], phone.execute_script(ONE_SCREEN)
            tap_found(phone, "#hand .gfan .gcard.ok", label="Steal", what="the Steal")
            wait_for(lambda: phone.execute_script(
                "const s = document.querySelector('#hand .gcard.sel'); return s && s.getAttribute('aria-label')")
                == "Steal", what="the Steal chosen")
            # her own shelters are no Steal's target: a tap on them sends nothing
            assert phone.execute_script("const own = [...document.querySelectorAll('#own .gmine .gshel')];"
                                        "return own.length > 0 && own.every((e) => e.onclick === null && !e.matches('.tgt'))")
            phone.save_screenshot(str(shot_dir(tmp_path) / f"llamagedon-{count}-cards-{width}x{height}.png"))
    finally:
        hosting.close()


def test_a_swaps_question_goes_once_answered_and_the_target_phone_reads_you(phones, tmp_path):
    """Playtests: a "Swap" heading stayed on the page after the swap, and Bo's own phone read
    "Swap with Bo". Ana's phone offers only the others as the Swap's target; once she answers,
    no question heading stays; Bo's phone (in Japanese) names itself "you" on the chain."""
    phone, bo = phones
    screen(bo, 360, 740)
    hosting = Hosting("llamagedon", "phone,phone,bot", position=BLOCK_POSITION, bot_delay=0.3)
    try:
        screen(phone, 360, 740)
        load(phone, hosting.url(0))
        bo.get(hosting.url(1))
        wait_for(lambda: my_turn(phone), what="Ana's turn")
        tap_found(phone, "#hand .gfan .gcard.ok", label="Swap", what="the Swap")
        targets = wait_for(lambda: phone.execute_script(
            "const t = [...document.querySelectorAll('.tgt')]; return t.length && t.map((e) => e.textContent)"),
            what="the Swap's targets")
        assert sorted(text.split(" ")[0][:2] for text in targets) == ["Bo", "Ch"], targets  # never her own seat
        tap_found(phone, ".gseat.tgt", what="Bo")
        heading = wait_for(lambda: phone.execute_script(
            "const h = document.querySelector('#choices .group h3'); return h && h.textContent"), what="the question")
        assert "Which card do you give?" in heading
        tap_found(phone, "#choices .group button[data-action^='swap 1 give']", what="a card to give")
        said = wait_for(lambda: "交換" in bo.find_element(By.ID, "chain").text and bo.find_element(By.ID, "app").text,
                        what="the Swap on Bo's phone")
        assert "あなたと交換" in said and "Boと交換" not in said, said
        wait_for(lambda: phone.execute_script("return document.body.textContent.indexOf('Swap with Bo') >= 0"),
                 what="the window on Ana's phone")
        assert not phone.find_elements(By.CSS_SELECTOR, "#choices .group, #choices h3")
        bo.save_screenshot(str(shot_dir(tmp_path) / "llamagedon-swap-with-you-360x740.png"))
        tap(bo, "let")
        wait_for(lambda: my_turn(bo), timeout=10, what="the Swap done")
        text = wait_for(lambda: "Bo is playing" in phone.find_element(By.ID, "status").text
                        and phone.find_element(By.ID, "app").text, what="Ana's page after the Swap")
        assert not phone.find_elements(By.CSS_SELECTOR, "#choices h3") and "Which card" not in text, text
        phone.save_screenshot(str(shot_dir(tmp_path) / "llamagedon-after-swap-360x740.png"))
    finally:
        hosting.close()


def grown_estate(seed: int = 4) -> str:
    """A two-seat Llamaland game at Ana's (seat 0) last choice of a stack in a game played out by
    random legal moves: an estate grown wide, as a long game's is."""
    game = GAMES["llamaland"]
    state = game.new_game(2, seed, **{o.key: o.default for o in game.options})
    rng, last = random.Random(seed), None
    while not game.is_over(state):
        actions = list(game.legal_actions(state))
        if game.current_player(state) == 0 and any(str(a).startswith("stack ") for a in actions):
            last = state
        state = game.apply(state, rng.choice(actions))
    assert last is not None
    return game.state_to_text(last)


ESTATE = """
    const view = document.querySelector('#hand .estview'), squares = [...document.querySelectorAll('#hand .sq')];
    const off = [...document.querySelectorAll('#app *')].filter((e) => { const r = e.getBoundingClientRect();
      return r.width > 0 && !e.closest('.estview') && (r.left < -1 || r.right > innerWidth + 1); });
    return {fits: !!view && view.scrollWidth <= view.clientWidth + 1, square: squares.length ? squares[0].getBoundingClientRect().width : 0,
            off: off.map((e) => e.className), page: document.documentElement.scrollWidth <= innerWidth};"""


NUDGED = """
    const place = document.querySelector('#placeIt'), arrows = document.querySelector('.placebar .nudges');
    const r = arrows ? arrows.getBoundingClientRect() : null;
    return {action: place && place.dataset.action, arrows: r && [Math.round(r.top), arrows.children.length],
            onScreen: !!r && r.bottom <= innerHeight && r.top >= 0,
            finger: r ? Math.min(...[...arrows.children].map((b) => Math.min(b.offsetWidth, b.offsetHeight))) : 0};"""


def test_a_grown_llamaland_estate_fits_the_phone_and_zooms_closer_and_back(phone, tmp_path):
    """A playtest: a grown estate ran off the phone's side. With a tile in hand, at both phones'
    sizes, the whole estate, the stacks and the buttons fit the width; a tap on any square the
    tile fits shows it there with its Place button, and its arrows (finger-wide, whatever the
    squares: a playtest found 28-33 px squares fiddly) move it spot by spot; "Closer" brings
    finger-wide squares (in the estate's own view), "Whole estate" fits it again, and two fingers
    zoom it."""
    hosting = Hosting("llamaland", "phone,bot", seed=4, position=grown_estate(), bot_delay=60.0)
    try:
        for width, height in PHONES:
            screen(phone, width, height)
            load(phone, hosting.url(0))
            wait_for(lambda: my_turn(phone), what="Ana's turn")
            if width == PHONES[0][0]:
                tap_found(phone, "#table .stack.ok", what="a stack")
            wait_for(lambda: phone.find_elements(By.CSS_SELECTOR, "#hand .sq.can"), what="the tile's squares")
            seen = phone.execute_script(ESTATE)
            assert seen["fits"] and seen["page"] and not seen["off"], seen
            fitted = seen["square"]
            squares = phone.find_elements(By.CSS_SELECTOR, "#hand .sq.can")
            squares[len(squares) // 3].click()  # a real tap where it lies (the estate reads where it was tapped)
            wait_for(lambda: phone.find_elements(By.CSS_SELECTOR, "#placeIt") and
                     phone.find_elements(By.CSS_SELECTOR, "#hand .sq.ghost"), what="the tile shown and Place")
            phone.save_screenshot(str(shot_dir(tmp_path) / f"llamaland-estate-fits-{width}x{height}.png"))
            # an arrow under Place moves the tile shown to the next spot that way, the arrows staying put
            placed = phone.execute_script(NUDGED)
            tap_found(phone, ".placebar .nudges button:not(:disabled)", what="an arrow")
            was = placed["action"]
            moved = wait_for(lambda was=was: (lambda now: now["action"] != was and now)(phone.execute_script(NUDGED)),
                             what="the tile moved")
            assert moved["arrows"] == placed["arrows"] and moved["onScreen"] and moved["finger"] >= 44, (placed, moved)
            tap_found(phone, ".placebar button.zoom", text="Closer", what="Closer")
            wait_for(lambda: phone.execute_script(ESTATE)["square"] >= 44, what="finger-wide squares")
            assert phone.find_elements(By.CSS_SELECTOR, "#hand .sq.ghost")  # the tile shown stays shown
            assert not phone.execute_script(ESTATE)["off"]
            tap_found(phone, ".placebar button.zoom", text="Whole estate", what="Whole estate")
            wait_for(lambda: phone.execute_script(ESTATE)["fits"], what="the whole estate again")
        # two fingers spread apart on the estate bring it closer
        box = phone.execute_script("const v = document.querySelector('#hand .estview'); v.scrollIntoView({block: 'center'});"
                                   "const r = v.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]")
        fitted = phone.execute_script(ESTATE)["square"]

        def fingers(apart: float) -> list[dict[str, float]]:
            return [{"x": box[0] - apart, "y": box[1], "id": 0}, {"x": box[0] + apart, "y": box[1], "id": 1}]

        phone.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": fingers(20)})
        for apart in (40, 60):
            phone.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": fingers(apart)})
        phone.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        wait_for(lambda: phone.execute_script(ESTATE)["square"] >= 2 * fitted, what="the estate zoomed by two fingers")
        assert phone.execute_script(ESTATE)["page"]
    finally:
        hosting.close()


def test_a_block_window_says_whom_it_waits_for_and_counts_down_on_every_phone(phones, tmp_path):
    """pt54: a window waited 20 s on "it goes on by itself in a moment" without saying for whom.
    With the table's countdown, Ana's phone says it waits for Bo with his seconds left, Bo's (in
    Japanese) counts his own down under the bar, and when they run out the Attack happens
    without a tap."""
    phone, bo = phones
    hosting = Hosting("llamagedon", "phone,phone,bot", position=BLOCK_POSITION, bot_delay=0.3)
    with hosting.lock:
        hosting.host.answer_time = 3.0
    try:
        screen(phone, 360, 740)
        screen(bo, 360, 740)
        load(phone, hosting.url(0))
        load(bo, hosting.url(1))
        wait_for(lambda: my_turn(phone), what="Ana's turn")
        with hosting.lock:
            hosting.match.seat_view(0).act("attack 1 shelter 0")
        said = wait_for(lambda: phone.find_element(By.ID, "wait").text, what="whom Ana's phone waits for")
        assert said.startswith("Waiting for Bo: ") and said.endswith(" s"), said
        mine = wait_for(lambda: bo.find_element(By.ID, "wait").text, what="Bo's countdown")
        assert mine.startswith("あなたの答え：残り"), mine
        top = bo.execute_script("const w = document.getElementById('wait').getBoundingClientRect();"
                                "return w.bottom <= document.getElementById('top').getBoundingClientRect().bottom")
        assert top
        bo.save_screenshot(str(shot_dir(tmp_path) / "llamagedon-countdown-360x740-ja.png"))
        wait_for(lambda: hosting.moves() >= 3, timeout=8, what="the window let be when Bo's time ran out")
        with hosting.lock:
            assert [str(a) for a in hosting.match.record.actions][:2] == ["attack 1 shelter 0", "let"]
    finally:
        hosting.close()
