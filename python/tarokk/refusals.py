"""The engines' refusals in Hungarian and Slovenian: what ``tarokk play --lang hu`` (or
``sl``) tells a player who types an action that is not legal now.

The engines refuse in English (``docs/protocol.md``, "Refusals"): an
:class:`~tarokk.IllegalActionError`'s text is ``"<name> is not legal: <why> (<rule>)"``,
or one of a few whole sentences (``"no such action id: 999"``, ``"the deal is over"``,
``"it is seat 1's turn, not seat 2's"``, ``"seat 3 sits out this deal (JK-D1)"``).
:func:`tell` says such a text in ``hu`` or ``sl``: the action's name as the caller tells it,
the why from :data:`WHYS`, the rule id as it is.

``WHYS`` maps each English why (and each whole sentence) the three engines give to its
Hungarian and Slovenian, as ``str.format`` templates: a ``{field}`` is a part that varies
(``{card}``: a card in ASCII, ``{n}``: a number, ``{seat}``, ``{current}``: a seat,
``{phase}``, ``{level}``: a Jókai bid, ``{item}``: a Jókai figure or ``the game``,
``{pair}``: a Jókai skart pair, ``{step}``: a kontra ladder's step), told in the language where the command line has the word
(the cards' names, ``clitexts``' seats, phases and settlement items, the games' level
names), else as it is. Every why reaches both languages, also those of a game that does
not speak one (as ``clitexts.TEXTS`` has every key in every language). The words are the
rules' and ``clitexts``': Hungarian *skart*, *honőr*, *felvevő*, *ellenpárt*, *párt*,
*licit*, *tartom*, *invit*, *ráütés*; Slovenian *založiti*, *igralec*, *nasprotniki*,
*štih*, *naprej*, *trula* (the Hungarian honours), *kupček*.

A why the table does not know: :func:`tell` gives ``None``, and the caller shows the
English (``tests/test_cli_refusals.py`` fails on a refusal of random deals of any preset
that the table does not know).
"""

from __future__ import annotations

import functools
import re
import string
from typing import Callable, Optional

from . import _core
from .cards import Style
from .clitexts import TEXTS, item_name, seat
from .errors import TarokkError
from .jokai.texts import CONTRACT_NAMES as JOKAI_LEVELS, FIGURES as JOKAI_FIGURES

__all__ = ["WHYS", "FRAME", "FIELDS", "tell", "why"]

#: The frame of a refused action: its name (as the caller tells it) and the why.
FRAME = {"hu": "„{name}” nem szabályos: {why}", "sl": "»{name}« ni dovoljeno: {why}"}

