"""A record's faults in Hungarian and Slovenian: what ``tarokk validate``, ``replay`` and
``solve`` tell (with ``--lang hu`` or ``sl``) about a record that does not replay.

:mod:`tarokk.records` finds the faults and words them in English (an
:class:`~tarokk.InvalidInputError`'s text, ``docs/records.md``). :func:`tell` says such a
text in ``hu`` or ``sl`` by the table :data:`FAULTS`: each English fault as a
``str.format`` template, a ``{field}`` a part that varies. Most fields are told as they
are (numbers, JSON keys and values, file paths, action names as the record has them); an
``{inner}`` fault (``"deal 2: <fault>"``, ``"step 7 (pass) is not legal: <refusal>"``) is
told in turn, as a fault or as an engine's refusal (:mod:`tarokk.refusals`, worded as the
table tells it to the player who acted: "treffet kell adnod", "ez a lap nincs a
kezedben"), and kept in English where neither table knows it (Python's own words in
``"malformed record: TypeError: …"``, an option's check). A fault the table does not
know: :func:`tell` gives ``None`` and the caller shows the English
(``tests/test_records.py`` checks that every fault :mod:`tarokk.records` can raise is in
the table, and that tampered records are told).

The words are those of the command line (:mod:`tarokk.clitexts`): Hungarian *napló*,
*parti*, *lépés*, *meccs*, *eredménylap*; Slovenian *zapis*, *igra*, *poteza*, *tekma*,
*list*.
"""

from __future__ import annotations

import functools
import re
import string
from typing import Callable, Optional

from . import refusals

__all__ = ["FAULTS", "tell"]

