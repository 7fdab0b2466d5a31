"""A hosted phone game over real WebSockets: joining, playing, refusals, takeover, rejoin, closing."""

from __future__ import annotations

import random
import time
import urllib.error
import urllib.request

import pytest

from llamagames.phones.server import PAGE_FILES

from .helpers import Phone, make_host, play_through


@pytest.fixture
def host():
    host = make_host()
    yield host
    host.close()
    host.match.close()


def test_a_phone_joins_plays_and_the_match_takes_the_move(host):
    # GIVEN Ana's phone opened her seat's address
    ana = Phone(host.server.port)
    ana.hello(host, 0, "ja-JP")
    welcome = ana.get("welcome", host)
    view = ana.get("view", host)
    assert welcome["seat"] == 0 and welcome["lang"] == "ja" and welcome["words"]["your_hand"] == "あなたの手札"
    assert view["view"]["observation"]["hand"] == list(host.match.observation(0).hand)
    # WHEN she taps the first choice
    ana.send({"v": 1, "t": "act", "action": view["choices"][0]["a"], "at": 0, "n": 1})
    after = ana.get("view", host)
    # THEN the match played it and her phone shows the next position
    assert len(host.match.history) == 2 and after["view"]["moves"] == 1
    assert str(host.match.record.actions[0]) == view["choices"][0]["a"]
    assert after["log"]


def test_refusals_say_why_and_change_nothing(host):
    ana, bo = Phone(host.server.port), Phone(host.server.port)
    ana.hello(host, 0)
    bo.hello(host, 1)
    ana.get("view", host)
    bo.get("view", host)
    # out of turn: Bo moves while Ana is to play
    bo.send({"v": 1, "t": "act", "action": "draw", "at": 0, "n": 1})
    assert bo.get("refused", host)["code"] == "not_your_turn"
    # stale: Ana answers a position she did not see
    ana.send({"v": 1, "t": "act", "action": "draw", "at": 5, "n": 1})
    assert ana.get("refused", host)["code"] == "stale"
    # replayed: the same sequence number again
    ana.send({"v": 1, "t": "act", "action": "draw", "at": 0, "n": 1})
    assert ana.get("refused", host)["code"] == "replayed"
    # illegal for the rules
    ana.send({"v": 1, "t": "act", "action": "return 10", "at": 0, "n": 2})
    refused = ana.get("refused", host)
    assert refused["code"] == "illegal" and refused["why"]
    # malformed
    ana.send("{not json")
    assert ana.get("refused", host)["code"] == "malformed"
    assert len(host.match.history) == 1


def test_a_wrong_token_and_an_unknown_room_get_the_same_answer(host):
    answers = []
    for room, token in ((host.room.code, "A" * 24), ("QQQQQ", host.room.tokens[0]), ("QQQQQ", "B" * 24)):
        phone = Phone(host.server.port)
        phone.send({"v": 1, "t": "hello", "room": room, "token": token, "lang": "en"})
        answers.append(phone.get("denied", host))
        assert phone.closed.wait(3)
    assert answers[0] == answers[1] == answers[2]
    stranger = Phone(host.server.port)
    stranger.send({"v": 1, "t": "act", "action": "draw", "at": 0, "n": 1})  # no hello first
    assert stranger.get("denied", host) == answers[0]
    assert len(host.match.history) == 1 and not host.connected(0)


