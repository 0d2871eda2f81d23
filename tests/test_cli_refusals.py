"""The engines' refusals in the game's language (``tarokk play --lang hu|sl``,
``tarokk.refusals``): every refusal that random deals of every preset give — every action
id at every step, out of turn, after the end — has its Hungarian and Slovenian, and no
English word of it is left; a player who types an action that is not legal now is told
why in the game's language, with the rule id; a reason the table does not know is shown in
English (no traceback); English is unchanged (``test_cli.py`` checks its lines)."""

from __future__ import annotations

import random
import re
import string

import pytest

import tarokk
from gamecases import PRESET_IDS, choose as pick, random_flags, random_options
from tarokk import refusals
from tarokk.errors import IllegalActionError
from tarokk.policies import rule_policy
from tarokk.refusals import FIELDS, WHYS, tell, why
from tarokk.registry import find_variant
from test_cli import run
from test_cli_lang import no_english

#: Deals per preset: every action id is tried at every step of each (about 12 s in all).
DEALS = 100

#: Words the languages share with the English refusals: the games' own terms.
SHARED = {"kontra", "rekontra", "mordkontra", "klop", "solo", "trula", "talon", "skart", "skíz", "pagat", "pagát",
          "ultimo", "ultimó", "valat", "volát", "tulétroá", "négy", "király", "fogás", "dupla", "tarokk"}


def words(text):
    """The words of ``text`` that could be English: three letters or more, no Roman numeral."""
    return {w for w in re.findall(r"[^\W\d_]+", text.lower()) if len(w) > 2 and not re.fullmatch(r"[ivx]+", w)}


def english_left(english, told):
    """The English words of ``english`` (a why) that ``told`` (its translation) still has."""
    return (words(english) - SHARED) & words(told)


def the_why(message):
    """A refusal's why (or whole sentence), without its action's name and rule id."""
    body = re.sub(r" \([A-Z]{2}-[A-Z]+[0-9]*\)\Z", "", message)
    return body.split(" is not legal: ", 1)[-1]


def refusals_of_random_deals(preset, deals=DEALS):
    """``{message: rule}`` of every refusal met in ``deals`` random deals of ``preset``
    with random options: each action id not legal at each step, the first legal action by
    every other seat, and an action after the end."""
    info, base = find_variant(preset)
    rng = random.Random(preset)
    found = {}

    def refused(f, *args, **kwargs):
        try:
            f(*args, **kwargs)
        except IllegalActionError as exc:
            found[str(exc)] = exc.rule
        else:
            raise AssertionError(f"{preset}: {args} {kwargs} was not refused")

    for _ in range(deals):
        g = tarokk.Game(random_options(rng, base), seed=rng.getrandbits(32), dealer=rng.randrange(base.engine_players),
                        **random_flags(rng, info))
        ids = range(g.engine.action_space + 1)  # + 1: an id that names no action
        while not g.is_over:
            legal = [int(a) for a in g.legal_actions()]
            for a in set(ids) - set(legal):
                refused(g.copy().apply, a)
            for seat in range(g.num_players):
                if seat != g.current_player:
                    refused(g.copy().apply, legal[0], seat=seat)
            g.apply(pick(rng, g.engine, legal) if rng.random() < 0.6 else rule_policy(g, rng))
        refused(g.copy().apply, 0)
    return found


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_every_refusal_of_random_deals_is_told_in_hu_and_sl(preset):
    """Each refusal of the random deals (JK-…, PK-…, SL-… rules, the ids that name nothing,
    the turn and the end) in Hungarian and Slovenian: its why from the table, the rule id
    as the engine cites it, no English word of the why left."""
    found = refusals_of_random_deals(preset)
    assert len({the_why(m) for m in found}) >= 25, sorted(found)  # the deals reach every phase
    for message, rule in found.items():
        english = the_why(message)
        for lang in ("hu", "sl"):
            told = why(english, lang)
            assert told is not None, (lang, message)
            assert not english_left(english, told), (lang, english, told)
            whole = tell(message, lang, name="NAME")
            assert whole is not None, (lang, message)
            assert whole.endswith(f" ({rule})" if rule else told), (whole, rule)
            assert "is not legal" not in whole and "no such action" not in whole, whole


def example(english):
    """``english`` (a template of WHYS) with each field filled in as an engine would."""
    values = {"card": "XIX", "n": "2", "seat": "1", "current": "0", "phase": "bidding", "level": "first double",
              "item": "tarokk count", "pair": "middle", "step": "rekontra",
              "noun": "cards"}
    return english.format(**{f: values[f] for _, f, _, _ in string.Formatter().parse(english) if f})


def test_every_why_of_the_table_has_both_languages_and_no_english_left():
    """Also the reasons random deals rarely or never meet (PK-B6's pagát invitation, a
    kontra on the Paskievics game before the call, the engines' "not legal now")."""
    for english, langs in WHYS.items():
        fields = {f for _, f, _, _ in string.Formatter().parse(english) if f}
        assert fields <= set(FIELDS), english
        assert set(langs) == {"hu", "sl"}, english
        for lang, template in langs.items():
            assert template.strip() and {f for _, f, _, _ in string.Formatter().parse(template) if f} <= fields, template
            told = why(example(english), lang)
            assert told is not None and not english_left(example(english), told), (lang, english, told)