#: The English fault → its Hungarian and Slovenian.
FAULTS: dict[str, dict[str, str]] = {
    # -- reading the file (the command line) ---------------------------------------------
    "cannot read {path}: {detail}": {
        "hu": "nem olvasható: {path}: {detail}",
        "sl": "ni mogoče prebrati {path}: {detail}"},
    "{path} is not a record: over {n} MiB": {
        "hu": "{path} nem napló: nagyobb {n} MiB-nál",
        "sl": "{path} ni zapis: večji od {n} MiB"},
    "{path} is not a record: not UTF-8 text (byte {n})": {
        "hu": "{path} nem napló: nem UTF-8 szöveg ({n}. bájt)",
        "sl": "{path} ni zapis: ni besedilo UTF-8 (bajt {n})"},
    "a record's JSON is text, not {detail}": {
        "hu": "a napló JSON-ja szöveg, nem {detail}",
        "sl": "JSON zapisa je besedilo, ne {detail}"},
    "not a JSON record: {detail}": {
        "hu": "nem JSON-napló: {detail}",
        "sl": "ni zapis JSON: {detail}"},
    "not a tarokk-record/1 or tarokk-match/1 record: its format is {value}": {
        "hu": "nem tarokk-record/1 vagy tarokk-match/1 napló: a formátuma {value}",
        "sl": "ni zapis tarokk-record/1 ali tarokk-match/1: njegova oblika je {value}"},
    "not a tarokk-record/1 or tarokk-match/1 record": {
        "hu": "nem tarokk-record/1 vagy tarokk-match/1 napló",
        "sl": "ni zapis tarokk-record/1 ali tarokk-match/1"},
    "not a tarokk-match/1 record": {
        "hu": "nem tarokk-match/1 napló",
        "sl": "ni zapis tarokk-match/1"},
    "unknown game {game}; known: {names}": {
        "hu": "ismeretlen játék: {game}; ismertek: {names}",
        "sl": "neznana igra {game}; znane so: {names}"},
    "a game is named by a string, not {value}": {
        "hu": "a játék neve szöveg, nem {value}",
        "sl": "ime igre je besedilo, ne {value}"},
    "the record's game is named {game}, not {value}": {
        "hu": "a napló játékának neve {game}, nem {value}",
        "sl": "igra v zapisu se imenuje {game}, ne {value}"},
    "the match record's game is named {game}, not {value}": {
        "hu": "a meccs naplójában a játék neve {game}, nem {value}",
        "sl": "igra v zapisu tekme se imenuje {game}, ne {value}"},
    "step {step}: {inner}": {
        "hu": "{step}. lépés: {inner}",
        "sl": "poteza {step}: {inner}"},
    "seat {seat} is not a seat of {n}": {
        "hu": "{seat}: nincs ilyen ülés ({n} ülés van)",
        "sl": "{seat} ni eno od {n} mest"},
    # -- the players of a match (the score sheets' checks) -----------------------------
    "players must be a sequence of names": {
        "hu": "a játékosok nevek sorozata",
        "sl": "igralci so zaporedje imen"},
    "a player's name is non-empty text, not {value}": {
        "hu": "a játékos neve nem üres szöveg, nem {value}",
        "sl": "ime igralca je neprazno besedilo, ne {value}"},
    "a player's name is printable text, without control characters: {value}": {
        "hu": "a játékos neve nyomtatható szöveg, vezérlőkarakterek nélkül: {value}",
        "sl": "ime igralca je natisljivo besedilo brez kontrolnih znakov: {value}"},
    "player names must differ: {value}": {
        "hu": "a játékosok nevei különbözők: {value}",
        "sl": "imena igralcev so različna: {value}"},
    "this match has no škis round to call (skis_round=False, SL-R6)": {
        "hu": "ebben a meccsben nincs škis-kör (skis_round=False, SL-R6)",
        "sl": "ta tekma nima škis kroga (skis_round=False, SL-R6)"},
    # -- the deal's cards, dealer and seed, as the engines check them --------------------
    "card dealt twice: {card}": {
        "hu": "kétszer kiosztott lap: {card}",
        "sl": "dvakrat razdeljena karta: {card}"},
    "not a card id (0..53): {value}": {
        "hu": "nem lapazonosító (0..53): {value}",
        "sl": "ni številka karte (0..53): {value}"},
    "hand {n} has {m} cards, needs {other}": {
        "hu": "{n}. kéz: {m} lap, {other} kell",
        "sl": "roka {n}: število kart {m}, potrebnih je {other}"},
    "hand {n} has no cards, needs {m}: the empty hand is the dealer's, seat {seat}": {
        "hu": "{n}. kéz: nincs lapja, {m} kell; az üres kéz az osztóé ({seat}. ülés)",
        "sl": "roka {n}: nima kart, potrebnih je {m}; prazna roka je delivčeva, mesto {seat}"},
    "the talon has {n} cards, got {other}": {
        "hu": "a talonban {n} lap van, itt {other}",
        "sl": "talon ima {n} kart, tu jih je {other}"},
    "the talon (skart) has {n} cards, got {other}": {
        "hu": "a talonban (skart) {n} lap van, itt {other}",
        "sl": "talon (skart) ima {n} kart, tu jih je {other}"},
    "{n} players need {m} hands, got {other}": {
        "hu": "{n} játékosnak {m} kéz kell, itt {other}",
        "sl": "igralcev je {n}, potrebnih rok {m}, tu jih je {other}"},
    "dealer {seat} is not a seat": {
        "hu": "az osztó nem ülés: {seat}",
        "sl": "delivec {seat} ni mesto za mizo"},
    "dealer {seat} is not a seat of {n}": {
        "hu": "az osztó ülése ({seat}) nem létezik: {n} ülés van",
        "sl": "delivec {seat} ni eno od {n} mest"},
    "dealer must be a seat number, not {value}": {
        "hu": "az osztó egy ülés száma, nem {value}",
        "sl": "delivec je številka mesta, ne {value}"},
    "seed must be a non-negative int, not {value}": {
        "hu": "a seed nemnegatív egész szám, nem {value}",
        "sl": "seme (seed) je nenegativno celo število, ne {value}"},
    "seed must be in 0..2**64-1, got {value}": {
        "hu": "a seed 0..2**64-1 közé esik, itt {value}",
        "sl": "seme (seed) je med 0..2**64-1, tu {value}"},
    # -- a deal's record ---------------------------------------------------------------
    "record lacks {key}": {
        "hu": "a naplóból hiányzik: {key}",
        "sl": "zapisu manjka {key}"},
    "record lacks 'result' (null until the deal is over)": {
        "hu": "a naplóból hiányzik: 'result' (null, amíg a partinak nincs vége)",
        "sl": "zapisu manjka 'result' (null, dokler igra ni končana)"},
    "malformed record: {kind}: {detail}": {
        "hu": "hibás napló: {kind}: {detail}",
        "sl": "napačno oblikovan zapis: {kind}: {detail}"},
    "the record's 'variant' is not a dict of options": {
        "hu": "a napló 'variant' kulcsa nem az opciók szótára",
        "sl": "'variant' v zapisu ni slovar možnosti"},
    "the record's variant is not every option of {game} by name: {options}": {
        "hu": "a napló variant kulcsa nem a(z) {game} minden opciója név szerint: {options}",
        "sl": "'variant' v zapisu ni vseh možnosti igre {game} po imenih: {options}"},
    "the record's 'deal' is not a dict": {
        "hu": "a napló 'deal' kulcsa nem szótár",
        "sl": "'deal' v zapisu ni slovar"},
    "the record's {key} is true or false, not {value}": {
        "hu": "a napló {key} kulcsa true vagy false, nem {value}",
        "sl": "{key} v zapisu je true ali false, ne {value}"},
    "the record's deal is private (\"private\": true, docs/records.md), not {value}": {
        "hu": "a napló leosztása titkos (\"private\": true, docs/records.md), nem {value}",
        "sl": "deljenje v zapisu je zasebno (\"private\": true, docs/records.md), ne {value}"},
    "the record's seed is a whole number, not {value}": {
        "hu": "a napló seed kulcsa egész szám, nem {value}",
        "sl": "seme (seed) v zapisu je celo število, ne {value}"},
    "the record's hands are lists of card ids (integers)": {
        "hu": "a napló kezei (hands) lapazonosítók listái (egész számok)",
        "sl": "roke (hands) v zapisu so seznami številk kart (celih števil)"},
    "the record's talon are card ids (integers)": {
        "hu": "a napló talonja (talon) lapazonosítók listája (egész számok)",
        "sl": "talon v zapisu je seznam številk kart (celih števil)"},
    "the record's deal has its hands and its talon together, or neither (it lacks {key})": {
        "hu": "a napló leosztásában a kezek és a talon együtt állnak, vagy egyik sem (hiányzik: {key})",
        "sl": "deljenje v zapisu ima roke in talon skupaj ali nobenega od njiju (manjka {key})"},
    "the recorded cards are not the deal of seed {seed} with dealer {dealer}": {
        "hu": "a napló lapjai nem a seed={seed} leosztását adják, ha {dealer}. játékos oszt",
        "sl": "karte v zapisu niso deljenje semena {seed}, ko deli igralec {dealer}"},
    "the recorded cards are not the deal of seed {seed} with dealer {dealer}: they are its deal with dealer {other}": {
        "hu": "a napló lapjai nem a seed={seed} leosztását adják, ha {dealer}. játékos oszt: "
              "akkor azt adják, ha {other}. játékos oszt",
        "sl": "karte v zapisu niso deljenje semena {seed}, ko deli igralec {dealer}: "
              "so njegovo deljenje, ko deli igralec {other}"},
    "a public record cannot be replayed: it has no deal": {
        "hu": "nyilvános napló nem játszható vissza: nincs benne a leosztás",
        "sl": "javnega zapisa ni mogoče ponoviti: nima deljenja"},
    "the record's 'actions' is not a list": {
        "hu": "a napló 'actions' kulcsa nem lista",
        "sl": "'actions' v zapisu ni seznam"},
    "step {step}: an action is a dict with 'seat' and 'action'": {
        "hu": "{step}. lépés: egy lépés 'seat' és 'action' kulcsú szótár",
        "sl": "poteza {step}: poteza je slovar s 'seat' in 'action'"},
    "step {step}: the action has no 'name'": {
        "hu": "{step}. lépés: a lépésnek nincs 'name' kulcsa",
        "sl": "poteza {step}: poteza nima 'name'"},
    "step {step}: the action is hidden (a public record cannot be replayed)": {
        "hu": "{step}. lépés: a lépés rejtett (nyilvános napló nem játszható vissza)",
        "sl": "poteza {step}: poteza je skrita (javnega zapisa ni mogoče ponoviti)"},
    "step {step}: seat and action are integers, got {seat} and {action}": {
        "hu": "{step}. lépés: a seat és az action egész szám, itt {seat} és {action}",
        "sl": "poteza {step}: seat in action sta celi števili, tu {seat} in {action}"},
    "step {step} ({name}) is not legal: {inner}": {
        "hu": "{step}. lépés ({name}): {inner}",
        "sl": "poteza {step} ({name}): {inner}"},
    "step {step}: action {action} is {name} here, not {other} as the record says": {
        "hu": "{step}. lépés: {action} azonosítóval itt {name} a lépés, nem {other}, ahogy a napló írja",
        "sl": "poteza {step}: poteza {action} je tu {name}, ne {other}, kot piše v zapisu"},
    "step {step}: action {action} is {name} here, not {other} as the record says, and is not legal: {inner}": {
        "hu": "{step}. lépés: {action} azonosítóval itt {name} a lépés, nem {other}, ahogy a napló írja, és nem szabályos: {inner}",
        "sl": "poteza {step}: poteza {action} je tu {name}, ne {other}, kot piše v zapisu, in ni dovoljena: {inner}"},
    "step {step}: {name} is private (docs/records.md), the record marks it public": {
        "hu": "{step}. lépés: {name} titkos (docs/records.md), a napló nyilvánosnak jelöli",
        "sl": "poteza {step}: {name} je zasebna (docs/records.md), zapis jo označi kot javno"},
    "step {step}: {name} is public (docs/records.md), the record marks it private": {
        "hu": "{step}. lépés: {name} nyilvános (docs/records.md), a napló titkosnak jelöli",
        "sl": "poteza {step}: {name} je javna (docs/records.md), zapis jo označi kot zasebno"},
    "step {step}: {name} is {marked} (docs/records.md), the record marks it \"private\": {value}": {
        "hu": "{step}. lépés: {name} {marked} (docs/records.md), a napló jelölése \"private\": {value}",
        "sl": "poteza {step}: {name} je {marked} (docs/records.md), zapis jo označi z \"private\": {value}"},
    "the deal is over but the record has no result": {
        "hu": "a partinak vége, de a naplóban nincs eredmény",
        "sl": "igra je končana, zapis pa nima izida"},
    "the record has a result but its actions do not finish the deal": {
        "hu": "a naplóban van eredmény, de a lépései nem fejezik be a partit",
        "sl": "zapis ima izid, njegove poteze pa igre ne končajo"},
    "the record's result is not a settlement (docs/{game}.md, \"Result\")": {
        "hu": "a napló eredménye nem elszámolás (docs/{game}.md, \"Result\")",
        "sl": "izid v zapisu ni obračun (docs/{game}.md, \"Result\")"},
    "the recorded result differs from the replayed one": {
        "hu": "a napló eredménye eltér a visszajátszottól",
        "sl": "izid v zapisu se razlikuje od ponovljenega"},
    "the recorded result differs from the replayed one in {path}": {
        "hu": "a napló eredménye eltér a visszajátszottól itt: {path}",
        "sl": "izid v zapisu se razlikuje od ponovljenega pri {path}"},
    "the recorded result differs from the replayed one in {path} (recorded {n} entries, replayed {m})": {
        "hu": "a napló eredménye eltér a visszajátszottól itt: {path} (a naplóban {n} tétel, visszajátszva {m})",
        "sl": "izid v zapisu se razlikuje od ponovljenega pri {path} (postavk v zapisu: {n}, v ponovitvi: {m})"},
    "the recorded result differs from the replayed one in {path} (recorded {value}, replayed no such field)": {
        "hu": "a napló eredménye eltér a visszajátszottól itt: {path} (a naplóban {value}, visszajátszva nincs "
              "ilyen mező)",
        "sl": "izid v zapisu se razlikuje od ponovljenega pri {path} (v zapisu {value}, ponovljeno tega polja ni)"},
    "the recorded result differs from the replayed one in {path} (recorded no such field, replayed {other})": {
        "hu": "a napló eredménye eltér a visszajátszottól itt: {path} (a naplóban nincs ilyen mező, visszajátszva "
              "{other})",
        "sl": "izid v zapisu se razlikuje od ponovljenega pri {path} (v zapisu tega polja ni, ponovljeno {other})"},
    "the recorded result differs from the replayed one in {path} (recorded {value}, replayed {other})": {
        "hu": "a napló eredménye eltér a visszajátszottól itt: {path} (a naplóban {value}, visszajátszva {other})",
        "sl": "izid v zapisu se razlikuje od ponovljenega pri {path} (v zapisu {value}, ponovljeno {other})"},
    # -- a match's record --------------------------------------------------------------
    "the Slovenian match record lacks {key} (null or false for a match still going)": {
        "hu": "a szlovén meccs naplójából hiányzik: {key} (még tartó meccsnél null vagy false)",
        "sl": "zapisu slovenske tekme manjka {key} (null ali false za tekmo, ki še teče)"},
    "the match record's 'seats' of deal {n} is not a list of players": {
        "hu": "a meccs naplójában a(z) {n}. parti 'seats' mezője nem a játékosok listája",
        "sl": "'seats' igre {n} v zapisu tekme ni seznam igralcev"},
    "a match record is made of a SlovenianMatch or a ScoreSheet, not {kind}": {
        "hu": "meccsnapló SlovenianMatch-ből vagy ScoreSheet-ből készül, nem ebből: {kind}",
        "sl": "zapis tekme nastane iz SlovenianMatch ali ScoreSheet, ne iz {kind}"},
    "games are the sheet's deals as a list of tarokk.Game, not {kind}": {
        "hu": "a játékok a lap partijai, tarokk.Game-ek listájaként, nem ez: {kind}",
        "sl": "igre so igre lista kot seznam tarokk.Game, ne {kind}"},
    "match record lacks {key}": {
        "hu": "a meccs naplójából hiányzik: {key}",
        "sl": "zapisu tekme manjka {key}"},
    "the match record's {key} is not a {kind}": {
        "hu": "a meccs naplójában {key} nem {kind}",
        "sl": "{key} v zapisu tekme ni {kind}"},
    "the match record has a 'seats' and a 'running' entry per deal": {
        "hu": "a meccs naplójában minden partihoz egy 'seats' és egy 'running' bejegyzés tartozik",
        "sl": "zapis tekme ima za vsako igro en vnos 'seats' in en vnos 'running'"},
    "malformed match record: {kind}: {detail}": {
        "hu": "hibás meccsnapló: {kind}: {detail}",
        "sl": "napačno oblikovan zapis tekme: {kind}: {detail}"},
    "the match record's 'variant' is not a dict of options": {
        "hu": "a meccs naplójában a 'variant' kulcs nem az opciók szótára",
        "sl": "'variant' v zapisu tekme ni slovar možnosti"},
    "the match record's variant is not every option of {game} by name: {options}": {
        "hu": "a meccs naplójában a variant nem a(z) {game} minden opciója név szerint: {options}",
        "sl": "'variant' v zapisu tekme ni vseh možnosti igre {game} po imenih: {options}"},
    "the match record's sheet has options a {game} sheet does not: {names} (it has {known})": {
        "hu": "a meccs naplójában az eredménylapnak olyan opciói vannak, amilyenek a(z) {game} "
              "eredménylapjának nincsenek: {names} (neki ezek vannak: {known})",
        "sl": "list v zapisu tekme ima možnosti, ki jih list igre {game} nima: {names} (ima {known})"},
    "the match record's options are not {game}'s: {detail}": {
        "hu": "a meccs naplójának opciói nem a(z) {game} opciói: {detail}",
        "sl": "možnosti v zapisu tekme niso možnosti igre {game}: {detail}"},
    "the match record's variant and its sheet disagree on {names}": {
        "hu": "a meccs naplójában a variant és az eredménylap eltér: {names}",
        "sl": "različica (variant) in list v zapisu tekme se razlikujeta v {names}"},
    "the match record's sheet options {names} are not as a sheet takes them ({value})": {
        "hu": "a meccs naplójában az eredménylap opciói ({names}) nem olyanok, ahogy az eredménylap "
              "veszi őket ({value})",
        "sl": "možnosti lista {names} v zapisu tekme niso take, kot jih list sprejme ({value})"},
    "a {game} match record has no škis round and no 'finished'": {
        "hu": "a(z) {game} meccs naplójában nincs škis-kör és 'finished' sem",
        "sl": "zapis tekme igre {game} nima škis kroga in ne 'finished'"},
    "the match record's 'skis_round_called_after' is not a number of deals 0..{n}: {value}": {
        "hu": "a meccs naplójában a 'skis_round_called_after' nem 0..{n} közti partiszám: {value}",
        "sl": "'skis_round_called_after' v zapisu tekme ni število iger 0..{n}: {value}"},
    "the match record's 'finished' is not true or false: {value}": {
        "hu": "a meccs naplójában a 'finished' nem true vagy false: {value}",
        "sl": "'finished' v zapisu tekme ni true ali false: {value}"},
    "deal {k}: {inner}": {
        "hu": "{k}. parti: {inner}",
        "sl": "igra {k}: {inner}"},
    "a deal of {game} in a match of {other}": {
        "hu": "{game} parti egy {other} meccsben",
        "sl": "igra {game} v tekmi {other}"},
    "not the sheet's deal: {inner}": {
        "hu": "nem az eredménylap soron következő partija: {inner}",
        "sl": "ni naslednja igra z lista: {inner}"},
    "it is a deal of {game}": {
        "hu": "ez {game} parti",
        "sl": "to je igra {game}"},
    "its 'variant' is not a dict of options": {
        "hu": "a 'variant' kulcsa nem az opciók szótára",
        "sl": "njen 'variant' ni slovar možnosti"},
    "its variant options are not {game}'s: {detail}": {
        "hu": "a variant opciói nem a(z) {game} opciói: {detail}",
        "sl": "možnosti njene različice niso možnosti igre {game}: {detail}"},
    "it is played with {value}, the match's rules have {other}": {
        "hu": "{value} szabállyal játszották, a meccs szabályai: {other}",
        "sl": "igrana je z {value}, pravila tekme imajo {other}"},
    "it says {value}, the match's rules have {other}": {
        "hu": "ebben {value} áll, a meccs szabályai: {other}",
        "sl": "v njej piše {value}, pravila tekme imajo {other}"},
    "its dealer is seat {seat}, the sheet deals from seat {other}": {
        "hu": "osztója: {seat}. ülés, az eredménylap szerint viszont {other}. ülés oszt",
        "sl": "deli igralec {seat}, po listu deli igralec {other}"},
    "its compulsory klop flag is not the sheet's (SL-B6)": {
        "hu": "a kötelező klop jelzője nem az eredménylapé (SL-B6)",
        "sl": "njena oznaka obveznega klopa ni taka kot na listu (SL-B6)"},
    "it is dealt to {n} seats, the sheet's deal to {other}": {
        "hu": "{n} ülésre osztották, az eredménylap partiját {other} ülésre",
        "sl": "deljena je {n} igralcem, igra z lista {other} igralcem"},
    "it is not over": {
        "hu": "nincs vége",
        "sl": "ni končana"},
    "the players sit {value}, not {other} as recorded": {
        "hu": "a játékosok ülésrendje {value}, nem {other}, ahogy a napló írja",
        "sl": "igralci sedijo {value}, ne {other}, kot piše v zapisu"},
    "the deal is not finished": {
        "hu": "a parti nincs befejezve",
        "sl": "igra ni končana"},
    "the totals after it are {value}, not {other} as recorded": {
        "hu": "utána az összesítés {value}, nem {other}, ahogy a napló írja",
        "sl": "seštevki po njej so {value}, ne {other}, kot piše v zapisu"},
    "the recorded totals {value} differ from the replayed {other}": {
        "hu": "a napló összesítése ({value}) eltér a visszajátszottól ({other})",
        "sl": "seštevki v zapisu {value} se razlikujejo od ponovljenih {other}"},
    "the match ended with its škis round's last deal (SL-R6), but the record says it is not finished": {
        "hu": "a meccs a škis-kör utolsó partijával véget ért (SL-R6), de a napló szerint nincs befejezve",
        "sl": "tekma se je končala z zadnjo igro škis kroga (SL-R6), zapis pa pravi, da ni končana"},
    "the match is finished: nothing more can be recorded": {
        "hu": "a meccsnek vége: több parti nem írható fel",
        "sl": "tekma je končana: ničesar več ni mogoče zapisati"},
    # -- a match left mid-deal (its 'unfinished' deal, 'planned_deals') ---------------------
    "the match record's 'unfinished' is not an object of 'seats' (a list of players) and 'record' (the deal in progress)": {
        "hu": "a meccs naplójában az 'unfinished' nem 'seats' (a játékosok listája) és 'record' "
              "(a folyamatban lévő parti) objektuma",
        "sl": "'unfinished' v zapisu tekme ni objekt s 'seats' (seznam igralcev) in 'record' (igra, ki teče)"},
    "the match record's 'planned_deals' is not a number of deals 1, 2, …: {value}": {
        "hu": "a meccs naplójában a 'planned_deals' nem partiszám (1, 2, …): {value}",
        "sl": "'planned_deals' v zapisu tekme ni število iger 1, 2, …: {value}"},
    "deal {k} (unfinished): {inner}": {
        "hu": "{k}. parti (befejezetlen): {inner}",
        "sl": "igra {k} (nedokončana): {inner}"},
    "the match is finished: it deals no more": {
        "hu": "a meccsnek vége: több partit nem oszt",
        "sl": "tekma je končana: ne deli več iger"},
    "the deal is over: a finished deal is one of 'deals'": {
        "hu": "a partinak vége: a befejezett parti a 'deals' közé tartozik",
        "sl": "igra je končana: končana igra sodi med 'deals'"},
    # -- the API only (building a record), for completeness ------------------------------
    "a match record holds played deals only: the sheet has other rows": {
        "hu": "a meccs naplója csak lejátszott partikat tartalmaz: az eredménylapon más sorok is vannak",
        "sl": "zapis tekme hrani le odigrane igre: list ima tudi druge vrstice"},
    "the unfinished deal: the match is finished, it deals no more": {
        "hu": "a befejezetlen parti: a meccsnek vége, több partit nem oszt",
        "sl": "nedokončana igra: tekma je končana, ne deli več iger"},
    "planned_deals is a number of deals 1, 2, …, not {value}": {
        "hu": "a planned_deals partiszám (1, 2, …), nem ez: {value}",
        "sl": "planned_deals je število iger 1, 2, …, ne {value}"},
    "the unfinished deal is a tarokk.Game, not {kind}": {
        "hu": "a befejezetlen parti tarokk.Game, nem ez: {kind}",
        "sl": "nedokončana igra je tarokk.Game, ne {kind}"},
    "the unfinished deal: not the sheet's next deal in progress: {inner}": {
        "hu": "a befejezetlen parti: nem az eredménylap soron következő, folyamatban lévő partija: {inner}",
        "sl": "nedokončana igra: ni naslednja igra z lista, ki teče: {inner}"},
    "it is over (a finished deal is one of the games)": {
        "hu": "vége van (a befejezett parti a játékok közé tartozik)",
        "sl": "končana je (končana igra sodi med igre)"},
    "the sheet has {n} deals, {other} games were given": {
        "hu": "az eredménylapon {n} parti van, {other} játék adott",
        "sl": "iger na listu: {n}, danih: {other}"},
    "the games give the totals {value}, the sheet has {other}": {
        "hu": "a partik összesítése {value}, az eredménylapé {other}",
        "sl": "igre dajo seštevke {value}, list ima {other}"},
    "seat {seat} is not a player of the match (0..{n})": {
        "hu": "{seat}: nincs ilyen játékos a meccsben (0..{n})",
        "sl": "{seat} ni igralec tekme (0..{n})"},
    "malformed record: 'deal' is an object and 'actions' a list of objects": {
        "hu": "hibás napló: a 'deal' objektum, az 'actions' objektumok listája",
        "sl": "napačno oblikovan zapis: 'deal' je objekt, 'actions' seznam objektov"},
    "seat {seat} is not a seat of the record's deal": {
        "hu": "{seat}: nincs ilyen ülés a napló partijában",
        "sl": "{seat} ni mesto v igri zapisa"},
}


