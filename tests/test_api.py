"""The high-level Python API over both backends: Game, actions by text, undo, variants,
records, dialogues, the CLI (shared/game-api.md)."""

from __future__ import annotations

import dataclasses
import doctest
import json
import os
import pathlib
import random

import pytest
from hypothesis import given, settings, strategies as st

import tarokk
from tarokk import cli, game as game_module, variants
from tarokk.dialogue import Dialogue
from tarokk.errors import IllegalActionError, InvalidInputError, NotationError
from tarokk.game import Game, Settlement
from tarokk.records import from_json, public_record, record, replay, to_json


def play_out(g: Game, seed: int) -> Game:
    rng = random.Random(seed)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    return g


def test_doctests_of_the_api_modules():
    for mod in (game_module, variants):
        failures, _ = doctest.testmod(mod)
        assert failures == 0, mod.__name__


def test_sl_d1_presets_by_alias_and_options():
    """SL-D1 [choice]: 4, 3 or 5 players as presets; every [choice] rule is a named option."""
    assert variants.variant("slovenian").players == 4
    assert variants.variant("slovenian-3").active_players == 3
    five = variants.variant("slovenian-5")
    assert five.players == 5 and five.active_players == 4
    assert variants.variant("slovenian", end_early=False).end_early is False
    with pytest.raises(InvalidInputError, match="unknown variant"):
        variants.variant("klaverjas")
    with pytest.raises(InvalidInputError, match="unknown option"):
        variants.variant("slovenian", radli=True)
    with pytest.raises(InvalidInputError):
        variants.variant("slovenian", klop_kontra=True)


def test_an_unknown_option_is_refused_with_the_nearest_name_and_every_name():
    """A misspelt option names the option it was likely meant to be, and all the preset's."""
    with pytest.raises(InvalidInputError) as exc:
        variants.variant("slovenian", endearly=False, zzz=1)
    known = ", ".join(f.name for f in dataclasses.fields(variants.variant("slovenian")))
    assert str(exc.value) == f"unknown option(s) for slovenian: endearly, zzz (did you mean end_early?); known: {known}"
    with pytest.raises(InvalidInputError, match=r"^unknown option\(s\) for jokai: zzz; known: players, "):
        variants.variant("jokai", zzz=1)


def test_actions_by_object_int_and_text(backend_name):
    g = Game("slovenian", seed=7, backend=backend_name)
    names = [a.name for a in g.legal_actions()]
    assert names[0] == "pass" and "two" in names
    first = g.legal_actions()[1]
    assert g.action(first.name) == first == g.action(first.id)
    a = g.apply("two")
    assert a.name == "two" and a.local == "dva"
    assert g.history == [(2, a)]
    assert g.undo() == a and g.history == [] and g.phase == "bidding"


def test_illegal_text_says_why_and_changes_nothing(backend_name):
    g = Game("slovenian", seed=7, backend=backend_name)
    g.apply("pass")
    before = g.view(0).as_dict(), g.legal_actions()
    with pytest.raises(IllegalActionError):
        g.apply("klop")  # SL-B4: klop is the forehand's choice after all pass
    with pytest.raises(NotationError):
        g.apply("fly me to the moon")
    with pytest.raises(IllegalActionError, match="turn"):
        g.apply("pass", seat=0)  # out of turn
    assert (g.view(0).as_dict(), g.legal_actions()) == before


def test_bad_construction_is_refused():
    with pytest.raises(InvalidInputError):
        Game("slovenian", seed=-1)
    with pytest.raises(InvalidInputError):
        Game("slovenian", hands=[[0]] * 4, talon=[1, 2, 3, 4, 5, 6])
    with pytest.raises(InvalidInputError):
        Game("slovenian", backend="fortran")
    deck = list(range(54))
    with pytest.raises(InvalidInputError):  # 53 cards: one missing
        Game("slovenian", hands=[deck[6:18], deck[18:30], deck[30:42], deck[42:53] + [0]], talon=deck[:6])


def test_copy_is_independent(backend_name):
    g = Game("slovenian", seed=3, backend=backend_name)
    h = g.copy()
    g.apply(g.legal_actions()[0])
    assert h.history == [] and g.history != []