def test_the_fields_are_told_in_the_language():
    """A card, a seat, a phase, a Jókai level, figure and skart pair in the language's own
    words (the cards' names, the seats and phases of the command line, the settlement's items)."""
    assert why("it is seat 2's turn, not seat 3's", "hu") == "2. játékos következik, nem 3. játékos"
    assert why("it is seat 2's turn, not seat 3's", "sl") == "na vrsti je igralec 2, ne igralec 3"
    assert why("not possible in the bidding phase", "hu") == "ebben a szakaszban (licit) ez nem lehetséges"
    assert why("not possible in the play phase", "sl") == "v fazi »igra« to ni mogoče"
    assert why("a bid must be higher than second double", "hu") == \
        "a licitnek magasabbnak kell lennie az eddiginél (második kettős)"
    assert why("tarokk count was already kontra'd", "hu") == "a tarokkszám már meg van kontrázva"
    assert why("nobody said kontra to the game", "hu") == "a játék nincs megkontrázva"
    assert why("the pair in view is the bottom pair", "hu") == "most az alsó pár látható"
    assert why("this jump invites the XVIII: it needs an honour and the XVIII in hand", "sl") == \
        "ta skok povabi XVIII: zanj potrebuješ karto iz trule in XVIII v roki"
    # Told to the one who acts, as the play's refusals are ("treffet kell adnod"): only the
    # Jókai declarer announces (JK-A1, JK-A5) and discards (JK-S2).
    assert why("the declarer holds the pagát and may not announce capturing it", "hu") == \
        "nálad van a pagát, ezért pagát fogást nem mondhatsz be"
    assert why("the declarer holds the XXI and may not announce capturing it", "sl") == \
        "XXI imaš sam, zato ne smeš napovedati, da ga boš ujel"
    assert why("card not in the declarer's hand", "hu") == "ez a lap nincs a kezedben"
    # The two cards of PK-B6 are one: another pair of cards is no refusal the table knows.
    assert why("this jump invites the XIX: it needs an honour and the XVIII in hand", "hu") is None


def test_tell_keeps_the_rule_and_the_name_and_knows_what_it_does_not_know():
    """PK-H2's reason cites PK-H3 and PK-H4 itself: only the last rule id is the refusal's."""
    message = ("call V is not legal: the call is the XX, or, holding it, the highest tarokk below it that you "
               "lack; an invited card (PK-H3) and, once a discarded tarokk was announced, any tarokk (PK-H4) may "
               "be called too (PK-H2)")
    told = tell(message, "hu", name="segít a V")
    assert told is not None and told.startswith("„segít a V” nem szabályos: a XX-ast kell hívni, ")
    assert told.endswith("(PK-H3), és bármelyik tarokk, ha valaki tarokkot fektetett a skartba (PK-H4) (PK-H2)"), told
    assert tell("KD is not legal: must follow clubs (PK-P1)", "sl") == "»KD« ni dovoljeno: moraš igrati križ (PK-P1)"
    assert tell("seat 3 sits out this deal (JK-D1)", "hu") == "3. játékos ebben a partiban kimarad (JK-D1)"
    assert tell("no such action id: 999", "sl") == "ni poteze s to številko: 999"
    for message in ("KD is not legal: must follow the moon (PK-P1)", "something else", "", "KD is not legal: "):
        assert tell(message, "hu") is None and tell(message, "sl") is None
    assert tell("KD is not legal: must follow clubs (PK-P1)", "en") is None  # English is the engine's own


#: (preset, --lang, --seat, --seed, answers, the refusals told) of sessions with illegal input.
SESSIONS = {
    "PK-P1": ("paskievics", "hu", 0, 5, ["1", "1", "1", "K♦", "káró király"],
              ["  „K♦” nem szabályos: treffet kell adnod (PK-P1)",
               "  „káró király” nem szabályos: treffet kell adnod (PK-P1)"]),
    "JK-S2": ("jokai", "hu", 0, 7, ["3", "1", "K♣", "treff király", "12", "12"],
              # the card named as the discard names it, however typed
              ["  „leteszem a treff királyt” nem szabályos: 5 pontos lapot (királyt, skízt, XXI-est, pagátot) nem "
               "lehet letenni (JK-S2)"] * 2),
    "SL-B2, SL-A1, SL-P2": ("slovenian", "sl", 0, 5, ["XX", "1", "klop", "1", "srce fant", "JH", "KS"],
                            ["  »XX« ni dovoljeno: v fazi »licitacija« to ni mogoče (SL-B2)",
                             "  »klop« ni dovoljeno: v fazi »napovedi« to ni mogoče (SL-A1)",
                             "  »srce fant« ni dovoljeno: na taroka moraš igrati taroka (SL-P2)",
                             "  »JH« ni dovoljeno: na taroka moraš igrati taroka (SL-P2)",
                             "  »KS« ni dovoljeno: te karte nimaš v roki (SL-P2)"]),
}