def _same(lang: str, text: str) -> str:
    return text


def _inner(lang: str, text: str) -> str:
    """A fault inside a fault: as a fault, else as an engine's refusal, else as it is."""
    return tell(text, lang) or refusals.tell(text, lang) or text


_KINDS = {"private": {"hu": "titkos", "sl": "zasebna"}, "public": {"hu": "nyilvános", "sl": "javna"}}


def _marked(lang: str, text: str) -> str:
    return _KINDS[text][lang] if text in _KINDS else text


_OPTION_WORDS = {"lacks ": {"hu": "hiányzik: ", "sl": "manjka: "},
                 "unknown ": {"hu": "ismeretlen: ", "sl": "neznano: "}}


def _options(lang: str, text: str) -> str:
    """``lacks a, b; unknown c`` (a record's variant against the game's options)."""
    parts = []
    for part in text.split("; "):
        word = next((w for w in _OPTION_WORDS if part.startswith(w)), None)
        parts.append(part if word is None else _OPTION_WORDS[word][lang] + part[len(word):])
    return "; ".join(parts)


#: Field → (the pattern it matches in the English, how ``lang`` tells the matched text).
_FIELDS: dict[str, tuple[str, Callable[[str, str], str]]] = {
    "inner": (r".+", _inner),
    "marked": (r".+?", _marked),
    "options": (r".+", _options),
    "n": (r"[0-9]+", _same),
    "k": (r"[0-9]+", _same),
    "step": (r"[0-9]+", _same),
}