def test_settlement_reads_and_sums(backend_name):
    g = play_out(Game("slovenian", seed=11, backend=backend_name), 1)
    r = g.result()
    assert isinstance(r, Settlement)
    assert Settlement.from_dict(r.to_dict()) == r
    text = str(r)
    assert not r.annulled  # seed 11 deals taroks to everybody
    assert f"amounts: seat 0: {r.amounts[0]:+d}" in text


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.sampled_from(["slovenian", "slovenian-3"]),
       policy_seed=st.integers(0, 1000))
def test_records_round_trip(seed, n, policy_seed):
    """A record written as JSON, read back and replayed gives the same deal and result."""
    g = play_out(Game(n, seed=seed), policy_seed)
    rec = record(g)
    back = from_json(to_json(rec))
    assert back == json.loads(json.dumps(rec))
    again = replay(back)
    assert again.result() == g.result()
    assert [a.id for _, a in again.history] == [a.id for _, a in g.history]


def test_record_of_a_hand_given_deal_and_public_parts():
    g0 = Game("slovenian", seed=5)
    g = play_out(Game("slovenian", hands=g0.hands, talon=g0.talon), 2)
    rec = record(g)
    assert replay(rec).result() == g.result()
    pub = public_record(rec, seat=1)
    assert pub["deal"] == {"hand": g0.hands[1], "seat": 1, "seen": {"talon": g.view(1)["talon"]}}
    assert all(e["action"] is None for e in pub["actions"] if e.get("private"))
    with pytest.raises(InvalidInputError):
        replay(pub)


def test_tampered_record_is_refused():
    g = play_out(Game("slovenian", seed=9), 3)
    rec = record(g)
    rec["result"]["amounts"] = [a + 1 for a in rec["result"]["amounts"]]
    with pytest.raises(InvalidInputError, match="differs"):
        replay(rec)
    with pytest.raises(InvalidInputError):
        from_json("{not json")


def test_dialogue_asks_in_words_and_applies_answers(backend_name):
    g = Game("slovenian", seed=7, backend=backend_name)
    d = Dialogue(g)
    q = d.question()
    assert q.seat == 2 and q.phase == "bidding" and "your bid" in q.text
    assert "pass" in str(q)
    d.answer("pass")
    assert g.current_player == 3
    with pytest.raises(IllegalActionError, match="SL-B2"):
        d.answer("three")  # SL-B2: the forehand holds three; others must bid higher
    sl = Dialogue(g, "sl").question()
    assert "licitiraš" in sl.text and "naprej" in str(sl)
    while (q := d.question()) is not None:
        d.answer(q.choices[0])
    assert g.is_over


def test_a_question_is_a_read_only_value():
    """``Dialogue.question()`` gives a frozen ``Question``: a front end may keep it, hash it
    or compare it with the next one; setting a field raises."""
    g = Game("jokai", seed=2)
    q = Dialogue(g).question()
    assert q == Dialogue(g).question() and hash(q) == hash(Dialogue(g).question())
    with pytest.raises(dataclasses.FrozenInstanceError):
        q.seat = 0  # type: ignore[misc]


@pytest.mark.parametrize("alias,lang", [("slovenian", "sl"), ("slovenian-3", "en"), ("jokai", "hu"),
                                        ("paskievics-5", "hu"), ("paskievics", "en")])
def test_dialogue_reply_reads_a_typed_number_or_name_and_refuses_in_its_language(backend_name, alias, lang):
    """``Dialogue.reply``: a number is the choice listed there (from 1), a name in either
    language is that choice; a number off the list, words naming no choice and an action
    not legal now are refused in the dialogue's language (as ``tarokk play`` says them),
    the deal unchanged; once the deal is over, the engine's refusal, in that language."""
    from tarokk.cli import choose
    rng = random.Random(alias)
    g = Game(alias, seed=3, backend=backend_name)
    d = Dialogue(g, lang)
    while (q := d.question()) is not None:
        before = (g.history, g.view(q.seat))
        with pytest.raises(InvalidInputError) as off:
            d.reply(str(len(q.choices) + 1))
        with pytest.raises(InvalidInputError) as unknown:
            d.reply("zzqx")
        for exc, typed in ((off, str(len(q.choices) + 1)), (unknown, "zzqx")):
            with pytest.raises(InvalidInputError) as cli_says:
                choose(typed, q.choices, g, lang)
            assert str(exc.value) == str(cli_says.value)
        assert (g.history, g.view(q.seat)) == before
        k = rng.randrange(len(q.choices))
        if rng.random() < 0.5:
            assert d.reply(str(k + 1)) == q.choices[k]
        else:  # by its name in the dialogue's language
            name = q.choices[k].name if lang == "en" else q.choices[k].local
            assert d.reply(name) == q.choices[k], name
        assert g.history[-1] == (q.seat, q.choices[k])
    with pytest.raises(IllegalActionError) as over:
        d.reply("1")
    with pytest.raises(IllegalActionError) as engine:
        g.apply(0)
    told = tarokk.refusals.tell(str(engine.value), lang)
    assert (told is None) == (lang == "en")
    assert str(over.value) == (told or str(engine.value)) and over.value.rule == engine.value.rule