def test_a_second_device_is_refused_while_the_first_holds_the_seat_and_may_take_it_once_gone(host):
    # GIVEN Ana's phone holds seat 1 and has moved
    first = Phone(host.server.port)
    first.hello(host, 0, device="anas-phone-0123456789")
    first.get("view", host)
    first.send({"v": 1, "t": "act", "action": "draw", "at": 0, "n": 1})
    first.get("view", host)
    assert not host.free(0)
    # WHEN someone at the laptop types her codes on a second device
    intruder = Phone(host.server.port)
    intruder.send({"v": 1, "t": "hello", "room": host.room.code, "code": host.room.seat_codes[0], "lang": "en",
                   "device": "someone-elses-phone-42"})
    # THEN it is refused in words, sees no hand, and Ana keeps her seat
    refused = intruder.get("refused", host)
    assert refused["code"] == "in_use" and "in use on another phone" in refused["why"]
    assert intruder.closed.wait(3) and host.connected(0)
    assert all(message["t"] not in ("view", "welcome", "key") for message in list(intruder.received.queue))
    # AND Ana's page reloads (a new socket, the same phone): it is back at once, where it was
    first.close()
    again = Phone(host.server.port)
    again.hello(host, 0, device="anas-phone-0123456789")
    assert again.get("view", host)["view"]["moves"] == len(host.match.history) - 1
    # AND within the grace after her phone is gone, the other device is still refused
    again.close()
    assert again.closed.wait(3)
    late = Phone(host.server.port)
    late.hello(host, 0, device="someone-elses-phone-42")
    assert late.get("refused", host)["code"] == "in_use" and not host.free(0)
    # AND once her phone has been gone past the grace, the seat is free: the codes open it for another phone
    host.server.grace = 0.0
    assert host.free(0)
    newcomer = Phone(host.server.port)
    newcomer.hello(host, 0, device="someone-elses-phone-42")
    assert newcomer.get("view", host)["view"]["seat"] == 0 and not host.free(0)


def test_the_same_phone_opened_twice_keeps_the_newer_page(host):
    first = Phone(host.server.port)
    first.hello(host, 0)
    first.get("view", host)
    second = Phone(host.server.port)
    second.hello(host, 0)
    assert first.get("taken", host)["why"] and first.closed.wait(3)
    assert second.get("view", host)["view"]["seat"] == 0 and host.connected(0)


def test_closing_tells_the_phones_and_stops_listening(host):
    ana = Phone(host.server.port)
    ana.hello(host, 0)
    ana.get("view", host)
    host.close()
    bye = ana.get("bye")
    assert bye["why"] and bye["words"]["join"] == "Join"  # the next game's codes can be typed at once
    with pytest.raises(OSError):
        urllib.request.urlopen(f"http://127.0.0.1:{host.server.port}/", timeout=2)


def test_only_the_page_and_the_game_are_served(host):
    base = f"http://127.0.0.1:{host.server.port}"
    for address in PAGE_FILES:
        with urllib.request.urlopen(base + address, timeout=3) as reply:
            assert reply.status == 200 and reply.headers["Content-Security-Policy"]
    for address in ("/../pyproject.toml", "/phone.js/../../match.py", "/%2e%2e/%2e%2e/etc/passwd", "/index.html",
                    "/page/phone.js", "/server.py"):
        with pytest.raises(urllib.error.HTTPError) as caught:
            urllib.request.urlopen(base + address, timeout=3)
        assert caught.value.code in (400, 404)


def test_a_flood_is_cut_and_the_game_goes_on():
    host = make_host(fast=False)
    ana = Phone(host.server.port)
    ana.hello(host, 0)
    ana.get("view", host)
    for n in range(400):
        ana.send({"v": 1, "t": "act", "action": "quit", "at": 99, "n": n + 1})
    assert ana.closed.wait(5)
    assert len(host.match.history) == 1 and host.server.refused > 0
    back = Phone(host.server.port)
    back.hello(host, 0)
    assert back.get("view", host)["view"]["moves"] == 0
    host.close()
    host.match.close()


def test_whole_llama_game_from_two_phones_and_a_bot():
    host = make_host("llama", "phone,phone,bot", seed=11)
    try:
        phones = {0: Phone(host.server.port), 1: Phone(host.server.port)}
        for seat, phone in phones.items():
            phone.hello(host, seat)
        rng = random.Random(3)

        def choose(seat, message):
            if message["view"]["current"] != seat or not message["choices"]:
                return None
            plays = [c["a"] for c in message["choices"] if c["a"] != "quit"]
            return rng.choice(plays) if plays and rng.random() < 0.9 else message["choices"][-1]["a"]

        play_through(host, phones, choose, seconds=60)
        assert host.match.is_over() and host.moves_played > 10
        host.push(force=True)
        last = phones[0].get("view", host)
        while not last["view"]["over"]:  # views of earlier positions may still be on their way
            last = phones[0].get("view", host)
        assert last["view"]["over"] and last["view"]["outcome"]["scores"] == list(host.match.outcome().scores)
        assert last["status"].startswith("The game is over")
    finally:
        host.close()
        host.match.close()


