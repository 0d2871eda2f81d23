"""Typed result facts (``Settlement.facts``, ``tarokk.facts``): every game's own result keys
as its class, on every preset and both backends."""

from __future__ import annotations

import dataclasses
import doctest
import random
import typing

import pytest

from gamecases import PRESET_IDS
from tarokk import Facts, Game, JokaiFacts, PaskievicsFacts, SlovenianFacts
from tarokk import facts as facts_module
from tarokk.facts import facts_from_dict
from test_views import conforms

CLASSES = {"slovenian": SlovenianFacts, "jokai": JokaiFacts, "paskievics": PaskievicsFacts}


@pytest.mark.parametrize("alias", PRESET_IDS)
def test_facts_are_the_extra_keys_typed(alias, backend_name):
    """The class is the registry's, its fields are exactly the settlement's extra keys, each
    of its annotated type and equal to the extra value (lists as tuples)."""
    for seed in range(12):
        g = Game(alias, seed=seed, backend=backend_name)
        rng = random.Random(seed)
        policy = g.info.policy("rule")
        while not g.is_over:
            g.apply(policy(g, rng))
        r = g.result()
        f = r.facts
        assert type(f) is CLASSES[g.game] is g.info.facts_class() and isinstance(f, Facts)
        assert {x.name for x in dataclasses.fields(f)} == set(r.extra)
        hints = typing.get_type_hints(type(f))
        for x in dataclasses.fields(f):
            value = getattr(f, x.name)
            assert conforms(value, hints[x.name]), (alias, x.name, value)
            raw = r.extra[x.name]
            assert value == (tuple(raw) if isinstance(raw, list) else raw)


def test_SL_D3_no_tarok_seat_in_the_facts(backend_name):
    """SL-D3: the seat dealt no tarok is named by the typed facts too."""
    taroks, suits = list(range(22)), list(range(34, 54))
    hands = [taroks[0:8] + suits[0:4], taroks[8:16] + suits[4:8], list(range(22, 34)),
             taroks[16:22] + suits[8:14]]
    g = Game("slovenian", hands=hands, talon=suits[14:20], backend=backend_name)
    assert g.is_over and g.result().annulled
    assert g.result().facts == SlovenianFacts(no_tarok=(2,))


def test_an_unknown_fact_is_an_error_not_dropped():
    with pytest.raises(KeyError, match="new_fact"):
        facts_from_dict(JokaiFacts, {"skart_index": 1, "tricks_won": [4, 4, 4], "new_fact": 1})


def test_doctest_of_the_facts_module():
    failures, _ = doctest.testmod(facts_module)
    assert failures == 0
