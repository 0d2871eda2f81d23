"""What a table server on top of tarokk.Game needs (from an application developer's audit):
a settlement read back from its JSON names its own game, and a dialogue that serves
several players checks who answers before it reads the words."""

import json
import random

import pytest

import tarokk
from tarokk import Dialogue, Game
from tarokk.errors import IllegalActionError, InvalidInputError
from tarokk.game import Settlement

PRESETS = ["slovenian", "slovenian-3", "jokai", "jokai-4", "paskievics", "paskievics-5"]


def _played(preset, seed, backend_name="native"):
    g = Game(preset, seed=seed, backend=backend_name)
    g.play_random(random.Random(seed))
    return g


@pytest.mark.parametrize("preset", PRESETS)
def test_a_result_read_from_json_is_its_own_games(preset, backend_name):
    for seed in range(12):
        r = _played(preset, seed, backend_name).result()
        back = Settlement.from_dict(json.loads(json.dumps(r.to_dict())))  # no game given
        assert back == r and back.game == r.game
        assert back.contract_name == r.contract_name and back.text() == r.text() and back.facts == r.facts
        assert Settlement.from_dict(r.to_dict(), preset) == r  # a preset's name names its game


def test_a_paskievics_result_is_not_read_as_a_slovenian_one():
    r = _played("paskievics", 2).result()
    assert r.contract_name != "klop"
    with pytest.raises(InvalidInputError, match="not a result of slovenian: it has called"):
        Settlement.from_dict(r.to_dict(), "slovenian")
    with pytest.raises(InvalidInputError, match="not a result of jokai: it has no_tarok"):
        Settlement.from_dict(_played("slovenian", 1).result().to_dict(), "jokai")
    with pytest.raises(InvalidInputError, match="no one game's"):
        Settlement.from_dict({**r.to_dict(), "no_tarok": []})
    # A dict with no game's facts reads as before: a Slovenian result.
    bare = {k: v for k, v in _played("slovenian", 1).result().to_dict().items() if k != "no_tarok"}
    assert Settlement.from_dict(bare).game == "slovenian"


def test_a_record_with_another_games_result_is_refused():
    from tarokk import records
    g, other = _played("slovenian", 3), _played("paskievics", 3)
    rec = records.record(g)
    rec["result"] = other.result().to_dict()
    with pytest.raises(InvalidInputError, match="the recorded result differs from the replayed one"):
        records.replay(rec)


@pytest.mark.parametrize("preset", PRESETS)
def test_a_dialogue_checks_the_seat_before_the_words(preset, backend_name):
    """A server passes the seat a reply came from: another seat's words are refused for
    whose turn it is, whatever they say (read against the seat to act's choices they
    would tell which cards it holds), and nothing changes."""
    rng = random.Random(5)
    for seed in range(4):
        g = Game(preset, seed=seed, backend=backend_name)
        while not g.is_over:
            to_act = g.current_player
            for lang in g.info.languages:
                d = Dialogue(g, lang)
                for seat in range(g.num_players):
                    if seat == to_act:
                        continue
                    history = list(g.history)
                    said = set()
                    words = ["1", "2", "pass", "KH", "XXI", "I", "Sk", "kontra game", "xyz", ""]
                    words += [a.name for a in g.legal_actions()] + [a.local for a in g.legal_actions()]
                    for text in words:
                        for call in (lambda: d.reply(text, seat=seat), lambda: d.answer(text or 0, seat=seat)):
                            with pytest.raises(IllegalActionError) as info:
                                call()
                            said.add((str(info.value), info.value.rule))
                    assert g.history == history
                    assert len(said) <= 2, said  # the reply's words (in lang) and the answer's (English)
            d = Dialogue(g, rng.choice(g.info.languages))
            choice = rng.randrange(len(g.legal_actions())) + 1
            want = g.legal_actions()[choice - 1]
            assert d.reply(str(choice), seat=to_act) == want
    with pytest.raises(InvalidInputError):
        Dialogue(Game("jokai", seed=1)).reply("1", seat=7)
    with pytest.raises(InvalidInputError):
        Dialogue(Game("jokai", seed=1)).reply("1", seat=True)  # type: ignore[arg-type]