def test_the_bench_measures_a_round_trip_and_the_page():
    from llamagames.benchmarks import phones as bench_phones

    trips = bench_phones.round_trips(5)
    assert len(trips) >= 5 and all(0 < trip < 5000 for trip in trips)
    assert 1 < bench_phones.page_kb() < 150


def test_a_phone_takes_back_its_own_move_within_the_undo_rules(host):
    undone = []
    host.on_undo = undone.append
    ana = Phone(host.server.port)
    ana.hello(host, 0)
    view = ana.get("view", host)
    assert view["undo"] is False  # nothing to take back yet
    play = next(c["a"] for c in view["choices"] if c["a"].startswith("play"))
    ana.send({"v": 1, "t": "act", "action": play, "at": 0, "n": 1})
    after = ana.get("view", host)
    assert after["undo"] is True
    ana.send({"v": 1, "t": "undo", "n": 2})
    back = ana.get("view", host)
    assert back["view"]["moves"] == 0 and len(host.match.history) == 1 and undone == [0]
    # a draw shows a hidden card: it stays
    ana.send({"v": 1, "t": "act", "action": "draw", "at": 0, "n": 3})
    assert ana.get("view", host)["undo"] is False
    ana.send({"v": 1, "t": "undo", "n": 4})
    assert ana.get("refused", host)["code"] == "undo" and len(host.match.history) == 2


def test_a_page_from_another_origin_is_refused(host):
    import asyncio

    import aiohttp

    async def attempt(origin):
        async with aiohttp.ClientSession() as session, session.ws_connect(
                f"http://127.0.0.1:{host.server.port}/ws", headers={"Origin": origin}) as ws:
            await ws.send_json({"v": 1, "t": "hello", "room": host.room.code, "token": host.room.tokens[0]})
            return await ws.receive_json(timeout=5)

    import threading
    import time

    stop = threading.Event()

    def frames():
        while not stop.is_set():
            host.pump()
            time.sleep(0.005)

    pumping = threading.Thread(target=frames, daemon=True)
    pumping.start()
    try:
        assert asyncio.run(attempt("http://evil.example"))["t"] == "denied"
        assert asyncio.run(attempt(f"http://127.0.0.1:{host.server.port}"))["t"] == "welcome"
    finally:
        stop.set()
        pumping.join(2)


def test_whole_llamas_and_alpacas_game_from_two_phones():
    host = make_host("alpacas", "phone,phone", seed=2)
    try:
        phones = {0: Phone(host.server.port), 1: Phone(host.server.port)}
        for seat, phone in phones.items():
            phone.hello(host, seat)
        rng = random.Random(4)

        def choose(seat, message):
            if message["view"]["current"] != seat or not message["choices"]:
                return None
            for choice in message["choices"]:  # two taps name a move: what is picked and where it goes
                assert ("pick" in choice) == (choice["a"] != "pass") and (choice.get("cell", 0) in range(9))
            return rng.choice(message["choices"])["a"]

        play_through(host, phones, choose, seconds=60)
        assert host.match.is_over() and host.moves_played > 10
    finally:
        host.close()
        host.match.close()


def test_a_move_frame_builds_the_deciders_view_and_one_more_the_rest_follow():
    # GIVEN five phones at a L.L.A.M.A. table with a bot, all holding the first position
    host = make_host("llama", "phone,phone,phone,phone,phone,bot")
    try:
        phones = {seat: Phone(host.server.port) for seat in range(5)}
        for seat, phone in phones.items():
            phone.hello(host, seat)
        for phone in phones.values():
            phone.get("view", host)
        built: list[int] = []
        original = host.server.send
        host.server.send = lambda seat, text: (built.append(seat), original(seat, text))  # type: ignore[method-assign]
        host.phones[0].served = max(phone.served for phone in host.phones.values()) + 1.0  # Ana's, built last
        # WHEN Ana (seat 0) moves and the host handles it in one frame
        phones[0].send({"v": 1, "t": "act", "action": "draw", "at": 0, "n": 1})
        while not host.match.history[1:]:
            host.pump()
        # THEN that frame built Bo's view (he decides now) and one other, not five: Ana's, whose
        # move it confirms, though hers was the view built last
        assert host.match.current_seat() == 1
        assert built == [1, 0]
        # AND the next frames serve the others, one a frame, until every phone has the position
        for frame in range(3):
            host.push()
            assert len(built) == 3 + frame
        assert sorted(built) == [0, 1, 2, 3, 4]
        host.push()
        assert len(built) == 5
    finally:
        host.close()
        host.match.close()