#: The English why (or whole sentence) → its Hungarian and Slovenian.
WHYS: dict[str, dict[str, str]] = {
    # -- every game: whole sentences (no action named) -----------------------------
    "no such action id: {n}": {
        "hu": "nincs ilyen azonosítójú lépés: {n}",
        "sl": "ni poteze s to številko: {n}"},
    "the deal is over": {
        "hu": "a partinak vége",
        "sl": "igre je konec"},
    "it is seat {current}'s turn, not seat {seat}'s": {
        "hu": "{current} következik, nem {seat}",
        "sl": "na vrsti je {current}, ne {seat}"},
    "seat {seat} sits out this deal": {
        "hu": "{seat} ebben a partiban kimarad",
        "sl": "{seat} v tej igri ne igra"},
    # -- every game: the card play (the trick rules) and the phases -------------------
    "card not in hand": {
        "hu": "ez a lap nincs a kezedben",
        "sl": "te karte nimaš v roki"},
    "must follow hearts": {
        "hu": "kőrt kell adnod",
        "sl": "moraš igrati srce"},
    "must follow diamonds": {
        "hu": "kárót kell adnod",
        "sl": "moraš igrati karo"},
    "must follow clubs": {
        "hu": "treffet kell adnod",
        "sl": "moraš igrati križ"},
    "must follow spades": {
        "hu": "pikket kell adnod",
        "sl": "moraš igrati pik"},
    "must follow trumps": {
        "hu": "tarokkra tarokkot kell adnod",
        "sl": "na taroka moraš igrati taroka"},
    "must play a trump": {
        "hu": "a kijátszott színből nincs lapod, ezért tarokkot kell adnod",
        "sl": "te barve nimaš, zato moraš igrati taroka"},
    "must overtake": {
        "hu": "felül kell ütnöd",
        "sl": "moraš igrati karto, ki pobere štih"},
    "the pagat may not be played now": {
        "hu": "a pagátot most nem teheted ki",
        "sl": "pagata zdaj ne smeš igrati"},
    "must keep the announced ultimo card": {
        "hu": "a bemondott ultimó lapját meg kell tartanod az utolsó ütésre",
        "sl": "karto napovedanega ultima moraš obdržati za zadnji štih"},
    "not legal now": {
        "hu": "most nem szabályos",
        "sl": "zdaj ni dovoljeno"},
    "not possible in the {phase} phase": {
        "hu": "ebben a szakaszban ({phase}) ez nem lehetséges",
        "sl": "v fazi »{phase}« to ni mogoče"},
    # -- Slovenian tarok ------------------------------------------------------------
    "in this contract the talon is split into {n} sets": {
        "hu": "ebben a játékban a talon {n} részre oszlik",
        "sl": "v tej igri ima talon le toliko kupov: {n}"},
    "no such contract in this variant": {
        "hu": "ilyen játék ebben a változatban nincs",
        "sl": "te igre v tej različici ni"},
    "klop is chosen only by the forehand when all others pass": {
        "hu": "klopot csak az előkéz választhat, ha mindenki más passzolt",
        "sl": "klop lahko izbere le igralec, ki začne, če so vsi drugi rekli naprej"},
    "in a compulsory klop round the lowest bid is solo without": {
        "hu": "kötelező klop körben a legkisebb licit a solo brez",
        "sl": "pri obveznem klopu je najnižja igra, ki jo lahko licitiraš, solo brez"},
    "the declarer may raise his contract, not lower it": {
        "hu": "a felvevő emelheti a játékát, de nem csökkentheti",
        "sl": "igralec lahko igro zviša, ne pa zniža"},
    "a bid must be higher than the current one, or equal to a bid of a player with lower priority": {
        "hu": "a licitnek magasabbnak kell lennie az eddiginél, vagy egyenlőnek egy kisebb elsőbbségű játékos "
              "licitjével",
        "sl": "licitirati moraš višje od dosedanje igre ali enako kot igralec z nižjo prednostjo"},
    "the forehand holds three from the start: bid two or higher": {
        "hu": "a hármat az előkéz eleve tartja: kettőt vagy magasabbat licitálj",
        "sl": "tri ima začetni igralec že od začetka: licitiraj dva ali več"},
    "a queen may be called only by a declarer who holds all four kings": {
        "hu": "dámát csak az a felvevő hívhat, akinél mind a négy király van",
        "sl": "damo lahko kliče le igralec, ki ima vse štiri kralje"},
    "the declarer calls a king now, by its call": {
        "hu": "most a felvevő királyt hív: válaszd a hívást",
        "sl": "zdaj igralec kliče kralja: izberi klic, npr. »kličem pikovega kralja«"},
    "kings and trula may not be discarded": {
        "hu": "királyt és honőrt (skíz, XXI, pagát) nem lehet skartolni",
        "sl": "kraljev in trule ne smeš založiti"},
    "no bonuses are announced in this contract": {
        "hu": "ebben a játékban nincsenek bemondások",
        "sl": "v tej igri ni napovedi"},
    "each bonus is announced once, and it has been": {
        "hu": "minden bemondás csak egyszer hangozhat el, és ez már elhangzott",
        "sl": "vsaka napoved je mogoča le enkrat in ta je že napovedana"},
    "king ultimo is not played in this variant": {
        "hu": "király ultimó ebben a változatban nincs",
        "sl": "v tej različici se kralj ultimo ne igra"},
    "only the declarer side announces king ultimo, and only when a king was called": {
        "hu": "király ultimót csak a felvevő oldal mondhat be, és csak királyhívásnál",
        "sl": "kralj ultimo lahko napovejo le igralci in le, če je bil klican kralj"},
    "that bonus has not been announced": {
        "hu": "ezt senki sem mondta be",
        "sl": "tega ni nihče napovedal"},
    "mordkontra is the last level": {
        "hu": "a mordkontra az utolsó fokozat",
        "sl": "mordkontra je zadnja stopnja"},
    "kontra is given only against the other side, and only when that side is known": {
        "hu": "kontrát csak a másik oldal ellen lehet mondani, és csak ha tudod, ki az",
        "sl": "kontro daš le nasprotni strani in le, če veš, kdo je to"},
    # -- Jókai-hármas ---------------------------------------------------------------
    "a bid must be higher than {level}": {
        "hu": "a licitnek magasabbnak kell lennie az eddiginél ({level})",
        "sl": "licitirati moraš višje od dosedanje igre ({level})"},
    "the pair in view is the {pair} pair": {
        "hu": "most {pair} pár látható",
        "sl": "zdaj je na ogled {pair} par"},
    "at view 5 the declarer must take the pair in view": {
        "hu": "az 5. nézésnél fel kell venned a látható párt",
        "sl": "pri 5. ogledu moraš vzeti par, ki ga gledaš"},
    "card not in the declarer's hand": {
        "hu": "ez a lap nincs a kezedben",
        "sl": "te karte nimaš v roki"},
    "a card worth 5 points (king, skíz, XXI, pagát) may not be discarded": {
        "hu": "5 pontos lapot (királyt, skízt, XXI-est, pagátot) nem lehet letenni",
        "sl": "karte, vredne 5 točk (kralja, škisa, monda, pagata), ne smeš založiti"},
    "{item} was announced with pagát ultimó, which obliges it": {
        "hu": "{item} már be van mondva: a pagát ultimó bemondása kötelezővé tette",
        "sl": "to je že napovedano s pagatom ultimo, ki to zahteva: {item}"},
    "{item} was already announced": {
        "hu": "{item} már be van mondva",
        "sl": "to je že napovedano: {item}"},
    "a count of 9 or fewer tarokks cannot be announced on its own": {
        "hu": "9 vagy kevesebb tarokkot önmagában nem lehet bemondani",
        "sl": "števila 9 ali manj tarokov ni mogoče napovedati samega zase"},
    "pagát ultimó needs the pagát in the declarer's hand": {
        "hu": "pagát ultimót csak akkor mondhatsz be, ha nálad van a pagát",
        "sl": "pagat ultimo lahko napoveš le, če imaš pagata v roki"},
    "the declarer holds the XXI and may not announce capturing it": {
        "hu": "nálad van a XXI, ezért XXI fogást nem mondhatsz be",
        "sl": "XXI imaš sam, zato ne smeš napovedati, da ga boš ujel"},
    "the declarer holds the pagát and may not announce capturing it": {
        "hu": "nálad van a pagát, ezért pagát fogást nem mondhatsz be",
        "sl": "pagata imaš sam, zato ne smeš napovedati, da ga boš ujel"},
    "only the opponents say kontra": {
        "hu": "kontrát csak az ellenpárt mondhat",
        "sl": "kontro dajo le nasprotniki"},
    "only the declarer announces, before the kontras": {
        "hu": "bemondást csak a felvevő tehet, a kontrák előtt",
        "sl": "napoveduje le igralec, pred kontrami"},
    "{item} was not announced": {
        "hu": "{item} nincs bemondva",
        "sl": "tega ni nihče napovedal: {item}"},
    "{item} was already kontra'd": {
        "hu": "{item} már meg van kontrázva",
        "sl": "na to je kontra že dana: {item}"},
    "only the declarer says rekontra, after the kontras": {
        "hu": "rekontrát csak a felvevő mondhat, a kontrák után",
        "sl": "rekontro da le igralec, po kontrah"},
    "nobody said kontra to {item}": {
        "hu": "{item} nincs megkontrázva",
        "sl": "na to ni nihče dal kontre: {item}"},
    "{item} was already rekontra'd": {
        "hu": "{item} már meg van rekontrázva",
        "sl": "na to je rekontra že dana: {item}"},
    # -- Paskievics -----------------------------------------------------------------
    "knock (ráütés) or cut": {
        "hu": "most ráütsz vagy emelsz",
        "sl": "zdaj potrkaš ali dvigneš"},
    "that packet has been taken": {
        "hu": "azt a csomagot már elvitték",
        "sl": "ta kupček je že vzet"},
    "take a packet still on the table": {
        "hu": "most egy szabad csomagot választasz",
        "sl": "zdaj izbereš prost kupček"},
    "only a player without tarokks, or with the XXI alone, may annul, before discarding": {
        "hu": "csak az jelentheti be, hogy nincs játék, akinek nincs tarokkja, vagy csak a XXI a tarokkja, "
              "és csak a skartolás előtt",
        "sl": "igro lahko razveljavi le igralec brez tarokov ali le z XXI, pred zalaganjem"},
    "honours and kings may not be discarded": {
        "hu": "honőrt és királyt nem lehet skartolni",
        "sl": "trule (škis, XXI, pagat) in kraljev ne smeš založiti"},
    "discard {n} more {noun} (no honours, no kings)": {
        "hu": "még {n} lapot kell skartolnod (honőrt és királyt nem)",
        "sl": "toliko kart moraš še založiti: {n} (brez trule in kraljev)"},
    "with no talon cards, annul or play on": {
        "hu": "nem kaptál lapot a talonból: jelentsd be, hogy nincs játék, vagy passzolj, és játssz tovább",
        "sl": "iz talona nisi dobil nič, zato igro razveljavi ali nadaljuj"},
    "a tarokk count is said once, and only the true count of 8 or 9 tarokks in hand": {
        "hu": "a tarokkszámot csak egyszer lehet bemondani, és csak a ténylegeset, ha 8 vagy 9 tarokk van a kezedben",
        "sl": "število tarokov se napove enkrat, in le pravo: 8 ali 9 tarokov v roki"},
    "only the declarer calls, once, at his first turn": {
        "hu": "csak a felvevő hív, egyszer, amikor először sorra kerül",
        "sl": "kliče le igralec, enkrat, ko je prvič na vrsti"},
    "only the tarokks II–XX may be called, never an honour": {
        "hu": "csak a II–XX tarokkok hívhatók, honőr soha",
        "sl": "klicati je mogoče le taroke od II do XX, nikoli karte iz trule"},
    "the call is the XX, or, holding it, the highest tarokk below it that you lack; an invited card (PK-H3) "
    "and, once a discarded tarokk was announced, any tarokk (PK-H4) may be called too": {
        "hu": "a XX-ast kell hívni, vagy ha az nálad van, az alatta lévő legmagasabb tarokkot, amely nincs "
              "nálad; hívható még az a tarokk, amelyre invitet kaptál (PK-H3), és bármelyik tarokk, ha valaki "
              "tarokkot fektetett a skartba (PK-H4)",
        "sl": "kliči XX ali, če ga imaš, najvišjega taroka pod njim, ki ga nimaš; klicati smeš tudi "
              "povabljeno karto (PK-H3) in, ko je bil javljen založen tarok, katerega koli taroka (PK-H4)"},
    "the declarer first calls his partner (only his tarokk count may come before)": {
        "hu": "a felvevő először a partnerét hívja (előtte csak a tarokkszámát mondhatja be)",
        "sl": "igralec najprej pokliče soigralca (pred tem lahko napove le število tarokov)"},
    "having invited with the pagát as your only honour, you must announce pagát ultimó": {
        "hu": "mivel a pagáttal mint egyetlen honőröddel inviteltél, pagát ultimót kell bemondanod",
        "sl": "ker si vabil s pagatom kot edino karto iz trule, moraš napovedati pagat ultimo"},
    "each figure is announced once, and it has been": {
        "hu": "minden figurát csak egyszer lehet bemondani, és ezt már bemondták",
        "sl": "vsaka figura se napove le enkrat in ta je že napovedana"},
    "the game is kontra'd after the call": {
        "hu": "a játékot csak a hívás után lehet megkontrázni",
        "sl": "na igro se da kontra šele po klicu"},
    "that figure has not been announced": {
        "hu": "ezt a figurát senki sem mondta be",
        "sl": "tega ni nihče napovedal"},
    "the next step is {step}": {
        "hu": "a következő fokozat a {step}",
        "sl": "naslednja stopnja je {step}"},
    "mordkontra is the last step": {
        "hu": "a mordkontra az utolsó fokozat",
        "sl": "mordkontra je zadnja stopnja"},
    "you do not know the side of the item's announcer": {
        "hu": "nem tudod, melyik párthoz tartozik, aki bemondta",
        "sl": "ne veš, na kateri strani je tisti, ki je to napovedal"},
    "the next step belongs to the other party": {
        "hu": "a következő fokozatot a másik párt mondhatja",
        "sl": "naslednja stopnja pripada drugi strani"},
    "not an announcement": {
        "hu": "ez nem bemondás",
        "sl": "to ni napoved"},
    "play a card": {
        "hu": "tegyél egy lapot",
        "sl": "igraj karto"},
    "show your tarokk count, or pass": {
        "hu": "mondd be a tarokkszámodat, vagy passzolj",
        "sl": "pokaži število tarokov ali reci naprej"},
    "the opener of three must hold a two or raise, unless he holds skíz or XXI with the XX": {
        "hu": "aki hármassal nyitott, annak tartania kell a kettest, vagy feljebb kell licitálnia, hacsak nincs "
              "nála a skíz vagy a XXI a XX-assal együtt",
        "sl": "kdor je odprl s tri, mora držati dva ali licitirati višje, razen če ima škis ali XXI skupaj z XX"},
    "an opener of two or one may pass only as an invitation: an honour and the invited card": {
        "hu": "aki kettessel vagy egyessel nyitott, csak invitként passzolhat: ehhez honőr és az a tarokk kell, "
              "amelyre invitel",
        "sl": "kdor je odprl z dva ali ena, sme reči naprej le kot povabilo: imeti mora karto iz trule in "
              "povabljeno karto"},
    "a bidder holding skíz or XXI without the XX must hold a one": {
        "hu": "aki licitált, és nála van a skíz vagy a XXI a XX nélkül, annak tartania kell az egyest",
        "sl": "kdor je licitiral in ima škis ali XXI brez XX, mora držati ena"},
    "there is no bid to hold": {
        "hu": "nincs tartható licit",
        "sl": "ni licitacije, ki bi jo lahko držal"},
    "only a player who spoke earlier in the first round may hold": {
        "hu": "csak az tarthat, aki az első körben a licitáló előtt szólt",
        "sl": "držati sme le igralec, ki je v prvem krogu govoril prej"},
    "only a player holding an honour may bid": {
        "hu": "licitálni csak honőrrel lehet",
        "sl": "licitira lahko le igralec s karto iz trule"},
    "a bid must be higher than the current one": {
        "hu": "a licitnek magasabbnak kell lennie az eddiginél",
        "sl": "licitirati moraš višje od dosedanje igre"},
    "a bid must be higher than the current one; to keep it, hold": {
        "hu": "a licitnek magasabbnak kell lennie az eddiginél; ha tartani akarod: tartom",
        "sl": "licitirati moraš višje od dosedanje igre; da jo obdržiš: tartom"},
    "only a player holding an honour may bid, unless the three others passed": {
        "hu": "licitálni csak honőrrel lehet, kivéve, ha a másik három passzolt",
        "sl": "licitira lahko le igralec s karto iz trule, razen če so vsi trije drugi rekli naprej"},
    "this jump invites the {card}: it needs an honour and the {card} in hand": {
        "hu": "ez az ugrás invit a {card} tarokkra: honőr és a {card} kell hozzá a kezedben",
        "sl": "ta skok povabi {card}: zanj potrebuješ karto iz trule in {card} v roki"},
    "a player passes or bids": {
        "hu": "most passzolni vagy licitálni lehet",
        "sl": "zdaj lahko le licitiraš ali rečeš naprej"},
}


