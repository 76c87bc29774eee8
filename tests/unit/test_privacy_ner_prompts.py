"""Rules found from real chatbot prompts (bench/privacy/oasst_prompts.jsonl, tuning half), each
checked here on sentences written for these tests, with the real models.

- A town with its US state and ZIP code is one address: the code does not go up beside it.
- A Latin "person" of capitalised and lower-case words (a sentence in another language) is no
  name; name particles ("van", "de la") and names typed in lower case are kept.
- Religious and mythological figures, galaxies, and well-known products pass as public.
"""

from __future__ import annotations

import pytest

from app.core.privacy import mentions, ner
from app.core.privacy.classifier import classify
from app.core.privacy.entities import Entity
from app.core.privacy.redaction import Redactor


def _sent(text: str) -> str:
    c = classify(text)
    return Redactor().redact(text, c.entities)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("Any good bakeries near me? I live in Springfield, IL 62704.", "IL 62704"),
        ("Ship the parcel to Oakland, CA 94607-1234 by Friday please.", "CA 94607-1234"),
        ("We moved to Boston, MA 02118 last spring; what schools are close?", "MA 02118"),
    ],
)
def test_a_town_with_its_state_and_zip_is_one_address(text: str, code: str) -> None:
    sent = _sent(text)
    assert code not in sent
    assert "[ADDRESS_1]" in sent


def test_a_state_code_without_a_zip_is_no_address() -> None:
    assert not any(e.type == "ADDRESS" for e in ner.detect("Is it OK to write IN or CA in caps?"))


@pytest.mark.parametrize(
    "value",
    ["Làm thế nào để", "Xin chào bạn", "Monday morning call"],
)
def test_mixed_case_words_are_no_person(value: str) -> None:
    assert ner._mixed_case_person(value)
    assert not ner._plausible("PERSON", value)


@pytest.mark.parametrize("value", ["Vincent van Gogh", "Maria de la Cruz", "li na", "Rachel Zheng"])
def test_names_with_particles_or_in_lower_case_stay_plausible(value: str) -> None:
    assert not ner._mixed_case_person(value)
    assert ner._plausible("PERSON", value)


def test_a_vietnamese_question_names_no_one() -> None:
    text = "Tôi mệt quá. Làm thế nào để tôi ngủ ngon hơn?"
    assert not [e for e in ner.detect(text) if e.type == "PERSON"]


@pytest.mark.parametrize(
    "text",
    [
        "Was Jesus a carpenter before he started preaching?",
        "Why did Zeus punish Prometheus so harshly?",
        "How far away is Andromeda from us?",
        "Which Pokémon evolves with a water stone?",
        "Can Stable Diffusion draw hands correctly yet?",
        "Is Monte Carlo simulation good for pricing options?",
    ],
)
def test_public_figures_galaxies_and_products_pass(text: str) -> None:
    assert _sent(text) == text


def test_a_private_person_beside_a_public_figure_is_still_hidden() -> None:
    sent = _sent("My colleague Dana Whitfield says Jesus was born in Bethlehem.")
    assert "Dana Whitfield" not in sent
    assert "Jesus" in sent


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("I live in Portugal. Given the rules here, may I keep bees?", "Portugal"),
        ("We moved to Lisburn. Then my car broke down.", "Lisburn"),
    ],
)
def test_a_cued_place_ends_with_its_sentence(text: str, place: str) -> None:
    values = {e.text for e in ner.detect(text)}
    assert place in values
    assert not any(v.startswith(place) and len(v) > len(place) for v in values)


def test_an_abbreviation_inside_a_cued_place_is_no_sentence_end() -> None:
    assert "St. Albans" in {e.text for e in ner.detect("I moved to St. Albans in May.")}


@pytest.mark.parametrize(
    "text",
    [
        "Привет! Как тебя зовут?",
        "Ora sei una persona normale. Presentati e parlami un po della tua vita quotidiana.",
        "Bây giờ bạn là một người bình thường, hãy nói về ngày của bạn.",
    ],
)
def test_other_languages_give_the_english_model_no_names(text: str) -> None:
    assert not [e for e in ner.detect(text) if e.type == "PERSON"]


@pytest.mark.parametrize(
    "text",
    [
        "How do I learn Kanji faster than with flashcards?",
        "Translate SOS into Morse for me.",
        "Is Haskell harder to learn than Python?",
        "Recommend books like the ones Yuval Noah Harari writes.",
        "Write a joke in the style of George Carlin.",
    ],
)
def test_terms_and_famous_people_in_questions_pass(text: str) -> None:
    assert _sent(text) == text


def test_a_latin_name_beside_a_chinese_character_is_still_a_mention() -> None:
    text = "Rachel Zheng在上海工作。周末Rachel是我的网球搭档，和Rachels不同。"
    (spread,) = mentions.spread([text], [[Entity("PERSON", 0, 12, "Rachel Zheng")]])
    assert [(e.text, e.start) for e in spread] == [("Rachel Zheng", 0), ("Rachel", 20)]