def test_a_phone_joins_by_typing_the_room_and_seat_codes_and_gets_the_seats_address(host):
    # GIVEN a phone that opened the short address by hand (no code in it): it asks for the form's words
    phone = Phone(host.server.port)
    phone.send({"v": 1, "t": "lobby", "lang": "ja-JP"})
    lobby = phone.get("lobby", host)
    assert lobby["words"]["seat_code"] == "席コード" and lobby["words"]["room_code"] == "ルームコード"
    # WHEN Bo types the room code and his seat's code as people type (small letters, a dash)
    code = host.room.seat_codes[1]
    assert len(code) == 6 and code != host.room.seat_codes[0]
    phone.send({"v": 1, "t": "hello", "room": host.room.code.lower(), "code": f"{code[:3].lower()}-{code[3:]}",
                "lang": "en"})
    # THEN he holds seat 1, and his page learns the seat's address with its token (a reload rejoins by it)
    assert phone.get("key", host)["key"] == host.room.fragment(1)
    assert phone.get("welcome", host)["seat"] == 1
    assert phone.get("view", host)["view"]["seat"] == 1 and host.connected(1)


def test_a_wrong_typed_code_gets_the_wrong_tokens_answer_and_tries_are_capped(host):
    from llamagames.phones.server import TYPED_PER_ADDRESS

    answers = []
    wrong = next(c for c in ("AAAAAA", "BBBBBB") if c not in host.room.seat_codes.values())
    for room, token, code in ((host.room.code, "A" * 24, None), (host.room.code, None, wrong),
                              ("QQQQQ", None, host.room.seat_codes[0])):
        phone = Phone(host.server.port)
        phone.send({"v": 1, "t": "hello", "room": room, **({"token": token} if token else {"code": code})})
        answers.append(phone.get("denied", host))
    assert answers[0] == answers[1] == answers[2]
    # this address typed 2 codes; after its burst of 5, even the right code is not looked at
    for _ in range(TYPED_PER_ADDRESS[1] - 2):
        phone = Phone(host.server.port)
        phone.send({"v": 1, "t": "hello", "room": host.room.code, "code": wrong})
        phone.get("denied", host)
    phone = Phone(host.server.port)
    phone.send({"v": 1, "t": "hello", "room": host.room.code, "code": host.room.seat_codes[0]})
    refused = phone.get("refused", host)
    assert refused["code"] == "tries" and "wait a minute" in refused["why"]
    assert phone.closed.wait(3) and not host.connected(0)
    # the scanned address still opens the seat at once
    ana = Phone(host.server.port)
    ana.hello(host, 0)
    assert ana.get("view", host)["view"]["seat"] == 0


def test_the_whole_network_gets_twenty_typed_codes_a_minute():
    from llamagames.phones.room import ROOM_ALPHABET, SEAT_CODE_LENGTH, Room
    from llamagames.phones.server import TYPED_BURST, TYPED_RATE, PhoneServer

    server = PhoneServer(Room([0, 1]), {}, "en")
    allowed = sum(server._may_type(f"10.0.0.{i}") for i in range(200))  # 200 addresses, one try each
    assert allowed == TYPED_BURST == 20 and round(TYPED_RATE * 60) == 20
    # the figure said in the docs: 30-bit codes, five seats, 20 tries a minute for a day
    per_try = 5 / len(ROOM_ALPHABET) ** SEAT_CODE_LENGTH
    assert len(ROOM_ALPHABET) ** SEAT_CODE_LENGTH == 2 ** 30
    assert 1 / (per_try * (TYPED_BURST + TYPED_RATE * 86400)) > 7000