# -- the fields: what each matches in the English, and how each language tells it -----
def _hu_article(word: str) -> str:
    """``a`` or ``az`` before ``word`` (Hungarian: ``az`` before a vowel)."""
    return "az" if word[:1].lower() in "aáeéiíoóöőuúüű" else "a"


def _card(lang: str, text: str) -> str:
    style: Style = "hu" if lang == "hu" else "sl"
    try:
        return _core.format_card(_core.parse_card(text), style)
    except TarokkError:
        return text


def _seat(lang: str, text: str) -> str:
    return seat(lang, int(text))


def _phase(lang: str, text: str) -> str:
    return TEXTS[lang].get("phase." + text, text)


def _level(lang: str, text: str) -> str:
    # The Jókai levels keep their Hungarian names in Slovenian too (as clitexts' sl does).
    return next((hu for en, hu in JOKAI_LEVELS if en == text), text)


def _item(lang: str, text: str) -> str:
    name = item_name(lang, "game" if text == "the game" else text)
    return f"{_hu_article(name)} {name}" if lang == "hu" else name


_PAIRS = {"top": {"hu": "a felső", "sl": "zgornji"}, "middle": {"hu": "a középső", "sl": "srednji"},
          "bottom": {"hu": "az alsó", "sl": "spodnji"}}


