"""Rules found from real chatbot prompts (bench/privacy/oasst_prompts.jsonl, tuning half), each
checked here on sentences written for these tests, with the real models.

- A town with its US state and ZIP code is one address: the code does not go up beside it.
- A Latin "person" of capitalised and lower-case words (a sentence in another language) is no
  name; name particles ("van", "de la") and names typed in lower case are kept.
- Religious and mythological figures, galaxies, and well-known products pass as public.
"""

from __future__ import annotations

import pytest

from app.core.privacy import ner
from app.core.privacy.classifier import classify
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