def test_the_laptops_you_is_the_laptop_player_on_a_phone():
    """The laptop's one player keeps the name "You" there; a phone reads "You" as its own
    holder, so it names that seat for the table: "Laptop player" (a playtester read "Player 1",
    which the laptop shows nowhere, as nobody at the table)."""
    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.phones.host import PhoneHost
    from llamagames.seats import SeatConfig

    seats = [SeatConfig("human", "You"), SeatConfig("human", "Ana", phone=True), SeatConfig("bot", "Paca", "easy")]
    match = Match("llama", seats, 7, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    host = PhoneHost(match, [1], host="127.0.0.1")
    host.start()
    try:
        ana = Phone(host.server.port)
        ana.hello(host, 1)
        view = ana.get("view", host)
        assert view["names"] == ["Laptop player", "Ana", "Paca"]
        assert view["status"] == "Laptop player is playing"
        assert host.names() == ["You", "Ana", "Paca"]  # the laptop's own names are untouched
    finally:
        host.close()
        match.close()


def test_the_table_card_art_is_served_and_the_page_stays_under_150_kb_with_it(host):
    """The phone draws L.L.A.M.A.'s cards with the table's own faces (its SVGs), sent gzipped:
    the page and all its art stay under 150 kB as a phone receives them."""
    import gzip

    from llamagames.phones.server import page_bytes

    ana = Phone(host.server.port)
    ana.hello(host, 0)
    art = ana.get("view", host)["art"]
    assert set(art) == {"1", "2", "3", "4", "5", "6", "7"}
    base = f"http://127.0.0.1:{host.server.port}"
    sent = 0
    for address in art.values():
        request = urllib.request.Request(base + address, headers={"Accept-Encoding": "gzip"})
        with urllib.request.urlopen(request, timeout=3) as reply:
            body = reply.read()
            assert reply.headers["Content-Type"].startswith("image/svg+xml")
            assert reply.headers["Content-Encoding"] == "gzip" and gzip.decompress(body).startswith(b"<")
            sent += len(body)
    with urllib.request.urlopen(base + art["1"], timeout=3) as reply:  # a client that takes no gzip
        assert reply.read().lstrip().startswith(b"<")
    page = sum(len(data) for data in page_bytes().values())  # the page itself is sent as it is
    assert (page + sent) / 1024 < 150
    for address in ("/art/../server.py", "/art/back.svg", "/art/llama_1.svg/../llama_2.svg", "/art/"):
        with pytest.raises(urllib.error.HTTPError):
            urllib.request.urlopen(base + address, timeout=3)


def test_a_japanese_phone_says_every_default_name_in_japanese():
    """A playtest: a phone in Japanese showed "プレイヤー1" beside "Player 2 (あなた)". Every default
    name, its own included, is said in the phone's language; the laptop's stay as they were."""
    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.phones.host import PhoneHost
    from llamagames.seats import SeatConfig

    seats = [SeatConfig("human", "You"), SeatConfig("human", "Player 2", phone=True), SeatConfig("bot", "Paca", "easy")]
    match = Match("llama", seats, 7, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    host = PhoneHost(match, [1], host="127.0.0.1")
    host.start()
    try:
        phone = Phone(host.server.port)
        phone.hello(host, 1, lang="ja-JP")
        welcome = phone.get("welcome", host)
        view = phone.get("view", host)
        assert welcome["name"] == "プレイヤー2"
        assert view["names"] == ["ノートPCの人", "プレイヤー2", "Paca"]
        assert host.names() == ["You", "Player 2", "Paca"]
    finally:
        host.close()
        match.close()


def test_a_resumed_game_whose_save_kept_no_codes_has_new_ones_and_old_addresses_learn_nothing(tmp_path):
    """A save of an earlier version keeps no phone codes (a save now does: test_leave_and_continue):
    the resumed game has new ones, and the old addresses get a stranger's answer."""
    import json

    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.phones.host import PhoneHost
    from llamagames.seats import SeatConfig

    # GIVEN a game whose two phone seats joined and played, saved and closed
    seats = [SeatConfig("human", "Ana", phone=True), SeatConfig("human", "Bo", phone=True), SeatConfig("bot", "Chiara")]
    match = Match("llama", seats, 7, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    first = PhoneHost(match, [0, 1], host="127.0.0.1")
    first.start()
    ana = Phone(first.server.port)
    ana.hello(first, 0)
    view = ana.get("view", first)
    ana.send({"v": 1, "t": "act", "action": view["choices"][0]["a"], "at": 0, "n": 1})
    assert ana.get("view", first)["view"]["moves"] == 1
    old = first.room
    old_urls = [first.url(seat) for seat in (0, 1)]
    path = tmp_path / "saved.json"
    match.save(path)
    saved = json.loads(path.read_text())
    assert saved.pop("phones")["room"] == old.code
    path.write_text(json.dumps(saved))  # as an earlier version saved it
    port = first.server.port
    first.close()
    match.close()
    assert ana.get("bye")["words"]  # the phone is told, and offered the codes' form
    # WHEN the game is resumed and hosted again on the same port (the table tries the same one first)
    resumed = Match.load(path, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    assert not isinstance(resumed, str), resumed
    second = PhoneHost(resumed, [0, 1], host="127.0.0.1", port=port)
    second.start()
    try:
        # THEN every phone seat has a new room code, a new token and a new typed seat code
        assert second.room.code != old.code
        for seat in (0, 1):
            assert second.room.tokens[seat] not in old.tokens.values()
            assert second.room.seat_codes[seat] not in old.seat_codes.values()
            assert second.url(seat) not in old_urls
        # AND the old address (scanned, or its typed codes) gets the answer a stranger gets
        answers = []
        for hello in ({"room": old.code, "token": old.tokens[0]}, {"room": old.code, "code": old.seat_codes[1]},
                      {"room": "QQQQQ", "token": "B" * 24}):
            phone = Phone(port)
            phone.send({"v": 1, "t": "hello", "lang": "en-GB", **hello})
            answers.append(phone.get("denied", second))
            assert phone.closed.wait(3)
        assert answers[0] == answers[1] == answers[2]
        assert not second.connected(0) and not second.connected(1) and len(resumed.history) == 2
        # AND the new address opens Ana's seat where the game was left
        again = Phone(port)
        again.hello(second, 0)
        assert again.get("view", second)["view"]["moves"] == 1 and second.connected(0)
    finally:
        second.close()
        resumed.close()


def test_llamas_and_alpacas_cards_come_with_the_tables_looks():
    """A walk with phones: the phone's Llamas & Alpacas cards were plain coloured boxes. A view
    names each card in sight by its animal, value and colour, and carries the table's own
    colours (``ui/games/alpacas/looks.py``, which the table's art draws with), so the page
    draws the table's faces."""
    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.phones.views import view_message
    from llamagames.rules.alpacas import components as ac
    from llamagames.seats import SeatConfig
    from llamagames.ui.games.alpacas import art, looks

    match = Match("alpacas", [SeatConfig("human", "Ana", phone=True), SeatConfig("bot", "Bo")], 3, bot_delay=0.0,
                  worker=InlineBotWorker(), autosave=False)
    try:
        message = view_message(match.seat_view(0), ["Ana", "Bo"], "en")
        sent = message["looks"]
        assert art.COLOUR_RGB is looks.COLOUR_RGB and art.PAPER is looks.PAPER  # one source
        assert sent["colours"] == {str(k): looks.hex_colour(rgb) for k, rgb in looks.COLOUR_RGB.items()}
        assert sent["paper"] == [looks.hex_colour(looks.PAPER[a]) for a in (ac.LLAMA, ac.ALPACA)]
        assert sent["letters"]["-1"] == "W" and sent["llama"] == ac.LLAMA
        row = match.observation(0).row
        assert row and all(message["faces"][str(card)][2] == ac.COLOUR[card] for card in row if card is not None)
        for card in (card for card in row if card is not None):
            animal, value, colour, _, number = message["faces"][str(card)]
            assert number == ac.ANIMAL[card] and animal == ("Llama", "Alpaca")[ac.ANIMAL[card]]
            assert value == ("★" if ac.IS_STAR[card] else str(ac.DIGIT[card]))
    finally:
        match.close()


def test_with_no_one_at_the_laptop_the_first_phones_next_round_starts_it():
    """A playtest: every human on a phone, and the phones waited "for the table to start the next
    round" with nobody at the laptop. Each phone is offered it; the first tap starts it, once."""
    host = make_host(kinds="phone,phone,bot")
    try:
        ana, bo = Phone(host.server.port), Phone(host.server.port)
        ana.hello(host, 0)
        bo.hello(host, 1)
        ana.get("view", host)
        bo.get("view", host)
        host.between_rounds = 0  # the laptop shows the result of the round before: every view is held
        host.push(force=True)
        held = ana.get("view", host)
        assert held["held"] and held["next"] is True and bo.get("view", host)["next"] is True
        assert not host.take_next()  # nobody asked yet
        ana.send({"v": 1, "t": "next", "n": 1})
        bo.send({"v": 1, "t": "next", "n": 1})
        for _ in range(200):
            host.pump(push=False)
            if host.next_asked is not None:
                break
            time.sleep(0.01)
        assert host.take_next() and not host.take_next()  # the laptop closes its summary once
        host.between_rounds = None  # it did: the next tap starts nothing and says why
        ana.send({"v": 1, "t": "next", "n": 2})
        assert ana.get("refused", host)["code"] == "not_between" and not host.take_next()
    finally:
        host.close()
        host.match.close()


def test_with_a_player_at_the_laptop_the_laptop_starts_the_next_round():
    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.phones.host import PhoneHost
    from llamagames.seats import SeatConfig

    seats = [SeatConfig("human", "Ana", "easy"), SeatConfig("human", "Lea", "easy"), SeatConfig("bot", "Dolly", "easy")]
    match = Match("llama", seats, 7, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    host = PhoneHost(match, [0], host="127.0.0.1")
    host.start()
    try:
        ana = Phone(host.server.port)
        ana.hello(host, 0)
        ana.get("view", host)
        host.between_rounds = 0
        host.push(force=True)
        held = ana.get("view", host)
        assert held["held"] and "next" not in held
        ana.send({"v": 1, "t": "next", "n": 1})
        assert ana.get("refused", host)["code"] == "not_between" and not host.take_next()
    finally:
        host.close()
        match.close()


def test_a_move_taken_back_on_one_phone_is_said_on_the_others():
    """A playtest: Ana took back her move and Bo's phone said nothing (the laptop's log did)."""
    host = make_host(kinds="phone,phone,bot")
    try:
        ana, bo = Phone(host.server.port), Phone(host.server.port)
        ana.hello(host, 0)
        bo.hello(host, 1, lang="ja")
        view = ana.get("view", host)
        bo.get("view", host)
        play = next(c["a"] for c in view["choices"] if c["a"].startswith("play"))
        ana.send({"v": 1, "t": "act", "action": play, "at": 0, "n": 1})
        ana.get("view", host)
        ana.send({"v": 1, "t": "undo", "n": 2})
        note = bo.get("note", host)
        assert note["why"] == "Anaが直前の手を取り消しました。"
        assert ana.received.empty() or all(m.get("t") != "note" for m in list(ana.received.queue))
    finally:
        host.close()
        host.match.close()


def test_the_phones_card_art_is_drawn_in_steps_and_looks_exactly_the_same():
    """The page's 150 kB: L.L.A.M.A.'s cards' rows of diamonds go to the phone in relative steps
    (under half as many gzipped bytes), and the card drawn from them is the same, pixel for pixel."""
    import gzip
    import io

    import pygame

    from llamagames.phones.adapter import art_files
    from llamagames.phones.server import lean_svg

    raw = art_files()["/art/llama_1.svg"].read_bytes()
    lean = lean_svg(raw.decode()).encode()
    assert len(gzip.compress(lean, 9)) < len(gzip.compress(raw, 9)) / 2
    drawn = [pygame.image.tobytes(pygame.image.load(io.BytesIO(svg), "card.svg"), "RGBA") for svg in (raw, lean)]
    assert drawn[0] == drawn[1]