@pytest.mark.parametrize("alias,lang,replies", [
    ("jokai", "hu", {"7H": "„7H” nincs a játék lapjai között; a kőr egyetlen kis lapja: kőr ász",
                     "kőr 2": "„kőr 2” nincs a játék lapjai között; a kőr egyetlen kis lapja: kőr ász",
                     "9s": "„9s” nincs a játék lapjai között; a pikk egyetlen kis lapja: pikk tízes",
                     "XXII": "„XXII” nincs a játék lapjai között; a tarokkok: I–XXI és a skíz"}),
    ("paskievics", "en", {"8C": "there is no '8C' in this game's pack: its only clubs pip is 10♣",
                          "srce 7": "there is no 'srce 7' in this game's pack: its only hearts pip is 1♥",
                          "iiii": "there is no 'iiii' in this game's pack: its taroks are I to XXI and Sk"}),
    ("slovenian", "sl", {"7D": "»7D« ni med kartami te igre; platelci barve kara: kara 4, kara 3, kara 2, kara 1",
                         "pik 2": "»pik 2« ni med kartami te igre; platelci barve pik: pik 7, pik 8, pik 9, pik 10",
                         "XXIII": "»XXIII« ni med kartami te igre; taroki so I–XXI in škis"}),
])
def test_dialogue_names_the_pips_of_the_pack_for_a_card_it_lacks(backend_name, alias, lang, replies):
    """A card the game's pack lacks is refused naming the pips its suit has there, lowest
    first, in the dialogue's language: the red suits' pips are 1 to 4 and the black ones'
    7 to 10 (so no "7H" or "pik 2"), and the 42-card pack of the Hungarian games keeps one
    of each suit, the red ász and the black tízes (so no "kőr 2" or "9S" there). A roman
    numeral past the top trump ("XXII") is told the taroks there are. The deal is
    unchanged."""
    g = Game(alias, seed=3, backend=backend_name)
    d = Dialogue(g, lang)
    q = d.question()
    for typed, said in replies.items():
        with pytest.raises(InvalidInputError) as refused:
            d.reply(typed, q.seat)
        assert str(refused.value) == said
    assert g.history == []


def test_dialogue_reply_tells_an_illegal_action_in_its_language():
    """SL-B2, SL-B3: "tri" (three) from a seat that must bid higher is refused in Slovenian,
    the rule kept; in English, the engine's words."""
    for lang, said in (("sl", "»tri« ni dovoljeno: licitirati moraš višje"), ("en", "three is not legal: ")):
        g = Game("slovenian", seed=7)
        g.apply("two")
        d = Dialogue(g, lang)
        with pytest.raises(IllegalActionError, match=said) as exc:
            d.reply("tri" if lang == "sl" else "three")
        assert exc.value.rule == "SL-B3" and len(g.history) == 1
    with pytest.raises(InvalidInputError, match="a reply is the text a player typed, not int"):
        Dialogue(Game("jokai", seed=1)).reply(2)  # type: ignore[arg-type]


