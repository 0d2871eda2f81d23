"""A record's faults told in Hungarian and Slovenian (``tarokk.recordfaults``): every fault
``tarokk.records`` and the command line can raise has its words, and tampered records of
every game are told in the language asked for (``tarokk validate``/``replay --lang``)."""

from __future__ import annotations

import ast
import inspect
import json
import random
import string

import pytest

from tarokk import Game, cli, records
from tarokk.errors import InvalidInputError
from tarokk.recordfaults import FAULTS, tell
from tarokk.records import from_json, match_record, new_sheet, record, record_deal, replay, replay_match, to_json
from tarokk.registry import find_variant


def _raised_texts(source: str, names: set[str]) -> list[str]:
    """The faults raised (``InvalidInputError(<text>)``) or returned as reasons (``return
    f"…"``) in the functions ``names`` of ``source``, each part an f-string fills in
    written ``7`` (a sample that every field takes), but the module's constants as they are."""
    def constant(node: ast.expr) -> str:
        # A module constant (FORMAT) as it is; any other part a sample.
        value = getattr(node, "value", None)
        if isinstance(value, ast.Name) and value.id.isupper() and isinstance(getattr(records, value.id, None), str):
            return str(getattr(records, value.id))
        return "7"

    def sample(node: ast.expr) -> str:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.JoinedStr):
            return "".join(sample(v) if isinstance(v, ast.Constant) else constant(v) for v in node.values)
        if isinstance(node, ast.BinOp):  # "…: " + "; ".join(…)
            return sample(node.left) + "7"
        raise AssertionError(f"a fault worded in a way this test cannot read: {ast.unparse(node)}")

    found = []
    for fn in ast.walk(ast.parse(source)):
        if not isinstance(fn, ast.FunctionDef) or fn.name not in names:
            continue
        for node in ast.walk(fn):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "InvalidInputError":
                found.append(sample(node.args[0]))
            elif isinstance(node, ast.Return) and isinstance(node.value, ast.JoinedStr):
                found.append(sample(node.value))
    return found


def _example(template: str) -> str:
    """A fault's template with a sample in each field."""
    return "".join(literal + ("" if field is None else "7") for literal, field, _, _ in string.Formatter().parse(template))


RECORD_FUNCTIONS = {"from_json", "_variant", "_check", "_check_match", "replay", "_dealt", "_replay",
                    "_refuse_the_seeds_other_deal",
                    "public_record", "_received", "match_record", "replay_match", "_replay_match",
                    "_read_ending", "_rules_differ", "_deal_is_setup", "_result_differs", "_next_seating",
                    "_replay_unfinished", "_replay_next_deal"}


def test_every_fault_records_and_the_command_line_raise_has_hungarian_and_slovenian_words():
    raised = _raised_texts(inspect.getsource(records), RECORD_FUNCTIONS)
    raised += _raised_texts(inspect.getsource(cli), {"_load_record"})
    assert len(raised) > 60
    for english in raised:
        for lang in ("hu", "sl"):
            told = tell(english, lang)
            assert told is not None and told != english, f"no {lang} words for the fault {english!r}"
    for english, told in FAULTS.items():
        assert set(told) == {"hu", "sl"}
        fields = {f for _, f, _, _ in string.Formatter().parse(english) if f}
        for lang, text in told.items():
            assert {f for _, f, _, _ in string.Formatter().parse(text) if f} == fields, (english, lang)
            assert tell(_example(english), lang) is not None, english


def test_a_fault_is_told_with_its_parts_and_its_inner_fault():
    assert tell("deal 2: step 5: the action has no 'name'", "hu") == "2. parti: 5. lépés: a lépésnek nincs 'name' kulcsa"
    assert tell("deal 2: step 5: the action has no 'name'", "sl") == "igra 2: poteza 5: poteza nima 'name'"
    assert tell("the record's variant is not every option of jokai by name: lacks a, b; unknown c", "sl") == \
        "'variant' v zapisu ni vseh možnosti igre jokai po imenih: manjka: a, b; neznano: c"
    # An engine's refusal inside, told by tarokk.refusals; a part neither table knows stays English.
    assert tell("step 3 (pass) is not legal: the deal is over", "hu") == "3. lépés (pass): a partinak vége"
    assert tell("deal 0: no such words", "sl") == "igra 0: no such words"
    assert tell("record lacks 'result' (null until the deal is over)", "sl") == \
        "zapisu manjka 'result' (null, dokler igra ni končana)"
    assert tell("no such fault", "hu") is None and tell("record lacks 'game'", "en") is None


def _played(alias: str, seed: int) -> Game:
    g = Game(alias, seed=seed)
    rule = g.info.policy("rule")
    rng = random.Random(seed)
    while not g.is_over:
        g.apply(rule(g, rng))
    return g