@pytest.mark.parametrize("rules", list(SESSIONS))
def test_an_illegal_action_typed_at_the_prompt_is_refused_in_the_games_language(capsys, monkeypatch, rules):
    """PK-P1 (a card that does not follow suit), JK-S2 (a king as a discard), SL-B2 and
    SL-A1 (a card or a bid in another phase), SL-P2 (a card that does not follow trumps, one
    not in hand): the refusal in the game's language, the action as typed (a discard as the
    language's verb names its object), the rule id; asked again, and the deal goes on to its
    end with no English line."""
    preset, lang, seat, seed, answers, lines = SESSIONS[rules]
    code, out, err = run(["play", preset, "--seat", str(seat), "--seed", str(seed), "--lang", lang], capsys,
                         answers + ["1"] * 200, monkeypatch)
    assert (code, err) == (0, "")
    shown = out.splitlines()
    for line in lines:
        assert shown.count(line) == lines.count(line), (line, out)
    assert ("Elszámolás" if lang == "hu" else "Obračun") in shown
    no_english(out)
    assert "not legal" not in out


@pytest.mark.parametrize("rules", list(SESSIONS))
def test_english_refusals_are_unchanged(capsys, monkeypatch, rules):
    """The same input in English (the default, and ``--lang en``): the engine's words with
    the card as typed, byte for byte as before."""
    preset, _, seat, seed, answers, _ = SESSIONS[rules]
    argv = ["play", preset, "--seat", str(seat), "--seed", str(seed)]
    default = run(argv, capsys, answers + ["1"] * 200, monkeypatch)
    assert run(argv + ["--lang", "en"], capsys, answers + ["1"] * 200, monkeypatch) == default
    code, out, err = default
    assert (code, err) == (0, "")
    english = {"PK-P1": ["  K♦ is not legal: must follow clubs (PK-P1)",
                         "  káró király is not legal: must follow clubs (PK-P1)"],
               "JK-S2": ["  discard K♣ is not legal: a card worth 5 points (king, skíz, XXI, pagát) may not be "
                         "discarded (JK-S2)"],
               "SL-B2, SL-A1, SL-P2": ["  XX is not legal: not possible in the bidding phase (SL-B2)",
                                       "  klop is not legal: not possible in the announce phase (SL-A1)",
                                       "  srce fant is not legal: must follow trumps (SL-P2)",
                                       "  JH is not legal: must follow trumps (SL-P2)",
                                       "  KS is not legal: card not in hand (SL-P2)"]}[rules]
    shown = out.splitlines()
    for line in english:
        assert line in shown, (line, out)


def test_a_reason_the_table_does_not_know_is_shown_in_english(capsys, monkeypatch):
    """PK-P1 without its translation (a reason an engine may give one day): the engine's
    English, the card as typed, and the game goes on; no traceback."""
    monkeypatch.setattr(refusals, "WHYS", {k: v for k, v in WHYS.items() if k != "must follow clubs"})
    preset, lang, seat, seed, answers, _ = SESSIONS["PK-P1"]
    code, out, err = run(["play", preset, "--seat", str(seat), "--seed", str(seed), "--lang", lang], capsys,
                         answers + ["1"] * 200, monkeypatch)
    assert (code, err) == (0, "")
    assert "  K♦ is not legal: must follow clubs (PK-P1)" in out.splitlines()
    assert "Elszámolás" in out.splitlines()


def test_the_prompt_refuses_another_steps_kontra_and_re_never_passes():
    """At `tarokk play --lang sl`, "rekontra igra" when the game's next step is kontra is
    refused in Slovenian, saying the step due (SL-A2/SL-A4; it was played as that kontra,
    unannounced); "re" is no part of "naprej" (it passed the turn): a part of a name is
    taken from the start of a word, or inside one only from three letters."""
    from tarokk import cli
    from tarokk.errors import InvalidInputError
    for seed in range(400):
        g = tarokk.Game("slovenian", seed=seed)
        rng = random.Random(seed)
        while not g.is_over and not (g.phase == "announce" and any("kontra " in a.name for a in g.legal_actions())):
            g.apply(rng.choice(g.legal_actions()))
        if not g.is_over:
            break
    legal = g.legal_actions()
    step = next(a for a in legal if a.name.startswith("kontra "))
    before = len(g.history)
    wrong = "rekontra" + step.local[len("kontra"):]
    with pytest.raises(tarokk.IllegalActionError, match=f"^»{wrong}« ni dovoljeno: naslednja stopnja je kontra "):
        cli.choose(wrong, legal, g, "sl")
    assert cli.choose(step.local, legal, g, "sl") == step and len(g.history) == before
    assert any(a.local == "naprej" for a in legal) and not any(a.local.startswith("re") for a in legal)
    with pytest.raises(InvalidInputError):
        cli.choose("re", legal, g, "sl")
    assert cli.choose("nap", legal, g, "sl").local == "naprej"