def test_a_dialogue_without_a_seat_answers_for_the_seat_to_act():
    g = Game("slovenian", seed=7)
    assert Dialogue(g, "sl").reply("2") == g.history[-1][1] and g.history[-1][0] == 2
    g.undo()
    assert Dialogue(g).answer("two") == tarokk.Game("slovenian", seed=7).action("two")


@pytest.mark.parametrize("preset", ["slovenian", "slovenian-3", "jokai", "paskievics"])
def test_a_games_deal_flags_are_a_copy(preset, backend_name):
    """``deal_flags`` was one dict shared by every deal of a preset (cached with its
    recipe): a server that changed one game's flags changed every later game's, whose
    records then said a compulsory klop the engine never dealt. Each read is now a new
    dict (JSON-able; changing it changes nothing, as the deal is dealt)."""
    for kw in ({"seed": 1}, {"seed": 1, "backend": backend_name}, {"seed": 1, "dealer": 1}):
        a = Game(preset, **kw)
        flags = a.deal_flags
        json.dumps(flags)
        flags["compulsory_klop"] = True
        assert a.deal_flags is not a.deal_flags
        assert dict(Game(preset, **kw).deal_flags) == a.deal_flags == a.copy().deal_flags != flags
        assert not Game(preset, **kw).compulsory_klop
    if preset.startswith("slovenian"):
        from tarokk import records
        g = Game(preset, seed=2, compulsory_klop=True)
        assert g.compulsory_klop and g.deal_flags == {"compulsory_klop": True}
        assert not Game(preset, seed=2).compulsory_klop
        assert records.replay(records.record(g)).compulsory_klop
        assert records.record(Game(preset, seed=2))["compulsory_klop"] is False


@pytest.mark.parametrize("preset", PRESETS)
def test_an_action_travels_as_json_and_comes_back(preset, backend_name):
    """Action.to_dict() is what a server sends (id, English and local name); Action(**d)
    makes it again, and the game takes it back."""
    g = Game(preset, seed=6, backend=backend_name)
    rng = random.Random(6)
    while not g.is_over:
        actions = g.legal_actions()
        sent = json.loads(json.dumps([a.to_dict() for a in actions]))
        assert [tarokk.Action(**d) for d in sent] == actions
        assert [(d["id"], d["name"], d["local"]) for d in sent] == [(int(a), a.name, a.local) for a in actions]
        g.apply(tarokk.Action(**rng.choice(sent)))


def test_a_variant_is_found_by_its_name_with_accents_and_any_case():
    """"jókai" (as the game is spelled), "Paskievics_5", "SLOVENIAN": the presets' names."""
    for name, preset in [("jókai", "jokai"), ("Jókai-4", "jokai-4"), ("PASKIEVICS_5", "paskievics-5"),
                         (" slovenian ", "slovenian")]:
        assert tarokk.find_variant(name) == tarokk.find_variant(preset)
        assert Game(name, seed=1).legal_actions() == Game(preset, seed=1).legal_actions()
    with pytest.raises(InvalidInputError, match="unknown variant 'jókay'"):
        Game("jókay")