def _pair(lang: str, text: str) -> str:
    return _PAIRS[text][lang]


def _same(lang: str, text: str) -> str:
    return text


#: Field → (the pattern it matches in the English, how ``lang`` tells the matched text).
FIELDS: dict[str, tuple[str, Callable[[str, str], str]]] = {
    "card": (r"[^\s:;,()]+", _card),
    "n": (r"[0-9]+", _same),
    "noun": ("cards?", _same),  # "card" after 1, else "cards": the translations need neither
    "seat": (r"[0-9]+", _seat),
    "current": (r"[0-9]+", _seat),
    "phase": (r"[a-z]+", _phase),
    "level": ("|".join(re.escape(en) for en, _ in JOKAI_LEVELS), _level),
    "item": ("|".join(re.escape(f) for f in ("the game",) + JOKAI_FIGURES), _item),
    "pair": ("|".join(_PAIRS), _pair),
    # A kontra ladder's step: the same word in every language of the games that have it.
    "step": ("kontra|rekontra|subkontra|szubkontra|hirskontra|mordkontra", _same),
}


def template_regex(template: str, field_pattern: Callable[[str], str]) -> tuple[str, set[str]]:
    """A ``str.format`` template as a regular expression matching the texts it makes: its
    words as they are, each ``{field}`` a named group of ``field_pattern(field)`` (a field
    named twice must match the same text twice); and the fields it has. Shared with
    :mod:`tarokk.recordfaults`."""
    regex, seen = "", set()
    for literal, field, _, _ in string.Formatter().parse(template):
        regex += re.escape(literal)
        if field is not None:
            regex += f"(?P={field})" if field in seen else f"(?P<{field}>{field_pattern(field)})"
            seen.add(field)
    return regex, seen


