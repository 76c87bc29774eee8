"""The recogniser's rules on top of the models (docs/ARCHITECTURE.md §5.1), with the real models.

Each case fails without its rule: a foreign club in sports news is an organisation, not a
person; an unsure Chinese "person" with no surname and no foreign name is dropped; a Latin
first name inside Chinese text is a person; in English, a first name or a title after a verb
or preposition that takes a person, an organisation's kind after capitalised words, and the
place after "works at" / "lives in". Sentences written for these tests.
"""

from __future__ import annotations

import pytest

from app.core.privacy import ner


def _found(text: str) -> set[tuple[str, str]]:
    return {(e.type, e.text) for e in ner.detect(text)}


@pytest.mark.parametrize(
    ("text", "club"),
    [
        ("周日的联赛中，主队在主场以2比1击败了费耶诺德。", "费耶诺德"),
        ("本轮西甲，瓦拉多利德客场挑战马洛卡。", "瓦拉多利德"),
    ],
)
def test_a_foreign_club_in_sports_news_is_an_organisation(text: str, club: str) -> None:
    found = _found(text)
    assert ("ORGANIZATION", club) in found
    assert ("PERSON", club) not in found


def test_a_player_named_in_sports_news_stays_a_person() -> None:
    assert ("PERSON", "坎贝尔") in _found("主力中卫坎贝尔本场因伤缺阵，球队主场迎战波尔多。")


def test_a_foreign_name_outside_sports_stays_a_person() -> None:
    assert ner._zh_team("瓦拉多利德昨天来到上海。", 0, 5) is False


def test_an_unsure_person_with_no_surname_is_dropped() -> None:
    text = "凯比值错位排列，说明看好主队。"
    assert not [e for e in ner.detect(text) if e.type == "PERSON"]


def test_an_unsure_person_with_a_title_is_kept() -> None:
    assert ("PERSON", "桥本") in _found("桥本还表示，日本将通过尽快改革。")


def test_lac_margin_is_lower_for_a_guess_than_for_a_plain_name() -> None:
    zh = ner._model("zh")

    def margin(s: str, a: int, b: int) -> float:
        import numpy as np

        em = zh.session.run(None, {"token_ids": zh._ids(s)[None], "length": np.array([len(s)])})
        em = em[0][0].astype(np.float32)
        path = zh._viterbi([em])[0]
        return float(zh._margin(em, path, a, b))

    assert margin("张伟明天去北京开会。", 0, 2) > margin("凯比值错位排列，说明看好主队。", 0, 3)


@pytest.mark.parametrize(
    ("text", "name"),
    [("制片人Steven表示，续集明年开拍。", "Steven"), ("我和Maria在上海见面。", "Maria")],
)
def test_a_latin_first_name_in_chinese_text_is_a_person(text: str, name: str) -> None:
    assert ("PERSON", name) in _found(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Translate this for Johnny Bay.", "Johnny Bay"),
        ("please forward the invoice to Dolores", "Dolores"),
        ("Can you remind Prof Okonkwo-Reyes about Friday?", "Okonkwo-Reyes"),
        (
            "Write a thank-you note from Kieślowski's team to Bartholomew Kowalczyk.",
            "Bartholomew Kowalczyk",
        ),
    ],
)
def test_a_name_after_a_cue_is_a_person(text: str, name: str) -> None:
    assert ("PERSON", name) in _found(text)


def test_a_cued_name_stops_before_i() -> None:
    assert ("PERSON", "Brown") in _found("tell Mr Brown I am late")
    assert ("PERSON", "Brown I") not in _found("tell Mr Brown I am late")


@pytest.mark.parametrize(
    "text",
    [
        "Write a poem for China and for Paris.",
        "How do vaccines work?",
        "Thanks for the help, it works with Python.",
        "Send it to May or June, whichever is quieter.",
        "Port the model from Python to Julia.",
    ],
)
def test_cue_words_before_places_months_and_words_find_no_person(text: str) -> None:
    assert not [e for e in ner.detect(text) if e.type == "PERSON"]


@pytest.mark.parametrize(
    ("text", "org"),
    [
        ("she is at Orrin Software now", "Orrin Software"),
        ("Rachel is a clerk at Quillfeather & Sons Ltd in the city.", "Quillfeather & Sons Ltd"),
    ],
)
def test_an_organisation_kind_after_capitalised_words_is_an_organisation(
    text: str, org: str
) -> None:
    assert ("ORGANIZATION", org) in _found(text)