@pytest.mark.parametrize("preset", PRESETS + ["slovenian-5"])
def test_a_view_names_the_seat_of_each_card_of_the_trick(preset):
    """View.trick_plays: the trick in progress as (seat, card), the seats round those that
    play from the leader (a sitting-out dealer never among them): what the history says."""
    checked = 0
    for seed in range(8, 20):
        g = Game(preset, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            if g.phase == "play":
                trick = g.view(0).trick
                plays = [(s, int(a)) for s, a in g.history if int(a) in trick]
                for seat in range(g.num_players):
                    assert g.view(seat).trick_plays == plays
                checked += bool(plays)
            g.apply(rng.choice(g.legal_actions()))
    assert checked > 30


def test_a_view_through_json_reads_back_as_the_view():
    """View.as_dict() goes through JSON; JSON's text keys (a Slovenian revealed hand, seat →
    cards) are seats again in the view class's from_dict."""
    from tarokk.views import SlovenianView
    v = Game("slovenian", seed=40).view(1)
    shown = SlovenianView.from_dict({**v.as_dict(), "revealed": {1: v.hand}})
    back = SlovenianView.from_dict(json.loads(json.dumps(shown.as_dict())))
    assert back == shown and back.revealed == {1: v.hand}


@pytest.mark.parametrize("preset", PRESETS)
def test_each_seat_is_sent_only_its_own_legal_actions(preset, backend_name):
    """``legal_actions(seat)``: the acting seat's actions for that seat, ``[]`` for every
    other, so a server that sends each seat its own list shows no seat another's cards."""
    for seed in range(4):
        g = Game(preset, seed=seed, backend=backend_name)
        rng = random.Random(seed)
        while g.current_player is not None:
            cur, legal = g.current_player, g.legal_actions()
            for seat in range(g.num_players):
                mine = g.legal_actions(seat)
                assert mine == (legal if seat == cur else []), (seed, seat)
                assert g.legal_mask(seat) == (g.legal_mask() if seat == cur else 0)
            g.apply(rng.choice(legal))
        assert all(g.legal_actions(s) == [] and g.legal_mask(s) == 0 for s in range(g.num_players))


@pytest.mark.parametrize("seat", [-1, 9, True, "1", 1.5, 2**70])
def test_legal_actions_of_no_seat_is_an_error(seat, backend_name):
    g = Game("jokai", seed=1, backend=backend_name)
    with pytest.raises(InvalidInputError, match="seat"):
        g.legal_actions(seat)


@pytest.mark.parametrize("preset", PRESETS)
def test_every_seat_is_told_whose_turn_it_is_in_its_language(preset, backend_name):
    """``Dialogue.status(seat)``: the question for the seat to act, whose turn and the phase
    for every other; the same words for twin deals that differ in the acting seat's hand."""
    info = tarokk.find_game(preset)
    phases = set()
    for lang in info.languages:
        for seed in range(3):
            g = Game(preset, seed=seed, backend=backend_name)
            d = Dialogue(g, lang=lang)
            rng = random.Random(seed)
            while g.current_player is not None:
                cur = g.current_player
                for seat in range(g.num_players):
                    told = d.status(seat)
                    if seat == cur:
                        assert told == str(d.question())
                    else:
                        assert told == tarokk.clitexts.text(lang, "status.turn", seat=cur,
                                                            phase=tarokk.clitexts.text(lang, "phase." + g.phase))
                        assert str(cur) in told and not any(c.name in told for c in g.legal_actions())
                phases.add(g.phase)
                g.apply(rng.choice(g.legal_actions()))
            assert all(d.status(s) == tarokk.clitexts.text(lang, "status.over") for s in range(g.num_players))
    assert len(phases) >= 2
    with pytest.raises(InvalidInputError, match="not a seat"):
        Dialogue(Game(preset, seed=1, backend=backend_name)).status(9)


@pytest.mark.parametrize("preset", ["slovenian-3", "jokai-4", "paskievics-5"])
def test_the_status_of_the_seat_past_the_last_is_refused(preset, backend_name):
    """``Dialogue.status`` takes the seats ``0 .. num_players - 1``: the one past the last
    is no seat (it was told whose turn it is), as ``Game.legal_actions`` refuses it."""
    g = Game(preset, seed=1, backend=backend_name)
    d = Dialogue(g)
    assert d.status(g.num_players - 1)
    for seat in (g.num_players, -1):
        with pytest.raises(InvalidInputError, match=f"seat {seat} is not a seat of {g.num_players}"):
            d.status(seat)