@functools.lru_cache(maxsize=4)
def _patterns(whys: tuple[str, ...]) -> list[tuple[re.Pattern[str], str]]:
    """The English whys with fields as patterns (the others are looked up as they are)."""
    patterns: list[tuple[re.Pattern[str], str]] = []
    for english in whys:
        regex, fields = template_regex(english, lambda field: FIELDS[field][0])
        if fields:
            patterns.append((re.compile(regex), english))
    return patterns


def why(english: str, lang: str) -> Optional[str]:
    """The English ``why`` of a refusal (or a whole sentence) in ``lang`` (``hu``, ``sl``),
    or ``None`` when :data:`WHYS` does not know it."""
    if lang not in FRAME:
        return None
    if english in WHYS and "{" not in english:
        return WHYS[english][lang]
    for pattern, template in _patterns(tuple(WHYS)):
        m = pattern.fullmatch(english)
        if m is not None:
            fields = {k: FIELDS[k][1](lang, v) for k, v in m.groupdict().items()}
            return WHYS[template][lang].format(**fields)
    return None


#: A rule id at the end of a refusal: ``" (SL-P2)"``.
_RULE = re.compile(r" \(([A-Z]{2}-[A-Z]+[0-9]*)\)\Z")


def tell(message: str, lang: str, name: Optional[str] = None) -> Optional[str]:
    """An engine's refusal ``message`` (an ``IllegalActionError``'s text) in ``lang``:
    ``"<name> is not legal: <why> (<rule>)"`` as ``FRAME[lang]`` with the why translated,
    ``name`` (the action as the caller tells it; default: the English name) and the rule id
    kept; a whole sentence translated, its rule id kept. ``None`` for English, another
    language, or a why :data:`WHYS` does not know: the caller shows the English."""
    if lang not in FRAME:
        return None
    m = _RULE.search(message)
    body, rule = (message[:m.start()], f" ({m.group(1)})") if m else (message, "")
    english, sep, reason = body.partition(" is not legal: ")
    if not sep:
        told = why(body, lang)
        return None if told is None else told + rule
    told = why(reason, lang)
    if told is None:
        return None
    return FRAME[lang].format(name=english if name is None else name, why=told) + rule