def _field(name: str) -> tuple[str, Callable[[str, str], str]]:
    return _FIELDS.get(name, (r".+?", _same))


@functools.lru_cache(maxsize=1)
def _patterns() -> list[tuple[re.Pattern[str], str]]:
    """The faults with fields as patterns, those with the most fixed words first: where two
    match (``record lacks {key}``), the more particular one is meant."""
    def fixed_words(english: str) -> int:
        return sum(len(literal) for literal, _, _, _ in string.Formatter().parse(english))

    return [(re.compile(refusals.template_regex(english, lambda field: _field(field)[0])[0], re.DOTALL), english)
            for english in sorted(FAULTS, key=fixed_words, reverse=True)]


def tell(message: str, lang: str) -> Optional[str]:
    """A record's fault (the English text of the ``InvalidInputError`` that
    :mod:`tarokk.records` or the command line raised) in ``lang`` (``hu``, ``sl``), or
    ``None`` for English, another language, or a fault :data:`FAULTS` does not know."""
    if lang not in ("hu", "sl"):
        return None
    for pattern, english in _patterns():
        m = pattern.fullmatch(message)
        if m is not None:
            fields = {k: _field(k)[1](lang, v) for k, v in m.groupdict().items()}
            return FAULTS[english][lang].format(**fields)
    return None