def test_cli_deal_and_variants(capsys):
    assert cli.main(["deal", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "trick 1" in out
    assert cli.main(["variants"]) == 0
    assert "slovenian-5" in capsys.readouterr().out


def test_cli_replay(tmp_path, capsys):
    g = play_out(Game("slovenian", seed=21), 4)
    path = tmp_path / "deal.json"
    path.write_text(to_json(record(g)), encoding="utf-8")
    assert cli.main(["replay", str(path)]) == 0
    assert "record OK" in capsys.readouterr().out


def test_demo_runs(capsys):
    from tarokk import demo
    demo.main(5)
    out = capsys.readouterr().out
    assert "A whole Slovenian deal" in out and "amounts" in out


def test_the_demo_as_run_ends_quietly_when_piped_to_head_or_on_a_plain_output():
    """``python -m tarokk.demo | head`` ends without a traceback (the reader went away),
    and an output without the suit symbols and accents gets plain stand-ins, as the
    command line's (tarokk.cliencoding)."""
    import subprocess
    import sys

    p = subprocess.run(f"{sys.executable} -m tarokk.demo 5 | head -1", shell=True, capture_output=True, timeout=120)
    assert p.stdout == b"== Cards by name ==\n" and p.stderr == b"", p.stderr
    env = dict(os.environ, PYTHONIOENCODING="ascii")
    p = subprocess.run([sys.executable, "-m", "tarokk.demo", "5"], capture_output=True, timeout=120, env=env)
    assert p.returncode == 0 and p.stderr == b"" and "'skiz'" in p.stdout.decode("ascii")


def test_public_api_exports():
    for name in ("Card", "PlayState", "TarokkError", "parse_card"):
        assert hasattr(tarokk, name)


def test_games_views_and_actions_pickle(backend_name):
    """Games, views and actions pickle (for multiprocessing): the copy is the same deal in
    the same state, on the same backend."""
    import pickle
    g = Game("slovenian", seed=4, backend=backend_name, compulsory_klop=True)
    rng = random.Random(1)
    for _ in range(8):
        g.apply(rng.choice(g.legal_actions()))
    h = pickle.loads(pickle.dumps(g))
    assert h.history == g.history and h.backend == backend_name and h.compulsory_klop
    assert [h.view(s) for s in range(4)] == [g.view(s) for s in range(4)]
    assert pickle.loads(pickle.dumps(g.view(1))) == g.view(1)
    assert pickle.loads(pickle.dumps(g.legal_actions())) == g.legal_actions()
    hand = Game("slovenian", hands=g.initial_hands, talon=g.initial_talon, backend=backend_name)
    assert pickle.loads(pickle.dumps(hand)).hands == hand.hands


def test_actions_equal_their_ids(backend_name):
    g = Game("slovenian", seed=7, backend=backend_name)
    legal = g.legal_actions()
    assert legal == [int(a) for a in legal] and {a: 1 for a in legal}.keys() == set(map(int, legal))
    assert legal[0] == legal[0].id and hash(legal[0]) == hash(legal[0].id) and legal[0] != "pass"


def test_a_seat_off_the_table_is_bad_input_on_both_backends(backend_name):
    """One error class for one mistake, whatever the backend: a seat that is not at the
    table is InvalidInputError; a seat whose turn it is not is IllegalActionError."""
    g = Game("slovenian", seed=7, backend=backend_name)
    for bad in (4, -1, "2", True):
        with pytest.raises(InvalidInputError):
            g.apply("pass", seat=bad)
    with pytest.raises(IllegalActionError):
        g.apply("pass", seat=(g.current_player + 1) % 4)
    assert g.history == []


@pytest.mark.parametrize("variant", ["slovenian", "jokai-4"])
def test_the_rule_player_is_the_cores_on_both_backends(backend_name, variant):
    """``rule`` is the core's rule-based player (the simulator's): on a reference-backed
    game it answers as on the native one, and a whole deal played by it finishes."""
    rule = tarokk.find_game(variant).policy("rule")
    rng = random.Random(0)
    g = Game(variant, seed=8, backend=backend_name)
    twin = Game(variant, seed=8)
    while not g.is_over:
        a = rule(g, rng)
        assert a == twin.engine.rule_action()
        g.apply(a)
        twin.apply(a)
    assert g.result() == twin.result()


def test_every_reference_class_has_the_engine_interface_of_adding_a_game():
    """docs/adding-a-game.md, section 3: every game's reference class has these members and
    methods (the Slovenian one had no ``dealer``)."""
    members = ("num_players", "phase", "current_player", "is_over", "dealer", "hands", "talon", "history")
    methods = ("legal_actions", "apply", "action_name", "parse_action", "copy", "view", "result")
    for info in tarokk.GAMES.values():
        g = info.reference_class()(info.options().engine_players, seed=1, dealer=1)
        assert g.dealer == 1, info.name
        for name in members:
            getattr(g, name)
        assert all(callable(getattr(g, name)) for name in methods), info.name


@pytest.mark.parametrize("preset", ["slovenian", "slovenian-3", "jokai-4", "paskievics-5"])
def test_a_game_dealt_by_the_fast_path_is_the_game_of_the_full_checks(preset):
    """tarokk.Game with only a seed and a dealer takes a shortcut once the preset has been
    dealt (one lookup, then the native deal): the same deal, options and flags as a game
    that goes through every check, and the same refusals of a bad seed or dealer."""
    tarokk.Game(preset, seed=0)  # the shortcut is set up by the first plain deal
    for seed, dealer in ((7, 0), (2**64 - 1, 2)):
        fast = tarokk.Game(preset, seed=seed, dealer=dealer)
        full = tarokk.Game(tarokk.variant(preset), seed=seed, dealer=dealer)  # an options object: no shortcut
        assert (fast.hands, fast.talon, fast.variant, fast.deal_flags, fast.seed, fast.dealer, fast.current_player) == \
            (full.hands, full.talon, full.variant, full.deal_flags, full.seed, full.dealer, full.current_player)
        fast.play_random(random.Random(seed))
        full.play_random(random.Random(seed))
        assert fast.result() == full.result()
    for kw in (dict(seed=1, dealer=9), dict(seed=-1), dict(seed=True), dict(seed=1, dealer=True), dict(seed=2**64)):
        with pytest.raises(tarokk.InvalidInputError):
            tarokk.Game(preset, **kw)


@pytest.mark.parametrize("backend_name", ["native", "reference"])
def test_a_game_without_a_seed_is_a_new_deal_that_can_be_dealt_again(backend_name):
    """No seed and no cards: a fresh seed each time (kept in ``seed``), not one fixed deal."""
    games = [tarokk.Game("jokai", backend=backend_name) for _ in range(4)]
    assert len({g.seed for g in games}) == 4 and all(0 <= g.seed < 2**53 for g in games)
    assert len({tuple(map(tuple, g.hands)) for g in games}) == 4
    again = tarokk.Game("jokai", seed=games[0].seed, backend=backend_name)
    assert again.hands == games[0].hands and again.talon == games[0].talon


@pytest.mark.parametrize("alias", ["slovenian", "jokai", "paskievics-5"])
def test_a_result_reads_as_the_dict_its_game_page_documents(alias):
    """docs/<game>.md, "Result": ``result()[key]`` is the protocol dict's value (lists, as
    ``to_dict()``), every key of it and no other; the typed attributes stay as they are."""
    g = Game(alias, seed=4).play_random(random.Random(4))
    r = g.result()
    d = r.to_dict()
    assert {k: r[k] for k in d} == d and all(k in r for k in d)
    assert isinstance(r["amounts"], list) and r["amounts"] == list(r.amounts)
    for key in ("nope", "dealer", "extra"):
        assert key not in r
        with pytest.raises(KeyError):
            r[key]


def test_every_public_name_has_a_docstring():
    """``help(tarokk.X)`` says what it is: every callable of ``tarokk.__all__`` and every
    public method and property of its classes has a docstring (the native ones from the
    Rust doc comments)."""
    import inspect
    missing = []
    for name in tarokk.__all__:
        obj = getattr(tarokk, name)
        if callable(obj) and not (obj.__doc__ or "").strip():
            missing.append(name)
        if inspect.isclass(obj):
            for member, value in vars(obj).items():
                if not member.startswith("_") and (callable(value) or isinstance(value, property)) \
                        and not (value.__doc__ or "").strip():
                    missing.append(f"{name}.{member}")
    assert missing == []


def test_the_typed_views_module_runs():
    """tests/typing/check_game_types.py (mypy --strict checks its types in `make lint`)
    also runs: every game it makes gives the view class its types say, at run time too."""
    import runpy
    checks = runpy.run_path(str(pathlib.Path(__file__).parent / "typing" / "check_game_types.py"))
    for name in ("views_by_preset", "views_by_options", "copies_keep_the_type"):
        checks[name]()
    checks["views_of_any_variant"]("jokai-4", None)
    for preset, cls in [("slovenian-5", tarokk.SlovenianView), ("jokai_4", tarokk.JokaiView),
                        ("paskievics-5", tarokk.PaskievicsView)]:
        assert type(checks["a_bare_game_is_a_game_of_views"](tarokk.Game(preset, seed=4))) is cls