def _deal_tampers(n_seats: int) -> list:
    """Ways to spoil a deal's record, each refused by a fault of its own kind."""
    return [
        lambda r: r.pop("result"), lambda r: r.pop("game"), lambda r: r.update(result=None),
        lambda r: r.update(result="x"), lambda r: r.update(game="bridge"), lambda r: r.update(deal=[]),
        lambda r: r.update(actions={}), lambda r: r["variant"].update(colour="blue"),
        lambda r: r["variant"].pop(next(iter(r["variant"]))), lambda r: r.update(variant=3),
        lambda r: r["deal"].update(seed=r["deal"]["seed"] + 1), lambda r: r["deal"].update(seed="7"),
        lambda r: r["deal"].update(private=1), lambda r: r["deal"].pop("talon"),
        lambda r: (r["deal"].pop("seed"), r["deal"].update(talon="no")),
        lambda r: (r["deal"].pop("seed"), r["deal"].pop("hands"), r["deal"].pop("talon")),
        lambda r: r["actions"][0].pop("name"), lambda r: r["actions"][0].update(action=None),
        lambda r: r["actions"][0].update(seat="0"), lambda r: r["actions"].__setitem__(0, [0, 1]),
        lambda r: r["actions"][0].update(name="something else"),
        lambda r: r["actions"][1].update(seat=(r["actions"][1]["seat"] + 1) % n_seats),
        lambda r: r["actions"][2].update(action=9999), lambda r: r["actions"][0].update(private="no"),
        lambda r: r["actions"][0].update(private=True), lambda r: r["actions"].pop(),
        lambda r: r["result"].update(amounts=[a + 1 for a in r["result"]["amounts"]]),
        lambda r: r["result"].update(items=[]), lambda r: r.update(format="x"), lambda r: r.update(dealer=99),
        lambda r: r.update(dealer=-1), lambda r: r.update(dealer="0"), lambda r: r["deal"].update(seed=-5),
        lambda r: r.update(game=r["game"].upper()), lambda r: r["actions"][3].update(seat=-1),
        lambda r: r["deal"].update(seed=2**70),
        # Cards by hand (no seed): each checked as the engines check a deal.
        lambda r: (r["deal"].pop("seed"), r["deal"]["hands"][1].__setitem__(0, r["deal"]["hands"][2][0])),
        lambda r: (r["deal"].pop("seed"), r["deal"]["hands"][1].__setitem__(0, 99)),
        lambda r: (r["deal"].pop("seed"), r["deal"]["hands"][1].pop()),
        lambda r: (r["deal"].pop("seed"), r["deal"]["talon"].pop()),
        lambda r: (r["deal"].pop("seed"), r["deal"]["hands"].pop()),
    ]


@pytest.mark.parametrize("alias", ["slovenian", "slovenian-3", "jokai", "jokai-4", "paskievics", "paskievics-5"])
def test_tampered_deal_and_match_records_are_told_in_both_languages(alias):
    rec = record(_played(alias, 3))
    n_seats = len(rec["deal"]["hands"])
    faults = []
    for tamper in _deal_tampers(n_seats):
        bad = json.loads(json.dumps(rec))
        tamper(bad)
        with pytest.raises(InvalidInputError) as caught:
            replay(from_json(to_json(bad)))
        faults.append(str(caught.value))
    info, opts = find_variant(alias)
    sheet = new_sheet(info.name, opts, [f"P{i}" for i in range(opts.players)])
    games = []
    for k in range(2):
        setup = sheet.next_deal()
        g = setup.game(seed=k).play_random(random.Random(k))
        record_deal(sheet, setup, g)
        games.append(g)
    match = match_record(sheet, games)
    for tamper in [
        lambda r: r["totals"].__setitem__(0, r["totals"][0] + 1), lambda r: r["deals"].reverse(),
        lambda r: r["deals"][1]["actions"][0].update(name="x"), lambda r: r["seats"][0].reverse(),
        lambda r: r["running"][0].__setitem__(0, 0.5), lambda r: r.pop("totals"), lambda r: r.update(deals="x"),
        lambda r: r["sheet"].update(foo=1), lambda r: r["sheet"].update({next(iter(r["sheet"])): None}),
        lambda r: r["deals"][0].update(dealer=(r["deals"][0]["dealer"] + 1) % 3),
        lambda r: r["deals"][0].update(game="jokai" if info.name != "jokai" else "paskievics"),
        lambda r: r["deals"][0]["variant"].update({k: not v for k, v in r["deals"][0]["variant"].items()
                                                    if isinstance(v, bool)}),
        lambda r: r["seats"].pop(), lambda r: r.update(finished="yes"),
        lambda r: r["players"].__setitem__(0, "P\n"), lambda r: r["players"].__setitem__(0, r["players"][1]),
        lambda r: r.update(game=r["game"].title()),
    ]:
        bad = json.loads(json.dumps(match))
        tamper(bad)
        with pytest.raises(InvalidInputError) as caught:
            replay_match(from_json(to_json(bad)))
        faults.append(str(caught.value))
    assert len(set(faults)) > 30
    for fault in faults:
        for lang in ("hu", "sl"):
            told = tell(fault, lang)
            assert told is not None and told != fault, (fault, lang)


def test_validate_and_replay_tell_a_records_faults_in_the_language_asked(tmp_path, capsys):
    g = _played("paskievics", 1)
    path = tmp_path / "deal.json"
    path.write_text(to_json(record(g)), encoding="utf-8")
    assert cli.main(["validate", str(path), "--lang", "hu"]) == 0
    assert capsys.readouterr().out == f"{path}: érvényes napló (Paskievics (huszashívásos) tarokk), " \
                                      f"{len(g.history)} lépés, befejezve\n"
    rec = record(g)
    rec["actions"][0]["name"] = "x"
    path.write_text(to_json(rec), encoding="utf-8")
    for command in ("validate", "replay"):
        assert cli.main([command, str(path), "--lang", "hu"]) == 1
        assert capsys.readouterr().err == f"tarokk: 0. lépés: {int(g.history[0][1])} azonosítóval itt {g.history[0][1].name!r} a lépés, " \
                                          f"nem 'x', ahogy a napló írja\n"
    # A language the game does not speak: bad usage, before the record is replayed.
    assert cli.main(["validate", str(path), "--lang", "sl"]) == 2
    assert "speaks en, hu, not 'sl'" in capsys.readouterr().err
    path.write_text("{", encoding="utf-8")
    assert cli.main(["validate", str(path), "--lang", "sl"]) == 1
    assert capsys.readouterr().err.startswith("tarokk: ni zapis JSON: ")