def test_works_at_and_lives_in_name_an_organisation_and_a_place() -> None:
    found = _found("these days she works at Zentrix and lives in Millbrook")
    assert ("ORGANIZATION", "Zentrix") in found
    assert ("ADDRESS", "Millbrook") in found


def test_census_first_names_come_from_the_names_package() -> None:
    given = ner._given_names()
    assert {"Johnny", "Dolores", "Ignacio"} <= given
    assert not {"May", "June", "China", "Paris", "Will", "Julia"} & given


def test_a_two_character_organisation_counts_and_a_common_noun_does_not() -> None:
    assert ("ORGANIZATION", "华信") in _found("我在华信工作了三年。")
    assert not [e for e in ner.detect("帮我查一下快递到哪了。") if e.type == "ORGANIZATION"]


def test_a_big_bank_abbreviation_is_well_known() -> None:
    assert ner.is_well_known("工行") and ner.is_well_known("招行")


@pytest.mark.parametrize(
    ("text", "org"),
    [
        ("办理手续要到市国土资源和房屋管理局。", "市国土资源和房屋管理局"),
        ("3户涉嫌违规被市住房保障办取消资格。", "市住房保障办"),
        ("中国房地产及住宅研究会的副会长认为房价会涨。", "中国房地产及住宅研究会"),
    ],
)
def test_a_run_of_words_ending_in_an_organisation_kind_is_one_organisation(
    text: str, org: str
) -> None:
    assert ("ORGANIZATION", org) in _found(text)


def test_an_organisation_run_stops_at_common_words_and_between_two_organisations() -> None:
    assert not ner.detect("我的信用卡中心电话是多少？")
    assert not [e for e in ner.detect("这份报告全部看完了。") if e.type == "ORGANIZATION"]


def test_an_apostrophe_inside_a_name_is_no_code() -> None:
    text = "Can you summarise this note from Dr. Lindqvist at St Bride's Hospital?"
    assert ("ORGANIZATION", "St Bride's Hospital") in _found(text)


def test_a_first_name_before_a_surname_the_model_kept_joins_it() -> None:
    assert ("PERSON", "Beatriz Ochoa") in _found("Summarise the complaint Beatriz Ochoa filed.")


def test_a_first_name_after_a_relation_word_is_a_person() -> None:
    assert ner._en_cued("Our neighbour Stephen keeps parking there.")
    assert ("PERSON", "Stephen") in _found("Our neighbour Stephen keeps parking there.")


@pytest.mark.parametrize(
    ("text", "value", "kind"),
    [
        ("据开发商贝塞斯达表示，这个模组最受欢迎。", "贝塞斯达", "ORGANIZATION"),
        ("端午节蒋村的龙舟会很热闹。", "蒋村", "ADDRESS"),
    ],
)
def test_a_chinese_person_by_its_kind_or_neighbours_is_a_company_or_a_place(
    text: str, value: str, kind: str
) -> None:
    assert ner._zh_person_kind(text, text.index(value), text.index(value) + len(value)) == kind


def test_a_plain_chinese_name_stays_a_person() -> None:
    text = "张伟明天去北京开会。"
    assert ner._zh_person_kind(text, 0, 2) == "PERSON"


def test_tools_and_request_verbs_are_no_cued_organisation() -> None:
    ner._model("en")  # its stop words

    def cued(text: str) -> list[str]:
        return [text[a:b] for _, a, b in ner._en_cued(text)]

    assert cued("Install Visual Studio Code for Windows and tell me how to debug.") == []
    assert cued("My app works with Stripe Payments and Twilio.") == []
    assert cued("Use Acme Labs for the test") == ["Acme Labs"]


@pytest.mark.parametrize(
    ("text", "name"),
    [("合同由签署人Kowalczyk确认。", "Kowalczyk"), ("昨天Zorvath表示将退出比赛。", "Zorvath")],
)
def test_a_latin_word_with_a_role_or_a_persons_verb_in_chinese_is_a_person(
    text: str, name: str
) -> None:
    assert ("PERSON", name) in _found(text)


def test_an_acronym_before_a_verb_in_chinese_is_no_person() -> None:
    assert not [e for e in ner.detect("公司CEO表示今年会扩张。") if e.type == "PERSON"]
